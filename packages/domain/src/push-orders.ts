import { acceptsPriceChange } from './odds.ts';
import { parseAmountToMinor } from './money.ts';

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

/**
 * A push order a visitor asked to follow before logging in (storage key `pendingPushOrder`,
 * spec §3): which stream's which order, and when it was asked for. The room resumes it (opens
 * its follow confirmation) once the viewer is logged in and back in that room.
 */
export interface PendingPushOrder {
  streamId: number;
  pushOrderId: number;
  /** Epoch ms of the tap. */
  savedAt: number;
}

/** How long a pending follow waits for its login: a later visit is another intention. */
export const PENDING_PUSH_ORDER_MAX_AGE_MS = 30 * 60_000;

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The pending follow of a push order in a stream, tapped at `now`. */
export function pendingPushOrder(
  streamId: number,
  pushOrderId: number,
  now: number,
): PendingPushOrder {
  if (!isId(streamId) || !isId(pushOrderId)) {
    throw new RangeError(`a stream and a push order id, got ${streamId} and ${pushOrderId}`);
  }
  return { streamId, pushOrderId, savedAt: now };
}

/**
 * The push order to resume in stream `streamId` from what storage held (`stored`, parsed JSON of
 * any shape): its id when the record is well formed, of this stream, and not older than
 * `PENDING_PUSH_ORDER_MAX_AGE_MS` (nor from the future) at `now`; otherwise null. A record of
 * another stream is left for that room (`keep`); a malformed or stale one is to be dropped.
 */
export function resumablePushOrder(
  stored: unknown,
  streamId: number,
  now: number,
): { pushOrderId: number } | { keep: true } | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  const { streamId: sid, pushOrderId, savedAt } = record;
  if (!isId(sid) || !isId(pushOrderId) || typeof savedAt !== 'number' || !Number.isFinite(savedAt))
    return null;
  const age = now - savedAt;
  if (age < 0 || age > PENDING_PUSH_ORDER_MAX_AGE_MS) return null;
  if (sid !== streamId) return { keep: true };
  return { pushOrderId };
}

/** Why a follow's stake cannot be sent, in the order a viewer fixes it. */
export type FollowStakeProblem =
  'stake-missing' | 'stake-invalid' | 'stake-below-min' | 'stake-above-max' | 'stake-above-balance';

/**
 * What is wrong with the stake typed to follow a push order: not an amount of at most two places,
 * outside the wallet currency's stake range, or more than the balance (when known). Null when it
 * can be sent. Exact: amounts are compared in minor units.
 */
export function followStakeProblem(
  stake: string,
  limits: { minMinor: bigint; maxMinor: bigint },
  balance: string | null,
): FollowStakeProblem | null {
  const text = stake.trim();
  if (text === '') return 'stake-missing';
  const minor = parseAmountToMinor(text);
  if (minor === null) return 'stake-invalid';
  if (minor <= 0n) return 'stake-missing';
  if (minor < limits.minMinor) return 'stake-below-min';
  if (minor > limits.maxMinor) return 'stake-above-max';
  if (balance !== null) {
    const balanceMinor = parseAmountToMinor(balance);
    if (balanceMinor !== null && minor > balanceMinor) return 'stake-above-balance';
  }
  return null;
}
