import { describe, expect, it } from 'vitest';
import {
  LIMIT_RAISE_DELAY_MS,
  NO_LIMIT,
  changeLimit,
  earliestPeriodStart,
  exclusionEnd,
  exclusionKindOf,
  limitInForce,
  nextRealityCheck,
  periodEnd,
  periodStart,
  sessionEnd,
  spendRefusal,
  type SpendCheck,
} from './index.ts';

/** An instant given as a wall clock at UTC+8. */
const at8 = (text: string) => Date.parse(`${text}+08:00`);
const HOUR = 3_600_000;

describe('periods at UTC+8', () => {
  // Wednesday 2026-11-25 at 01:30 UTC+8 is Tuesday 17:30 UTC
  const now = at8('2026-11-25T01:30:00');
  it.each([
    ['day', '2026-11-25T00:00:00', '2026-11-26T00:00:00'],
    ['week', '2026-11-23T00:00:00', '2026-11-30T00:00:00'],
    ['month', '2026-11-01T00:00:00', '2026-12-01T00:00:00'],
  ] as const)('a %s runs from %s to %s', (period, start, end) => {
    expect(periodStart(period, now)).toBe(at8(start));
    expect(periodEnd(period, now)).toBe(at8(end));
  });

  it('starts a week on Monday, also when now is a Sunday or a Monday midnight', () => {
    expect(periodStart('week', at8('2026-11-29T23:59:59'))).toBe(at8('2026-11-23T00:00:00'));
    expect(periodStart('week', at8('2026-11-30T00:00:00'))).toBe(at8('2026-11-30T00:00:00'));
  });

  it('ends December in the next year', () => {
    expect(periodEnd('month', at8('2026-12-31T23:00:00'))).toBe(at8('2027-01-01T00:00:00'));
  });
});

describe('changeLimit', () => {
  const t0 = at8('2026-11-25T12:00:00');

  it('sets a first limit at once', () => {
    expect(changeLimit(NO_LIMIT, 15_000n, t0)).toEqual({ value: 15_000n, pending: null });
  });

  it('lowers at once and drops a pending raise', () => {
    const raised = changeLimit({ value: 10_000n, pending: null }, 20_000n, t0);
    expect(changeLimit(raised, 5_000n, t0 + HOUR)).toEqual({ value: 5_000n, pending: null });
  });

  it('raises only after 24 hours, the current value holding meanwhile', () => {
    const state = changeLimit({ value: 10_000n, pending: null }, 20_000n, t0);
    expect(state).toEqual({
      value: 10_000n,
      pending: { value: 20_000n, from: t0 + LIMIT_RAISE_DELAY_MS },
    });
    expect(limitInForce(state, t0 + LIMIT_RAISE_DELAY_MS - 1)).toBe(10_000n);
    expect(limitInForce(state, t0 + LIMIT_RAISE_DELAY_MS)).toBe(20_000n);
  });

  it('removes only after 24 hours', () => {
    const state = changeLimit({ value: 10_000n, pending: null }, null, t0);
    expect(state.pending).toEqual({ value: null, from: t0 + LIMIT_RAISE_DELAY_MS });
    expect(limitInForce(state, t0 + HOUR)).toBe(10_000n);
    expect(limitInForce(state, t0 + LIMIT_RAISE_DELAY_MS)).toBeNull();
  });

  it('keeps the value and drops the pending change when asked for the value in force', () => {
    const state = changeLimit({ value: 10_000n, pending: null }, 20_000n, t0);
    expect(changeLimit(state, 10_000n, t0 + HOUR)).toEqual({ value: 10_000n, pending: null });
  });

  it('does not restart the delay of a raise already due', () => {
    const state = changeLimit({ value: 10_000n, pending: null }, 20_000n, t0);
    // the raise is in force by now; raising again waits another day from now
    const later = t0 + 2 * LIMIT_RAISE_DELAY_MS;
    expect(changeLimit(state, 30_000n, later)).toEqual({
      value: 20_000n,
      pending: { value: 30_000n, from: later + LIMIT_RAISE_DELAY_MS },
    });
  });
});

describe('exclusions', () => {
  const t0 = at8('2026-08-31T10:00:00');
  it.each([
    ['24h', t0 + 24 * HOUR],
    ['7d', t0 + 7 * 24 * HOUR],
    ['30d', t0 + 30 * 24 * HOUR],
    ['6w', t0 + 42 * 24 * HOUR],
    ['6m', at8('2027-02-28T10:00:00')], // 31 August + 6 months: February's last day
    ['1y', at8('2027-08-31T10:00:00')],
    ['2y', at8('2028-08-31T10:00:00')],
    ['5y', at8('2031-08-31T10:00:00')],
  ] as const)('%s ends at the right time', (duration, end) => {
    expect(exclusionEnd(duration, t0)).toBe(end);
  });

  it('names the kind', () => {
    expect(exclusionKindOf('6w')).toBe('time-out');
    expect(exclusionKindOf('6m')).toBe('self-exclusion');
  });
});

describe('spendRefusal', () => {
  const now = at8('2026-11-25T12:00:00');
  const base: SpendCheck = {
    kind: 'deposit',
    amountMinor: 6_000n,
    now,
    exclusion: null,
    limits: {},
    totals: {},
  };

  it('allows anything without limits', () => {
    expect(spendRefusal(base)).toBeNull();
    expect(spendRefusal({ ...base, kind: 'stake' })).toBeNull();
  });

  it('refuses during a time-out or self-exclusion, saying until when', () => {
    const until = now + HOUR;
    expect(spendRefusal({ ...base, exclusion: { kind: 'time-out', until } })).toEqual({
      reason: 'time-out',
      until,
    });
    expect(
      spendRefusal({ ...base, kind: 'stake', exclusion: { kind: 'self-exclusion', until } }),
    ).toEqual({
      reason: 'self-exclusion',
      until,
    });
    // one that is over refuses nothing
    expect(spendRefusal({ ...base, exclusion: { kind: 'time-out', until: now } })).toBeNull();
  });

  it('counts gross deposits against a deposit limit, up to the limit itself', () => {
    const limits = { 'deposit-day': { value: 15_000n, pending: null } };
    expect(spendRefusal({ ...base, limits, totals: { day: 10_000n } })).toEqual({
      reason: 'depositLimit',
      period: 'day',
      limitMinor: 15_000n,
      usedMinor: 10_000n,
      until: at8('2026-11-26T00:00:00'),
    });
    expect(
      spendRefusal({ ...base, amountMinor: 5_000n, limits, totals: { day: 10_000n } }),
    ).toBeNull();
  });

  it('checks every period and names the one that refuses', () => {
    const limits = {
      'deposit-day': { value: 50_000n, pending: null },
      'deposit-month': { value: 20_000n, pending: null },
    };
    expect(spendRefusal({ ...base, limits, totals: { day: 0n, month: 15_000n } })).toMatchObject({
      period: 'month',
      until: at8('2026-12-01T00:00:00'),
    });
  });

  it('counts net loss against a loss limit; winnings leave room', () => {
    const limits = { 'loss-week': { value: 10_000n, pending: null } };
    const stake = { ...base, kind: 'stake' as const, limits };
    expect(spendRefusal({ ...stake, totals: { week: -5_000n } })).toMatchObject({
      reason: 'lossLimit',
      usedMinor: 5_000n,
    });
    expect(spendRefusal({ ...stake, totals: { week: -4_000n } })).toBeNull();
    expect(
      spendRefusal({ ...stake, amountMinor: 12_000n, totals: { week: 3_000n } }),
    ).toMatchObject({ usedMinor: 0n });
  });

  it('does not hold a deposit to a loss limit or a stake to a deposit limit', () => {
    expect(
      spendRefusal({ ...base, limits: { 'loss-day': { value: 1n, pending: null } } }),
    ).toBeNull();
    expect(
      spendRefusal({
        ...base,
        kind: 'stake',
        limits: { 'deposit-day': { value: 1n, pending: null } },
      }),
    ).toBeNull();
  });

  it('holds to the old limit while a raise is pending', () => {
    const limits = {
      'deposit-day': { value: 15_000n, pending: { value: 50_000n, from: now + HOUR } },
    };
    expect(spendRefusal({ ...base, limits, totals: { day: 10_000n } })).toMatchObject({
      limitMinor: 15_000n,
    });
    expect(spendRefusal({ ...base, now: now + HOUR, limits, totals: { day: 10_000n } })).toBeNull();
  });
});

describe('earliestPeriodStart', () => {
  const now = at8('2026-11-25T12:00:00');
  it('is the start of the longest limited period of the family, or null', () => {
    expect(earliestPeriodStart('deposit', {}, now)).toBeNull();
    const limits = {
      'deposit-day': { value: 1n, pending: null },
      'deposit-week': { value: 1n, pending: null },
      'loss-month': { value: 1n, pending: null },
    };
    expect(earliestPeriodStart('deposit', limits, now)).toBe(at8('2026-11-23T00:00:00'));
    expect(earliestPeriodStart('stake', limits, now)).toBe(at8('2026-11-01T00:00:00'));
  });
});

describe('sessions and reality checks', () => {
  it('ends a session at its limit when sooner', () => {
    expect(sessionEnd(0, 10 * HOUR, 60n)).toBe(HOUR);
    expect(sessionEnd(0, HOUR, 120n)).toBe(HOUR);
    expect(sessionEnd(0, HOUR, null)).toBe(HOUR);
  });

  it('is due every interval after login', () => {
    expect(nextRealityCheck(0, 0, 5)).toBeNull();
    expect(nextRealityCheck(0, 15, 0)).toBe(15 * 60_000);
    expect(nextRealityCheck(0, 15, 15 * 60_000)).toBe(30 * 60_000);
    expect(nextRealityCheck(1_000, 30, 1_000 + 29 * 60_000)).toBe(1_000 + 30 * 60_000);
  });
});
