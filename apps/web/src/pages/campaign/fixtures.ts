import type { CampaignDetail } from '@touchline/api';
import { wheelProbabilities, type Language } from '@touchline/domain';
import { FIXTURE_NOW } from '../../testing/clock.ts';
// the fixture is the server's own seed catalogue, so the route walk covers every seeded path
// eslint-disable-next-line import-x/no-relative-packages
import { CAMPAIGN_CATALOGUE } from '../../../../server/src/campaigns/catalogue.ts';
// the sides and competitions are the simulated sports feed's own
// eslint-disable-next-line import-x/no-relative-packages
import { CITIES, LEAGUES } from '../../../../server/src/sports/names.ts';

const DAY = 86_400_000;
/** The catalogue's periods are laid around the stories' and tests' fixed moment. */
const T0 = FIXTURE_NOW;

/**
 * A campaign page as the server would answer it for the seed catalogue's entry at `path`, in
 * `lang`, for a visitor (no standing): the titles and texts come from the catalogue itself.
 */
export function catalogueCampaign(path: string, lang: Language = 'en'): CampaignDetail | null {
  const seed = CAMPAIGN_CATALOGUE.find((c) => c.paths.includes(path));
  if (!seed) return null;
  const state =
    seed.period.endDay !== null && seed.period.endDay < 0
      ? 'ended'
      : seed.period.startDay > 0
        ? 'upcoming'
        : 'active';
  return {
    slug: seed.slug,
    path: seed.paths[0]!,
    paths: [...seed.paths],
    kind: seed.kind,
    category: seed.category,
    state,
    startsAt: T0 + seed.period.startDay * DAY,
    endsAt: seed.period.endDay === null ? null : T0 + seed.period.endDay * DAY,
    title: seed.hero.title[lang],
    subtitle: seed.hero.subtitle[lang],
    image: seed.hero.image,
    ctaLabel: seed.cta.label[lang],
    sort: seed.sort,
    body: seed.body.map((text) => text[lang]),
    rules: seed.rules.map((text) => text[lang]),
    rewardTiers: seed.rewardTiers.map((tier) => ({
      condition: tier.condition[lang],
      ...(tier.reward ? { reward: tier.reward[lang] } : {}),
      ...(tier.amounts ? { amount: tier.amounts.CNY } : {}),
    })),
    cta: { label: seed.cta.label[lang], to: seed.cta.to },
    currency: 'CNY',
    eligibility:
      state === 'active'
        ? { ok: false, reason: 'signInRequired' }
        : { ok: false, reason: state === 'ended' ? 'ended' : 'notStarted' },
  };
}

/** Every route of the catalogue (addresses and aliases). */
export const CATALOGUE_PATHS: readonly string[] = CAMPAIGN_CATALOGUE.flatMap((c) => c.paths);

/** The seed catalogue's mechanics of the campaign at `path`, of the kind asked for. */
function mechanicsAt<K extends CampaignDetail['kind']>(path: string, kind: K) {
  const seed = CAMPAIGN_CATALOGUE.find((c) => c.paths.includes(path));
  const mechanics = seed?.mechanics;
  if (!mechanics || mechanics.kind !== kind) throw new Error(`no ${kind} campaign at ${path}`);
  return mechanics as Extract<typeof mechanics, { kind: K }>;
}

/**
 * The lucky wheel of a member with two spins left, in `lang`: the seed's own texts, segments,
 * prizes (in CNY) and published chances, as the server answers them.
 */
export function wheelCampaign(lang: Language = 'en'): CampaignDetail {
  const wheel = mechanicsAt('/luckyWheel', 'luckyWheel');
  const chances = wheelProbabilities(wheel.segments.map((segment) => segment.weight));
  return {
    ...catalogueCampaign('/luckyWheel', lang)!,
    eligibility: { ok: true },
    wheel: {
      segments: wheel.segments.map((segment, i) => ({
        label: segment.label[lang],
        prize: segment.prize ? segment.prize.CNY : null,
        probability: chances[i]!,
      })),
      dailyFreeSpins: wheel.dailyFreeSpins,
      depositPerSpin: wheel.depositPerSpin.CNY,
      spinsLeft: 2,
      nextServerSeedHash: '9c3f1e7a5b2d4c6e8f0a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a7b9c1d3e',
    },
  };
}
export const exampleWheelCampaign: CampaignDetail = wheelCampaign();

/**
 * Newcomer steps in `lang`, with the seed's texts and rewards (CNY): registered and claimed,
 * the phone verified and claimable, two to do.
 */
export function newbieCampaign(lang: Language = 'en'): CampaignDetail {
  const newbie = mechanicsAt('/newbieactivity', 'newbieTasks');
  const status = {
    register: 'claimed',
    verifyPhone: 'claimable',
    firstDeposit: 'todo',
    firstBet: 'todo',
  } as const;
  return {
    ...catalogueCampaign('/newbieactivity', lang)!,
    eligibility: { ok: true },
    newbie: {
      steps: newbie.steps.map((step) => ({
        task: step.task,
        reward: step.reward.CNY,
        status: status[step.task],
      })),
    },
  };
}
export const exampleNewbieCampaign: CampaignDetail = newbieCampaign();

/**
 * The five major leagues' page as the server answers it from the sports feed, in `lang`: two
 * matches live, three to come and three results (the feed's own competitions and sides), or
 * none of any yet (`empty`).
 */
export function exampleTournamentCampaign(lang: Language = 'en', empty = false): CampaignDetail {
  const base = catalogueCampaign('/Five-Major-Leagues', lang)!;
  const premier = LEAGUES.soccer[0][lang];
  const cup = LEAGUES.soccer[1][lang];
  const side = (i: number) => CITIES[i]![lang];
  const HOUR = 3_600_000;
  const match = (
    id: number,
    league: string,
    home: number,
    away: number,
    startsAt: number,
    status: 'upcoming' | 'live' | 'finished',
    score: string | null = null,
    clock: { period: number; minute: number | null } | null = null,
  ) => ({ id, league, home: side(home), away: side(away), startsAt, status, score, clock });
  return {
    ...base,
    eligibility: { ok: true },
    tournament: {
      sportId: 1,
      leagues: [premier, cup],
      live: empty
        ? []
        : [
            match(100_101, premier, 0, 2, T0 - HOUR, 'live', '2:1', { period: 2, minute: 67 }),
            match(100_102, cup, 13, 4, T0 - HOUR / 3, 'live', '0:0', { period: 1, minute: 19 }),
          ],
      upcoming: empty
        ? []
        : [
            match(100_103, premier, 1, 3, T0 + 2 * HOUR, 'upcoming'),
            match(100_104, cup, 5, 12, T0 + 5 * HOUR, 'upcoming'),
            match(100_105, premier, 6, 7, T0 + 26 * HOUR, 'upcoming'),
          ],
      results: empty
        ? []
        : [
            match(100_106, premier, 8, 9, T0 - 4 * HOUR, 'finished', '3:1'),
            match(100_107, cup, 10, 11, T0 - 20 * HOUR, 'finished', '0:2'),
            match(100_108, premier, 2, 0, T0 - 26 * HOUR, 'finished', '1:1'),
          ],
    },
  };
}
