import { describe, expect, it } from 'vitest';
import {
  acceptsPushPrice,
  followStakeProblem,
  PENDING_PUSH_ORDER_MAX_AGE_MS,
  pendingPushOrder,
  PUSH_ORDER_RESULTS,
  pushOrderResult,
  resumablePushOrder,
  winRateBasisPoints,
  winRatePercentText,
} from './index.ts';

describe('pushOrderResult', () => {
  it('marks half wins as won and half losses as lost, like a bet on the tip', () => {
    expect(pushOrderResult('won')).toBe('won');
    expect(pushOrderResult('halfWon')).toBe('won');
    expect(pushOrderResult('lost')).toBe('lost');
    expect(pushOrderResult('halfLost')).toBe('lost');
    expect(pushOrderResult('void')).toBe('void');
    expect(PUSH_ORDER_RESULTS).toEqual(['won', 'lost', 'void']);
  });
});

describe('acceptsPushPrice', () => {
  it('accepts the same or a better price, refuses a worse one', () => {
    expect(acceptsPushPrice(2.1, 2.1)).toBe(true);
    expect(acceptsPushPrice(2.1, 2.15)).toBe(true);
    expect(acceptsPushPrice(2.1, 2.05)).toBe(false);
    // decimal, not float: 0.1 + 0.2 style noise does not count as a move
    expect(acceptsPushPrice(1.3, 1.1 + 0.2)).toBe(true);
  });
  it('refuses prices that are not prices', () => {
    expect(acceptsPushPrice(1, 2)).toBe(false);
    expect(acceptsPushPrice(2, 0.5)).toBe(false);
    expect(acceptsPushPrice(Number.NaN, 2)).toBe(false);
  });
});

describe('winRateBasisPoints', () => {
  it('is won over decided, in basis points, floored', () => {
    expect(winRateBasisPoints(2, 1)).toBe(6666);
    expect(winRateBasisPoints(1, 2)).toBe(3333);
    expect(winRateBasisPoints(1, 1)).toBe(5000);
    expect(winRateBasisPoints(3, 0)).toBe(10_000);
    expect(winRateBasisPoints(0, 4)).toBe(0);
    expect(winRateBasisPoints(1, 7)).toBe(1250);
    // large counts stay exact
    expect(winRateBasisPoints(2 ** 52, 2 ** 52)).toBe(5000);
  });
  it('is null before anything is decided, and for counts that are not counts', () => {
    expect(winRateBasisPoints(0, 0)).toBeNull();
    expect(winRateBasisPoints(-1, 2)).toBeNull();
    expect(winRateBasisPoints(1.5, 2)).toBeNull();
    expect(winRateBasisPoints(Number.NaN, 2)).toBeNull();
  });
});

describe('winRatePercentText', () => {
  it('writes basis points as a percent with two decimals', () => {
    expect(winRatePercentText(6666)).toBe('66.66');
    expect(winRatePercentText(10_000)).toBe('100.00');
    expect(winRatePercentText(0)).toBe('0.00');
    expect(winRatePercentText(5)).toBe('0.05');
    expect(winRatePercentText(1250)).toBe('12.50');
  });
  it('refuses what is not a rate', () => {
    expect(() => winRatePercentText(10_001)).toThrow(RangeError);
    expect(() => winRatePercentText(-1)).toThrow(RangeError);
    expect(() => winRatePercentText(1.5)).toThrow(RangeError);
  });
});

describe('the pending push order (a visitor who tapped follow)', () => {
  const now = 1_800_000_000_000;

  it('is resumed in its own stream while it is fresh', () => {
    const stored = JSON.parse(JSON.stringify(pendingPushOrder(501, 7001, now)));
    expect(resumablePushOrder(stored, 501, now)).toEqual({ pushOrderId: 7001 });
    expect(resumablePushOrder(stored, 501, now + PENDING_PUSH_ORDER_MAX_AGE_MS)).toEqual({
      pushOrderId: 7001,
    });
  });

  it('is left for its own room when another room shows', () => {
    expect(resumablePushOrder(pendingPushOrder(502, 7001, now), 501, now + 1)).toEqual({
      keep: true,
    });
  });

  it('is dropped when stale, from the future, or not a record of one', () => {
    const stale = pendingPushOrder(501, 7001, now);
    expect(resumablePushOrder(stale, 501, now + PENDING_PUSH_ORDER_MAX_AGE_MS + 1)).toBeNull();
    expect(resumablePushOrder(stale, 501, now - 1)).toBeNull();
    for (const bad of [
      null,
      undefined,
      '7001',
      7001,
      [],
      {},
      { streamId: 501, pushOrderId: '7001', savedAt: now },
      { streamId: 0, pushOrderId: 7001, savedAt: now },
      { streamId: 501, pushOrderId: 1.5, savedAt: now },
      { streamId: 501, pushOrderId: 7001 },
      { streamId: 501, pushOrderId: 7001, savedAt: Number.NaN },
    ]) {
      expect(resumablePushOrder(bad, 501, now), JSON.stringify(bad)).toBeNull();
    }
  });

  it('is made of real ids only', () => {
    expect(() => pendingPushOrder(0, 7001, now)).toThrow(RangeError);
    expect(() => pendingPushOrder(501, -1, now)).toThrow(RangeError);
  });
});

describe('followStakeProblem', () => {
  const limits = { minMinor: 100n, maxMinor: 5_000_000n };

  it('accepts an amount in range within the balance', () => {
    expect(followStakeProblem('20', limits, '1250.50')).toBeNull();
    expect(followStakeProblem(' 1250.50 ', limits, '1250.50')).toBeNull();
    expect(followStakeProblem('1.00', limits, null)).toBeNull();
  });

  it('says what to fix, in order', () => {
    expect(followStakeProblem('', limits, '10')).toBe('stake-missing');
    expect(followStakeProblem('0', limits, '10')).toBe('stake-missing');
    expect(followStakeProblem('abc', limits, '10')).toBe('stake-invalid');
    expect(followStakeProblem('1.005', limits, '10')).toBe('stake-invalid');
    expect(followStakeProblem('-5', limits, '10')).toBe('stake-invalid');
    expect(followStakeProblem('0.99', limits, '10')).toBe('stake-below-min');
    expect(followStakeProblem('50000.01', limits, '999999')).toBe('stake-above-max');
    expect(followStakeProblem('10.01', limits, '10.00')).toBe('stake-above-balance');
  });

  it('compares exactly, not in floating point', () => {
    // 0.1 + 0.2 is not 0.3 in binary floating point; the balance check is in minor units
    expect(followStakeProblem('1.30', limits, '1.30')).toBeNull();
    expect(followStakeProblem('1.31', limits, '1.30')).toBe('stake-above-balance');
  });
});
