import { describe, expect, it } from 'vitest';
import {
  BASIS_POINTS_WHOLE,
  GIFT_HOST_SHARE_BPS,
  ROOM_FEE_HOST_SHARE_BPS,
  feeTierFor,
  mayEnterRoom,
  pricingCurrency,
  roomCharge,
  shareOf,
  type PricesByCurrency,
} from './index.ts';

const TROPHY: PricesByCurrency = { CNY: 8_800n, VND: 30_000_000n, USD: 1_299n, USDT: 1_299n };

describe('pricingCurrency', () => {
  it.each([
    ['CNY', 'CNY'],
    ['vnd', 'VND'],
    [' USD ', 'USD'],
    ['USDT', 'USDT'],
    ['EUR', 'USDT'],
    ['', 'USDT'],
  ])('%s is priced in %s', (code, currency) => {
    expect(pricingCurrency(code)).toBe(currency);
  });
  it('treats a value that is not text as unknown', () => {
    expect(pricingCurrency(null as unknown as string)).toBe('USDT');
  });
});

describe('shareOf', () => {
  it('takes the share in basis points, rounded down to the minor unit', () => {
    expect(shareOf(1_299n, 5_000)).toBe(649n);
    expect(shareOf(1_300n, 5_000)).toBe(650n);
    expect(shareOf(1n, 5_000)).toBe(0n);
    expect(shareOf(999n, 3_333)).toBe(332n);
    expect(shareOf(0n, 5_000)).toBe(0n);
    expect(shareOf(10n, 0)).toBe(0n);
    expect(shareOf(10n, BASIS_POINTS_WHOLE)).toBe(10n);
  });
  it('is exact far beyond a double', () => {
    expect(shareOf(9_007_199_254_740_993n, 5_000)).toBe(4_503_599_627_370_496n);
  });
  it('refuses shares outside 0–100 % and amounts that are negative or not bigints', () => {
    expect(() => shareOf(10n, -1)).toThrow(RangeError);
    expect(() => shareOf(10n, 10_001)).toThrow(RangeError);
    expect(() => shareOf(10n, 12.5)).toThrow(RangeError);
    expect(() => shareOf(-1n, 5_000)).toThrow(RangeError);
    expect(() => shareOf(10 as unknown as bigint, 5_000)).toThrow(RangeError);
  });
  it('gives hosts half of gifts and fees', () => {
    expect(GIFT_HOST_SHARE_BPS).toBe(5_000);
    expect(ROOM_FEE_HOST_SHARE_BPS).toBe(5_000);
  });
});

describe('roomCharge', () => {
  it('charges the viewer in their currency and credits the host half the price in theirs', () => {
    expect(roomCharge(TROPHY, 1, 'VND', 'CNY', 5_000)).toEqual({
      payerCurrency: 'VND',
      payerMinor: 30_000_000n,
      hostCurrency: 'CNY',
      hostMinor: 4_400n,
      shareBps: 5_000,
    });
  });
  it('rounds the host’s share down once, on the whole count', () => {
    // 3 × 12.99 = 38.97; half is 19.485 → 19.48 (per gift it would be 3 × 6.49 = 19.47)
    expect(roomCharge(TROPHY, 3, 'CNY', 'USD', 5_000)).toMatchObject({
      payerMinor: 26_400n,
      hostMinor: 1_948n,
    });
  });
  it('prices an unknown wallet currency as USDT', () => {
    expect(roomCharge(TROPHY, 2, 'EUR', 'usd', 5_000)).toMatchObject({
      payerCurrency: 'USDT',
      payerMinor: 2_598n,
      hostCurrency: 'USD',
      hostMinor: 1_299n,
    });
  });
  it('answers null when either currency has no price', () => {
    expect(roomCharge({ CNY: 100n }, 1, 'CNY', 'VND', 5_000)).toBeNull();
    expect(roomCharge({ VND: 100n }, 1, 'CNY', 'VND', 5_000)).toBeNull();
  });
  it('refuses counts below one, shares out of range and prices not above zero', () => {
    expect(() => roomCharge(TROPHY, 0, 'CNY', 'CNY', 5_000)).toThrow(RangeError);
    expect(() => roomCharge(TROPHY, 1.5, 'CNY', 'CNY', 5_000)).toThrow(RangeError);
    expect(() => roomCharge(TROPHY, 1, 'CNY', 'CNY', 20_000)).toThrow(RangeError);
    expect(() => roomCharge({ CNY: 0n }, 1, 'CNY', 'CNY', 5_000)).toThrow(RangeError);
    expect(() => roomCharge({ CNY: 10n, VND: -5n }, 1, 'CNY', 'VND', 5_000)).toThrow(RangeError);
  });
});

describe('feeTierFor', () => {
  const tiers = [
    { id: 1, prices: { CNY: 1_000n, VND: 3_000_000n } },
    { id: 2, prices: { CNY: 3_000n, VND: 10_000_000n } },
  ];
  it('finds the tier priced exactly at the fee in the host’s currency', () => {
    expect(feeTierFor(tiers, 'VND', 10_000_000n)?.id).toBe(2);
    expect(feeTierFor(tiers, 'cny', 1_000n)?.id).toBe(1);
  });
  it('answers null for any other fee, or a fee priced in another currency', () => {
    expect(feeTierFor(tiers, 'VND', 1_000n)).toBeNull();
    expect(feeTierFor(tiers, 'USD', 1_000n)).toBeNull();
    expect(feeTierFor([], 'CNY', 1_000n)).toBeNull();
  });
});

describe('mayEnterRoom', () => {
  const paidRoom = { isFee: true, hostId: 7n, memberId: 9n, role: 'member', paid: false };
  it('opens a free room to everyone, visitors too', () => {
    expect(mayEnterRoom({ ...paidRoom, isFee: false, memberId: null, role: null })).toBe(true);
  });
  it('opens a paid room to its host, a super admin and those who paid', () => {
    expect(mayEnterRoom({ ...paidRoom, memberId: 7 })).toBe(true);
    expect(mayEnterRoom({ ...paidRoom, role: 'superAdmin' })).toBe(true);
    expect(mayEnterRoom({ ...paidRoom, paid: true })).toBe(true);
  });
  it('keeps it closed to others: members who did not pay, other hosts, visitors', () => {
    expect(mayEnterRoom(paidRoom)).toBe(false);
    expect(mayEnterRoom({ ...paidRoom, role: 'anchor' })).toBe(false);
    expect(mayEnterRoom({ ...paidRoom, memberId: null, role: null })).toBe(false);
  });
});
