import { toDecimal } from './decimal.ts';

/**
 * Exact cash-out arithmetic (ADR 004): every price is read as the decimal it was written as and
 * the offer is computed as one exact fraction of integers, floored to the minor unit once.
 */

/** Where a leg of an order stands: still running, settled, or running with its market held. */
export const CASH_OUT_LEG_STATUSES = [
  'open',
  'suspended',
  'won',
  'lost',
  'void',
  'halfWon',
  'halfLost',
] as const;
export type CashOutLegStatus = (typeof CASH_OUT_LEG_STATUSES)[number];

export interface CashOutLeg {
  /** The decimal price the leg was taken at (`1.85` or `"1.85"`). */
  takenPrice: number | string;
  /**
   * The leg's fair price now, without the house margin (the price at which it breaks even on
   * average: `1 / chance`; 1 when it is certain to win). Read only while the leg is `open`.
   */
  currentPrice?: number | string | null;
  status: CashOutLegStatus;
}

export interface CashOutInput {
  /** The order's stake in integer minor units. */
  stakeMinor: bigint;
  legs: readonly CashOutLeg[];
  /** The house's cut of the fair value, in basis points (500 is 5 %). */
  marginBps: number;
}

interface Fraction {
  num: bigint;
  den: bigint;
}

/**
 * A decimal above 1 (at least 1 with `orEven`: a fair price of 1 is a certain win) as an exact
 * fraction, or null when it is not a price.
 */
function priceFraction(value: unknown, orEven = false): Fraction | null {
  const d = toDecimal(value);
  if (!d || (orEven ? d.lt(1) : d.lte(1))) return null;
  const places = Math.max(0, d.c.length - d.e - 1);
  const den = 10n ** BigInt(places);
  const num = BigInt(d.times(den.toString()).toFixed(0));
  return { num, den };
}

/** What a settled leg returns per unit staked, taken at `price`. */
function settledFactor(status: CashOutLegStatus, price: Fraction): Fraction {
  switch (status) {
    case 'won':
      return price;
    case 'lost':
      return { num: 0n, den: 1n };
    case 'halfWon':
      return { num: price.num + price.den, den: 2n * price.den };
    case 'halfLost':
      return { num: 1n, den: 2n };
    default:
      return { num: 1n, den: 1n };
  }
}

function assertMargin(marginBps: number): void {
  if (!Number.isInteger(marginBps) || marginBps < 0 || marginBps > 10_000) {
    throw new RangeError(`marginBps must be a whole number from 0 to 10000, got ${marginBps}`);
  }
}

/**
 * What an order returns if every leg wins: the stake times the product of the taken prices,
 * floored to the minor unit. Null when the stake is not positive, there are no legs, or a price
 * is not a decimal above 1.
 */
export function orderPotentialReturnMinor(
  stakeMinor: bigint,
  takenPrices: readonly (number | string)[],
): bigint | null {
  if (typeof stakeMinor !== 'bigint' || stakeMinor <= 0n || takenPrices.length === 0) return null;
  let num = stakeMinor;
  let den = 1n;
  for (const price of takenPrices) {
    const p = priceFraction(price);
    if (!p) return null;
    num *= p.num;
    den *= p.den;
  }
  return num / den;
}

/**
 * The cash-out offer for an order now, in minor units: the stake times each settled leg's
 * factor times each open leg's taken price over its current fair price, less the house margin,
 * floored, and never above the potential return. Null when there is nothing to offer: a leg is
 * suspended (or open without a current price), a leg lost, the input is not valid, or the value
 * floors to zero.
 */
export function cashOutOffer({ stakeMinor, legs, marginBps }: CashOutInput): bigint | null {
  assertMargin(marginBps);
  const cap = orderPotentialReturnMinor(
    stakeMinor,
    legs.map((leg) => leg.takenPrice),
  );
  if (cap === null) return null;
  let num = stakeMinor * BigInt(10_000 - marginBps);
  let den = 10_000n;
  for (const leg of legs) {
    const taken = priceFraction(leg.takenPrice)!;
    if (leg.status === 'suspended') return null;
    if (leg.status === 'open') {
      const current = priceFraction(leg.currentPrice, true);
      if (!current) return null;
      // taken / current
      num *= taken.num * current.den;
      den *= taken.den * current.num;
      continue;
    }
    if (!(CASH_OUT_LEG_STATUSES as readonly string[]).includes(leg.status)) return null;
    const f = settledFactor(leg.status, taken);
    num *= f.num;
    den *= f.den;
  }
  const offer = num / den;
  const amount = offer > cap ? cap : offer;
  return amount > 0n ? amount : null;
}
