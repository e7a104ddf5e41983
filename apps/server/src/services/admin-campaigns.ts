import { CODES, type AdminCampaign, type AdminCampaignRow } from '@touchline/api/contract';
import {
  ADMIN_PAGE_DEFAULT,
  campaignState,
  seedPeriod,
  type AdminAction,
  type Language,
} from '@touchline/domain';
import { CAMPAIGN_CATALOGUE } from '../campaigns/catalogue.ts';
import type { CampaignDocument } from '../campaigns/definition.ts';
import { checkCampaignDocument } from '../campaigns/schema.ts';
import {
  campaignById,
  documentOf,
  draftOf,
  insertCampaign,
  lockedCampaign,
  takenPath,
  updateCampaign,
  type StoredCampaign,
} from '../campaigns/store.ts';
import { isUniqueViolation, type Queryable } from '../db/database.ts';
import { failure } from '../http/failure.ts';
import { answerLanguage } from '../http/messages.ts';
import type { CallContext, PlatformHandlers } from '../http/routes.ts';
import { adminAction, type AuditValues } from './admin-audit.ts';
import { campaignPage } from './campaigns.ts';

/**
 * The campaigns section of the super-admin centre (issue 22, ADR 033): list, create (a kind's
 * template or a copy), edit, preview, publish or unpublish, end early. An operator's campaign is
 * checked by the schema the seed goes through (`campaigns/schema.ts`) before it is written, and
 * every change is one `adminAction` with its audit row. The campaign's page reads the row at
 * each load, so a change shows at the next one.
 */

const notFound = () => failure(CODES.notFound, 'adminCampaignNotFound');

/** The schema's verdict, or a refusal naming the field at fault (translated). */
function checked(document: unknown): CampaignDocument {
  const verdict = checkCampaignDocument(document);
  if (!verdict.ok) {
    throw failure(CODES.invalidRequest, 'adminCampaignInvalid', { field: verdict.field });
  }
  return verdict.campaign;
}

function rowOf(c: StoredCampaign, language: Language, now: number): AdminCampaignRow {
  return {
    campaignId: Number(c.id),
    slug: c.slug,
    path: c.paths[0] ?? `/${c.slug}`,
    kind: c.kind,
    category: c.category,
    state: campaignState(c.period, now),
    published: c.published,
    startsAt: c.period.startsAt,
    endsAt: c.period.endsAt,
    title: c.hero.title[language] || c.hero.title.en,
    editedAt: c.editedAt,
  };
}

function answerOf(c: StoredCampaign, ctx: CallContext): AdminCampaign {
  return {
    row: rowOf(c, answerLanguage(ctx.language), ctx.app.now()),
    document: documentOf(c) as AdminCampaign['document'],
  };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A campaign's fields as the audit log records them (texts and numbers as JSON). */
function auditOf(c: StoredCampaign): Record<string, string | boolean | null> {
  return {
    slug: c.slug,
    paths: JSON.stringify(c.paths),
    kind: c.kind,
    category: c.category,
    startsAt: iso(c.period.startsAt),
    endsAt: iso(c.period.endsAt),
    audience: JSON.stringify(c.audience),
    sort: String(c.sort),
    hero: JSON.stringify(c.hero),
    body: JSON.stringify(c.body),
    rules: JSON.stringify(c.rules),
    rewardTiers: JSON.stringify(c.rewardTiers),
    cta: JSON.stringify(c.cta),
    mechanics: JSON.stringify(c.mechanics),
    published: c.published,
  };
}

/** Only what changed, before and after; null when nothing did. */
function changed(
  before: StoredCampaign,
  after: StoredCampaign,
): { before: AuditValues; after: AuditValues } | null {
  const a = auditOf(before);
  const b = auditOf(after);
  const fields = Object.keys(b).filter((k) => a[k] !== b[k]);
  if (fields.length === 0) return null;
  return {
    before: Object.fromEntries(fields.map((k) => [k, a[k]!])),
    after: Object.fromEntries(fields.map((k) => [k, b[k]!])),
  };
}

/** Refuses a document whose addresses serve another campaign. */
async function pathsFree(tx: Queryable, document: CampaignDocument, id: bigint | null) {
  const taken = await takenPath(tx, document.paths, id);
  if (taken) throw failure(CODES.invalidRequest, 'adminCampaignPathTaken', { path: taken });
}

/** A write that breaks the slug's uniqueness answers the translated refusal. */
async function slugUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw failure(CODES.invalidRequest, 'adminCampaignSlugTaken');
    throw error;
  }
}

/** One audited change of a stored campaign (locked): `change` writes it and answers nothing. */
async function changeCampaign(
  ctx: CallContext,
  action: AdminAction,
  input: { campaignId: number; reason: string },
  change: (tx: Queryable, before: StoredCampaign) => Promise<void>,
): Promise<AdminCampaign> {
  return slugUnique(() =>
    adminAction(
      ctx,
      { action, target: { kind: 'campaign', id: input.campaignId }, reason: input.reason },
      async (tx) => {
        const before = await lockedCampaign(tx, BigInt(input.campaignId));
        if (!before) throw notFound();
        await change(tx, before);
        const after = (await campaignById(tx, before.id))!;
        const diff = changed(before, after);
        const result = answerOf(after, ctx);
        return diff ? { result, ...diff } : { result, unchanged: true as const };
      },
    ),
  );
}

/** The images the catalogue's campaigns show (the site's /promo folder). */
const PROMO_IMAGES = [...new Set(CAMPAIGN_CATALOGUE.map((c) => c.hero.image))].sort();

export const adminCampaignHandlers = {
  adminListCampaigns: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const limit = input.limit ?? ADMIN_PAGE_DEFAULT;
      const now = new Date(ctx.app.now());
      const state = {
        upcoming: 'c.starts_at > $3',
        active: 'c.starts_at <= $3 and (c.ends_at is null or c.ends_at > $3)',
        ended: 'c.ends_at <= $3',
      } as const;
      // newest first on the primary key, one page past the cursor
      const rows = await ctx.app.db.query<{ id: bigint }>(
        `select c.id from campaigns c
          where ($1::bigint is null or c.id < $1)
            ${input.state ? `and ${state[input.state]}` : 'and $3::timestamptz is not null'}
          order by c.id desc limit $2`,
        [input.before ?? null, limit + 1, now],
      );
      const page = rows.slice(0, limit);
      const language = answerLanguage(ctx.language);
      const list: AdminCampaignRow[] = [];
      for (const r of page) {
        const c = await campaignById(ctx.app.db, BigInt(r.id));
        if (c) list.push(rowOf(c, language, now.getTime()));
      }
      return {
        list,
        next: rows.length > limit ? Number(page[page.length - 1]!.id) : null,
      };
    },
  },

  adminGetCampaign: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const c = await campaignById(ctx.app.db, BigInt(input.campaignId));
      if (!c) throw notFound();
      return answerOf(c, ctx);
    },
  },

  adminCreateCampaign: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const now = ctx.app.now();
      let base: CampaignDocument;
      if (input.fromCampaignId !== undefined) {
        const from = await campaignById(ctx.app.db, BigInt(input.fromCampaignId));
        if (!from) throw notFound();
        base = documentOf(from);
      } else if (input.kind !== undefined) {
        // the kind's template: the catalogue's first campaign of it, its period from today
        const template = CAMPAIGN_CATALOGUE.find((c) => c.kind === input.kind)!;
        const { period, ...rest } = template;
        base = { ...rest, period: seedPeriod(now, period) };
      } else {
        throw failure(CODES.invalidRequest, 'adminCampaignSource');
      }
      const document = checked({ ...base, slug: input.slug, paths: [input.path] });
      return slugUnique(() =>
        adminAction(
          ctx,
          {
            action: 'campaign.create',
            target: { kind: 'campaign', id: input.slug },
            reason: input.reason,
          },
          async (tx) => {
            await pathsFree(tx, document, null);
            const id = await insertCampaign(tx, document, now);
            const created = (await campaignById(tx, id))!;
            return { result: answerOf(created, ctx), before: null, after: auditOf(created) };
          },
        ),
      );
    },
  },

  adminUpdateCampaign: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const document = checked(input.document);
      return changeCampaign(ctx, 'campaign.update', input, async (tx, before) => {
        await pathsFree(tx, document, before.id);
        await updateCampaign(tx, before.id, document, ctx.app.now());
      });
    },
  },

  adminPreviewCampaign: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const document = checked(input.document);
      // the page a visitor reading that language would get: no member, nothing stored
      return campaignPage(
        ctx.app.db,
        ctx.app.sports.feed,
        draftOf(document),
        input.language,
        null,
        ctx.app.now(),
      );
    },
  },

  adminPublishCampaign: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const action = input.published ? 'campaign.publish' : 'campaign.unpublish';
      return changeCampaign(ctx, action, input, async (tx, before) => {
        if (before.published === input.published) return; // nothing to change: no audit row
        await tx.query('update campaigns set published = $2, edited_at = $3 where id = $1', [
          before.id,
          input.published,
          new Date(ctx.app.now()),
        ]);
      });
    },
  },

  adminEndCampaign: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const now = ctx.app.now();
      return changeCampaign(ctx, 'campaign.endEarly', input, async (tx, before) => {
        if (campaignState(before.period, now) === 'ended') {
          throw failure(CODES.invalidRequest, 'adminCampaignEnded');
        }
        // it ends now; one that had not started yet is given a period that ended now
        const endsAt = now;
        const startsAt = Math.min(before.period.startsAt, now - 1);
        await tx.query(
          'update campaigns set starts_at = $2, ends_at = $3, edited_at = $4 where id = $1',
          [before.id, new Date(startsAt), new Date(endsAt), new Date(now)],
        );
      });
    },
  },

  adminListPromoImages: {
    access: 'superAdmin',
    async handle() {
      return PROMO_IMAGES;
    },
  },
} satisfies PlatformHandlers;
