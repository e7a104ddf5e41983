import { Big, ROUND_DOWN, toDecimal, toFixedText } from './decimal.ts';

function assertPlaces(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`decimals must be a whole number from 0 to 20, got ${decimals}`);
  }
}

/**
 * The amount floored toward zero to `decimals` places, with exactly that many decimals.
 * Exact for every input: 4.35 stays `4.35`, `"8.999"` becomes `8.99`. Not a number gives `0.00`.
 */
export function floorMoney(amount: number | string, decimals = 2): string {
  assertPlaces(decimals);
  const value = toDecimal(amount) ?? new Big(0);
  return toFixedText(value, decimals, ROUND_DOWN);
}

/**
 * A non-negative amount typed by a person (`"12.5"`, `"0.01"`, `"100"`) in integer minor units
 * (`1250n`, `1n`, `10000n`). Null when it is not such an amount or has more than `decimals` places.
 */
export function parseAmountToMinor(input: string | number, decimals = 2): bigint | null {
  assertPlaces(decimals);
  const text =
    typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text) ?? /^()\.(\d+)$/.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > decimals) return null;
  return BigInt((whole || '0') + fraction.padEnd(decimals, '0'));
}

/** Integer minor units as decimal text with exactly `decimals` places (`-1250n` → `-12.50`). */
export function formatMinor(minor: bigint | number, decimals = 2): string {
  assertPlaces(decimals);
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new RangeError(`minor units must be a safe integer, got ${minor}`);
  }
  const value = BigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/**
 * What a stake returns if it wins at a decimal price (stake included), floored to `decimals`.
 * `"0.00"` when the stake or the price is not valid.
 */
export function potentialReturn(
  stake: string | number,
  price: number | string,
  decimals = 2,
): string {
  assertPlaces(decimals);
  const s = toDecimal(stake);
  const p = toDecimal(price);
  if (!s || !p || s.lt(0) || p.lte(1)) return toFixedText(new Big(0), decimals, ROUND_DOWN);
  return toFixedText(s.times(p), decimals, ROUND_DOWN);
}

/** Compares two decimal amounts exactly: -1, 0 or 1; null when either is not a number. */
export function compareAmounts(a: string | number, b: string | number): -1 | 0 | 1 | null {
  const x = toDecimal(a);
  const y = toDecimal(b);
  if (!x || !y) return null;
  return x.cmp(y) as -1 | 0 | 1;
}
