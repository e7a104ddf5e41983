import {
  CODES,
  STREAM_STATUS,
  type AdminGlobalBan,
  type AdminStreamRow,
} from '@touchline/api/contract';
import {
  ADMIN_PAGE_DEFAULT,
  EVERY_ROOM,
  normalizeSensitiveWord,
  type AdminStreamState,
} from '@touchline/domain';
import type { Queryable } from '../db/database.ts';
import { failure } from '../http/failure.ts';
import type { PlatformHandlers } from '../http/routes.ts';
import { adminAction, publishSite } from './admin-audit.ts';
import { epochMs } from './common.ts';
import { contentLanguage, translated } from './games.ts';
import { announceStatus, endStreamIn } from './live.ts';
import { banTarget, liftBansIn, writeBan } from './moderation.ts';

/**
 * The super-admin centre's live section (issue 22 §1 "Live", ADR 034). Every change goes through
 * `adminAction` (one audit row in its transaction) and through the live and moderation services'
 * own functions, so an operator's change has the effect a host's has:
 * - a force-stop ends a live stream as its host's stop does (`endStreamIn`), and tells its
 *   viewers' pages and chat on the `stream-status` topic once committed (`announceStatus`);
 * - a featured stream is shown first in the home page's live list while live (`listStreams`);
 *   no topic carries that list, so pages see it at their next load;
 * - the sensitive words are read by the chat at each post (no cache): a change masks the next
 *   message;
 * - a ban from every room (`*`) is checked by the chat at each post (`activeBan`), as a room
 *   ban is.
 */

/** The statuses each state of the filter holds. */
const STATE_STATUSES: Readonly<Record<AdminStreamState, number[]>> = {
  live: [STREAM_STATUS.live],
  reserved: [STREAM_STATUS.reserved],
  ended: [STREAM_STATUS.ended, STREAM_STATUS.cancelled],
};

function stateOf(status: number): AdminStreamState {
  if (status === STREAM_STATUS.live) return 'live';
  if (status === STREAM_STATUS.reserved) return 'reserved';
  return 'ended';
}

type StreamRow = {
  id: bigint | number;
  presenter_id: bigint | number;
  presenter_user_name: string;
  presenter_name: string;
  title: string;
  status: number;
  featured: boolean;
  viewers: number;
  start_time: Date;
  end_time: Date | null;
  rank: number;
  k: bigint | number | string;
};

/**
 * The list's order as a key: live streams (newest start first), then announced ones (soonest
 * first), then ended ones (latest end first); the id (newest first) breaks ties. `rank`, `k`
 * and `-id` ascending.
 */
const STREAM_SELECT = (language: string) => `select s.id, s.presenter_id,
         m.user_name as presenter_user_name,
         coalesce(nullif(m.nick_name, ''), m.user_name) as presenter_name,
         ${translated('s.titles', 's.title', language)} as title,
         s.status, s.featured, s.viewers, s.start_time, s.end_time,
         case s.status when 2 then 0 when 1 then 1 else 2 end as rank,
         (case when s.status = 2 then -floor(extract(epoch from s.start_time) * 1000)
               when s.status = 1 then floor(extract(epoch from s.start_time) * 1000)
               else -floor(extract(epoch from coalesce(s.end_time, s.start_time)) * 1000)
          end)::bigint as k
    from streams s join members m on m.id = s.presenter_id`;

function streamOut(r: StreamRow): AdminStreamRow {
  const status = Number(r.status) as AdminStreamRow['status'];
  return {
    id: Number(r.id),
    presenterId: Number(r.presenter_id),
    presenterName: r.presenter_name,
    presenterUserName: r.presenter_user_name,
    title: r.title,
    status,
    state: stateOf(status),
    featured: r.featured,
    viewers: status === STREAM_STATUS.live ? Number(r.viewers) : null,
    startTime: epochMs(r.start_time),
    endTime: r.end_time ? epochMs(r.end_time) : null,
  };
}

const cursorOf = (r: StreamRow) => `${Number(r.rank)}_${String(r.k)}_${String(r.id)}`;

function parseCursor(cursor: string): [number, string, string] {
  const [rank, k, id] = cursor.split('_');
  return [Number(rank), k!, `-${id!}`];
}

const streamNotFound = () => failure(CODES.notFound, 'streamNotFound');

async function streamOf(q: Queryable, id: number, language: string | null) {
  const [row] = await q.query<StreamRow>(`${STREAM_SELECT('$2')} where s.id = $1`, [
    id,
    contentLanguage(language),
  ]);
  if (!row) throw streamNotFound();
  return streamOut(row);
}

type BanRow = {
  id: bigint | number;
  member_id: bigint | number;
  user_name: string;
  nick_name: string;
  reason: string;
  banned_until: Date | null;
  operator: string;
  created_at: Date;
};

const BAN_SELECT = `select b.id, b.member_id, m.user_name,
         coalesce(nullif(m.nick_name, ''), m.user_name) as nick_name, b.reason, b.banned_until,
         o.user_name as operator, b.created_at
    from chat_bans b join members m on m.id = b.member_id join members o on o.id = b.operator_id`;

/** A ban from every room in force at `$1`. */
const GLOBAL_IN_FORCE = `b.room_id = '${EVERY_ROOM}' and b.lifted_at is null
      and (b.banned_until is null or b.banned_until > $1)`;

function banOut(r: BanRow): AdminGlobalBan {
  return {
    id: Number(r.id),
    memberId: Number(r.member_id),
    userName: r.user_name,
    nickName: r.nick_name,
    reason: r.reason,
    bannedUntil: r.banned_until ? epochMs(r.banned_until) : null,
    operator: r.operator,
    createdAt: epochMs(r.created_at),
  };
}

/** The member a ban names: by user name (any case), else by id when it is a number. */
async function memberOf(
  q: Queryable,
  who: string,
): Promise<{ userName: string } | { memberId: bigint }> {
  const [byName] = await q.query('select 1 from members where lower(user_name) = lower($1)', [who]);
  if (byName || !/^\d{1,18}$/.test(who)) return { userName: who };
  return { memberId: BigInt(who) };
}

export const adminLiveHandlers = {
  adminListStreams: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const limit = input.limit ?? ADMIN_PAGE_DEFAULT;
      const cursor = input.before === undefined ? null : parseCursor(input.before);
      const search = input.search ? input.search : null;
      const rows = await ctx.app.db.query<StreamRow>(
        `select * from (${STREAM_SELECT('$7')}
                 where ($1::int[] is null or s.status = any($1::int[]))
                   and ($2::text is null or position(lower($2) in lower(m.user_name)) > 0
                        or position(lower($2) in lower(coalesce(m.nick_name, ''))) > 0)) x
          where ($3::int is null or (x.rank, x.k, -x.id) > ($3::int, $4::bigint, $5::bigint))
          order by x.rank, x.k, x.id desc
          limit $6`,
        [
          input.state === undefined ? null : STATE_STATUSES[input.state],
          search,
          cursor?.[0] ?? null,
          cursor?.[1] ?? null,
          cursor?.[2] ?? null,
          limit + 1,
          contentLanguage(ctx.language),
        ],
      );
      const page = rows.slice(0, limit);
      return {
        list: page.map(streamOut),
        next: rows.length > limit ? cursorOf(page[page.length - 1]!) : null,
      };
    },
  },

  /** Ends a live stream as its host's stop does: its viewers' pages and chat hear it at once. */
  adminForceStopStream: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const status = await adminAction(
        ctx,
        {
          action: 'stream.forceStop',
          target: { kind: 'stream', id: input.id },
          reason: input.reason,
        },
        async (tx) => {
          const [row] = await tx.query<{ status: number }>(
            'select status from streams where id = $1 for update',
            [input.id],
          );
          if (!row) throw streamNotFound();
          // stopped already (by its host, or a repeated request): nothing to do, no row
          if (stateOf(Number(row.status)) === 'ended') {
            return { result: null, unchanged: true as const };
          }
          // an announced stream is refused as a host's stop is (`streamCannot_stop`)
          const ended = await endStreamIn(tx, input.id, ctx.member, 'stop', ctx.app.now());
          return { result: ended, before: { status: 'live' }, after: { status: 'ended' } };
        },
      );
      if (status !== null) announceStatus(ctx.app, { id: input.id, status, viewers: 0 });
      return streamOf(ctx.app.db, input.id, ctx.language);
    },
  },

  /** Features a stream on the home page (first in its live list while live), or stops. */
  adminFeatureStream: {
    access: 'superAdmin',
    async handle(input, ctx) {
      await adminAction(
        ctx,
        {
          action: input.featured ? 'stream.feature' : 'stream.unfeature',
          target: { kind: 'stream', id: input.id },
          reason: input.reason,
        },
        async (tx) => {
          const [row] = await tx.query<{ status: number; featured: boolean }>(
            'select status, featured from streams where id = $1 for update',
            [input.id],
          );
          if (!row) throw streamNotFound();
          if (row.featured === input.featured) return { result: null, unchanged: true as const };
          if (input.featured && stateOf(Number(row.status)) === 'ended') {
            throw failure(CODES.invalidRequest, 'adminStreamOver');
          }
          await tx.query('update streams set featured = $2 where id = $1', [
            input.id,
            input.featured,
          ]);
          return {
            result: null,
            before: { featured: row.featured },
            after: { featured: input.featured },
          };
        },
      );
      // open home pages and lobbies take their live lists again (the site topic)
      publishSite(ctx, 'streams');
      return streamOf(ctx.app.db, input.id, ctx.language);
    },
  },

  adminListSensitiveWords: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const limit = input.limit ?? ADMIN_PAGE_DEFAULT;
      const search = input.search ? input.search.toLowerCase() : null;
      const rows = await ctx.app.db.query<{ word: string }>(
        `select word from sensitive_words
          where ($1::text is null or position($1 in word) > 0) and ($2::text is null or word > $2)
          order by word limit $3`,
        [search, input.after ?? null, limit + 1],
      );
      const page = rows.slice(0, limit).map((r) => r.word);
      return { list: page, next: rows.length > limit ? page[page.length - 1]! : null };
    },
  },

  /** A word every chat masks from the next message on (the chat reads the list at each post). */
  adminAddSensitiveWord: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const word = normalizeSensitiveWord(input.word);
      if (word === null) throw failure(CODES.invalidRequest, 'adminWordNotListed');
      return adminAction(
        ctx,
        { action: 'chat.addWord', target: { kind: 'word', id: word }, reason: input.reason },
        async (tx) => {
          const added = await tx.query(
            'insert into sensitive_words (word) values ($1) on conflict do nothing returning word',
            [word],
          );
          if (added.length === 0) throw failure(CODES.invalidRequest, 'adminWordListed');
          return { result: { word }, before: null, after: { word } };
        },
      );
    },
  },

  adminRemoveSensitiveWord: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const word = normalizeSensitiveWord(input.word);
      if (word === null) throw failure(CODES.notFound, 'adminWordNotListed');
      return adminAction(
        ctx,
        { action: 'chat.removeWord', target: { kind: 'word', id: word }, reason: input.reason },
        async (tx) => {
          const removed = await tx.query(
            'delete from sensitive_words where word = $1 returning word',
            [word],
          );
          if (removed.length === 0) throw failure(CODES.notFound, 'adminWordNotListed');
          return { result: { word }, before: { word }, after: null };
        },
      );
    },
  },

  /** The bans from every room in force now, newest first. */
  adminListGlobalBans: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const limit = input.limit ?? ADMIN_PAGE_DEFAULT;
      const rows = await ctx.app.db.query<BanRow>(
        `${BAN_SELECT}
          where ${GLOBAL_IN_FORCE}
            and ($2::text is null or position(lower($2) in lower(m.user_name)) > 0)
            and ($3::bigint is null or b.id < $3)
          order by b.id desc limit $4`,
        [
          new Date(ctx.app.now()),
          input.search ? input.search : null,
          input.before ?? null,
          limit + 1,
        ],
      );
      const page = rows.slice(0, limit);
      return {
        list: page.map(banOut),
        next: rows.length > limit ? Number(page[page.length - 1]!.id) : null,
      };
    },
  },

  /**
   * Bans a member from every room (`*`) by the moderation's own rules (not oneself, never a super
   * admin): the chat refuses their next message, as it does under a room ban.
   */
  adminBanGlobal: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const now = ctx.app.now();
      let banId = 0;
      return adminAction(
        ctx,
        {
          action: 'chat.banGlobal',
          // the new ban's id is known inside the transaction: the target names it there
          target: {
            kind: 'chatBan',
            get id() {
              return banId;
            },
          },
          reason: input.reason,
        },
        async (tx) => {
          const memberId = await banTarget(tx, ctx.member, await memberOf(tx, input.member));
          // one ban from every room at a time, so that lifting it lets the member talk again
          await tx.query('select 1 from members where id = $1 for update', [memberId]);
          const [current] = await tx.query(
            `select 1 from chat_bans b where ${GLOBAL_IN_FORCE} and b.member_id = $2`,
            [new Date(now), memberId],
          );
          if (current) throw failure(CODES.invalidRequest, 'adminAlreadyBannedEverywhere');
          banId = await writeBan(
            tx,
            ctx.member,
            {
              roomId: EVERY_ROOM,
              memberId,
              reason: input.reason,
              durationMinutes: input.durationMinutes,
            },
            now,
          );
          const [row] = await tx.query<BanRow>(`${BAN_SELECT} where b.id = $1`, [banId]);
          const ban = banOut(row!);
          return {
            result: ban,
            before: null,
            after: { member: ban.userName, bannedUntil: ban.bannedUntil },
          };
        },
      );
    },
  },

  /** Lifts a ban from every room: the member may talk again at once. */
  adminLiftGlobalBan: {
    access: 'superAdmin',
    async handle(input, ctx) {
      return adminAction(
        ctx,
        { action: 'chat.liftBan', target: { kind: 'chatBan', id: input.id }, reason: input.reason },
        async (tx) => {
          const [row] = await tx.query<{ room_id: string; user_name: string }>(
            `select b.room_id, m.user_name from chat_bans b join members m on m.id = b.member_id
              where b.id = $1 for update of b`,
            [input.id],
          );
          if (!row || row.room_id !== EVERY_ROOM) {
            throw failure(CODES.notFound, 'adminGlobalBanNotFound');
          }
          const lifted = await liftBansIn(tx, ctx.member, [input.id], ctx.app.now());
          const result = { id: input.id, lifted: true };
          // lifted already: no second row
          if (lifted === 0) return { result, unchanged: true as const };
          return {
            result,
            before: { member: row.user_name, lifted: false },
            after: { member: row.user_name, lifted: true },
          };
        },
      );
    },
  },
} satisfies PlatformHandlers;
