import {
  CAMPAIGN_MECHANICS_LISTS as LISTS,
  CURRENCIES,
  NEWBIE_TASKS,
  parseAmountToMinor,
} from '@touchline/domain';
import { z } from 'zod';
import type { CampaignDocument, CampaignSeed } from './definition.ts';

/**
 * The catalogue's shape (`CampaignSeed`) as a schema: every campaign is checked against it on
 * its way into the database (the seed, and later the operator's editor), so the rules never read
 * a malformed row. Amounts are money text with at most two decimals, percents exact decimals.
 */

const text = z.string().trim().min(1).max(4_000);
const localized = z.strictObject({ en: text, 'zh-cn': text, vi: text, th: text });
const amountText = z
  .string()
  .refine((v) => parseAmountToMinor(v) !== null, 'an amount with at most two decimals');
const amounts = z.strictObject(
  Object.fromEntries(CURRENCIES.map((c) => [c, amountText])) as Record<
    (typeof CURRENCIES)[number],
    typeof amountText
  >,
);
const percent = z.string().regex(/^\d{1,3}(\.\d{1,4})?$/, 'a percent, e.g. "100" or "0.5"');
const products = z.array(z.enum(['sports', 'games'])).min(1);
const whole = z.number().int().min(0);

const mechanics = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('depositMatch'),
    percent,
    minDeposit: amounts,
    cap: amounts,
    wageringMultiple: whole.max(100),
    firstDepositOnly: z.boolean(),
  }),
  z.strictObject({
    kind: z.literal('newbieTasks'),
    steps: z
      .array(z.strictObject({ task: z.enum(NEWBIE_TASKS), reward: amounts }))
      .min(LISTS.newbieTasks.steps.min)
      .max(LISTS.newbieTasks.steps.max)
      .refine((s) => new Set(s.map((x) => x.task)).size === s.length, 'each task once'),
  }),
  z.strictObject({
    kind: z.literal('signIn'),
    dailyRewards: z
      .array(amounts)
      .min(LISTS.signIn.dailyRewards.min)
      .max(LISTS.signIn.dailyRewards.max),
    resetOnMiss: z.boolean(),
  }),
  z.strictObject({
    kind: z.literal('rebate'),
    percent,
    products,
    period: z.enum(['day', 'week', 'month']),
    maxPerPeriod: amounts,
  }),
  z.strictObject({
    kind: z.literal('leaderboard'),
    products,
    prizes: z.array(amounts).min(LISTS.leaderboard.prizes.min).max(LISTS.leaderboard.prizes.max),
  }),
  z.strictObject({
    kind: z.literal('tournament'),
    leagues: z.array(text).min(LISTS.tournament.leagues.min).max(LISTS.tournament.leagues.max),
    sportId: whole,
  }),
  z.strictObject({ kind: z.literal('static') }),
  z.strictObject({
    kind: z.literal('luckyWheel'),
    segments: z
      .array(
        z.strictObject({
          label: localized,
          prize: amounts.nullable(),
          weight: whole.max(1_000_000),
        }),
      )
      .min(LISTS.luckyWheel.segments.min)
      .max(LISTS.luckyWheel.segments.max)
      .refine((s) => s.some((x) => x.weight > 0), 'some segment can be drawn'),
    depositPerSpin: amounts,
    dailyFreeSpins: whole.max(100),
  }),
]);

const path = z.string().regex(/^\/[A-Za-z0-9/_-]+$/, 'a site path');

/** Everything of a campaign but its period: the seed's and the stored one's shape alike. */
const campaignFields = {
  slug: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/),
  paths: z.array(path).min(1).max(8),
  kind: z.enum([
    'depositMatch',
    'newbieTasks',
    'signIn',
    'rebate',
    'leaderboard',
    'tournament',
    'static',
    'luckyWheel',
  ]),
  category: z.enum(['sports', 'games', 'live', 'newMembers', 'vip', 'festival']),
  audience: z.strictObject({
    membersOnly: z.boolean(),
    minVipLevel: z.number().int().min(0).max(11).optional(),
    newMembersWithinDays: z.number().int().min(1).optional(),
    currencies: z.array(z.enum(CURRENCIES)).min(1).optional(),
  }),
  sort: z.number().int(),
  hero: z.strictObject({
    title: localized,
    subtitle: localized,
    image: z
      .string()
      .regex(/^\/[A-Za-z0-9/_.-]+$/, 'a site file')
      .or(z.url()),
  }),
  body: z.array(localized),
  rules: z.array(localized),
  rewardTiers: z.array(
    z.strictObject({
      condition: localized,
      reward: localized.optional(),
      amounts: amounts.optional(),
    }),
  ),
  cta: z.strictObject({ label: localized, to: z.string().regex(/^\/[^\s]*$/, 'a site path') }),
  mechanics,
};

const sameKind = {
  message: 'the mechanics must be of the campaign’s kind',
  path: ['mechanics', 'kind'],
};

export const campaignSeedSchema = z
  .strictObject({
    ...campaignFields,
    period: z.strictObject({ startDay: z.number().int(), endDay: z.number().int().nullable() }),
  })
  .refine((s) => s.mechanics.kind === s.kind, sameKind)
  .refine((s) => s.period.endDay === null || s.period.endDay > s.period.startDay, {
    message: 'the period ends after it starts',
    path: ['period', 'endDay'],
  });

/** An instant as epoch milliseconds, within years 2000–2200. */
const instant = z.number().int().min(946_684_800_000).max(7_258_118_400_000);

/**
 * A campaign as an operator edits it in the super-admin centre (ADR 033): the seed's shape and
 * rules with its period as instants (`endsAt` exclusive, null open-ended).
 */
export const campaignDocumentSchema = z
  .strictObject({
    ...campaignFields,
    period: z.strictObject({ startsAt: instant, endsAt: instant.nullable() }),
  })
  .refine((s) => s.mechanics.kind === s.kind, sameKind)
  .refine((s) => s.period.endsAt === null || s.period.endsAt > s.period.startsAt, {
    message: 'the period ends after it starts',
    path: ['period', 'endsAt'],
  });

/** Checks a campaign before it is stored; throws a readable error naming the campaign and field. */
export function checkCampaignSeed(seed: unknown): CampaignSeed {
  const result = campaignSeedSchema.safeParse(seed);
  if (result.success) return result.data as CampaignSeed;
  const slug = typeof seed === 'object' && seed && 'slug' in seed ? String(seed.slug) : '(no slug)';
  const issue = result.error.issues[0]!;
  throw new TypeError(`campaign ${slug}: ${issue.path.join('.') || 'campaign'}: ${issue.message}`);
}

/** Checks an operator's campaign; answers it, or the path of the first field at fault. */
export function checkCampaignDocument(
  document: unknown,
): { ok: true; campaign: CampaignDocument } | { ok: false; field: string } {
  const result = campaignDocumentSchema.safeParse(document);
  if (result.success) return { ok: true, campaign: result.data as CampaignDocument };
  return { ok: false, field: result.error.issues[0]!.path.join('.') || 'campaign' };
}
