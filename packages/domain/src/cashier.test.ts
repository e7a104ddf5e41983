import { describe, expect, it } from 'vitest';
import {
  CASHIER_LIMITS,
  CURRENCIES,
  cashierLimits,
  checkCashierAmount,
  normalizeAccountNumber,
  WITHDRAW_ACCOUNT_NUMBER,
} from './index.ts';

describe('the cashier limits', () => {
  it('has limits for every currency, min below max', () => {
    for (const currency of CURRENCIES) {
      const l = CASHIER_LIMITS[currency];
      expect(l.depositMinMinor).toBeGreaterThan(0n);
      expect(l.depositMinMinor).toBeLessThan(l.depositMaxMinor);
      expect(l.withdrawMinMinor).toBeGreaterThan(0n);
      expect(l.withdrawMinMinor).toBeLessThan(l.withdrawMaxMinor);
    }
  });

  it('treats an unknown currency as USDT', () => {
    expect(cashierLimits('EUR')).toBe(CASHIER_LIMITS.USDT);
    expect(cashierLimits(' cny ')).toBe(CASHIER_LIMITS.CNY);
  });

  it('accepts the bounds and refuses one minor unit beyond them, naming the limit', () => {
    const l = CASHIER_LIMITS.CNY;
    expect(checkCashierAmount('deposit', 'CNY', l.depositMinMinor)).toEqual({ ok: true });
    expect(checkCashierAmount('deposit', 'CNY', l.depositMaxMinor)).toEqual({ ok: true });
    expect(checkCashierAmount('deposit', 'CNY', l.depositMinMinor - 1n)).toEqual({
      ok: false,
      reason: 'belowMin',
      limitMinor: l.depositMinMinor,
    });
    expect(checkCashierAmount('deposit', 'CNY', l.depositMaxMinor + 1n)).toEqual({
      ok: false,
      reason: 'aboveMax',
      limitMinor: l.depositMaxMinor,
    });
    expect(checkCashierAmount('withdrawal', 'CNY', l.withdrawMinMinor - 1n)).toMatchObject({
      reason: 'belowMin',
    });
    expect(checkCashierAmount('withdrawal', 'VND', 0n)).toEqual({
      ok: false,
      reason: 'notPositive',
    });
  });

  it('keeps account numbers without the spaces and dashes people type', () => {
    expect(normalizeAccountNumber(' 6222 0200-1234 5678 ')).toBe('6222020012345678');
    expect(WITHDRAW_ACCOUNT_NUMBER.test('6222020012345678')).toBe(true);
    expect(WITHDRAW_ACCOUNT_NUMBER.test('12345')).toBe(false);
    expect(WITHDRAW_ACCOUNT_NUMBER.test('1234-5678')).toBe(false);
  });
});
