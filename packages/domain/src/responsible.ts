import { SPORTS_UTC_OFFSET_HOURS } from './sports-day.ts';

/**
 * Responsible gambling (issue 20, ADR 021): the limits a member sets, time-outs and
 * self-exclusion, and the reality check. The server enforces every rule here at every call that
 * spends money; the screens only show them. Periods are calendar periods at UTC+8, the site's
 * day (spec): a day from midnight, a week from Monday, a month from its first.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The limits a member can set: gross deposits and net losses per period, and a session's length. */
export const RG_LIMITS = [
  'deposit-day',
  'deposit-week',
  'deposit-month',
  'loss-day',
  'loss-week',
  'loss-month',
  'session',
] as const;
export type RgLimit = (typeof RG_LIMITS)[number];
export type MoneyLimit = Exclude<RgLimit, 'session'>;

export function limitPeriod(limit: MoneyLimit): LimitPeriod {
  return limit.slice(limit.indexOf('-') + 1) as LimitPeriod;
}

/** A session limit, in minutes: at least 10 minutes, at most a day. */
export const SESSION_LIMIT_MINUTES = Object.freeze({ min: 10, max: 24 * 60 });

/** Raising or removing a limit waits this long; lowering or adding one is at once. */
export const LIMIT_RAISE_DELAY_MS = DAY_MS;

/** How often the reality check interrupts, in minutes (0: off). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export const TIME_OUT_DURATIONS = ['24h', '7d', '30d', '6w'] as const;
export type TimeOutDuration = (typeof TIME_OUT_DURATIONS)[number];
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '2y', '5y'] as const;
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];
export type ExclusionKind = 'time-out' | 'self-exclusion';

/**
 * Where a limit stands: the value in force (null: none) and, when it was raised or removed, the
 * value asked for and when it takes over.
 */
export interface LimitState {
  value: bigint | null;
  pending: { value: bigint | null; from: number } | null;
}

export const NO_LIMIT: LimitState = Object.freeze({ value: null, pending: null });

/** The limit as it stands at `now`: a pending change whose time has come is in force. */
export function settleLimit(state: LimitState, now: number): LimitState {
  if (state.pending && state.pending.from <= now)
    return { value: state.pending.value, pending: null };
  return state;
}

/** The value in force at `now` (null: no limit). */
export function limitInForce(state: LimitState, now: number): bigint | null {
  return settleLimit(state, now).value;
}

/** Whether `next` is stricter than `current` (any limit is stricter than none). */
function stricter(next: bigint | null, current: bigint | null): boolean {
  if (next === null) return false;
  return current === null || next < current;
}

/**
 * A member asks for a limit of `requested` (null: remove it). Lowering it, or setting one where
 * there was none, is in force at once and drops any pending raise; raising or removing it is
 * pending for `LIMIT_RAISE_DELAY_MS` while the current value holds; asking for the value in
 * force drops a pending change.
 */
export function changeLimit(state: LimitState, requested: bigint | null, now: number): LimitState {
  const current = settleLimit(state, now).value;
  if (requested === current) return { value: current, pending: null };
  if (stricter(requested, current)) return { value: requested, pending: null };
  return { value: current, pending: { value: requested, from: now + LIMIT_RAISE_DELAY_MS } };
}

const OFFSET_MS = SPORTS_UTC_OFFSET_HOURS * HOUR_MS;

/** The start of the period holding `now` (epoch ms), at UTC+8. */
export function periodStart(period: LimitPeriod, now: number): number {
  const local = new Date(now + OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  if (period === 'month') return Date.UTC(y, m, 1) - OFFSET_MS;
  const midnight = Date.UTC(y, m, d) - OFFSET_MS;
  if (period === 'day') return midnight;
  // Monday is the first day of the week: getUTCDay() is 0 on Sunday
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return midnight - sinceMonday * DAY_MS;
}

/** The start of the next period: when what was counted in this one stops counting. */
export function periodEnd(period: LimitPeriod, now: number): number {
  const start = periodStart(period, now);
  if (period === 'day') return start + DAY_MS;
  if (period === 'week') return start + 7 * DAY_MS;
  const local = new Date(start + OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - OFFSET_MS;
}

function addMonths(ms: number, months: number): number {
  const at = new Date(ms + OFFSET_MS);
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth() + months;
  // the same day of the month, or the month's last day when it has fewer days
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(at.getUTCDate(), lastDay);
  return (
    Date.UTC(
      y,
      m,
      day,
      at.getUTCHours(),
      at.getUTCMinutes(),
      at.getUTCSeconds(),
      at.getUTCMilliseconds(),
    ) - OFFSET_MS
  );
}

/** When a time-out or self-exclusion taken at `now` ends. */
export function exclusionEnd(
  duration: TimeOutDuration | SelfExclusionDuration,
  now: number,
): number {
  switch (duration) {
    case '24h':
      return now + DAY_MS;
    case '7d':
      return now + 7 * DAY_MS;
    case '30d':
      return now + 30 * DAY_MS;
    case '6w':
      return now + 42 * DAY_MS;
    case '6m':
      return addMonths(now, 6);
    case '1y':
      return addMonths(now, 12);
    case '2y':
      return addMonths(now, 24);
    case '5y':
      return addMonths(now, 60);
  }
}

export function exclusionKindOf(duration: TimeOutDuration | SelfExclusionDuration): ExclusionKind {
  return (TIME_OUT_DURATIONS as readonly string[]).includes(duration)
    ? 'time-out'
    : 'self-exclusion';
}

/** What a spending call is: a deposit, or money staked or spent on the site. */
export type SpendKind = 'deposit' | 'stake';

/** Why a spend is refused, and when the refusal lifts (epoch ms). */
export type SpendRefusal =
  | { reason: ExclusionKind; until: number }
  | {
      reason: 'depositLimit' | 'lossLimit';
      period: LimitPeriod;
      limitMinor: bigint;
      /** What the period has used so far (gross deposits, or net loss). */
      usedMinor: bigint;
      until: number;
    };

export interface SpendCheck {
  kind: SpendKind;
  amountMinor: bigint;
  now: number;
  /** The latest end of a time-out or self-exclusion not yet over, if any. */
  exclusion: { kind: ExclusionKind; until: number } | null;
  /** The member's limits (missing: none). */
  limits: Partial<Record<RgLimit, LimitState>>;
  /**
   * For a deposit, the period's gross deposits; for a stake, the period's net result of play
   * (wins less stakes and spending: negative is a loss). Missing periods count nothing.
   */
  totals: Partial<Record<LimitPeriod, bigint>>;
}

/**
 * The one rule every spending call obeys: refused during a time-out or self-exclusion; a deposit
 * that would take the period's gross deposits above a deposit limit is refused; a stake that
 * would take the period's net loss above a loss limit is refused. Answers null when allowed.
 */
export function spendRefusal(check: SpendCheck): SpendRefusal | null {
  const { now, exclusion } = check;
  if (exclusion && exclusion.until > now) return { reason: exclusion.kind, until: exclusion.until };
  const family = check.kind === 'deposit' ? 'deposit' : 'loss';
  for (const period of LIMIT_PERIODS) {
    const state = check.limits[`${family}-${period}`];
    const limitMinor = state ? limitInForce(state, now) : null;
    if (limitMinor === null) continue;
    const total = check.totals[period] ?? 0n;
    const usedMinor = family === 'deposit' ? total : total < 0n ? -total : 0n;
    if (usedMinor + check.amountMinor > limitMinor) {
      return {
        reason: family === 'deposit' ? 'depositLimit' : 'lossLimit',
        period,
        limitMinor,
        usedMinor,
        until: periodEnd(period, now),
      };
    }
  }
  return null;
}

/** The earliest period start the totals of a spend check need (the longest limited period). */
export function earliestPeriodStart(
  kind: SpendKind,
  limits: Partial<Record<RgLimit, LimitState>>,
  now: number,
): number | null {
  const family = kind === 'deposit' ? 'deposit' : 'loss';
  let earliest: number | null = null;
  for (const period of LIMIT_PERIODS) {
    const state = limits[`${family}-${period}`];
    if (!state || limitInForce(state, now) === null) continue;
    const start = periodStart(period, now);
    if (earliest === null || start < earliest) earliest = start;
  }
  return earliest;
}

/**
 * When a session started at `startedAt` must end: its normal end, or sooner when the member set
 * a session limit (in minutes).
 */
export function sessionEnd(
  startedAt: number,
  normalEnd: number,
  limitMinutes: bigint | null,
): number {
  if (limitMinutes === null) return normalEnd;
  return Math.min(normalEnd, startedAt + Number(limitMinutes) * 60_000);
}

/** When the next reality check is due, for a session started at `startedAt` (null: off). */
export function nextRealityCheck(
  startedAt: number,
  intervalMinutes: number,
  now: number,
): number | null {
  if (intervalMinutes <= 0) return null;
  const interval = intervalMinutes * 60_000;
  const elapsed = Math.max(0, now - startedAt);
  return startedAt + (Math.floor(elapsed / interval) + 1) * interval;
}

/**
 * The ledger movements that make up a member's net result of play (what a loss limit counts and
 * the reality check shows): stakes and their refunds, wins and cash-outs, and money spent in
 * live rooms (gifts and room fees), which is gone as surely as a lost stake.
 */
export const PLAY_MOVEMENT_TYPES = Object.freeze({
  stakes: ['bet-stake', 'bet-refund', 'game-stake', 'game-rollback'],
  wins: ['bet-payout', 'cash-out', 'game-win'],
  spent: ['gift-sent', 'room-fee-paid'],
} as const);

export const NET_RESULT_TYPES: readonly string[] = Object.freeze([
  ...PLAY_MOVEMENT_TYPES.stakes,
  ...PLAY_MOVEMENT_TYPES.wins,
  ...PLAY_MOVEMENT_TYPES.spent,
]);
