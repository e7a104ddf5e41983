import { LANGUAGES } from '@touchline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { uiMessages } from '../../i18n/messages.ts';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { BetCard, BET_CARD_STATUSES, type BetCardLeg, type BetCardProps } from './BetCard.tsx';

const NOW = 1747829130000; // 2025-05-21 12:05:30 UTC
const legs: BetCardLeg[] = [
  {
    id: 'l1',
    match: 'Arsenal v Chelsea',
    market: 'Full time result',
    selection: 'Arsenal',
    price: 2.1,
  },
  { id: 'l2', match: 'Real v Barça', market: 'Total goals', selection: 'Over 2.5', price: 1.85 },
];
const base: BetCardProps = {
  betId: 'B1',
  placedAt: NOW,
  timeZone: 'UTC',
  status: 'open',
  legs: legs.slice(0, 1),
  stake: '25',
  potentialReturn: '52.555',
  currency: 'USD',
};

describe('BetCard', () => {
  it('shows id, placed time, status, legs, stake and potential return (floored)', () => {
    renderWithUi(<BetCard {...base} />);
    const card = screen.getByRole('article', { name: 'Single' });
    expect(within(card).getByText('B1')).toBeTruthy();
    expect(within(card).getByText('05-21 12:05')).toBeTruthy();
    expect(within(card).getByText('Open')).toBeTruthy();
    const leg = within(card).getByRole('listitem');
    expect(leg.textContent).toContain('Arsenal');
    expect(leg.textContent).toContain('2.10');
    expect(card.textContent).toContain('Stake$25.00');
    expect(card.textContent).toContain('Potential return$52.55');
  });

  it('names a multi-leg bet a parlay and shows each leg in the chosen format', () => {
    renderWithUi(<BetCard {...base} legs={legs} format="hongkong" />, { locale: 'zh-cn' });
    const card = screen.getByRole('article', { name: '串关 (2)' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Arsenal1.1Full time resultArsenal v Chelsea',
      'Over 2.50.85Total goalsReal v Barça',
    ]);
  });

  it.each(BET_CARD_STATUSES)('shows the %s status as a translated word', (status) => {
    renderWithUi(<BetCard {...base} status={status} />, { locale: 'th' });
    const card = screen.getByRole('article');
    expect(card.dataset.status).toBe(status);
    const key = {
      pending: 'betCardStatusPending',
      open: 'betCardStatusOpen',
      won: 'betCardStatusWon',
      lost: 'betCardStatusLost',
      void: 'betCardStatusVoid',
      'cashed-out': 'betCardStatusCashedOut',
      rejected: 'betCardStatusRejected',
    }[status] as keyof (typeof uiMessages)['th'];
    expect(within(card).getByText(uiMessages.th[key])).toBeTruthy();
    for (const lang of LANGUAGES) expect(uiMessages[lang][key]).toBeTruthy();
  });

  it('shows the payout instead of the potential return once settled', () => {
    renderWithUi(<BetCard {...base} status="won" payout="52.559" />);
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('Payout$52.55');
    expect(card.textContent).not.toContain('Potential return');
  });

  it('asks for confirmation before cashing out, then calls onCashOut', async () => {
    const onCashOut = vi.fn();
    renderWithUi(
      <BetCard
        {...base}
        cashOut={{ quote: '18.349', expiresAt: NOW + 12_000, now: NOW }}
        onCashOut={onCashOut}
      />,
    );
    expect(screen.getByText('Expires in 12 s')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cash out $18.34' }));
    expect(onCashOut).not.toHaveBeenCalled();
    const confirm = screen.getByRole('button', { name: 'Confirm cash out' });
    expect(document.activeElement).toBe(confirm);
    expect(
      screen.getByRole('group', { name: 'Cash out now? You will receive $18.34' }),
    ).toBeTruthy();
    await userEvent.click(confirm);
    expect(onCashOut).toHaveBeenCalledTimes(1);
  });

  it('cancels the confirmation and returns focus to the cash-out button', async () => {
    const onCashOut = vi.fn();
    renderWithUi(
      <BetCard
        {...base}
        cashOut={{ quote: '18', expiresAt: NOW + 9_000, now: NOW }}
        onCashOut={onCashOut}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Cash out/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCashOut).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cash out $18.00' }));
  });

  it('can not cash out an expired offer, and an expiry ends the confirmation', async () => {
    const onCashOut = vi.fn();
    const props = { ...base, onCashOut };
    const { rerender } = renderWithUi(
      <BetCard {...props} cashOut={{ quote: '18', expiresAt: NOW + 2_000, now: NOW }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Cash out/ }));
    rerender(
      <BetCard {...props} cashOut={{ quote: '18', expiresAt: NOW + 2_000, now: NOW + 2_000 }} />,
    );
    expect(screen.queryByRole('button', { name: 'Confirm cash out' })).toBeNull();
    expect(screen.getByText('Offer expired')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Cash out/ })).toHaveProperty('disabled', true);
    rerender(
      <BetCard {...props} cashOut={{ quote: '19', expiresAt: NOW + 9_000, now: NOW + 3_000 }} />,
    );
    expect(screen.queryByRole('button', { name: 'Confirm cash out' })).toBeNull();
    expect(screen.getByText('Expires in 6 s')).toBeTruthy();
  });

  it('rounds the seconds left up and marks the last five', () => {
    const { rerender } = renderWithUi(
      <BetCard {...base} cashOut={{ quote: '1', expiresAt: NOW + 5_001, now: NOW }} />,
    );
    expect(screen.getByText('Expires in 6 s').className).not.toMatch(/expirySoon/);
    rerender(<BetCard {...base} cashOut={{ quote: '1', expiresAt: NOW + 4_200, now: NOW }} />);
    expect(screen.getByText('Expires in 5 s').className).toMatch(/expirySoon/);
  });

  it('does not cash out twice while cashing out', async () => {
    const onCashOut = vi.fn();
    const props = { ...base, onCashOut, cashOut: { quote: '5', expiresAt: NOW + 9_000, now: NOW } };
    const { rerender } = renderWithUi(<BetCard {...props} />);
    await userEvent.click(screen.getByRole('button', { name: /^Cash out/ }));
    rerender(<BetCard {...props} cashingOut />);
    await userEvent.click(screen.getByRole('button', { name: /^Confirm cash out/ }));
    expect(onCashOut).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
  });

  it('survives missing prices, no legs and a bad placed time', () => {
    renderWithUi(
      <BetCard
        {...base}
        placedAt={Number.NaN}
        legs={[{ ...legs[0]!, price: null }]}
        potentialReturn={null}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('listitem').textContent).toContain('-');
    expect(card.textContent).not.toContain('Potential return');
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(<BetCard {...base} className="extra" ref={(el) => void (node = el)} />);
    expect(node).toBe(screen.getByRole('article'));
    expect(node!.className).toContain('extra');
    expect(BetCard.displayName).toBe('BetCard');
  });

  it('has no axe violations, with an offer and while confirming', async () => {
    const { container } = renderWithUi(
      <div>
        <BetCard
          {...base}
          legs={legs}
          cashOut={{ quote: '18', expiresAt: NOW + 4_000, now: NOW }}
          onCashOut={() => {}}
        />
        <BetCard {...base} betId="B2" status="won" payout="50" />
      </div>,
    );
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: /^Cash out/ }));
    await expectNoAxeViolations(container);
  });
});
