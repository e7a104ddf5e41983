import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareAmounts,
  floorMoney,
  formatMinor,
  parseAmountToMinor,
  potentialReturn,
} from './index.ts';

describe('floorMoney', () => {
  it.each([
    [4.35, '4.35'],
    [1.13, '1.13'],
    [12.349, '12.34'],
    ['8.999', '8.99'],
    [100, '100.00'],
    [0, '0.00'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.00'],
    ['1e3', '1000.00'],
    [' 7.5 ', '7.50'],
    ['.5', '0.50'],
    [1e21, '1000000000000000000000.00'],
    ['123456789012345678901234567890.129', '123456789012345678901234567890.12'],
    [5e-7, '0.00'],
  ] as const)('%s → %s', (amount, text) => {
    expect(floorMoney(amount)).toBe(text);
  });

  it('floors toward zero for negative amounts, without a negative zero', () => {
    expect(floorMoney(-12.349)).toBe('-12.34');
    expect(floorMoney('-0.001')).toBe('0.00');
    expect(floorMoney(-0)).toBe('0.00');
  });

  it('honours the decimals argument', () => {
    expect(floorMoney(12.349, 0)).toBe('12');
    expect(floorMoney(12.349, 1)).toBe('12.3');
    expect(floorMoney('1.23456789', 6)).toBe('1.234567');
    expect(floorMoney(5, 4)).toBe('5.0000');
  });

  it('rejects a decimals argument that is not a whole number from 0 to 20', () => {
    expect(() => floorMoney(1, -1)).toThrow(RangeError);
    expect(() => floorMoney(1, 1.5)).toThrow(RangeError);
    expect(() => floorMoney(1, 21)).toThrow(RangeError);
  });

  it.each([
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '',
    'abc',
    '1,000',
    '12a',
    '五',
    null,
    undefined,
    {},
  ])('not a number (%s) → 0.00', (bad) => {
    expect(floorMoney(bad as unknown as number)).toBe('0.00');
  });

  it('is exact for every two-decimal amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const expected = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(floorMoney(cents / 100)).toBe(expected);
      }),
    );
  });

  it('never shows more than the amount', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (amount) => {
        expect(Number(floorMoney(amount))).toBeLessThanOrEqual(amount);
      }),
    );
  });
});

describe('parseAmountToMinor', () => {
  it.each([
    ['12.5', 1250n],
    ['0.01', 1n],
    ['100', 10000n],
    ['100.', 10000n],
    ['.5', 50n],
    [' 3.20 ', 320n],
    [4.35, 435n],
    ['0', 0n],
    ['99999999999999999999.99', 9999999999999999999999n],
  ] as const)('%s → %s', (input, minor) => {
    expect(parseAmountToMinor(input)).toBe(minor);
  });

  it.each(['', '-1', '1.234', 'abc', '1e3', '1,5', '.', '１２', ' ', Number.NaN, -3])(
    'rejects %s',
    (bad) => {
      expect(parseAmountToMinor(bad as string)).toBeNull();
    },
  );

  it('uses the given number of decimals', () => {
    expect(parseAmountToMinor('1.234', 3)).toBe(1234n);
    expect(parseAmountToMinor('7', 0)).toBe(7n);
    expect(parseAmountToMinor('7.1', 0)).toBeNull();
  });
});

describe('formatMinor', () => {
  it.each([
    [1250n, '12.50'],
    [1n, '0.01'],
    [0n, '0.00'],
    [-1250n, '-12.50'],
    [-5n, '-0.05'],
    [435, '4.35'],
    [9999999999999999999999n, '99999999999999999999.99'],
  ] as const)('%s → %s', (minor, text) => {
    expect(formatMinor(minor)).toBe(text);
  });
  it('handles other decimal counts', () => {
    expect(formatMinor(7n, 0)).toBe('7');
    expect(formatMinor(1234n, 3)).toBe('1.234');
  });
  it('rejects unsafe or fractional numbers', () => {
    expect(() => formatMinor(1.5)).toThrow(RangeError);
    expect(() => formatMinor(2 ** 60)).toThrow(RangeError);
  });
  it('round-trips with parseAmountToMinor', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), (minor) => {
        expect(parseAmountToMinor(formatMinor(minor))).toBe(minor);
      }),
    );
  });
});

describe('potentialReturn', () => {
  it('is stake × price, floored', () => {
    expect(potentialReturn('10', 1.85)).toBe('18.50');
    expect(potentialReturn('3.33', 1.925)).toBe('6.41');
    expect(potentialReturn(100, '7.57575')).toBe('757.57');
    expect(potentialReturn('0.1', 3)).toBe('0.30');
  });
  it('is 0.00 for bad stakes or prices', () => {
    expect(potentialReturn('', 1.85)).toBe('0.00');
    expect(potentialReturn('-5', 1.85)).toBe('0.00');
    expect(potentialReturn('10', 1)).toBe('0.00');
    expect(potentialReturn('10', Number.NaN)).toBe('0.00');
  });
});

describe('compareAmounts', () => {
  it('compares exactly', () => {
    expect(compareAmounts('0.3', 0.1 + 0.2)).toBe(-1);
    expect(compareAmounts('10.00', 10)).toBe(0);
    expect(compareAmounts('10.01', '10')).toBe(1);
    expect(compareAmounts('x', 1)).toBeNull();
  });
});
