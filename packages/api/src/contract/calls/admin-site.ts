import { SITE_TEXT_MAX, SITE_TITLE_MAX } from '@touchline/domain';
import { z } from 'zod/mini';
import { defineCalls } from '../define.ts';
import { homeLinkSchema } from '../entities/games.ts';
import {
  currencySchema,
  emptyRequestSchema,
  epochMsSchema,
  idSchema,
  moneySchema,
} from '../primitives.ts';
import { adminReasonSchema } from './admin.ts';
import { lazySchema } from '../lazy.ts';

/**
 * The super-admin centre's site and dashboard sections (issue 22, ADR 031): the site maintenance
 * notice and window, the home banners and notices, and the day-by-day figures. Every path here
 * is ours; every call a super admin's only; every change one audit row.
 */

/** A text in each language: English is required (the fallback); an empty other shows English. */
function textsSchema(max: number) {
  const text = z.string().check(z.trim(), z.maxLength(max));
  return z.object({
    en: z.string().check(z.trim(), z.minLength(1), z.maxLength(max)),
    'zh-cn': text,
    vi: text,
    th: text,
  });
}
export const siteTitlesSchema = lazySchema(() => textsSchema(SITE_TITLE_MAX));
/** Texts in each language that may be left out altogether (English empty too). */
function siteTitlesOptionalSchema() {
  const text = z.string().check(z.trim(), z.maxLength(SITE_TITLE_MAX));
  return z.object({ en: text, 'zh-cn': text, vi: text, th: text });
}
export const siteTextsSchema = lazySchema(() => textsSchema(SITE_TEXT_MAX));
export type SiteTexts = z.infer<typeof siteTextsSchema>;

/** The site maintenance notice (point 0) as an operator edits it. */
export const adminMaintenanceSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    /** 1: the site is in maintenance (the banner shows); 0: announced off. */
    status: z.literal([0, 1]),
    title: siteTitlesSchema,
    content: siteTextsSchema,
    startTime: epochMsSchema,
    endTime: epochMsSchema,
  }),
);
export type AdminMaintenance = z.infer<typeof adminMaintenanceSchema>;

/** A home banner as an operator edits it: every language, its window and its place. */
export const adminBannerSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    title: siteTitlesSchema,
    image: z.string().check(z.minLength(1)),
    link: z.nullable(homeLinkSchema),
    sort: z.int(),
    activeFrom: epochMsSchema,
    /** Null: until ended. */
    activeUntil: z.nullable(epochMsSchema),
  }),
);
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const adminNoticeSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    text: siteTextsSchema,
    sort: z.int(),
    activeFrom: epochMsSchema,
    activeUntil: z.nullable(epochMsSchema),
  }),
);
export type AdminNotice = z.infer<typeof adminNoticeSchema>;

/** A popup ad as an operator edits it. */
export const adminPopupAdSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    title: siteTitlesSchema,
    text: siteTextsSchema,
    /** The button's words in each language (English empty: no button). */
    cta: siteTitlesOptionalSchema(),
    link: z.nullable(homeLinkSchema),
    sort: z.int(),
    activeFrom: epochMsSchema,
    activeUntil: z.nullable(epochMsSchema),
  }),
);
export type AdminPopupAd = z.infer<typeof adminPopupAdSchema>;

const sortSchema = lazySchema(() => z.int().check(z.minimum(0), z.maximum(9999)));
const listRequest = lazySchema(() =>
  z.object({
    /** The last id of the page before (newest first). */
    before: z.optional(idSchema),
    limit: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
  }),
);
const windowChecks = <T extends { activeFrom: number; activeUntil: number | null }>(w: T) =>
  w.activeUntil === null || w.activeUntil > w.activeFrom;

/** One product's stakes and payouts: its gross gaming revenue is stakes − payouts. */
export const productFiguresSchema = lazySchema(() =>
  z.object({
    stakes: moneySchema,
    payouts: moneySchema,
    ggr: moneySchema,
  }),
);

/** A period's money in one currency (exact: decimal text of minor units). */
export const dashboardFiguresSchema = lazySchema(() =>
  z.object({
    currency: currencySchema,
    /** Stakes of every product. */
    turnover: moneySchema,
    /** Gross gaming revenue of every product: turnover − payouts. */
    ggr: moneySchema,
    sports: productFiguresSchema,
    games: productFiguresSchema,
    gifts: productFiguresSchema,
    deposits: moneySchema,
    withdrawals: moneySchema,
  }),
);
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

const daySchema = lazySchema(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
const countSchema = lazySchema(() => z.int().check(z.nonnegative()));

export const adminDashboardSchema = lazySchema(() =>
  z.object({
    /** Today at UTC+8, and the first day of the 30 (today included). */
    today: daySchema,
    from: daySchema,
    asOf: epochMsSchema,
    /** Per currency: today's figures, the 30 days', and each day's. */
    money: z.array(
      z.object({
        currency: currencySchema,
        today: dashboardFiguresSchema,
        last30: dashboardFiguresSchema,
        days: z.array(z.extend(dashboardFiguresSchema, { day: daySchema })),
      }),
    ),
    /** Players who staked (active) and who joined (new), today, in the 30 days and by day. */
    players: z.object({
      today: z.object({ active: countSchema, new: countSchema }),
      last30: z.object({ active: countSchema, new: countSchema }),
      days: z.array(z.object({ day: daySchema, active: countSchema, new: countSchema })),
    }),
    /** The sportsbook's open bets now, per currency: what the house would pay were all to win. */
    openBets: z.array(
      z.object({
        currency: currencySchema,
        count: countSchema,
        stakes: moneySchema,
        liability: moneySchema,
      }),
    ),
  }),
);
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminSiteCalls = defineCalls('admin', {
  adminGetSiteMaintenance: {
    method: 'POST',
    // path is ours: the spec shows no admin calls
    path: '/api/admin/site/maintenance',
    request: emptyRequestSchema,
    response: lazySchema(() => z.nullable(adminMaintenanceSchema)),
    pathIsOurs: true,
  },
  adminSetSiteMaintenance: {
    method: 'POST',
    // path is ours
    path: '/api/admin/site/maintenance/set',
    request: lazySchema(() =>
      z
        .object({
          status: z.literal([0, 1]),
          title: siteTitlesSchema,
          content: siteTextsSchema,
          startTime: epochMsSchema,
          endTime: epochMsSchema,
          reason: adminReasonSchema,
        })
        .check(z.refine((m) => m.endTime > m.startTime, 'the end after the start')),
    ),
    response: adminMaintenanceSchema,
    pathIsOurs: true,
  },
  adminListBanners: {
    method: 'POST',
    // path is ours
    path: '/api/admin/site/banners',
    request: listRequest,
    response: lazySchema(() =>
      z.object({ list: z.array(adminBannerSchema), next: z.nullable(idSchema) }),
    ),
    pathIsOurs: true,
  },
  adminSaveBanner: {
    method: 'POST',
    // path is ours
    path: '/api/admin/site/banners/save',
    request: lazySchema(() =>
      z
        .object({
          /** The banner to edit; none: a new one. */
          id: z.optional(idSchema),
          title: siteTitlesSchema,
          image: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
          link: z.nullable(homeLinkSchema),
          sort: sortSchema,
          activeFrom: epochMsSchema,
          activeUntil: z.nullable(epochMsSchema),
          reason: adminReasonSchema,
        })
        .check(z.refine(windowChecks, 'the window ends after it starts')),
    ),
    response: adminBannerSchema,
    pathIsOurs: true,
  },
  adminEndBanner: {
    method: 'POST',
    // path is ours
    path: '/api/admin/site/banners/end',
    request: lazySchema(() => z.object({ id: idSchema, reason: adminReasonSchema })),
    response: adminBannerSchema,
    pathIsOurs: true,
  },
  adminListNotices: {
    method: 'POST',
    // path is ours
    path: '/api/admin/site/notices',
    request: listRequest,
    response: lazySchema(() =>
      z.object({ list: z.array(adminNoticeSchema), next: z.nullable(idSchema) }),
    ),
    pathIsOurs: true,
  },
  adminSaveNotice: {
    method: 'POST',
    // path is ours
    path: '/api/admin/site/notices/save',
    request: lazySchema(() =>
      z
        .object({
          id: z.optional(idSchema),
          text: siteTextsSchema,
          sort: sortSchema,
          activeFrom: epochMsSchema,
          activeUntil: z.nullable(epochMsSchema),
          reason: adminReasonSchema,
        })
        .check(z.refine(windowChecks, 'the window ends after it starts')),
    ),
    response: adminNoticeSchema,
    pathIsOurs: true,
  },
  adminEndNotice: {
    method: 'POST',
    // path is ours
    path: '/api/admin/site/notices/end',
    request: lazySchema(() => z.object({ id: idSchema, reason: adminReasonSchema })),
    response: adminNoticeSchema,
    pathIsOurs: true,
  },
  adminListPopupAds: {
    method: 'POST',
    // path is ours
    path: '/api/admin/site/popup-ads',
    request: listRequest,
    response: lazySchema(() =>
      z.object({ list: z.array(adminPopupAdSchema), next: z.nullable(idSchema) }),
    ),
    pathIsOurs: true,
  },
  adminSavePopupAd: {
    method: 'POST',
    // path is ours
    path: '/api/admin/site/popup-ads/save',
    request: lazySchema(() =>
      z
        .object({
          id: z.optional(idSchema),
          title: siteTitlesSchema,
          text: siteTextsSchema,
          cta: siteTitlesOptionalSchema(),
          link: z.nullable(homeLinkSchema),
          sort: sortSchema,
          activeFrom: epochMsSchema,
          activeUntil: z.nullable(epochMsSchema),
          reason: adminReasonSchema,
        })
        .check(
          z.refine(windowChecks, 'the window ends after it starts'),
          z.refine((ad) => ad.link === null || ad.cta.en !== '', 'a link needs the button’s words'),
        ),
    ),
    response: adminPopupAdSchema,
    pathIsOurs: true,
  },
  adminEndPopupAd: {
    method: 'POST',
    // path is ours
    path: '/api/admin/site/popup-ads/end',
    request: lazySchema(() => z.object({ id: idSchema, reason: adminReasonSchema })),
    response: adminPopupAdSchema,
    pathIsOurs: true,
  },
  adminGetDashboard: {
    method: 'POST',
    // path is ours
    path: '/api/admin/dashboard',
    request: emptyRequestSchema,
    response: adminDashboardSchema,
    pathIsOurs: true,
  },
});
