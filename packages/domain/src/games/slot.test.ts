import { describe, expect, it } from 'vitest';
import {
  bestLineWin,
  evaluateSpin,
  fairFloats,
  GOLDEN_GOAL,
  GOLDEN_GOAL_SYMBOLS,
  PENALTY_KING,
  paysFor,
  playSlotRound,
  SLOT_GAMES,
  SLOT_PAY_UNITS_PER_STAKE,
  slotStops,
  slotWin,
  slotWindow,
  type SlotConfig,
} from '../index.ts';

const evaluate = (window: string[][]) => evaluateSpin(GOLDEN_GOAL, window);

describe.each([GOLDEN_GOAL, PENALTY_KING])('$code', (config) => {
  it('is a 5 × 3 slot with 20 distinct lines and a pay for every symbol but the scatter', () => {
    expect(config.reels).toHaveLength(5);
    expect(config.rows).toBe(3);
    expect(config.paylines).toHaveLength(SLOT_PAY_UNITS_PER_STAKE);
    expect(new Set(config.paylines.map((line) => line.join())).size).toBe(20);
    for (const line of config.paylines) {
      expect(line).toHaveLength(5);
      expect(line.every((row) => row >= 0 && row < 3)).toBe(true);
    }
    expect(Object.keys(config.paytable).sort()).toEqual(
      GOLDEN_GOAL_SYMBOLS.filter((s) => s !== 'scatter').sort(),
    );
    expect(SLOT_GAMES[config.code]).toBe(config);
  });

  it('uses only its symbols, each on every reel, with a scatter at most once in any window', () => {
    for (const strip of config.reels) {
      expect(strip.every((s) => (GOLDEN_GOAL_SYMBOLS as readonly string[]).includes(s))).toBe(true);
      expect(new Set(strip).size).toBe(GOLDEN_GOAL_SYMBOLS.length);
      for (let stop = 0; stop < strip.length; stop += 1) {
        const visible = [0, 1, 2].filter((row) => strip[(stop + row) % strip.length] === 'scatter');
        expect(visible.length).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('SLOT_GAMES', () => {
  it('holds the two slots by code, and nothing from the object prototype', () => {
    expect(Object.keys(SLOT_GAMES).sort()).toEqual(['golden-goal', 'penalty-king']);
  });
});

describe('slotStops and slotWindow', () => {
  it('stops each reel at floor(float × length) and reads 3 rows, wrapping round', () => {
    const lengths = GOLDEN_GOAL.reels.map((strip) => strip.length);
    const floats = [0, 0.5, 0.999999, 0.25, (lengths[4]! - 1) / lengths[4]!];
    const stops = slotStops(floats, GOLDEN_GOAL);
    expect(stops).toEqual([
      0,
      Math.floor(lengths[1]! / 2),
      lengths[2]! - 1,
      Math.floor(lengths[3]! / 4),
      lengths[4]! - 1,
    ]);
    const window = slotWindow(GOLDEN_GOAL, stops);
    const last = GOLDEN_GOAL.reels[2]!;
    expect(window[2]).toEqual([last[last.length - 1], last[0], last[1]]);
    expect(window[0]).toEqual(GOLDEN_GOAL.reels[0]!.slice(0, 3));
  });

  it('refuses too few floats or a float outside [0, 1)', () => {
    expect(() => slotStops([0.1, 0.2], GOLDEN_GOAL)).toThrow(RangeError);
    expect(() => slotStops([0, 0, 0, 0, 1], GOLDEN_GOAL)).toThrow(RangeError);
    expect(() => slotStops([0, 0, 0, 0, -0.1], GOLDEN_GOAL)).toThrow(RangeError);
  });
});

describe('evaluateSpin', () => {
  it('pays nothing when no line has 3 of a kind from the left and no scatter shows', () => {
    const result = evaluate([
      ['K', 'Q', 'J'],
      ['A', '10', 'ball'],
      ['K', 'Q', 'J'],
      ['A', '10', 'ball'],
      ['K', 'Q', 'J'],
    ]);
    expect(result.lineWins).toEqual([]);
    expect(result.scatter).toEqual({ count: 0, positions: [], pay: 0 });
    expect(result.freeSpinsAwarded).toBe(0);
    expect(result.payUnits).toBe(0);
  });

  it('pays 5 of a kind on the one line that crosses them', () => {
    const result = evaluate([
      ['K', 'trophy', 'Q'],
      ['A', 'trophy', '10'],
      ['J', 'trophy', 'K'],
      ['Q', 'trophy', 'A'],
      ['10', 'trophy', 'J'],
    ]);
    expect(result.lineWins).toEqual([
      {
        line: 0,
        symbol: 'trophy',
        count: 5,
        positions: [
          [0, 1],
          [1, 1],
          [2, 1],
          [3, 1],
          [4, 1],
        ],
        pay: 500,
      },
    ]);
    expect(result.payUnits).toBe(500);
  });

  it('lets a wild stand in on every line that crosses it (several lines)', () => {
    const result = evaluate([
      ['K', 'ball', 'Q'],
      ['A', 'wild', '10'],
      ['J', 'ball', 'K'],
      ['Q', 'boot', 'A'],
      ['10', 'gloves', 'J'],
    ]);
    expect(
      result.lineWins.map(({ line, symbol, count, pay }) => [line, symbol, count, pay]),
    ).toEqual([
      [0, 'ball', 3, 20],
      [3, 'K', 3, 5],
    ]);
    expect(result.lineWins[1]!.positions).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(result.payUnits).toBe(25);
  });

  it('pays scatters anywhere in units of the stake and awards free spins; a scatter breaks a line', () => {
    const result = evaluate([
      ['scatter', 'K', 'Q'],
      ['A', 'J', 'scatter'],
      ['J', '10', 'K'],
      ['Q', 'boot', 'A'],
      ['scatter', 'gloves', 'J'],
    ]);
    expect(result.lineWins).toEqual([]);
    expect(result.scatter).toEqual({
      count: 3,
      positions: [
        [0, 0],
        [1, 2],
        [4, 0],
      ],
      pay: 2,
    });
    expect(result.freeSpinsAwarded).toBe(10);
    expect(result.payUnits).toBe(2 * SLOT_PAY_UNITS_PER_STAKE);
  });

  it('adds line and scatter wins of one window', () => {
    const result = evaluate([
      ['scatter', 'A', 'A'],
      ['A', 'A', 'scatter'],
      ['A', 'A', 'A'],
      ['scatter', 'wild', 'K'],
      ['scatter', 'gloves', 'J'],
    ]);
    const lines = result.lineWins.reduce((sum, win) => sum + win.pay, 0);
    expect(result.lineWins.length).toBeGreaterThan(1);
    expect(result.lineWins.every((win) => win.symbol === 'A' && win.count >= 3)).toBe(true);
    // line 1 (middle row): A A A wild gloves → 4 A
    expect(result.lineWins.find((win) => win.line === 0)).toMatchObject({ count: 4, pay: 20 });
    expect(result.scatter.count).toBe(4);
    expect(result.freeSpinsAwarded).toBe(15);
    expect(result.payUnits).toBe(lines + 10 * SLOT_PAY_UNITS_PER_STAKE);
  });
});

describe('bestLineWin', () => {
  const line = (...symbols: string[]) => bestLineWin(GOLDEN_GOAL, symbols);

  it('counts wilds into the run of the first symbol', () => {
    expect(line('wild', 'wild', 'K', 'K', 'K')).toEqual({ symbol: 'K', count: 5, pay: 60 });
    expect(line('K', 'wild', 'K', 'wild', 'Q')).toEqual({ symbol: 'K', count: 4, pay: 15 });
  });

  it('pays a run of wilds alone as the wild when that pays more', () => {
    expect(line('wild', 'wild', 'wild', 'K', 'Q')).toEqual({ symbol: 'wild', count: 3, pay: 50 });
    expect(line('wild', 'wild', 'wild', 'wild', 'wild')).toEqual({
      symbol: 'wild',
      count: 5,
      pay: 1000,
    });
  });

  it('lets leading wilds be the best symbol when the wild pays nothing alone', () => {
    const noWildPays: SlotConfig = {
      ...GOLDEN_GOAL,
      paytable: Object.fromEntries(
        Object.entries(GOLDEN_GOAL.paytable).filter(([symbol]) => symbol !== 'wild'),
      ),
    };
    expect(bestLineWin(noWildPays, ['wild', 'wild', 'wild', 'J', 'Q'])).toEqual({
      symbol: 'trophy',
      count: 3,
      pay: 25,
    });
    expect(bestLineWin(noWildPays, ['wild', 'wild', 'J', 'J', 'J'])).toEqual({
      symbol: 'J',
      count: 5,
      pay: 40,
    });
  });

  it('never lets a wild stand for the scatter, and pays nothing under 3', () => {
    expect(line('wild', 'scatter', 'scatter', 'K', 'K')).toBeNull();
    expect(line('K', 'K', 'Q', 'K', 'K')).toBeNull();
    expect(line('scatter', 'wild', 'wild', 'wild', 'K')).toBeNull();
  });
});

describe('paysFor', () => {
  it('pays the highest entry at or below the count', () => {
    const table = { 3: 2, 4: 10, 5: 50 };
    expect([0, 2, 3, 4, 5, 7].map((n) => paysFor(table, n))).toEqual([0, 0, 2, 10, 50, 50]);
  });
});

describe('playSlotRound', () => {
  const serverSeed = 'b1946ac92492d2347c6235b4d2611184b1946ac92492d2347c6235b4d2611184';
  const clientSeed = 'golden-goal-test';

  it('is the same round for the same seeds and nonce, and its base spin uses floats 1–5', () => {
    const round = playSlotRound(GOLDEN_GOAL, serverSeed, clientSeed, 1);
    expect(playSlotRound(GOLDEN_GOAL, serverSeed, clientSeed, 1)).toEqual(round);
    const base = round.spins[0]!;
    expect(base.freeSpin).toBe(false);
    expect(base.multiplier).toBe(1);
    expect(base.stops).toEqual(slotStops(fairFloats(serverSeed, clientSeed, 1, 5), GOLDEN_GOAL));
    expect(base.evaluation).toEqual(evaluateSpin(GOLDEN_GOAL, slotWindow(GOLDEN_GOAL, base.stops)));
    expect(round.totalPayUnits).toBe(round.spins.reduce((sum, spin) => sum + spin.payUnits, 0));
  });

  it('plays every free spin awarded at ×2 from the same float stream, across HMAC rounds', () => {
    // the first nonce of these seeds whose base spin starts free spins
    let nonce = 0;
    while (playSlotRound(GOLDEN_GOAL, serverSeed, clientSeed, nonce).spins.length === 1) {
      nonce += 1;
    }
    const round = playSlotRound(GOLDEN_GOAL, serverSeed, clientSeed, nonce);
    const [base, ...free] = round.spins;
    expect(base!.evaluation.freeSpinsAwarded).toBeGreaterThanOrEqual(10);
    // no retriggers: exactly the base spin's award
    expect(free).toHaveLength(base!.evaluation.freeSpinsAwarded);
    const floats = fairFloats(serverSeed, clientSeed, nonce, 5 * round.spins.length);
    round.spins.forEach((spin, index) => {
      expect(spin.stops).toEqual(slotStops(floats.slice(5 * index, 5 * index + 5), GOLDEN_GOAL));
    });
    for (const spin of free) {
      expect(spin.freeSpin).toBe(true);
      expect(spin.multiplier).toBe(2);
      expect(spin.payUnits).toBe(spin.evaluation.payUnits * 2);
    }
    expect(round.totalPayUnits).toBe(round.spins.reduce((sum, spin) => sum + spin.payUnits, 0));
    // another client seed gives another round
    expect(playSlotRound(GOLDEN_GOAL, serverSeed, 'other', nonce)).not.toEqual(round);
  });

  it('keeps awarding free spins within free spins when the config retriggers', () => {
    // reels 1–3 show their scatter unless they stop at 1 (K Q J): another spin with chance (3/4)³
    const retrigger: SlotConfig = {
      ...GOLDEN_GOAL,
      reels: [
        ['scatter', 'K', 'Q', 'J'],
        ['scatter', 'K', 'Q', 'J'],
        ['scatter', 'K', 'Q', 'J'],
        ['A', 'K', 'Q', 'J'],
        ['A', 'K', 'Q', 'J'],
      ],
      freeSpins: { 3: 1 },
      retrigger: true,
    };
    let nonce = 0;
    while (playSlotRound(retrigger, serverSeed, clientSeed, nonce).spins.length < 3) nonce += 1;
    const round = playSlotRound(retrigger, serverSeed, clientSeed, nonce);
    const awards = round.spins.map((spin) => spin.evaluation.freeSpinsAwarded);
    expect(awards.slice(0, -1).every((award) => award === 1)).toBe(true);
    expect(awards.at(-1)).toBe(0);
    expect(round.spins.slice(1).every((spin) => spin.freeSpin && spin.multiplier === 2)).toBe(true);
    // without retriggers the same base spin gives just its one free spin
    const once = playSlotRound({ ...retrigger, retrigger: false }, serverSeed, clientSeed, nonce);
    expect(once.spins).toHaveLength(2);
    expect(once.spins.slice(0, 2)).toEqual(round.spins.slice(0, 2));
  });
});

describe('slotWin', () => {
  it('is floor(stake × units / 20) in minor units', () => {
    expect(slotWin(2000n, 0)).toBe(0n);
    expect(slotWin(2000n, 20)).toBe(2000n);
    expect(slotWin(2000n, 525)).toBe(52_500n);
    expect(slotWin(1001n, 3)).toBe(150n); // 150.15 floored
    expect(slotWin(10n ** 20n, 1_000_000)).toBe(5n * 10n ** 24n);
    expect(slotWin(30n, 7, 3)).toBe(70n);
  });

  it('refuses negative or fractional units and a negative stake', () => {
    expect(() => slotWin(100n, -1)).toThrow(RangeError);
    expect(() => slotWin(100n, 1.5)).toThrow(RangeError);
    expect(() => slotWin(-1n, 1)).toThrow(RangeError);
    expect(() => slotWin(1n, 1, 0)).toThrow(RangeError);
  });
});
