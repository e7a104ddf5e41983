import type { SportProfile } from './profiles.ts';
import { settleSelection, type LegResult, type MarketKey, type Pair } from './settlement.ts';

/**
 * The pricing model, pure and deterministic: team ratings give each side's expected score (or
 * set and fight probabilities), those give a distribution of final pairs, and every market's
 * selections are priced from that one distribution through the same rules that settle them —
 * so markets are coherent with each other and with settlement, pushes and half results included.
 */

/** What each distribution reduces to for the market families that read less than the pair. */
const collapsed = new WeakMap<Distribution, Map<string, Distribution>>();

/** A final pair and its probability. */
export interface Cell extends Pair {
  readonly p: number;
}
export type Distribution = readonly Cell[];

/** No price is offered above this; no price at or below 1.01 is offered at all. */
export const MAX_PRICE = 1000;
export const MIN_PRICE = 1.01;
/** The bookmaker's margin: implied probabilities of a market sum to 1 + margin. */
export const DEFAULT_MARGIN = 0.05;

function logGamma(x: number): number {
  // Lanczos approximation (g = 7), accurate to ~15 digits for x > 0
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i += 1) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Poisson probabilities over the range holding all but a negligible tail, normalised. */
export function poisson(lambda: number): { from: number; p: number[] } {
  if (!(lambda >= 0)) throw new RangeError(`not a Poisson mean: ${lambda}`);
  if (lambda === 0) return { from: 0, p: [1] };
  const spread = 6 * Math.sqrt(lambda) + 5;
  const from = Math.max(0, Math.floor(lambda - spread));
  const to = Math.ceil(lambda + spread);
  const p: number[] = [];
  let total = 0;
  for (let k = from; k <= to; k += 1) {
    const v = Math.exp(-lambda + k * Math.log(lambda) - logGamma(k + 1));
    p.push(v);
    total += v;
  }
  return { from, p: p.map((v) => v / total) };
}

/**
 * The final pairs of two independent Poisson counts added to the current score. With
 * `tieShareHome` set (sports without draws), a level finish goes to extra time: one more point
 * to the home side with that probability, else to the away side.
 */
export function pairDistribution(options: {
  lh: number;
  la: number;
  h0?: number;
  a0?: number;
  tieShareHome?: number | null;
}): Distribution {
  const { lh, la, h0 = 0, a0 = 0, tieShareHome = null } = options;
  const home = poisson(lh);
  const away = poisson(la);
  const nh = home.p.length;
  const na = away.p.length;
  // wide distributions (basketball, cricket) keep only what their markets read: the margins
  const keepCells = nh * na <= 4_000;
  const cells: Cell[] = [];
  // marginals, indexed from their lowest value: difference, sum, home, away (+1 for extra time)
  const diffFrom = h0 + home.from - (a0 + away.from + na);
  const diff = new Float64Array(nh + na + 2);
  const sumFrom = h0 + home.from + a0 + away.from;
  const total = new Float64Array(nh + na + 2);
  const homeM = new Float64Array(nh + 1);
  const awayM = new Float64Array(na + 1);
  const put = (h: number, a: number, p: number) => {
    if (keepCells) cells.push({ h, a, p });
    diff[h - a - diffFrom]! += p;
    total[h + a - sumFrom]! += p;
    homeM[h - h0 - home.from]! += p;
    awayM[a - a0 - away.from]! += p;
  };
  for (let i = 0; i < nh; i += 1) {
    const ph = home.p[i]!;
    for (let j = 0; j < na; j += 1) {
      const p = ph * away.p[j]!;
      const h = h0 + home.from + i;
      const a = a0 + away.from + j;
      if (tieShareHome !== null && h === a) {
        put(h + 1, a, p * tieShareHome);
        put(h, a + 1, p * (1 - tieShareHome));
      } else {
        put(h, a, p);
      }
    }
  }
  const dist: Distribution = keepCells ? cells : [];
  const asCells = (values: Float64Array, from: number, pair: (v: number) => Pair) => {
    const out: Cell[] = [];
    values.forEach((p, i) => {
      if (p > 0) out.push({ ...pair(from + i), p });
    });
    return out;
  };
  collapsed.set(
    dist,
    new Map([
      ['difference', asCells(diff, diffFrom, (d) => (d >= 0 ? { h: d, a: 0 } : { h: 0, a: -d }))],
      ['sum', asCells(total, sumFrom, (v) => ({ h: v, a: 0 }))],
      ['homeTotal', asCells(homeM, h0 + home.from, (v) => ({ h: v, a: 0 }))],
      ['awayTotal', asCells(awayM, a0 + away.from, (v) => ({ h: 0, a: v }))],
    ]),
  );
  return dist;
}

/** The probability that a side needing `need` points gets them before the other gets `other`. */
export function raceProbability(pointP: number, need: number, other: number): number {
  if (need <= 0) return 1;
  if (other <= 0) return 0;
  // P = Σ_{k<other} C(need-1+k, k) p^need q^k
  let sum = 0;
  let term = Math.pow(pointP, need); // k = 0
  for (let k = 0; k < other; k += 1) {
    if (k > 0) term *= ((need - 1 + k) / k) * (1 - pointP);
    sum += term;
  }
  return Math.min(1, Math.max(0, sum));
}

/** The per-point probability that makes a whole set (race to `target`) a `setP` chance. */
export function pointProbabilityForSet(setP: number, target: number): number {
  if (target <= 1) return setP;
  let lo = 0.0001;
  let hi = 0.9999;
  for (let i = 0; i < 60; i += 1) {
    const mid = (lo + hi) / 2;
    if (raceProbability(mid, target, target) < setP) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Final set scores of a best-of match from the sets already won, the chance of the set in play
 * (`currentP`) and of each later set (`setP`).
 */
export function setsDistribution(options: {
  setP: number;
  need: number;
  h0?: number;
  a0?: number;
  currentP?: number;
}): Distribution {
  const { setP, need, h0 = 0, a0 = 0 } = options;
  const currentP = options.currentP ?? setP;
  const cells: Cell[] = [];
  const walk = (h: number, a: number, p: number, first: boolean) => {
    if (p === 0) return;
    if (h === need || a === need) {
      cells.push({ h, a, p });
      return;
    }
    const q = first ? currentP : setP;
    walk(h + 1, a, p * q, false);
    walk(h, a + 1, p * (1 - q), false);
  };
  walk(h0, a0, 1, true);
  return mergeCells(cells);
}

function mergeCells(cells: readonly Cell[]): Distribution {
  const merged = new Map<number, { h: number; a: number; p: number }>();
  for (const c of cells) {
    const k = c.h * 65_536 + c.a;
    const prior = merged.get(k);
    if (prior) prior.p += c.p;
    else merged.set(k, { h: c.h, a: c.a, p: c.p });
  }
  return [...merged.values()];
}

/** A bout: the home side wins (1:0), a draw (0:0) or the away side wins (0:1). */
export function fightDistribution(homeP: number, drawP: number): Distribution {
  return [
    { h: 1, a: 0, p: homeP },
    { h: 0, a: 0, p: drawP },
    { h: 0, a: 1, p: 1 - homeP - drawP },
  ];
}

/** How far apart ratings put the expected scores: stronger for low-scoring sports. */
function spreadExponent(mean: number): number {
  return Math.min(0.7, 1.2 / Math.sqrt(mean));
}

/** Home advantage on expected scores. */
export const HOME_ADVANTAGE = 1.08;

/** Each side's expected score over a whole match from the ratings (about 0.6 to 1.6). */
export function expectedScores(
  profile: SportProfile,
  homeRating: number,
  awayRating: number,
): { lh: number; la: number } {
  const e = spreadExponent(profile.meanPerTeam);
  const ratio = (homeRating / awayRating) * HOME_ADVANTAGE;
  return {
    lh: profile.meanPerTeam * Math.pow(ratio, e),
    la: profile.meanPerTeam * Math.pow(ratio, -e),
  };
}

/** The chance the home side wins one set (or the bout's share of decisions). */
export function setProbability(homeRating: number, awayRating: number): number {
  const h = Math.pow(homeRating, 1.5);
  const a = Math.pow(awayRating, 1.5);
  return h / (h + a);
}

/** A fight's draw chance. */
export const FIGHT_DRAW_P = 0.04;

/** Win chances of an outright's contenders from their ratings. */
export function outrightProbabilities(ratings: readonly number[]): number[] {
  const w = ratings.map((r) => Math.pow(r, 6));
  const total = w.reduce((s, v) => s + v, 0);
  return w.map((v) => v / total);
}

/** How a selection's stake fares over a distribution: the probability of each result. */
export type Masses = Record<LegResult, number>;

export function masses(dist: Distribution, key: MarketKey, selection: string): Masses {
  const m: Masses = { won: 0, lost: 0, void: 0, halfWon: 0, halfLost: 0 };
  for (const c of dist) m[settleSelection(key, selection, c)] += c.p;
  return m;
}

/**
 * The selection's fair chance for pricing: the probability at which a price of 1/q returns the
 * stake on average, pushes and half results counted (`(w + hw/2) / (1 − v − hw/2 − hl/2)`).
 * For a line market's two sides these sum to 1. Null when the selection cannot win.
 */
export function effectiveProbability(m: Masses): number | null {
  const winning = m.won + m.halfWon / 2;
  const staked = 1 - m.void - m.halfWon / 2 - m.halfLost / 2;
  if (winning <= 1e-12 || staked <= 1e-12) return null;
  return Math.min(1, winning / staked);
}

/** A fair chance as a price with the margin, floored to two decimals; null below MIN_PRICE. */
export function priceFor(q: number, margin: number): number | null {
  const raw = 1 / (q * (1 + margin));
  if (raw < MIN_PRICE) return null;
  if (raw >= MAX_PRICE) return MAX_PRICE;
  return Math.floor(raw * 100 + 1e-9) / 100;
}

export interface QuotedSelection {
  key: string;
  /** Fair chance (no margin); null when it can no longer win. */
  q: number | null;
  /** Null when the selection cannot win or the market is decided. */
  price: number | null;
}

export interface QuotedMarket {
  key: MarketKey;
  /** False when the market is (all but) decided: no selection can be offered at a fair price. */
  open: boolean;
  selections: QuotedSelection[];
}

/**
 * Collapses the distribution to what the market type reads (the difference for results and
 * handicaps, the sum for totals…), so that wide distributions price quickly.
 */
export function collapseFor(dist: Distribution, key: MarketKey): Distribution {
  const family =
    key.type === 'result' ||
    key.type === 'moneyline' ||
    key.type === 'handicap' ||
    key.type === 'doubleChance'
      ? 'difference'
      : key.type === 'total' || key.type === 'oddEven'
        ? 'sum'
        : key.type;
  let cache = collapsed.get(dist);
  if (!cache) {
    cache = new Map();
    collapsed.set(dist, cache);
  }
  const hit = cache.get(family);
  if (hit) return hit;
  const result = collapse(dist, key);
  cache.set(family, result);
  return result;
}

function collapse(dist: Distribution, key: MarketKey): Distribution {
  let project: ((c: Cell) => Pair) | null = null;
  switch (key.type) {
    case 'result':
    case 'moneyline':
    case 'handicap':
    case 'doubleChance':
      project = (c) => (c.h >= c.a ? { h: c.h - c.a, a: 0 } : { h: 0, a: c.a - c.h });
      break;
    case 'total':
    case 'oddEven':
      project = (c) => ({ h: c.h + c.a, a: 0 });
      break;
    case 'homeTotal':
      project = (c) => ({ h: c.h, a: 0 });
      break;
    case 'awayTotal':
      project = (c) => ({ h: 0, a: c.a });
      break;
    default:
      return dist;
  }
  return mergeCells(dist.map((c) => ({ ...project(c), p: c.p })));
}

/** Prices a market's selections from the distribution of what it counts. */
export function quoteMarket(
  dist: Distribution,
  key: MarketKey,
  selections: readonly string[],
  margin: number = DEFAULT_MARGIN,
): QuotedMarket {
  const reduced = collapseFor(dist, key);
  let open = true;
  const quoted = selections.map((selection) => {
    const q = effectiveProbability(masses(reduced, key, selection));
    const price = q === null ? null : priceFor(q, margin);
    if (q !== null && price === null) open = false;
    return { key: selection, q, price };
  });
  return { key, open, selections: quoted };
}

/**
 * The balanced line of a handicap or total market: the line (a multiple of `step` quarters,
 * offset by `offset` quarters) whose first selection's fair chance is closest to one half.
 */
export function balancedLine(
  dist: Distribution,
  type: 'handicap' | 'total' | 'homeTotal' | 'awayTotal',
  quantity: MarketKey['quantity'],
  period: number,
  step: 1 | 2,
): number {
  const probe: MarketKey = { type, quantity, period, line: 0 };
  const reduced = collapseFor(dist, probe);
  let mean = 0;
  for (const c of reduced) mean += (type === 'handicap' ? c.h - c.a : c.h + c.a) * c.p;
  // the handicap that balances sits near minus the expected margin; the total near its mean
  const centre = type === 'handicap' ? -mean : mean;
  const first = type === 'handicap' ? 'home' : 'over';
  const align = (quarters: number) =>
    step === 2 ? Math.floor(quarters / 4) * 4 + 2 : Math.round(quarters);
  let best = align(centre * 4);
  let bestGap = Infinity;
  const stride = step === 2 ? 4 : 1;
  for (let d = -12 * stride; d <= 12 * stride; d += stride) {
    const line = align(centre * 4) + d;
    if (type !== 'handicap' && line <= 0) continue;
    const q = effectiveProbability(masses(reduced, { ...probe, line }, first));
    if (q === null) continue;
    const gap = Math.abs(q - 0.5);
    if (gap < bestGap - 1e-12) {
      bestGap = gap;
      best = line;
    }
  }
  return best;
}
