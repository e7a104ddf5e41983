import { describe, expect, it } from 'vitest';
import { formatCompactCount } from './compact-count.ts';
import { htmlLang, LANGUAGES } from './language.ts';

describe('formatCompactCount', () => {
  it('shortens counts per language', () => {
    expect(formatCompactCount(12840, 'en')).toBe('12.8K');
    expect(formatCompactCount(999, 'en')).toBe('999');
    expect(formatCompactCount(999_950, 'en')).toBe('1M');
    expect(formatCompactCount(12840, 'zh-cn')).toBe('1.3万');
    expect(formatCompactCount(9999, 'zh-cn')).toBe('9999');
    expect(formatCompactCount(99_950, 'zh-cn')).toBe('10万');
    expect(formatCompactCount(123_456_789, 'zh-cn')).toBe('1.2亿');
    expect(formatCompactCount(1234, 'vi')).toBe('1,2\u00a0N');
    expect(formatCompactCount(1_500_000, 'th')).toBe('1.5M');
  });

  it('counts what is not a count as 0, and drops a fraction', () => {
    for (const value of [-5, Number.NaN, Number.POSITIVE_INFINITY, 0]) {
      expect(formatCompactCount(value, 'en')).toBe('0');
    }
    expect(formatCompactCount(1049.99, 'en')).toBe('1K');
  });

  it('agrees with Intl’s compact format, one decimal at most, in every language', () => {
    // every count up to 20,000, then around each unit's edges and rounding points up to 10^14
    const counts = new Set<number>();
    for (let n = 0; n <= 20_000; n++) counts.add(n);
    for (let power = 3; power <= 14; power++) {
      const base = 10 ** power;
      for (const near of [-51, -50, -49, -1, 0, 1, 49, 50, 51]) {
        for (const scale of [1, 1.05, 1.25, 9.95, 9.999, 10, 99.95, 999.95]) {
          const n = Math.round(base * scale) + near * 10 ** Math.max(0, power - 4);
          if (n >= 0 && n < 1e14) counts.add(n);
        }
      }
    }
    for (const lang of LANGUAGES) {
      const intl = new Intl.NumberFormat(htmlLang(lang), {
        notation: 'compact',
        maximumFractionDigits: 1,
      });
      const differing = [...counts].filter((n) => formatCompactCount(n, lang) !== intl.format(n));
      expect(
        differing.slice(0, 5).map((n) => [n, formatCompactCount(n, lang), intl.format(n)]),
        lang,
      ).toEqual([]);
    }
  });
});
