import {
  CODES,
  STREAM_STATUS,
  eventMessage,
  topics,
  type FollowOrder,
  type PushOrder,
  type PushOrderEvent,
  type PushOrderRecord,
  type CallRequest,
  type PlatformCalls,
} from '@touchline/api/contract';
import {
  DEFAULT_ODDS_CHANGE,
  LANGUAGES,
  acceptsPushPrice,
  maskAccount,
  maskSensitiveWords,
  parseAmountToMinor,
  pushOrderResult,
  winRateBasisPoints,
  type Language,
  type PushOrderResult,
} from '@touchline/domain';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { Failure } from '../http/failure.ts';
import { text } from '../http/messages.ts';
import type { CallContext, PlatformHandlers } from '../http/routes.ts';
import type { SportsEngine } from '../sports/engine.ts';
import { resolvePick, type Pick, type Resolved } from '../sports/engine/picks.ts';
import { amountPart, keyReused } from '../sports/engine/request-keys.ts';
import { selectionResult } from '../sports/engine/settlement-runner.ts';
import type { FeedMatch, SportsFeed } from '../sports/feed.ts';
import { epochMs, money } from './common.ts';
import { contentLanguage } from './games.ts';
import { hasRoomAccess } from './room-money.ts';

/**
 * Push orders and follow orders (issue 17 §3): a host recommends a selection to the viewers of
 * their live stream; a viewer follows it with a real bet of their own through the sportsbook's
 * engine; the push order's result comes from the match's settlement, and the host's results make
 * their public record.
 *
 * Decisions:
 * - A bet is pushed only into a live stream: an announced one has no room yet, and its pushes
 *   would be stale by the time it starts.
 * - The push records the sportsbook's current price, never the host's: a price no worse than the
 *   one the host saw is taken (as a slip under "accept better odds"), a worse one refused.
 * - Results are written when the engine settles the match (`settlePushOrdersOfMatch`, on every
 *   instance's leader, replayed after a restart as bets are); a read settles any push order whose
 *   match the feed has over but which is still open (a push that raced the settlement).
 * - A host's record is public: anyone, a visitor too, reads it by `presenterId`.
 */

/** How many push orders a room's list shows: every unsettled one first, then the latest. */
export const STREAM_PUSH_ORDERS_SHOWN = 50;

type PushNames = Partial<Record<Language, { match: string; market: string; selection: string }>>;

type PushRow = {
  id: bigint | number;
  stream_id: bigint | number;
  presenter_id: bigint | number;
  match_id: bigint | number;
  market_id: string;
  selection_id: string;
  price: string | number;
  stake_minor: bigint | number | null;
  analysis: string;
  names: PushNames;
  result: PushOrderResult | null;
  settled_at: Date | null;
  created_at: Date;
  followers: bigint | number;
};

const PUSH_SELECT = `select p.id, p.stream_id, p.presenter_id, p.match_id, p.market_id,
         p.selection_id, p.price, p.stake_minor, p.analysis, p.names, p.result, p.settled_at,
         p.created_at,
         (select count(*) from follow_orders f where f.push_order_id = p.id) as followers
    from push_orders p`;

const pickOfRow = (row: { match_id: bigint | number; market_id: string; selection_id: string }) =>
  ({
    matchId: Number(row.match_id),
    marketId: row.market_id,
    selectionId: row.selection_id,
  }) satisfies Pick;

/** Whether a pick takes bets now: its market and selection open, its match not over. */
function takesBets(resolved: Resolved | null): resolved is Resolved {
  if (!resolved || resolved.status !== 'open') return false;
  const phase = resolved.match.progress.phase;
  return phase === 'live' || phase === 'upcoming';
}

/** A push order's names in `language`, English where the row has none in it. */
function namesIn(names: PushNames, language: Language) {
  return names[language] ?? names.en ?? { match: '', market: '', selection: '' };
}

/**
 * The streams of `rows` whose push orders `reader` may not see: paid rooms they have not paid
 * for (their host and super admins always see them; `hasRoomAccess`).
 */
async function lockedStreams(
  q: Queryable,
  rows: readonly PushRow[],
  reader: bigint | null,
): Promise<Set<number>> {
  const locked = new Set<number>();
  for (const streamId of new Set(rows.map((r) => Number(r.stream_id)))) {
    if (!(await hasRoomAccess(q, streamId, reader))) locked.add(streamId);
  }
  return locked;
}

/** A push order as `reader` sees it: in a paid room they have not paid for, without its pick. */
function pushOrderOf(
  row: PushRow,
  language: Language,
  feed: SportsFeed | null,
  locked: boolean,
): PushOrder {
  const names = namesIn(row.names, language);
  const status: PushOrder['status'] =
    row.result !== null
      ? 'settled'
      : feed && takesBets(resolvePick(feed, pickOfRow(row), language))
        ? 'open'
        : 'closed';
  return {
    id: Number(row.id),
    streamId: Number(row.stream_id),
    presenterId: Number(row.presenter_id),
    matchId: Number(row.match_id),
    marketId: locked ? null : row.market_id,
    selectionId: locked ? null : row.selection_id,
    matchName: names.match,
    marketName: locked ? '' : names.market,
    selectionName: locked ? '' : names.selection,
    price: locked ? null : Number(row.price),
    stake: locked || row.stake_minor === null ? null : money(row.stake_minor),
    analysis: locked ? '' : row.analysis,
    followers: Number(row.followers),
    status,
    result: row.result,
    locked,
    createdAt: epochMs(row.created_at),
    settledAt: row.settled_at === null ? null : epochMs(row.settled_at),
  };
}

/** A pick's names in every language: the match as "home v away" (an outright: its league). */
function allNames(resolved: Resolved): PushNames {
  const names = resolved.allNames();
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const n = names[language];
      return [
        language,
        {
          match: resolved.match.kind === 'outright' ? n.league : `${n.home} v ${n.away}`,
          market: n.market,
          selection: n.selection,
        },
      ];
    }),
  );
}

function feedOf(ctx: CallContext): SportsFeed {
  const { feed } = ctx.app.sports;
  if (!feed) throw new Failure(CODES.internalError, text('serverError'));
  return feed;
}

function engineOf(ctx: CallContext): SportsEngine {
  const { engine } = ctx.app.sports;
  if (!engine) throw new Failure(CODES.internalError, text('serverError'));
  return engine;
}

/** Tells a room's sockets that one of its push orders was pushed or settled. */
function publishPushOrder(app: AppContext, event: PushOrderEvent): void {
  const topic = topics.pushOrders(event.roomId);
  app.sports.publish?.(topic, eventMessage(topic, event).data);
}

export interface SettledPushOrder {
  id: number;
  streamId: number;
  roomId: string;
}

/**
 * Gives each open push order of a match that ended (or was called off: void) its result, once:
 * what the engine does for bets, on the same update. Answers the push orders it settled.
 */
export async function settlePushOrdersOfMatch(
  q: Queryable,
  match: FeedMatch,
  now: number,
): Promise<SettledPushOrder[]> {
  const phase = match.progress.phase;
  if (phase !== 'finished' && phase !== 'cancelled') return [];
  const open = await q.query<{ id: bigint | number; market_id: string; selection_id: string }>(
    'select id, market_id, selection_id from push_orders where match_id = $1 and result is null',
    [match.id],
  );
  const settled: SettledPushOrder[] = [];
  for (const row of open) {
    const result = pushOrderResult(selectionResult(match, row.market_id, row.selection_id));
    const [done] = await q.query<{ stream_id: bigint | number; room_id: string }>(
      `update push_orders p set result = $2, settled_at = $3
         from streams s
        where p.id = $1 and p.result is null and s.id = p.stream_id
        returning p.stream_id, s.room_id`,
      [row.id, result, new Date(now)],
    );
    if (done) {
      settled.push({ id: Number(row.id), streamId: Number(done.stream_id), roomId: done.room_id });
    }
  }
  return settled;
}

/** Settles a match's push orders and tells their rooms (the engine's hook, on the leader). */
export async function settleAndPublishPushOrders(app: AppContext, match: FeedMatch) {
  const at = app.now();
  for (const settled of await settlePushOrdersOfMatch(app.db, match, at)) {
    publishPushOrder(app, {
      kind: 'settled',
      roomId: settled.roomId,
      streamId: settled.streamId,
      pushOrderId: settled.id,
      at,
    });
  }
}

/**
 * Settles the push orders a read is about to show that are still open although the feed has
 * their match over (one pushed as the match's settlement ran): the read never shows one open
 * that the feed has settled.
 */
async function settleOverdue(
  ctx: CallContext,
  feed: SportsFeed,
  where: { presenterId: number } | { streamId: number },
) {
  const [column, id] =
    'presenterId' in where ? ['presenter_id', where.presenterId] : ['stream_id', where.streamId];
  const matches = await ctx.app.db.query<{ match_id: bigint | number }>(
    `select distinct match_id from push_orders where ${column} = $1 and result is null`,
    [id],
  );
  for (const { match_id } of matches) {
    const match = feed.match(Number(match_id));
    if (match && (match.progress.phase === 'finished' || match.progress.phase === 'cancelled')) {
      await settleAndPublishPushOrders(ctx.app, match);
    }
  }
}

const streamNotFound = () => new Failure(CODES.notFound, text('streamNotFound'));
const pushOrderNotFound = () => new Failure(CODES.notFound, text('pushOrderNotFound'));

/** A host's record: their push orders' results, those pushed in `period` when one is given. */
export async function recordOf(
  q: Queryable,
  presenterId: number,
  period?: { from: Date; to: Date },
): Promise<PushOrderRecord> {
  const [row] = await q.query<{
    won: bigint | number;
    lost: bigint | number;
    void: bigint | number;
    open: bigint | number;
  }>(
    `select count(*) filter (where result = 'won') as won,
            count(*) filter (where result = 'lost') as lost,
            count(*) filter (where result = 'void') as void,
            count(*) filter (where result is null) as open
       from push_orders
      where presenter_id = $1 and ($2::timestamptz is null or created_at >= $2)
        and ($3::timestamptz is null or created_at <= $3)`,
    [presenterId, period?.from ?? null, period?.to ?? null],
  );
  const won = Number(row?.won ?? 0);
  const lost = Number(row?.lost ?? 0);
  return {
    won,
    lost,
    void: Number(row?.void ?? 0),
    open: Number(row?.open ?? 0),
    winRate: winRateBasisPoints(won, lost),
  };
}

type FollowRow = {
  id: bigint | number;
  push_order_id: bigint | number;
  member_id: bigint | number;
  user_name: string;
  names: PushNames;
  stake_minor: bigint | number;
  price: string | number;
  bet_order_id: string;
  status: FollowOrder['status'];
  created_at: Date;
};

const FOLLOW_SELECT = `select f.id, f.push_order_id, f.member_id, m.user_name, p.names,
         o.stake_minor, o.price, f.bet_order_id, o.status, f.created_at
    from follow_orders f
    join push_orders p on p.id = f.push_order_id
    join sports_orders o on o.id = f.bet_order_id
    join members m on m.id = f.member_id`;

function followOrderOf(row: FollowRow, language: Language, reader: bigint): FollowOrder {
  const names = namesIn(row.names, language);
  return {
    id: Number(row.id),
    pushOrderId: Number(row.push_order_id),
    // a host sees their followers masked; a member their own name
    userName: BigInt(row.member_id) === reader ? row.user_name : maskAccount(row.user_name),
    matchName: names.match,
    marketName: names.market,
    selectionName: names.selection,
    stake: money(row.stake_minor),
    price: Number(row.price),
    betOrderId: row.bet_order_id,
    status: row.status,
    createdAt: epochMs(row.created_at),
  };
}

/** The follow order a member's request key made, if any. */
async function followByKey(q: Queryable, memberId: bigint, key: string) {
  const [row] = await q.query<FollowRow>(
    `${FOLLOW_SELECT} where f.member_id = $1 and f.idempotency_key = $2`,
    [memberId, key],
  );
  return row ?? null;
}

/** The engine's key of a follow's bet: apart from the member's own bet slips' keys. */
const betKeyOf = (key: string) => `follow:${key}`;

/**
 * The host of a live stream (or a super admin, `pusher`) pushes a selection to its viewers: it
 * must take bets now (its market open, its match live or upcoming), at a price no worse than the
 * host saw; the push keeps the current price, the names in every language and the masked
 * analysis, and the room hears of it. Answers the push as `language` reads it.
 */
export async function pushOrder(
  app: AppContext,
  member: { memberId: bigint; role: string },
  input: CallRequest<PlatformCalls['savePushOrder']>,
  language: Language,
): Promise<PushOrder> {
  const feed = app.sports.feed;
  if (!feed) throw new Failure(CODES.internalError, text('serverError'));
  const stakeMinor = input.stake === undefined ? null : parseAmountToMinor(input.stake);
  if (stakeMinor !== null && stakeMinor <= 0n) {
    throw new Failure(CODES.invalidRequest, text('pushStakeZero'));
  }
  const words = await app.db.query<{ word: string }>('select word from sensitive_words');
  const analysis = maskSensitiveWords(
    input.analysis ?? '',
    words.map((w) => w.word),
  );
  const { row, roomId } = await app.db.transaction(async (tx) => {
    // the stream stays live until the push is in (a stop waits for it)
    const [stream] = await tx.query<{
      presenter_id: bigint | number;
      status: number;
      room_id: string;
    }>('select presenter_id, status, room_id from streams where id = $1 for share', [
      input.streamId,
    ]);
    if (!stream) throw streamNotFound();
    if (member.role !== 'superAdmin' && BigInt(stream.presenter_id) !== member.memberId) {
      throw new Failure(CODES.forbidden, text('pushNotYourStream'));
    }
    if (Number(stream.status) !== STREAM_STATUS.live) {
      throw new Failure(CODES.invalidRequest, text('pushStreamNotLive'));
    }
    const resolved = resolvePick(feed, input, language);
    if (!resolved) throw new Failure(CODES.notFound, text('pushPickNotFound'));
    if (!takesBets(resolved)) {
      throw new Failure(CODES.marketUnavailable, text('marketUnavailable'));
    }
    if (!acceptsPushPrice(input.price, resolved.price)) {
      throw new Failure(CODES.priceChanged, text('pushPriceChanged', { price: resolved.price }));
    }
    const [inserted] = await tx.query<PushRow>(
      `with inserted as (
         insert into push_orders (stream_id, presenter_id, pushed_by, match_id, market_id,
           selection_id, price, stake_minor, analysis, names, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11)
         returning *)
       ${PUSH_SELECT.replace('from push_orders p', 'from inserted p')}`,
      [
        input.streamId,
        stream.presenter_id,
        member.memberId,
        input.matchId,
        input.marketId,
        input.selectionId,
        resolved.price.toFixed(2),
        stakeMinor,
        analysis,
        JSON.stringify(allNames(resolved)),
        new Date(app.now()),
      ],
    );
    return { row: inserted!, roomId: stream.room_id };
  });
  // the host (or a super admin) who pushed it sees it whole
  const pushed = pushOrderOf(row, language, feed, false);
  publishPushOrder(app, {
    kind: 'pushed',
    roomId,
    streamId: pushed.streamId,
    pushOrderId: pushed.id,
    at: pushed.createdAt,
  });
  return pushed;
}

export const pushOrderHandlers = {
  /**
   * The host of a live stream (or a super admin) pushes a selection to its viewers: it must take
   * bets now (its market open, its match live or upcoming), at a price no worse than the host saw;
   * the push keeps the current price, the names in every language and the masked analysis, and
   * the room hears of it.
   */
  savePushOrder: {
    access: 'anchor',
    async handle(input, ctx) {
      return pushOrder(ctx.app, ctx.member, input, contentLanguage(ctx.language));
    },
  },

  /**
   * A host's push orders, newest first, and their record: the host named by `presenterId` (a
   * host's record is public), else the caller's own; `streamId` narrows the page to one stream.
   */
  listPushOrders: {
    access: 'optional',
    async handle(input, ctx) {
      const { db } = ctx.app;
      const feed = feedOf(ctx);
      const language = contentLanguage(ctx.language);
      const reader = ctx.caller?.memberId ?? null;
      const { page, pageSize } = input;
      let presenterId: number;
      if (input.presenterId !== undefined) {
        const [presenter] = await db.query('select 1 from presenters where member_id = $1', [
          input.presenterId,
        ]);
        if (!presenter) throw new Failure(CODES.notFound, text('presenterNotFound'));
        presenterId = input.presenterId;
      } else if (reader !== null) {
        presenterId = Number(reader);
      } else {
        throw new Failure(CODES.invalidRequest, text('pushNameAHost'));
      }
      await settleOverdue(ctx, feed, { presenterId });
      const where = 'p.presenter_id = $1 and ($2::bigint is null or p.stream_id = $2)';
      const params = [presenterId, input.streamId ?? null];
      const [count] = await db.query<{ n: bigint | number }>(
        `select count(*) as n from push_orders p where ${where}`,
        params,
      );
      const rows = await db.query<PushRow>(
        `${PUSH_SELECT} where ${where} order by p.id desc limit $3 offset $4`,
        [...params, pageSize, (page - 1) * pageSize],
      );
      const locked = await lockedStreams(db, rows, reader);
      return {
        list: rows.map((row) =>
          pushOrderOf(row, language, feed, locked.has(Number(row.stream_id))),
        ),
        total: Number(count?.n ?? 0),
        page,
        pageSize,
        record: await recordOf(db, presenterId),
      };
    },
  },

  /** A stream's push orders for its viewers: every unsettled one first, then the latest settled. */
  listStreamPushOrders: {
    access: 'optional',
    async handle(input, ctx) {
      const { db } = ctx.app;
      const feed = feedOf(ctx);
      const [stream] = await db.query('select 1 from streams where id = $1', [input.streamId]);
      if (!stream) throw streamNotFound();
      await settleOverdue(ctx, feed, { streamId: input.streamId });
      const rows = await db.query<PushRow>(
        `${PUSH_SELECT} where p.stream_id = $1
          order by (p.result is null) desc, p.id desc limit $2`,
        [input.streamId, STREAM_PUSH_ORDERS_SHOWN],
      );
      const language = contentLanguage(ctx.language);
      const reader = ctx.caller?.memberId ?? null;
      const locked = await lockedStreams(db, rows, reader);
      return rows.map((row) => pushOrderOf(row, language, feed, locked.has(Number(row.stream_id))));
    },
  },

  /**
   * A viewer follows a push order: a real bet on its selection through the sportsbook's engine
   * (so in My bets, paid and settled as any), at the current price under the viewer's odds-change
   * setting, once per request key — a repeat answers the follow order the first one made.
   */
  saveFollowOrder: {
    access: 'member',
    async handle(input, ctx) {
      const { app, member } = ctx;
      const engine = engineOf(ctx);
      const language = contentLanguage(ctx.language);
      const reader = member.memberId;
      const prior = await followByKey(app.db, reader, input.idempotencyKey);
      if (prior) {
        const sameRequest =
          Number(prior.push_order_id) === input.pushOrderId &&
          BigInt(prior.stake_minor).toString() === amountPart(input.stake);
        if (!sameRequest) throw keyReused();
        return followOrderOf(prior, language, reader);
      }
      const [push] = await app.db.query<PushRow>(`${PUSH_SELECT} where p.id = $1`, [
        input.pushOrderId,
      ]);
      if (!push) throw pushOrderNotFound();
      if (BigInt(push.presenter_id) === reader) {
        throw new Failure(CODES.invalidRequest, text('cannotFollowOwnPush'));
      }
      // a paid room's push orders are followed once its fee is paid
      if (!(await hasRoomAccess(app.db, push.stream_id, reader))) {
        throw new Failure(CODES.forbidden, text('pushOrderLocked'));
      }
      const bettor = await engine.bettor(reader, language, input.oddsChange ?? DEFAULT_ODDS_CHANGE);
      let betOrderId: string;
      try {
        const [order] = await engine.placeSingles(
          bettor,
          [
            {
              ...pickOfRow(push),
              price: input.price ?? Number(push.price),
              stake: input.stake,
            },
          ],
          betKeyOf(input.idempotencyKey),
        );
        betOrderId = order!.id;
      } catch (error) {
        // the engine's refusal of a market that no longer takes bets, said of the push order
        if (error instanceof Failure && error.code === CODES.marketUnavailable) {
          throw new Failure(
            CODES.marketUnavailable,
            text('pushOrderClosed'),
            error.httpStatus,
            error.data,
          );
        }
        throw error;
      }
      // the bet is placed once per key (a racing repeat gets the same order): one row per bet
      await app.db.query(
        `insert into follow_orders (push_order_id, member_id, bet_order_id, idempotency_key,
           created_at)
         values ($1, $2, $3, $4, $5) on conflict do nothing`,
        [input.pushOrderId, reader, betOrderId, input.idempotencyKey, new Date(app.now())],
      );
      const made = await followByKey(app.db, reader, input.idempotencyKey);
      if (!made || made.bet_order_id !== betOrderId) throw keyReused();
      return followOrderOf(made, language, reader);
    },
  },

  /**
   * Follow orders, newest first: the caller's own, or (`view` "followers") those of the caller's
   * push orders — every push order's for a super admin — with the followers' names masked.
   */
  listFollowOrders: {
    access: 'member',
    async handle(input, ctx) {
      const { db } = ctx.app;
      const { member } = ctx;
      const { page, pageSize } = input;
      const followers = input.view === 'followers';
      const scope = !followers
        ? 'f.member_id = $1'
        : member.role === 'superAdmin'
          ? '$1::bigint is not null'
          : 'p.presenter_id = $1';
      const where = `${scope} and ($2::bigint is null or f.push_order_id = $2)`;
      const params = [member.memberId, input.pushOrderId ?? null];
      const [count] = await db.query<{ n: bigint | number }>(
        `select count(*) as n from follow_orders f
           join push_orders p on p.id = f.push_order_id where ${where}`,
        params,
      );
      const rows = await db.query<FollowRow>(
        `${FOLLOW_SELECT} where ${where} order by f.id desc limit $3 offset $4`,
        [...params, pageSize, (page - 1) * pageSize],
      );
      const language = contentLanguage(ctx.language);
      return {
        list: rows.map((row) => followOrderOf(row, language, member.memberId)),
        total: Number(count?.n ?? 0),
        page,
        pageSize,
      };
    },
  },
} satisfies Partial<PlatformHandlers>;
