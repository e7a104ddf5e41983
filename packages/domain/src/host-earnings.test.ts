import { describe, expect, it } from 'vitest';
import { dailyAmounts, earningsPeriodRange, startOfDayAtOffset } from './host-earnings.ts';

const DAY = 24 * 3_600_000;
// 2026-11-22 15:30 UTC, i.e. 22:30 at UTC+7 and 2026-11-23 00:30 at UTC+9
const NOW = Date.UTC(2026, 10, 22, 15, 30);

describe('earningsPeriodRange', () => {
  it('starts today at the host’s own midnight, not UTC’s', () => {
    expect(earningsPeriodRange('today', NOW, 7 * 60)).toEqual({
      beginTime: Date.UTC(2026, 10, 21, 17),
      endTime: NOW,
      days: [Date.UTC(2026, 10, 21, 17)],
    });
    // past midnight further east: a new day has begun
    expect(earningsPeriodRange('today', NOW, 9 * 60).beginTime).toBe(Date.UTC(2026, 10, 22, 15));
    expect(earningsPeriodRange('today', NOW, -5 * 60).beginTime).toBe(Date.UTC(2026, 10, 22, 5));
  });

  it('gives 7 and 30 whole days ending today, oldest first', () => {
    const week = earningsPeriodRange('week', NOW, 0);
    expect(week.days).toHaveLength(7);
    expect(week.days[6]).toBe(Date.UTC(2026, 10, 22));
    expect(week.beginTime).toBe(Date.UTC(2026, 10, 16));
    const month = earningsPeriodRange('month', NOW, 0);
    expect(month.days).toHaveLength(30);
    expect(month.days[1]! - month.days[0]!).toBe(DAY);
    expect(month.beginTime).toBe(Date.UTC(2026, 9, 24));
  });

  it('refuses what is not a period, a time or an offset', () => {
    expect(() => earningsPeriodRange('year' as 'week', NOW, 0)).toThrow(RangeError);
    expect(() => earningsPeriodRange('week', Number.NaN, 0)).toThrow(RangeError);
    expect(() => earningsPeriodRange('week', NOW, 15 * 60)).toThrow(RangeError);
    expect(() => startOfDayAtOffset(NOW, 0.5)).toThrow(RangeError);
  });
});

describe('dailyAmounts', () => {
  const range = earningsPeriodRange('week', NOW, 0);
  it('sums each day exactly and keeps the empty days', () => {
    const rows = dailyAmounts(
      [
        { at: NOW - 60_000, amount: '0.10', count: 2 },
        { at: NOW - 120_000, amount: '0.20' },
        { at: NOW - 2 * DAY, amount: '150000.00' },
      ],
      range,
      0,
    );
    expect(rows).toHaveLength(7);
    expect(rows[6]).toEqual({ day: Date.UTC(2026, 10, 22), amount: '0.30', count: 3 });
    expect(rows[4]).toEqual({ day: Date.UTC(2026, 10, 20), amount: '150000.00', count: 1 });
    expect(rows[0]).toEqual({ day: Date.UTC(2026, 10, 16), amount: '0.00', count: 0 });
  });

  it('leaves out entries outside the range and amounts that are not numbers', () => {
    const rows = dailyAmounts(
      [
        { at: range.beginTime - 1, amount: '5.00' },
        { at: NOW + 1, amount: '5.00' },
        { at: NOW, amount: 'five' },
      ],
      range,
      0,
    );
    expect(rows.every((r) => r.amount === '0.00' && r.count === 0)).toBe(true);
  });
});
