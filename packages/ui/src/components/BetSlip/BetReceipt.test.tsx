import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { BetReceipt } from './BetReceipt.tsx';
import { BetSlip } from './BetSlip.tsx';
import { receiptParlay, receiptSecondSingle, receiptSingle } from './receiptFixtures.ts';

const amountAfter = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('BetReceipt', () => {
  it('shows what was placed — the pick at the price taken, stake, return, reference — and takes the focus', async () => {
    renderWithUi(<BetReceipt bets={[receiptSingle]} currency="USD" onDone={() => undefined} />);
    const heading = screen.getByRole('heading', { name: 'Bet placed' });
    expect(document.activeElement).toBe(heading);
    const receipt = screen.getByRole('region', { name: 'Bet placed' });
    const leg = within(receipt).getByRole('list', { name: 'Selections' });
    expect(leg.textContent).toContain('Arsenal');
    expect(leg.textContent).toContain('Full time result');
    expect(leg.textContent).toContain('Arsenal v Chelsea');
    expect(leg.textContent).toContain('2.10');
    expect(amountAfter(receipt, 'Stake')).toBe('$100.00');
    expect(amountAfter(receipt, 'Potential return')).toBe('$210.00');
    expect(amountAfter(receipt, 'Reference')).toBe('BO-20261122-0001');
    expect(within(receipt).getByText('Accepted')).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it("shows a parlay's legs and its combined odds taken with two decimals, in the chosen format", () => {
    const { rerender } = renderWithUi(
      <BetReceipt bets={[receiptParlay]} currency="USD" onDone={() => undefined} />,
    );
    const receipt = screen.getByRole('region', { name: 'Bet placed' });
    expect(within(receipt).getByRole('heading', { name: 'Parlay (3)' })).toBeTruthy();
    expect(within(receipt).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(amountAfter(receipt, 'Odds taken')).toBe('6.68');
    expect(amountAfter(receipt, 'Potential return')).toBe('$133.64');
    rerender(
      <BetReceipt
        bets={[receiptParlay]}
        currency="USD"
        format="hongkong"
        onDone={() => undefined}
      />,
    );
    expect(amountAfter(receipt, 'Odds taken')).toBe('5.68');
  });

  it('adds several bets up exactly, leaving out one not accepted', () => {
    renderWithUi(
      <BetReceipt
        bets={[
          receiptSingle,
          { ...receiptSecondSingle, id: 'X-2' },
          { ...receiptSecondSingle, id: 'X-3', status: 'rejected' },
        ]}
        currency="USD"
        onDone={() => undefined}
      />,
    );
    const receipt = screen.getByRole('region', { name: 'Bets placed' });
    // 100.00 + 25.50 (the refused 25.50 took nothing); 210.00 + 47.17
    expect(amountAfter(receipt, 'Total stake')).toBe('$125.50');
    expect(within(receipt).getByText('Not accepted')).toBeTruthy();
    expect(within(receipt).getByText(/not accepted took no stake/)).toBeTruthy();
    const returns = within(receipt).getAllByText('Potential return', { selector: 'dt' });
    expect(returns.at(-1)!.nextElementSibling?.textContent).toBe('$257.17');
  });

  it('says where a bet awaiting confirmation is settled', () => {
    renderWithUi(
      <BetReceipt bets={[{ ...receiptSingle, status: 'pending' }]} onDone={() => undefined} />,
    );
    expect(screen.getByText('Awaiting confirmation')).toBeTruthy();
    expect(screen.getByText(/shows its outcome in My bets/)).toBeTruthy();
  });

  it('lets the player keep the selections or be done', async () => {
    const onKeepSelections = vi.fn();
    const onDone = vi.fn();
    const { rerender } = renderWithUi(
      <BetReceipt bets={[receiptSingle]} onKeepSelections={onKeepSelections} onDone={onDone} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep selections' }));
    expect(onKeepSelections).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledOnce();
    rerender(<BetReceipt bets={[receiptSingle]} onDone={onDone} />);
    expect(screen.queryByRole('button', { name: 'Keep selections' })).toBeNull();
  });

  it('is shown by the slip in place of its picks and form, and announced', () => {
    renderWithUi(
      <BetSlip
        selections={[]}
        reason="no-selections"
        receipt={<BetReceipt bets={[receiptSingle]} onDone={() => undefined} />}
      />,
    );
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    expect(within(slip).getByRole('heading', { name: 'Bet placed' })).toBeTruthy();
    // no "Add a selection to place a bet" and no place button above or below the receipt
    expect(within(slip).queryByText('Add a selection to place a bet')).toBeNull();
    expect(within(slip).queryByRole('button', { name: 'Place bet' })).toBeNull();
    expect(within(slip).getByRole('status').textContent).toBe(
      'Bet placed. The receipt is in the bet slip.',
    );
  });

  it('reads in every language', () => {
    renderWithUi(<BetReceipt bets={[receiptParlay]} onDone={() => undefined} />, {
      locale: 'th',
    });
    expect(screen.getByRole('heading', { name: 'วางเดิมพันสำเร็จ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'เสร็จสิ้น' })).toBeTruthy();
  });
});
