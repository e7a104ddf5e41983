import Big from 'big.js';

/**
 * Exact decimal helpers over big.js. Numbers are read through their shortest round-trip
 * text (`String(4.35)` is `"4.35"`), so a price or an amount is the decimal it was written as,
 * never its binary approximation.
 */

export const ROUND_DOWN = 0 as const;
export const ROUND_HALF_UP = 1 as const;

const DECIMAL_TEXT = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The value as an exact decimal, or null when it is not a finite number or numeric text. */
export function toDecimal(value: unknown): Big | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? new Big(value) : null;
  }
  if (typeof value === 'string') {
    const text = value.trim();
    return DECIMAL_TEXT.test(text) ? new Big(text) : null;
  }
  if (typeof value === 'bigint') return new Big(value.toString());
  return null;
}

/** How many digits the value has after the point. */
export function decimalPlaces(value: Big): number {
  return Math.max(0, value.c.length - value.e - 1);
}

/** Fixed-point text without a negative zero (`-0.00` becomes `0.00`). */
export function toFixedText(value: Big, places: number, rounding: 0 | 1): string {
  const text = value.toFixed(places, rounding);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** Drops trailing zeros after the point, and the point itself when nothing is left. */
export function trimTrailingZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

export { Big };
