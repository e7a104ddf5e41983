import type { Currency } from './currency.ts';
import { pricingCurrency } from './room-money.ts';

/**
 * The cashier's amount rules (issue 20): how little and how much one deposit or one withdrawal
 * may move, per currency, in integer minor units (two places, like every wallet amount). The
 * server refuses outside them and the payment methods it lists show them; this is their one home.
 */
export interface CashierLimits {
  depositMinMinor: bigint;
  depositMaxMinor: bigint;
  withdrawMinMinor: bigint;
  withdrawMaxMinor: bigint;
}

export const CASHIER_LIMITS: Readonly<Record<Currency, CashierLimits>> = Object.freeze({
  // 10 to 50,000 yuan in; 100 to 50,000 out
  CNY: {
    depositMinMinor: 1_000n,
    depositMaxMinor: 5_000_000n,
    withdrawMinMinor: 10_000n,
    withdrawMaxMinor: 5_000_000n,
  },
  // 50,000 to 200,000,000 dong in; 200,000 to 200,000,000 out
  VND: {
    depositMinMinor: 5_000_000n,
    depositMaxMinor: 20_000_000_000n,
    withdrawMinMinor: 20_000_000n,
    withdrawMaxMinor: 20_000_000_000n,
  },
  // 1 to 10,000 dollars in; 10 to 10,000 out
  USD: {
    depositMinMinor: 100n,
    depositMaxMinor: 1_000_000n,
    withdrawMinMinor: 1_000n,
    withdrawMaxMinor: 1_000_000n,
  },
  USDT: {
    depositMinMinor: 100n,
    depositMaxMinor: 1_000_000n,
    withdrawMinMinor: 1_000n,
    withdrawMaxMinor: 1_000_000n,
  },
});

/** The limits for a wallet's currency; a currency the product does not name is treated as USDT. */
export function cashierLimits(walletCurrency: string): CashierLimits {
  return CASHIER_LIMITS[pricingCurrency(walletCurrency)];
}

export type CashierKind = 'deposit' | 'withdrawal';

export type CashierAmountCheck =
  | { ok: true }
  | { ok: false; reason: 'notPositive' }
  | { ok: false; reason: 'belowMin' | 'aboveMax'; limitMinor: bigint };

/** Whether one deposit or withdrawal of `amountMinor` in `walletCurrency` is within the limits. */
export function checkCashierAmount(
  kind: CashierKind,
  walletCurrency: string,
  amountMinor: bigint,
): CashierAmountCheck {
  if (typeof amountMinor !== 'bigint' || amountMinor <= 0n)
    return { ok: false, reason: 'notPositive' };
  const limits = cashierLimits(walletCurrency);
  const [min, max] =
    kind === 'deposit'
      ? [limits.depositMinMinor, limits.depositMaxMinor]
      : [limits.withdrawMinMinor, limits.withdrawMaxMinor];
  if (amountMinor < min) return { ok: false, reason: 'belowMin', limitMinor: min };
  if (amountMinor > max) return { ok: false, reason: 'aboveMax', limitMinor: max };
  return { ok: true };
}

/** Where a withdrawal is paid: a bank account or an e-wallet. */
export const WITHDRAW_ACCOUNT_TYPES = ['bank', 'ewallet'] as const;
export type WithdrawAccountType = (typeof WITHDRAW_ACCOUNT_TYPES)[number];

/** An account number as saved: 6 to 34 letters and digits (IBANs are the longest), spaces dropped. */
export const WITHDRAW_ACCOUNT_NUMBER = /^[A-Za-z0-9]{6,34}$/;

/** The account number as it is kept: spaces and dashes people type between groups removed. */
export function normalizeAccountNumber(input: string): string {
  return typeof input === 'string' ? input.replace(/[\s-]+/g, '') : '';
}
