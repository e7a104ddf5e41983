import { ADMIN_PAGE_MAX, CURRENCIES } from '@touchline/domain';
import { z } from 'zod/mini';
import { defineCalls } from '../define.ts';
import { epochMsSchema, idSchema, languageSchema } from '../primitives.ts';
import { adminReasonSchema } from './admin.ts';
import {
  campaignCategorySchema,
  campaignDetailSchema,
  campaignKindSchema,
  campaignPathSchema,
  campaignSlugSchema,
  campaignStateSchema,
} from './campaigns.ts';
import { lazySchema } from '../lazy.ts';

/**
 * The campaigns section of the super-admin centre (issue 22, ADR 033). The contract carries a
 * campaign's shape; the values it may hold (amounts, percents, the kind's mechanics) are checked
 * on the server by the one schema the catalogue's seed goes through (`campaigns/schema.ts`), so a
 * refusal names the field at fault. Every path here is ours.
 */

const limitSchema = lazySchema(() =>
  z.optional(z.int().check(z.minimum(1), z.maximum(ADMIN_PAGE_MAX))),
);

/** A text in the four languages. */
export const localizedTextSchema = lazySchema(() =>
  z.object({
    en: z.string(),
    'zh-cn': z.string(),
    vi: z.string(),
    th: z.string(),
  }),
);
export type LocalizedTextInput = z.infer<typeof localizedTextSchema>;

/** An amount per wallet currency, as money text ('8.00'; VND '20000'). */
export const currencyAmountsSchema = lazySchema(() => z.record(z.enum(CURRENCIES), z.string()));

/**
 * A campaign as an operator edits it: the catalogue's shape (ADR 026) with its period as
 * instants (`endsAt` exclusive, null open-ended). `mechanics` is the kind's numbers, an object
 * whose `kind` is the campaign's; the server checks each of its fields.
 */
export const adminCampaignDocumentSchema = lazySchema(() =>
  z.object({
    slug: z.string(),
    paths: z.array(z.string()),
    kind: campaignKindSchema,
    category: campaignCategorySchema,
    period: z.object({ startsAt: epochMsSchema, endsAt: z.nullable(epochMsSchema) }),
    audience: z.object({
      membersOnly: z.boolean(),
      minVipLevel: z.optional(z.int()),
      newMembersWithinDays: z.optional(z.int()),
      currencies: z.optional(z.array(z.enum(CURRENCIES))),
    }),
    sort: z.int(),
    hero: z.object({
      title: localizedTextSchema,
      subtitle: localizedTextSchema,
      image: z.string(),
    }),
    body: z.array(localizedTextSchema),
    rules: z.array(localizedTextSchema),
    rewardTiers: z.array(
      z.object({
        condition: localizedTextSchema,
        reward: z.optional(localizedTextSchema),
        amounts: z.optional(currencyAmountsSchema),
      }),
    ),
    cta: z.object({ label: localizedTextSchema, to: z.string() }),
    mechanics: z.looseObject({ kind: campaignKindSchema }),
  }),
);
export type AdminCampaignDocument = z.infer<typeof adminCampaignDocumentSchema>;

/** A campaign as the centre's list shows it. */
export const adminCampaignRowSchema = lazySchema(() =>
  z.object({
    campaignId: idSchema,
    slug: z.string(),
    path: z.string(),
    kind: campaignKindSchema,
    category: campaignCategorySchema,
    state: campaignStateSchema,
    /** Served to players; a draft or an unpublished campaign is not. */
    published: z.boolean(),
    startsAt: epochMsSchema,
    endsAt: z.nullable(epochMsSchema),
    /** Its title in the caller's language. */
    title: z.string(),
    /** When an operator last changed it (null: as seeded). */
    editedAt: z.nullable(epochMsSchema),
  }),
);
export type AdminCampaignRow = z.infer<typeof adminCampaignRowSchema>;

/** A campaign opened in the editor. */
export const adminCampaignSchema = lazySchema(() =>
  z.object({
    row: adminCampaignRowSchema,
    document: adminCampaignDocumentSchema,
  }),
);
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;

/** The images a campaign's hero may show (the site's /promo folder). */
export const adminPromoImagesSchema = lazySchema(() => z.array(z.string()));

const campaignAction = lazySchema(() =>
  z.object({ campaignId: idSchema, reason: adminReasonSchema }),
);

export const adminCampaignCalls = defineCalls('admin', {
  adminListCampaigns: {
    method: 'POST',
    // path is ours: the spec shows no admin calls
    path: '/api/admin/campaigns/search',
    request: lazySchema(() =>
      z.object({
        state: z.optional(campaignStateSchema),
        /** The last campaign id of the page before (newest first). */
        before: z.optional(idSchema),
        limit: limitSchema,
      }),
    ),
    response: lazySchema(() =>
      z.object({ list: z.array(adminCampaignRowSchema), next: z.nullable(idSchema) }),
    ),
    pathIsOurs: true,
  },
  adminGetCampaign: {
    method: 'POST',
    // path is ours
    path: '/api/admin/campaigns/get',
    request: lazySchema(() => z.object({ campaignId: idSchema })),
    response: adminCampaignSchema,
    pathIsOurs: true,
  },
  adminCreateCampaign: {
    method: 'POST',
    // path is ours
    path: '/api/admin/campaigns/create',
    request: lazySchema(() =>
      z.object({
        /** Copy this campaign… */
        fromCampaignId: z.optional(idSchema),
        /** …or start from this kind's template (one of the two). */
        kind: z.optional(campaignKindSchema),
        slug: campaignSlugSchema,
        path: campaignPathSchema,
        reason: adminReasonSchema,
      }),
    ),
    response: adminCampaignSchema,
    pathIsOurs: true,
  },
  adminUpdateCampaign: {
    method: 'POST',
    // path is ours
    path: '/api/admin/campaigns/update',
    request: lazySchema(() =>
      z.object({
        campaignId: idSchema,
        document: adminCampaignDocumentSchema,
        reason: adminReasonSchema,
      }),
    ),
    response: adminCampaignSchema,
    pathIsOurs: true,
  },
  adminPreviewCampaign: {
    method: 'POST',
    // path is ours
    path: '/api/admin/campaigns/preview',
    request: lazySchema(() =>
      z.object({ document: adminCampaignDocumentSchema, language: languageSchema }),
    ),
    /** The campaign's page as a visitor reading that language would get it. */
    response: campaignDetailSchema,
    pathIsOurs: true,
  },
  adminPublishCampaign: {
    method: 'POST',
    // path is ours
    path: '/api/admin/campaigns/publish',
    request: lazySchema(() =>
      z.object({
        campaignId: idSchema,
        published: z.boolean(),
        reason: adminReasonSchema,
      }),
    ),
    response: adminCampaignSchema,
    pathIsOurs: true,
  },
  adminEndCampaign: {
    method: 'POST',
    // path is ours
    path: '/api/admin/campaigns/end',
    request: campaignAction,
    response: adminCampaignSchema,
    pathIsOurs: true,
  },
  adminListPromoImages: {
    method: 'POST',
    // path is ours
    path: '/api/admin/campaigns/images',
    request: lazySchema(() => z.object({})),
    response: adminPromoImagesSchema,
    pathIsOurs: true,
  },
});
