import { z } from 'zod/mini';
import { defineCalls } from '../define.ts';
import {
  emptyRequestSchema,
  epochMsSchema,
  idempotencyKeySchema,
  moneySchema,
  pageOf,
  queryIntSchema,
  vipLevelSchema,
} from '../primitives.ts';
import { lazySchema } from '../lazy.ts';

/** Kinds of invitation reward: on invitees' bets, on their deposits, on their VIP upgrades. */
export const INVITE_AWARD_KINDS = ['bet', 'deposit', 'vip'] as const;
export const inviteAwardKindSchema = lazySchema(() => z.enum(INVITE_AWARD_KINDS));

/** A rate as decimal text: `"0.005"` is 0.5 %. */
const rateSchema = lazySchema(() => z.string().check(z.regex(/^\d+(\.\d{1,6})?$/)));

const pageQuery = lazySchema(() => z.object({ page: queryIntSchema, pageSize: queryIntSchema }));

export const inviteInfoSchema = lazySchema(() =>
  z.object({
    referCode: z.string().check(z.minLength(1)),
    inviteUrl: z.string().check(z.minLength(1)),
    invitedCount: z.int().check(z.nonnegative()),
    validInvitedCount: z.int().check(z.nonnegative()),
    /** Rewards ready to draw, by kind. */
    pendingAward: moneySchema,
    totalAward: moneySchema,
  }),
);

export const inviteCalls = defineCalls('invite', {
  drawInviteAward: {
    method: 'POST',
    path: '/api/member/invite/drawAward',
    request: lazySchema(() =>
      z.object({ kind: inviteAwardKindSchema, idempotencyKey: idempotencyKeySchema }),
    ),
    response: lazySchema(() => z.object({ amount: moneySchema, memberWallet: moneySchema })),
  },
  generateReferralCode: {
    method: 'GET',
    path: '/api/member/invite/generateReferralCode',
    request: emptyRequestSchema,
    response: lazySchema(() =>
      z.object({
        referCode: z.string().check(z.minLength(1)),
        inviteUrl: z.string().check(z.minLength(1)),
      }),
    ),
  },
  /** The marquee ("horse ring") of recent invitation rewards. */
  listInviteMarquee: {
    method: 'GET',
    path: '/api/member/invite/queryHorseRing',
    request: emptyRequestSchema,
    response: lazySchema(() =>
      z.array(z.object({ userName: z.string(), amount: moneySchema, awardedAt: epochMsSchema })),
    ),
  },
  getInviteBetConfig: {
    method: 'GET',
    path: '/api/member/invite/queryInviteBetConfig',
    request: emptyRequestSchema,
    response: lazySchema(() =>
      z.array(
        z.object({
          level: z.int().check(z.minimum(1)),
          minValidBet: moneySchema,
          rate: rateSchema,
        }),
      ),
    ),
  },
  getInviteDepositConfig: {
    method: 'GET',
    path: '/api/member/invite/queryInviteDepConfig',
    request: emptyRequestSchema,
    response: lazySchema(() => z.array(z.object({ minDeposit: moneySchema, reward: moneySchema }))),
  },
  getInviteInfo: {
    method: 'GET',
    path: '/api/member/invite/queryInviteInfo',
    request: emptyRequestSchema,
    response: inviteInfoSchema,
  },
  getInviteVipConfig: {
    method: 'GET',
    path: '/api/member/invite/queryInviteVipConfig',
    request: emptyRequestSchema,
    response: lazySchema(() =>
      z.array(z.object({ vipLevel: vipLevelSchema, reward: moneySchema })),
    ),
  },
  getInviteTotalAward: {
    method: 'GET',
    path: '/api/member/invite/queryInviteInfoTotalAward',
    request: emptyRequestSchema,
    response: lazySchema(() =>
      z.object({
        totalAward: moneySchema,
        betAward: moneySchema,
        depositAward: moneySchema,
        vipAward: moneySchema,
      }),
    ),
  },
  listInviteBetAwards: {
    method: 'GET',
    path: '/api/member/invite/queryInviteBetAwardList',
    request: pageQuery,
    response: lazySchema(() =>
      pageOf(
        z.object({
          userName: z.string(),
          validBet: moneySchema,
          award: moneySchema,
          settledAt: epochMsSchema,
        }),
      ),
    ),
  },
  listInviteDepositAwards: {
    method: 'GET',
    path: '/api/member/invite/queryInviteDepAward',
    request: pageQuery,
    response: lazySchema(() =>
      pageOf(
        z.object({
          userName: z.string(),
          depositAmount: moneySchema,
          award: moneySchema,
          depositedAt: epochMsSchema,
          drawn: z.boolean(),
        }),
      ),
    ),
  },
});
