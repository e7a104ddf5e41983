import type { BetOrder } from '@touchline/api/contract';
import type { Language } from '@touchline/domain';
import { money } from '../../services/common.ts';
import type { CashOutDesk } from './cash-out.ts';
import { namesIn } from './picks.ts';
import type { BetRepository, LegRow, OrderRow, PlacedOrder } from './repository.ts';

/**
 * Reading orders, with no side effect: the contract's `BetOrder` views of a member's bets, named
 * in the reader's language (a bet placed in Thai reads in English for a reader in English).
 */
export class OrderBook {
  constructor(
    private readonly repo: BetRepository,
    private readonly cashOut: CashOutDesk,
  ) {}

  async byIds(memberId: bigint, ids: readonly string[], language: Language): Promise<BetOrder[]> {
    if (ids.length === 0) return [];
    const views = await this.views(await this.repo.ordersOf(memberId, ids), language);
    const byId = new Map(views.map((v) => [v.id, v]));
    return ids.map((id) => byId.get(id)).filter((v): v is BetOrder => v !== undefined);
  }

  /** A member's bets, newest first: open ones, or settled ones. */
  async page(
    memberId: bigint,
    options: {
      settled: boolean;
      current: number;
      size: number;
      from?: number;
      to?: number;
      language: Language;
    },
  ) {
    const { rows, total } = await this.repo.pageOrders(memberId, options);
    return {
      records: await this.views(rows, options.language),
      total,
      current: options.current,
      size: options.size,
    };
  }

  /** Where orders stand, as last decided (the ticker accepts in-play bets, not this read). */
  async statuses(memberId: bigint, ids: readonly string[]) {
    const rows = await this.repo.statuses(memberId, ids);
    return rows.map((r) => ({ orderId: r.id, status: r.status }));
  }

  private async views(rows: OrderRow[], language: Language): Promise<BetOrder[]> {
    const legs = await this.repo.legsOf(rows.map((r) => r.id));
    return rows.map((row) => this.view(row, legs.get(row.id) ?? [], language));
  }

  /** The views of orders just placed, from the rows their transaction wrote (nothing read). */
  placedViews(placed: readonly PlacedOrder[], language: Language): BetOrder[] {
    return placed.map((p) => this.view(p.row, p.legs, language));
  }

  private view(row: OrderRow, orderLegs: readonly LegRow[], language: Language): BetOrder {
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      stake: money(row.stake_minor),
      price: Number(row.price),
      potentialReturn: money(row.potential_return_minor),
      payout: row.payout_minor === null ? null : money(row.payout_minor),
      legs: orderLegs.map((leg) => {
        const names = namesIn(leg.names, language);
        return {
          matchId: Number(leg.match_id),
          marketId: leg.market_id,
          selectionId: leg.selection_id,
          sid: leg.sid as BetOrder['legs'][number]['sid'],
          leagueName: names?.league ?? leg.league_name,
          homeTeam: names?.home ?? leg.home_team,
          awayTeam: names?.away ?? leg.away_team,
          marketName: names?.market ?? leg.market_name,
          selectionName: names?.selection ?? leg.selection_name,
          price: Number(leg.price),
          line: leg.line,
          result: leg.result,
        };
      }),
      placedAt: new Date(row.placed_at).getTime(),
      settledAt: row.settled_at === null ? null : new Date(row.settled_at).getTime(),
      cashOutAvailable: this.cashOut.value(row, orderLegs) !== null,
    };
  }
}
