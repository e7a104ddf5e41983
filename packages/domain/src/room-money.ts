import { CURRENCIES, type Currency } from './currency.ts';

/**
 * Money in a live room (issue 17 §3): gifts and paid-room fees. There are no exchange rates: each
 * gift and each fee tier has a price in every currency, set by the operator per market. The
 * viewer pays the price in their own wallet's currency; the host is credited their share of the
 * price in the host's currency, rounded down to the minor unit; the house keeps the rest.
 * Amounts are integer minor units (bigint), never floating point.
 */

/** A whole, in basis points (100 % = 10,000 bp). */
export const BASIS_POINTS_WHOLE = 10_000;
/** The host's share of a gift's price: 50 %. */
export const GIFT_HOST_SHARE_BPS = 5_000;
/** The host's share of a paid room's fee: 50 %. */
export const ROOM_FEE_HOST_SHARE_BPS = 5_000;
/** The most of one gift a viewer sends at once. */
export const GIFT_MAX_COUNT = 999;

/** A price in each currency, in minor units; a currency left out is not sold there. */
export type PricesByCurrency = Readonly<Partial<Record<Currency, bigint>>>;

/** The currency a wallet is priced in: one the catalogue knows, anything else as USDT. */
export function pricingCurrency(walletCurrency: string): Currency {
  const code = typeof walletCurrency === 'string' ? walletCurrency.trim().toUpperCase() : '';
  return (CURRENCIES as readonly string[]).includes(code) ? (code as Currency) : 'USDT';
}

function checkShare(shareBps: number): void {
  if (!Number.isInteger(shareBps) || shareBps < 0 || shareBps > BASIS_POINTS_WHOLE) {
    throw new RangeError(`a share is 0 to ${BASIS_POINTS_WHOLE} basis points, got ${shareBps}`);
  }
}

/** `shareBps` of `amountMinor`, rounded down to the minor unit (exact: integer arithmetic). */
export function shareOf(amountMinor: bigint, shareBps: number): bigint {
  checkShare(shareBps);
  if (typeof amountMinor !== 'bigint' || amountMinor < 0n) {
    throw new RangeError('an amount in minor units, not negative');
  }
  return (amountMinor * BigInt(shareBps)) / BigInt(BASIS_POINTS_WHOLE);
}

/** Who pays what, and what the host gets, for one gift send or one room fee. */
export interface RoomCharge {
  /** What the viewer pays, in their currency. */
  payerCurrency: Currency;
  payerMinor: bigint;
  /** What the host is credited, in the host's currency (zero when the share rounds to nothing). */
  hostCurrency: Currency;
  hostMinor: bigint;
  shareBps: number;
}

/**
 * What `count` of an item priced `prices` costs a viewer whose wallet is in `payerCurrency`, and
 * the host's share (`shareBps` of the price of the same count in `hostCurrency`, rounded down
 * once, on the whole). Null when the item has no price in either currency.
 */
export function roomCharge(
  prices: PricesByCurrency,
  count: number,
  payerCurrency: string,
  hostCurrency: string,
  shareBps: number,
): RoomCharge | null {
  checkShare(shareBps);
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`a count of 1 or more: ${count}`);
  const payer = pricingCurrency(payerCurrency);
  const host = pricingCurrency(hostCurrency);
  const payerPrice = prices[payer];
  const hostPrice = prices[host];
  if (payerPrice === undefined || hostPrice === undefined) return null;
  if (payerPrice <= 0n || hostPrice <= 0n) throw new RangeError('a price is above zero');
  const n = BigInt(count);
  return {
    payerCurrency: payer,
    payerMinor: payerPrice * n,
    hostCurrency: host,
    hostMinor: shareOf(hostPrice * n, shareBps),
    shareBps,
  };
}

/**
 * The fee tier a host's fee names: the one priced exactly `feeMinor` in the host's currency.
 * Null when no tier is (the host must pick one of the tiers' prices).
 */
export function feeTierFor<T extends { prices: PricesByCurrency }>(
  tiers: readonly T[],
  hostCurrency: string,
  feeMinor: bigint,
): T | null {
  const currency = pricingCurrency(hostCurrency);
  return tiers.find((t) => t.prices[currency] === feeMinor) ?? null;
}

/**
 * Whether a member may see a room's paid content (its pushed orders): a free room is open to
 * all; a paid one to its host, to super admins and to those who paid its fee. A visitor
 * (`memberId` null) sees free rooms only.
 */
export function mayEnterRoom(room: {
  isFee: boolean;
  hostId: bigint | number;
  memberId: bigint | number | null;
  role: string | null;
  paid: boolean;
}): boolean {
  if (!room.isFee) return true;
  if (room.memberId === null) return false;
  if (BigInt(room.memberId) === BigInt(room.hostId)) return true;
  return room.role === 'superAdmin' || room.paid;
}
