import type { SportsFeed } from '../feed.ts';
import type { BetRepository } from './repository.ts';

export type BalanceReason = 'bet' | 'payout' | 'cash-out';

/** What each of the engine's jobs works with. */
export interface EngineContext {
  readonly repo: BetRepository;
  readonly feed: SportsFeed;
  readonly now: () => number;
  /**
   * Tells the realtime balance topic that money moved for a member; with the wallet as the
   * movement left it when that is known (nothing to read back).
   */
  balanceMoved(memberId: bigint, reason: BalanceReason, wallet?: WalletAfter): void;
}

/** A wallet's balance and currency as a movement left them. */
export interface WalletAfter {
  balanceMinor: bigint;
  currency: string;
}
