import { describe, expect, it } from 'vitest';
import { catalogue, quoteCatalogue, startingProgress, type MatchProgress } from './markets.ts';
import {
  DEFAULT_MARGIN,
  MAX_PRICE,
  MIN_PRICE,
  effectiveProbability,
  masses,
  pairDistribution,
  poisson,
  pointProbabilityForSet,
  priceFor,
  quoteMarket,
  raceProbability,
  setsDistribution,
  type QuotedMarket,
} from './pricing.ts';
import { SPORT_PROFILES, sportProfile } from './profiles.ts';
import type { MarketKey } from './settlement.ts';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/**
 * Implied probabilities of a market's offered prices, and the band rounding allows around
 * (1 + margin) × the selections' total chance (1 for every market but double chance, whose three
 * selections each cover two outcomes). Prices are floored to cents, which only raises the implied
 * probability, by at most 0.01 / price²; a capped price raises it by at most 1 / MAX_PRICE.
 */
function impliedBand(market: QuotedMarket, margin: number) {
  const offered = market.selections.filter((s) => s.price !== null);
  const implied = sum(offered.map((s) => 1 / s.price!));
  const chances = market.key.type === 'doubleChance' ? 2 : 1;
  const target = (1 + margin) * chances;
  const slack = sum(
    offered.map((s) => (s.price === MAX_PRICE ? 1 / MAX_PRICE : 0.0101 / s.price! ** 2)),
  );
  return { implied, low: target - 1e-9, high: target + slack + 1e-9 };
}

describe('distributions', () => {
  it('Poisson probabilities sum to one around their mean', () => {
    for (const lambda of [0.2, 1.35, 28, 160]) {
      const { from, p } = poisson(lambda);
      expect(sum(p)).toBeCloseTo(1, 12);
      const mean = sum(p.map((v, i) => v * (from + i)));
      expect(mean).toBeCloseTo(lambda, 6);
    }
  });

  it('a sport without draws sends a level finish to extra time', () => {
    const d = pairDistribution({ lh: 3, la: 3, tieShareHome: 0.5 });
    expect(d.filter((c) => c.h === c.a)).toHaveLength(0);
    expect(sum(d.map((c) => c.p))).toBeCloseTo(1, 12);
  });

  it('race and set probabilities agree', () => {
    expect(raceProbability(0.5, 25, 25)).toBeCloseTo(0.5, 10);
    expect(raceProbability(0.6, 1, 1)).toBeCloseTo(0.6, 12);
    const pointP = pointProbabilityForSet(0.7, 25);
    expect(raceProbability(pointP, 25, 25)).toBeCloseTo(0.7, 6);
    const sets = setsDistribution({ setP: 0.6, need: 2 });
    expect(sum(sets.map((c) => c.p))).toBeCloseTo(1, 12);
    const homeWins = sum(sets.filter((c) => c.h === 2).map((c) => c.p));
    expect(homeWins).toBeCloseTo(0.36 + 2 * 0.6 * 0.4 * 0.6, 12);
  });
});

describe('prices', () => {
  it('floors prices to cents and never offers one at or below 1.01', () => {
    expect(priceFor(0.5, 0.05)).toBe(1.9);
    expect(priceFor(0.97, 0.05)).toBeNull();
    expect(priceFor(1e-6, 0.05)).toBe(MAX_PRICE);
  });

  it('prices an Asian quarter line so its two sides are a fair book before the margin', () => {
    const dist = pairDistribution({ lh: 1.4, la: 1.1 });
    const key: MarketKey = { type: 'handicap', quantity: 'score', period: 0, line: -1 };
    const home = effectiveProbability(masses(dist, key, 'home'))!;
    const away = effectiveProbability(masses(dist, key, 'away'))!;
    expect(home + away).toBeCloseTo(1, 12);
    const total: MarketKey = { type: 'total', quantity: 'score', period: 0, line: 9 };
    const over = effectiveProbability(masses(dist, total, 'over'))!;
    const under = effectiveProbability(masses(dist, total, 'under'))!;
    expect(over + under).toBeCloseTo(1, 12);
  });

  it('a stronger side is shorter', () => {
    const dist = pairDistribution({ lh: 2, la: 0.8 });
    const key: MarketKey = { type: 'result', quantity: 'score', period: 0, line: null };
    const q = quoteMarket(dist, key, ['home', 'draw', 'away']);
    const [home, , away] = q.selections;
    expect(home!.price!).toBeLessThan(away!.price!);
  });

  const ratings: [number, number][] = [
    [1, 1],
    [1.3, 0.8],
    [0.75, 1.25],
  ];

  for (const profile of SPORT_PROFILES) {
    it(`${profile.key}: every market sums to 1 + margin within rounding, pre-match`, () => {
      for (const [homeRating, awayRating] of ratings) {
        const model = { profile, homeRating, awayRating };
        const defs = catalogue(model);
        expect(defs.length).toBeGreaterThan(0);
        const quotes = quoteCatalogue(model, defs, startingProgress(), DEFAULT_MARGIN);
        for (const market of quotes) {
          expect(market).not.toBeNull();
          if (!market!.open) continue;
          const { implied, low, high } = impliedBand(market!, DEFAULT_MARGIN);
          expect(implied, JSON.stringify(market!.key)).toBeGreaterThanOrEqual(low);
          expect(implied, JSON.stringify(market!.key)).toBeLessThanOrEqual(high);
          for (const s of market!.selections) {
            if (s.price === null) continue;
            expect(s.price).toBeGreaterThanOrEqual(MIN_PRICE);
            expect(s.price).toBeLessThanOrEqual(MAX_PRICE);
            expect(Math.round(s.price * 100) / 100).toBe(s.price);
          }
        }
        // the headline markets are always open before the start
        expect(quotes[0]!.open).toBe(true);
      }
    });
  }

  it('holds the margin for any configured value and in play', () => {
    const profile = sportProfile(1);
    const model = { profile, homeRating: 1.1, awayRating: 0.9 };
    const defs = catalogue(model);
    const live: MatchProgress = {
      ...startingProgress(),
      phase: 'live',
      elapsed: 60 * 60,
      period: 2,
      score: { h: 1, a: 1 },
      periodScores: [
        { h: 1, a: 0 },
        { h: 0, a: 1 },
      ],
      corners: { h: 4, a: 2 },
      cards: { h: 1, a: 2 },
    };
    for (const margin of [0.02, 0.05, 0.1]) {
      for (const market of quoteCatalogue(model, defs, live, margin)) {
        if (!market?.open) continue;
        const { implied, low, high } = impliedBand(market, margin);
        expect(implied).toBeGreaterThanOrEqual(low);
        expect(implied).toBeLessThanOrEqual(high);
      }
    }
    // the first half is over: its markets are gone; scores already passed cannot win
    const quotes = quoteCatalogue(model, defs, live);
    const firstHalf = defs.findIndex((d) => d.key.period === 1);
    expect(quotes[firstHalf]).toBeNull();
    const cs = quotes[defs.findIndex((d) => d.key.type === 'correctScore')]!;
    expect(cs.selections.find((s) => s.key === '0x0')!.price).toBeNull();
    expect(cs.selections.find((s) => s.key === '1x1')!.price).not.toBeNull();
    const btts = quotes[defs.findIndex((d) => d.key.type === 'btts')]!;
    expect(btts.open).toBe(false);
  });

  it('offers Asian quarter lines on soccer and half lines on basketball', () => {
    const soccer = catalogue({ profile: sportProfile(1), homeRating: 1.2, awayRating: 0.9 });
    const lines = soccer.filter((d) => d.key.type === 'handicap' && d.key.period === 0);
    expect(lines.some((d) => Math.abs(d.key.line!) % 2 === 1)).toBe(true);
    const basketball = catalogue({ profile: sportProfile(3), homeRating: 1, awayRating: 1 });
    for (const d of basketball.filter((x) => x.key.type === 'handicap' || x.key.type === 'total')) {
      expect(((d.key.line! % 4) + 4) % 4).toBe(2);
    }
  });

  it('is deterministic', () => {
    const model = { profile: sportProfile(5), homeRating: 1.05, awayRating: 0.95 };
    const a = quoteCatalogue(model, catalogue(model), startingProgress());
    const b = quoteCatalogue(model, catalogue(model), startingProgress());
    expect(a).toEqual(b);
  });
});
