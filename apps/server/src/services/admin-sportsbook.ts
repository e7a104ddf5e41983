import {
  CODES,
  type AdminHold,
  type AdminMatchRow,
  type AdminBulletin,
  type AdminSportsMaintenance,
  type AdminVoidResult,
  type BetOrderStatus,
} from '@touchline/api/contract';
import { ADMIN_PAGE_DEFAULT, type AdminMatchState, type Language } from '@touchline/domain';
import type { Queryable } from '../db/database.ts';
import { failure } from '../http/failure.ts';
import type { CallContext, PlatformHandlers } from '../http/routes.ts';
import { NotFeedLeaderError, type FeedMatch, type SportsFeed } from '../sports/feed.ts';
import { orderPayout, orderStatusFor, type LegResult } from '../sports/settlement.ts';
import { marketView } from '../sports/views.ts';
import { postMovement } from '../wallet/ledger.ts';
import { adminAction, publishSite, type AuditValues } from './admin-audit.ts';
import { contentLanguage } from './games.ts';

/**
 * The super-admin centre's sportsbook section (issue 22, ADR 032): the feed's matches, and
 * operators' holds — a match or one market suspended until an operator reopens it. A hold is a
 * row of `sports_market_holds` (migration 059), written with its audit row in one transaction,
 * and the feed's own state: the market turns `suspended` at once, which the odds topic carries to
 * every open page (a bet slip locks the selection) and the bet placement refuses (code 462).
 */

function stateOf(match: FeedMatch): AdminMatchState {
  const { phase } = match.progress;
  return phase === 'upcoming' ? 'upcoming' : phase === 'live' ? 'live' : 'over';
}

function feedOf(ctx: CallContext): SportsFeed {
  const feed = ctx.app.sports.feed;
  if (!feed) throw failure(CODES.internalError, 'adminFeedElsewhere');
  return feed;
}

/** The holds of these matches, as the database keeps them: match id → market ids ('' whole). */
async function holdsOf(db: Queryable, matchIds: number[]): Promise<Map<number, Set<string>>> {
  const holds = new Map<number, Set<string>>();
  if (matchIds.length === 0) return holds;
  const rows = await db.query<{ match_id: bigint; market_id: string }>(
    'select match_id, market_id from sports_market_holds where match_id = any($1::bigint[])',
    [matchIds],
  );
  for (const row of rows) {
    const id = Number(row.match_id);
    const set = holds.get(id) ?? new Set<string>();
    set.add(row.market_id);
    holds.set(id, set);
  }
  return holds;
}

function matchRow(match: FeedMatch, holds: Set<string> | undefined, language: Language) {
  return {
    matchId: match.id,
    sid: match.sid,
    league: match.league.names[language],
    home: match.home.names[language],
    away: match.away.names[language],
    startsAt: match.startsAt,
    state: stateOf(match),
    held: holds?.has('') ?? false,
    heldMarkets: holds ? [...holds].filter((id) => id !== '').length : 0,
  } satisfies AdminMatchRow;
}

/** Every hold the database keeps, given to the feed (the leader's, when it starts or takes over). */
export async function restoreHolds(db: Queryable, feed: SportsFeed): Promise<void> {
  const rows = await db.query<{ match_id: bigint; market_id: string }>(
    'select match_id, market_id from sports_market_holds order by match_id, market_id',
  );
  for (const row of rows) {
    const id = Number(row.match_id);
    const match = feed.match(id);
    const marketId = row.market_id === '' ? null : row.market_id;
    // a match the feed has forgotten (long over) holds nothing any more
    if (!match || (marketId !== null && !match.markets.some((m) => m.id === marketId))) continue;
    feed.hold(id, marketId, true);
  }
}

async function isVoided(db: Queryable, matchId: number, marketId: string): Promise<boolean> {
  const rows = await db.query(
    'select 1 from sports_voided_markets where match_id = $1 and market_id = $2',
    [matchId, marketId],
  );
  return rows.length > 0;
}

/**
 * Voids a market in one transaction with its audit row: bets not yet accepted are refused with
 * their stake back, every open leg on the market is void, and each accepted bet that leaves
 * complete is paid what its legs return (a single: its stake) — through the ledger under the
 * settlement's own keys (`sports-refund:<order>`, `sports-payout:<order>`), so each stake comes
 * back once whatever runs at the same time. The market is held (suspended) for good.
 */
async function voidMarket(
  ctx: CallContext,
  input: { matchId: number; marketId: string; reason: string },
): Promise<AdminVoidResult> {
  const feed = feedOf(ctx);
  const match = feed.match(input.matchId);
  if (!match) throw failure(CODES.notFound, 'adminMatchNotFound');
  const market = match.markets.find((m) => m.id === input.marketId);
  if (!market) throw failure(CODES.notFound, 'adminMarketNotFound');
  if (stateOf(match) === 'over') throw failure(CODES.forbidden, 'adminMatchOver');
  const paid = new Set<bigint>();
  let holding = false;
  const now = new Date(ctx.app.now());
  try {
    const result = await adminAction(
      ctx,
      { action: 'market.void', target: { kind: 'market', id: market.id }, reason: input.reason },
      async (tx) => {
        const done: AdminVoidResult = {
          matchId: match.id,
          marketId: market.id,
          refunded: 0,
          legsVoided: 0,
        };
        const claimed = await tx.query(
          `insert into sports_voided_markets (match_id, market_id, voided_at, admin_id)
           values ($1, $2, $3, $4) on conflict do nothing returning match_id`,
          [match.id, market.id, now, ctx.member.memberId],
        );
        // voided already: nothing more to do, and no second row
        if (claimed.length === 0) return { result: done, unchanged: true as const };
        const before: AuditValues = { voided: false, status: market.status };
        const newHold = await tx.query(
          `insert into sports_market_holds (match_id, market_id, held_at, admin_id)
           values ($1, $2, $3, $4) on conflict do nothing returning match_id`,
          [match.id, market.id, now, ctx.member.memberId],
        );
        // bets still waiting for acceptance: refused, the stake back
        const pending = await tx.query<{ id: string; member_id: bigint; stake_minor: bigint }>(
          `select o.id, o.member_id, o.stake_minor from sports_orders o
            where o.status = 'pending' and exists (select 1 from sports_order_legs l
              where l.order_id = o.id and l.match_id = $1 and l.market_id = $2)
            order by o.id for update of o`,
          [match.id, market.id],
        );
        for (const order of pending) {
          const [row] = await tx.query(
            `update sports_orders set status = 'rejected', payout_minor = stake_minor,
                    settled_at = $2, reject_reason = $3
              where id = $1 and status = 'pending' returning id`,
            [order.id, now, 'The market was voided.'],
          );
          if (!row) continue;
          await postMovement(tx, {
            memberId: BigInt(order.member_id),
            amountMinor: BigInt(order.stake_minor),
            type: 'bet-refund',
            reference: order.id,
            idempotencyKey: `sports-refund:${order.id}`,
          });
          paid.add(BigInt(order.member_id));
          done.refunded += 1;
        }
        const voided = await tx.query<{ order_id: string }>(
          `update sports_order_legs set result = 'void'
            where match_id = $1 and market_id = $2 and result is null returning order_id`,
          [match.id, market.id],
        );
        for (const id of [...new Set(voided.map((l) => l.order_id))].sort()) {
          const [order] = await tx.query<{ member_id: bigint; stake_minor: bigint }>(
            `select member_id, stake_minor from sports_orders
              where id = $1 and status = 'accepted' for update`,
            [id],
          );
          if (!order) continue;
          const legs = await tx.query<{ result: LegResult | null; price: string }>(
            'select result, price from sports_order_legs where order_id = $1 order by leg_no',
            [id],
          );
          // a parlay with legs still to play goes on without this one (priced at 1)
          if (legs.some((l) => l.result === null || l.result === 'lost')) {
            done.legsVoided += 1;
            continue;
          }
          const stake = BigInt(order.stake_minor);
          const payout = orderPayout(
            stake,
            legs.map((l) => ({ result: l.result!, price: Number(l.price) })),
          );
          const status: BetOrderStatus = orderStatusFor(stake, payout);
          await tx.query(
            `update sports_orders set status = $2, payout_minor = $3, settled_at = $4
              where id = $1 and status = 'accepted'`,
            [id, status, payout, now],
          );
          if (payout > 0n) {
            await postMovement(tx, {
              memberId: BigInt(order.member_id),
              amountMinor: payout,
              type: status === 'void' ? 'bet-refund' : 'bet-payout',
              reference: id,
              idempotencyKey: `sports-payout:${id}`,
            });
            paid.add(BigInt(order.member_id));
          }
          done.refunded += 1;
        }
        if (newHold.length > 0) {
          feed.hold(match.id, market.id, true);
          holding = true;
        }
        return {
          result: done,
          before,
          after: {
            voided: true,
            status: market.status,
            betsVoided: done.refunded + done.legsVoided,
          },
        };
      },
    );
    // each member paid hears their new balance at once
    for (const memberId of paid) ctx.app.sports.engine?.onBalance(memberId, 'payout');
    return result;
  } catch (error) {
    if (holding) feed.hold(match.id, market.id, false);
    if (error instanceof NotFeedLeaderError) {
      throw failure(CODES.internalError, 'adminFeedElsewhere', {}, { httpStatus: 503 });
    }
    throw error;
  }
}

/** Suspends (`held`) or reopens a match or one market, audited; a repeat changes nothing. */
async function setHold(
  ctx: CallContext,
  input: { matchId: number; marketId?: string | undefined; reason: string },
  held: boolean,
): Promise<AdminHold> {
  const feed = feedOf(ctx);
  const match = feed.match(input.matchId);
  if (!match) throw failure(CODES.notFound, 'adminMatchNotFound');
  const marketId = input.marketId ?? null;
  const market = marketId === null ? null : match.markets.find((m) => m.id === marketId);
  if (market === undefined) throw failure(CODES.notFound, 'adminMarketNotFound');
  if (stateOf(match) === 'over') throw failure(CODES.forbidden, 'adminMatchOver');
  const result: AdminHold = { matchId: match.id, marketId, held };
  const statusOf = (): AuditValues => (market ? { status: market.status } : {});
  let applied = false;
  try {
    return await adminAction(
      ctx,
      {
        action: held ? 'market.suspend' : 'market.reopen',
        target: market ? { kind: 'market', id: market.id } : { kind: 'match', id: match.id },
        reason: input.reason,
      },
      async (tx) => {
        const [row] = await tx.query<{ held: boolean }>(
          `select true as held from sports_market_holds
            where match_id = $1 and market_id = $2 for update`,
          [match.id, marketId ?? ''],
        );
        const was = row !== undefined;
        if (was === held) return { result, unchanged: true as const };
        if (!held && market && (await isVoided(tx, match.id, market.id))) {
          throw failure(CODES.forbidden, 'adminMarketVoided');
        }
        const before: AuditValues = { held: was, ...statusOf() };
        if (held) {
          await tx.query(
            `insert into sports_market_holds (match_id, market_id, held_at, admin_id)
             values ($1, $2, $3, $4) on conflict do nothing`,
            [match.id, marketId ?? '', new Date(ctx.app.now()), ctx.member.memberId],
          );
        } else {
          await tx.query('delete from sports_market_holds where match_id = $1 and market_id = $2', [
            match.id,
            marketId ?? '',
          ]);
        }
        // the feed changes now: its odds event reaches every open page once it is sent
        feed.hold(match.id, marketId, held);
        applied = true;
        return { result, before, after: { held, ...statusOf() } };
      },
    );
  } catch (error) {
    // the row did not commit: the feed goes back to what the database says
    if (applied) feed.hold(match.id, marketId, !held);
    if (error instanceof NotFeedLeaderError) {
      throw failure(CODES.internalError, 'adminFeedElsewhere', {}, { httpStatus: 503 });
    }
    throw error;
  }
}

type BulletinRow = {
  id: bigint;
  title: Record<Language, string>;
  content: Record<Language, string>;
  pinned: boolean;
  published_at: Date;
  expires_at: Date | null;
};

function bulletinOut(row: BulletinRow, now: number): AdminBulletin {
  const expiresAt = row.expires_at === null ? null : new Date(row.expires_at).getTime();
  return {
    id: Number(row.id),
    title: row.title,
    content: row.content,
    pinned: row.pinned,
    publishedAt: new Date(row.published_at).getTime(),
    expiresAt,
    expired: expiresAt !== null && expiresAt <= now,
  };
}

/** A bulletin as its audit row records it. */
const bulletinValues = (b: AdminBulletin): AuditValues => ({
  title: b.title.en,
  pinned: b.pinned,
  expiresAt: b.expiresAt,
});

const bulletinNotFound = () => failure(CODES.notFound, 'adminBulletinNotFound');

/** One audited change of a bulletin: `change` updates the locked row and answers it. */
async function changeBulletin(
  ctx: CallContext,
  input: { id: number; reason: string },
  action: 'bulletin.pin' | 'bulletin.unpin' | 'bulletin.expire',
  change: (tx: Queryable, before: AdminBulletin) => Promise<BulletinRow | null>,
): Promise<AdminBulletin> {
  const now = ctx.app.now();
  const bulletin = await adminAction(
    ctx,
    { action, target: { kind: 'bulletin', id: input.id }, reason: input.reason },
    async (tx) => {
      const [row] = await tx.query<BulletinRow>(
        'select * from sports_bulletins where id = $1 for update',
        [input.id],
      );
      if (!row) throw bulletinNotFound();
      const before = bulletinOut(row, now);
      const changed = await change(tx, before);
      // nothing to change (pinned already, expired already): no audit row
      if (changed === null) return { result: before, unchanged: true as const };
      const after = bulletinOut(changed, now);
      return { result: after, before: bulletinValues(before), after: bulletinValues(after) };
    },
  );
  // members' open pages take their bulletins again (the site topic)
  publishSite(ctx, 'bulletins');
  return bulletin;
}

type SportsMaintenanceRow = {
  id: bigint;
  sports_config: { status: number; startTime: number; endTime: number; content: string };
};

/**
 * The sports maintenance operators set: maintenance notices of no site part (`points` empty, so
 * the site's banner does not read them) whose sports config is on — what the sports calls' guard
 * reads (`MAINTENANCE_SQL` in sports/routes.ts) to answer code 8 within the window.
 */
const SPORTS_MAINTENANCE_SQL = `select id, sports_config from maintenance_notices
  where points = '[]'::jsonb and sports_config is not null and (sports_config->>'status') = '1'
  order by id desc`;

function maintenanceOut(
  row: SportsMaintenanceRow | undefined,
  now: number,
): AdminSportsMaintenance {
  if (!row) return null;
  const { startTime, endTime, content } = row.sports_config;
  return {
    id: Number(row.id),
    startTime,
    endTime,
    message: content,
    active: now >= startTime && now < endTime,
  };
}

const maintenanceValues = (m: AdminSportsMaintenance): AuditValues | null =>
  m === null ? null : { from: m.startTime, to: m.endTime, message: m.message };

export const adminSportsbookHandlers = {
  adminGetSportsMaintenance: {
    access: 'superAdmin',
    async handle(_input, ctx) {
      const [row] = await ctx.app.db.query<SportsMaintenanceRow>(
        `${SPORTS_MAINTENANCE_SQL} limit 1`,
      );
      return maintenanceOut(row, ctx.app.now());
    },
  },

  adminSetSportsMaintenance: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const now = ctx.app.now();
      const set = await adminAction(
        ctx,
        {
          action: 'sports.maintenanceSet',
          target: { kind: 'sportsbook', id: 'maintenance' },
          reason: input.reason,
        },
        async (tx) => {
          // one window at a time: the one set before ends where this one is set
          const before = await tx.query<SportsMaintenanceRow>(
            `${SPORTS_MAINTENANCE_SQL} for update`,
          );
          await tx.query(
            `update maintenance_notices set sports_config = jsonb_set(sports_config, '{status}', '0')
              where id = any($1::bigint[])`,
            [before.map((r) => r.id)],
          );
          const config = {
            status: 1,
            startTime: input.startTime,
            endTime: input.endTime,
            content: input.message,
          };
          const [row] = await tx.query<SportsMaintenanceRow>(
            `insert into maintenance_notices
               (title, content, status, points, start_time, end_time, sports_config)
             values ('Sports maintenance', $1, 0, '[]'::jsonb, $2, $3, $4::jsonb)
             returning id, sports_config`,
            [
              input.message,
              new Date(input.startTime),
              new Date(input.endTime),
              JSON.stringify(config),
            ],
          );
          const after = maintenanceOut(row, now);
          return {
            result: after,
            before: maintenanceValues(maintenanceOut(before[0], now)),
            after: maintenanceValues(after),
          };
        },
      );
      // open sportsbook pages ask again, and meet the maintenance (code 8) at once
      publishSite(ctx, 'sports-maintenance');
      return set;
    },
  },

  adminEndSportsMaintenance: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const now = ctx.app.now();
      const ended = await adminAction(
        ctx,
        {
          action: 'sports.maintenanceEnd',
          target: { kind: 'sportsbook', id: 'maintenance' },
          reason: input.reason,
        },
        async (tx) => {
          const before = await tx.query<SportsMaintenanceRow>(
            `${SPORTS_MAINTENANCE_SQL} for update`,
          );
          if (before.length === 0) return { result: null, unchanged: true as const };
          await tx.query(
            `update maintenance_notices set sports_config = jsonb_set(sports_config, '{status}', '0')
              where id = any($1::bigint[])`,
            [before.map((r) => r.id)],
          );
          return {
            result: null,
            before: maintenanceValues(maintenanceOut(before[0], now)),
            after: null,
          };
        },
      );
      publishSite(ctx, 'sports-maintenance');
      return ended;
    },
  },

  adminListBulletins: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const limit = input.limit ?? ADMIN_PAGE_DEFAULT;
      const rows = await ctx.app.db.query<BulletinRow>(
        `select * from sports_bulletins where ($1::bigint is null or id < $1)
          order by id desc limit $2`,
        [input.before ?? null, limit + 1],
      );
      const page = rows.slice(0, limit);
      const now = ctx.app.now();
      return {
        list: page.map((r) => bulletinOut(r, now)),
        next: rows.length > limit ? Number(page[page.length - 1]!.id) : null,
      };
    },
  },

  adminCreateBulletin: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const now = ctx.app.now();
      let id = 0;
      const created = await adminAction(
        ctx,
        // the new row's id is known inside the transaction: the target names it there
        {
          action: 'bulletin.create',
          target: {
            kind: 'bulletin',
            get id() {
              return id;
            },
          },
          reason: input.reason,
        },
        async (tx) => {
          const [row] = await tx.query<BulletinRow>(
            `insert into sports_bulletins (title, content, pinned, published_at, expires_at)
             values ($1::jsonb, $2::jsonb, $3, $4, $5) returning *`,
            [
              JSON.stringify(input.title),
              JSON.stringify(input.content),
              input.pinned,
              new Date(now),
              input.expiresAt === undefined ? null : new Date(input.expiresAt),
            ],
          );
          const bulletin = bulletinOut(row!, now);
          id = bulletin.id;
          return { result: bulletin, before: null, after: bulletinValues(bulletin) };
        },
      );
      publishSite(ctx, 'bulletins');
      return created;
    },
  },

  adminPinBulletin: {
    access: 'superAdmin',
    handle: (input, ctx) =>
      changeBulletin(
        ctx,
        input,
        input.pinned ? 'bulletin.pin' : 'bulletin.unpin',
        async (tx, b) => {
          if (b.pinned === input.pinned) return null;
          const [row] = await tx.query<BulletinRow>(
            'update sports_bulletins set pinned = $2 where id = $1 returning *',
            [input.id, input.pinned],
          );
          return row!;
        },
      ),
  },

  adminExpireBulletin: {
    access: 'superAdmin',
    handle: (input, ctx) =>
      changeBulletin(ctx, input, 'bulletin.expire', async (tx, b) => {
        if (b.expired) return null;
        const [row] = await tx.query<BulletinRow>(
          'update sports_bulletins set expires_at = $2 where id = $1 returning *',
          [input.id, new Date(ctx.app.now())],
        );
        return row!;
      }),
  },

  adminListMatches: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const feed = feedOf(ctx);
      const limit = input.limit ?? ADMIN_PAGE_DEFAULT;
      const language = contentLanguage(ctx.language);
      const before = input.before;
      const found = feed
        .matches()
        .filter(
          (m) =>
            (input.sid === undefined || m.sid === input.sid) &&
            (input.state === undefined || stateOf(m) === input.state) &&
            (before === undefined || m.id < before),
        )
        .sort((a, b) => b.id - a.id);
      const page = found.slice(0, limit);
      const holds = await holdsOf(
        ctx.app.db,
        page.map((m) => m.id),
      );
      return {
        list: page.map((m) => matchRow(m, holds.get(m.id), language)),
        next: found.length > limit ? page[page.length - 1]!.id : null,
      };
    },
  },

  adminGetMatchMarkets: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const match = feedOf(ctx).match(input.matchId);
      if (!match) throw failure(CODES.notFound, 'adminMatchNotFound');
      const language = contentLanguage(ctx.language);
      const holds = (await holdsOf(ctx.app.db, [match.id])).get(match.id);
      const voided = new Set(
        (
          await ctx.app.db.query<{ market_id: string }>(
            'select market_id from sports_voided_markets where match_id = $1',
            [match.id],
          )
        ).map((r) => r.market_id),
      );
      return {
        match: matchRow(match, holds, language),
        markets: match.markets.map((market) => {
          const view = marketView(match, market, language);
          return {
            id: market.id,
            name: view.name,
            status: market.status,
            held: holds?.has(market.id) ?? false,
            voided: voided.has(market.id),
            selections: view.selections.map((s) => ({
              id: s.id,
              name: s.line === null || s.name.endsWith(s.line) ? s.name : `${s.name} ${s.line}`,
              price: s.price,
              status: s.status,
            })),
          };
        }),
      };
    },
  },

  adminSuspendMarket: {
    access: 'superAdmin',
    handle: (input, ctx) => setHold(ctx, input, true),
  },

  adminReopenMarket: {
    access: 'superAdmin',
    handle: (input, ctx) => setHold(ctx, input, false),
  },

  adminVoidMarket: {
    access: 'superAdmin',
    handle: (input, ctx) => voidMarket(ctx, input),
  },
} satisfies PlatformHandlers;
