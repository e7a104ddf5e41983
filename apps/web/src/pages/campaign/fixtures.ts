import type { CampaignDetail } from '@touchline/api';
import { wheelProbabilities, type Language } from '@touchline/domain';
import { FIXTURE_NOW } from '../../testing/clock.ts';
// the fixture is the server's own seed catalogue, so the route walk covers every seeded path
// eslint-disable-next-line import-x/no-relative-packages
import { CAMPAIGN_CATALOGUE } from '../../../../server/src/campaigns/catalogue.ts';

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
