import { CODES, type CallRequest, type PlatformCalls } from '@touchline/api/contract';
import { banEnd, DEFAULT_CHAT_ROOM, EVERY_ROOM, isBanActive } from '@touchline/domain';
import { render } from '../http/messages.ts';
import { contentLanguage } from './games.ts';
import { CHAT_SIGNATURE_TTL_MS, chatSignatureKey, signChatRoom } from './chat-tokens.ts';
import type { Queryable } from '../db/database.ts';
import { Failure } from '../http/failure.ts';
import { text } from '../http/messages.ts';
import type { Caller, PlatformHandlers } from '../http/routes.ts';
import { epochMs } from './common.ts';

/**
 * Chat moderation calls (issue 17 §2): bans by a host in their own rooms, or by a super admin in
 * any room or every room (`*`); the site's sensitive words; a host's shielded words. The rules
 * themselves (a ban in force, masking) are domain's.
 */

type BanRow = {
  id: bigint | number;
  room_id: string;
  user_name: string;
  reason: string;
  banned_until: Date | null;
  lifted_at: Date | null;
  operator: string;
  created_at: Date;
};

const BAN_SELECT = `select b.id, b.room_id, m.user_name, b.reason, b.banned_until, b.lifted_at,
         o.user_name as operator, b.created_at
    from chat_bans b join members m on m.id = b.member_id join members o on o.id = b.operator_id`;

function banOf(row: BanRow, now: number) {
  const bannedUntil = row.banned_until ? epochMs(row.banned_until) : null;
  const liftedAt = row.lifted_at ? epochMs(row.lifted_at) : null;
  return {
    id: Number(row.id),
    roomId: row.room_id,
    userName: row.user_name,
    reason: row.reason,
    bannedUntil,
    operator: row.operator,
    createdAt: epochMs(row.created_at),
    active: isBanActive({ bannedUntil, liftedAt }, now),
  };
}

const isAdmin = (caller: Caller) => caller.role === 'superAdmin';
const notYourRoom = () => new Failure(CODES.forbidden, text('notYourRoom'));
const banNotFound = () => new Failure(CODES.notFound, text('banNotFound'));

/** Refuses unless `caller` moderates the room: its stream's host, or a super admin (any room). */
async function checkModerates(q: Queryable, caller: Caller, roomId: string): Promise<void> {
  if (isAdmin(caller)) {
    if (roomId === EVERY_ROOM) return;
    const [room] = await q.query('select 1 from streams where room_id = $1', [roomId]);
    if (!room) throw new Failure(CODES.notFound, text('roomNotFound'));
    return;
  }
  if (roomId === EVERY_ROOM) throw notYourRoom();
  const [room] = await q.query<{ presenter_id: bigint | number }>(
    'select presenter_id from streams where room_id = $1',
    [roomId],
  );
  if (!room) throw new Failure(CODES.notFound, text('roomNotFound'));
  if (BigInt(room.presenter_id) !== caller.memberId) throw notYourRoom();
}

async function banRow(q: Queryable, id: number): Promise<BanRow> {
  const [row] = await q.query<BanRow>(`${BAN_SELECT} where b.id = $1`, [id]);
  if (!row) throw banNotFound();
  return row;
}

/** The ban that keeps a member out of a room now (a room ban or an every-room ban), if any. */
export async function activeBan(q: Queryable, memberId: bigint, roomId: string, now: number) {
  const rows = await q.query<BanRow>(
    `${BAN_SELECT}
      where b.member_id = $1 and b.room_id in ($2, $3) and b.lifted_at is null
        and (b.banned_until is null or b.banned_until > $4)
      order by b.banned_until desc nulls first limit 1`,
    [memberId, roomId, EVERY_ROOM, new Date(now)],
  );
  return rows[0] ? banOf(rows[0], now) : null;
}

/**
 * The member a ban would keep out (by user name, any case, or by id): never the operator
 * themselves, never a super admin.
 */
export async function banTarget(
  q: Queryable,
  operator: Caller,
  who: { userName: string } | { memberId: bigint },
): Promise<bigint> {
  const [target] =
    'userName' in who
      ? await q.query<{ id: bigint; role: string }>(
          'select id, role from members where lower(user_name) = lower($1)',
          [who.userName],
        )
      : await q.query<{ id: bigint; role: string }>('select id, role from members where id = $1', [
          who.memberId,
        ]);
  if (!target) throw new Failure(CODES.notFound, text('memberNotFound'));
  if (BigInt(target.id) === operator.memberId || target.role === 'superAdmin') {
    throw new Failure(CODES.invalidRequest, text('cannotBanThisMember'));
  }
  return BigInt(target.id);
}

/**
 * Writes a ban from a room (or every room, `*`) the operator may moderate (checked by the
 * caller): lasting `durationMinutes` from now, null until lifted. Answers its id.
 */
export async function writeBan(
  tx: Queryable,
  operator: Caller,
  input: { roomId: string; memberId: bigint; reason: string; durationMinutes: number | null },
  now: number,
): Promise<number> {
  const until = banEnd(now, input.durationMinutes);
  const [created] = await tx.query<{ id: bigint }>(
    `insert into chat_bans (room_id, member_id, reason, banned_until, operator_id, created_at)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      input.roomId,
      input.memberId,
      input.reason,
      until === null ? null : new Date(until),
      operator.memberId,
      new Date(now),
    ],
  );
  return Number(created!.id);
}

/**
 * Lifts bans within `tx`: all of them, or none when one is not the caller's to lift (a host's
 * rooms; a super admin's, any). Answers how many it lifted (not lifted before).
 */
export async function liftBansIn(
  tx: Queryable,
  caller: Caller,
  ids: readonly number[],
  now: number,
): Promise<number> {
  const unique = [...new Set(ids)];
  for (const id of unique) {
    const row = await banRow(tx, id);
    await checkModerates(tx, caller, row.room_id);
  }
  const lifted = await tx.query(
    `update chat_bans set lifted_at = $2 where id = any($1::bigint[]) and lifted_at is null
     returning id`,
    [unique, new Date(now)],
  );
  return lifted.length;
}

async function checkRoom(q: Queryable, roomId: string): Promise<void> {
  const [room] = await q.query('select 1 from streams where room_id = $1', [roomId]);
  if (!room) throw new Failure(CODES.notFound, text('roomNotFound'));
}

export const moderationHandlers = {
  /** A room's rules: its host's, or the defaults, with the welcome text in the asked language. */
  getChatRoomConfig: {
    access: 'optional',
    async handle(input, ctx) {
      const { db } = ctx.app;
      await checkRoom(db, input.roomId);
      const [row] = await db.query<{
        enabled: boolean;
        min_vip_level: number;
        slow_mode_seconds: number;
        max_message_length: number;
        welcome_text: string | null;
      }>('select * from chat_room_configs where room_id = $1', [input.roomId]);
      const welcome = render(text('chatWelcome'), contentLanguage(ctx.language));
      return row
        ? {
            roomId: input.roomId,
            enabled: row.enabled,
            minVipLevelToChat: Number(row.min_vip_level),
            slowModeSeconds: Number(row.slow_mode_seconds),
            maxMessageLength: Number(row.max_message_length),
            welcomeText: row.welcome_text ?? welcome,
          }
        : { roomId: input.roomId, ...DEFAULT_CHAT_ROOM, welcomeText: welcome };
    },
  },

  /** The signature that admits the caller to a room on the socket, for an hour. */
  getChatSignature: {
    access: 'member',
    async handle(input, ctx) {
      const { app, member } = ctx;
      await checkRoom(app.db, input.id);
      const expiresAt = app.now() + CHAT_SIGNATURE_TTL_MS;
      return {
        roomId: input.id,
        userName: member.userName,
        signature: signChatRoom(chatSignatureKey(app.secret), member.memberId, input.id, expiresAt),
        expiresAt,
      };
    },
  },

  banUser: {
    access: 'anchor',
    async handle(input, ctx) {
      const { app, member } = ctx;
      const now = app.now();
      return app.db.transaction(async (tx) => {
        await checkModerates(tx, member, input.roomId);
        const target = await banTarget(tx, member, { userName: input.userName });
        const id = await writeBan(tx, member, { ...input, memberId: target }, now);
        return banOf(await banRow(tx, id), now);
      });
    },
  },

  /** Changes a ban's reason or length (counted from when it was made; null: until lifted). */
  updateBan: {
    access: 'anchor',
    async handle(input, ctx) {
      const { app, member } = ctx;
      const now = app.now();
      return app.db.transaction(async (tx) => {
        const row = await banRow(tx, input.id);
        await checkModerates(tx, member, row.room_id);
        const until =
          input.durationMinutes === undefined
            ? row.banned_until
            : banEnd(epochMs(row.created_at), input.durationMinutes);
        await tx.query(
          'update chat_bans set reason = coalesce($2, reason), banned_until = $3 where id = $1',
          [input.id, input.reason ?? null, until === null ? null : new Date(until)],
        );
        return banOf(await banRow(tx, input.id), now);
      });
    },
  },

  /** Lifts bans: all of them, or none when one is not the caller's to lift. */
  liftBans: {
    access: 'anchor',
    async handle(input, ctx) {
      const { app, member } = ctx;
      await app.db.transaction(async (tx) => {
        await liftBansIn(tx, member, input.ids, app.now());
      });
      return null;
    },
  },

  /** The bans a host made in their rooms (a super admin: all), newest first. */
  listBans: {
    access: 'anchor',
    async handle(input, ctx) {
      const { app, member } = ctx;
      const now = app.now();
      const { page, pageSize } = input;
      const where = `($1::bigint is null or exists (
                        select 1 from streams s where s.room_id = b.room_id and s.presenter_id = $1))
                 and ($2::text is null or b.room_id = $2)
                 and ($3::text is null or lower(m.user_name) = lower($3))
                 and ($4::boolean is null or $4 = (b.lifted_at is null
                        and (b.banned_until is null or b.banned_until > $5)))`;
      const params = [
        isAdmin(member) ? null : member.memberId,
        input.roomId ?? null,
        input.userName ?? null,
        input.active ?? null,
        new Date(now),
      ];
      const [count] = await app.db.query<{ n: bigint | number }>(
        `select count(*) as n from chat_bans b join members m on m.id = b.member_id where ${where}`,
        params,
      );
      const rows = await app.db.query<BanRow>(
        `${BAN_SELECT} where ${where} order by b.created_at desc, b.id desc limit $6 offset $7`,
        [...params, pageSize, (page - 1) * pageSize],
      );
      return {
        list: rows.map((r) => banOf(r, now)),
        total: Number(count?.n ?? 0),
        page,
        pageSize,
      };
    },
  },

  /** Whether a member is banned from a room: one's own, or (for its host or an admin) anyone's. */
  getBanInfo: {
    access: 'member',
    async handle(input, ctx) {
      const { app, member } = ctx;
      let memberId = member.memberId;
      if (
        input.userName !== undefined &&
        input.userName.toLowerCase() !== member.userName.toLowerCase()
      ) {
        await checkModerates(app.db, member, input.roomId);
        const [target] = await app.db.query<{ id: bigint }>(
          'select id from members where lower(user_name) = lower($1)',
          [input.userName],
        );
        if (!target) throw new Failure(CODES.notFound, text('memberNotFound'));
        memberId = BigInt(target.id);
      }
      const ban = await activeBan(app.db, memberId, input.roomId, app.now());
      return ban
        ? { banned: true, bannedUntil: ban.bannedUntil, reason: ban.reason }
        : { banned: false, bannedUntil: null, reason: '' };
    },
  },

  /** The site's sensitive words (masked in every chat message), for hosts and admins. */
  listSensitiveWords: {
    access: 'anchor',
    async handle(_input, ctx) {
      const rows = await ctx.app.db.query<{ word: string }>(
        'select word from sensitive_words order by word',
      );
      return rows.map((r) => r.word);
    },
  },

  /** A host's own shielded words, as they saved them (for the host centre's form). */
  listShieldedWords: {
    access: 'anchor',
    async handle(_input, ctx) {
      const rows = await ctx.app.db.query<{ word: string }>(
        'select word from shielded_words where presenter_id = $1 order by word',
        [ctx.member.memberId],
      );
      return rows.map((r) => r.word);
    },
  },

  /** A host's shielded words, replaced whole: a message holding one is hidden in their room. */
  saveShieldedWords: {
    access: 'anchor',
    async handle(input: CallRequest<PlatformCalls['saveShieldedWords']>, ctx) {
      const { app, member } = ctx;
      await app.db.transaction(async (tx) => {
        const [presenter] = await tx.query(
          'select 1 from presenters where member_id = $1 for update',
          [member.memberId],
        );
        if (!presenter) throw new Failure(CODES.forbidden, text('notAHost'));
        await tx.query('delete from shielded_words where presenter_id = $1', [member.memberId]);
        const words = [...new Set(input.words.map((w) => w.trim().toLowerCase()))];
        if (words.length > 0) {
          await tx.query(
            `insert into shielded_words (presenter_id, word)
             select $1, w from unnest($2::text[]) as w`,
            [member.memberId, words],
          );
        }
      });
      return null;
    },
  },
} satisfies PlatformHandlers;
