import { acceptsPriceChange } from './odds.ts';

/**
 * Push orders (issue 17 §3): a host recommends a bet to the viewers of their stream, viewers
 * follow it with a bet of their own, and the host's record of results is their public track
 * record. Pure: results and counts are passed in.
 */

/** The most characters a host's short analysis of a push order may have. */
export const PUSH_ANALYSIS_MAX_LENGTH = 200;

/** How a push order ended: the result of its selection, as a viewer reads a tip. */
export const PUSH_ORDER_RESULTS = ['won', 'lost', 'void'] as const;
export type PushOrderResult = (typeof PUSH_ORDER_RESULTS)[number];

/** A settled selection's result, as the sportsbook settles a leg (quarter lines half win/lose). */
export type SelectionResult = 'won' | 'lost' | 'void' | 'halfWon' | 'halfLost';

/**
 * A push order's result from its selection's: a half win is a win and a half loss a loss (the
 * tip paid more, or less, than the stake back), as a bet on it would be marked; void stays void.
 */
export function pushOrderResult(result: SelectionResult): PushOrderResult {
  switch (result) {
    case 'won':
    case 'halfWon':
      return 'won';
    case 'lost':
    case 'halfLost':
      return 'lost';
    case 'void':
      return 'void';
  }
}

/**
 * Whether a host may push a selection at the feed's `current` price when they saw `seen`: the
 * push records the current price (honest odds), and only when it is no worse than the one the
 * host saw — as a bet slip under "accept better odds" does; a worse price is refused, so the host
 * sees it before recommending it.
 */
export function acceptsPushPrice(seen: number, current: number): boolean {
  return acceptsPriceChange(seen, current, 'better');
}

/** A basis point is a hundredth of a percent: 10,000 is 100 %. */
export const BASIS_POINTS = 10_000;

/**
 * A host's win rate in basis points: won / (won + lost), voids and open orders left out, floored
 * (a record is never shown better than it is): 2 won of 3 decided is 6,666 (66.66 %). Null while
 * nothing is decided; null for counts that are not whole and non-negative.
 */
export function winRateBasisPoints(won: number, lost: number): number | null {
  if (!Number.isSafeInteger(won) || !Number.isSafeInteger(lost) || won < 0 || lost < 0) {
    return null;
  }
  const decided = won + lost;
  if (decided === 0) return null;
  return Number((BigInt(won) * BigInt(BASIS_POINTS)) / BigInt(decided));
}

/** A win rate in basis points as percent text with two decimals: 6666 → "66.66". */
export function winRatePercentText(basisPoints: number): string {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0 || basisPoints > BASIS_POINTS) {
    throw new RangeError(`not a rate in basis points: ${basisPoints}`);
  }
  const whole = Math.floor(basisPoints / 100);
  const cents = basisPoints % 100;
  return `${whole}.${String(cents).padStart(2, '0')}`;
}
