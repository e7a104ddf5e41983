import { randomBytes } from 'node:crypto';
import { CODES, type CallDataInput, type PlatformCalls } from '@touchline/api/contract';
import { maskAccount, type Currency } from '@touchline/domain';
import type { Queryable } from '../db/database.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import {
  liveSessions,
  revokeOtherSessions,
  revokeSessionById,
  sessionsEnded,
  tokenHash,
} from '../auth/sessions.ts';
import { Failure, failure, illegalInput } from '../http/failure.ts';
import { text } from '../http/messages.ts';
import type { PlatformHandlers } from '../http/routes.ts';
import { epochMs, randomCode, setting } from './common.ts';
import { checkNewPassword, memberById, type MemberRow } from './members.ts';

/** How long an identity code stands before it is renewed. */
export const IDENTITY_CODE_TTL_MS = 10 * 60_000;
const DEFAULT_GAME_ORDER = ['sports', 'live-casino', 'slot', 'fishing', 'lottery', 'chess'];

async function gameOrderOf(q: Queryable, member: MemberRow): Promise<string[]> {
  const own = member.game_order
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (own.length > 0) return own;
  return (await setting<string[]>(q, 'gameOrder')) ?? DEFAULT_GAME_ORDER;
}

async function currentMember(q: Queryable, memberId: bigint): Promise<MemberRow> {
  const member = await memberById(q, memberId);
  if (!member) throw new Failure(CODES.sessionExpired, text('sessionExpired'));
  return member;
}

async function renewIdentityCode(q: Queryable, memberId: bigint, now: number) {
  const identityCode = randomCode(4);
  const expiresAt = now + IDENTITY_CODE_TTL_MS;
  await q.query(
    'update members set identity_code = $2, identity_code_expires_at = $3 where id = $1',
    [memberId, identityCode, new Date(expiresAt)],
  );
  return { identityCode, expiresAt };
}

export function userInfo(
  member: MemberRow,
  gameOrder: string[],
): CallDataInput<PlatformCalls['getUserInfo']> {
  return {
    userId: Number(member.id),
    userName: member.user_name,
    nickName: member.nick_name,
    role: member.role,
    liveManageStatus: member.live_manage_status as 0 | 1 | 2 | 3,
    gameOrder,
    isLogin: true,
    regCurrency: member.reg_currency as Currency,
    avatarId: member.avatar_id,
    vipLevel: member.vip_level,
  };
}

export const memberHandlers = {
  getUserInfo: {
    access: 'member',
    async handle(_input, ctx) {
      const member = await currentMember(ctx.app.db, ctx.member.memberId);
      return userInfo(member, await gameOrderOf(ctx.app.db, member));
    },
  },

  getMemberProfile: {
    access: 'member',
    async handle(_input, ctx) {
      const { db, now } = ctx.app;
      const member = await currentMember(db, ctx.member.memberId);
      const live =
        member.identity_code &&
        member.identity_code_expires_at &&
        epochMs(member.identity_code_expires_at) > now();
      const identityCode = live
        ? member.identity_code!
        : (await renewIdentityCode(db, member.id, now())).identityCode;
      return {
        userId: Number(member.id),
        userName: member.user_name,
        nickName: member.nick_name,
        avatarId: member.avatar_id,
        vipLevel: member.vip_level,
        regCurrency: member.reg_currency as Currency,
        mobile: member.mobile ? maskAccount(member.mobile) : null,
        mobileArea: member.mobile_area,
        email: member.email,
        identityCode,
        registeredAt: epochMs(member.created_at),
        twoStepLogin: member.two_step_login,
      };
    },
  },

  setTwoStepLogin: {
    access: 'member',
    async handle(input, ctx) {
      const { db } = ctx.app;
      const member = await currentMember(db, ctx.member.memberId);
      if (input.enabled && !(member.mobile && member.mobile_area)) {
        throw new Failure(CODES.invalidRequest, text('secondStepNeedsMobile'));
      }
      // the first step is the password: without one, the account could not log in at all (ADR 011)
      if (input.enabled && !member.password_hash) {
        throw new Failure(CODES.invalidRequest, text('secondStepNeedsPassword'));
      }
      await db.query('update members set two_step_login = $2 where id = $1', [
        member.id,
        input.enabled,
      ]);
      return { twoStepLogin: input.enabled };
    },
  },

  setAvatar: {
    access: 'member',
    async handle(input, ctx) {
      await ctx.app.db.query('update members set avatar_id = $2 where id = $1', [
        ctx.member.memberId,
        input.avatarId,
      ]);
      return { avatarId: input.avatarId };
    },
  },

  changePassword: {
    access: 'member',
    async handle(input, ctx) {
      const { db } = ctx.app;
      const member = await currentMember(db, ctx.member.memberId);
      const currentOk =
        !!member.password_hash &&
        (await verifyPassword(member.password_hash, input.currentPassword));
      // the form names the field, so the refusal shows beside the current password
      if (!currentOk) {
        throw failure(
          CODES.invalidRequest,
          'wrongCurrentPassword',
          {},
          {
            data: { field: 'currentPassword' },
          },
        );
      }
      if (input.newPassword === input.currentPassword) {
        throw failure(
          CODES.invalidRequest,
          'samePassword',
          {},
          {
            data: { field: 'newPassword' },
          },
        );
      }
      checkNewPassword(input.newPassword);
      const hash = await hashPassword(input.newPassword);
      const ended = await db.transaction(async (tx) => {
        await tx.query('update members set password_hash = $2 where id = $1', [member.id, hash]);
        return revokeOtherSessions(tx, member.id, ctx.member.token);
      });
      sessionsEnded(ended);
      return { signedOutSessions: ended.length };
    },
  },

  listSessions: {
    access: 'member',
    async handle(_input, ctx) {
      const current = tokenHash(ctx.member.token);
      const rows = await liveSessions(ctx.app.db, ctx.member.memberId, ctx.app.now());
      // this session first, then the newest
      rows.sort((a, b) => Number(b.tokenHash === current) - Number(a.tokenHash === current));
      return rows.map((row) => ({
        sessionId: row.id,
        current: row.tokenHash === current,
        userAgent: row.userAgent,
        ip: row.ip,
        createdAt: row.createdAt,
        lastSeenAt: row.lastSeenAt,
        expiresAt: row.expiresAt,
      }));
    },
  },

  revokeSession: {
    access: 'member',
    async handle(input, ctx) {
      const { db } = ctx.app;
      const mine = await liveSessions(db, ctx.member.memberId, ctx.app.now());
      const target = mine.find((row) => row.id === input.sessionId);
      if (!target || !(await revokeSessionById(db, ctx.member.memberId, input.sessionId))) {
        throw new Failure(CODES.invalidRequest, text('sessionNotFound'));
      }
      // signing this very session out is a logout: the browser forgets its cookie
      if (target.tokenHash === tokenHash(ctx.member.token)) ctx.browserSession.end();
      return null;
    },
  },

  refreshIdentityCode: {
    access: 'member',
    async handle(_input, ctx) {
      return renewIdentityCode(ctx.app.db, ctx.member.memberId, ctx.app.now());
    },
  },

  getDevice: {
    access: 'public',
    async handle(input, ctx) {
      const deviceId = input.deviceId.trim();
      if (deviceId.length > 128) throw illegalInput('deviceId', 'at most 128 characters');
      const [row] = await ctx.app.db.query<{ last_login_at: Date | null }>(
        'select max(last_login_at) as last_login_at from member_devices where device_id = $1',
        [deviceId],
      );
      const lastLoginAt = row?.last_login_at ? epochMs(row.last_login_at) : null;
      return { deviceId, known: lastLoginAt !== null, lastLoginAt };
    },
  },

  fetchDeviceId: {
    access: 'public',
    async handle(input, ctx) {
      if (!(await ctx.app.botCheck.consume(input.botToken))) {
        throw new Failure(CODES.forbidden, text('botCheckFailed'));
      }
      const deviceId = `PC-${randomBytes(12).toString('hex')}`;
      await ctx.app.db.query('insert into devices (device_id, issued) values ($1, true)', [
        deviceId,
      ]);
      return { deviceId };
    },
  },
} satisfies PlatformHandlers;
