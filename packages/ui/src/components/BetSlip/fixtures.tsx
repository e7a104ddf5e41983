import { slipTotals, type SlipLeg } from '@touchline/domain';
import { useState } from 'react';
import { BetSlip, type BetSlipProps } from './BetSlip.tsx';
import type { BetSlipSelection } from './types.ts';

/** The slip's selections as domain's legs (stories and tests: the app has its own picks). */
export function legsOf(selections: readonly BetSlipSelection[]): SlipLeg[] {
  return selections.map((s) => ({
    selectionId: s.id,
    matchId: s.match,
    pickedPrice: s.pickedPrice ?? s.price ?? Number.NaN,
    quote: {
      price: s.price ?? Number.NaN,
      status: s.status ?? 'open',
      minStake: '0',
      maxStake: '0',
    },
  }));
}

/**
 * The slip as an app wires it, for stories and tests: what is typed is kept here and the totals
 * and the reserve problem come from domain's `slipTotals`, as the slip renders what it is given.
 */
export function BetSlipWithRules({
  defaultMode = 'single',
  onModeChange,
  defaultStakes = {},
  onStakesChange,
  defaultParlayStake = '',
  onParlayStakeChange,
  defaultReserve = false,
  onReserveChange,
  defaultReservePrice = '',
  onReservePriceChange,
  ...props
}: BetSlipProps) {
  const [mode, setMode] = useState(defaultMode);
  const [stakes, setStakes] = useState<Readonly<Record<string, string>>>(defaultStakes);
  const [parlayStake, setParlayStake] = useState(defaultParlayStake);
  const [reserve, setReserve] = useState(defaultReserve);
  const [reservePrice, setReservePrice] = useState(defaultReservePrice);
  const selections = props.selections ?? [];
  const reserving = !!props.onReserveBet && mode === 'single' && selections.length === 1 && reserve;
  const totals = slipTotals({
    legs: legsOf(selections),
    mode,
    stakes,
    parlayStake,
    reservePrice: reserving ? reservePrice : null,
  });
  return (
    <BetSlip
      {...props}
      mode={mode}
      onModeChange={(next) => (setMode(next), onModeChange?.(next))}
      stakes={stakes}
      onStakesChange={(next) => (setStakes(next), onStakesChange?.(next))}
      parlayStake={parlayStake}
      onParlayStakeChange={(next) => (setParlayStake(next), onParlayStakeChange?.(next))}
      reserve={reserve}
      onReserveChange={(next) => (setReserve(next), onReserveChange?.(next))}
      reservePrice={reservePrice}
      onReservePriceChange={(next) => (setReservePrice(next), onReservePriceChange?.(next))}
      totals={totals}
      reserveProblem={totals.reserveProblem}
    />
  );
}
