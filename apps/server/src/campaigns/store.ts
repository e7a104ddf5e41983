import { seedPeriod, type CampaignPeriod } from '@touchline/domain';
import type { Queryable } from '../db/database.ts';
import { epochMs } from '../services/common.ts';
import { CAMPAIGN_CATALOGUE } from './catalogue.ts';
import type {
  CampaignAudience,
  CampaignCategory,
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
};

const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

const SELECT = `
  select c.id, c.slug, c.kind, c.category, c.starts_at, c.ends_at, c.audience, c.sort, c.hero,
         c.body, c.rules, c.reward_tiers, c.cta, c.mechanics,
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
  };
}

/** The campaign a route serves (its address or an alias), if any. */
export async function campaignByPath(q: Queryable, path: string): Promise<StoredCampaign | null> {
  const rows = await q.query<CampaignRow>(
    `${SELECT} where c.id = (select campaign_id from campaign_paths where path = $1)`,
    [path],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function campaignById(q: Queryable, id: bigint): Promise<StoredCampaign | null> {
  const rows = await q.query<CampaignRow>(`${SELECT} where c.id = $1`, [id]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** Every campaign, in the promotions list's order. */
export async function allCampaigns(q: Queryable): Promise<StoredCampaign[]> {
  const rows = await q.query<CampaignRow>(`${SELECT} order by c.sort, c.id`);
  return rows.map(fromRow);
}

const json = (value: unknown) => JSON.stringify(value);

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
