import { cashierLimits, pricingCurrency, type Currency } from '@touchline/domain';
import type { ServerConfig } from '../config.ts';

/** One way to pay in that a provider offers in a currency, with the cashier's limits for it. */
export interface PaymentMethod {
  methodId: string;
  name: string;
  currency: Currency;
  minMinor: bigint;
  maxMinor: bigint;
}

/** What a provider says of a deposit or payout it was asked for. */
export interface PaymentOutcome {
  status: 'completed' | 'pending' | 'failed';
  /** The provider's own reference, kept with the deposit or withdrawal. */
  providerRef: string;
  /** Where the player is to be sent to pay (a provider's hosted page), if anywhere. */
  redirectUrl?: string;
}

/**
 * The payments provider behind the cashier (ADR 020). The server keeps the money (the ledger) and
 * asks the provider only to take or pay it; asking again for the same deposit or withdrawal id
 * must answer the same (a provider's own idempotency), since the server repeats a request it
 * did not hear back from.
 */
export interface PaymentsProvider {
  /** False when no provider is configured: the cashier refuses and lists no methods. */
  readonly available: boolean;
  methods(walletCurrency: string): PaymentMethod[];
  deposit(request: {
    depositId: string;
    memberId: bigint;
    methodId: string;
    currency: Currency;
    amountMinor: bigint;
  }): Promise<PaymentOutcome>;
  payout(request: {
    withdrawalId: string;
    memberId: bigint;
    currency: Currency;
    amountMinor: bigint;
    account: { accountType: string; provider: string; holderName: string; accountNumber: string };
  }): Promise<PaymentOutcome>;
}

/** The demo provider's two ways to pay in. */
const DEMO_METHODS = [
  { methodId: 'demo-bank', name: 'Demo bank transfer' },
  { methodId: 'demo-ewallet', name: 'Demo e-wallet' },
] as const;

/**
 * The demo provider: every deposit and payout completes at once, no money changes hands outside
 * the site. Only outside production (the settings refuse it there).
 */
export class DemoPaymentsProvider implements PaymentsProvider {
  readonly available = true;

  methods(walletCurrency: string): PaymentMethod[] {
    const currency = pricingCurrency(walletCurrency);
    const limits = cashierLimits(currency);
    return DEMO_METHODS.map((m) => ({
      ...m,
      currency,
      minMinor: limits.depositMinMinor,
      maxMinor: limits.depositMaxMinor,
    }));
  }

  async deposit(request: { depositId: string }): Promise<PaymentOutcome> {
    return { status: 'completed', providerRef: `demo-deposit-${request.depositId}` };
  }

  async payout(request: { withdrawalId: string }): Promise<PaymentOutcome> {
    return { status: 'completed', providerRef: `demo-payout-${request.withdrawalId}` };
  }
}

/** No provider configured (production until one is): no methods, every request refused. */
export class UnconfiguredPaymentsProvider implements PaymentsProvider {
  readonly available = false;

  methods(): PaymentMethod[] {
    return [];
  }

  async deposit(): Promise<PaymentOutcome> {
    throw new Error('no payments provider is configured');
  }

  async payout(): Promise<PaymentOutcome> {
    throw new Error('no payments provider is configured');
  }
}

/**
 * The provider the settings ask for: `PAYMENTS_PROVIDER=demo`, or the demo one by default outside
 * production; in production, none until a real one is configured.
 */
export function paymentsProviderFor(
  config: Pick<ServerConfig, 'PAYMENTS_PROVIDER' | 'demo'>,
): PaymentsProvider {
  if (config.PAYMENTS_PROVIDER === 'demo' || config.demo) return new DemoPaymentsProvider();
  return new UnconfiguredPaymentsProvider();
}
