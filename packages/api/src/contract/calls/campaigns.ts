import {
  CAMPAIGN_REFUSALS,
  CAMPAIGN_STATES,
  CURRENCIES,
  MAX_CLIENT_SEED_LENGTH,
  NEWBIE_TASKS,
} from '@touchline/domain';
import { z } from 'zod/mini';
import { defineCalls } from '../define.ts';
import { epochMsSchema, idempotencyKeySchema, moneySchema } from '../primitives.ts';
import { lazySchema } from '../lazy.ts';

/**
 * Campaigns (issue 21, ADR 026): every promotion is data on the server, served in the caller's
 * language, with the member's own standing when a session comes along. The mechanics (sign-in,
 * the lucky wheel, newbie steps, rebate, deposit match) move money only on the server, through
 * the ledger, once. Paths are ours: the spec shows the pages, not their calls.
 */

export const CAMPAIGN_KINDS = [
  'depositMatch',
  'newbieTasks',
  'signIn',
  'rebate',
  'leaderboard',
  'tournament',
  'static',
  'luckyWheel',
] as const;
export const CAMPAIGN_CATEGORIES = [
  'sports',
  'games',
  'live',
  'newMembers',
  'vip',
  'festival',
] as const;

export const campaignKindSchema = lazySchema(() => z.enum(CAMPAIGN_KINDS));
export const campaignCategorySchema = lazySchema(() => z.enum(CAMPAIGN_CATEGORIES));
export const campaignStateSchema = lazySchema(() => z.enum(CAMPAIGN_STATES));
export const newbieTaskSchema = lazySchema(() => z.enum(NEWBIE_TASKS));

/** A route of the site: `/sign-activity`, `/ActivityView/StaticActivity`. */
export const campaignPathSchema = lazySchema(() =>
  z.string().check(z.regex(/^\/[A-Za-z0-9/_-]{1,120}$/, 'a site path, e.g. "/sign-activity"')),
);
export const campaignSlugSchema = lazySchema(() =>
  z
    .string()
    .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/, 'a campaign slug, e.g. "sign-activity"')),
);

const count = lazySchema(() => z.int().check(z.minimum(0)));

/** One line of a campaign as the promotions list shows it. */
export const campaignSummarySchema = lazySchema(() =>
  z.object({
    slug: z.string(),
    /** Its address (the first of its routes). */
    path: z.string(),
    kind: campaignKindSchema,
    category: campaignCategorySchema,
    state: campaignStateSchema,
    startsAt: epochMsSchema,
    endsAt: z.nullable(epochMsSchema),
    title: z.string(),
    subtitle: z.string(),
    image: z.string(),
    ctaLabel: z.string(),
    sort: z.int(),
  }),
);
export type CampaignSummary = z.output<typeof campaignSummarySchema>;

export const campaignRewardTierSchema = lazySchema(() =>
  z.object({
    condition: z.string(),
    reward: z.optional(z.string()),
    /** The tier's amount in `currency`, when it pays one. */
    amount: z.optional(moneySchema),
  }),
);

/** The sign-in calendar: each day's reward, and where the member stands today. */
export const signInStandingSchema = lazySchema(() =>
  z.object({
    days: z.array(z.object({ day: z.int().check(z.minimum(1)), reward: moneySchema })),
    resetOnMiss: z.boolean(),
    /** The streak that counts today (0: none, or broken by a missed day). */
    streak: count,
    signedToday: z.boolean(),
    /** The calendar's day (index into `days`) that today's sign-in pays or paid. */
    todayIndex: count,
  }),
);

/** The wheel: its segments with their published chances, and the member's spins. */
export const wheelStandingSchema = lazySchema(() =>
  z.object({
    segments: z.array(
      z.object({
        label: z.string(),
        /** Null: the segment pays nothing. */
        prize: z.nullable(moneySchema),
        /** Percent with two decimals: weight / total weight. */
        probability: z.string(),
      }),
    ),
    dailyFreeSpins: count,
    depositPerSpin: moneySchema,
    /** Spins the member has left now (null for a visitor). */
    spinsLeft: z.nullable(count),
    /** SHA-256 of the server seed the member's next spin uses, shown before it is made. */
    nextServerSeedHash: z.nullable(z.string()),
  }),
);

export const newbieStandingSchema = lazySchema(() =>
  z.object({
    steps: z.array(
      z.object({
        task: newbieTaskSchema,
        reward: moneySchema,
        /** Visitors see every step as `todo`. */
        status: z.enum(['claimed', 'claimable', 'todo']),
      }),
    ),
  }),
);

export const depositMatchStandingSchema = lazySchema(() =>
  z.object({
    percent: z.string(),
    minDeposit: moneySchema,
    cap: moneySchema,
    wageringMultiple: count,
    firstDepositOnly: z.boolean(),
    /** The bonus the member would get by claiming now (0.00: nothing qualifies yet). */
    claimable: moneySchema,
    /** The bonus once claimed, and its wagering requirement's progress. */
    bonus: z.nullable(
      z.object({
        deposit: moneySchema,
        bonus: moneySchema,
        required: moneySchema,
        done: moneySchema,
        complete: z.boolean(),
      }),
    ),
  }),
);

export const rebateStandingSchema = lazySchema(() =>
  z.object({
    percent: z.string(),
    period: z.enum(['day', 'week', 'month']),
    products: z.array(z.enum(['sports', 'games'])),
    maxPerPeriod: moneySchema,
    /** The last whole period, what its turnover pays, and whether it has been claimed. */
    last: z.nullable(
      z.object({
        startsAt: epochMsSchema,
        endsAt: epochMsSchema,
        turnover: moneySchema,
        rebate: moneySchema,
        claimed: z.boolean(),
        /**
         * Until when (exclusive) it may be claimed: the end of the running period, or of the
         * grace window after the campaign's end for its last period (domain's `rebateClaimWindow`).
         */
        claimUntil: epochMsSchema,
      }),
    ),
    /** The running period's turnover so far. */
    currentTurnover: z.nullable(moneySchema),
  }),
);

export const leaderboardStandingSchema = lazySchema(() =>
  z.object({
    products: z.array(z.enum(['sports', 'games'])),
    prizes: z.array(moneySchema),
    entries: z.array(
      z.object({
        rank: z.int().check(z.minimum(1)),
        /** The member's nickname, masked. */
        name: z.string(),
        score: moneySchema,
        prize: moneySchema,
        you: z.boolean(),
        /** The prize has been credited (the board closed; paid by the server, or claimed). */
        paid: z.boolean(),
      }),
    ),
  }),
);

/** One match of a tournament's competitions, from the sports feed, named in the caller's language. */
export const tournamentFixtureSchema = lazySchema(() =>
  z.object({
    /** The sportsbook's match id: its page is `/sports/sportsdetail/:id`. */
    id: count,
    league: z.string(),
    home: z.string(),
    away: z.string(),
    /** Kick-off. */
    startsAt: epochMsSchema,
    status: z.enum(['upcoming', 'live', 'finished']),
    /** `home:away`: the score so far while live, the final score once finished; null before. */
    score: z.nullable(z.string()),
    /** While live: the period in play (from 1), and the minute for a timed sport (null otherwise). */
    clock: z.nullable(z.object({ period: z.int().check(z.minimum(1)), minute: z.nullable(count) })),
  }),
);
export type TournamentFixture = z.output<typeof tournamentFixtureSchema>;

export const tournamentStandingSchema = lazySchema(() =>
  z.object({
    sportId: count,
    /** The competitions' names in the caller's language. */
    leagues: z.array(z.string()),
    /** Under way now, earliest kick-off first. */
    live: z.array(tournamentFixtureSchema),
    /** The next ones to kick off, soonest first (at most 10). */
    upcoming: z.array(tournamentFixtureSchema),
    /** The latest finished ones, latest kick-off first (at most 10). */
    results: z.array(tournamentFixtureSchema),
  }),
);

/** One campaign page: its texts in the caller's language, its numbers, the caller's standing. */
export const campaignDetailSchema = lazySchema(() =>
  z.object({
    ...campaignSummarySchema.shape,
    paths: z.array(z.string()),
    body: z.array(z.string()),
    rules: z.array(z.string()),
    rewardTiers: z.array(campaignRewardTierSchema),
    cta: z.object({ label: z.string(), to: z.string() }),
    /** The currency of every amount on the page: the member's wallet, or the language's. */
    currency: z.enum(CURRENCIES),
    /** Whether the caller may take part now, and if not, why. */
    eligibility: z.object({
      ok: z.boolean(),
      reason: z.optional(z.enum(CAMPAIGN_REFUSALS)),
    }),
    signIn: z.optional(signInStandingSchema),
    wheel: z.optional(wheelStandingSchema),
    newbie: z.optional(newbieStandingSchema),
    depositMatch: z.optional(depositMatchStandingSchema),
    rebate: z.optional(rebateStandingSchema),
    leaderboard: z.optional(leaderboardStandingSchema),
    tournament: z.optional(tournamentStandingSchema),
  }),
);
export type CampaignDetail = z.output<typeof campaignDetailSchema>;

/** How a spin can be checked: the revealed seed, its hash shown before, the client seed, nonce. */
export const wheelFairnessSchema = lazySchema(() =>
  z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: count,
    /** The hash of the seed the next spin will use. */
    nextServerSeedHash: z.string(),
  }),
);

export const campaignAwardSchema = lazySchema(() =>
  z.object({
    /** What was credited (0.00 for a wheel's empty segment). */
    amount: moneySchema,
    balance: moneySchema,
  }),
);

export const campaignsCalls = defineCalls('campaigns', {
  /** The campaign a route serves, in the caller's language, with the member's standing. */
  getCampaign: {
    method: 'GET',
    // path is ours: the spec's campaign pages have no call of their own
    path: '/api/activity/campaign',
    request: lazySchema(() => z.object({ path: campaignPathSchema })),
    response: campaignDetailSchema,
    pathIsOurs: true,
  },
  /** The promotions list of /sponsor and /activity, by state and category. */
  listCampaigns: {
    method: 'GET',
    // path is ours
    path: '/api/activity/list',
    request: lazySchema(() =>
      z.object({
        state: z.optional(campaignStateSchema),
        category: z.optional(campaignCategorySchema),
      }),
    ),
    response: lazySchema(() => z.array(campaignSummarySchema)),
    pathIsOurs: true,
  },
  /** Today's sign-in (UTC+8): pays the day's reward of the streak, once a day. */
  signInCampaign: {
    method: 'POST',
    // path is ours
    path: '/api/activity/sign-in',
    request: lazySchema(() => z.object({ slug: campaignSlugSchema })),
    response: lazySchema(() =>
      z.object({ ...campaignAwardSchema.shape, streak: z.int().check(z.minimum(1)) }),
    ),
    pathIsOurs: true,
  },
  /**
   * One spin of the lucky wheel: the server draws the segment (provably fair) and credits its
   * prize; the same key answers the same spin.
   */
  spinWheel: {
    method: 'POST',
    // path is ours
    path: '/api/activity/wheel/spin',
    request: lazySchema(() =>
      z.object({
        slug: campaignSlugSchema,
        idempotencyKey: idempotencyKeySchema,
        /** The member's own seed for this spin (printable ASCII); the default otherwise. */
        clientSeed: z.optional(
          z
            .string()
            .check(
              z.minLength(1),
              z.maxLength(MAX_CLIENT_SEED_LENGTH),
              z.regex(/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/, 'printable ASCII'),
            ),
        ),
      }),
    ),
    response: lazySchema(() =>
      z.object({
        ...campaignAwardSchema.shape,
        segmentIndex: count,
        spinsLeft: count,
        fairness: wheelFairnessSchema,
      }),
    ),
    pathIsOurs: true,
  },
  /**
   * Claims what a campaign owes: a newbie step (`step`), the last period's rebate (also for a
   * grace window after the end), the deposit match bonus, or a closed leaderboard's prize (which
   * the server also pays by itself once the board closes). Each is paid once.
   */
  claimCampaign: {
    method: 'POST',
    // path is ours
    path: '/api/activity/claim',
    request: lazySchema(() =>
      z.object({ slug: campaignSlugSchema, step: z.optional(newbieTaskSchema) }),
    ),
    response: campaignAwardSchema,
    pathIsOurs: true,
  },
});
