import { CODES, type AdminRewardRules } from '@touchline/api/contract';
import {
  checkInviteBetTiers,
  checkInviteDepositTiers,
  checkInviteVipRewards,
  checkVipThresholds,
  INVITE_TIERS_MAX,
  INVITE_TIERS_MIN,
  INVITE_VIP_REWARDS_MAX,
  INVITE_VIP_REWARDS_MIN,
  normalizeVipBenefitValue,
  parseRatePpm,
  parseRuleAmount,
  ratePpmText,
  vipBenefitValueKind,
  type RewardRuleVerdict,
} from '@touchline/domain';
import type { Queryable } from '../db/database.ts';
import { failure } from '../http/failure.ts';
import type { CallContext, PlatformHandlers } from '../http/routes.ts';
import { adminAction } from './admin-audit.ts';
import { money } from './common.ts';

/**
 * The campaigns section's reward rules (issue 22 §1 "Campaigns", ADR 036): the VIP levels'
 * thresholds and benefits (`vip_levels`) and the invitation programme's tiers
 * (`invite_bet_tiers`, `invite_deposit_tiers`, `invite_vip_rewards`). The rules are the domain's
 * (`reward-rules.ts`); each save is one `adminAction` with one audit row holding the values
 * before and after. Nothing caches these tables: the VIP and invitation pages, a settled bet's
 * level and an invitee's award read the rows as saved.
 */

type Benefit = { key: string; title: string; value: string };
type VipRow = { level: number; min_turnover_minor: bigint; benefits: Benefit[] | string };

const benefitsOf = (row: VipRow): Benefit[] =>
  typeof row.benefits === 'string' ? (JSON.parse(row.benefits) as Benefit[]) : row.benefits;

/** Every rule as stored, in the order the pages show them. */
export async function rewardRules(q: Queryable): Promise<AdminRewardRules> {
  const levels = await q.query<VipRow>(
    'select level, min_turnover_minor, benefits from vip_levels order by level',
  );
  const bet = await q.query<{ min_valid_bet_minor: bigint; rate_ppm: number }>(
    'select min_valid_bet_minor, rate_ppm from invite_bet_tiers order by level',
  );
  const deposit = await q.query<{ min_deposit_minor: bigint; reward_minor: bigint }>(
    'select min_deposit_minor, reward_minor from invite_deposit_tiers order by min_deposit_minor',
  );
  const vip = await q.query<{ vip_level: number; reward_minor: bigint }>(
    'select vip_level, reward_minor from invite_vip_rewards order by vip_level',
  );
  return {
    vipLevels: levels.map((r) => ({
      level: Number(r.level),
      minTurnover: money(r.min_turnover_minor),
      benefits: benefitsOf(r),
    })),
    betTiers: bet.map((r) => ({
      minValidBet: money(r.min_valid_bet_minor),
      rate: ratePpmText(Number(r.rate_ppm)),
    })),
    depositTiers: deposit.map((r) => ({
      minDeposit: money(r.min_deposit_minor),
      reward: money(r.reward_minor),
    })),
    vipRewards: vip.map((r) => ({ vipLevel: Number(r.vip_level), reward: money(r.reward_minor) })),
  };
}

/** A list's refusal in the caller's language, naming the entry at fault. */
function refused(verdict: RewardRuleVerdict, bounds: { min: number; max: number }): never | void {
  if (verdict.ok) return;
  const n = verdict.entry;
  switch (verdict.fault) {
    case 'count':
      throw failure(CODES.invalidRequest, 'adminRuleCount', bounds);
    case 'rate':
      throw failure(CODES.invalidRequest, 'adminRuleRate', { n });
    case 'order':
      throw failure(CODES.invalidRequest, 'adminRuleOrder', { n });
    case 'level':
      throw failure(CODES.invalidRequest, 'adminRuleLevel', { n });
    default:
      throw failure(CODES.invalidRequest, 'adminRuleAmount', { n });
  }
}

/** Holds a rule table against other saves until the transaction ends (reads go on). */
async function lockTable(tx: Queryable, table: string): Promise<void> {
  await tx.query(`lock table ${table} in share row exclusive mode`);
}

/** One audited replacement of a tier list: the list before and after as JSON text. */
async function replaceTiers(
  ctx: CallContext,
  spec: {
    action: 'invite.setBetTiers' | 'invite.setDepositTiers' | 'invite.setVipRewards';
    target: 'bet' | 'deposit' | 'vip';
    table: string;
    reason: string;
    pick: (rules: AdminRewardRules) => unknown;
    write: (tx: Queryable) => Promise<void>;
  },
): Promise<AdminRewardRules> {
  return adminAction(
    ctx,
    { action: spec.action, target: { kind: 'inviteRules', id: spec.target }, reason: spec.reason },
    async (tx) => {
      await lockTable(tx, spec.table);
      const before = JSON.stringify(spec.pick(await rewardRules(tx)));
      await tx.query(`delete from ${spec.table}`);
      await spec.write(tx);
      const result = await rewardRules(tx);
      const after = JSON.stringify(spec.pick(result));
      // the same list again changes nothing: no audit row (the rows were written back as they were)
      if (before === after) return { result, unchanged: true as const };
      return { result, before: { tiers: before }, after: { tiers: after } };
    },
  );
}

const tierBounds = { min: INVITE_TIERS_MIN, max: INVITE_TIERS_MAX };

export const adminRewardHandlers = {
  adminGetRewardRules: {
    access: 'superAdmin',
    async handle(_input, ctx) {
      return rewardRules(ctx.app.db);
    },
  },

  adminSetVipLevel: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const level = input.level;
      return adminAction(
        ctx,
        { action: 'vip.setLevel', target: { kind: 'vipLevel', id: level }, reason: input.reason },
        async (tx) => {
          await lockTable(tx, 'vip_levels');
          const rows = await tx.query<VipRow>(
            'select level, min_turnover_minor, benefits from vip_levels order by level',
          );
          const row = rows.find((r) => Number(r.level) === level);
          if (!row) throw failure(CODES.notFound, 'adminVipLevelNotFound', { level });
          const minTurnover = parseRuleAmount(input.minTurnover);
          if (minTurnover === null) {
            throw failure(CODES.invalidRequest, 'adminVipAmount', { level });
          }
          // thresholds rise strictly with the level, level 0 from zero (the domain's rule)
          const verdict = checkVipThresholds(
            rows.map((r) => ({
              level: Number(r.level),
              minTurnover:
                Number(r.level) === level ? money(minTurnover) : money(r.min_turnover_minor),
            })),
          );
          if (!verdict.ok) {
            throw failure(
              CODES.invalidRequest,
              verdict.fault === 'base' ? 'adminVipBase' : 'adminVipOrder',
              { level },
            );
          }
          // each benefit named keeps the kind of its stored value; the others stay as they are
          const stored = benefitsOf(row);
          const benefits = stored.map((b) => ({ ...b }));
          for (const typed of input.benefits) {
            const at = benefits.find((b) => b.key === typed.key);
            const value =
              at && normalizeVipBenefitValue(vipBenefitValueKind(at.value), typed.value);
            if (!at || value === null || value === undefined) {
              throw failure(CODES.invalidRequest, 'adminVipBenefit', { field: typed.key, level });
            }
            at.value = value;
          }
          const before = {
            minTurnover: money(row.min_turnover_minor),
            benefits: JSON.stringify(stored),
          };
          const after = { minTurnover: money(minTurnover), benefits: JSON.stringify(benefits) };
          const fields = (['minTurnover', 'benefits'] as const).filter(
            (k) => before[k] !== after[k],
          );
          if (fields.length === 0)
            return { result: await rewardRules(tx), unchanged: true as const };
          await tx.query(
            'update vip_levels set min_turnover_minor = $2, benefits = $3::jsonb where level = $1',
            [level, minTurnover, JSON.stringify(benefits)],
          );
          return {
            result: await rewardRules(tx),
            before: Object.fromEntries(fields.map((k) => [k, before[k]])),
            after: Object.fromEntries(fields.map((k) => [k, after[k]])),
          };
        },
      );
    },
  },

  adminSetInviteBetTiers: {
    access: 'superAdmin',
    async handle(input, ctx) {
      refused(checkInviteBetTiers(input.tiers), tierBounds);
      return replaceTiers(ctx, {
        action: 'invite.setBetTiers',
        target: 'bet',
        table: 'invite_bet_tiers',
        reason: input.reason,
        pick: (rules) => rules.betTiers,
        write: async (tx) => {
          for (const [i, tier] of input.tiers.entries()) {
            await tx.query(
              'insert into invite_bet_tiers (level, min_valid_bet_minor, rate_ppm) values ($1, $2, $3)',
              [i + 1, parseRuleAmount(tier.minValidBet)!, parseRatePpm(tier.rate)!],
            );
          }
        },
      });
    },
  },

  adminSetInviteDepositTiers: {
    access: 'superAdmin',
    async handle(input, ctx) {
      refused(checkInviteDepositTiers(input.tiers), tierBounds);
      return replaceTiers(ctx, {
        action: 'invite.setDepositTiers',
        target: 'deposit',
        table: 'invite_deposit_tiers',
        reason: input.reason,
        pick: (rules) => rules.depositTiers,
        write: async (tx) => {
          for (const tier of input.tiers) {
            await tx.query(
              'insert into invite_deposit_tiers (min_deposit_minor, reward_minor) values ($1, $2)',
              [parseRuleAmount(tier.minDeposit)!, parseRuleAmount(tier.reward)!],
            );
          }
        },
      });
    },
  },

  adminSetInviteVipRewards: {
    access: 'superAdmin',
    async handle(input, ctx) {
      refused(checkInviteVipRewards(input.rewards), {
        min: INVITE_VIP_REWARDS_MIN,
        max: INVITE_VIP_REWARDS_MAX,
      });
      return replaceTiers(ctx, {
        action: 'invite.setVipRewards',
        target: 'vip',
        table: 'invite_vip_rewards',
        reason: input.reason,
        pick: (rules) => rules.vipRewards,
        write: async (tx) => {
          for (const r of input.rewards) {
            await tx.query(
              'insert into invite_vip_rewards (vip_level, reward_minor) values ($1, $2)',
              [r.vipLevel, parseRuleAmount(r.reward)!],
            );
          }
        },
      });
    },
  },
} satisfies PlatformHandlers;
