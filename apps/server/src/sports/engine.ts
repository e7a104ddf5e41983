import { randomBytes } from 'node:crypto';
import { CODES, type BetOrder, type BetOrderStatus } from '@touchline/api/contract';
import {
  acceptsPriceChange,
  oddsChangePolicyForSetting,
  parseAmountToMinor,
  type Language,
} from '@touchline/domain';
import type { Database, Queryable } from '../db/database.ts';
import { Failure } from '../http/failure.ts';
import { money } from '../services/common.ts';
import {
  InsufficientFundsError,
  balanceOf,
  postMovement,
  type MovementType,
} from '../wallet/ledger.ts';
import { settledPair, type FeedMatch, type FeedUpdate, type SportsFeed } from './feed.ts';
import { firstPeriodName } from './markets.ts';
import { marketName, selectionName } from './names.ts';
import {
  legFactor,
  marketKeyOfMty,
  orderPayout,
  orderStatusFor,
  potentialReturnMinor,
  settleOutright,
  settleSelection,
  type LegResult,
  type MarketKey,
} from './settlement.ts';

/** A slip leg as the player picked it. */
export interface Pick {
  matchId: number;
  marketId: string;
  selectionId: string;
}

export interface Bettor {
  memberId: bigint;
  currency: string;
  language: Language;
  /** 1 accept any price change, 2 only better, 3 none. */
  oddsChange: 1 | 2 | 3;
}

export interface StakeLimits {
  minMinor: bigint;
  maxMinor: bigint;
}

/** Stake limits, the same in every wallet currency (amounts in the wallet's minor units). */
export const DEFAULT_STAKE_LIMITS: StakeLimits = { minMinor: 100n, maxMinor: 5_000_000n };
export function stakeLimits(_currency: string): StakeLimits {
  return DEFAULT_STAKE_LIMITS;
}

export const MAX_PARLAY_LEGS = 10;

export interface EngineOptions {
  /** In-play bets wait this long before they are accepted or rejected. */
  acceptDelayMs?: number;
  /** A cash-out quote is good for this long. */
  quoteTtlMs?: number;
  /** The house's cut of a cash-out's fair value. */
  cashOutMargin?: number;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

function newId(prefix: string): string {
  return `${prefix}${randomBytes(9).toString('base64url')}`;
}

/** `<matchId>.<mty>.<pe>.<line|n>` back to the market it names. */
export function parseMarketId(id: string): { matchId: number; key: MarketKey } | null {
  const m = /^(\d+)\.(\d+)\.(\d+)\.(-?\d+|n)$/.exec(id);
  if (!m) return null;
  const key = marketKeyOfMty(Number(m[2]), Number(m[3]), m[4] === 'n' ? null : Number(m[4]));
  return key ? { matchId: Number(m[1]), key } : null;
}

type OrderRow = {
  id: string;
  member_id: bigint;
  kind: 'single' | 'multiple';
  status: BetOrderStatus;
  stake_minor: bigint;
  currency: string;
  price: string;
  potential_return_minor: bigint;
  payout_minor: bigint | null;
  odds_change: number;
  accept_at: Date | null;
  placed_at: Date;
  settled_at: Date | null;
  reserve_id: string | null;
};

type LegRow = {
  order_id: string;
  leg_no: number;
  match_id: bigint;
  market_id: string;
  selection_id: string;
  sid: number;
  league_name: string;
  home_team: string;
  away_team: string;
  market_name: string;
  selection_name: string;
  price: string;
  line: string | null;
  result: LegResult | null;
};

/** Where a pick stands in the feed right now. */
interface Resolved {
  match: FeedMatch;
  marketId: string;
  selectionId: string;
  key: MarketKey;
  selectionKey: string;
  price: number;
  line: string | null;
  status: 'open' | 'suspended' | 'closed';
  q: number | null;
  marketName: string;
  selectionName: string;
}

/**
 * The betting engine: takes bets against the feed's prices, moving every stake through the
 * wallet ledger in the order's own transaction; accepts or rejects in-play bets after their
 * delay; settles, voids and cashes out exactly once; places and expires reserve bets.
 */
export class SportsEngine {
  readonly acceptDelayMs: number;
  readonly quoteTtlMs: number;
  readonly cashOutMargin: number;
  /** Called after money moved for a member (the realtime balance topic listens). */
  onBalance: (memberId: bigint, reason: 'bet' | 'payout' | 'cash-out') => void = () => undefined;

  constructor(
    private readonly db: Database,
    readonly feed: SportsFeed,
    private readonly now: () => number,
    options: EngineOptions = {},
  ) {
    this.acceptDelayMs = options.acceptDelayMs ?? 5_000;
    this.quoteTtlMs = options.quoteTtlMs ?? 10_000;
    this.cashOutMargin = options.cashOutMargin ?? 0.05;
  }

  // ---- the feed's side

  resolve(pick: Pick, language: Language): Resolved | null {
    const match = this.feed.match(pick.matchId);
    const parsed = parseMarketId(pick.marketId);
    if (!match || !parsed || parsed.matchId !== pick.matchId) return null;
    const market = match.markets.find((m) => m.id === pick.marketId);
    const selection = market?.selections.find((s) => s.id === pick.selectionId);
    if (!market || !selection) return null;
    const over = match.progress.phase === 'finished' || match.progress.phase === 'cancelled';
    const teams = { home: match.home.names[language], away: match.away.names[language] };
    const status = over ? 'closed' : market.status !== 'open' ? market.status : selection.status;
    return {
      match,
      marketId: market.id,
      selectionId: selection.id,
      key: market.def.key,
      selectionKey: selection.key,
      price: selection.price,
      line: selection.line,
      status,
      q: selection.q,
      marketName: marketName(market.def.key, language, firstPeriodName(match.model.profile)),
      selectionName:
        market.def.key.type === 'outright'
          ? (match.league.teams.find((t) => String(t.id) === selection.key)?.names[language] ??
            selection.key)
          : selectionName(market.def.key, selection.key, selection.line, teams, language),
    };
  }

  /** The slip's legs as they stand: price, line, status and stake limits. */
  quote(picks: readonly Pick[], bettor: { currency: string; language: Language }) {
    const { currency, language } = bettor;
    const limits = stakeLimits(currency);
    return picks.map((pick) => {
      const r = this.resolve(pick, language);
      return {
        ...pick,
        price: r?.price ?? 1.01,
        line: r?.line ?? null,
        status: r?.status ?? ('closed' as const),
        minStake: money(limits.minMinor),
        maxStake: money(limits.maxMinor),
      };
    });
  }

  private checkStake(stake: string, currency: string): bigint {
    const minor = parseAmountToMinor(stake);
    const limits = stakeLimits(currency);
    if (minor === null || minor <= 0n) {
      throw new Failure(CODES.invalidRequest, 'Enter a stake.');
    }
    if (minor < limits.minMinor) {
      throw new Failure(CODES.invalidRequest, `The lowest stake is ${money(limits.minMinor)}.`);
    }
    if (minor > limits.maxMinor) {
      throw new Failure(CODES.invalidRequest, `The highest stake is ${money(limits.maxMinor)}.`);
    }
    return minor;
  }

  /**
   * Checks a leg against the feed: open, and its price acceptable under the bettor's setting.
   * A refusal carries the latest quotes of the whole slip, so it can show them.
   */
  private checkLeg(
    pick: Pick & { price: number },
    bettor: Bettor,
    slip: readonly Pick[],
  ): Resolved {
    const r = this.resolve(pick, bettor.language);
    const latest = () => this.quote(slip, bettor);
    if (!r || r.status !== 'open') {
      throw new Failure(
        CODES.marketUnavailable,
        'This market is not available right now.',
        undefined,
        latest(),
      );
    }
    if (!acceptsPriceChange(pick.price, r.price, oddsChangePolicyForSetting(bettor.oddsChange))) {
      throw new Failure(
        CODES.priceChanged,
        `The price has changed to ${r.price}.`,
        undefined,
        latest(),
      );
    }
    return r;
  }

  private async debit(
    tx: Queryable,
    memberId: bigint,
    amountMinor: bigint,
    type: MovementType,
    reference: string,
    key: string,
  ) {
    try {
      return await postMovement(tx, {
        memberId,
        amountMinor,
        type,
        reference,
        idempotencyKey: key,
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw new Failure(CODES.insufficientFunds, 'Your balance is too low for this bet.');
      }
      throw error;
    }
  }

  private async insertOrder(
    tx: Queryable,
    order: {
      id: string;
      bettor: Bettor;
      kind: 'single' | 'multiple';
      status: 'pending' | 'accepted';
      stakeMinor: bigint;
      prices: number[];
      key: string;
      acceptAt: number | null;
      reserveId?: string;
    },
    legs: Resolved[],
  ) {
    const now = this.now();
    await tx.query(
      `insert into sports_orders (id, member_id, kind, status, stake_minor, currency, price,
         potential_return_minor, odds_change, idempotency_key, accept_at, placed_at, reserve_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        order.id,
        order.bettor.memberId,
        order.kind,
        order.status,
        order.stakeMinor,
        order.bettor.currency,
        exactProduct(order.prices),
        potentialReturnMinor(order.stakeMinor, order.prices),
        order.bettor.oddsChange,
        order.key,
        order.acceptAt === null ? null : new Date(order.acceptAt),
        new Date(now),
        order.reserveId ?? null,
      ],
    );
    for (const [i, leg] of legs.entries()) {
      const lang = order.bettor.language;
      await tx.query(
        `insert into sports_order_legs (order_id, leg_no, match_id, market_id, selection_id, sid,
           league_name, home_team, away_team, market_name, selection_name, price, line)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          order.id,
          i + 1,
          leg.match.id,
          leg.marketId,
          leg.selectionId,
          leg.match.sid,
          leg.match.league.names[lang],
          leg.match.home.names[lang],
          leg.match.away.names[lang],
          leg.marketName,
          leg.selectionName,
          order.prices[i]!.toFixed(2),
          leg.line,
        ],
      );
    }
  }

  private async ordersByKeys(memberId: bigint, keys: string[]): Promise<BetOrder[] | null> {
    const rows = await this.db.query<{ id: string; idempotency_key: string }>(
      'select id, idempotency_key from sports_orders where member_id = $1 and idempotency_key = any($2)',
      [memberId, keys],
    );
    if (rows.length === 0) return null;
    const byKey = new Map(rows.map((r) => [r.idempotency_key, r.id]));
    const ids = keys.map((k) => byKey.get(k)).filter((id): id is string => id !== undefined);
    return this.ordersById(memberId, ids);
  }

  /** Singles: one order per leg, each with its own stake; all placed or none. */
  async placeSingles(
    bettor: Bettor,
    bets: readonly (Pick & { price: number; stake: string })[],
    idempotencyKey: string,
  ): Promise<BetOrder[]> {
    const keys = bets.map((_, i) => `${idempotencyKey}#${i + 1}`);
    const prior = await this.ordersByKeys(bettor.memberId, keys);
    if (prior) return prior;
    const checked = bets.map((bet) => ({
      bet,
      stakeMinor: this.checkStake(bet.stake, bettor.currency),
      leg: this.checkLeg(bet, bettor, bets),
    }));
    const ids = bets.map(() => newId('S'));
    try {
      await this.db.transaction(async (tx) => {
        for (const [i, { stakeMinor, leg }] of checked.entries()) {
          const live = leg.match.progress.phase === 'live';
          await this.insertOrder(
            tx,
            {
              id: ids[i]!,
              bettor,
              kind: 'single',
              status: live ? 'pending' : 'accepted',
              stakeMinor,
              prices: [leg.price],
              key: keys[i]!,
              acceptAt: live ? this.now() + this.acceptDelayMs : null,
            },
            [leg],
          );
          await this.debit(
            tx,
            bettor.memberId,
            -stakeMinor,
            'bet-stake',
            ids[i]!,
            `sports-stake:${bettor.memberId}:${keys[i]}`,
          );
        }
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await this.ordersByKeys(bettor.memberId, keys);
      if (raced) return raced;
      throw error;
    }
    this.onBalance(bettor.memberId, 'bet');
    return this.ordersById(bettor.memberId, ids);
  }

  /** A multiple: 2 to 10 legs from different matches, one stake on the product of the prices. */
  async placeMultiple(
    bettor: Bettor,
    legs: readonly (Pick & { price: number })[],
    stake: string,
    idempotencyKey: string,
  ): Promise<BetOrder> {
    const prior = await this.ordersByKeys(bettor.memberId, [idempotencyKey]);
    if (prior?.[0]) return prior[0];
    if (legs.length < 2 || legs.length > MAX_PARLAY_LEGS) {
      throw new Failure(
        CODES.invalidRequest,
        `A multiple takes 2 to ${MAX_PARLAY_LEGS} selections.`,
      );
    }
    if (new Set(legs.map((l) => l.matchId)).size !== legs.length) {
      throw new Failure(CODES.invalidRequest, 'A multiple takes one selection per match.');
    }
    const stakeMinor = this.checkStake(stake, bettor.currency);
    const resolved = legs.map((leg) => this.checkLeg(leg, bettor, legs));
    if (resolved.some((r) => r.match.kind === 'outright' && legs.length > 1)) {
      // outrights settle weeks later: they are bet as singles
      throw new Failure(CODES.invalidRequest, 'Outrights cannot be part of a multiple.');
    }
    const live = resolved.some((r) => r.match.progress.phase === 'live');
    const id = newId('M');
    try {
      await this.db.transaction(async (tx) => {
        await this.insertOrder(
          tx,
          {
            id,
            bettor,
            kind: 'multiple',
            status: live ? 'pending' : 'accepted',
            stakeMinor,
            prices: resolved.map((r) => r.price),
            key: idempotencyKey,
            acceptAt: live ? this.now() + this.acceptDelayMs : null,
          },
          resolved,
        );
        await this.debit(
          tx,
          bettor.memberId,
          -stakeMinor,
          'bet-stake',
          id,
          `sports-stake:${bettor.memberId}:${idempotencyKey}`,
        );
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await this.ordersByKeys(bettor.memberId, [idempotencyKey]);
      if (raced?.[0]) return raced[0];
      throw error;
    }
    this.onBalance(bettor.memberId, 'bet');
    const [order] = await this.ordersById(bettor.memberId, [id]);
    return order!;
  }

  // ---- reading orders

  async ordersById(memberId: bigint, ids: readonly string[]): Promise<BetOrder[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<OrderRow>(
      'select * from sports_orders where member_id = $1 and id = any($2)',
      [memberId, [...ids]],
    );
    const views = await this.views(rows);
    const byId = new Map(views.map((v) => [v.id, v]));
    return ids.map((id) => byId.get(id)).filter((v): v is BetOrder => v !== undefined);
  }

  private async views(rows: OrderRow[]): Promise<BetOrder[]> {
    if (rows.length === 0) return [];
    const legs = await this.db.query<LegRow>(
      'select * from sports_order_legs where order_id = any($1) order by order_id, leg_no',
      [rows.map((r) => r.id)],
    );
    const byOrder = new Map<string, LegRow[]>();
    for (const leg of legs) byOrder.set(leg.order_id, [...(byOrder.get(leg.order_id) ?? []), leg]);
    return rows.map((row) => {
      const orderLegs = byOrder.get(row.id) ?? [];
      return {
        id: row.id,
        kind: row.kind,
        status: row.status,
        stake: money(row.stake_minor),
        price: Number(row.price),
        potentialReturn: money(row.potential_return_minor),
        payout: row.payout_minor === null ? null : money(row.payout_minor),
        legs: orderLegs.map((leg) => ({
          matchId: Number(leg.match_id),
          marketId: leg.market_id,
          selectionId: leg.selection_id,
          sid: leg.sid as BetOrder['legs'][number]['sid'],
          leagueName: leg.league_name,
          homeTeam: leg.home_team,
          awayTeam: leg.away_team,
          marketName: leg.market_name,
          selectionName: leg.selection_name,
          price: Number(leg.price),
          line: leg.line,
          result: leg.result,
        })),
        placedAt: new Date(row.placed_at).getTime(),
        settledAt: row.settled_at === null ? null : new Date(row.settled_at).getTime(),
        cashOutAvailable: row.status === 'accepted' && this.cashOutValue(row, orderLegs) !== null,
      };
    });
  }

  /** A member's bets, newest first: open ones, or settled ones. */
  async listBets(
    memberId: bigint,
    options: { settled: boolean; current: number; size: number; from?: number; to?: number },
  ) {
    const statuses = options.settled
      ? ['rejected', 'won', 'lost', 'void', 'cashedOut']
      : ['pending', 'accepted'];
    const where = `member_id = $1 and status = any($2)
      and ($3::timestamptz is null or placed_at >= $3) and ($4::timestamptz is null or placed_at <= $4)`;
    const params = [
      memberId,
      statuses,
      options.from === undefined ? null : new Date(options.from),
      options.to === undefined ? null : new Date(options.to),
    ];
    const [count] = await this.db.query<{ n: bigint }>(
      `select count(*)::bigint as n from sports_orders where ${where}`,
      params,
    );
    const rows = await this.db.query<OrderRow>(
      `select * from sports_orders where ${where} order by placed_at desc, id limit $5 offset $6`,
      [...params, options.size, (options.current - 1) * options.size],
    );
    return {
      records: await this.views(rows),
      total: Number(count?.n ?? 0),
      current: options.current,
      size: options.size,
    };
  }

  /** Where freshly placed orders stand; in-play bets due are decided first. */
  async statuses(memberId: bigint, ids: readonly string[]) {
    await this.processPending();
    const rows = await this.db.query<{ id: string; status: BetOrderStatus }>(
      'select id, status from sports_orders where member_id = $1 and id = any($2)',
      [memberId, [...ids]],
    );
    return rows.map((r) => ({ orderId: r.id, status: r.status }));
  }

  // ---- in-play acceptance

  /** Accepts or rejects in-play bets whose delay is over. */
  async processPending(): Promise<number> {
    const now = this.now();
    const due = await this.db.query<OrderRow>(
      `select * from sports_orders where status = 'pending' and accept_at <= $1 order by accept_at`,
      [new Date(now)],
    );
    for (const order of due) {
      const legs = await this.db.query<LegRow>(
        'select * from sports_order_legs where order_id = $1 order by leg_no',
        [order.id],
      );
      const policy = oddsChangePolicyForSetting(order.odds_change);
      const refusal = legs.find((leg) => {
        const r = this.resolve(
          { matchId: Number(leg.match_id), marketId: leg.market_id, selectionId: leg.selection_id },
          'en',
        );
        return !r || r.status !== 'open' || !acceptsPriceChange(Number(leg.price), r.price, policy);
      });
      if (refusal) {
        await this.refund(order, 'rejected', 'The price moved or the market closed.');
      } else {
        await this.db.query(
          `update sports_orders set status = 'accepted' where id = $1 and status = 'pending'`,
          [order.id],
        );
      }
    }
    return due.length;
  }

  private async refund(order: OrderRow, status: 'rejected' | 'void', reason: string | null) {
    const refunded = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `update sports_orders set status = $2, payout_minor = $3, settled_at = $4, reject_reason = $5
          where id = $1 and status in ('pending', 'accepted') returning id`,
        [order.id, status, order.stake_minor, new Date(this.now()), reason],
      );
      if (!row) return false;
      await postMovement(tx, {
        memberId: order.member_id,
        amountMinor: BigInt(order.stake_minor),
        type: 'bet-refund',
        reference: order.id,
        idempotencyKey: `sports-refund:${order.id}`,
      });
      return true;
    });
    if (refunded) this.onBalance(BigInt(order.member_id), 'payout');
  }

  // ---- settlement

  /** Settles every open leg of a finished or called-off match, then every order it completes. */
  async settleMatch(match: FeedMatch): Promise<number> {
    const phase = match.progress.phase;
    if (phase !== 'finished' && phase !== 'cancelled') return 0;
    // bets still waiting for acceptance on a match that is over are refused
    const waiting = await this.db.query<OrderRow>(
      `select o.* from sports_orders o where o.status = 'pending'
         and exists (select 1 from sports_order_legs l where l.order_id = o.id and l.match_id = $1)`,
      [match.id],
    );
    for (const order of waiting) await this.refund(order, 'rejected', 'The match ended.');
    const legs = await this.db.query<LegRow>(
      'select * from sports_order_legs where match_id = $1 and result is null',
      [match.id],
    );
    for (const leg of legs) {
      const result = legResult(match, leg);
      await this.db.query(
        'update sports_order_legs set result = $3 where order_id = $1 and leg_no = $2 and result is null',
        [leg.order_id, leg.leg_no, result],
      );
    }
    const orderIds = [...new Set(legs.map((l) => l.order_id))];
    let settled = 0;
    for (const id of orderIds) if (await this.settleOrder(id)) settled += 1;
    return settled;
  }

  /** Pays an order once all its legs have results (or loses it at its first lost leg). */
  async settleOrder(id: string): Promise<boolean> {
    const [order] = await this.db.query<OrderRow>('select * from sports_orders where id = $1', [
      id,
    ]);
    if (!order || order.status !== 'accepted') return false;
    const legs = await this.db.query<LegRow>(
      'select * from sports_order_legs where order_id = $1',
      [id],
    );
    const lost = legs.some((l) => l.result === 'lost');
    if (!lost && legs.some((l) => l.result === null)) return false;
    const stake = BigInt(order.stake_minor);
    const payout = lost
      ? 0n
      : orderPayout(
          stake,
          legs.map((l) => ({ result: l.result!, price: Number(l.price) })),
        );
    const status = orderStatusFor(stake, payout);
    const paid = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `update sports_orders set status = $2, payout_minor = $3, settled_at = $4
          where id = $1 and status = 'accepted' returning id`,
        [id, status, payout, new Date(this.now())],
      );
      if (!row) return false;
      if (payout > 0n) {
        await postMovement(tx, {
          memberId: order.member_id,
          amountMinor: payout,
          type: status === 'void' ? 'bet-refund' : 'bet-payout',
          reference: id,
          idempotencyKey: `sports-payout:${id}`,
        });
      }
      return true;
    });
    if (paid && payout > 0n) this.onBalance(BigInt(order.member_id), 'payout');
    return paid;
  }

  // ---- cash-out

  /**
   * The fair value of an open order now: the stake times the settled legs' factors times each
   * open leg's price × its current fair chance, less the house's cut, floored, never above the
   * potential return. Null when a leg's market is not open (no offer while it is suspended).
   */
  cashOutValue(order: OrderRow, legs: LegRow[]): bigint | null {
    let value = Number(order.stake_minor);
    for (const leg of legs) {
      if (leg.result !== null) {
        const f = legFactor(leg.result, Number(leg.price));
        value *= Number(f.num) / Number(f.den);
        continue;
      }
      const r = this.resolve(
        { matchId: Number(leg.match_id), marketId: leg.market_id, selectionId: leg.selection_id },
        'en',
      );
      if (!r || r.status !== 'open' || r.q === null) return null;
      value *= Number(leg.price) * r.q;
    }
    const offer = BigInt(Math.floor(value * (1 - this.cashOutMargin)));
    const cap = BigInt(order.potential_return_minor);
    const amount = offer > cap ? cap : offer;
    return amount > 0n ? amount : null;
  }

  async cashOutQuotes(memberId: bigint, orderIds: readonly string[]) {
    const now = this.now();
    const rows = await this.db.query<OrderRow>(
      'select * from sports_orders where member_id = $1 and id = any($2)',
      [memberId, [...orderIds]],
    );
    const quotes = [];
    for (const order of rows) {
      const legs = await this.db.query<LegRow>(
        'select * from sports_order_legs where order_id = $1',
        [order.id],
      );
      const amount = order.status === 'accepted' ? this.cashOutValue(order, legs) : null;
      const quoteId = newId('Q');
      if (amount !== null) {
        await this.db.query(
          `insert into sports_cash_out_quotes (id, order_id, member_id, amount_minor, expires_at)
           values ($1, $2, $3, $4, $5)`,
          [quoteId, order.id, memberId, amount, new Date(now + this.quoteTtlMs)],
        );
      }
      quotes.push({
        orderId: order.id,
        available: amount !== null,
        cashOutAmount: money(amount ?? 0n),
        quoteId,
        expiresAt: now + this.quoteTtlMs,
      });
    }
    return quotes;
  }

  /**
   * Executes a cash-out quote: refused when it expired, when the amount differs from the quote,
   * or when the value fell below it since; paid once, however often it is sent.
   */
  async cashOut(
    memberId: bigint,
    input: { orderId: string; quoteId: string; cashOutAmount: string },
  ): Promise<{
    orderId: string;
    status: 'accepted' | 'rejected' | 'pending';
    cashOutAmount: string;
  }> {
    const now = this.now();
    const [quote] = await this.db.query<{
      id: string;
      order_id: string;
      amount_minor: bigint;
      expires_at: Date;
      used_at: Date | null;
    }>('select * from sports_cash_out_quotes where id = $1 and member_id = $2', [
      input.quoteId,
      memberId,
    ]);
    if (!quote || quote.order_id !== input.orderId) {
      throw new Failure(CODES.notFound, 'This cash-out offer does not exist.');
    }
    const amount = BigInt(quote.amount_minor);
    if (parseAmountToMinor(input.cashOutAmount) !== amount) {
      throw new Failure(CODES.invalidRequest, 'The amount does not match the offer.');
    }
    const [order] = await this.db.query<OrderRow>(
      'select * from sports_orders where id = $1 and member_id = $2',
      [input.orderId, memberId],
    );
    if (!order) throw new Failure(CODES.notFound, 'This bet does not exist.');
    if (quote.used_at !== null) {
      // the same offer sent again: it was paid once, answer as then
      return { orderId: order.id, status: 'accepted', cashOutAmount: money(amount) };
    }
    const legs = await this.db.query<LegRow>(
      'select * from sports_order_legs where order_id = $1',
      [order.id],
    );
    const current = order.status === 'accepted' ? this.cashOutValue(order, legs) : null;
    if (new Date(quote.expires_at).getTime() <= now || current === null || current < amount) {
      return { orderId: order.id, status: 'rejected', cashOutAmount: money(current ?? 0n) };
    }
    const paid = await this.db.transaction(async (tx) => {
      const [used] = await tx.query<{ id: string }>(
        'update sports_cash_out_quotes set used_at = $2 where id = $1 and used_at is null returning id',
        [quote.id, new Date(now)],
      );
      const [row] = await tx.query<{ id: string }>(
        `update sports_orders set status = 'cashedOut', payout_minor = $2, settled_at = $3
          where id = $1 and status = 'accepted' returning id`,
        [order.id, amount, new Date(now)],
      );
      if (!used || !row) throw new Failure(CODES.marketUnavailable, 'This bet is already settled.');
      await postMovement(tx, {
        memberId,
        amountMinor: amount,
        type: 'cash-out',
        reference: order.id,
        idempotencyKey: `sports-cashout:${order.id}`,
      });
      return true;
    });
    if (paid) this.onBalance(memberId, 'cash-out');
    return { orderId: order.id, status: 'accepted', cashOutAmount: money(amount) };
  }

  // ---- reserve bets

  async reserve(
    bettor: Bettor,
    input: Pick & {
      targetPrice: number;
      stake: string;
      expiresAt?: number;
      idempotencyKey: string;
    },
  ) {
    const [prior] = await this.db.query<ReserveRow>(
      'select * from sports_reserve_bets where member_id = $1 and idempotency_key = $2',
      [bettor.memberId, input.idempotencyKey],
    );
    if (prior) return reserveView(prior);
    const r = this.resolve(input, bettor.language);
    if (!r || r.status === 'closed' || r.match.kind !== 'match') {
      throw new Failure(CODES.marketUnavailable, 'This market is not available right now.');
    }
    if (r.match.progress.phase !== 'upcoming') {
      throw new Failure(CODES.marketUnavailable, 'Reserve bets are taken only before the start.');
    }
    const stakeMinor = this.checkStake(input.stake, bettor.currency);
    const now = this.now();
    const expiresAt = Math.min(input.expiresAt ?? r.match.startsAt, r.match.startsAt);
    if (expiresAt <= now) {
      throw new Failure(CODES.invalidRequest, 'The reserve bet would expire at once.');
    }
    const id = newId('R');
    const lang = bettor.language;
    try {
      await this.db.transaction(async (tx) => {
        await tx.query(
          `insert into sports_reserve_bets (id, member_id, match_id, market_id, selection_id,
             match_name, selection_name, target_price, stake_minor, currency, odds_change, language,
             status, idempotency_key, created_at, expires_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'waiting', $13, $14, $15)`,
          [
            id,
            bettor.memberId,
            input.matchId,
            input.marketId,
            input.selectionId,
            `${r.match.home.names[lang]} – ${r.match.away.names[lang]}`,
            r.selectionName,
            input.targetPrice.toFixed(2),
            stakeMinor,
            bettor.currency,
            bettor.oddsChange,
            lang,
            input.idempotencyKey,
            new Date(now),
            new Date(expiresAt),
          ],
        );
        // the stake is held from the start, so the bet can be placed the moment the price comes
        await this.debit(
          tx,
          bettor.memberId,
          -stakeMinor,
          'bet-stake',
          id,
          `sports-reserve:${bettor.memberId}:${input.idempotencyKey}`,
        );
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    this.onBalance(bettor.memberId, 'bet');
    const [row] = await this.db.query<ReserveRow>(
      'select * from sports_reserve_bets where member_id = $1 and idempotency_key = $2',
      [bettor.memberId, input.idempotencyKey],
    );
    // the price may already be there
    await this.triggerReserves(row!.match_id);
    const [fresh] = await this.db.query<ReserveRow>(
      'select * from sports_reserve_bets where id = $1',
      [row!.id],
    );
    return reserveView(fresh!);
  }

  async listReserves(
    memberId: bigint,
    options: { current: number; size: number; status?: string },
  ) {
    const where = 'member_id = $1 and ($2::text is null or status = $2)';
    const params = [memberId, options.status ?? null];
    const [count] = await this.db.query<{ n: bigint }>(
      `select count(*)::bigint as n from sports_reserve_bets where ${where}`,
      params,
    );
    const rows = await this.db.query<ReserveRow>(
      `select * from sports_reserve_bets where ${where} order by created_at desc, id limit $3 offset $4`,
      [...params, options.size, (options.current - 1) * options.size],
    );
    return {
      records: rows.map(reserveView),
      total: Number(count?.n ?? 0),
      current: options.current,
      size: options.size,
    };
  }

  async cancelReserve(memberId: bigint, id: string): Promise<void> {
    const [row] = await this.db.query<ReserveRow>(
      'select * from sports_reserve_bets where id = $1 and member_id = $2',
      [id, memberId],
    );
    if (!row) throw new Failure(CODES.notFound, 'This reserve bet does not exist.');
    if (row.status === 'cancelled') return;
    if (row.status !== 'waiting') {
      throw new Failure(CODES.invalidRequest, 'This reserve bet is no longer waiting.');
    }
    await this.endReserve(row, 'cancelled');
  }

  private async endReserve(row: ReserveRow, status: 'cancelled' | 'expired') {
    const ended = await this.db.transaction(async (tx) => {
      const [updated] = await tx.query<{ id: string }>(
        `update sports_reserve_bets set status = $2 where id = $1 and status = 'waiting' returning id`,
        [row.id, status],
      );
      if (!updated) return false;
      await postMovement(tx, {
        memberId: row.member_id,
        amountMinor: BigInt(row.stake_minor),
        type: 'bet-refund',
        reference: row.id,
        idempotencyKey: `sports-reserve-refund:${row.id}`,
      });
      return true;
    });
    if (ended) this.onBalance(BigInt(row.member_id), 'payout');
  }

  /** Places the waiting reserve bets of a match whose price reached their target. */
  async triggerReserves(matchId: bigint | number): Promise<number> {
    const rows = await this.db.query<ReserveRow>(
      `select * from sports_reserve_bets where match_id = $1 and status = 'waiting'`,
      [matchId],
    );
    let placed = 0;
    for (const row of rows) {
      const language = row.language as Language;
      const r = this.resolve(
        { matchId: Number(row.match_id), marketId: row.market_id, selectionId: row.selection_id },
        language,
      );
      if (!r || r.status !== 'open' || r.match.progress.phase !== 'upcoming') continue;
      if (r.price < Number(row.target_price)) continue;
      const orderId = newId('S');
      const bettor: Bettor = {
        memberId: BigInt(row.member_id),
        currency: row.currency,
        language,
        oddsChange: row.odds_change as 1 | 2 | 3,
      };
      const done = await this.db.transaction(async (tx) => {
        const [claimed] = await tx.query<{ id: string }>(
          `update sports_reserve_bets set status = 'placed', order_id = null
            where id = $1 and status = 'waiting' returning id`,
          [row.id],
        );
        if (!claimed) return false;
        await this.insertOrder(
          tx,
          {
            id: orderId,
            bettor,
            kind: 'single',
            status: 'accepted',
            stakeMinor: BigInt(row.stake_minor),
            prices: [r.price],
            key: `reserve:${row.id}`,
            acceptAt: null,
            reserveId: row.id,
          },
          [r],
        );
        await tx.query('update sports_reserve_bets set order_id = $2 where id = $1', [
          row.id,
          orderId,
        ]);
        return true;
      });
      if (done) placed += 1;
    }
    return placed;
  }

  /** Reserve bets whose time ran out (or whose match started) expire and return their stake. */
  async expireReserves(): Promise<number> {
    const now = this.now();
    const rows = await this.db.query<ReserveRow>(
      `select * from sports_reserve_bets where status = 'waiting'`,
    );
    let expired = 0;
    for (const row of rows) {
      const match = this.feed.match(Number(row.match_id));
      const started = !match || match.progress.phase !== 'upcoming';
      if (new Date(row.expires_at).getTime() <= now || started) {
        await this.endReserve(row, 'expired');
        expired += 1;
      }
    }
    return expired;
  }

  /** What the engine does with each feed update: settle, trigger reserves, expire. */
  async handle(update: FeedUpdate): Promise<void> {
    const match = this.feed.match(update.matchId);
    if (!match) return;
    if (update.kind === 'finished' || update.kind === 'cancelled') {
      await this.settleMatch(match);
    } else if (update.kind === 'odds' && match.progress.phase === 'upcoming') {
      await this.triggerReserves(match.id);
    }
  }

  /** A pass of the periodic work: in-play acceptance and reserve expiry. */
  async tick(): Promise<void> {
    await this.processPending();
    await this.expireReserves();
  }

  /** The member's wallet for a bettor. */
  async bettor(memberId: bigint, language: Language, oddsChange: 1 | 2 | 3): Promise<Bettor> {
    const wallet = await balanceOf(this.db, memberId);
    if (!wallet) throw new Failure(CODES.insufficientFunds, 'Your wallet is not open.');
    return { memberId, currency: wallet.currency, language, oddsChange };
  }
}

type ReserveRow = {
  id: string;
  member_id: bigint;
  match_id: bigint;
  market_id: string;
  selection_id: string;
  match_name: string;
  selection_name: string;
  target_price: string;
  stake_minor: bigint;
  currency: string;
  odds_change: number;
  language: string;
  status: 'waiting' | 'placed' | 'cancelled' | 'expired';
  order_id: string | null;
  idempotency_key: string;
  created_at: Date;
  expires_at: Date;
};

function reserveView(row: ReserveRow) {
  return {
    id: row.id,
    matchId: Number(row.match_id),
    marketId: row.market_id,
    selectionId: row.selection_id,
    matchName: row.match_name,
    selectionName: row.selection_name,
    targetPrice: Number(row.target_price),
    stake: money(row.stake_minor),
    status: row.status,
    betOrderId: row.order_id,
    createdAt: new Date(row.created_at).getTime(),
    expiresAt: new Date(row.expires_at).getTime(),
  };
}

/** A leg's result from its match's end: void when the match was called off. */
function legResult(match: FeedMatch, leg: LegRow): LegResult {
  if (match.progress.phase === 'cancelled') return 'void';
  const parsed = parseMarketId(leg.market_id);
  if (!parsed) return 'void';
  const selectionKey = leg.selection_id.slice(leg.market_id.length + 1);
  if (parsed.key.type === 'outright') {
    return match.winnerId === null ? 'void' : settleOutright(selectionKey, match.winnerId);
  }
  const pair = settledPair(match.progress, parsed.key.quantity, parsed.key.period);
  if (!pair) return 'void';
  return settleSelection(parsed.key, selectionKey, pair);
}

/** The exact product of two-decimal prices as decimal text. */
function exactProduct(prices: readonly number[]): string {
  let num = 1n;
  let places = 0;
  for (const p of prices) {
    num *= BigInt(Math.round(p * 100));
    places += 2;
  }
  const text = num.toString().padStart(places + 1, '0');
  return `${text.slice(0, text.length - places)}.${text.slice(text.length - places)}`;
}
