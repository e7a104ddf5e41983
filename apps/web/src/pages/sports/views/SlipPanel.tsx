import {
  slipLegPrice,
  slipTotals,
  type OddsChangePolicy,
  type OddsFormat,
  type SlipMode,
  type SlipReason,
} from '@touchline/domain';
import { BetSlip, type BetSlipPlacement, type BetSlipReserve } from '@touchline/ui';
import { useState, type ReactNode } from 'react';
import { slipLegsOf, type SlipPick, type SlipQuote } from '../model.ts';

export interface SlipPanelProps {
  picks: readonly SlipPick[];
  quotes: ReadonlyMap<string, SlipQuote>;
  mode: SlipMode;
  onModeChange: (mode: SlipMode) => void;
  stakes: Readonly<Record<string, string>>;
  onStakesChange: (stakes: Record<string, string>) => void;
  parlayStake: string;
  onParlayStakeChange: (stake: string) => void;
  policy: OddsChangePolicy;
  onPolicyChange: (policy: OddsChangePolicy) => void;
  reason: SlipReason | null;
  placing: boolean;
  format: OddsFormat;
  currency?: string;
  success?: ReactNode;
  error?: ReactNode;
  /** What was just placed (a `BetReceipt`), shown instead of the picks and the form. */
  receipt?: ReactNode;
  onPlace: (placement: BetSlipPlacement) => void;
  onRemove: (selectionId: string) => void;
  onClear: () => void;
  onAcceptPrices: () => void;
  onLogIn: () => void;
  /** Reserves the slip's one single at better odds (offered when given). */
  onReserve?: (reserve: BetSlipReserve) => void;
  /** The reserve choice on, with these odds typed, at first (stories). */
  defaultReservePrice?: string;
}

/**
 * The slip: its picks at their current prices (moves shown), stakes, limits and the reason, with
 * the totals and the reserve odds' problem worked out by domain's `slipTotals`.
 */
export function SlipPanel({
  picks,
  quotes,
  mode,
  onModeChange,
  stakes,
  onStakesChange,
  parlayStake,
  onParlayStakeChange,
  policy,
  onPolicyChange,
  reason,
  placing,
  format,
  currency,
  success,
  error,
  receipt,
  onPlace,
  onRemove,
  onClear,
  onAcceptPrices,
  onLogIn,
  onReserve,
  defaultReservePrice,
}: SlipPanelProps) {
  const [reserve, setReserve] = useState(defaultReservePrice !== undefined);
  const [reservePrice, setReservePrice] = useState(defaultReservePrice ?? '');
  const legs = slipLegsOf(picks, quotes);
  const reserving = !!onReserve && mode === 'single' && picks.length === 1 && reserve;
  const totals = slipTotals({
    legs,
    mode,
    stakes,
    parlayStake,
    reservePrice: reserving ? reservePrice : null,
  });
  const { limits } = totals;
  return (
    <BetSlip
      selections={picks.map((pick, index) => ({
        id: pick.selectionId,
        match: pick.matchName,
        market: pick.marketName,
        label: pick.label,
        price: slipLegPrice(legs[index]!),
        pickedPrice: pick.pickedPrice,
        status: quotes.get(pick.selectionId)?.status ?? 'open',
      }))}
      mode={mode}
      onModeChange={onModeChange}
      stakes={stakes}
      onStakesChange={onStakesChange}
      parlayStake={parlayStake}
      onParlayStakeChange={onParlayStakeChange}
      oddsChangePolicy={policy}
      onOddsChangePolicyChange={onPolicyChange}
      {...(limits.min !== null ? { minStake: limits.min } : {})}
      {...(limits.max !== null ? { maxStake: limits.max } : {})}
      currency={currency}
      format={format}
      reason={reason}
      totals={totals}
      placing={placing}
      success={success}
      error={error}
      receipt={receipt}
      onPlaceBet={onPlace}
      onRemove={onRemove}
      onClearAll={onClear}
      onAcceptPrices={onAcceptPrices}
      onLogIn={onLogIn}
      {...(onReserve ? { onReserveBet: onReserve } : {})}
      reserve={reserve}
      onReserveChange={setReserve}
      reservePrice={reservePrice}
      onReservePriceChange={setReservePrice}
      reserveProblem={totals.reserveProblem}
    />
  );
}
