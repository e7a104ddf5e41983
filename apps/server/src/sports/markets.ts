import type { MarketCategory } from '@touchline/domain';
import type { FirstPeriodName } from './names.ts';
import {
  DEFAULT_MARGIN,
  FIGHT_DRAW_P,
  balancedLine,
  expectedScores,
  fightDistribution,
  pairDistribution,
  pointProbabilityForSet,
  quoteMarket,
  raceProbability,
  setProbability,
  setsDistribution,
  type Distribution,
  type QuotedMarket,
} from './pricing.ts';
import { regulationSeconds, setsToWin, type SportProfile } from './profiles.ts';
import { selectionKeys, type MarketKey, type Pair } from './settlement.ts';

/** The two sides of a match and how strong each is (ratings about 0.75 to 1.3). */
export interface MatchModel {
  readonly profile: SportProfile;
  readonly homeRating: number;
  readonly awayRating: number;
}

/** Where a match stands: what the live prices are computed from, and what settles it. */
export interface MatchProgress {
  phase: 'upcoming' | 'live' | 'finished' | 'cancelled';
  /** Game seconds of regulation played (goals and points sports). */
  elapsed: number;
  /** The period in play, from 1 (a set for sets sports, a round for a bout). */
  period: number;
  /** The match: goals or points; sets won; a bout's decision (1:0, 0:0 draw, 0:1). */
  score: Pair;
  /** Per period: goals or points in it; for sets sports the points (games) of each set. */
  periodScores: Pair[];
  corners: Pair;
  cards: Pair;
}

export function startingProgress(): MatchProgress {
  const zero = { h: 0, a: 0 };
  return {
    phase: 'upcoming',
    elapsed: 0,
    period: 1,
    score: zero,
    periodScores: [],
    corners: zero,
    cards: zero,
  };
}

/** A market of a match's catalogue and the tab it is listed under. */
export interface MarketDef {
  readonly key: MarketKey;
  readonly category: MarketCategory;
}

/** Corners and bookings per side per soccer match. */
const CORNERS_MEAN = 5;
const CARDS_MEAN = 2;

export function firstPeriodName(profile: SportProfile): FirstPeriodName {
  if (profile.model === 'sets') return 'set';
  if (profile.periods === 2) return 'half';
  if (profile.periods === 4) return 'quarter';
  return 'period';
}

function firstPeriodCategory(profile: SportProfile): MarketCategory {
  if (profile.model === 'sets') return 'set';
  return profile.periods === 2 ? 'f' : '1st';
}

/** The distributions the markets of a match read, as the match stands. */
export interface MatchDistributions {
  full: Distribution;
  /** The first period (half, quarter, set); null once it is over. */
  first: Distribution | null;
  corners: Distribution | null;
  cards: Distribution | null;
}

export function distributions(model: MatchModel, progress: MatchProgress): MatchDistributions {
  const { profile, homeRating, awayRating } = model;
  const live = progress.phase === 'live';
  if (profile.model === 'fight') {
    const share = setProbability(homeRating, awayRating);
    const homeP = (1 - FIGHT_DRAW_P) * share;
    return {
      full: fightDistribution(homeP, FIGHT_DRAW_P),
      first: null,
      corners: null,
      cards: null,
    };
  }
  if (profile.model === 'sets') {
    const setP = setProbability(homeRating, awayRating);
    const current = (live ? progress.periodScores[progress.period - 1] : undefined) ?? {
      h: 0,
      a: 0,
    };
    const pointP = pointProbabilityForSet(setP, profile.setTarget);
    const currentP =
      profile.setTarget <= 1
        ? setP
        : raceProbability(
            pointP,
            Math.max(1, profile.setTarget - current.h),
            Math.max(1, profile.setTarget - current.a),
          );
    const full = setsDistribution({
      setP,
      need: setsToWin(profile),
      h0: progress.score.h,
      a0: progress.score.a,
      currentP,
    });
    const firstOpen = !live || progress.period === 1;
    const first = firstOpen
      ? [
          { h: 1, a: 0, p: currentP },
          { h: 0, a: 1, p: 1 - currentP },
        ]
      : null;
    return { full, first, corners: null, cards: null };
  }
  const { lh, la } = expectedScores(profile, homeRating, awayRating);
  const total = regulationSeconds(profile);
  const played = live ? Math.min(progress.elapsed, total) : 0;
  const rest = (total - played) / total;
  const score = live ? progress.score : { h: 0, a: 0 };
  const full = pairDistribution({
    lh: lh * rest,
    la: la * rest,
    h0: score.h,
    a0: score.a,
    tieShareHome: profile.draws ? null : lh / (lh + la),
  });
  let first: Distribution | null = null;
  if (profile.firstPeriodMarkets && played < profile.periodSeconds) {
    const firstRest = (profile.periodSeconds - played) / total;
    const p1 = (live ? progress.periodScores[0] : undefined) ?? { h: 0, a: 0 };
    first = pairDistribution({ lh: lh * firstRest, la: la * firstRest, h0: p1.h, a0: p1.a });
  }
  let corners: Distribution | null = null;
  let cards: Distribution | null = null;
  if (profile.soccerMarkets) {
    const tilt = Math.pow(homeRating / awayRating, 0.3);
    const c = live ? progress.corners : { h: 0, a: 0 };
    corners = pairDistribution({
      lh: CORNERS_MEAN * tilt * rest,
      la: (CORNERS_MEAN / tilt) * rest,
      h0: c.h,
      a0: c.a,
    });
    const b = live ? progress.cards : { h: 0, a: 0 };
    cards = pairDistribution({
      lh: (CARDS_MEAN / tilt) * rest,
      la: CARDS_MEAN * tilt * rest,
      h0: b.h,
      a0: b.a,
    });
  }
  return { full, first, corners, cards };
}

function distributionFor(d: MatchDistributions, key: MarketKey): Distribution | null {
  if (key.quantity === 'corners') return d.corners;
  if (key.quantity === 'cards') return d.cards;
  return key.period === 1 ? d.first : d.full;
}

/**
 * The markets a match offers, fixed when it is listed: the balanced handicap and total lines of
 * the pre-match prices and their neighbours, per the sport's family.
 */
export function catalogue(model: MatchModel): MarketDef[] {
  const { profile } = model;
  const d = distributions(model, startingProgress());
  const defs: MarketDef[] = [];
  const add = (category: MarketCategory, key: MarketKey) => defs.push({ category, key });
  const score = (type: MarketKey['type'], period = 0, line: number | null = null): MarketKey => ({
    type,
    quantity: 'score',
    period,
    line,
  });
  const step: 1 | 2 = profile.lineStep === 0.25 ? 1 : 2;
  // neighbouring lines: a quarter either side on quarter lines, a whole point on half lines
  const near = step === 1 ? 1 : 4;

  if (profile.model === 'fight') {
    add('p', score('result'));
    return defs;
  }
  if (profile.model === 'sets') {
    add('p', score('moneyline'));
    add('p', score('handicap', 0, balancedLine(d.full, 'handicap', 'score', 0, 2)));
    add('p', score('total', 0, balancedLine(d.full, 'total', 'score', 0, 2)));
    add('cs', score('correctScore'));
    if (profile.firstPeriodMarkets) add('set', score('moneyline', 1));
    return defs;
  }

  add('p', profile.draws ? score('result') : score('moneyline'));
  const handicap = balancedLine(d.full, 'handicap', 'score', 0, step);
  for (const line of [handicap - near, handicap, handicap + near]) {
    add('p', score('handicap', 0, line));
  }
  const total = balancedLine(d.full, 'total', 'score', 0, step);
  for (const line of [total - near, total, total + near]) {
    if (line > 0) add('p', score('total', 0, line));
  }
  if (profile.draws) add('h', score('doubleChance'));
  add('h', score('oddEven'));
  add('s', score('homeTotal', 0, balancedLine(d.full, 'homeTotal', 'score', 0, 2)));
  add('s', score('awayTotal', 0, balancedLine(d.full, 'awayTotal', 'score', 0, 2)));
  if (profile.soccerMarkets) {
    add('s', score('btts'));
    add('cs', { ...score('correctScore'), line: 4 });
  }
  if (profile.firstPeriodMarkets && d.first) {
    const category = firstPeriodCategory(profile);
    add(category, profile.draws ? score('result', 1) : score('moneyline', 1));
    add(category, score('handicap', 1, balancedLine(d.first, 'handicap', 'score', 1, step)));
    const firstTotal = balancedLine(d.first, 'total', 'score', 1, step);
    if (firstTotal > 0) add(category, score('total', 1, firstTotal));
  }
  if (d.corners) {
    const key = (type: 'total' | 'handicap', line: number): MarketKey => ({
      type,
      quantity: 'corners',
      period: 0,
      line,
    });
    add('c', key('total', balancedLine(d.corners, 'total', 'corners', 0, 2)));
    add('c', key('handicap', balancedLine(d.corners, 'handicap', 'corners', 0, 2)));
  }
  if (d.cards) {
    add('b', {
      type: 'total',
      quantity: 'cards',
      period: 0,
      line: balancedLine(d.cards, 'total', 'cards', 0, 2),
    });
  }
  return defs;
}

/** The selections a market of this sport offers. */
export function selectionsOf(profile: SportProfile, key: MarketKey): string[] {
  return selectionKeys(
    key,
    key.type === 'correctScore' && profile.model === 'sets' ? { sets: setsToWin(profile) } : {},
  );
}

/** Every market of the catalogue priced as the match stands; null where it is over. */
export function quoteCatalogue(
  model: MatchModel,
  defs: readonly MarketDef[],
  progress: MatchProgress,
  margin: number = DEFAULT_MARGIN,
): (QuotedMarket | null)[] {
  const d = distributions(model, progress);
  return defs.map((def) => {
    const dist = distributionFor(d, def.key);
    if (!dist) return null;
    return quoteMarket(dist, def.key, selectionsOf(model.profile, def.key), margin);
  });
}
