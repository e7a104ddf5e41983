import { LANGUAGES } from '@touchline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { uiMessages } from '../../i18n/messages.ts';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { BetSlip, BET_SLIP_REASON_KEYS, BET_SLIP_REASONS, type BetSlipProps } from './BetSlip.tsx';
import type { BetSlipSelection } from './types.ts';
import * as css from './BetSlip.css.ts';
import { BetSlipWithRules } from './fixtures.tsx';

const picks: BetSlipSelection[] = [
  { id: 'a', match: 'Arsenal v Chelsea', market: 'Full time result', label: 'Arsenal', price: 2.1 },
  { id: 'b', match: 'Real v Barça', market: 'Total goals', label: 'Over 2.5', price: 1.85 },
];

const stakeBox = (label: string) => screen.getByRole('textbox', { name: `Stake: ${label}` });

describe('BetSlip', () => {
  it('lists the picks with their match, market and price', () => {
    renderWithUi(<BetSlip selections={picks} />);
    const slip = screen.getByRole('region', { name: 'Bet slip 2' });
    const items = within(slip).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Arsenal');
    expect(items[0]!.textContent).toContain('Full time result');
    expect(items[0]!.textContent).toContain('2.10');
  });

  it('keeps stakes to digits and one dot with two decimals at most', async () => {
    const onStakesChange = vi.fn();
    renderWithUi(<BetSlip selections={picks} onStakesChange={onStakesChange} />);
    await userEvent.type(stakeBox('Arsenal'), '1a2.3.456');
    expect((stakeBox('Arsenal') as HTMLInputElement).value).toBe('12.34');
    expect(onStakesChange).toHaveBeenLastCalledWith({ a: '12.34' });
  });

  it('shows each potential return and the totals exactly, floored', async () => {
    renderWithUi(<BetSlipWithRules selections={picks} currency="USD" />);
    await userEvent.type(stakeBox('Arsenal'), '10.01');
    await userEvent.type(stakeBox('Over 2.5'), '0.3');
    const items = screen.getAllByRole('listitem');
    // 10.01 × 2.1 = 21.021 → 21.02; 0.3 × 1.85 = 0.555 → 0.55
    expect(items[0]!.textContent).toContain('$21.02');
    expect(items[1]!.textContent).toContain('$0.55');
    const slip = screen.getByRole('region');
    expect(slip.textContent).toContain('Total stake$10.31');
    expect(slip.textContent).toContain('Potential return$21.57');
  });

  it("prices a parlay by domain's rule: the exact product rounded down to hundredths", async () => {
    const legs: BetSlipSelection[] = [
      { ...picks[0]!, price: 1.1 },
      { ...picks[1]!, price: 1.1 },
      { id: 'c', match: 'X v Y', market: 'M', label: 'Z', price: 1.1 },
    ];
    renderWithUi(<BetSlipWithRules selections={legs} defaultMode="parlay" />);
    const slip = screen.getByRole('region');
    // 1.1³ = 1.331 exactly (binary floats give 1.3310000000000004), priced 1.33: 100 × 1.33
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake' }), '100');
    expect(slip.textContent).toContain('Parlay odds1.33');
    expect(slip.textContent).toContain('Potential return133.00');
  });

  it("shows a parlay's odds as a single price is shown: two decimals, in the chosen format", async () => {
    const legs: BetSlipSelection[] = [
      { ...picks[0]!, price: 2.78 },
      { ...picks[1]!, price: 2.4 },
      { id: 'c', match: 'X v Y', market: 'M', label: 'Z', price: 1.81 },
      { id: 'd', match: 'Q v R', market: 'M', label: 'S', price: 3.89 },
    ];
    const { rerender } = renderWithUi(<BetSlipWithRules selections={legs} defaultMode="parlay" />);
    const slip = screen.getByRole('region');
    // 2.78 × 2.4 × 1.81 × 3.89 = 46.9768848, priced 46.97: two decimals, not "46.977"
    expect(slip.textContent).toContain('Parlay odds46.97');
    expect(slip.textContent).not.toContain('46.977');
    // the return is the shown odds' to the cent: 10 × 46.97 = 469.70 (issue 15)
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake' }), '10');
    expect(slip.textContent).toContain('Potential return469.70');
    rerender(<BetSlipWithRules selections={legs} defaultMode="parlay" format="hongkong" />);
    expect(slip.textContent).toContain('Parlay odds45.97');
  });

  it('switches between singles and parlay with radios', async () => {
    const onModeChange = vi.fn();
    renderWithUi(<BetSlip selections={picks} onModeChange={onModeChange} />);
    const group = screen.getByRole('group', { name: 'Bet type' });
    expect(within(group).getByRole('radio', { name: 'Singles' })).toHaveProperty('checked', true);
    await userEvent.click(within(group).getByRole('radio', { name: 'Parlay' }));
    expect(onModeChange).toHaveBeenCalledWith('parlay');
    expect(screen.getByRole('textbox', { name: 'Stake' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Stake: Arsenal' })).toBeNull();
  });

  it('chooses how odds changes are accepted', async () => {
    const onChange = vi.fn();
    renderWithUi(
      <BetSlip
        selections={picks}
        defaultOddsChangePolicy="better"
        onOddsChangePolicyChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'When odds change' });
    expect(within(group).getByRole('radio', { name: 'Accept better odds only' })).toHaveProperty(
      'checked',
      true,
    );
    await userEvent.click(within(group).getByRole('radio', { name: 'Never accept changes' }));
    expect(onChange).toHaveBeenCalledWith('none');
  });

  it('removes one pick and clears all', async () => {
    const onRemove = vi.fn();
    const onClearAll = vi.fn();
    renderWithUi(<BetSlip selections={picks} onRemove={onRemove} onClearAll={onClearAll} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Over 2.5' }));
    expect(onRemove).toHaveBeenCalledWith('b');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
  });

  it('places the bet with what was typed, by button or Enter', async () => {
    const onPlaceBet = vi.fn();
    renderWithUi(<BetSlip selections={picks} defaultStakes={{ a: '5' }} onPlaceBet={onPlaceBet} />);
    await userEvent.type(stakeBox('Over 2.5'), '7.5{Enter}');
    expect(onPlaceBet).toHaveBeenLastCalledWith({
      mode: 'single',
      stakes: { a: '5', b: '7.5' },
      parlayStake: '',
      oddsChangePolicy: 'any',
    });
  });

  it('does not submit twice while placing', async () => {
    function Slip() {
      const [placing, setPlacing] = useState(false);
      return (
        <BetSlip
          selections={picks}
          placing={placing}
          onPlaceBet={() => {
            onPlaceBet();
            setPlacing(true);
          }}
        />
      );
    }
    const onPlaceBet = vi.fn();
    renderWithUi(<Slip />);
    const button = screen.getByRole('button', { name: 'Place bet' });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    expect(onPlaceBet).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it.each(BET_SLIP_REASONS)('says why it cannot place a bet: %s', async (reason) => {
    const onPlaceBet = vi.fn();
    renderWithUi(<BetSlip selections={picks} reason={reason} onPlaceBet={onPlaceBet} />, {
      locale: 'vi',
    });
    const text = uiMessages.vi[BET_SLIP_REASON_KEYS[reason]];
    expect(screen.getByText(text)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Đặt cược' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      text,
    );
    await userEvent.click(button);
    expect(onPlaceBet).not.toHaveBeenCalled();
  });

  it('has a text for every reason in every language', () => {
    for (const reason of BET_SLIP_REASONS) {
      for (const lang of LANGUAGES) {
        expect(uiMessages[lang][BET_SLIP_REASON_KEYS[reason]], `${lang}/${reason}`).toBeTruthy();
      }
    }
  });

  it('offers to accept new prices and to log in for those reasons', async () => {
    const onAcceptPrices = vi.fn();
    const onLogIn = vi.fn();
    const props: BetSlipProps = { selections: picks, onAcceptPrices, onLogIn };
    const { rerender } = renderWithUi(<BetSlip {...props} reason="price-changed" />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept new odds' }));
    expect(onAcceptPrices).toHaveBeenCalled();
    rerender(<BetSlip {...props} reason="logged-out" />);
    expect(screen.queryByRole('button', { name: 'Accept new odds' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogIn).toHaveBeenCalled();
  });

  it('shows a moved price with its direction and the price it was', () => {
    renderWithUi(<BetSlip selections={[{ ...picks[0]!, pickedPrice: 2.2, price: 2.05 }]} />);
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('2.05Price went downWas 2.20');
  });

  it('keeps everything typed when placing fails', async () => {
    const { rerender } = renderWithUi(<BetSlip selections={picks} />);
    await userEvent.type(stakeBox('Arsenal'), '12');
    rerender(<BetSlip selections={picks} placing />);
    rerender(<BetSlip selections={picks} error="Could not place the bet" />);
    expect(screen.getByRole('alert').textContent).toBe('Could not place the bet');
    expect((stakeBox('Arsenal') as HTMLInputElement).value).toBe('12');
  });

  it('shows the success message politely', () => {
    renderWithUi(<BetSlip selections={picks} success="Bet placed" />);
    expect(screen.getByRole('status').textContent).toBe('Bet placed');
  });

  it('shows only the reason and a disabled button when empty', () => {
    renderWithUi(<BetSlip selections={[]} reason="no-selections" />);
    expect(screen.getByRole('region', { name: 'Bet slip' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Add a selection to place a bet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place bet' })).toHaveProperty('disabled', true);
  });

  it('draws a place button that cannot be pressed as off, and passes axe', async () => {
    // the off look (raised surface, muted text, full opacity) is the slip's own rule: without
    // it the button was the accent at half opacity and still looked pressable (issue 15)
    const { rerender } = renderWithUi(
      <BetSlip selections={picks} reason="stake-missing" currency="USD" />,
    );
    const place = screen.getByRole('button', { name: 'Place bet' });
    expect(place).toHaveProperty('disabled', true);
    expect(place.classList.contains(css.placeButton)).toBe(true);
    await expectNoAxeViolations(document.body);
    rerender(<BetSlip selections={picks} currency="USD" />);
    expect(place).toHaveProperty('disabled', false);
  });

  it('shows the stake limits as the hint of each stake', () => {
    renderWithUi(<BetSlip selections={picks.slice(0, 1)} minStake="10" maxStake="5000" />);
    const box = stakeBox('Arsenal');
    const hint = document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toBe('Min 10.00 · Max 5,000.00');
  });

  it('shows the stake limits with the currency, as every other amount of the slip', () => {
    renderWithUi(
      <BetSlip selections={picks.slice(0, 1)} minStake="10" maxStake="5000" currency="USD" />,
    );
    const box = stakeBox('Arsenal');
    const hint = document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toBe('Min $10.00 · Max $5,000.00');
  });

  it('shows the totals and returns it is given, and computes none', async () => {
    renderWithUi(
      <BetSlip
        selections={picks}
        currency="USD"
        defaultStakes={{ a: '10', b: '1' }}
        totals={{ totalStake: '7.00', potentialReturn: '8.00', returns: { a: '9.00' } }}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('$9.00');
    expect(items[1]!.textContent).toContain('$0.00');
    const slip = screen.getByRole('region');
    expect(slip.textContent).toContain('Total stake$7.00');
    expect(slip.textContent).toContain('Potential return$8.00');
    await userEvent.type(stakeBox('Arsenal'), '5');
    expect(slip.textContent).toContain('Total stake$7.00');
  });

  it('shows zero totals and no parlay price when none are given', () => {
    renderWithUi(<BetSlip selections={picks} defaultMode="parlay" defaultParlayStake="10" />);
    const slip = screen.getByRole('region');
    expect(slip.textContent).toContain('Total stake0.00');
    expect(slip.textContent).toContain('Parlay odds-');
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(<BetSlip selections={picks} className="extra" ref={(el) => void (node = el)} />);
    expect(node).toBe(screen.getByRole('region'));
    expect(node!.className).toContain('extra');
    expect(BetSlip.displayName).toBe('BetSlip');
  });

  it.each([
    ['singles with a reason and an error', { reason: 'market-suspended', error: 'Failed' }],
    ['a parlay being placed', { defaultMode: 'parlay', placing: true }],
    ['no picks', { selections: [], reason: 'no-selections' }],
  ] as const)('has no axe violations: %s', async (_, props) => {
    const { container } = renderWithUi(
      <BetSlip
        selections={[{ ...picks[0]!, pickedPrice: 2, status: 'suspended' }, picks[1]!]}
        minStake="1"
        maxStake="100"
        currency="USD"
        onRemove={() => {}}
        onClearAll={() => {}}
        {...props}
      />,
      { locale: 'th' },
    );
    await expectNoAxeViolations(container);
  });
});

describe('BetSlip reserve bets', () => {
  const single = [picks[0]!];
  const reserveBox = () => screen.getByRole('checkbox', { name: /Reserve at a better price/ });
  const oddsBox = () => screen.getByRole('textbox', { name: 'Wanted odds (decimal)' });

  it('is offered for one single only, when the app takes reserve bets', async () => {
    const { rerender } = renderWithUi(<BetSlip selections={single} />);
    expect(screen.queryByRole('checkbox', { name: /Reserve/ })).toBeNull();
    rerender(<BetSlip selections={picks} onReserveBet={() => {}} />);
    expect(screen.queryByRole('checkbox', { name: /Reserve/ })).toBeNull();
    rerender(<BetSlip selections={single} onReserveBet={() => {}} mode="parlay" />);
    expect(screen.queryByRole('checkbox', { name: /Reserve/ })).toBeNull();
    rerender(<BetSlip selections={single} onReserveBet={() => {}} />);
    expect(reserveBox()).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Wanted odds (decimal)' })).toBeNull();
    await userEvent.click(reserveBox());
    expect(oddsBox()).toBeTruthy();
  });

  it('keeps the button disabled and says why until the odds are better than now', async () => {
    const onReserveBet = vi.fn();
    const onPlaceBet = vi.fn();
    renderWithUi(
      <BetSlipWithRules
        selections={single}
        defaultStakes={{ a: '20' }}
        currency="USD"
        onReserveBet={onReserveBet}
        onPlaceBet={onPlaceBet}
      />,
    );
    await userEvent.click(reserveBox());
    const button = screen.getByRole('button', { name: 'Reserve bet' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Enter the odds you want.')).toBeTruthy();
    await userEvent.type(oddsBox(), '2.05');
    expect(oddsBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter odds above the current odds.')).toBeTruthy();
    expect(button.hasAttribute('disabled')).toBe(true);
    await userEvent.clear(oddsBox());
    // letters and a third decimal never get in
    await userEvent.type(oddsBox(), '2a.505');
    expect((oddsBox() as HTMLInputElement).value).toBe('2.50');
    expect(oddsBox().getAttribute('aria-invalid')).not.toBe('true');
    // the return is at the wanted odds: 20 × 2.50
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('$50.00');
    await userEvent.click(button);
    expect(onReserveBet).toHaveBeenCalledWith({
      selectionId: 'a',
      stake: '20',
      targetPrice: '2.50',
    });
    expect(onPlaceBet).not.toHaveBeenCalled();
  });

  it('places a normal bet again once the choice is off', async () => {
    const onReserveBet = vi.fn();
    const onPlaceBet = vi.fn();
    renderWithUi(
      <BetSlipWithRules
        selections={single}
        defaultStakes={{ a: '20' }}
        onReserveBet={onReserveBet}
        onPlaceBet={onPlaceBet}
        defaultReserve
        defaultReservePrice="1.50"
      />,
    );
    await userEvent.click(reserveBox());
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(onPlaceBet).toHaveBeenCalledTimes(1);
    expect(onReserveBet).not.toHaveBeenCalled();
  });

  it.each(LANGUAGES)('is translated in %s and has no axe violations', async (locale) => {
    const { container } = renderWithUi(
      <BetSlipWithRules
        selections={single}
        defaultStakes={{ a: '20' }}
        onReserveBet={() => {}}
        defaultReserve
        defaultReservePrice="2.05"
      />,
      { locale },
    );
    const text = uiMessages[locale];
    expect(screen.getByRole('checkbox', { name: new RegExp(text.slipReserveToggle) })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: text.slipReservePrice })).toBeTruthy();
    expect(screen.getByText(text.slipReservePriceNotBetter)).toBeTruthy();
    expect(screen.getByRole('button', { name: text.slipReserveBet })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
