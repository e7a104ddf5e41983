/**
 * Settlement rules of every market the sportsbook offers, pure: a selection and the final
 * figures it reads give a leg result, and leg results with their prices give an order's payout
 * in integer minor units — no float touches money.
 */

import { parlayPrice } from '@touchline/domain';

/** What a market counts: the score (goals, points, sets won), corners or bookings. */
export type Quantity = 'score' | 'corners' | 'cards';

export const MARKET_TYPES = [
  'result',
  'moneyline',
  'handicap',
  'total',
  'correctScore',
  'btts',
  'oddEven',
  'doubleChance',
  'homeTotal',
  'awayTotal',
  'outright',
] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

/** The wire's market type numbers (`mty`); corners and bookings markets add 100 and 200. */
const MTY_BASE: Record<MarketType, number> = {
  result: 1,
  moneyline: 2,
  handicap: 3,
  total: 4,
  correctScore: 5,
  btts: 6,
  oddEven: 7,
  doubleChance: 8,
  homeTotal: 9,
  awayTotal: 10,
  outright: 20,
};
const QUANTITY_OFFSET: Record<Quantity, number> = { score: 0, corners: 100, cards: 200 };

/**
 * A market: its type, what it counts, the period it settles on (0 the whole match, 1 the first
 * half / period / set…) and its line in quarters (handicap of the home side, or total):
 * `-1` is -0.25, `10` is 2.5. Correct score keeps in `line` the highest score it lists by name.
 */
export interface MarketKey {
  readonly type: MarketType;
  readonly quantity: Quantity;
  readonly period: number;
  readonly line: number | null;
}

export const LEG_RESULTS = ['won', 'lost', 'void', 'halfWon', 'halfLost'] as const;
export type LegResult = (typeof LEG_RESULTS)[number];

/** The two sides' figures of one quantity and period: `h` home, `a` away. */
export interface Pair {
  readonly h: number;
  readonly a: number;
}

export function mtyOf(key: Pick<MarketKey, 'type' | 'quantity'>): number {
  return MTY_BASE[key.type] + QUANTITY_OFFSET[key.quantity];
}

export function marketKeyOfMty(mty: number, period: number, line: number | null): MarketKey | null {
  const quantity = (Object.keys(QUANTITY_OFFSET) as Quantity[]).find(
    (q) => mty - QUANTITY_OFFSET[q] >= 0 && mty - QUANTITY_OFFSET[q] < 100,
  );
  if (!quantity) return null;
  const base = mty - QUANTITY_OFFSET[quantity];
  const type = (Object.keys(MTY_BASE) as MarketType[]).find((t) => MTY_BASE[t] === base);
  return type ? { type, quantity, period, line } : null;
}

/** A line in quarters as the wire's text: `-1` → `"-0.25"`, `10` → `"2.5"`, `0` → `"0"`. */
export function lineText(quarters: number): string {
  const sign = quarters < 0 ? '-' : '';
  const abs = Math.abs(quarters);
  const whole = Math.floor(abs / 4);
  const frac = ['', '.25', '.5', '.75'][abs % 4]!;
  return `${sign}${whole}${frac}`;
}

/** `"-0.25"` → `-1`; null when the text is not a quarter line. */
export function parseLine(text: string): number | null {
  if (!/^-?\d{1,4}(\.(25|5|50|75))?$/.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole, frac = ''] = text.replace('-', '').split('.');
  const quarters =
    Number(whole) * 4 + (frac === '25' ? 1 : frac === '5' || frac === '50' ? 2 : frac ? 3 : 0);
  return negative ? -quarters : quarters;
}

/**
 * A line bet on a margin counted in quarters (the side's figure times four plus its line):
 * above zero wins, zero is a push, below loses; a quarter line is two half stakes on the lines
 * either side of it, so it can half win or half lose.
 */
export function settleMargin(marginQuarters: number): LegResult {
  if (marginQuarters % 2 === 0) {
    return marginQuarters > 0 ? 'won' : marginQuarters < 0 ? 'lost' : 'void';
  }
  if (marginQuarters - 1 > 0) return 'won';
  if (marginQuarters - 1 === 0) return 'halfWon';
  if (marginQuarters + 1 === 0) return 'halfLost';
  return 'lost';
}

const winLose = (won: boolean): LegResult => (won ? 'won' : 'lost');

/** The selection keys a market offers (correct score: `2x1`… and `other`). */
export function selectionKeys(key: MarketKey, options: { sets?: number } = {}): string[] {
  switch (key.type) {
    case 'result':
      return ['home', 'draw', 'away'];
    case 'moneyline':
    case 'handicap':
      return ['home', 'away'];
    case 'total':
    case 'homeTotal':
    case 'awayTotal':
      return ['over', 'under'];
    case 'btts':
      return ['yes', 'no'];
    case 'oddEven':
      return ['odd', 'even'];
    case 'doubleChance':
      return ['homeDraw', 'homeAway', 'drawAway'];
    case 'correctScore': {
      const keys: string[] = [];
      if (options.sets !== undefined) {
        // best of N: every final set score, winner first
        const need = options.sets;
        for (let lose = 0; lose < need; lose += 1) keys.push(`${need}x${lose}`);
        for (let lose = 0; lose < need; lose += 1) keys.push(`${lose}x${need}`);
        return keys;
      }
      const max = key.line ?? 4;
      for (let h = 0; h <= max; h += 1) for (let a = 0; a <= max; a += 1) keys.push(`${h}x${a}`);
      keys.push('other');
      return keys;
    }
    case 'outright':
      return [];
  }
}

/**
 * The result of a selection given the final pair its market counts. A moneyline level at the
 * end is void (stake back); every other market type always decides.
 */
export function settleSelection(key: MarketKey, selection: string, pair: Pair): LegResult {
  const { h, a } = pair;
  const line = key.line ?? 0;
  switch (key.type) {
    case 'result':
      if (selection === 'home') return winLose(h > a);
      if (selection === 'away') return winLose(a > h);
      if (selection === 'draw') return winLose(h === a);
      break;
    case 'moneyline':
      if (h === a) return 'void';
      if (selection === 'home') return winLose(h > a);
      if (selection === 'away') return winLose(a > h);
      break;
    case 'handicap':
      if (selection === 'home') return settleMargin(4 * (h - a) + line);
      if (selection === 'away') return settleMargin(4 * (a - h) - line);
      break;
    case 'total':
    case 'homeTotal':
    case 'awayTotal': {
      const figure = key.type === 'total' ? h + a : key.type === 'homeTotal' ? h : a;
      if (selection === 'over') return settleMargin(4 * figure - line);
      if (selection === 'under') return settleMargin(line - 4 * figure);
      break;
    }
    case 'btts':
      if (selection === 'yes') return winLose(h > 0 && a > 0);
      if (selection === 'no') return winLose(!(h > 0 && a > 0));
      break;
    case 'oddEven':
      if (selection === 'odd') return winLose((h + a) % 2 === 1);
      if (selection === 'even') return winLose((h + a) % 2 === 0);
      break;
    case 'doubleChance':
      if (selection === 'homeDraw') return winLose(h >= a);
      if (selection === 'homeAway') return winLose(h !== a);
      if (selection === 'drawAway') return winLose(a >= h);
      break;
    case 'correctScore': {
      if (selection === 'other') {
        const max = key.line ?? 4;
        return winLose(h > max || a > max);
      }
      const m = /^(\d+)x(\d+)$/.exec(selection);
      if (m) return winLose(Number(m[1]) === h && Number(m[2]) === a);
      break;
    }
    case 'outright':
      // outrights settle by the winner's id, not a pair: see settleOutright
      break;
  }
  throw new RangeError(`no selection ${selection} in a ${key.type} market`);
}

/** An outright selection (a team id as text) against the winner's id. */
export function settleOutright(selection: string, winnerId: number): LegResult {
  return winLose(selection === String(winnerId));
}

/** A price as integer hundredths: 1.85 → 185n (prices carry at most two decimals). */
export function priceHundredths(price: number): bigint {
  const hundredths = Math.round(price * 100);
  if (!Number.isFinite(price) || Math.abs(price * 100 - hundredths) > 1e-6 || hundredths <= 100) {
    throw new RangeError(`not a price of two decimals above 1: ${price}`);
  }
  return BigInt(hundredths);
}

/** What a leg returns per unit staked, as an exact fraction. */
export function legFactor(result: LegResult, price: number): { num: bigint; den: bigint } {
  const p = priceHundredths(price);
  switch (result) {
    case 'won':
      return { num: p, den: 100n };
    case 'lost':
      return { num: 0n, den: 1n };
    case 'void':
      return { num: 1n, den: 1n };
    case 'halfWon':
      return { num: p + 100n, den: 200n };
    case 'halfLost':
      return { num: 1n, den: 2n };
  }
}

/**
 * The payout of an order once every leg has a result, floored to the minor unit: a single pays
 * the stake times its leg's factor; a parlay the stake times its price — domain's `parlayPrice`
 * of the legs' factors, the product rounded down to hundredths, as the slip showed it. A void leg
 * counts as a price of 1 (the parlay goes on without it); one lost leg loses it all.
 */
export function orderPayout(
  stakeMinor: bigint,
  legs: readonly { result: LegResult; price: number }[],
): bigint {
  const factors = legs.map((leg) => legFactor(leg.result, leg.price));
  if (factors.length === 1) return (stakeMinor * factors[0]!.num) / factors[0]!.den;
  if (factors.some((f) => f.num === 0n)) return 0n;
  return (stakeMinor * parlayHundredths(factors.map(factorText))) / 100n;
}

/** A factor (its denominator divides 1,000: 1, 2, 100 or 200) as exact decimal text. */
function factorText({ num, den }: { num: bigint; den: bigint }): string {
  const thousandths = ((num * 1000n) / den).toString().padStart(4, '0');
  return `${thousandths.slice(0, -3)}.${thousandths.slice(-3)}`;
}

/** Domain's parlay price of these factors, in hundredths. */
function parlayHundredths(factors: readonly string[]): bigint {
  const price = parlayPrice(factors);
  if (price === null) throw new RangeError(`not a parlay's factors: ${factors.join(', ')}`);
  return BigInt(price.replace('.', ''));
}

/** The potential return of an order if every leg wins, floored to the minor unit. */
export function potentialReturnMinor(stakeMinor: bigint, prices: readonly number[]): bigint {
  return orderPayout(
    stakeMinor,
    prices.map((price) => ({ result: 'won' as const, price })),
  );
}

/**
 * An order's price as the order keeps it, two-decimal text: a single's price, or a parlay's
 * (domain's `parlayPrice`: the product rounded down to hundredths).
 */
export function orderPriceText(prices: readonly number[]): string {
  if (prices.length === 1) {
    const h = priceHundredths(prices[0]!).toString();
    return `${h.slice(0, -2)}.${h.slice(-2)}`;
  }
  const h = parlayHundredths(prices.map((p) => factorText({ num: priceHundredths(p), den: 100n })));
  return `${h / 100n}.${(h % 100n).toString().padStart(2, '0')}`;
}

/** How an order ends: won when it pays more than the stake, void when exactly the stake. */
export function orderStatusFor(stakeMinor: bigint, payoutMinor: bigint): 'won' | 'lost' | 'void' {
  if (payoutMinor > stakeMinor) return 'won';
  if (payoutMinor === stakeMinor) return 'void';
  return 'lost';
}
