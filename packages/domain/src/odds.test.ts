import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptsPriceChange,
  combinedPrice,
  parlayPrice,
  formatOdds,
  formatOddsText,
  ODDS_DISPLAY_DECIMALS,
  isOddsFormat,
  ODDS_FORMATS,
  oddsChangePolicyForSetting,
  oddsChangeSettingForPolicy,
  ODDS_FORMAT_SETTINGS,
  oddsFormatForSetting,
  settingForOddsFormat,
  oddsTypeForFormat,
  priceMovement,
  type OddsFormat,
} from './index.ts';

describe('the stored odds type setting', () => {
  it.each([
    [1, 'decimal'],
    [2, 'hongkong'],
    [3, 'malay'],
    [4, 'indonesian'],
    [5, 'american'],
    [6, 'fractional'],
    [0, 'decimal'],
    [7, 'decimal'],
    [-1, 'decimal'],
    [2.5, 'decimal'],
    [Number.NaN, 'decimal'],
    [Number.POSITIVE_INFINITY, 'decimal'],
  ])('%s → %s', (setting, format) => {
    expect(oddsFormatForSetting(setting)).toBe(format);
  });

  it('has one setting per format, and round-trips', () => {
    expect(ODDS_FORMAT_SETTINGS.map((f) => f.format)).toEqual([...ODDS_FORMATS]);
    for (const format of ODDS_FORMATS) {
      expect(oddsFormatForSetting(settingForOddsFormat(format))).toBe(format);
    }
    expect(settingForOddsFormat('nope' as OddsFormat)).toBe(1);
  });

  it('asks the sports service for the two types it knows', () => {
    expect(oddsTypeForFormat(oddsFormatForSetting(1))).toBe(1);
    expect(oddsTypeForFormat(oddsFormatForSetting(2))).toBe(2);
    expect(oddsTypeForFormat('american')).toBe(1);
  });
});

describe('formatOdds', () => {
  const table: [number, OddsFormat, string][] = [
    // decimal: two decimals, rounded half up, like Hong Kong's (the spec's one decimals rule)
    [1.85, 'decimal', '1.85'],
    [2, 'decimal', '2.00'],
    [1.925, 'decimal', '1.93'],
    [1.5, 'decimal', '1.50'],
    [101, 'decimal', '101.00'],
    [1.0001, 'decimal', '1.00'],
    [2.12345, 'decimal', '2.12'],
    [2.125, 'decimal', '2.13'],
    // hongkong: price − 1, two decimals, trailing zeros trimmed
    [1.85, 'hongkong', '0.85'],
    [2.5, 'hongkong', '1.5'],
    [2, 'hongkong', '1'],
    [4.35, 'hongkong', '3.35'],
    [1.1, 'hongkong', '0.1'],
    [1.925, 'hongkong', '0.93'],
    [1.001, 'hongkong', '0'],
    // malay: p ≤ 2 → p − 1, else −1/(p − 1)
    [1.5, 'malay', '0.50'],
    [2, 'malay', '1.00'],
    [2.5, 'malay', '-0.67'],
    [3, 'malay', '-0.50'],
    [1.85, 'malay', '0.85'],
    // indonesian: p < 2 → −1/(p − 1), else p − 1
    [1.5, 'indonesian', '-2.00'],
    [2.5, 'indonesian', '1.50'],
    [2, 'indonesian', '1.00'],
    [1.25, 'indonesian', '-4.00'],
    // american
    [2.5, 'american', '+150'],
    [1.5, 'american', '-200'],
    [2, 'american', '+100'],
    [1.91, 'american', '-110'],
    [11, 'american', '+1000'],
    // fractional: p − 1 reduced
    [2.5, 'fractional', '3/2'],
    [1.4, 'fractional', '2/5'],
    [2, 'fractional', '1/1'],
    [1.85, 'fractional', '17/20'],
    [11, 'fractional', '10/1'],
  ];
  it.each(table)('%s as %s → %s', (price, format, text) => {
    expect(formatOdds(price, format)).toBe(text);
  });

  it('gives "-" for a price that is not finite or is at most 1, in every format', () => {
    for (const format of ODDS_FORMATS) {
      for (const bad of [
        1,
        0.5,
        0,
        -2,
        Number.NaN,
        Number.POSITIVE_INFINITY,
        Number.NEGATIVE_INFINITY,
      ]) {
        expect(formatOdds(bad, format)).toBe('-');
      }
    }
  });

  it('gives "-" for values that are not numbers at all', () => {
    expect(formatOdds('1.85' as unknown as number, 'decimal')).toBe('-');
    expect(formatOdds(null as unknown as number, 'hongkong')).toBe('-');
  });

  it('gives the same text when asked again, past the size of its cache', () => {
    const first = Array.from({ length: 5_000 }, (_, i) =>
      formatOdds(1 + (i + 1) / 1000, 'hongkong'),
    );
    const again = Array.from({ length: 5_000 }, (_, i) =>
      formatOdds(1 + (i + 1) / 1000, 'hongkong'),
    );
    expect(again).toEqual(first);
    expect(first[0]).toBe('0');
    expect(first[4]).toBe('0.01');
    expect(formatOdds(1.005, 'decimal')).toBe('1.01');
    expect(formatOdds(1.005, 'american')).toBe('-20000');
    expect(formatOdds(undefined as unknown as number, 'malay')).toBe('-');
  });

  it('handles huge prices exactly', () => {
    expect(formatOdds(1_000_001, 'decimal')).toBe('1000001.00');
    expect(formatOdds(1_000_001, 'hongkong')).toBe('1000000');
    expect(formatOdds(1_000_001, 'american')).toBe('+100000000');
    expect(formatOdds(1e21, 'decimal')).toBe('1000000000000000000000.00');
  });

  it('falls back to decimal for an unknown format name', () => {
    expect(formatOdds(1.85, 'nonsense' as OddsFormat)).toBe('1.85');
  });

  it('hongkong is always the decimal price minus one, with no binary-float artefacts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000 }), (cents) => {
        const price = cents / 100;
        const hk = formatOdds(price, 'hongkong');
        const expected = ((cents - 100) / 100).toFixed(2).replace(/\.?0+$/, '');
        expect(hk).toBe(expected);
      }),
    );
  });

  it('shows a price the same in decimal and Hong Kong: the Hong Kong figure plus one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_000_000 }), (milli) => {
        const price = milli / 1000;
        const decimal = formatOdds(price, 'decimal');
        expect(decimal).toMatch(new RegExp(`^\\d+\\.\\d{${ODDS_DISPLAY_DECIMALS}}$`));
        const hk = formatOdds(price, 'hongkong');
        // decimal − 1, trailing zeros trimmed, is the Hong Kong text (0.995 rounds to 1.00 and 0)
        const [whole, fraction] = decimal.split('.') as [string, string];
        const minusOne = `${Number(whole) - 1}.${fraction}`.replace(/\.?0+$/, '');
        expect(hk).toBe(minusOne);
      }),
    );
  });

  it('fractional text is always reduced', () => {
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 50_000 }), (milli) => {
        const [n, d] = formatOdds(milli / 1000, 'fractional')
          .split('/')
          .map(Number) as [number, number];
        expect(gcd(n, d)).toBe(1);
        expect(n / d).toBeCloseTo(milli / 1000 - 1, 9);
      }),
    );
  });

  it('lists six formats and recognises them', () => {
    expect(ODDS_FORMATS).toHaveLength(6);
    expect(isOddsFormat('malay')).toBe(true);
    expect(isOddsFormat('Malay')).toBe(false);
    expect(isOddsFormat(2)).toBe(false);
  });
});

describe('formatOddsText (a combined price as exact text)', () => {
  it('shows a parlay price by the single-price rule: two decimals, not three', () => {
    // 2.78 × 2.4 × 1.81 × 3.89 = 46.9768848: the slip showed "46.977"
    const combined = combinedPrice([2.78, 2.4, 1.81, 3.89])!;
    expect(combined).toBe('46.9768848');
    expect(formatOddsText(combined, 'decimal')).toBe('46.98');
    expect(formatOddsText(combined, 'hongkong')).toBe('45.98');
    expect(formatOddsText('7.57575', 'decimal')).toBe('7.58');
    expect(formatOddsText('7.57575', 'hongkong')).toBe('6.58');
    expect(formatOddsText('12.076', 'american')).toBe('+1108');
  });

  it('formats text exactly where a float would not: no rounding through binary', () => {
    // 1.005 as a float is 1.00499999999999989…, which toFixed(2) rounds down
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(formatOddsText('1.005', 'decimal')).toBe('1.01');
    expect(formatOddsText('1.0049999999999999', 'decimal')).toBe('1.00');
  });

  it('agrees with formatOdds on every price a number can carry', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 101, max: 1_000_000 }),
        fc.constantFrom(...ODDS_FORMATS),
        (cents, format) => {
          expect(formatOddsText(String(cents / 100), format)).toBe(formatOdds(cents / 100, format));
        },
      ),
    );
  });

  it('gives "-" for text that is not a price above 1', () => {
    for (const bad of ['', '1', '0.5', 'abc', '1,5', null, undefined]) {
      expect(formatOddsText(bad, 'decimal')).toBe('-');
    }
    expect(formatOddsText(2.5 as unknown as string, 'decimal')).toBe('-');
  });
});

describe('combinedPrice', () => {
  it('multiplies the legs exactly', () => {
    expect(combinedPrice([1.85, 2.1, 1.95])).toBe('7.57575');
    expect(combinedPrice([1.1, 1.1])).toBe('1.21');
    expect(combinedPrice([3])).toBe('3');
  });
  it('has no price without legs or with a bad leg', () => {
    expect(combinedPrice([])).toBeNull();
    expect(combinedPrice([1.5, 1])).toBeNull();
    expect(combinedPrice([1.5, Number.NaN])).toBeNull();
    expect(combinedPrice([1.5, '2' as unknown as number])).toBeNull();
  });
});

describe('odds-change policy', () => {
  it('maps the oddsChange setting both ways', () => {
    expect(oddsChangePolicyForSetting(1)).toBe('any');
    expect(oddsChangePolicyForSetting(2)).toBe('better');
    expect(oddsChangePolicyForSetting(3)).toBe('none');
    expect(oddsChangePolicyForSetting(99)).toBe('any');
    for (const policy of ['any', 'better', 'none'] as const) {
      expect(oddsChangePolicyForSetting(oddsChangeSettingForPolicy(policy))).toBe(policy);
    }
  });

  it.each([
    [1.9, 1.9, 'none', true],
    [1.9, 2.0, 'none', false],
    [1.9, 1.8, 'none', false],
    [1.9, 2.0, 'better', true],
    [1.9, 1.8, 'better', false],
    [1.9, 1.8, 'any', true],
    [1.9, 2.2, 'any', true],
    [1.9, 1, 'any', false],
    [Number.NaN, 1.9, 'any', false],
  ] as const)('asked %s, now %s, policy %s → %s', (asked, now, policy, ok) => {
    expect(acceptsPriceChange(asked, now, policy)).toBe(ok);
  });

  it('compares prices exactly (0.1 + 0.2 style sums do not leak in)', () => {
    expect(acceptsPriceChange(1.3, 1.3, 'none')).toBe(true);
    expect(acceptsPriceChange(3 * 1.1, 3.3, 'better')).toBe(false);
  });
});

describe('priceMovement', () => {
  it('tells up, down or nothing', () => {
    expect(priceMovement(1.8, 1.9)).toBe('up');
    expect(priceMovement(1.9, 1.8)).toBe('down');
    expect(priceMovement(1.9, 1.9)).toBeNull();
    expect(priceMovement(null, 1.9)).toBeNull();
    expect(priceMovement(undefined, 1.9)).toBeNull();
    expect(priceMovement(Number.NaN, 1.9)).toBeNull();
    expect(priceMovement(1.9, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('agrees with the exact decimals the numbers were written as', () => {
    // neighbouring prices, prices one ulp apart and sums with binary artefacts
    const prices = [1.01, 1.1, 1.9, 1.91, 2, 2.0000000000000004, 0.1 + 0.2, 0.3, 1000, 999.99];
    for (const a of prices) {
      for (const b of prices) {
        const exact = new Big(String(a)).cmp(new Big(String(b)));
        expect(priceMovement(a, b)).toBe(exact === 0 ? null : exact < 0 ? 'up' : 'down');
      }
    }
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1_000, noNaN: true }),
        fc.double({ min: 1, max: 1_000, noNaN: true }),
        (a, b) => {
          const exact = new Big(String(a)).cmp(new Big(String(b)));
          expect(priceMovement(a, b)).toBe(exact === 0 ? null : exact < 0 ? 'up' : 'down');
        },
      ),
    );
  });
});

describe('parlayPrice', () => {
  it('is the product of the prices rounded down to hundredths, so odds × stake is the return', () => {
    expect(parlayPrice([4.37, 3.76, 1.92])).toBe('31.54');
    expect(parlayPrice([1.85, 2.1, 1.95])).toBe('7.57');
    expect(parlayPrice([1.1, 1.1])).toBe('1.21');
    expect(parlayPrice(['1.475', '2', '0.5'])).toBe('1.47');
  });
  it('is null without legs or with a leg that is not a positive number', () => {
    expect(parlayPrice([])).toBeNull();
    expect(parlayPrice([2, 0])).toBeNull();
    expect(parlayPrice([2, Number.NaN])).toBeNull();
  });
});
