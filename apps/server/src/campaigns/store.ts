import { seedPeriod, type CampaignPeriod } from '@touchline/domain';
import type { Queryable } from '../db/database.ts';
import { epochMs } from '../services/common.ts';
import { CAMPAIGN_CATALOGUE } from './catalogue.ts';
import type {
  CampaignAudience,
  CampaignCategory,
  CampaignDocument,
  CampaignKind,
  CampaignMechanics,
  CampaignSeed,
  LocalizedText,
  RewardTier,
} from './definition.ts';
import { checkCampaignSeed } from './schema.ts';

/** A campaign as stored (ADR 026): the catalogue's shape with its period as instants. */
export interface StoredCampaign {
  id: bigint;
  slug: string;
  paths: string[];
  kind: CampaignKind;
  category: CampaignCategory;
  period: CampaignPeriod;
  audience: CampaignAudience;
  sort: number;
  hero: CampaignSeed['hero'];
  body: LocalizedText[];
  rules: LocalizedText[];
  rewardTiers: RewardTier[];
  cta: CampaignSeed['cta'];
  mechanics: CampaignMechanics;
  /** Served to players (ADR 033): an operator's draft or an unpublished campaign is not. */
  published: boolean;
  /** When an operator last changed it (null: as seeded). */
  editedAt: number | null;
}

type CampaignRow = {
  id: bigint;
  slug: string;
  paths: string[] | null;
  kind: CampaignKind;
  category: CampaignCategory;
  starts_at: Date;
  ends_at: Date | null;
  audience: CampaignAudience;
  sort: number;
  hero: CampaignSeed['hero'];
  body: LocalizedText[];
  rules: LocalizedText[];
  reward_tiers: RewardTier[];
  cta: CampaignSeed['cta'];
  mechanics: CampaignMechanics;
  published: boolean;
  edited_at: Date | null;
};

const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

const SELECT = `
  select c.id, c.slug, c.kind, c.category, c.starts_at, c.ends_at, c.audience, c.sort, c.hero,
         c.body, c.rules, c.reward_tiers, c.cta, c.mechanics,
         c.published, c.edited_at,
         (select array_agg(p.path order by p.position) from campaign_paths p
           where p.campaign_id = c.id) as paths
    from campaigns c`;

function fromRow(row: CampaignRow): StoredCampaign {
  return {
    id: BigInt(row.id),
    slug: row.slug,
    paths: row.paths ?? [],
    kind: row.kind,
    category: row.category,
    period: { startsAt: epochMs(row.starts_at), endsAt: row.ends_at ? epochMs(row.ends_at) : null },
    audience: parsed(row.audience),
    sort: Number(row.sort),
    hero: parsed(row.hero),
    body: parsed(row.body),
    rules: parsed(row.rules),
    rewardTiers: parsed(row.reward_tiers),
    cta: parsed(row.cta),
    mechanics: parsed(row.mechanics),
    published: row.published,
    editedAt: row.edited_at ? epochMs(row.edited_at) : null,
  };
}

/**
 * The published campaign a route serves (its address or an alias), if any: a draft or an
 * unpublished campaign is served to no player (ADR 033).
 */
export async function campaignByPath(q: Queryable, path: string): Promise<StoredCampaign | null> {
  const rows = await q.query<CampaignRow>(
    `${SELECT} where c.id = (select campaign_id from campaign_paths where path = $1)
       and c.published`,
    [path],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function campaignById(q: Queryable, id: bigint): Promise<StoredCampaign | null> {
  const rows = await q.query<CampaignRow>(`${SELECT} where c.id = $1`, [id]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** Every published campaign, in the promotions list's order. */
export async function allCampaigns(q: Queryable): Promise<StoredCampaign[]> {
  const rows = await q.query<CampaignRow>(`${SELECT} where c.published order by c.sort, c.id`);
  return rows.map(fromRow);
}

const json = (value: unknown) => JSON.stringify(value);

/** A stored campaign as the operator edits it (ADR 033). */
export function documentOf(c: StoredCampaign): CampaignDocument {
  return {
    slug: c.slug,
    paths: c.paths,
    kind: c.kind,
    category: c.category,
    period: c.period,
    audience: c.audience,
    sort: c.sort,
    hero: c.hero,
    body: c.body,
    rules: c.rules,
    rewardTiers: c.rewardTiers,
    cta: c.cta,
    mechanics: c.mechanics,
  };
}

/** A campaign that does not exist yet, seen as stored (a preview's draft): not published. */
export function draftOf(document: CampaignDocument, id = 0n): StoredCampaign {
  return {
    ...document,
    id,
    paths: [...document.paths],
    body: [...document.body],
    rules: [...document.rules],
    rewardTiers: [...document.rewardTiers],
    published: false,
    editedAt: null,
  };
}

/** A route already serving another campaign than `id` (null: every route is free). */
export async function takenPath(
  q: Queryable,
  paths: readonly string[],
  id: bigint | null,
): Promise<string | null> {
  const [row] = await q.query<{ path: string }>(
    `select path from campaign_paths where path = any($1::text[])
        and ($2::bigint is null or campaign_id <> $2) limit 1`,
    [paths, id],
  );
  return row?.path ?? null;
}

async function writePaths(tx: Queryable, id: bigint, paths: readonly string[]): Promise<void> {
  await tx.query('delete from campaign_paths where campaign_id = $1', [id]);
  for (const [position, path] of paths.entries()) {
    await tx.query('insert into campaign_paths (path, campaign_id, position) values ($1, $2, $3)', [
      path,
      id,
      position,
    ]);
  }
}

function documentValues(d: CampaignDocument): unknown[] {
  return [
    d.slug,
    d.kind,
    d.category,
    new Date(d.period.startsAt),
    d.period.endsAt === null ? null : new Date(d.period.endsAt),
    json(d.audience),
    d.sort,
    json(d.hero),
    json(d.body),
    json(d.rules),
    json(d.rewardTiers),
    json(d.cta),
    json(d.mechanics),
  ];
}

/**
 * Stores an operator's new campaign (checked by `checkCampaignDocument` before) as a draft, not
 * served until published; marked edited, so no seed overwrites it. Answers its id.
 */
export async function insertCampaign(
  tx: Queryable,
  document: CampaignDocument,
  now: number,
): Promise<bigint> {
  const [row] = await tx.query<{ id: bigint }>(
    `insert into campaigns (slug, kind, category, starts_at, ends_at, audience, sort, hero, body,
       rules, reward_tiers, cta, mechanics, published, edited_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb, $9::jsonb, $10::jsonb, $11::jsonb,
       $12::jsonb, $13::jsonb, false, $14)
     returning id`,
    [...documentValues(document), new Date(now)],
  );
  const id = BigInt(row!.id);
  await writePaths(tx, id, document.paths);
  return id;
}

/** Replaces a stored campaign with an operator's edit (checked before); marks it edited. */
export async function updateCampaign(
  tx: Queryable,
  id: bigint,
  document: CampaignDocument,
  now: number,
): Promise<void> {
  await tx.query(
    `update campaigns set slug = $1, kind = $2, category = $3, starts_at = $4, ends_at = $5,
       audience = $6::jsonb, sort = $7, hero = $8::jsonb, body = $9::jsonb, rules = $10::jsonb,
       reward_tiers = $11::jsonb, cta = $12::jsonb, mechanics = $13::jsonb, edited_at = $14,
       updated_at = $14
     where id = $15`,
    [...documentValues(document), new Date(now), id],
  );
  await writePaths(tx, id, document.paths);
}

/** Every campaign, drafts too, under its row lock: what an operator's change starts from. */
export async function lockedCampaign(q: Queryable, id: bigint): Promise<StoredCampaign | null> {
  await q.query('select id from campaigns where id = $1 for update', [id]);
  return campaignById(q, id);
}

/**
 * Seeds the catalogue (ADR 026): each campaign is checked, then stored by its slug. A new one
 * gets its period from the seed day (`now`, midnight UTC+8); one already stored keeps its period
 * (a restart on another day moves nothing) and, unless an operator has edited it, takes the
 * catalogue's current texts and numbers. Nothing is duplicated. Answers the slugs it added.
 */
export async function seedCampaigns(
  tx: Queryable,
  now: number,
  catalogue: readonly CampaignSeed[] = CAMPAIGN_CATALOGUE,
): Promise<string[]> {
  const added: string[] = [];
  const seeds = catalogue.map(checkCampaignSeed);
  const slugs = new Set<string>();
  const paths = new Set<string>();
  for (const seed of seeds) {
    if (slugs.has(seed.slug))
      throw new TypeError(`campaign ${seed.slug} is in the catalogue twice`);
    slugs.add(seed.slug);
    for (const path of seed.paths) {
      if (paths.has(path)) throw new TypeError(`the path ${path} serves two campaigns`);
      paths.add(path);
    }
  }
  for (const seed of seeds) {
    const period = seedPeriod(now, seed.period);
    const values = [
      seed.slug,
      seed.kind,
      seed.category,
      new Date(period.startsAt),
      period.endsAt === null ? null : new Date(period.endsAt),
      json(seed.audience),
      seed.sort,
      json(seed.hero),
      json(seed.body),
      json(seed.rules),
      json(seed.rewardTiers),
      json(seed.cta),
      json(seed.mechanics),
    ];
    const [row] = await tx.query<{ id: bigint; inserted: boolean }>(
      `insert into campaigns (slug, kind, category, starts_at, ends_at, audience, sort, hero, body,
         rules, reward_tiers, cta, mechanics)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb, $9::jsonb, $10::jsonb, $11::jsonb,
         $12::jsonb, $13::jsonb)
       on conflict (slug) do update set kind = excluded.kind, category = excluded.category,
         audience = excluded.audience, sort = excluded.sort, hero = excluded.hero,
         body = excluded.body, rules = excluded.rules, reward_tiers = excluded.reward_tiers,
         cta = excluded.cta, mechanics = excluded.mechanics, updated_at = now()
         where campaigns.edited_at is null
       returning id, (xmax = 0) as inserted`,
      values,
    );
    if (!row) continue; // edited by an operator: left as it is
    if (row.inserted) added.push(seed.slug);
    await tx.query('delete from campaign_paths where campaign_id = $1', [row.id]);
    for (const [position, path] of seed.paths.entries()) {
      await tx.query(
        'insert into campaign_paths (path, campaign_id, position) values ($1, $2, $3)',
        [path, row.id, position],
      );
    }
  }
  return added;
}
