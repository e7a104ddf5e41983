import {
  MAX_PARLAY_LEGS,
  MAX_SLIP_SELECTIONS,
  MIN_PARLAY_LEGS,
  type Language,
} from '@touchline/domain';
import { z } from 'zod/mini';
import { defineCalls, type RequestSchema } from '../define.ts';
import {
  betOrderSchema,
  betPickSchema,
  betQuoteSchema,
  bulletinSchema,
  cashOutQuoteSchema,
  cashOutResultSchema,
  leagueSchema,
  matchDetailSchema,
  matchIdSchema,
  matchResultDetailSchema,
  matchResultSchema,
  matchSchema,
  reserveBetSchema,
  sportsPageOf,
  staticLanguageEntrySchema,
  statisticsSchema,
} from '../entities/sports.ts';
import {
  amountSchema,
  dateTimeTextSchema,
  emptyRequestSchema,
  epochMsSchema,
  idempotencyKeySchema,
  moneySchema,
  noDataSchema,
  oddsTypeSchema,
  priceSchema,
  sportIdSchema,
  statisticsTypeSchema,
} from '../primitives.ts';
import { lazySchema } from '../lazy.ts';

/** The sports service's language codes. */
export const SPORTS_LANGUAGE_TYPES = Object.freeze({
  'zh-cn': 'CMN',
  en: 'ENG',
  vi: 'VIE',
  th: 'THA',
} as const satisfies Record<Language, string>);
export const sportsLanguageTypeSchema = lazySchema(() =>
  z.enum(Object.values(SPORTS_LANGUAGE_TYPES)),
);
export type SportsLanguageType = z.infer<typeof sportsLanguageTypeSchema>;

/**
 * What the sports client adds to every body (spec §3): the odds-change acceptance from settings
 * (1 any, 2 better, 3 none), the currency id and the language.
 */
export const sportsCommonBodySchema = lazySchema(() =>
  z.object({
    oddsChange: z.literal([1, 2, 3]),
    currencyId: z.int().check(z.positive()),
    languageType: sportsLanguageTypeSchema,
  }),
);
export type SportsCommonBody = z.infer<typeof sportsCommonBodySchema>;

/** The page fields of the sports service: `current` page (1-based) and `size`. */
const sportsPage = lazySchema(() => ({
  current: z.optional(z.int().check(z.minimum(1))),
  size: z.optional(z.int().check(z.minimum(1), z.maximum(200))),
}));
const dayRange = lazySchema(() => ({
  beginTime: z.optional(dateTimeTextSchema),
  endTime: z.optional(dateTimeTextSchema),
}));

/** Match list order: by start time, or by league then start time. */
export const MATCH_ORDER_BY = Object.freeze({ startTime: 1, league: 2 } as const);

/**
 * The sports data service, every call POST under `/v1/` with the sports token in Authorization.
 * Its calls opt out of the toast, except those that place, change or cash out a bet: the
 * player must see why a bet was refused.
 */
export const sportsCalls = defineCalls('sports', {
  listMatches: {
    method: 'POST',
    path: '/v1/match/getList',
    request: lazySchema(() =>
      z.object({
        ...sportsPage,
        orderBy: z.optional(z.literal(Object.values(MATCH_ORDER_BY))),
        isPC: z.optional(z.boolean()),
        /** The tab: 1 live, 3 today, 4 early, 7 champions. */
        type: statisticsTypeSchema,
        ...dayRange,
        leagueIds: z.optional(z.array(z.int().check(z.positive()))),
        sportId: sportIdSchema,
        oddsType: z.optional(oddsTypeSchema),
      }),
    ),
    response: lazySchema(() => sportsPageOf(matchSchema)),
    service: 'sports',
    suppressMessages: true,
  },
  /** Match counts per tab and sport. Code 8 here means the sportsbook is in maintenance. */
  getStatistics: {
    method: 'POST',
    path: '/v1/match/statistical',
    request: lazySchema(() => z.object({ isPC: z.optional(z.boolean()) })),
    response: statisticsSchema,
    service: 'sports',
    suppressMessages: true,
  },
  listOnSaleLeagues: {
    method: 'POST',
    path: '/v1/match/getOnSaleLeagues',
    request: lazySchema(() =>
      z.object({
        sportId: sportIdSchema,
        type: z.optional(statisticsTypeSchema),
        ...dayRange,
      }),
    ),
    response: lazySchema(() => z._default(z.array(leagueSchema), [])),
    service: 'sports',
    suppressMessages: true,
  },
  getMatchDetail: {
    method: 'POST',
    path: '/v1/match/getMatchDetail',
    request: lazySchema(() =>
      z.object({ matchId: matchIdSchema, oddsType: z.optional(oddsTypeSchema) }),
    ),
    response: matchDetailSchema,
    service: 'sports',
    suppressMessages: true,
  },
  listRecommendedMatches: {
    method: 'POST',
    path: '/v1/match/queryMatchByRecommend',
    request: lazySchema(() =>
      z.object({ sportId: z.optional(sportIdSchema), size: sportsPage.size }),
    ),
    response: lazySchema(() => z._default(z.array(matchSchema), [])),
    service: 'sports',
    suppressMessages: true,
  },
  countMatches: {
    method: 'POST',
    path: '/v1/match/matchCount',
    request: lazySchema(() =>
      z.object({
        type: statisticsTypeSchema,
        sportId: z.optional(sportIdSchema),
        ...dayRange,
      }),
    ),
    response: lazySchema(() =>
      z.prefault(z.object({ count: z._default(z.int().check(z.nonnegative()), 0) }), {}),
    ),
    service: 'sports',
    suppressMessages: true,
  },
  listMatchResults: {
    method: 'POST',
    path: '/v1/match/matchResultList',
    request: lazySchema(() =>
      z.object({
        sportId: sportIdSchema,
        beginTime: dateTimeTextSchema,
        endTime: dateTimeTextSchema,
        leagueIds: z.optional(z.array(z.int().check(z.positive()))),
      }),
    ),
    response: lazySchema(() => z._default(z.array(matchResultSchema), [])),
    service: 'sports',
    suppressMessages: true,
  },
  pageMatchResults: {
    method: 'POST',
    path: '/v1/match/matchResultPage',
    request: lazySchema(() =>
      z.object({
        ...sportsPage,
        sportId: sportIdSchema,
        beginTime: dateTimeTextSchema,
        endTime: dateTimeTextSchema,
        leagueIds: z.optional(z.array(z.int().check(z.positive()))),
      }),
    ),
    response: lazySchema(() => sportsPageOf(matchResultSchema)),
    service: 'sports',
    suppressMessages: true,
  },
  getMatchResult: {
    method: 'POST',
    path: '/v1/match/matchResultInfo',
    request: lazySchema(() => z.object({ matchId: matchIdSchema })),
    response: matchResultDetailSchema,
    service: 'sports',
    suppressMessages: true,
  },
  /** Current prices and stake limits of the bet slip's legs (refreshed as odds move). */
  quoteBetSlip: {
    method: 'POST',
    path: '/v1/order/batchBetMatchMarketOfJumpLine',
    request: lazySchema(() =>
      z.object({
        picks: z.array(betPickSchema).check(z.minLength(1), z.maxLength(MAX_SLIP_SELECTIONS)),
      }),
    ),
    response: lazySchema(() => z._default(z.array(betQuoteSchema), [])),
    service: 'sports',
    suppressMessages: true,
  },
  listBets: {
    method: 'POST',
    path: '/v1/order/new/bet/list',
    request: lazySchema(() =>
      z.object({
        ...sportsPage,
        isSettled: z.boolean(),
        beginTime: z.optional(epochMsSchema),
        endTime: z.optional(epochMsSchema),
      }),
    ),
    response: lazySchema(() => sportsPageOf(betOrderSchema)),
    service: 'sports',
    suppressMessages: true,
  },
  getCashOutQuotes: {
    method: 'POST',
    path: '/v1/order/cashOut/price',
    request: lazySchema(() =>
      z.object({
        orderIds: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(50)),
      }),
    ),
    response: lazySchema(() => z._default(z.array(cashOutQuoteSchema), [])),
    service: 'sports',
    suppressMessages: true,
  },
  cashOut: {
    method: 'POST',
    path: '/v1/order/cashOut/bet',
    request: lazySchema(() =>
      z.object({
        orderId: z.string().check(z.minLength(1)),
        quoteId: z.string().check(z.minLength(1)),
        cashOutAmount: moneySchema,
        idempotencyKey: idempotencyKeySchema,
      }),
    ),
    response: cashOutResultSchema,
    service: 'sports',
  },
  /** Places singles: one order per leg, each with its own stake. */
  placeSingleBets: {
    method: 'POST',
    path: '/v1/order/bet/singlePass',
    request: lazySchema(() =>
      z.object({
        bets: z
          .array(z.extend(betPickSchema, { price: priceSchema, stake: amountSchema }))
          .check(z.minLength(1), z.maxLength(MAX_SLIP_SELECTIONS)),
        idempotencyKey: idempotencyKeySchema,
      }),
    ),
    response: lazySchema(() => z.array(betOrderSchema)),
    service: 'sports',
  },
  reserveBet: {
    method: 'POST',
    path: '/v1/order/reserve/bet',
    request: lazySchema(() =>
      z.extend(betPickSchema, {
        targetPrice: priceSchema,
        stake: amountSchema,
        expiresAt: z.optional(epochMsSchema),
        idempotencyKey: idempotencyKeySchema,
      }),
    ),
    response: reserveBetSchema,
    service: 'sports',
  },
  listReserveBets: {
    method: 'POST',
    path: '/v1/order/reserve/betList',
    request: lazySchema(() =>
      z.object({
        ...sportsPage,
        status: z.optional(reserveBetSchema.shape.status),
      }),
    ),
    response: lazySchema(() => sportsPageOf(reserveBetSchema)),
    service: 'sports',
    suppressMessages: true,
  },
  cancelReserveBet: {
    method: 'POST',
    path: '/v1/order/reserve/cancel',
    request: lazySchema(() => z.object({ reserveId: z.string().check(z.minLength(1)) })),
    response: noDataSchema,
    service: 'sports',
  },
  /** Where freshly placed orders stand (a bet may be held for a few seconds in play). */
  getBetStatuses: {
    method: 'POST',
    path: '/v1/order/getStakeOrderStatus',
    request: lazySchema(() =>
      z.object({
        orderIds: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(50)),
      }),
    ),
    response: lazySchema(() =>
      z._default(
        z.array(
          z.object({
            orderId: z.string().check(z.minLength(1)),
            status: betOrderSchema.shape.status,
          }),
        ),
        [],
      ),
    ),
    service: 'sports',
    suppressMessages: true,
  },
  /** Places one multiple (accumulator): all legs, one stake, the product of their prices. */
  placeMultipleBet: {
    method: 'POST',
    path: '/v1/order/betMultiple',
    request: lazySchema(() =>
      z.object({
        legs: z
          .array(z.extend(betPickSchema, { price: priceSchema }))
          .check(z.minLength(MIN_PARLAY_LEGS), z.maxLength(MAX_PARLAY_LEGS)),
        stake: amountSchema,
        idempotencyKey: idempotencyKeySchema,
      }),
    ),
    response: betOrderSchema,
    service: 'sports',
  },
  listTopBulletins: {
    method: 'POST',
    path: '/v1/bulletin/listTop',
    request: emptyRequestSchema,
    response: lazySchema(() => z._default(z.array(bulletinSchema), [])),
    service: 'sports',
    suppressMessages: true,
  },
  pageBulletins: {
    method: 'POST',
    path: '/v1/bulletin/listPage',
    request: lazySchema(() => z.object(sportsPage)),
    response: lazySchema(() => sportsPageOf(bulletinSchema)),
    service: 'sports',
    suppressMessages: true,
  },
  /** The sportsbook's static words; on its own host (spec §7), not under `/v1/`. */
  listStaticLanguage: {
    method: 'POST',
    path: '/language/staticList',
    request: emptyRequestSchema,
    response: lazySchema(() => z._default(z.array(staticLanguageEntrySchema), [])),
    service: 'staticLanguage',
    suppressMessages: true,
  },
});

/** A sports call's body as it travels: the caller's fields plus the common ones. */
export function sportsWireRequest<Request extends RequestSchema>(request: Request) {
  return z.extend(request, sportsCommonBodySchema.shape);
}
