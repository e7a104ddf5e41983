import { CODES } from '@touchline/api/contract';
import {
  DEFAULT_VIP_SERVICE,
  VIP_LEVEL_MAX,
  VIP_SERVICE_NAMES,
  vipServiceLevel,
  type VipService,
} from '@touchline/domain';
import type { Queryable } from '../db/database.ts';
import { Failure } from '../http/failure.ts';
import { text } from '../http/messages.ts';
import type { PlatformHandlers } from '../http/routes.ts';
import { money, setting } from './common.ts';
import { accrueInviteAwards } from './invite.ts';
import { memberById } from './members.ts';

/** The operator's VIP call-back desk (site_settings `vipCallback`). */
export interface VipCallbackSettings {
  minVipLevel: number;
  managerName: string;
  workingHours: string;
}

async function callbackSettings(q: Queryable): Promise<VipCallbackSettings> {
  return (
    (await setting<VipCallbackSettings>(q, 'vipCallback')) ?? {
      minVipLevel: 3,
      managerName: '',
      workingHours: '',
    }
  );
}

/** The VIP level a lifetime valid turnover reaches (levels 0–11, thresholds in vip_levels). */
export async function vipLevelForTurnover(q: Queryable, turnoverMinor: bigint): Promise<number> {
  const [row] = await q.query<{ level: number | null }>(
    'select max(level) as level from vip_levels where min_turnover_minor <= $1',
    [turnoverMinor],
  );
  return Number(row?.level ?? 0);
}

/**
 * Adds valid turnover to a member (a settled bet) inside the caller's transaction and raises the
 * VIP level when a threshold is crossed; levels are kept, never lowered. A raised level accrues
 * the inviter's VIP awards. Returns the level before and after.
 */
export async function recordTurnover(
  tx: Queryable,
  memberId: bigint,
  amountMinor: bigint,
  at: number = Date.now(),
): Promise<{ fromLevel: number; toLevel: number; turnoverMinor: bigint }> {
  if (amountMinor < 0n) throw new RangeError('turnover only grows');
  const [row] = await tx.query<{ turnover_minor: bigint; vip_level: number }>(
    `update members set turnover_minor = turnover_minor + $2 where id = $1
     returning turnover_minor, vip_level`,
    [memberId, amountMinor],
  );
  if (!row) throw new Error(`member ${memberId} not found`);
  const turnoverMinor = BigInt(row.turnover_minor);
  const fromLevel = Number(row.vip_level);
  const reached = await vipLevelForTurnover(tx, turnoverMinor);
  if (reached <= fromLevel) return { fromLevel, toLevel: fromLevel, turnoverMinor };
  await tx.query('update members set vip_level = $2 where id = $1', [memberId, reached]);
  await accrueInviteAwards(tx, { kind: 'vip', memberId, fromLevel, toLevel: reached, at });
  return { fromLevel, toLevel: reached, turnoverMinor };
}

export const vipHandlers = {
  getVipCallbackPage: {
    access: 'member',
    async handle(_input, ctx) {
      const { db } = ctx.app;
      const desk = await callbackSettings(db);
      const member = await memberById(db, ctx.member.memberId);
      const pending = await db.query<{ service: VipService }>(
        `select service from vip_callbacks where member_id = $1 and status = 'pending'`,
        [ctx.member.memberId],
      );
      const waiting = new Set(pending.map((row) => row.service));
      return {
        available: (member?.vip_level ?? 0) >= desk.minVipLevel,
        minVipLevel: desk.minVipLevel,
        managerName: desk.managerName,
        workingHours: desk.workingHours,
        pending: waiting.size > 0,
        pendingServices: VIP_SERVICE_NAMES.filter((service) => waiting.has(service)),
      };
    },
  },

  requestVipCallback: {
    access: 'member',
    async handle(input, ctx) {
      const { db } = ctx.app;
      const desk = await callbackSettings(db);
      const member = await memberById(db, ctx.member.memberId);
      const service = input.service ?? DEFAULT_VIP_SERVICE;
      // the level the service's page states (domain), or the desk's own when that is higher
      const level = vipServiceLevel(service, desk.minVipLevel);
      if (!member || member.vip_level < level) {
        throw new Failure(
          CODES.forbidden,
          level > desk.minVipLevel
            ? text('vipServiceLevel', { level })
            : text('vipCallBackLevel', { level }),
        );
      }
      // one request waits per service: asking again updates it
      await db.query(
        `insert into vip_callbacks (member_id, mobile_area, mobile, preferred_time, note, service)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (member_id, service) where status = 'pending'
           do update set mobile_area = excluded.mobile_area, mobile = excluded.mobile,
                         preferred_time = excluded.preferred_time, note = excluded.note`,
        [
          member.id,
          input.mobileArea,
          input.mobile,
          input.preferredTime ?? null,
          input.note ?? null,
          service,
        ],
      );
      return null;
    },
  },

  listVipLevels: {
    access: 'member',
    async handle(_input, ctx) {
      const rows = await ctx.app.db.query<{
        level: number;
        min_turnover_minor: bigint;
        benefits: { key: string; title: string; value: string }[];
      }>('select level, min_turnover_minor, benefits from vip_levels order by level');
      return rows.map((row) => ({
        level: Number(row.level),
        minTurnover: money(row.min_turnover_minor),
        benefits: row.benefits,
      }));
    },
  },

  getVipInfo: {
    access: 'member',
    async handle(_input, ctx) {
      const { db } = ctx.app;
      const member = await memberById(db, ctx.member.memberId);
      if (!member) throw new Error(`member ${ctx.member.memberId} not found`);
      const level = Number(member.vip_level);
      const nextLevel = level < VIP_LEVEL_MAX ? level + 1 : null;
      const levels = await db.query<{
        level: number;
        min_turnover_minor: bigint;
        benefits: { key: string; title: string; value: string }[];
      }>('select level, min_turnover_minor, benefits from vip_levels where level in ($1, $2)', [
        level,
        nextLevel ?? level,
      ]);
      const current = levels.find((l) => l.level === level);
      const next = nextLevel === null ? undefined : levels.find((l) => l.level === nextLevel);
      const desk = await callbackSettings(db);
      return {
        vipLevel: level,
        nextLevel,
        depositProgress: money(member.deposit_total_minor),
        // levels follow turnover alone; deposits are shown, not required
        depositTarget: null,
        betProgress: money(member.turnover_minor),
        betTarget: next ? money(next.min_turnover_minor) : null,
        benefits: current?.benefits ?? [],
        managerName: level >= desk.minVipLevel && desk.managerName ? desk.managerName : null,
      };
    },
  },
} satisfies PlatformHandlers;
