import { INVITE_TIERS_MAX, INVITE_VIP_REWARDS_MAX, VIP_BENEFIT_TEXT_MAX } from '@touchline/domain';
import { z } from 'zod/mini';
import { defineCalls } from '../define.ts';
import { moneySchema, vipLevelSchema } from '../primitives.ts';
import { adminReasonSchema } from './admin.ts';
import { lazySchema } from '../lazy.ts';

/**
 * The campaigns section's reward rules (issue 22 §1 "Campaigns", ADR 036): the VIP levels'
 * thresholds and benefits and the invitation programme's tiers. Amounts are money text (read
 * into minor units on the server), rates decimal text (parts per million). The contract carries
 * the shapes; the rules (tiers in order, no duplicates, thresholds rising with the level) are
 * the domain's (`reward-rules.ts`), applied by the server so a refusal is translated and names
 * the entry at fault. Every path here is ours.
 */

/** Money text as an operator types it: digits, at most two decimals. */
const ruleAmountSchema = lazySchema(() => z.string().check(z.trim(), z.maxLength(20)));
/** A rate as decimal text: `"0.003"` is 0.3 %. */
const ruleRateSchema = lazySchema(() => z.string().check(z.trim(), z.maxLength(10)));

/** A VIP benefit as stored: its key, its title and its value (an amount, a count or a word). */
export const adminVipBenefitSchema = lazySchema(() =>
  z.object({
    key: z.string(),
    title: z.string(),
    value: z.string(),
  }),
);

export const adminVipLevelSchema = lazySchema(() =>
  z.object({
    level: vipLevelSchema,
    /** The lifetime valid turnover that reaches the level. */
    minTurnover: moneySchema,
    benefits: z.array(adminVipBenefitSchema),
  }),
);
export type AdminVipLevel = z.infer<typeof adminVipLevelSchema>;

export const adminInviteBetTierSchema = lazySchema(() =>
  z.object({ minValidBet: moneySchema, rate: z.string() }),
);
export const adminInviteDepositTierSchema = lazySchema(() =>
  z.object({
    minDeposit: moneySchema,
    reward: moneySchema,
  }),
);
export const adminInviteVipRewardSchema = lazySchema(() =>
  z.object({
    vipLevel: vipLevelSchema,
    reward: moneySchema,
  }),
);

/** Every reward rule, as stored. */
export const adminRewardRulesSchema = lazySchema(() =>
  z.object({
    vipLevels: z.array(adminVipLevelSchema),
    betTiers: z.array(adminInviteBetTierSchema),
    depositTiers: z.array(adminInviteDepositTierSchema),
    vipRewards: z.array(adminInviteVipRewardSchema),
  }),
);
export type AdminRewardRules = z.infer<typeof adminRewardRulesSchema>;

export const adminRewardCalls = defineCalls('admin', {
  adminGetRewardRules: {
    method: 'POST',
    // path is ours: the spec shows no admin calls
    path: '/api/admin/rewards/get',
    request: lazySchema(() => z.object({})),
    response: adminRewardRulesSchema,
    pathIsOurs: true,
  },
  adminSetVipLevel: {
    method: 'POST',
    // path is ours
    path: '/api/admin/rewards/vip-level',
    request: lazySchema(() =>
      z.object({
        level: vipLevelSchema,
        minTurnover: ruleAmountSchema,
        /** The level's benefits' values by key (each kept in its stored kind); others unchanged. */
        benefits: z
          .array(
            z.object({
              key: z.string().check(z.maxLength(60)),
              value: z.string().check(z.trim(), z.maxLength(VIP_BENEFIT_TEXT_MAX)),
            }),
          )
          .check(z.maxLength(20)),
        reason: adminReasonSchema,
      }),
    ),
    response: adminRewardRulesSchema,
    pathIsOurs: true,
  },
  adminSetInviteBetTiers: {
    method: 'POST',
    // path is ours
    path: '/api/admin/rewards/invite-bet-tiers',
    request: lazySchema(() =>
      z.object({
        tiers: z
          .array(z.object({ minValidBet: ruleAmountSchema, rate: ruleRateSchema }))
          .check(z.maxLength(INVITE_TIERS_MAX)),
        reason: adminReasonSchema,
      }),
    ),
    response: adminRewardRulesSchema,
    pathIsOurs: true,
  },
  adminSetInviteDepositTiers: {
    method: 'POST',
    // path is ours
    path: '/api/admin/rewards/invite-deposit-tiers',
    request: lazySchema(() =>
      z.object({
        tiers: z
          .array(z.object({ minDeposit: ruleAmountSchema, reward: ruleAmountSchema }))
          .check(z.maxLength(INVITE_TIERS_MAX)),
        reason: adminReasonSchema,
      }),
    ),
    response: adminRewardRulesSchema,
    pathIsOurs: true,
  },
  adminSetInviteVipRewards: {
    method: 'POST',
    // path is ours
    path: '/api/admin/rewards/invite-vip-rewards',
    request: lazySchema(() =>
      z.object({
        rewards: z
          .array(z.object({ vipLevel: z.int(), reward: ruleAmountSchema }))
          .check(z.maxLength(INVITE_VIP_REWARDS_MAX)),
        reason: adminReasonSchema,
      }),
    ),
    response: adminRewardRulesSchema,
    pathIsOurs: true,
  },
});
