import {
  CODES,
  type AdminMemberStatus,
  type BetOrderStatus,
  type UserRole,
} from '@touchline/api/contract';
import {
  ADMIN_PAGE_DEFAULT,
  parseAdjustmentToMinor,
  type Currency,
  type AdminAction,
} from '@touchline/domain';
import { liveSessions, sessionsEnded } from '../auth/sessions.ts';
import { isUniqueViolation, type Queryable } from '../db/database.ts';
import { Failure, failure, illegalInput } from '../http/failure.ts';
import { text } from '../http/messages.ts';
import type { CallContext, PlatformHandlers } from '../http/routes.ts';
import { balanceKey } from '../sports/realtime.ts';
import { postMovement, InsufficientFundsError } from '../wallet/ledger.ts';
import { adminAction, type AuditValues } from './admin-audit.ts';
import { epochMs, money } from './common.ts';
import { rgStateOf } from './responsible.ts';

/**
 * The super-admin centre's calls (issue 22, ADR 030). Every one is a super admin's only; every
 * change goes through `adminAction`, which writes its audit row in the change's transaction.
 * No call here lifts a time-out or self-exclusion: there is none (responsible gambling is read).
 */

type MemberRow = {
  id: bigint;
  user_name: string;
  nick_name: string;
  mobile: string | null;
  mobile_area: string | null;
  referral_code: string;
  role: UserRole;
  vip_level: number;
  login_suspended_at: Date | null;
  created_at: Date;
  balance_minor: bigint | null;
  currency: Currency | null;
  reg_currency: Currency;
};

const MEMBER_COLUMNS = `m.id, m.user_name, m.nick_name, m.mobile, m.mobile_area, m.referral_code,
  m.role, m.vip_level, m.login_suspended_at, m.created_at, w.balance_minor, w.currency,
  m.reg_currency`;

function memberRowOut(r: MemberRow) {
  return {
    memberId: Number(r.id),
    userName: r.user_name,
    nickName: r.nick_name,
    mobile: r.mobile,
    mobileArea: r.mobile_area,
    referralCode: r.referral_code,
    role: r.role,
    vipLevel: Number(r.vip_level),
    suspended: r.login_suspended_at !== null,
    createdAt: epochMs(r.created_at),
    balance: money(r.balance_minor ?? 0),
    currency: r.currency ?? r.reg_currency,
  };
}

const notFound = () => failure(CODES.notFound, 'adminMemberNotFound');

/** The member an action is about, under its row lock; refused for the operator's own account. */
async function targetOf(
  tx: Queryable,
  ctx: CallContext,
  memberId: number,
): Promise<{ id: bigint; role: UserRole; suspended: boolean; twoStepLogin: boolean }> {
  const [row] = await tx.query<{
    id: bigint;
    role: UserRole;
    login_suspended_at: Date | null;
    two_step_login: boolean;
  }>('select id, role, login_suspended_at, two_step_login from members where id = $1 for update', [
    memberId,
  ]);
  if (!row) throw notFound();
  if (BigInt(row.id) === ctx.member.memberId) {
    throw new Failure(CODES.forbidden, text('adminNotOwnAccount'));
  }
  return {
    id: BigInt(row.id),
    role: row.role,
    suspended: row.login_suspended_at !== null,
    twoStepLogin: row.two_step_login,
  };
}

/** Ends every session of a member in the caller's transaction; answers their token hashes. */
async function endSessions(tx: Queryable, memberId: bigint, now: number): Promise<string[]> {
  const rows = await tx.query<{ token_hash: string }>(
    `update sessions set revoked_at = $2 where member_id = $1 and revoked_at is null
      returning token_hash`,
    [memberId, new Date(now)],
  );
  return rows.map((r) => r.token_hash);
}

type Standing = Awaited<ReturnType<typeof targetOf>>;

const standingValues = (s: Standing): AuditValues => ({
  role: s.role,
  suspended: s.suspended,
  twoStepLogin: s.twoStepLogin,
});

/**
 * One audited change of a member's standing: `change` edits the locked member row and answers
 * the standing after it and how many sessions ended (told to the sockets once committed).
 */
async function changeMember(
  ctx: CallContext,
  action: AdminAction,
  input: { memberId: number; reason: string },
  change: (tx: Queryable, before: Standing) => Promise<{ after: Standing; ended: string[] }>,
): Promise<AdminMemberStatus> {
  let ended: string[] = [];
  const status = await adminAction(
    ctx,
    { action, target: { kind: 'member', id: input.memberId }, reason: input.reason },
    async (tx) => {
      const before = await targetOf(tx, ctx, input.memberId);
      const done = await change(tx, before);
      ended = done.ended;
      return {
        result: {
          memberId: input.memberId,
          role: done.after.role,
          suspended: done.after.suspended,
          twoStepLogin: done.after.twoStepLogin,
          sessionsEnded: done.ended.length,
        },
        before: standingValues(before),
        after: { ...standingValues(done.after), sessionsEnded: done.ended.length },
      };
    },
  );
  sessionsEnded(ended);
  return status;
}

/** A super admin's account is not changed from the centre (only the database's owner makes one). */
function notOnSuperAdmin(s: Standing): void {
  if (s.role === 'superAdmin') throw new Failure(CODES.forbidden, text('adminNotOnSuperAdmin'));
}

/** `%` and `_` typed in a search are themselves, not patterns. */
const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function publishBalance(
  ctx: CallContext,
  memberId: bigint,
  balanceMinor: bigint,
  currency: string,
): void {
  ctx.app.sports.publish?.(balanceKey(memberId), {
    memberWallet: money(balanceMinor),
    currency,
    reason: 'adjustment',
    changedAt: ctx.app.now(),
  });
}

export const adminHandlers = {
  adminSearchMembers: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const limit = input.limit ?? ADMIN_PAGE_DEFAULT;
      const query = input.query?.trim() ?? '';
      const params: unknown[] = [];
      const param = (v: unknown) => {
        params.push(v);
        return `$${params.length}`;
      };
      const where: string[] = [];
      if (query !== '') {
        // each branch is an indexed lookup: a name's or mobile's prefix, a code, an id
        const prefix = param(`${likeEscaped(query.toLowerCase())}%`);
        const branches = [
          `lower(m.user_name) like ${prefix}`,
          `m.mobile like ${param(`${likeEscaped(query)}%`)}`,
          `m.referral_code = ${param(query.toUpperCase())}`,
        ];
        if (/^\d{1,15}$/.test(query)) branches.push(`m.id = ${param(BigInt(query))}`);
        where.push(`(${branches.join(' or ')})`);
      }
      if (input.role) where.push(`m.role = ${param(input.role)}`);
      if (input.before !== undefined) where.push(`m.id < ${param(input.before)}`);
      const rows = await ctx.app.db.query<MemberRow>(
        `select ${MEMBER_COLUMNS} from members m left join wallets w on w.member_id = m.id
          ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
          order by m.id desc limit ${param(limit + 1)}`,
        params,
      );
      const page = rows.slice(0, limit);
      return {
        list: page.map(memberRowOut),
        next: rows.length > limit ? Number(page[page.length - 1]!.id) : null,
      };
    },
  },

  adminGetMember: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const { db } = ctx.app;
      const now = ctx.app.now();
      const [row] = await db.query<
        MemberRow & {
          two_step_login: boolean;
          country_code: string | null;
          birth: string | null;
          inviter_name: string | null;
          games_minor: bigint | null;
        }
      >(
        `select ${MEMBER_COLUMNS}, m.two_step_login, m.country_code,
                to_char(m.date_of_birth, 'YYYY-MM-DD') as birth, i.user_name as inviter_name,
                (select sum(g.balance_minor) from game_wallets g where g.member_id = m.id)::bigint
                  as games_minor
           from members m left join wallets w on w.member_id = m.id
           left join members i on i.id = m.inviter_id
          where m.id = $1`,
        [input.memberId],
      );
      if (!row) throw notFound();
      const id = BigInt(row.id);
      const [bets, sessions, invited, [count], rg] = await Promise.all([
        db.query<{
          id: string;
          kind: 'single' | 'multiple';
          status: BetOrderStatus;
          stake_minor: bigint;
          payout_minor: bigint | null;
          placed_at: Date;
        }>(
          `select id, kind, status, stake_minor, payout_minor, placed_at from sports_orders
            where member_id = $1 order by placed_at desc limit 10`,
          [id],
        ),
        liveSessions(db, id, now),
        db.query<{ id: bigint; user_name: string; created_at: Date }>(
          `select id, user_name, created_at from members where inviter_id = $1
            order by id desc limit 10`,
          [id],
        ),
        db.query<{ n: number }>('select count(*)::int as n from members where inviter_id = $1', [
          id,
        ]),
        rgStateOf(db, id, now),
      ]);
      const member = memberRowOut(row);
      return {
        member,
        twoStepLogin: row.two_step_login,
        suspendedAt: row.login_suspended_at ? epochMs(row.login_suspended_at) : null,
        countryCode: row.country_code,
        dateOfBirth: row.birth,
        wallet: {
          balance: member.balance,
          gameWallets: money(row.games_minor ?? 0),
          currency: member.currency,
        },
        recentBets: bets.map((b) => ({
          id: b.id,
          kind: b.kind,
          status: b.status,
          stake: money(b.stake_minor),
          payout: b.payout_minor === null ? null : money(b.payout_minor),
          placedAt: epochMs(b.placed_at),
        })),
        sessions: sessions.map((s) => ({
          id: s.id,
          userAgent: s.userAgent,
          ip: s.ip,
          createdAt: s.createdAt,
          lastSeenAt: s.lastSeenAt,
          expiresAt: s.expiresAt,
        })),
        invitations: {
          inviterName: row.inviter_name,
          invitedCount: Number(count?.n ?? 0),
          recent: invited.map((m) => ({
            memberId: Number(m.id),
            userName: m.user_name,
            createdAt: epochMs(m.created_at),
          })),
        },
        responsible: {
          exclusion: rg.exclusion,
          limits: Object.keys(rg.limits).length,
        },
      };
    },
  },

  adminSuspendMember: {
    access: 'superAdmin',
    handle: (input, ctx) =>
      changeMember(ctx, 'member.suspend', input, async (tx, before) => {
        notOnSuperAdmin(before);
        const now = ctx.app.now();
        await tx.query(
          'update members set login_suspended_at = coalesce(login_suspended_at, $2) where id = $1',
          [before.id, new Date(now)],
        );
        // suspending signs out every session of theirs, in the same transaction
        const ended = await endSessions(tx, before.id, now);
        return { after: { ...before, suspended: true }, ended };
      }),
  },

  adminRestoreMember: {
    access: 'superAdmin',
    handle: (input, ctx) =>
      changeMember(ctx, 'member.restore', input, async (tx, before) => {
        await tx.query('update members set login_suspended_at = null where id = $1', [before.id]);
        return { after: { ...before, suspended: false }, ended: [] };
      }),
  },

  adminSetMemberRole: {
    access: 'superAdmin',
    handle: (input, ctx) =>
      changeMember(ctx, 'member.setRole', input, async (tx, before) => {
        notOnSuperAdmin(before);
        // a host on air stays a host until the stream ends (their room would be left without one)
        if (input.role === 'member' && before.role === 'anchor') {
          const [live] = await tx.query(
            'select 1 from streams where presenter_id = $1 and status = 2 limit 1',
            [before.id],
          );
          if (live) throw new Failure(CODES.forbidden, text('adminHostIsLive'));
        }
        await tx.query('update members set role = $2 where id = $1', [before.id, input.role]);
        // a new host presents: their presenter card (kept, unused, if they are made a member again)
        if (input.role === 'anchor') {
          await tx.query(
            'insert into presenters (member_id) values ($1) on conflict (member_id) do nothing',
            [before.id],
          );
        }
        return { after: { ...before, role: input.role }, ended: [] };
      }),
  },

  adminResetTwoStepLogin: {
    access: 'superAdmin',
    handle: (input, ctx) =>
      changeMember(ctx, 'member.resetTwoStep', input, async (tx, before) => {
        // the second step off, its pending challenge and remembered devices forgotten: the
        // member logs in with the password and turns the step on again from a new phone
        await tx.query('update members set two_step_login = false where id = $1', [before.id]);
        await tx.query('delete from login_challenges where member_id = $1', [before.id]);
        await tx.query('delete from member_devices where member_id = $1', [before.id]);
        return { after: { ...before, twoStepLogin: false }, ended: [] };
      }),
  },

  adminEndMemberSessions: {
    access: 'superAdmin',
    handle: (input, ctx) =>
      changeMember(ctx, 'member.endSessions', input, async (tx, before) => ({
        after: before,
        ended: await endSessions(tx, before.id, ctx.app.now()),
      })),
  },

  adminListLedger: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const limit = input.limit ?? ADMIN_PAGE_DEFAULT;
      const [member] = await ctx.app.db.query('select 1 from members where id = $1', [
        input.memberId,
      ]);
      if (!member) throw notFound();
      // newest first on the ledger's (member_id, id) index, one page past the cursor
      const rows = await ctx.app.db.query<{
        id: bigint;
        type: string;
        reference: string;
        amount_minor: bigint;
        balance_after_minor: bigint;
        created_at: Date;
      }>(
        `select id, type, reference, amount_minor, balance_after_minor, created_at
           from ledger_entries
          where member_id = $1 and ($2::bigint is null or id < $2)
          order by id desc limit $3`,
        [input.memberId, input.before ?? null, limit + 1],
      );
      const page = rows.slice(0, limit);
      return {
        list: page.map((r) => ({
          id: Number(r.id),
          type: r.type,
          reference: r.reference,
          amount: money(r.amount_minor),
          balance: money(r.balance_after_minor),
          createdAt: epochMs(r.created_at),
        })),
        next: rows.length > limit ? Number(page[page.length - 1]!.id) : null,
      };
    },
  },

  adminAdjustWallet: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const amountMinor = parseAdjustmentToMinor(input.amount);
      if (amountMinor === null) throw illegalInput('amount', 'not an adjustment');
      // the key is the operator's; scoped so it cannot collide with any other movement's
      const key = `admin-adjustment:${input.idempotencyKey}`;
      // no operator moves money into or out of their own wallet
      if (BigInt(input.memberId) === ctx.member.memberId) {
        throw new Failure(CODES.forbidden, text('adminNotOwnAccount'));
      }
      let balanceAfterMinor = 0n;
      const attempt = () =>
        adminAction(
          ctx,
          {
            action: 'wallet.adjust',
            target: { kind: 'member', id: input.memberId },
            reason: input.reason,
          },
          async (tx) => {
            const [wallet] = await tx.query<{ balance_minor: bigint; currency: Currency }>(
              'select balance_minor, currency from wallets where member_id = $1 for update',
              [input.memberId],
            );
            if (!wallet) throw notFound();
            let posted;
            try {
              posted = await postMovement(tx, {
                memberId: input.memberId,
                amountMinor,
                type: 'adjustment',
                reference: `admin:${ctx.member.memberId}`,
                idempotencyKey: key,
              });
            } catch (error) {
              if (error instanceof InsufficientFundsError) {
                throw failure(CODES.invalidRequest, 'adjustmentBelowZero', {
                  amount: money(wallet.balance_minor),
                });
              }
              if (error instanceof RangeError) {
                throw new Failure(CODES.invalidRequest, text('requestKeyReused'));
              }
              throw error;
            }
            const after = BigInt(posted.balanceAfterMinor);
            balanceAfterMinor = after;
            const before = after - amountMinor;
            const result = {
              entryId: Number(posted.entryId),
              balanceBefore: money(before),
              balanceAfter: money(after),
              currency: wallet.currency,
              duplicate: posted.duplicate,
            };
            // a repeat of the key moved nothing: it answers the first result and writes no row
            if (posted.duplicate) return { result, unchanged: true as const };
            return {
              result,
              before: { balance: money(before), currency: wallet.currency },
              after: {
                balance: money(after),
                currency: wallet.currency,
                amount: money(amountMinor),
                entryId: Number(posted.entryId),
              },
            };
          },
        );
      let result;
      try {
        result = await attempt();
      } catch (error) {
        // the same key racing: the loser's insert broke the ledger's unique key; it reads the
        // winner's movement now, as a repeat
        if (!isUniqueViolation(error)) throw error;
        result = await attempt();
      }
      if (!result.duplicate) {
        // the member's open pages show the new balance at once (their header's balance topic)
        publishBalance(ctx, BigInt(input.memberId), balanceAfterMinor, result.currency);
      }
      return result;
    },
  },

  adminListAudit: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const limit = input.limit ?? ADMIN_PAGE_DEFAULT;
      const params: unknown[] = [];
      const param = (v: unknown) => {
        params.push(v);
        return `$${params.length}`;
      };
      const where: string[] = [];
      if (input.action) where.push(`a.action = ${param(input.action)}`);
      if (input.adminId !== undefined) where.push(`a.admin_id = ${param(input.adminId)}`);
      if (input.targetKind) where.push(`a.target_kind = ${param(input.targetKind)}`);
      if (input.targetId) where.push(`a.target_id = ${param(input.targetId)}`);
      if (input.from !== undefined) where.push(`a.at >= ${param(new Date(input.from))}`);
      if (input.to !== undefined) where.push(`a.at < ${param(new Date(input.to))}`);
      if (input.before !== undefined) where.push(`a.id < ${param(input.before)}`);
      const rows = await ctx.app.db.query<{
        id: bigint;
        at: Date;
        admin_id: bigint;
        admin_name: string;
        action: AdminAction;
        target_kind: 'member';
        target_id: string;
        before: AuditValues | null;
        after: AuditValues | null;
        reason: string | null;
        request_id: string | null;
      }>(
        `select a.id, a.at, a.admin_id, m.user_name as admin_name, a.action, a.target_kind,
                a.target_id, a.before, a.after, a.reason, a.request_id
           from admin_audit a join members m on m.id = a.admin_id
          ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
          order by a.id desc limit ${param(limit + 1)}`,
        params,
      );
      const page = rows.slice(0, limit);
      return {
        list: page.map((r) => ({
          id: Number(r.id),
          at: epochMs(r.at),
          adminId: Number(r.admin_id),
          adminName: r.admin_name,
          action: r.action,
          targetKind: r.target_kind,
          targetId: r.target_id,
          before: r.before,
          after: r.after,
          reason: r.reason,
          requestId: r.request_id,
        })),
        next: rows.length > limit ? Number(page[page.length - 1]!.id) : null,
      };
    },
  },
} satisfies PlatformHandlers;
