import { CODES } from '@touchline/api/contract';
import type { Language } from '@touchline/domain';
import type { Database } from '../db/database.ts';
import { Failure } from '../http/failure.ts';
import { text } from '../http/messages.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { CashOutDesk } from './engine/cash-out.ts';
import type { BalanceReason, EngineContext, WalletAfter } from './engine/context.ts';
import { OrderBook } from './engine/orders.ts';
import type { Bettor, Pick } from './engine/picks.ts';
import { Placement } from './engine/placement.ts';
import { BetRepository } from './engine/repository.ts';
import { ReserveBook } from './engine/reserves.ts';
import { SettlementRunner } from './engine/settlement-runner.ts';
import type { FeedMatch, FeedUpdate, SportsFeed } from './feed.ts';

export { parseMarketId, type Bettor, type Pick } from './engine/picks.ts';

export interface EngineOptions {
  /** In-play bets wait this long before they are accepted or rejected. */
  acceptDelayMs?: number;
  /** A cash-out quote is good for this long. */
  quoteTtlMs?: number;
  /** The house's cut of a cash-out's fair value, in basis points (500: 5 %). */
  cashOutMarginBps?: number;
}

/**
 * The betting engine, a facade over its jobs (`engine/`): placement and in-play acceptance, the
 * settlement runner, cash-out and reserve bets, all over one repository that owns the SQL. Every
 * stake and payout moves through the wallet ledger in its order's transaction, exactly once.
 * Reads (`listBets`, `statuses`, `listReserves`) change nothing: deciding in-play bets, settling
 * and expiring is the ticker's work (`handle`, `tick`).
 */
export class SportsEngine {
  /** Called after money moved for a member (the realtime balance topic listens). */
  onBalance: (memberId: bigint, reason: BalanceReason, wallet?: WalletAfter) => void = () =>
    undefined;
  /**
   * Called once the engine settled a match that ended or was called off (on every such update,
   * so what it does must be idempotent): the live calls settle the push orders on it.
   */
  onMatchOver: (match: FeedMatch) => Promise<void> = async () => undefined;
  readonly placement: Placement;
  readonly settlement: SettlementRunner;
  readonly cashOutDesk: CashOutDesk;
  readonly reserves: ReserveBook;
  readonly orders: OrderBook;

  constructor(
    private readonly db: Database,
    readonly feed: SportsFeed,
    now: () => number,
    /** The server's secret (cash-out quotes are signed with a key derived from it). */
    secret: string,
    options: EngineOptions = {},
  ) {
    const ctx: EngineContext = {
      repo: new BetRepository(db),
      feed,
      now,
      balanceMoved: (memberId, reason, wallet) => this.onBalance(memberId, reason, wallet),
    };
    this.cashOutDesk = new CashOutDesk(
      ctx,
      options.quoteTtlMs ?? 10_000,
      options.cashOutMarginBps ?? 500,
      secret,
    );
    this.orders = new OrderBook(ctx.repo, this.cashOutDesk);
    this.placement = new Placement(ctx, options.acceptDelayMs ?? 5_000, this.orders);
    this.settlement = new SettlementRunner(ctx);
    this.reserves = new ReserveBook(ctx);
  }

  /**
   * The currency of each member's wallet, once read: a wallet is never deleted and its currency
   * never changes (wallet/ledger.ts), so a bet reads no wallet before its transaction. Bounded;
   * the oldest entry goes first.
   */
  private readonly currencies = new Map<bigint, string>();
  private static readonly CURRENCIES_KEPT = 50_000;

  /** The member's wallet for a bettor. */
  async bettor(memberId: bigint, language: Language, oddsChange: 1 | 2 | 3): Promise<Bettor> {
    let currency = this.currencies.get(memberId);
    if (currency === undefined) {
      const wallet = await balanceOf(this.db, memberId);
      if (!wallet) throw new Failure(CODES.insufficientFunds, text('walletNotOpen'));
      currency = wallet.currency;
      if (this.currencies.size >= SportsEngine.CURRENCIES_KEPT) {
        this.currencies.delete(this.currencies.keys().next().value!);
      }
      this.currencies.set(memberId, currency);
    }
    return { memberId, currency, language, oddsChange };
  }

  // ---- calls

  quote(picks: readonly Pick[], bettor: { currency: string; language: Language }) {
    return this.placement.quote(picks, bettor);
  }
  placeSingles(...args: Parameters<Placement['placeSingles']>) {
    return this.placement.placeSingles(...args);
  }
  placeMultiple(...args: Parameters<Placement['placeMultiple']>) {
    return this.placement.placeMultiple(...args);
  }
  ordersById(memberId: bigint, ids: readonly string[], language: Language) {
    return this.orders.byIds(memberId, ids, language);
  }
  listBets(...args: Parameters<OrderBook['page']>) {
    return this.orders.page(...args);
  }
  statuses(memberId: bigint, ids: readonly string[]) {
    return this.orders.statuses(memberId, ids);
  }
  cashOutQuotes(memberId: bigint, orderIds: readonly string[]) {
    return this.cashOutDesk.quotes(memberId, orderIds);
  }
  cashOut(...args: Parameters<CashOutDesk['cashOut']>) {
    return this.cashOutDesk.cashOut(...args);
  }
  reserve(...args: Parameters<ReserveBook['reserve']>) {
    return this.reserves.reserve(...args);
  }
  listReserves(...args: Parameters<ReserveBook['list']>) {
    return this.reserves.list(...args);
  }
  cancelReserve(memberId: bigint, id: string) {
    return this.reserves.cancel(memberId, id);
  }

  // ---- the ticker's work

  settleMatch(match: FeedMatch) {
    return this.settlement.settleMatch(match);
  }
  triggerReserves(matchId: bigint | number) {
    return this.reserves.trigger(matchId);
  }

  /** What the engine does with each feed update: settle, or trigger reserves. */
  async handle(update: FeedUpdate): Promise<void> {
    const match = this.feed.match(update.matchId);
    if (!match) return;
    if (update.kind === 'finished' || update.kind === 'cancelled') {
      await this.settlement.settleMatch(match);
      await this.onMatchOver(match);
    } else if (update.kind === 'odds' && match.progress.phase === 'upcoming') {
      await this.reserves.trigger(match.id);
    }
  }

  /** A pass of the periodic work: in-play acceptance and reserve expiry. */
  async tick(): Promise<void> {
    await this.placement.processPending();
    await this.reserves.expire();
  }
}
