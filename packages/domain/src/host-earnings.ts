import { Big, ROUND_DOWN, toDecimal, toFixedText } from './decimal.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The periods a host reads their earnings over: today, the last 7 days, the last 30 days. */
export const EARNINGS_PERIODS = ['today', 'week', 'month'] as const;
export type EarningsPeriod = (typeof EARNINGS_PERIODS)[number];

const PERIOD_DAYS: Readonly<Record<EarningsPeriod, number>> = Object.freeze({
  today: 1,
  week: 7,
  month: 30,
});

export function isEarningsPeriod(value: unknown): value is EarningsPeriod {
  return (EARNINGS_PERIODS as readonly unknown[]).includes(value);
}

export interface EarningsRange {
  /** The start of the period's first day at the host's offset (epoch ms). */
  beginTime: number;
  /** Now: the period runs to the moment it is asked. */
  endTime: number;
  /** The start of each calendar day of the period, oldest first. */
  days: number[];
}

function checkOffset(offsetMinutes: number): void {
  if (!Number.isInteger(offsetMinutes) || Math.abs(offsetMinutes) > 14 * 60) {
    throw new RangeError(
      `offsetMinutes must be a whole number from -840 to 840, got ${offsetMinutes}`,
    );
  }
}

/** The start (epoch ms) of the calendar day holding `ms`, at a UTC offset in minutes. */
export function startOfDayAtOffset(ms: number, offsetMinutes: number): number {
  checkOffset(offsetMinutes);
  const offset = offsetMinutes * MINUTE_MS;
  return Math.floor((ms + offset) / DAY_MS) * DAY_MS - offset;
}

/**
 * A period as whole calendar days ending today (at the host's UTC offset, `offsetMinutes` east of
 * UTC): "today" from its midnight to now, "week" the 7 days and "month" the 30 days that end
 * today — so a chart of the period has one bar a day and no half day at its start.
 */
export function earningsPeriodRange(
  period: EarningsPeriod,
  now: number,
  offsetMinutes: number,
): EarningsRange {
  if (!isEarningsPeriod(period)) throw new RangeError(`not an earnings period: ${String(period)}`);
  if (!Number.isFinite(now)) throw new RangeError(`now must be a time, got ${now}`);
  const today = startOfDayAtOffset(now, offsetMinutes);
  const count = PERIOD_DAYS[period];
  const days = Array.from({ length: count }, (_, i) => today - (count - 1 - i) * DAY_MS);
  return { beginTime: days[0]!, endTime: now, days };
}

export interface DailyAmount {
  /** The day's start (epoch ms). */
  day: number;
  /** The day's total as exact decimal text with 2 places (floored). */
  amount: string;
  /** How many entries (gifts) the day holds, counting each entry's `count`. */
  count: number;
}

/**
 * Sums amounts per day of a range, exactly (decimal, never binary floating point): entries
 * outside the range, and amounts that are not numbers, are left out. Every day of the range has
 * its row, zero when nothing came in.
 */
export function dailyAmounts(
  entries: readonly { at: number; amount: string; count?: number }[],
  range: Pick<EarningsRange, 'days' | 'endTime'>,
  offsetMinutes: number,
): DailyAmount[] {
  const totals = new Map<number, { amount: Big; count: number }>(
    range.days.map((d) => [d, { amount: new Big(0), count: 0 }]),
  );
  for (const entry of entries) {
    if (entry.at > range.endTime) continue;
    const bucket = totals.get(startOfDayAtOffset(entry.at, offsetMinutes));
    const amount = toDecimal(entry.amount);
    if (!bucket || !amount) continue;
    bucket.amount = bucket.amount.plus(amount);
    bucket.count += entry.count ?? 1;
  }
  return range.days.map((day) => {
    const total = totals.get(day)!;
    return { day, amount: toFixedText(total.amount, 2, ROUND_DOWN), count: total.count };
  });
}
