import type { Language } from './language.ts';

/**
 * How each language shortens a count (CLDR's short compact forms, as `Intl.NumberFormat` with
 * `notation: 'compact'` and at most one decimal gives them): the units from the smallest, each
 * with the power of ten it stands for, and the decimal separator.
 *
 * Ours rather than `Intl`'s: the first compact format a page makes loads the locale's data,
 * 11 ms at full speed and 44 ms on a phone-class CPU, in the middle of the home page's start
 * (issue 16); and the server and the browser shorten alike, whatever ICU either has.
 */
interface CompactForm {
  units: readonly (readonly [power: number, suffix: string])[];
  decimal: string;
}

const LATIN: CompactForm = {
  units: [
    [3, 'K'],
    [6, 'M'],
    [9, 'B'],
    [12, 'T'],
  ],
  decimal: '.',
};

const COMPACT_FORMS: Record<Language, CompactForm> = {
  en: LATIN,
  th: LATIN,
  'zh-cn': {
    units: [
      [4, '万'],
      [8, '亿'],
      [12, '万亿'],
    ],
    decimal: '.',
  },
  // a no-break space before the unit, as CLDR has it
  vi: {
    units: [
      [3, '\u00a0N'],
      [6, '\u00a0Tr'],
      [9, '\u00a0T'],
      [12, '\u00a0NT'],
    ],
    decimal: ',',
  },
};

/** `count / 10^power` in tenths, rounded half up (as `Intl`'s default `halfExpand`). */
function tenths(count: bigint, power: number): bigint {
  const unit = 10n ** BigInt(power);
  return (count * 20n + unit) / (unit * 2n);
}

/**
 * A count in the language's short compact form with at most one decimal: 999, 1.2K, 12.8K, 1M;
 * 9999, 1.3万, 1.2亿; 1,2 N. Not a number, or below zero, counts as 0; a fraction is dropped.
 */
export function formatCompactCount(count: number, lang: Language): string {
  const whole = Number.isFinite(count) && count > 0 ? BigInt(Math.floor(count)) : 0n;
  const { units, decimal } = COMPACT_FORMS[lang];
  // the largest unit the count reaches, or the next when rounding reaches it (999,950 is 1M)
  let i = units.length - 1;
  while (i >= 0 && whole < 10n ** BigInt(units[i]![0])) i -= 1;
  if (i < 0) return String(whole);
  let rounded = tenths(whole, units[i]![0]);
  const next = units[i + 1];
  if (next && rounded >= 10n ** BigInt(next[0] - units[i]![0] + 1)) {
    i += 1;
    rounded = tenths(whole, next[0]);
  }
  const fraction = rounded % 10n;
  return `${rounded / 10n}${fraction === 0n ? '' : decimal + String(fraction)}${units[i]![1]}`;
}
