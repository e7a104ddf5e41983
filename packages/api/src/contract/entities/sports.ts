import { DEFAULT_MATCH_PAGE_SIZE, MATCH_STATUS } from '@touchline/domain';
import { z } from 'zod';
import {
  amountSchema,
  epochMsSchema,
  marketCategorySchema,
  moneySchema,
  priceSchema,
  sportIdSchema,
  statisticsTypeSchema,
} from '../primitives.ts';

/**
 * The sports data service keeps its terse field names (spec §3: `id sid ms lg{id,na} mc{pe} bt
 * liveUrl fbId`, market tabs `mty pe`, statistics `sl[ty tc ssl sid c]`); what the screens need
 * beyond them is named in full.
 */

/** Match status (`ms`): the values are domain's rule (`MATCH_STATUS`, `isLive`). */
export { MATCH_STATUS };
export const matchStatusSchema = z.literal(Object.values(MATCH_STATUS));

export const MARKET_STATUSES = ['open', 'suspended', 'closed'] as const;
export const marketStatusSchema = z.enum(MARKET_STATUSES);
export type MarketStatus = z.infer<typeof marketStatusSchema>;

/** Sports-service ids: matches and leagues are numbers, markets and selections opaque text. */
export const matchIdSchema = z.number().int().positive();
export const marketIdSchema = z.string().min(1);
export const selectionIdSchema = z.string().min(1);

export const leagueRefSchema = z.object({ id: z.number().int().positive(), na: z.string() });

export const teamSchema = z.object({
  id: z.number().int().positive(),
  na: z.string().min(1),
  logo: z.string().nullable(),
});

/** Scores as domain's `parseScore` reads them: the first entry is the whole match, `home:away`. */
export const scoreEntrySchema = z.object({
  score: z.string().regex(/^\d+:\d+$/),
  /** The period the entry covers; null for the whole match. */
  pe: z.number().int().nullable(),
});

export const selectionSchema = z.object({
  id: selectionIdSchema,
  name: z.string().min(1),
  /** Decimal (European) price; other formats are made only for display (domain). */
  price: priceSchema,
  /** Handicap or total line, as text so `-0.25` stays exact. */
  line: z.string().nullable(),
  status: marketStatusSchema,
});
export type Selection = z.infer<typeof selectionSchema>;

export const marketSchema = z.object({
  id: marketIdSchema,
  /** Market type. */
  mty: z.number().int(),
  /** Period the market settles on. */
  pe: z.number().int(),
  category: marketCategorySchema,
  name: z.string().min(1),
  status: marketStatusSchema,
  selections: z.array(selectionSchema),
});
export type Market = z.infer<typeof marketSchema>;

/** A market tab entry: which market type and period a category tab lists. */
export const marketTabSchema = z.object({
  category: marketCategorySchema,
  mty: z.number().int(),
  pe: z.number().int(),
});

export const matchSchema = z.object({
  id: matchIdSchema,
  sid: sportIdSchema,
  ms: matchStatusSchema,
  lg: leagueRefSchema,
  /** Match clock: `pe` the current period; seconds played when the sport keeps a clock. */
  mc: z.object({ pe: z.number().int(), s: z.number().int().nonnegative().nullable() }).nullable(),
  /** Start time, epoch ms. */
  bt: epochMsSchema,
  liveUrl: z.string().nullable(),
  /** The match id at the upstream data provider, for the live-room and animation views. */
  fbId: z.string().nullable(),
  home: teamSchema,
  away: teamSchema,
  scores: z.array(scoreEntrySchema),
  /** The headline markets a list row shows (full time result, handicap, total). */
  markets: z.array(marketSchema),
  /** How many markets the detail page offers. */
  marketCount: z.number().int().nonnegative(),
});
export type Match = z.infer<typeof matchSchema>;

export const matchDetailSchema = matchSchema.extend({
  tabs: z.array(marketTabSchema),
});
export type MatchDetail = z.infer<typeof matchDetailSchema>;

/**
 * A page of sports rows. Every field has its empty value so that a response without `data`
 * (the service's "data or {}") reads as an empty page.
 */
export function sportsPageOf<T extends z.ZodType>(row: T) {
  return z
    .object({
      records: z.array(row).default([]),
      total: z.number().int().nonnegative().default(0),
      current: z.number().int().min(1).default(1),
      size: z.number().int().min(1).default(DEFAULT_MATCH_PAGE_SIZE),
    })
    .prefault({});
}

/** Statistics (spec §3): per tab type (`ty`), its total (`tc`) and its count per sport. */
export const statisticsSchema = z
  .object({
    sl: z
      .array(
        z.object({
          ty: statisticsTypeSchema,
          tc: z.number().int().nonnegative(),
          ssl: z.array(z.object({ sid: sportIdSchema, c: z.number().int().nonnegative() })),
        }),
      )
      .default([]),
  })
  .prefault({});
export type Statistics = z.infer<typeof statisticsSchema>;

export const leagueSchema = z.object({
  id: z.number().int().positive(),
  na: z.string().min(1),
  sid: sportIdSchema,
  region: z.string(),
  logo: z.string().nullable(),
  matchCount: z.number().int().nonnegative(),
});

export const matchResultSchema = z.object({
  id: matchIdSchema,
  sid: sportIdSchema,
  ms: matchStatusSchema,
  lg: leagueRefSchema,
  bt: epochMsSchema,
  home: teamSchema,
  away: teamSchema,
  scores: z.array(scoreEntrySchema),
});

export const matchResultDetailSchema = matchResultSchema.extend({
  settledMarkets: z.array(
    z.object({
      mty: z.number().int(),
      pe: z.number().int(),
      name: z.string(),
      winningSelections: z.array(z.string()),
    }),
  ),
});

/** A slip leg as the player picked it. */
export const betPickSchema = z.object({
  matchId: matchIdSchema,
  marketId: marketIdSchema,
  selectionId: selectionIdSchema,
});

/** The current quote of a slip leg (the jump-line refresh of the bet slip). */
export const betQuoteSchema = betPickSchema.extend({
  price: priceSchema,
  line: z.string().nullable(),
  status: marketStatusSchema,
  minStake: amountSchema,
  maxStake: amountSchema,
});

export const BET_ORDER_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'won',
  'lost',
  'void',
  'cashedOut',
] as const;
export const betOrderStatusSchema = z.enum(BET_ORDER_STATUSES);
export type BetOrderStatus = z.infer<typeof betOrderStatusSchema>;

export const betLegSchema = betPickSchema.extend({
  sid: sportIdSchema,
  leagueName: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  marketName: z.string(),
  selectionName: z.string(),
  price: priceSchema,
  line: z.string().nullable(),
  /** The leg's own outcome; null until settled. */
  result: z.enum(['won', 'lost', 'void', 'halfWon', 'halfLost']).nullable(),
});

/** A placed bet: a single (one leg) or a multiple (several legs, one stake). */
export const betOrderSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['single', 'multiple']),
  status: betOrderStatusSchema,
  stake: amountSchema,
  /** The combined decimal price (the product of the legs' prices for a multiple). */
  price: priceSchema,
  potentialReturn: moneySchema,
  /** What was paid out; null until settled or cashed out. */
  payout: moneySchema.nullable(),
  legs: z.array(betLegSchema).min(1),
  placedAt: epochMsSchema,
  settledAt: epochMsSchema.nullable(),
  cashOutAvailable: z.boolean(),
});
export type BetOrder = z.infer<typeof betOrderSchema>;

/** A cash-out offer, good until `expiresAt`. */
export const cashOutQuoteSchema = z.object({
  orderId: z.string().min(1),
  available: z.boolean(),
  cashOutAmount: moneySchema,
  quoteId: z.string().min(1),
  expiresAt: epochMsSchema,
});
export type CashOutQuote = z.infer<typeof cashOutQuoteSchema>;

export const cashOutResultSchema = z.object({
  orderId: z.string().min(1),
  status: z.enum(['accepted', 'rejected', 'pending']),
  cashOutAmount: moneySchema,
});

/** A reserve bet: placed by the service once the price reaches the player's target. */
export const reserveBetSchema = betPickSchema.extend({
  id: z.string().min(1),
  matchName: z.string(),
  selectionName: z.string(),
  targetPrice: priceSchema,
  stake: amountSchema,
  status: z.enum(['waiting', 'placed', 'cancelled', 'expired']),
  /** The bet placed when the price was reached. */
  betOrderId: z.string().nullable(),
  createdAt: epochMsSchema,
  expiresAt: epochMsSchema,
});
export type ReserveBet = z.infer<typeof reserveBetSchema>;

export const bulletinSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  content: z.string(),
  publishedAt: epochMsSchema,
});

export const staticLanguageEntrySchema = z.object({ key: z.string().min(1), text: z.string() });
