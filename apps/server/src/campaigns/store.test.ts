import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { CAMPAIGN_CATALOGUE } from './catalogue.ts';
import type { CampaignSeed } from './definition.ts';
import { checkCampaignSeed } from './schema.ts';
import { allCampaigns, campaignByPath, seedCampaigns } from './store.ts';

const DAY = 86_400_000;
/** 2026-11-26 00:00 at UTC+8. */
const MIDNIGHT = Date.UTC(2026, 10, 25, 16);

describe('the catalogue', () => {
  it('passes the stored shape’s checks, each slug and path once', () => {
    for (const seed of CAMPAIGN_CATALOGUE) expect(checkCampaignSeed(seed)).toEqual(seed);
    const paths = CAMPAIGN_CATALOGUE.flatMap((c) => c.paths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('refuses a campaign whose numbers do not fit its kind', () => {
    const [first] = CAMPAIGN_CATALOGUE as [CampaignSeed];
    expect(() => checkCampaignSeed({ ...first, mechanics: { kind: 'static' } })).toThrow(
      /mechanics must be of the campaign’s kind/,
    );
    expect(() =>
      checkCampaignSeed({
        ...first,
        mechanics: { kind: 'signIn', resetOnMiss: true, dailyRewards: [{ CNY: '1.001' }] },
      }),
    ).toThrow(/sign-activity: mechanics/);
    expect(() => checkCampaignSeed({ ...first, period: { startDay: 2, endDay: 1 } })).toThrow(
      /ends after it starts/,
    );
    expect(() =>
      checkCampaignSeed({ ...first, hero: { ...first.hero, title: { en: 'Only English' } } }),
    ).toThrow(/hero\.title/);
  });
});

describe.each(DATABASE_KINDS)('seeding campaigns on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('stores each campaign with its period from the seed day at UTC+8, by path and alias', async () => {
    // 23:30 UTC+8 on the 26th: the seed day is the 26th
    const added = await t.db.transaction((tx) => seedCampaigns(tx, MIDNIGHT + DAY - 1_800_000));
    expect(added.sort()).toEqual(CAMPAIGN_CATALOGUE.map((c) => c.slug).sort());
    const newbie = await campaignByPath(t.db, '/newbie-activity');
    expect(newbie?.slug).toBe('newbieactivity');
    expect(newbie?.paths).toEqual(['/newbieactivity', '/newbie-activity']);
    expect(newbie?.period).toEqual({ startsAt: MIDNIGHT - 30 * DAY, endsAt: null });
    const sign = await campaignByPath(t.db, '/sign-activity');
    expect(sign?.period).toEqual({ startsAt: MIDNIGHT - 3 * DAY, endsAt: MIDNIGHT + 28 * DAY });
    expect(sign?.mechanics).toEqual(CAMPAIGN_CATALOGUE[0]!.mechanics);
    expect(await campaignByPath(t.db, '/nowhere')).toBeNull();
  });

  it('seeds again days later without doubling or moving a campaign', async () => {
    const before = await allCampaigns(t.db);
    const added = await t.db.transaction((tx) => seedCampaigns(tx, MIDNIGHT + 9 * DAY));
    expect(added).toEqual([]);
    const after = await allCampaigns(t.db);
    expect(after).toEqual(before);
  });

  it('takes the catalogue’s new copy, but leaves an operator’s edit as it is', async () => {
    const [sign, wheel] = CAMPAIGN_CATALOGUE as [CampaignSeed, CampaignSeed];
    await t.db.query(`update campaigns set edited_at = now(), sort = 999 where slug = $1`, [
      wheel.slug,
    ]);
    const changed = [
      { ...sign, sort: 11, period: { startDay: 0, endDay: 1 } },
      { ...wheel, sort: 21 },
    ];
    await t.db.transaction((tx) => seedCampaigns(tx, MIDNIGHT + 20 * DAY, changed));
    const signNow = await campaignByPath(t.db, sign.paths[0]!);
    expect(signNow?.sort).toBe(11);
    expect(signNow?.period.startsAt).toBe(MIDNIGHT - 3 * DAY);
    expect((await campaignByPath(t.db, wheel.paths[0]!))?.sort).toBe(999);
  });

  it('refuses a path that already serves another campaign', async () => {
    const [sign] = CAMPAIGN_CATALOGUE as [CampaignSeed];
    const thief = { ...sign, slug: 'thief', paths: ['/thief', sign.paths[0]!] };
    await expect(t.db.transaction((tx) => seedCampaigns(tx, MIDNIGHT, [thief]))).rejects.toThrow();
    expect((await campaignByPath(t.db, sign.paths[0]!))?.slug).toBe(sign.slug);
  });
});
