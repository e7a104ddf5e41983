import type { BetOrderStatus } from '@touchline/api/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { debitSteps, postMovement, type Movement } from '../../wallet/ledger.ts';
import { orderPriceText, potentialReturnMinor, type LegResult } from '../settlement.ts';
import type { Bettor, LegNamesByLanguage, Resolved } from './picks.ts';

export type OrderRow = {
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

export type LegRow = {
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
  names: LegNamesByLanguage | null;
};

export type ReserveRow = {
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
  names: LegNamesByLanguage | null;
};

/** An idempotency key of a keyed sports call, with the request it was first sent with. */
export type RequestKeyRow = {
  call: string;
  fingerprint: string;
  /** A cash-out's answer, given to every repeat of it. */
  result: unknown;
};

/** A new order and its legs as the engine decided them. */
export interface NewOrder {
  id: string;
  bettor: Bettor;
  kind: 'single' | 'multiple';
  status: 'pending' | 'accepted';
  stakeMinor: bigint;
  prices: number[];
  key: string;
  acceptAt: number | null;
  placedAt: number;
  reserveId?: string;
}

/** An order's row and its legs' rows, as placed. */
export interface PlacedOrder {
  row: OrderRow;
  legs: LegRow[];
}

/** A page of rows and the number of rows in all. */
interface Paged<T> {
  rows: T[];
  total: number;
}

/** The columns' types of an order's and a leg's insert, in their order there. */
const ORDER_TYPES = [
  'text',
  'bigint',
  'text',
  'text',
  'bigint',
  'text',
  'numeric',
  'bigint',
  'smallint',
  'text',
  'timestamptz',
  'timestamptz',
  'text',
];
const LEG_TYPES = [
  'text',
  'smallint',
  'bigint',
  'text',
  'text',
  'integer',
  'text',
  'text',
  'text',
  'text',
  'text',
  'numeric',
  'text',
  'jsonb',
];

const SETTLED_STATUSES = ['rejected', 'won', 'lost', 'void', 'cashedOut'];
const OPEN_STATUSES = ['pending', 'accepted'];

/**
 * The betting engine's SQL, all of it: orders and their legs, cash-out payments and reserve bets.
 * Each method is one statement, or one transaction when it says so; the engine's jobs decide.
 */
/**
 * SQL that holds while the session behind a sports token (its hash, as the parameter `hash`) is
 * signed in: what a stake checks in its own statement (ADR 037).
 */
const signedInSql = (hash: string) => `exists (select from sports_tokens t
    join sessions s on s.token_hash = t.session_hash
   where t.token_hash = ${hash} and s.revoked_at is null)`;

export class BetRepository {
  constructor(readonly db: Database) {}

  // ---- orders

  /**
   * Inserts orders and their legs — with the request's key and the stakes' debits when they
   * come — in one statement (one round trip), in the caller's transaction or as one of its own;
   * answers their rows as written, so nothing needs reading back. With debits, nothing is
   * written unless the wallet covers them all (`debitSteps`): the answer says whether it did.
   * A unique violation when the key, an order's key or a debit's key is taken (on PostgreSQL a
   * racing insert of the same key waits for the first one's outcome): nothing is written.
   */
  async insertOrders(
    q: Queryable,
    orders: readonly { order: NewOrder; legs: readonly Resolved[] }[],
    options: {
      requestKey?: { memberId: bigint; key: string; call: string; fingerprint: string };
      debits?: readonly Movement[];
      /**
       * With debits: write nothing when the member has a time-out or self-exclusion running at
       * this time, or any loss limit (`restricted`), so that the common case, a member with
       * neither, needs no read before the statement (ADR 021); the caller then makes the full check.
       */
      guardAt?: number;
      /**
       * With debits: write nothing unless the session behind this sports token (its hash) is
       * still signed in (`signed-out`) — checked in the statement, so that a session revoked
       * anywhere stakes nothing more from its commit on, whatever the sports calls' guard kept
       * (ADR 037).
       */
      sportsTokenHash?: string;
    } = {},
  ): Promise<{
    placed: PlacedOrder[];
    debited: 'yes' | 'short' | 'no-wallet' | 'restricted' | 'signed-out';
    /** The wallet's balance once debited. */
    balanceMinor: bigint | null;
  }> {
    const placed = orders.map(({ order, legs }) => orderRows(order, legs));
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const values = (types: readonly string[], rows: readonly unknown[][]) =>
      `(values ${rows
        .map((row) => `(${row.map((value, i) => `${param(value)}::${types[i]}`).join(', ')})`)
        .join(', ')})`;
    const { requestKey, debits } = options;
    // with debits every insert waits for the wallet's (its row lock first), and only then writes
    const when = debits ? 'where exists (select from debited)' : '';
    const steps: string[] = [];
    const guarded = debits && options.guardAt !== undefined;
    if (guarded) {
      const m = param(debits[0]!.memberId);
      steps.push(
        `unrestricted as (select where not exists (select from rg_exclusions
            where member_id = ${m}::bigint and ends_at > ${param(new Date(options.guardAt!))}::timestamptz)
          and not exists (select from rg_limits where member_id = ${m}::bigint
            and kind in ('loss-day', 'loss-week', 'loss-month')))`,
      );
    }
    const signed = debits && options.sportsTokenHash !== undefined;
    if (signed) {
      steps.push(`signed_in as (select where ${signedInSql(param(options.sportsTokenHash))})`);
    }
    if (debits) {
      const conditions = [
        ...(guarded ? ['exists (select from unrestricted)'] : []),
        ...(signed ? ['exists (select from signed_in)'] : []),
      ];
      steps.push(
        debitSteps(param, debits, conditions.length > 0 ? conditions.join(' and ') : undefined),
      );
    }
    if (requestKey) {
      const { memberId, key, call, fingerprint } = requestKey;
      steps.push(
        `request_key as (insert into sports_request_keys (member_id, idempotency_key, call, fingerprint)
           select * from ${values(['bigint', 'text', 'text', 'text'], [[memberId, key, call, fingerprint]])} v ${when})`,
      );
    }
    steps.push(
      `orders as (insert into sports_orders (id, member_id, kind, status, stake_minor, currency,
         price, potential_return_minor, odds_change, idempotency_key, accept_at, placed_at, reserve_id)
       select * from ${values(
         ORDER_TYPES,
         placed.map(({ row }, i) => [
           row.id,
           row.member_id,
           row.kind,
           row.status,
           row.stake_minor,
           row.currency,
           row.price,
           row.potential_return_minor,
           row.odds_change,
           orders[i]!.order.key,
           row.accept_at,
           row.placed_at,
           row.reserve_id,
         ]),
       )} v ${when})`,
    );
    steps.push(
      `legs as (insert into sports_order_legs (order_id, leg_no, match_id, market_id, selection_id,
         sid, league_name, home_team, away_team, market_name, selection_name, price, line, names)
       select * from ${values(
         LEG_TYPES,
         placed
           .flatMap((p) => p.legs)
           .map((leg) => [
             leg.order_id,
             leg.leg_no,
             leg.match_id,
             leg.market_id,
             leg.selection_id,
             leg.sid,
             leg.league_name,
             leg.home_team,
             leg.away_team,
             leg.market_name,
             leg.selection_name,
             leg.price,
             leg.line,
             JSON.stringify(leg.names),
           ]),
       )} v ${when})`,
    );
    const memberId = debits ? param(debits[0]!.memberId) : 'null';
    const [row] = await q.query<{
      debited: boolean;
      wallet: boolean;
      unrestricted: boolean;
      signed_in: boolean;
      balance_minor: bigint | null;
    }>(
      `with ${steps.join(', ')}
       select ${debits ? 'exists (select from debited)' : 'true'} as debited,
         ${guarded ? 'exists (select from unrestricted)' : 'true'} as unrestricted,
         ${signed ? 'exists (select from signed_in)' : 'true'} as signed_in,
         ${debits ? '(select balance_minor from debited)' : 'null::bigint'} as balance_minor,
         ${debits ? `exists (select from wallets where member_id = ${memberId}::bigint)` : 'true'} as wallet`,
      params,
      // one text per shape of slip: a single's is the same every time
      { prepare: true },
    );
    return {
      placed,
      debited: row!.debited
        ? 'yes'
        : !row!.signed_in
          ? 'signed-out'
          : !row!.unrestricted
            ? 'restricted'
            : row!.wallet
              ? 'short'
              : 'no-wallet',
      balanceMinor: row!.balance_minor,
    };
  }

  /** Whether the session behind a sports token (its hash) is still signed in. */
  async signedIn(q: Queryable, sportsTokenHash: string): Promise<boolean> {
    const [row] = await q.query<{ signed_in: boolean }>(
      `select ${signedInSql('$1')} as signed_in`,
      [sportsTokenHash],
    );
    return row!.signed_in;
  }

  /** The ids of a member's orders placed under these idempotency keys, in the keys' order. */
  async orderIdsByKeys(memberId: bigint, keys: readonly string[]): Promise<string[]> {
    const rows = await this.db.query<{ id: string; idempotency_key: string }>(
      'select id, idempotency_key from sports_orders where member_id = $1 and idempotency_key = any($2)',
      [memberId, [...keys]],
    );
    const byKey = new Map(rows.map((r) => [r.idempotency_key, r.id]));
    return keys.map((k) => byKey.get(k)).filter((id): id is string => id !== undefined);
  }

  async ordersOf(memberId: bigint, ids: readonly string[]): Promise<OrderRow[]> {
    return this.db.query<OrderRow>(
      'select * from sports_orders where member_id = $1 and id = any($2)',
      [memberId, [...ids]],
    );
  }

  async order(id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.query<OrderRow>('select * from sports_orders where id = $1', [id]);
    return row;
  }

  async orderOf(memberId: bigint, id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.query<OrderRow>(
      'select * from sports_orders where id = $1 and member_id = $2',
      [id, memberId],
    );
    return row;
  }

  /** The legs of these orders, by order id, in leg order. */
  async legsOf(orderIds: readonly string[]): Promise<Map<string, LegRow[]>> {
    const byOrder = new Map<string, LegRow[]>();
    if (orderIds.length === 0) return byOrder;
    const legs = await this.db.query<LegRow>(
      'select * from sports_order_legs where order_id = any($1) order by order_id, leg_no',
      [[...orderIds]],
    );
    for (const leg of legs) byOrder.set(leg.order_id, [...(byOrder.get(leg.order_id) ?? []), leg]);
    return byOrder;
  }

  async legs(orderId: string): Promise<LegRow[]> {
    return (await this.legsOf([orderId])).get(orderId) ?? [];
  }

  /** A member's open or settled orders placed in a period, newest first. */
  async pageOrders(
    memberId: bigint,
    options: { settled: boolean; current: number; size: number; from?: number; to?: number },
  ): Promise<Paged<OrderRow>> {
    const where = `member_id = $1 and status = any($2)
      and ($3::timestamptz is null or placed_at >= $3) and ($4::timestamptz is null or placed_at <= $4)`;
    const params = [
      memberId,
      options.settled ? SETTLED_STATUSES : OPEN_STATUSES,
      options.from === undefined ? null : new Date(options.from),
      options.to === undefined ? null : new Date(options.to),
    ];
    return this.paged<OrderRow>('sports_orders', where, params, 'placed_at desc, id', options);
  }

  /** One page of a table's rows that match `where`, and how many match in all. */
  private async paged<T extends OrderRow | ReserveRow>(
    table: 'sports_orders' | 'sports_reserve_bets',
    where: string,
    params: readonly unknown[],
    orderBy: string,
    page: { current: number; size: number },
  ): Promise<Paged<T>> {
    const [count] = await this.db.query<{ n: bigint }>(
      `select count(*)::bigint as n from ${table} where ${where}`,
      params,
    );
    const n = params.length;
    const rows = await this.db.query<T>(
      `select * from ${table} where ${where} order by ${orderBy} limit $${n + 1} offset $${n + 2}`,
      [...params, page.size, (page.current - 1) * page.size],
    );
    return { rows, total: Number(count?.n ?? 0) };
  }

  async statuses(memberId: bigint, ids: readonly string[]) {
    return this.db.query<{ id: string; status: BetOrderStatus }>(
      'select id, status from sports_orders where member_id = $1 and id = any($2)',
      [memberId, [...ids]],
    );
  }

  /** In-play orders whose acceptance delay is over. */
  async pendingDue(now: number): Promise<OrderRow[]> {
    return this.db.query<OrderRow>(
      `select * from sports_orders where status = 'pending' and accept_at <= $1 order by accept_at`,
      [new Date(now)],
    );
  }

  /** Orders still waiting for acceptance with a leg on this match. */
  async pendingOnMatch(matchId: number): Promise<OrderRow[]> {
    return this.db.query<OrderRow>(
      `select o.* from sports_orders o where o.status = 'pending'
         and exists (select 1 from sports_order_legs l where l.order_id = o.id and l.match_id = $1)`,
      [matchId],
    );
  }

  async accept(orderId: string): Promise<void> {
    await this.db.query(
      `update sports_orders set status = 'accepted' where id = $1 and status = 'pending'`,
      [orderId],
    );
  }

  /** Ends an open order with its stake back, once (one transaction). */
  async refund(
    order: OrderRow,
    status: 'rejected' | 'void',
    reason: string | null,
    now: number,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `update sports_orders set status = $2, payout_minor = $3, settled_at = $4, reject_reason = $5
          where id = $1 and status in ('pending', 'accepted') returning id`,
        [order.id, status, order.stake_minor, new Date(now), reason],
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
  }

  /** The legs of a match still without a result. */
  async openLegsOfMatch(matchId: number): Promise<LegRow[]> {
    return this.db.query<LegRow>(
      'select * from sports_order_legs where match_id = $1 and result is null',
      [matchId],
    );
  }

  async setLegResult(leg: LegRow, result: LegResult): Promise<void> {
    await this.db.query(
      'update sports_order_legs set result = $3 where order_id = $1 and leg_no = $2 and result is null',
      [leg.order_id, leg.leg_no, result],
    );
  }

  /** Settles an accepted order and pays what it returns, once (one transaction). */
  async settle(
    order: OrderRow,
    status: BetOrderStatus,
    payoutMinor: bigint,
    now: number,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `update sports_orders set status = $2, payout_minor = $3, settled_at = $4
          where id = $1 and status = 'accepted' returning id`,
        [order.id, status, payoutMinor, new Date(now)],
      );
      if (!row) return false;
      if (payoutMinor > 0n) {
        await postMovement(tx, {
          memberId: order.member_id,
          amountMinor: payoutMinor,
          type: status === 'void' ? 'bet-refund' : 'bet-payout',
          reference: order.id,
          idempotencyKey: `sports-payout:${order.id}`,
        });
      }
      return true;
    });
  }

  // ---- idempotency keys of keyed calls (migration 032)

  async requestKey(
    q: Queryable,
    memberId: bigint,
    key: string,
  ): Promise<RequestKeyRow | undefined> {
    const [row] = await q.query<RequestKeyRow>(
      `select call, fingerprint, result from sports_request_keys
        where member_id = $1 and idempotency_key = $2`,
      [memberId, key],
    );
    if (row && typeof row.result === 'string') row.result = JSON.parse(row.result);
    return row;
  }

  /**
   * Takes a key for a request, in the caller's transaction; a unique violation when the key is
   * taken (on PostgreSQL a racing insert of the same key waits for the first one's outcome).
   */
  async insertRequestKey(
    tx: Queryable,
    memberId: bigint,
    request: { key: string; call: string; fingerprint: string },
    result: unknown = null,
  ): Promise<void> {
    await tx.query(
      `insert into sports_request_keys (member_id, idempotency_key, call, fingerprint, result)
       values ($1, $2, $3, $4, $5::jsonb)`,
      [
        memberId,
        request.key,
        request.call,
        request.fingerprint,
        result === null ? null : JSON.stringify(result),
      ],
    );
  }

  /** Keeps an answer under a key unless the key is taken; returns what the key holds now. */
  async rememberRequest(
    memberId: bigint,
    request: { key: string; call: string; fingerprint: string },
    result: unknown,
  ): Promise<RequestKeyRow> {
    await this.db.query(
      `insert into sports_request_keys (member_id, idempotency_key, call, fingerprint, result)
       values ($1, $2, $3, $4, $5::jsonb) on conflict (member_id, idempotency_key) do nothing`,
      [memberId, request.key, request.call, request.fingerprint, JSON.stringify(result)],
    );
    return (await this.requestKey(this.db, memberId, request.key))!;
  }

  // ---- cash-out

  /**
   * Pays the order out at a quoted amount and keeps the answer under the request's key (one
   * transaction); false when the order was cashed out or settled meanwhile (nothing moved, no
   * key kept). A unique violation when the key was taken meanwhile (nothing moved).
   */
  async payCashOut(
    memberId: bigint,
    orderId: string,
    amountMinor: bigint,
    now: number,
    request: { key: string; call: string; fingerprint: string },
    result: unknown,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `update sports_orders set status = 'cashedOut', payout_minor = $2, settled_at = $3
          where id = $1 and status = 'accepted' returning id`,
        [orderId, amountMinor, new Date(now)],
      );
      if (!row) return false;
      await this.insertRequestKey(tx, memberId, request, result);
      await postMovement(tx, {
        memberId,
        amountMinor,
        type: 'cash-out',
        reference: orderId,
        idempotencyKey: `sports-cashout:${orderId}`,
      });
      return true;
    });
  }

  // ---- reserve bets

  async insertReserve(
    tx: Queryable,
    reserve: {
      id: string;
      bettor: Bettor;
      matchId: number;
      marketId: string;
      selectionId: string;
      matchName: string;
      selectionName: string;
      names: LegNamesByLanguage;
      targetPrice: number;
      stakeMinor: bigint;
      key: string;
      createdAt: number;
      expiresAt: number;
    },
  ): Promise<void> {
    const { bettor } = reserve;
    await tx.query(
      `insert into sports_reserve_bets (id, member_id, match_id, market_id, selection_id,
         match_name, selection_name, target_price, stake_minor, currency, odds_change, language,
         status, idempotency_key, created_at, expires_at, names)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'waiting', $13, $14, $15,
         $16::jsonb)`,
      [
        reserve.id,
        bettor.memberId,
        reserve.matchId,
        reserve.marketId,
        reserve.selectionId,
        reserve.matchName,
        reserve.selectionName,
        reserve.targetPrice.toFixed(2),
        reserve.stakeMinor,
        bettor.currency,
        bettor.oddsChange,
        bettor.language,
        reserve.key,
        new Date(reserve.createdAt),
        new Date(reserve.expiresAt),
        JSON.stringify(reserve.names),
      ],
    );
  }

  async reserveByKey(memberId: bigint, key: string): Promise<ReserveRow | undefined> {
    const [row] = await this.db.query<ReserveRow>(
      'select * from sports_reserve_bets where member_id = $1 and idempotency_key = $2',
      [memberId, key],
    );
    return row;
  }

  async reserve(id: string, memberId?: bigint): Promise<ReserveRow | undefined> {
    const [row] = await this.db.query<ReserveRow>(
      'select * from sports_reserve_bets where id = $1 and ($2::bigint is null or member_id = $2)',
      [id, memberId ?? null],
    );
    return row;
  }

  async pageReserves(
    memberId: bigint,
    options: { current: number; size: number; status?: string },
  ): Promise<Paged<ReserveRow>> {
    const where = 'member_id = $1 and ($2::text is null or status = $2)';
    const params = [memberId, options.status ?? null];
    return this.paged<ReserveRow>(
      'sports_reserve_bets',
      where,
      params,
      'created_at desc, id',
      options,
    );
  }

  /** Waiting reserve bets: of one match, or all of them. */
  async waitingReserves(matchId?: bigint | number): Promise<ReserveRow[]> {
    return this.db.query<ReserveRow>(
      `select * from sports_reserve_bets where status = 'waiting'
         and ($1::bigint is null or match_id = $1)`,
      [matchId ?? null],
    );
  }

  /** Ends a waiting reserve bet with its stake back, once (one transaction). */
  async endReserve(row: ReserveRow, status: 'cancelled' | 'expired'): Promise<boolean> {
    return this.db.transaction(async (tx) => {
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
  }

  /** Claims a waiting reserve bet for placing; false when it is no longer waiting. */
  async claimReserve(tx: Queryable, id: string): Promise<boolean> {
    const [claimed] = await tx.query<{ id: string }>(
      `update sports_reserve_bets set status = 'placed', order_id = null
        where id = $1 and status = 'waiting' returning id`,
      [id],
    );
    return claimed !== undefined;
  }

  async linkReserve(tx: Queryable, id: string, orderId: string): Promise<void> {
    await tx.query('update sports_reserve_bets set order_id = $2 where id = $1', [id, orderId]);
  }
}

/** An order and its legs as the rows an insert writes (what a read of them would answer). */
export function orderRows(order: NewOrder, legs: readonly Resolved[]): PlacedOrder {
  const lang = order.bettor.language;
  return {
    row: {
      id: order.id,
      member_id: order.bettor.memberId,
      kind: order.kind,
      status: order.status,
      stake_minor: order.stakeMinor,
      currency: order.bettor.currency,
      price: orderPriceText(order.prices),
      potential_return_minor: potentialReturnMinor(order.stakeMinor, order.prices),
      payout_minor: null,
      odds_change: order.bettor.oddsChange,
      accept_at: order.acceptAt === null ? null : new Date(order.acceptAt),
      placed_at: new Date(order.placedAt),
      settled_at: null,
      reserve_id: order.reserveId ?? null,
    },
    legs: legs.map((leg, i) => ({
      order_id: order.id,
      leg_no: i + 1,
      match_id: BigInt(leg.match.id),
      market_id: leg.marketId,
      selection_id: leg.selectionId,
      sid: leg.match.sid,
      league_name: leg.match.league.names[lang],
      home_team: leg.match.home.names[lang],
      away_team: leg.match.away.names[lang],
      market_name: leg.marketName,
      selection_name: leg.selectionName,
      price: order.prices[i]!.toFixed(2),
      line: leg.line,
      result: null,
      names: leg.allNames(),
    })),
  };
}
