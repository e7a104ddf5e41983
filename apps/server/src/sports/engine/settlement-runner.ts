import { settledPair, type FeedMatch } from '../feed.ts';
import {
  orderPayout,
  orderStatusFor,
  settleOutright,
  settleSelection,
  type LegResult,
} from '../settlement.ts';
import type { EngineContext } from './context.ts';
import { parseMarketId } from './picks.ts';

/**
 * The settlement runner: when a match is over, refuses its bets still waiting for acceptance,
 * gives each open leg its result and pays every order it completes — each exactly once.
 */
export class SettlementRunner {
  constructor(private readonly ctx: EngineContext) {}

  /** Settles every open leg of a finished or called-off match, then every order it completes. */
  async settleMatch(match: FeedMatch): Promise<number> {
    const { repo } = this.ctx;
    const phase = match.progress.phase;
    if (phase !== 'finished' && phase !== 'cancelled') return 0;
    // bets still waiting for acceptance on a match that is over are refused
    for (const order of await repo.pendingOnMatch(match.id)) {
      if (await repo.refund(order, 'rejected', 'The match ended.', this.ctx.now())) {
        this.ctx.balanceMoved(BigInt(order.member_id), 'payout');
      }
    }
    const legs = await repo.openLegsOfMatch(match.id);
    for (const leg of legs) {
      await repo.setLegResult(leg, selectionResult(match, leg.market_id, leg.selection_id));
    }
    let settled = 0;
    for (const id of new Set(legs.map((l) => l.order_id))) {
      if (await this.settleOrder(id)) settled += 1;
    }
    return settled;
  }

  /** Pays an order once all its legs have results (or loses it at its first lost leg). */
  async settleOrder(id: string): Promise<boolean> {
    const { repo } = this.ctx;
    const order = await repo.order(id);
    if (!order || order.status !== 'accepted') return false;
    const legs = await repo.legs(id);
    const lost = legs.some((l) => l.result === 'lost');
    if (!lost && legs.some((l) => l.result === null)) return false;
    const stake = BigInt(order.stake_minor);
    const payout = lost
      ? 0n
      : orderPayout(
          stake,
          legs.map((l) => ({ result: l.result!, price: Number(l.price) })),
        );
    const paid = await repo.settle(order, orderStatusFor(stake, payout), payout, this.ctx.now());
    if (paid && payout > 0n) this.ctx.balanceMoved(BigInt(order.member_id), 'payout');
    return paid;
  }
}

/**
 * A selection's result from its match's end (a bet's leg, a push order): void when the match
 * was called off.
 */
export function selectionResult(
  match: FeedMatch,
  marketId: string,
  selectionId: string,
): LegResult {
  if (match.progress.phase === 'cancelled') return 'void';
  const parsed = parseMarketId(marketId);
  if (!parsed) return 'void';
  const selectionKey = selectionId.slice(marketId.length + 1);
  if (parsed.key.type === 'outright') {
    return match.winnerId === null ? 'void' : settleOutright(selectionKey, match.winnerId);
  }
  const pair = settledPair(match.progress, parsed.key.quantity, parsed.key.period);
  if (!pair) return 'void';
  return settleSelection(parsed.key, selectionKey, pair);
}
