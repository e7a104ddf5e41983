/// <reference types="node" />
// The reference roll below uses Node's own crypto, independent of @noble/hashes: test only.
// eslint-disable-next-line import-x/no-nodejs-modules
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DICE_MAX_ROLL,
  diceChanceBp,
  diceMultiplier,
  diceRoll,
  diceWin,
  diceWins,
  isDiceTarget,
  playDiceRound,
  type DiceDirection,
} from '../index.ts';

/** The published recipe: the first 4 bytes of HMAC(server, "client:nonce:0") → float → roll. */
function referenceRoll(serverSeed: string, clientSeed: string, nonce: number): number {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const float = bytes.readUInt32BE(0) / 2 ** 32;
  return Math.floor(float * 10001);
}

describe('diceRoll', () => {
  it('is floor(float × 10001) in hundredths, 0 to 10000', () => {
    expect(diceRoll([0])).toBe(0);
    expect(diceRoll(0.5)).toBe(5000);
    expect(diceRoll([1 - 2 ** -32])).toBe(10000);
    expect(diceRoll([0.123456])).toBe(1234); // 1234.68…
  });

  it('refuses a missing float or one outside [0, 1)', () => {
    expect(() => diceRoll([])).toThrow(RangeError);
    expect(() => diceRoll(1)).toThrow(RangeError);
    expect(() => diceRoll(Number.NaN)).toThrow(RangeError);
  });
});

describe('chance, targets and multiplier', () => {
  it('shows the chance in basis points: 10000 − target over, target under', () => {
    expect(diceChanceBp(5050, 'over')).toBe(4950);
    expect(diceChanceBp(5050, 'under')).toBe(5050);
  });

  it.each([
    [200, 'over', true],
    [199, 'over', false],
    [9900, 'over', true],
    [9901, 'over', false],
    [100, 'under', true],
    [99, 'under', false],
    [9800, 'under', true],
    [9801, 'under', false],
    [50.5, 'under', false],
    ['5000', 'under', false],
    [5000, 'sideways', false],
  ])('isDiceTarget(%j, %j) is %s', (target, direction, valid) => {
    expect(isDiceTarget(target, direction)).toBe(valid);
  });

  it('prices 99% / chance in ten-thousandths, floored', () => {
    expect(diceMultiplier(5000, 'under')).toBe(19800); // ×1.98
    expect(diceMultiplier(5000, 'over')).toBe(19800);
    expect(diceMultiplier(100, 'under')).toBe(990000); // 1% → ×99
    expect(diceMultiplier(9800, 'under')).toBe(10102); // 98% → ×1.010204… floored
    expect(diceMultiplier(3333, 'under')).toBe(29702); // 9900 / 3333 = 2.97029…
    expect(() => diceMultiplier(50, 'under')).toThrow(RangeError);
  });

  it('wins strictly over or strictly under the target', () => {
    expect(diceWins(5001, { target: 5000, direction: 'over' })).toBe(true);
    expect(diceWins(5000, { target: 5000, direction: 'over' })).toBe(false);
    expect(diceWins(4999, { target: 5000, direction: 'under' })).toBe(true);
    expect(diceWins(5000, { target: 5000, direction: 'under' })).toBe(false);
  });
});

describe('playDiceRound', () => {
  const cases: [string, string, number][] = [
    ['d1c3e5f7a9b1c3d5e7f9a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a7b9c1d3', 'touchline', 0],
    ['d1c3e5f7a9b1c3d5e7f9a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a7b9c1d3', 'touchline', 1],
    ['another server seed', 'penalty', 999],
    ['z', 'keeper:left', 31],
  ];

  it.each(cases)('rolls what the published recipe gives (%s, %s, %s)', (server, client, nonce) => {
    const roll = referenceRoll(server, client, nonce);
    const over = playDiceRound(server, client, nonce, { target: 5000, direction: 'over' });
    expect(over).toEqual({ roll, win: roll > 5000, multiplier: 19800 });
    const under = playDiceRound(server, client, nonce, { target: 2500, direction: 'under' });
    expect(under).toEqual({ roll, win: roll < 2500, multiplier: 39600 });
  });

  it('refuses a bet outside the allowed targets', () => {
    expect(() => playDiceRound('s', 'c', 0, { target: 9950, direction: 'over' })).toThrow(
      RangeError,
    );
  });
});

describe('diceWin', () => {
  it('returns floor(stake × multiplier / 10000), stake included', () => {
    expect(diceWin(1000n, 19800)).toBe(1980n);
    expect(diceWin(333n, 29702)).toBe(989n); // 989.0766 floored
    expect(diceWin(10n ** 20n, 990000)).toBe(99n * 10n ** 20n);
    expect(() => diceWin(-1n, 19800)).toThrow(RangeError);
    expect(() => diceWin(1n, 1.5)).toThrow(RangeError);
  });
});

describe('the exact return of every allowed bet', () => {
  const outcomes = BigInt(DICE_MAX_ROLL + 1);
  const bets = (['over', 'under'] as DiceDirection[]).flatMap((direction) =>
    Array.from({ length: DICE_MAX_ROLL + 1 }, (_, target) => ({ target, direction })).filter(
      (bet) => isDiceTarget(bet.target, bet.direction),
    ),
  );

  /** return = wins × multiplier / 10000 / 10001, checked exactly against 99% and 98.9%. */
  const expectWithinBounds = (wins: bigint, multiplier: bigint) => {
    const scaled = wins * multiplier * 1000n;
    expect(scaled).toBeLessThanOrEqual(990n * 10000n * outcomes);
    expect(scaled).toBeGreaterThanOrEqual(989n * 10000n * outcomes);
  };

  it(
    'sums every one of the 10001 rolls for the edge targets and every 23rd target',
    { timeout: 60_000 },
    () => {
      const sample = bets.filter(
        (bet, index) =>
          index % 23 === 0 ||
          diceChanceBp(bet.target, bet.direction) < 300 ||
          diceChanceBp(bet.target, bet.direction) > 9600,
      );
      expect(sample.length).toBeGreaterThan(1500);
      for (const bet of sample) {
        let winning = 0;
        for (let roll = 0; roll <= DICE_MAX_ROLL; roll += 1) {
          if (diceWins(roll, bet)) winning += 1;
        }
        // the shown chance is the count of winning rolls, over 10000 (not 10001)
        expect(winning).toBe(diceChanceBp(bet.target, bet.direction));
        expectWithinBounds(BigInt(winning), BigInt(diceMultiplier(bet.target, bet.direction)));
      }
    },
  );

  it('is at most 99% × 10000/10001 and at least 98.9% for every allowed bet', () => {
    let lowest = 1;
    let highest = 0;
    for (const bet of bets) {
      // winning rolls = the chance in basis points (each roll counted in the test above)
      const wins = BigInt(diceChanceBp(bet.target, bet.direction));
      const multiplier = BigInt(diceMultiplier(bet.target, bet.direction));
      expectWithinBounds(wins, multiplier);
      const value = Number(wins * multiplier) / 1e4 / Number(outcomes);
      lowest = Math.min(lowest, value);
      highest = Math.max(highest, value);
    }
    expect(bets).toHaveLength(2 * 9701);
    expect(highest).toBeLessThanOrEqual(0.99 * (10000 / 10001));
    expect(lowest).toBeGreaterThan(0.9898);
  });
});
