import { describe, expect, it } from 'vitest';
import {
  acceptsPushPrice,
  PUSH_ORDER_RESULTS,
  pushOrderResult,
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
