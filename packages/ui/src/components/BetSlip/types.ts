import type {
  OddsChangePolicy,
  ReservePriceProblem,
  SlipLegStatus,
  SlipMode,
  SlipReason,
} from '@touchline/domain';

export type BetSlipReason = SlipReason;
export type BetSlipMode = SlipMode;
export type BetSlipSelectionStatus = SlipLegStatus;

/** One pick in the slip. */
export interface BetSlipSelection {
  id: string;
  /** The match, e.g. `Arsenal v Chelsea`. */
  match: string;
  /** The market, e.g. `Full time result` or `Handicap -0.25`. */
  market: string;
  /** The pick, e.g. `Arsenal`, `Over 2.5`. */
  label: string;
  /** The current decimal price. */
  price: number | null;
  /** The price when it was picked; a different current price shows the move until accepted. */
  pickedPrice?: number | null;
  status?: BetSlipSelectionStatus;
}

/**
 * What the slip shows as its totals, worked out by domain's `slipTotals` / `evaluateSlip`
 * (the slip computes none of it): amounts as decimal text.
 */
export interface BetSlipTotals {
  /** What the slip takes from the wallet. */
  totalStake: string;
  /** What the slip returns if it wins. */
  potentialReturn: string;
  /** Singles: each selection's return by selection id. */
  returns?: Readonly<Record<string, string>>;
  /** The parlay's combined decimal price (exact text); null or absent shows `-`. */
  parlayPrice?: string | null;
}

/** What the slip hands over when the player places the bet. */
export interface BetSlipPlacement {
  mode: BetSlipMode;
  /** Singles: stake per selection id, as typed (at most 2 decimals). */
  stakes: Record<string, string>;
  /** Parlay: the one stake. */
  parlayStake: string;
  oddsChangePolicy: OddsChangePolicy;
}

/** A reserve bet asked from the slip: one single, placed when its odds reach `targetPrice`. */
export interface BetSlipReserve {
  selectionId: string;
  /** As typed (at most 2 decimals). */
  stake: string;
  /** The wanted decimal odds, as typed (at most 2 decimals), above the current price. */
  targetPrice: string;
}

/** Why the wanted odds of a reserve bet can't be used (shown under the field). */
export type BetSlipReserveProblem = ReservePriceProblem;
