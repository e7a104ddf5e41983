import { DEFAULT_MATCH_PAGE_SIZE, MATCH_STATUS } from '@touchline/domain';
import { z } from 'zod/mini';
import {
  amountSchema,
  epochMsSchema,
  marketCategorySchema,
  moneySchema,
  priceSchema,
  sportIdSchema,
  statisticsTypeSchema,
} from '../primitives.ts';
import { lazySchema } from '../lazy.ts';

/**
 * The sports data service keeps its terse field names (spec §3: `id sid ms lg{id,na} mc{pe} bt
 * liveUrl fbId`, market tabs `mty pe`, statistics `sl[ty tc ssl sid c]`); what the screens need
 * beyond them is named in full.
 */

/** Match status (`ms`): the values are domain's rule (`MATCH_STATUS`, `isLive`). */
export { MATCH_STATUS };
export const matchStatusSchema = lazySchema(() => z.literal(Object.values(MATCH_STATUS)));

export const MARKET_STATUSES = ['open', 'suspended', 'closed'] as const;
export const marketStatusSchema = lazySchema(() => z.enum(MARKET_STATUSES));
export type MarketStatus = z.infer<typeof marketStatusSchema>;

/** Sports-service ids: matches and leagues are numbers, markets and selections opaque text. */
export const matchIdSchema = lazySchema(() => z.int().check(z.positive()));
export const marketIdSchema = lazySchema(() => z.string().check(z.minLength(1)));
export const selectionIdSchema = lazySchema(() => z.string().check(z.minLength(1)));

export const leagueRefSchema = lazySchema(() =>
  z.object({ id: z.int().check(z.positive()), na: z.string() }),
);

export const teamSchema = lazySchema(() =>
  z.object({
    id: z.int().check(z.positive()),
    na: z.string().check(z.minLength(1)),
    logo: z.nullable(z.string()),
  }),
);

/** Scores as domain's `parseScore` reads them: the first entry is the whole match, `home:away`. */
export const scoreEntrySchema = lazySchema(() =>
  z.object({
    score: z.string().check(z.regex(/^\d+:\d+$/)),
    /** The period the entry covers; null for the whole match. */
    pe: z.nullable(z.int()),
  }),
);

export const selectionSchema = lazySchema(() =>
  z.object({
    id: selectionIdSchema,
    name: z.string().check(z.minLength(1)),
    /** Decimal (European) price; other formats are made only for display (domain). */
    price: priceSchema,
    /** Handicap or total line, as text so `-0.25` stays exact. */
    line: z.nullable(z.string()),
    status: marketStatusSchema,
  }),
);
export type Selection = z.infer<typeof selectionSchema>;

export const marketSchema = lazySchema(() =>
  z.object({
    id: marketIdSchema,
    /** Market type. */
    mty: z.int(),
    /** Period the market settles on. */
    pe: z.int(),
    category: marketCategorySchema,
    name: z.string().check(z.minLength(1)),
    status: marketStatusSchema,
    selections: z.array(selectionSchema),
  }),
);
export type Market = z.infer<typeof marketSchema>;

/** A market tab entry: which market type and period a category tab lists. */
export const marketTabSchema = lazySchema(() =>
  z.object({
    category: marketCategorySchema,
    mty: z.int(),
    pe: z.int(),
  }),
);

export const matchSchema = lazySchema(() =>
  z.object({
    id: matchIdSchema,
    sid: sportIdSchema,
    ms: matchStatusSchema,
    lg: leagueRefSchema,
    /** Match clock: `pe` the current period; seconds played when the sport keeps a clock. */
    mc: z.nullable(z.object({ pe: z.int(), s: z.nullable(z.int().check(z.nonnegative())) })),
    /** Start time, epoch ms. */
    bt: epochMsSchema,
    liveUrl: z.nullable(z.string()),
    /** The match id at the upstream data provider, for the live-room and animation views. */
    fbId: z.nullable(z.string()),
    home: teamSchema,
    away: teamSchema,
    scores: z.array(scoreEntrySchema),
    /** The headline markets a list row shows (full time result, handicap, total). */
    markets: z.array(marketSchema),
    /** How many markets the detail page offers. */
    marketCount: z.int().check(z.nonnegative()),
  }),
);
export type Match = z.infer<typeof matchSchema>;

export const matchDetailSchema = lazySchema(() =>
  z.extend(matchSchema, {
    tabs: z.array(marketTabSchema),
  }),
);
export type MatchDetail = z.infer<typeof matchDetailSchema>;

/**
 * A page of sports rows. Every field has its empty value so that a response without `data`
 * (the service's "data or {}") reads as an empty page.
 */
export function sportsPageOf<T extends z.ZodMiniType>(row: T) {
  return z.prefault(
    z.object({
      records: z._default(z.array(row), []),
      total: z._default(z.int().check(z.nonnegative()), 0),
      current: z._default(z.int().check(z.minimum(1)), 1),
      size: z._default(z.int().check(z.minimum(1)), DEFAULT_MATCH_PAGE_SIZE),
    }),
    {},
  );
}

/** Statistics (spec §3): per tab type (`ty`), its total (`tc`) and its count per sport. */
export const statisticsSchema = lazySchema(() =>
  z.prefault(
    z.object({
      sl: z._default(
        z.array(
          z.object({
            ty: statisticsTypeSchema,
            tc: z.int().check(z.nonnegative()),
            ssl: z.array(z.object({ sid: sportIdSchema, c: z.int().check(z.nonnegative()) })),
          }),
        ),
        [],
      ),
    }),
    {},
  ),
);
export type Statistics = z.infer<typeof statisticsSchema>;

export const leagueSchema = lazySchema(() =>
  z.object({
    id: z.int().check(z.positive()),
    na: z.string().check(z.minLength(1)),
    sid: sportIdSchema,
    region: z.string(),
    logo: z.nullable(z.string()),
    matchCount: z.int().check(z.nonnegative()),
  }),
);

export const matchResultSchema = lazySchema(() =>
  z.object({
    id: matchIdSchema,
    sid: sportIdSchema,
    ms: matchStatusSchema,
    lg: leagueRefSchema,
    bt: epochMsSchema,
    home: teamSchema,
    away: teamSchema,
    scores: z.array(scoreEntrySchema),
  }),
);

export const matchResultDetailSchema = lazySchema(() =>
  z.extend(matchResultSchema, {
    settledMarkets: z.array(
      z.object({
        mty: z.int(),
        pe: z.int(),
        name: z.string(),
        winningSelections: z.array(z.string()),
      }),
    ),
  }),
);

/** A slip leg as the player picked it. */
export const betPickSchema = lazySchema(() =>
  z.object({
    matchId: matchIdSchema,
    marketId: marketIdSchema,
    selectionId: selectionIdSchema,
  }),
);

/** The current quote of a slip leg (the jump-line refresh of the bet slip). */
export const betQuoteSchema = lazySchema(() =>
  z.extend(betPickSchema, {
    price: priceSchema,
    line: z.nullable(z.string()),
    status: marketStatusSchema,
    minStake: amountSchema,
    maxStake: amountSchema,
  }),
);

export const BET_ORDER_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'won',
  'lost',
  'void',
  'cashedOut',
] as const;
export const betOrderStatusSchema = lazySchema(() => z.enum(BET_ORDER_STATUSES));
export type BetOrderStatus = z.infer<typeof betOrderStatusSchema>;

export const betLegSchema = lazySchema(() =>
  z.extend(betPickSchema, {
    sid: sportIdSchema,
    leagueName: z.string(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    marketName: z.string(),
    selectionName: z.string(),
    price: priceSchema,
    line: z.nullable(z.string()),
    /** The leg's own outcome; null until settled. */
    result: z.nullable(z.enum(['won', 'lost', 'void', 'halfWon', 'halfLost'])),
  }),
);

/** A placed bet: a single (one leg) or a multiple (several legs, one stake). */
export const betOrderSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    kind: z.enum(['single', 'multiple']),
    status: betOrderStatusSchema,
    stake: amountSchema,
    /** The combined decimal price (the product of the legs' prices for a multiple). */
    price: priceSchema,
    potentialReturn: moneySchema,
    /** What was paid out; null until settled or cashed out. */
    payout: z.nullable(moneySchema),
    legs: z.array(betLegSchema).check(z.minLength(1)),
    placedAt: epochMsSchema,
    settledAt: z.nullable(epochMsSchema),
    cashOutAvailable: z.boolean(),
  }),
);
export type BetOrder = z.infer<typeof betOrderSchema>;

/** A cash-out offer, good until `expiresAt`. */
export const cashOutQuoteSchema = lazySchema(() =>
  z.object({
    orderId: z.string().check(z.minLength(1)),
    available: z.boolean(),
    cashOutAmount: moneySchema,
    quoteId: z.string().check(z.minLength(1)),
    expiresAt: epochMsSchema,
  }),
);
export type CashOutQuote = z.infer<typeof cashOutQuoteSchema>;

export const cashOutResultSchema = lazySchema(() =>
  z.object({
    orderId: z.string().check(z.minLength(1)),
    status: z.enum(['accepted', 'rejected', 'pending']),
    cashOutAmount: moneySchema,
  }),
);

/** A reserve bet: placed by the service once the price reaches the player's target. */
export const reserveBetSchema = lazySchema(() =>
  z.extend(betPickSchema, {
    id: z.string().check(z.minLength(1)),
    matchName: z.string(),
    selectionName: z.string(),
    targetPrice: priceSchema,
    stake: amountSchema,
    status: z.enum(['waiting', 'placed', 'cancelled', 'expired']),
    /** The bet placed when the price was reached. */
    betOrderId: z.nullable(z.string()),
    createdAt: epochMsSchema,
    expiresAt: epochMsSchema,
  }),
);
export type ReserveBet = z.infer<typeof reserveBetSchema>;

export const bulletinSchema = lazySchema(() =>
  z.object({
    id: z.int().check(z.positive()),
    title: z.string().check(z.minLength(1)),
    content: z.string(),
    publishedAt: epochMsSchema,
  }),
);

export const staticLanguageEntrySchema = lazySchema(() =>
  z.object({
    key: z.string().check(z.minLength(1)),
    text: z.string(),
  }),
);
