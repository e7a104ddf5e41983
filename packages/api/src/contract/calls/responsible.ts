import {
  RG_LIMITS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
} from '@touchline/domain';
import { z } from 'zod/mini';
import { defineCalls } from '../define.ts';
import { amountSchema, emptyRequestSchema, epochMsSchema, moneySchema } from '../primitives.ts';
import { lazySchema } from '../lazy.ts';

/**
 * Responsible gambling (issue 20, ADR 021): the member's limits, time-outs, self-exclusion and
 * reality check, and the statements that show their play. The server enforces every rule at
 * every call that spends money (a refusal is code `playerProtection` with a `restrictionSchema`
 * as its data); these calls set and show them. Paths are ours: the spec has none of this.
 */

export const rgLimitSchema = lazySchema(() => z.enum(RG_LIMITS));
export const timeOutDurationSchema = lazySchema(() => z.enum(TIME_OUT_DURATIONS));
export const selfExclusionDurationSchema = lazySchema(() => z.enum(SELF_EXCLUSION_DURATIONS));
export const realityCheckMinutesSchema = lazySchema(() =>
  z.union(
    REALITY_CHECK_MINUTES.map((m) => z.literal(m)) as unknown as [
      z.ZodMiniLiteral<0>,
      z.ZodMiniLiteral<15>,
      z.ZodMiniLiteral<30>,
      z.ZodMiniLiteral<60>,
    ],
  ),
);

/**
 * A limit as it stands: `value` in force (null: none; an amount of the wallet's currency, or
 * minutes for `session`), and a raise or removal waiting until `pendingFrom`.
 */
export const rgLimitStateSchema = lazySchema(() =>
  z.object({
    limit: rgLimitSchema,
    value: z.nullable(z.string()),
    pending: z.nullable(z.object({ value: z.nullable(z.string()), from: epochMsSchema })),
  }),
);

export const exclusionSchema = lazySchema(() =>
  z.object({
    kind: z.enum(['time-out', 'self-exclusion']),
    until: epochMsSchema,
  }),
);

/** Why a spending call was refused (the data of a `playerProtection` refusal). */
export const restrictionSchema = lazySchema(() =>
  z.object({
    reason: z.enum(['time-out', 'self-exclusion', 'depositLimit', 'lossLimit']),
    until: epochMsSchema,
    period: z.optional(z.enum(['day', 'week', 'month'])),
    limit: z.optional(moneySchema),
    used: z.optional(moneySchema),
  }),
);

export const responsibleGamblingSchema = lazySchema(() =>
  z.object({
    currency: z.string(),
    limits: z.array(rgLimitStateSchema),
    realityCheckMinutes: realityCheckMinutesSchema,
    exclusion: z.nullable(exclusionSchema),
  }),
);

/** One month of play (UTC+8) as the activity statement shows it. */
export const activityMonthSchema = lazySchema(() =>
  z.object({
    /** `YYYY-MM` */
    month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
    deposits: moneySchema,
    withdrawals: moneySchema,
    stakes: moneySchema,
    wins: moneySchema,
    /** Gifts and room fees. */
    spent: moneySchema,
    /** Wins less stakes and spending. */
    net: moneySchema,
  }),
);

export const responsibleCalls = defineCalls('member', {
  getResponsibleGambling: {
    method: 'GET',
    // path is ours: the spec has no responsible-gambling calls
    path: '/api/member/rg/get',
    request: emptyRequestSchema,
    response: responsibleGamblingSchema,
    pathIsOurs: true,
    suppressMessages: true,
  },
  /**
   * Sets or removes (`amount`/`minutes` absent) a limit: lowering or adding one is in force at
   * once, raising or removing one waits 24 hours. Answers the limits as they now stand.
   */
  setRgLimit: {
    method: 'POST',
    // path is ours: the spec has no responsible-gambling calls
    path: '/api/member/rg/limit',
    request: lazySchema(() =>
      z.object({
        limit: rgLimitSchema,
        /** For the deposit and loss limits. */
        amount: z.optional(amountSchema),
        /** For the session limit. */
        minutes: z.optional(z.int()),
      }),
    ),
    response: responsibleGamblingSchema,
    pathIsOurs: true,
  },
  setRealityCheck: {
    method: 'POST',
    // path is ours: the spec has no responsible-gambling calls
    path: '/api/member/rg/reality-check',
    request: lazySchema(() => z.object({ minutes: realityCheckMinutesSchema })),
    response: responsibleGamblingSchema,
    pathIsOurs: true,
  },
  /**
   * A time-out (24 hours to 6 weeks) or a self-exclusion (6 months to 5 years), at once: every
   * session of the member ends, and login is refused until it is over. Neither can be undone.
   */
  takeBreak: {
    method: 'POST',
    // path is ours: the spec has no responsible-gambling calls
    path: '/api/member/rg/break',
    request: lazySchema(() =>
      z.object({
        duration: z.union([timeOutDurationSchema, selfExclusionDurationSchema]),
        /** The member read that it cannot be undone and confirmed it. */
        confirm: z.literal(true),
      }),
    ),
    response: exclusionSchema,
    pathIsOurs: true,
  },
  /** This session's start and net result of play, for the reality check. */
  getSessionSummary: {
    method: 'GET',
    // path is ours: the spec has no responsible-gambling calls
    path: '/api/member/rg/session',
    request: emptyRequestSchema,
    response: lazySchema(() =>
      z.object({
        startedAt: epochMsSchema,
        /** Wins less stakes and spending since login. */
        net: moneySchema,
        realityCheckMinutes: realityCheckMinutesSchema,
      }),
    ),
    pathIsOurs: true,
    suppressMessages: true,
  },
  /** Deposits, withdrawals, stakes, wins and net by month (UTC+8), newest first. */
  getActivityStatement: {
    method: 'GET',
    // path is ours: the spec has no responsible-gambling calls
    path: '/api/member/rg/activity',
    request: emptyRequestSchema,
    response: lazySchema(() => z.array(activityMonthSchema)),
    pathIsOurs: true,
    suppressMessages: true,
  },
});

export type ResponsibleGambling = z.infer<typeof responsibleGamblingSchema>;
export type Restriction = z.infer<typeof restrictionSchema>;
export type ActivityMonth = z.infer<typeof activityMonthSchema>;
