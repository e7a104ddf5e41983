import {
  ADMIN_MATCH_STATES,
  ADMIN_PAGE_MAX,
  BULLETIN_CONTENT_MAX,
  BULLETIN_TITLE_MAX,
  SPORTS_MAINTENANCE_MESSAGE_MAX,
} from '@touchline/domain';
import { z } from 'zod/mini';
import { defineCalls } from '../define.ts';
import { marketIdSchema, marketStatusSchema, matchIdSchema } from '../entities/sports.ts';
import { epochMsSchema, sportIdSchema } from '../primitives.ts';
import { adminReasonSchema } from './admin.ts';
import { lazySchema } from '../lazy.ts';

/**
 * The super-admin centre's sportsbook section (issue 22, ADR 032): the feed's matches as an
 * operator reads them, and holds — a match or one market suspended by an operator until an
 * operator reopens it. The spec shows no admin calls: every path here is ours.
 */

/** A match as the sportsbook section lists it (names in the caller's language). */
export const adminMatchRowSchema = lazySchema(() =>
  z.object({
    matchId: matchIdSchema,
    sid: sportIdSchema,
    league: z.string(),
    home: z.string(),
    away: z.string(),
    startsAt: epochMsSchema,
    state: z.enum(ADMIN_MATCH_STATES),
    /** The whole match is held by an operator. */
    held: z.boolean(),
    /** How many of its markets an operator holds one by one. */
    heldMarkets: z.int().check(z.nonnegative()),
  }),
);
export type AdminMatchRow = z.infer<typeof adminMatchRowSchema>;

/** One market of a match as the operator reads it: the feed's status and the operator's hold. */
export const adminMarketRowSchema = lazySchema(() =>
  z.object({
    id: marketIdSchema,
    name: z.string(),
    /** What members see: `suspended` while held. */
    status: marketStatusSchema,
    held: z.boolean(),
    /** Voided by an operator: its bets refunded, the market suspended for good. */
    voided: z.boolean(),
    selections: z.array(
      z.object({ id: z.string(), name: z.string(), price: z.number(), status: marketStatusSchema }),
    ),
  }),
);
export type AdminMarketRow = z.infer<typeof adminMarketRowSchema>;

export const adminMatchMarketsSchema = lazySchema(() =>
  z.object({
    match: adminMatchRowSchema,
    markets: z.array(adminMarketRowSchema),
  }),
);
export type AdminMatchMarkets = z.infer<typeof adminMatchMarketsSchema>;

/** A hold after a change: `marketId` null for the whole match. */
export const adminHoldSchema = lazySchema(() =>
  z.object({
    matchId: matchIdSchema,
    marketId: z.nullable(marketIdSchema),
    held: z.boolean(),
  }),
);
export type AdminHold = z.infer<typeof adminHoldSchema>;

const holdRequest = lazySchema(() =>
  z.object({
    matchId: matchIdSchema,
    /** Left out: the whole match. */
    marketId: z.optional(marketIdSchema),
    reason: adminReasonSchema,
  }),
);

/** A market voided: how many bets it ended with their stakes back, or their leg made void. */
export const adminVoidResultSchema = lazySchema(() =>
  z.object({
    matchId: matchIdSchema,
    marketId: marketIdSchema,
    /** Bets ended now with their whole stake back (singles, and bets not yet accepted). */
    refunded: z.int().check(z.nonnegative()),
    /** Parlays whose leg on the market is void and which go on without it. */
    legsVoided: z.int().check(z.nonnegative()),
  }),
);
export type AdminVoidResult = z.infer<typeof adminVoidResultSchema>;

/** A text in each of the site's four languages. */
function inEachLanguage(max: number) {
  const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
  return z.object({ 'zh-cn': text, en: text, vi: text, th: text });
}

/** A sports bulletin as the operator reads it: every language, pinned, its expiry. */
export const adminBulletinSchema = lazySchema(() =>
  z.object({
    id: z.int().check(z.positive()),
    title: inEachLanguage(BULLETIN_TITLE_MAX),
    content: inEachLanguage(BULLETIN_CONTENT_MAX),
    /** Listed as a top bulletin (`bulletin/listTop`) as well as on the page. */
    pinned: z.boolean(),
    publishedAt: epochMsSchema,
    /** When it stops being listed; null: until an operator expires it. */
    expiresAt: z.nullable(epochMsSchema),
    /** Its expiry has passed: members no longer see it. */
    expired: z.boolean(),
  }),
);
export type AdminBulletin = z.infer<typeof adminBulletinSchema>;

/**
 * The sports maintenance an operator set: every sports call answers code 8 with this window's
 * message while now lies in it. Null when none is set.
 */
export const adminSportsMaintenanceSchema = lazySchema(() =>
  z.nullable(
    z.object({
      id: z.int().check(z.positive()),
      startTime: epochMsSchema,
      endTime: epochMsSchema,
      message: z.string(),
      /** Now lies in the window: the sportsbook answers code 8. */
      active: z.boolean(),
    }),
  ),
);
export type AdminSportsMaintenance = z.infer<typeof adminSportsMaintenanceSchema>;

export const adminSportsbookCalls = defineCalls('admin', {
  adminListMatches: {
    method: 'POST',
    // path is ours: the spec shows no admin calls
    path: '/api/admin/sports/matches',
    request: lazySchema(() =>
      z.object({
        sid: z.optional(sportIdSchema),
        state: z.optional(z.enum(ADMIN_MATCH_STATES)),
        /** The last match id of the page before (matches are listed by id, newest first). */
        before: z.optional(matchIdSchema),
        limit: z.optional(z.int().check(z.minimum(1), z.maximum(ADMIN_PAGE_MAX))),
      }),
    ),
    response: lazySchema(() =>
      z.object({ list: z.array(adminMatchRowSchema), next: z.nullable(matchIdSchema) }),
    ),
    pathIsOurs: true,
  },
  adminGetMatchMarkets: {
    method: 'POST',
    // path is ours
    path: '/api/admin/sports/markets',
    request: lazySchema(() => z.object({ matchId: matchIdSchema })),
    response: adminMatchMarketsSchema,
    pathIsOurs: true,
  },
  adminSuspendMarket: {
    method: 'POST',
    // path is ours
    path: '/api/admin/sports/suspend',
    request: holdRequest,
    response: adminHoldSchema,
    pathIsOurs: true,
  },
  adminReopenMarket: {
    method: 'POST',
    // path is ours
    path: '/api/admin/sports/reopen',
    request: holdRequest,
    response: adminHoldSchema,
    pathIsOurs: true,
  },
  adminListBulletins: {
    method: 'POST',
    // path is ours
    path: '/api/admin/sports/bulletins',
    request: lazySchema(() =>
      z.object({
        /** The last bulletin id of the page before (newest first). */
        before: z.optional(z.int().check(z.positive())),
        limit: z.optional(z.int().check(z.minimum(1), z.maximum(ADMIN_PAGE_MAX))),
      }),
    ),
    response: lazySchema(() =>
      z.object({
        list: z.array(adminBulletinSchema),
        next: z.nullable(z.int().check(z.positive())),
      }),
    ),
    pathIsOurs: true,
  },
  adminCreateBulletin: {
    method: 'POST',
    // path is ours
    path: '/api/admin/sports/bulletins/create',
    request: lazySchema(() =>
      z.object({
        title: inEachLanguage(BULLETIN_TITLE_MAX),
        content: inEachLanguage(BULLETIN_CONTENT_MAX),
        pinned: z.boolean(),
        expiresAt: z.optional(epochMsSchema),
        reason: adminReasonSchema,
      }),
    ),
    response: adminBulletinSchema,
    pathIsOurs: true,
  },
  adminPinBulletin: {
    method: 'POST',
    // path is ours
    path: '/api/admin/sports/bulletins/pin',
    request: lazySchema(() =>
      z.object({
        id: z.int().check(z.positive()),
        pinned: z.boolean(),
        reason: adminReasonSchema,
      }),
    ),
    response: adminBulletinSchema,
    pathIsOurs: true,
  },
  adminExpireBulletin: {
    method: 'POST',
    // path is ours
    path: '/api/admin/sports/bulletins/expire',
    request: lazySchema(() =>
      z.object({ id: z.int().check(z.positive()), reason: adminReasonSchema }),
    ),
    response: adminBulletinSchema,
    pathIsOurs: true,
  },
  adminGetSportsMaintenance: {
    method: 'POST',
    // path is ours
    path: '/api/admin/sports/maintenance',
    request: lazySchema(() => z.object({})),
    response: adminSportsMaintenanceSchema,
    pathIsOurs: true,
  },
  adminSetSportsMaintenance: {
    method: 'POST',
    // path is ours
    path: '/api/admin/sports/maintenance/set',
    request: lazySchema(() =>
      z
        .object({
          startTime: epochMsSchema,
          endTime: epochMsSchema,
          message: z.string().check(z.trim(), z.maxLength(SPORTS_MAINTENANCE_MESSAGE_MAX)),
          reason: adminReasonSchema,
        })
        .check(z.refine((w) => w.endTime > w.startTime, 'the window ends after it starts')),
    ),
    response: adminSportsMaintenanceSchema,
    pathIsOurs: true,
  },
  adminEndSportsMaintenance: {
    method: 'POST',
    // path is ours
    path: '/api/admin/sports/maintenance/end',
    request: lazySchema(() => z.object({ reason: adminReasonSchema })),
    response: adminSportsMaintenanceSchema,
    pathIsOurs: true,
  },
  adminVoidMarket: {
    method: 'POST',
    // path is ours
    path: '/api/admin/sports/void',
    request: lazySchema(() =>
      z.object({
        matchId: matchIdSchema,
        marketId: marketIdSchema,
        reason: adminReasonSchema,
      }),
    ),
    response: adminVoidResultSchema,
    pathIsOurs: true,
  },
});
