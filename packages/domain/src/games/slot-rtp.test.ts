import { describe, expect, it } from 'vitest';
import {
  evaluateSpin,
  GOLDEN_GOAL,
  PAYLINES_5X3_20,
  PENALTY_KING,
  playSlotRoundFrom,
  ratioToNumber,
  slotRtp,
  slotWindow,
  type Ratio,
  type SlotConfig,
} from '../index.ts';

/** a/b = c/d, exactly. */
const same = (a: Ratio, numerator: bigint, denominator: bigint) =>
  a.numerator * denominator === numerator * a.denominator;

/** A small config whose 6^5 stop combinations can all be played: wilds, scatters (two on reel 3). */
const SMALL: SlotConfig = {
  code: 'small',
  rows: 3,
  reels: [
    ['A', 'K', 'wild', 'Q', 'scatter', 'K'],
    ['K', 'A', 'Q', 'wild', 'K', 'scatter'],
    ['scatter', 'scatter', 'A', 'wild', 'Q', 'K'],
    ['Q', 'K', 'A', 'scatter', 'A', 'wild'],
    ['K', 'scatter', 'Q', 'A', 'K', 'wild'],
  ],
  paylines: PAYLINES_5X3_20,
  paytable: {
    wild: { 3: 20, 4: 60, 5: 300 },
    A: { 3: 5, 4: 20, 5: 80 },
    K: { 3: 3, 4: 10, 5: 40 },
    Q: { 3: 2, 4: 6, 5: 25 },
  },
  wild: 'wild',
  scatter: 'scatter',
  scatterPays: { 2: 1, 3: 3, 5: 20 },
  freeSpins: { 3: 1, 4: 2, 6: 4 },
  freeSpinMultiplier: 3,
  retrigger: false,
};

/** The small config with retriggers, awarding fewer spins so that a round ends (f < 1). */
const RETRIGGER: SlotConfig = { ...SMALL, freeSpins: { 4: 1, 6: 2 }, retrigger: true };

/** Every stop combination played and summed: pay units, free spins awarded, triggering combos. */
function bruteForce(config: SlotConfig) {
  const lengths = config.reels.map((strip) => strip.length);
  let combinations = 0n;
  let pay = 0n;
  let awards = 0n;
  let triggers = 0n;
  const counts = new Map<number, bigint>();
  const stops = lengths.map(() => 0);
  for (;;) {
    const evaluation = evaluateSpin(config, slotWindow(config, stops));
    combinations += 1n;
    pay += BigInt(evaluation.payUnits);
    awards += BigInt(evaluation.freeSpinsAwarded);
    if (evaluation.freeSpinsAwarded > 0) triggers += 1n;
    counts.set(evaluation.scatter.count, (counts.get(evaluation.scatter.count) ?? 0n) + 1n);
    let reel = 0;
    while (reel < stops.length && stops[reel] === lengths[reel]! - 1) stops[reel++] = 0;
    if (reel === stops.length) break;
    stops[reel]! += 1;
  }
  return { combinations, pay, awards, triggers, counts };
}

describe('slotRtp', () => {
  it('equals the full enumeration of a small config, without retriggers', () => {
    const { combinations: n, pay, awards, triggers, counts } = bruteForce(SMALL);
    expect(n).toBe(7776n);
    const lines = BigInt(SMALL.paylines.length);
    const m = BigInt(SMALL.freeSpinMultiplier);
    const rtp = slotRtp(SMALL);
    expect(same(rtp.spinPayUnits, pay, n)).toBe(true);
    expect(same(rtp.freeSpinsPerSpin, awards, n)).toBe(true);
    expect(same(rtp.freeSpinChance, triggers, n)).toBe(true);
    rtp.scatterCounts.forEach((chance, count) => {
      expect(same(chance, counts.get(count) ?? 0n, n)).toBe(true);
    });
    // a round = its base spin + the free spins it awards, each worth e × M: e (1 + M f)
    expect(same(rtp.rtp, pay * (n + m * awards), n * n * lines)).toBe(true);
    expect(same(rtp.baseRtp, pay, n * lines)).toBe(true);
    expect(rtp.value).toBeCloseTo(Number(pay * (n + m * awards)) / Number(n * n * lines), 12);
    // the small config does have wins, scatter pays and awards to check
    expect(pay).toBeGreaterThan(0n);
    expect(awards).toBeGreaterThan(0n);
    expect(Math.max(...counts.keys())).toBeGreaterThan(5);
  });

  it('equals the full enumeration of a small config, with retriggers (geometric series)', () => {
    const config = RETRIGGER;
    const { combinations: n, pay, awards } = bruteForce(config);
    expect(awards).toBeLessThan(n); // f < 1
    const lines = BigInt(config.paylines.length);
    const m = BigInt(config.freeSpinMultiplier);
    const rtp = slotRtp(config);
    // e (1 + M f / (1 − f)) with e = pay/n, f = awards/n
    expect(same(rtp.freeSpinsPerRound, awards, n - awards)).toBe(true);
    expect(same(rtp.rtp, pay * (n - awards + m * awards), n * (n - awards) * lines)).toBe(true);
  });

  it('gives Penalty King 96.05% (96.0467%) with retriggers, within [95.5%, 97%]', () => {
    const rtp = slotRtp(PENALTY_KING);
    expect(rtp.rtp).toEqual({ numerator: 1130453830561n, denominator: 1176983038800n });
    expect(rtp.value).toBeGreaterThanOrEqual(0.955);
    expect(rtp.value).toBeLessThanOrEqual(0.97);
    // f / (1 − f) free spins per round
    const f = rtp.freeSpinsPerSpin;
    expect(same(rtp.freeSpinsPerRound, f.numerator, f.denominator - f.numerator)).toBe(true);
    expect(ratioToNumber(f)).toBeCloseTo(0.078168, 6);
    expect(ratioToNumber(rtp.freeSpinChance)).toBeCloseTo(0.0094942, 6);
  });

  it('refuses retriggers that would never end on average, to price or to play', () => {
    const endless: SlotConfig = { ...SMALL, retrigger: true };
    expect(() => slotRtp(endless)).toThrow(RangeError);
    expect(() => playSlotRoundFrom(endless, () => 0)).toThrow(RangeError);
  });

  it('gives Golden Goal 96.00% (95.9989%), within [95.5%, 97%]', () => {
    const rtp = slotRtp(GOLDEN_GOAL);
    expect(rtp.rtp).toEqual({ numerator: 18766918295n, denominator: 19549092528n });
    expect(rtp.value).toBeGreaterThanOrEqual(0.955);
    expect(rtp.value).toBeLessThanOrEqual(0.97);
    expect(rtp.value).toBeCloseTo(0.959989, 6);
    expect(ratioToNumber(rtp.baseRtp) + ratioToNumber(rtp.freeSpinRtp)).toBeCloseTo(rtp.value, 12);
    expect(ratioToNumber(rtp.freeSpinChance)).toBeCloseTo(0.0088078, 6);
  });
});

/** mulberry32: a small, fast seeded PRNG (simulation only; bets use the HMAC stream). */
function mulberry32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function simulate(config: SlotConfig, rounds: number, seed: number) {
  const next = mulberry32(seed);
  const lines = config.paylines.length;
  let sum = 0;
  let squares = 0;
  let triggered = 0;
  let hits = 0;
  for (let i = 0; i < rounds; i += 1) {
    const round = playSlotRoundFrom(config, next);
    const ret = round.totalPayUnits / lines;
    sum += ret;
    squares += ret * ret;
    if (round.spins.length > 1) triggered += 1;
    if (round.spins[0]!.payUnits > 0) hits += 1;
  }
  const mean = sum / rounds;
  const sd = Math.sqrt((squares - rounds * mean * mean) / (rounds - 1));
  return { mean, standardError: sd / Math.sqrt(rounds), triggered, hits };
}

describe('simulation against the exact RTP', () => {
  it(
    'lands 300,000 Penalty King rounds (retriggering free spins) within 4 standard errors',
    { timeout: 120_000 },
    () => {
      const exact = slotRtp(PENALTY_KING);
      const { mean, standardError } = simulate(PENALTY_KING, 300_000, 11);
      expect(Math.abs(mean - exact.value)).toBeLessThanOrEqual(4 * standardError);
    },
  );

  it(
    'lands 1,000,000 Golden Goal rounds within 4 standard errors of slotRtp',
    { timeout: 120_000 },
    () => {
      const rounds = 1_000_000;
      const exact = slotRtp(GOLDEN_GOAL);
      const { mean, standardError, triggered, hits } = simulate(GOLDEN_GOAL, rounds, 20261126);
      expect(Math.abs(mean - exact.value)).toBeLessThanOrEqual(4 * standardError);
      // free spins start as often as the exact chance says (binomial standard error)
      const p = ratioToNumber(exact.freeSpinChance);
      expect(Math.abs(triggered / rounds - p)).toBeLessThanOrEqual(
        4 * Math.sqrt((p * (1 - p)) / rounds),
      );
      // the hit frequency the config's comment states (52.4% of base spins win something)
      expect(hits / rounds).toBeGreaterThan(0.52);
      expect(hits / rounds).toBeLessThan(0.53);
    },
  );

  it(
    'lands 100,000 rounds of a retriggering config within 4 standard errors of slotRtp',
    { timeout: 120_000 },
    () => {
      const config = RETRIGGER;
      const { mean, standardError } = simulate(config, 100_000, 7);
      expect(Math.abs(mean - slotRtp(config).value)).toBeLessThanOrEqual(4 * standardError);
    },
  );
});
