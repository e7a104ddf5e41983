/**
 * The exact return to player of a slot config, by combinatorics rather than sampling. Reels are
 * independent and each stop is equally likely, so:
 * - a line's symbol on reel i is uniform over reel i's strip whatever row the line crosses, and the
 *   expected line pay is a sum over symbol sequences weighted by per-reel symbol counts (walked as
 *   a tree cut short as soon as a line's win is decided);
 * - the scatter count is the sum of each reel's visible scatters, whose distribution comes from
 *   enumerating that reel's stops; the five distributions are convolved;
 * - free spins: every spin (base or free) has the same expected pay e and awards f free spins on
 *   average (Wald's identity), so a round is worth e × (1 + M·f) without retriggers and
 *   e × (1 + M·f / (1 − f)) with them (the geometric series of the spins' generations).
 * All of it is in bigint fractions; `value` is the one rounded number, for display.
 *
 * "Each stop equally likely" is the model. A fair float is k / 2³² for a uniform 32-bit k, so a
 * reel of n stops gives each stop floor or ceil of 2³² / n values of k: a stop's chance differs
 * from 1/n by under n / 2³² of itself (below 10⁻⁸ for these strips), which the model leaves out.
 */
import {
  bestLineWin,
  paysFor,
  payUnitsPerStake,
  slotScatterCountWeights,
  type SlotConfig,
  type SlotSymbol,
} from './slot.ts';

/** An exact non-negative fraction. */
export interface Ratio {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function ratio(numerator: bigint, denominator: bigint): Ratio {
  if (denominator === 0n) throw new RangeError('division by zero');
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

const add = (a: Ratio, b: Ratio): Ratio =>
  ratio(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
const sub = (a: Ratio, b: Ratio): Ratio =>
  ratio(a.numerator * b.denominator - b.numerator * a.denominator, a.denominator * b.denominator);
const mul = (a: Ratio, b: Ratio): Ratio =>
  ratio(a.numerator * b.numerator, a.denominator * b.denominator);
const div = (a: Ratio, b: Ratio): Ratio =>
  ratio(a.numerator * b.denominator, a.denominator * b.numerator);
const whole = (n: number | bigint): Ratio => ratio(BigInt(n), 1n);

/** A fraction as the nearest double (for display and tolerances, never for money). */
export function ratioToNumber(value: Ratio): number {
  const scale = 10n ** 18n;
  const scaled = (value.numerator * scale) / value.denominator;
  return Number(scaled) / 1e18;
}

export interface SlotRtp {
  /** Expected pay of a whole round (base spin and its free spins) per unit of stake. */
  readonly rtp: Ratio;
  /** `rtp` as a number, for display. */
  readonly value: number;
  /** The base spin's share of `rtp` (its lines and scatter). */
  readonly baseRtp: Ratio;
  /** The free spins' share of `rtp`. */
  readonly freeSpinRtp: Ratio;
  /** Expected pay of one spin (lines + scatter, no multiplier) in units of the line bet. */
  readonly spinPayUnits: Ratio;
  /** Free spins one spin awards on average. */
  readonly freeSpinsPerSpin: Ratio;
  /** Chance that a spin awards free spins. */
  readonly freeSpinChance: Ratio;
  /** Free spins a round plays on average. */
  readonly freeSpinsPerRound: Ratio;
  /** Chance of each scatter count in one spin, index = count. */
  readonly scatterCounts: readonly Ratio[];
}

function symbolCounts(strip: readonly SlotSymbol[]): Map<SlotSymbol, bigint> {
  const counts = new Map<SlotSymbol, bigint>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0n) + 1n);
  return counts;
}

/** Whether a line prefix's win can no longer change, whatever the later reels show. */
function lineDecided(config: SlotConfig, prefix: readonly SlotSymbol[]): boolean {
  let i = 0;
  while (i < prefix.length && prefix[i] === config.wild) i += 1;
  if (i === prefix.length) return false;
  const first = prefix[i];
  if (first === config.scatter) return true;
  for (i += 1; i < prefix.length; i += 1) {
    if (prefix[i] !== first && prefix[i] !== config.wild) return true;
  }
  return false;
}

/**
 * Sum over every combination of stops of one line's pay (units of the line bet): the expected
 * pay times the number of combinations. Every line gives the same sum (see the module comment),
 * but each is walked with its own rows all the same.
 */
function lineWeightedPay(config: SlotConfig, rows: readonly number[]): bigint {
  const counts = config.reels.map(symbolCounts);
  const lengths = config.reels.map((strip) => BigInt(strip.length));
  const rest = lengths.map((_, reel) => lengths.slice(reel).reduce((a, b) => a * b, 1n));
  const walk = (prefix: SlotSymbol[], weight: bigint): bigint => {
    const reel = prefix.length;
    if (reel === rows.length || lineDecided(config, prefix)) {
      const win = bestLineWin(config, prefix);
      return win ? BigInt(win.pay) * weight * (rest[reel] ?? 1n) : 0n;
    }
    let sum = 0n;
    for (const [symbol, count] of counts[reel] ?? []) {
      prefix.push(symbol);
      sum += walk(prefix, weight * count);
      prefix.pop();
    }
    return sum;
  };
  return walk([], 1n);
}

/** The exact return to player of a config (see the module comment). */
export function slotRtp(config: SlotConfig): SlotRtp {
  const combinations = config.reels.reduce((n, strip) => n * BigInt(strip.length), 1n);
  const lines = payUnitsPerStake(config);
  const lineSum = config.paylines.reduce((sum, rows) => sum + lineWeightedPay(config, rows), 0n);
  const scatterWeights = slotScatterCountWeights(config);
  let scatterSum = 0n;
  let awardSum = 0n;
  let awardWeight = 0n;
  scatterWeights.forEach((weight, count) => {
    scatterSum += weight * BigInt(paysFor(config.scatterPays, count) * lines);
    const award = paysFor(config.freeSpins, count);
    awardSum += weight * BigInt(award);
    if (award > 0) awardWeight += weight;
  });
  const spinPayUnits = ratio(lineSum + scatterSum, combinations);
  const freeSpinsPerSpin = ratio(awardSum, combinations);
  let freeSpinsPerRound = freeSpinsPerSpin;
  if (config.retrigger) {
    if (freeSpinsPerSpin.numerator >= freeSpinsPerSpin.denominator) {
      throw new RangeError(`${config.code}: with retriggers a spin must award under 1 free spin`);
    }
    freeSpinsPerRound = div(freeSpinsPerSpin, sub(whole(1), freeSpinsPerSpin));
  }
  const perStake = whole(lines);
  const baseRtp = div(spinPayUnits, perStake);
  const freeSpinRtp = mul(baseRtp, mul(freeSpinsPerRound, whole(config.freeSpinMultiplier)));
  const rtp = add(baseRtp, freeSpinRtp);
  return {
    rtp,
    value: ratioToNumber(rtp),
    baseRtp,
    freeSpinRtp,
    spinPayUnits,
    freeSpinsPerSpin,
    freeSpinChance: ratio(awardWeight, combinations),
    freeSpinsPerRound,
    scatterCounts: scatterWeights.map((weight) => ratio(weight, combinations)),
  };
}
