import { randomUUID } from 'node:crypto';
import {
  CODES,
  STREAM_DATA_RESOURCES,
  STREAM_STATUS,
  topics,
  type Stream,
} from '@touchline/api/contract';
import {
  canReserveStream,
  initialStreamStatus,
  parseAmountToMinor,
  streamTransition,
  type StreamAction,
} from '@touchline/domain';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { isUniqueViolation } from '../db/database.ts';
import { Failure } from '../http/failure.ts';
import { text } from '../http/messages.ts';
import type { CallContext, Caller, PlatformHandlers } from '../http/routes.ts';
import { epochMs, money } from './common.ts';
import { contentLanguage, translated } from './games.ts';
import { storeImage } from './media.ts';
import { feeTierOf } from './room-money.ts';
import { sourceUrl, videoLines, type VideoLine } from './video.ts';

/** The line a stream's `pullUrl` is on: the first, the preferred one. */
const preferredLine = (ctx: CallContext): VideoLine => videoLines(ctx.app.config)[0]!;

/** Statuses a stream list shows: live and reserved; ended and cancelled ones are gone. */
const LISTED_STATUSES = [STREAM_STATUS.live, STREAM_STATUS.reserved];

type StreamRow = {
  id: bigint | number;
  presenter_id: bigint | number;
  presenter_name: string;
  presenter_avatar_id: number;
  title: string;
  cover: string;
  status: number;
  game_id: bigint | number | null;
  sport_id: number | null;
  room_id: string;
  viewers: number;
  tags: string[];
  start_time: Date;
  end_time: Date | null;
  is_fee: boolean;
  fee_minor: bigint | number | null;
};

/** A stream as the contract has it; its playback address on the preferred line while live. */
function streamOf(r: StreamRow, line: VideoLine): Stream {
  return {
    id: Number(r.id),
    presenterId: Number(r.presenter_id),
    presenterName: r.presenter_name,
    presenterAvatarId: Number(r.presenter_avatar_id),
    title: r.title,
    cover: r.cover,
    status: Number(r.status) as Stream['status'],
    gameId: r.game_id === null ? null : Number(r.game_id),
    sportId: r.sport_id === null ? null : (Number(r.sport_id) as Stream['sportId']),
    roomId: r.room_id,
    viewers: Number(r.viewers),
    tags: r.tags,
    startTime: epochMs(r.start_time),
    endTime: r.end_time ? epochMs(r.end_time) : null,
    isFee: r.is_fee,
    fee: r.fee_minor === null ? null : money(r.fee_minor),
    // the playback address is only handed out while the stream is live
    pullUrl:
      Number(r.status) === STREAM_STATUS.live
        ? sourceUrl(line, { id: Number(r.id), roomId: r.room_id })
        : '',
  };
}

/** Cover tags kept by their English names (a jsonb array), each in the language at `language`. */
const translatedTags = (column: string, language: string) =>
  `(select coalesce(jsonb_agg(${translated('ct.names', 't.name', language)} order by t.ord),
                    '[]'::jsonb)
      from jsonb_array_elements_text(${column}) with ordinality t(name, ord)
      left join cover_tags ct on ct.name = t.name)`;

/**
 * A stream's columns, its title and cover tags in the language at `language` (a SQL parameter or
 * literal): a title's translation where the data has one (`titles`, migration 039; a host's own
 * title has none), each cover tag's name in that language (`cover_tags.names`), else as stored.
 */
const streamSelect = (language: string) => `select s.id, s.presenter_id,
                m.nick_name as presenter_name, m.avatar_id as presenter_avatar_id,
                ${translated('s.titles', 's.title', language)} as title, s.cover, s.status,
                s.game_id, s.sport_id, s.room_id, s.viewers,
                ${translatedTags('s.tags', language)} as tags,
                s.start_time, s.end_time, s.is_fee, s.fee_minor
           from streams s join members m on m.id = s.presenter_id`;

const streamNotFound = () => new Failure(CODES.notFound, text('streamNotFound'));

async function streamRow(q: Queryable, id: number, language: string | null): Promise<StreamRow> {
  const [row] = await q.query<StreamRow>(`${streamSelect('$2')} where s.id = $1`, [
    id,
    contentLanguage(language),
  ]);
  if (!row) throw streamNotFound();
  return row;
}

/**
 * Takes a stream for a change by `caller` under `action`: locked for the transaction, its host's
 * or a super admin's only, and the domain's state machine must allow the action from where the
 * stream is. Answers the row and the status the action leads to.
 */
async function takeForChange(tx: Queryable, id: number, caller: Caller, action: StreamAction) {
  const [row] = await tx.query<StreamRow>(
    `${streamSelect("'en'")} where s.id = $1 for update of s`,
    [id],
  );
  if (!row) throw streamNotFound();
  if (caller.role !== 'superAdmin' && BigInt(row.presenter_id) !== caller.memberId) {
    throw new Failure(CODES.forbidden, text('notYourStream'));
  }
  const next = streamTransition(Number(row.status), action);
  if (next === null) {
    throw new Failure(CODES.invalidRequest, text(`streamCannot_${action}`));
  }
  return { row, next };
}

/** The cover tags' English names (what a stream keeps) for the ids a host picked. */
async function coverTagNames(q: Queryable, tagIds: readonly number[] | undefined) {
  if (!tagIds || tagIds.length === 0) return [];
  const unique = [...new Set(tagIds)];
  const rows = await q.query<{ id: number; name: string }>(
    'select id, name from cover_tags where id = any($1::int[]) order by sort, id',
    [unique],
  );
  if (rows.length !== unique.length)
    throw new Failure(CODES.invalidRequest, text('unknownCoverTag'));
  return rows.map((r) => r.name);
}

const alreadyLive = () => new Failure(CODES.invalidRequest, text('hostAlreadyLive'));

/** Runs a write that may make the host's second live stream: refused with a clear reason. */
async function oneLiveStream<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyLive();
    throw error;
  }
}

/**
 * Tells everyone a stream's new status once it is committed: its viewers (the `stream-status`
 * topic, on every instance) and the sportsbook's "watch" links.
 */
export function announceStatus(
  app: AppContext,
  stream: Pick<Stream, 'id' | 'status' | 'viewers'>,
): void {
  app.sports.links?.invalidate();
  publishStatus(app, stream);
}

/** Tells a stream's followers (on every instance) its status and viewers, as they are now. */
export function publishStatus(
  app: AppContext,
  stream: Pick<Stream, 'id' | 'status' | 'viewers'>,
): void {
  app.sports.publish?.(topics.streamStatus(stream.id), {
    streamId: stream.id,
    status: stream.status,
    viewers: stream.viewers,
    at: app.now(),
  });
}

/**
 * Writes the end of a live or announced stream: ended, or cancelled (its reminders go too).
 * Answers false when the stream had already ended.
 */
export async function writeStreamEnd(
  q: Queryable,
  id: number,
  status: typeof STREAM_STATUS.ended | typeof STREAM_STATUS.cancelled,
  at: number,
): Promise<boolean> {
  const ended = await q.query(
    `update streams set status = $2, end_time = $3 where id = $1 and status = any($4::int[])
     returning id`,
    [id, status, new Date(at), [STREAM_STATUS.live, STREAM_STATUS.reserved]],
  );
  if (ended.length === 0) return false;
  if (status === STREAM_STATUS.cancelled) {
    await q.query('delete from stream_reservations where stream_id = $1', [id]);
  }
  return true;
}

/**
 * Ends a stream by `stop` (it was live) or `cancel` (it was announced: reminders go too) within
 * the transaction `tx`, as its host or a super admin (the live section's force-stop, ADR 034):
 * the status it ended in, to announce with `announceStatus` once committed.
 */
export async function endStreamIn(
  tx: Queryable,
  id: number,
  caller: Caller,
  action: 'stop' | 'cancel',
  at: number,
): Promise<typeof STREAM_STATUS.ended | typeof STREAM_STATUS.cancelled> {
  const { next } = await takeForChange(tx, id, caller, action);
  if (next !== STREAM_STATUS.ended && next !== STREAM_STATUS.cancelled) {
    throw new Error(`${action} leads to status ${next}`);
  }
  await writeStreamEnd(tx, id, next, at);
  return next;
}

/** Ends a stream by `stop` (it was live) or `cancel` (it was announced: reminders go too). */
async function endStream(ctx: CallContext, id: number, action: 'stop' | 'cancel') {
  const status = await ctx.app.db.transaction((tx) =>
    endStreamIn(tx, id, ctx.member, action, ctx.app.now()),
  );
  announceStatus(ctx.app, { id, status, viewers: 0 });
}

async function reservationCount(q: Queryable, id: number): Promise<number> {
  const [row] = await q.query<{ n: bigint | number }>(
    'select count(*) as n from stream_reservations where stream_id = $1',
    [id],
  );
  return Number(row?.n ?? 0);
}

const presenterNotFound = () => new Failure(CODES.notFound, text('presenterNotFound'));

type PresenterRow = {
  id: bigint | number;
  user_name: string;
  nick_name: string;
  avatar_id: number;
  introduction: string;
  avatar_url: string | null;
  tags: string[];
  followers: bigint | number;
  is_followed: boolean;
  live_stream_id: bigint | number | null;
};

/** A host's card as `viewer` (a member id, or null for a visitor) sees it. */
export async function presenterCard(
  q: Queryable,
  id: number,
  viewer: bigint | null,
  language: string | null,
) {
  const [row] = await q.query<PresenterRow>(
    `select m.id, m.user_name, m.nick_name, m.avatar_id, p.introduction, p.avatar_url,
            ${translatedTags('p.tags', '$4')} as tags,
            (select count(*) from presenter_follows f where f.presenter_id = p.member_id)
              as followers,
            exists (select 1 from presenter_follows f
                     where f.presenter_id = p.member_id and f.member_id = $2) as is_followed,
            (select s.id from streams s where s.presenter_id = p.member_id and s.status = $3)
              as live_stream_id
       from presenters p join members m on m.id = p.member_id
      where p.member_id = $1`,
    [id, viewer, STREAM_STATUS.live, contentLanguage(language)],
  );
  if (!row) throw presenterNotFound();
  return {
    id: Number(row.id),
    userName: row.user_name,
    nickName: row.nick_name || row.user_name,
    avatarId: Number(row.avatar_id),
    introduction: row.introduction,
    avatarUrl: row.avatar_url,
    tags: row.tags,
    followers: Number(row.followers),
    isFollowed: row.is_followed,
    liveStreamId: row.live_stream_id === null ? null : Number(row.live_stream_id),
  };
}

export const liveHandlers = {
  /**
   * A host starts a stream now, or announces one for a later start. One live stream per host
   * (the database's unique index says so too); the stream gets its own chat room.
   */
  saveStream: {
    access: 'anchor',
    async handle(input, ctx) {
      const { app, member } = ctx;
      const now = app.now();
      const feeMinor = input.fee === undefined ? null : parseAmountToMinor(input.fee);
      const isFee = input.isFee ?? feeMinor !== null;
      if (isFee && !(feeMinor !== null && feeMinor > 0n)) {
        throw new Failure(CODES.invalidRequest, text('streamFeeMissing'));
      }
      const status = initialStreamStatus(input.startTime, now);
      const stream = await oneLiveStream(() =>
        app.db.transaction(async (tx) => {
          const [presenter] = await tx.query('select 1 from presenters where member_id = $1', [
            member.memberId,
          ]);
          if (!presenter) throw new Failure(CODES.forbidden, text('notAHost'));
          // a paid room's fee is one of the tiers' prices in the host's currency (ADR 016)
          const tier = isFee ? await feeTierOf(tx, member.memberId, feeMinor!) : null;
          const tags = await coverTagNames(tx, input.tagIds);
          const [created] = await tx.query<{ id: bigint | number }>(
            `insert into streams (presenter_id, title, cover, status, game_id, sport_id, room_id,
               tags, start_time, is_fee, fee_minor, fee_tier_id)
             values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12)
             returning id`,
            [
              member.memberId,
              input.title,
              input.cover ?? '',
              status,
              input.gameId ?? null,
              input.sportId ?? null,
              `room-${randomUUID()}`,
              JSON.stringify(tags),
              new Date(status === STREAM_STATUS.live ? now : input.startTime!),
              isFee,
              tier?.feeMinor ?? null,
              tier?.id ?? null,
            ],
          );
          return streamOf(
            await streamRow(tx, Number(created!.id), ctx.language),
            preferredLine(ctx),
          );
        }),
      );
      announceStatus(app, stream);
      return stream;
    },
  },

  /** The host changes the title, cover, tags or (while announced) the planned start. */
  updateStream: {
    access: 'anchor',
    async handle(input, ctx) {
      const { app, member } = ctx;
      return app.db.transaction(async (tx) => {
        const { row } = await takeForChange(tx, input.id, member, 'update');
        if (input.startTime !== undefined) {
          if (Number(row.status) !== STREAM_STATUS.reserved) {
            throw new Failure(CODES.invalidRequest, text('streamStartFixed'));
          }
          if (input.startTime <= app.now()) {
            throw new Failure(CODES.invalidRequest, text('streamStartInPast'));
          }
        }
        const tags = input.tagIds === undefined ? null : await coverTagNames(tx, input.tagIds);
        await tx.query(
          // a new title has no translations: the old title's would be wrong
          `update streams set title = coalesce($2, title), cover = coalesce($3, cover),
                  titles = case when $2::text is null then titles else '{}'::jsonb end,
                  tags = coalesce($4::jsonb, tags), start_time = coalesce($5, start_time)
            where id = $1`,
          [
            input.id,
            input.title ?? null,
            input.cover ?? null,
            tags === null ? null : JSON.stringify(tags),
            input.startTime === undefined ? null : new Date(input.startTime),
          ],
        );
        return streamOf(await streamRow(tx, input.id, ctx.language), preferredLine(ctx));
      });
    },
  },

  /** The host of an announced stream goes live with it (its start becomes now). */
  startStream: {
    access: 'anchor',
    async handle(input, ctx) {
      const { app, member } = ctx;
      const stream = await oneLiveStream(() =>
        app.db.transaction(async (tx) => {
          const { next } = await takeForChange(tx, input.id, member, 'start');
          await tx.query('update streams set status = $2, start_time = $3 where id = $1', [
            input.id,
            next,
            new Date(app.now()),
          ]);
          return streamOf(await streamRow(tx, input.id, ctx.language), preferredLine(ctx));
        }),
      );
      announceStatus(app, stream);
      return stream;
    },
  },

  /** A live stream ends. */
  stopStream: {
    access: 'anchor',
    async handle(input, ctx) {
      await endStream(ctx, input.id, 'stop');
      return null;
    },
  },

  /** An announced stream is called off; its reminders go with it. */
  cancelStream: {
    access: 'anchor',
    async handle(input, ctx) {
      await endStream(ctx, input.id, 'cancel');
      return null;
    },
  },

  getStream: {
    access: 'optional',
    async handle(input, ctx) {
      return streamOf(await streamRow(ctx.app.db, input.id, ctx.language), preferredLine(ctx));
    },
  },

  getStreamStatus: {
    access: 'public',
    async handle(input, ctx) {
      const [row] = await ctx.app.db.query<{ status: number }>(
        'select status from streams where id = $1',
        [input.id],
      );
      if (!row) throw streamNotFound();
      return { id: input.id, status: Number(row.status) as Stream['status'] };
    },
  },

  /**
   * Announced streams, soonest first; `presenterId` narrows them to one host, `reservedByMe` to
   * those the caller asked to be reminded of.
   */
  listReservedStreams: {
    access: 'optional',
    async handle(input, ctx) {
      const { page, pageSize } = input;
      if (input.reservedByMe && !ctx.caller) return { list: [], total: 0, page, pageSize };
      const params = [
        STREAM_STATUS.reserved,
        input.presenterId ?? null,
        input.reservedByMe ? ctx.caller!.memberId : null,
      ];
      const where = `s.status = $1 and ($2::bigint is null or s.presenter_id = $2)
            and ($3::bigint is null or exists (
                  select 1 from stream_reservations r
                   where r.stream_id = s.id and r.member_id = $3))`;
      const [count] = await ctx.app.db.query<{ n: bigint | number }>(
        `select count(*) as n from streams s where ${where}`,
        params,
      );
      const rows = await ctx.app.db.query<StreamRow>(
        `${streamSelect('$6')} where ${where} order by s.start_time, s.id limit $4 offset $5`,
        [...params, pageSize, (page - 1) * pageSize, contentLanguage(ctx.language)],
      );
      return {
        list: rows.map((r) => streamOf(r, preferredLine(ctx))),
        total: Number(count?.n ?? 0),
        page,
        pageSize,
      };
    },
  },

  countStreamReservations: {
    access: 'public',
    async handle(input, ctx) {
      await streamRow(ctx.app.db, input.id, null);
      return reservationCount(ctx.app.db, input.id);
    },
  },

  /** A viewer asks to be reminded of an announced stream, or takes it back. */
  reserveStream: {
    access: 'member',
    async handle(input, ctx) {
      const { app, member } = ctx;
      return app.db.transaction(async (tx) => {
        const [row] = await tx.query<{ status: number }>(
          'select status from streams where id = $1 for share',
          [input.id],
        );
        if (!row) throw streamNotFound();
        if (input.reserved) {
          if (!canReserveStream(Number(row.status))) {
            throw new Failure(CODES.invalidRequest, text('streamNotReservable'));
          }
          await tx.query(
            `insert into stream_reservations (stream_id, member_id) values ($1, $2)
             on conflict do nothing`,
            [input.id, member.memberId],
          );
        } else {
          await tx.query(
            'delete from stream_reservations where stream_id = $1 and member_id = $2',
            [input.id, member.memberId],
          );
        }
        return {
          id: input.id,
          reserved: input.reserved,
          count: await reservationCount(tx, input.id),
        };
      });
    },
  },

  /** A host's public card: who they are, how many follow them, and what they present now. */
  getPresenter: {
    access: 'optional',
    async handle(input, ctx) {
      return presenterCard(ctx.app.db, input.id, ctx.caller?.memberId ?? null, ctx.language);
    },
  },

  /** A host changes their own card: the name shown, the introduction, the picture, the tags. */
  updatePresenter: {
    access: 'anchor',
    async handle(input, ctx) {
      const { app, member } = ctx;
      return app.db.transaction(async (tx) => {
        const [presenter] = await tx.query(
          'select 1 from presenters where member_id = $1 for update',
          [member.memberId],
        );
        if (!presenter) throw new Failure(CODES.forbidden, text('notAHost'));
        const avatarUrl = input.avatar ? await storeImage(tx, input.avatar, member.memberId) : null;
        if (input.nickName !== undefined) {
          await tx.query('update members set nick_name = $2 where id = $1', [
            member.memberId,
            input.nickName,
          ]);
        }
        const tags = input.tagIds === undefined ? null : await coverTagNames(tx, input.tagIds);
        await tx.query(
          `update presenters set introduction = coalesce($2, introduction),
                  avatar_url = coalesce($3, avatar_url), tags = coalesce($4::jsonb, tags)
            where member_id = $1`,
          [
            member.memberId,
            input.introduction ?? null,
            avatarUrl,
            tags === null ? null : JSON.stringify(tags),
          ],
        );
        return presenterCard(tx, Number(member.memberId), member.memberId, ctx.language);
      });
    },
  },

  /** A member follows a host, or stops: the followed list (`dataResource` 2) follows suit. */
  followPresenter: {
    access: 'member',
    async handle(input, ctx) {
      const { app, member } = ctx;
      if (BigInt(input.id) === member.memberId) {
        throw new Failure(CODES.invalidRequest, text('cannotFollowSelf'));
      }
      return app.db.transaction(async (tx) => {
        const [presenter] = await tx.query(
          'select 1 from presenters where member_id = $1 for share',
          [input.id],
        );
        if (!presenter) throw presenterNotFound();
        if (input.followed) {
          await tx.query(
            `insert into presenter_follows (member_id, presenter_id, created_at) values ($1, $2, $3)
             on conflict do nothing`,
            [member.memberId, input.id, new Date(ctx.app.now())],
          );
        } else {
          await tx.query(
            'delete from presenter_follows where member_id = $1 and presenter_id = $2',
            [member.memberId, input.id],
          );
        }
        const [count] = await tx.query<{ n: bigint | number }>(
          'select count(*) as n from presenter_follows where presenter_id = $1',
          [input.id],
        );
        return { id: input.id, followed: input.followed, followers: Number(count?.n ?? 0) };
      });
    },
  },

  /** The cover tags a host picks from, in the asked language. */
  listCoverTags: {
    access: 'public',
    async handle(_input, ctx) {
      const rows = await ctx.app.db.query<{ id: number; name: string }>(
        `select id, ${translated('names', 'name', '$1')} as name from cover_tags order by sort, id`,
        [contentLanguage(ctx.language)],
      );
      return rows.map((r) => ({ id: Number(r.id), name: r.name }));
    },
  },

  /**
   * The stream list (spec §8, §9): live streams first (those an operator features on the home
   * page first, ADR 034; then the most watched), then reserved ones by their planned start. `presenterId` narrows it to one host; `dataResource` 2 to the hosts
   * the caller follows (a visitor follows nobody: an empty list).
   */
  listStreams: {
    access: 'optional',
    async handle(input, ctx) {
      const followed = input.dataResource === STREAM_DATA_RESOURCES.followed;
      const { page, pageSize } = input;
      if (followed && !ctx.caller) return { list: [], total: 0, page, pageSize };
      const filters = `s.status = any($1::int[])
            and ($2::bigint is null or s.presenter_id = $2)
            and ($3::bigint is null or exists (
                  select 1 from presenter_follows f
                   where f.member_id = $3 and f.presenter_id = s.presenter_id))`;
      const params = [
        LISTED_STATUSES,
        input.presenterId ?? null,
        followed ? ctx.caller!.memberId : null,
      ];
      const [count] = await ctx.app.db.query<{ n: bigint | number }>(
        `select count(*) as n from streams s where ${filters}`,
        params,
      );
      const rows = await ctx.app.db.query<StreamRow>(
        `${streamSelect('$6')}
          where ${filters}
          order by (s.status = 2) desc,
                   (s.status = 2 and s.featured) desc,
                   case when s.status = 2 then s.viewers end desc,
                   s.start_time, s.id
          limit $4 offset $5`,
        [...params, pageSize, (page - 1) * pageSize, contentLanguage(ctx.language)],
      );
      const total = Number(count?.n ?? 0);
      return { list: rows.map((r) => streamOf(r, preferredLine(ctx))), total, page, pageSize };
    },
  },
} satisfies PlatformHandlers;
