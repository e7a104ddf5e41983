import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { BetSlip } from './BetSlip.tsx';
import type { BetSlipSelection } from './types.ts';

const pick: BetSlipSelection = {
  id: 'a',
  match: 'Arsenal v Chelsea',
  market: 'Full time result',
  label: 'Arsenal',
  price: 2.1,
  pickedPrice: 2.1,
};

describe('BetSlip.Selection', () => {
  const renderPick = (selection: BetSlipSelection, onRemove?: (id: string) => void) =>
    renderWithUi(
      <ul>
        <BetSlip.Selection selection={selection} onRemove={onRemove}>
          <p>under the pick</p>
        </BetSlip.Selection>
      </ul>,
    );

  it('shows the pick, market, match, price and what goes under it', () => {
    renderPick(pick);
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('Arsenal');
    expect(item.textContent).toContain('Full time result');
    expect(item.textContent).toContain('Arsenal v Chelsea');
    expect(item.textContent).toContain('2.10');
    expect(within(item).getByText('under the pick')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('removes the pick by its named button', async () => {
    const onRemove = vi.fn();
    renderPick(pick, onRemove);
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Arsenal' }));
    expect(onRemove).toHaveBeenCalledWith('a');
  });

  it('says when its market is suspended or closed', () => {
    const { rerender } = renderPick({ ...pick, status: 'suspended' });
    expect(screen.getByRole('listitem').getAttribute('data-status')).toBe('suspended');
    expect(screen.getByText('Suspended')).toBeTruthy();
    rerender(
      <ul>
        <BetSlip.Selection selection={{ ...pick, status: 'closed' }} />
      </ul>,
    );
    expect(screen.getByRole('listitem').getAttribute('data-status')).toBe('closed');
  });

  it('has no axe violations', async () => {
    const { container } = renderPick({ ...pick, price: 2.25, status: 'suspended' }, () => {});
    await expectNoAxeViolations(container);
  });
});

describe('BetSlip.Price', () => {
  it('shows a move with its direction in words and the price it was', () => {
    renderWithUi(<BetSlip.Price price={1.95} pickedPrice={2.1} />);
    expect(screen.getByText('Price went down')).toBeTruthy();
    expect(screen.getByText('Was').parentElement?.textContent).toBe('Was 2.10');
  });

  it('shows `-` without a price and no move without one picked', () => {
    const { container, rerender } = renderWithUi(<BetSlip.Price price={null} />);
    expect(container.textContent).toBe('-');
    rerender(<BetSlip.Price price={2.1} format="hongkong" />);
    expect(container.textContent).toBe('1.1');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(<BetSlip.Price price={2.25} pickedPrice={2.1} />);
    await expectNoAxeViolations(container);
  });
});

describe('BetSlip.Stake', () => {
  it('keeps what is typed to an amount, with the limits as its hint', async () => {
    const onValueChange = vi.fn();
    renderWithUi(
      <BetSlip.Stake
        label="Stake"
        value=""
        onValueChange={onValueChange}
        minStake="1"
        maxStake="50"
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Stake' });
    // controlled: each key arrives on its own, letters never get in
    await userEvent.type(box, '1a');
    expect(onValueChange.mock.calls).toEqual([['1'], ['']]);
    const hint = document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toBe('Min 1.00 · Max 50.00');
  });

  it('shows the return it is given beside a single’s stake', () => {
    renderWithUi(
      <BetSlip.Stake
        label="Stake"
        value="10"
        onValueChange={() => {}}
        potentialReturn="21.00"
        currency="USD"
      />,
    );
    expect(screen.getByText('Potential return').textContent).toContain('$21.00');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <BetSlip.Stake
        label="Stake"
        value="10"
        onValueChange={() => {}}
        minStake="1"
        potentialReturn="0.00"
      />,
    );
    await expectNoAxeViolations(container);
  });
});

describe('BetSlip.Summary', () => {
  it('lists the total stake and the return it is given', () => {
    renderWithUi(<BetSlip.Summary totalStake="35.50" potentialReturn="68.17" currency="USD" />);
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Total stake', 'Potential return']);
    expect(values).toEqual(['$35.50', '$68.17']);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <BetSlip.Summary totalStake="0.00" potentialReturn="0.00" />,
    );
    await expectNoAxeViolations(container);
  });
});

describe('BetSlip.Reserve', () => {
  it('turns the choice on and takes the wanted odds as an amount', async () => {
    const onChange = vi.fn();
    const onPriceChange = vi.fn();
    const { rerender } = renderWithUi(
      <BetSlip.Reserve on={false} onChange={onChange} price="" onPriceChange={onPriceChange} />,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: /Reserve at a better price/ }));
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(
      <BetSlip.Reserve
        on
        onChange={onChange}
        price=""
        onPriceChange={onPriceChange}
        currentPrice={2.1}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Wanted odds (decimal)' });
    expect(box.getAttribute('placeholder')).toBe('2.10');
    await userEvent.type(box, '2x');
    expect(onPriceChange.mock.calls).toEqual([['2'], ['']]);
  });

  it('says the problem it is given: a hint when missing, an error otherwise', () => {
    const { rerender } = renderWithUi(
      <BetSlip.Reserve
        on
        onChange={() => {}}
        price=""
        onPriceChange={() => {}}
        problem="missing"
      />,
    );
    const box = () => screen.getByRole('textbox', { name: 'Wanted odds (decimal)' });
    expect(screen.getByText('Enter the odds you want.')).toBeTruthy();
    expect(box().getAttribute('aria-invalid')).not.toBe('true');
    rerender(
      <BetSlip.Reserve
        on
        onChange={() => {}}
        price="2.05"
        onPriceChange={() => {}}
        problem="not-better"
      />,
    );
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter odds above the current odds.')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <BetSlip.Reserve
        on
        onChange={() => {}}
        price="2."
        onPriceChange={() => {}}
        problem="invalid"
      />,
    );
    await expectNoAxeViolations(container);
  });
});
