/**
 * "Penalty Dice": a roll from 0.00 to 100.00 (held as whole hundredths 0…10000, 10001 outcomes);
 * the player picks a target and whether the roll lands over it (strictly greater) or under it
 * (strictly less). As the well-known operators publish it, the chance shown is the target's
 * distance to the end over 10000 — in basis points, (10000 − target) for over, target for under —
 * and the payout multiplier is 99% / chance, in ten-thousandths, floored. With 10001 outcomes the
 * exact return is 99% × 10000/10001 minus the floor (between 98.98% and 98.99%), counting each
 * roll equally likely (a 32-bit float makes them so to within 10001 / 2³² of their chance).
 */
import { fairFloatStream, type FloatSource } from './fairness.ts';

/** The dice game's code (what the lobby and the provider call it). */
export const PENALTY_DICE_CODE = 'penalty-dice';

export type DiceDirection = 'over' | 'under';

export interface DiceBet {
  /** In hundredths: 5050 is 50.50. */
  readonly target: number;
  readonly direction: DiceDirection;
}

/** The highest roll in hundredths (100.00). */
export const DICE_MAX_ROLL = 10000;
/** The return the multiplier is priced at, in basis points (99%). */
export const DICE_RTP_BP = 9900;
/** The least and most win chance a bet may have, in basis points (1% and 98%). */
export const DICE_MIN_CHANCE_BP = 100;
export const DICE_MAX_CHANCE_BP = 9800;
/** Multipliers are whole numbers of this many parts: 19800 is ×1.98. */
export const DICE_MULTIPLIER_SCALE = 10000;

/** The roll of a float in [0, 1): floor(float × 10001), in hundredths 0…10000. */
export function diceRoll(floats: readonly number[] | number): number {
  const float = typeof floats === 'number' ? floats : floats[0];
  if (float === undefined || !(float >= 0 && float < 1)) {
    throw new RangeError(`float must be in [0, 1), got ${float}`);
  }
  return Math.floor(float * (DICE_MAX_ROLL + 1));
}

/** The shown win chance of a bet in basis points (unchecked: see `isDiceTarget`). */
export function diceChanceBp(target: number, direction: DiceDirection): number {
  return direction === 'over' ? DICE_MAX_ROLL - target : target;
}

/** Whether a target is a whole number of hundredths giving a chance from 1% to 98%. */
export function isDiceTarget(target: unknown, direction: unknown): boolean {
  if (typeof target !== 'number' || !Number.isInteger(target)) return false;
  if (direction !== 'over' && direction !== 'under') return false;
  const chance = diceChanceBp(target, direction);
  return chance >= DICE_MIN_CHANCE_BP && chance <= DICE_MAX_CHANCE_BP;
}

function assertBet(target: number, direction: DiceDirection): void {
  if (!isDiceTarget(target, direction)) {
    throw new RangeError(`not a dice bet: ${direction} ${target}`);
  }
}

/** The payout multiplier in ten-thousandths: floor(99% / chance × 10000) = floor(99e6 / chanceBp). */
export function diceMultiplier(target: number, direction: DiceDirection): number {
  assertBet(target, direction);
  return Math.floor((DICE_RTP_BP * DICE_MULTIPLIER_SCALE) / diceChanceBp(target, direction));
}

/** Whether a roll wins a bet: strictly over or strictly under the target. */
export function diceWins(roll: number, bet: DiceBet): boolean {
  return bet.direction === 'over' ? roll > bet.target : roll < bet.target;
}

export interface DiceRound {
  /** In hundredths, 0…10000. */
  readonly roll: number;
  readonly win: boolean;
  /** The bet's multiplier in ten-thousandths (paid only on a win). */
  readonly multiplier: number;
}

/** One bet from a float source (the first float is the roll). */
export function playDiceRoundFrom(next: FloatSource, bet: DiceBet): DiceRound {
  const multiplier = diceMultiplier(bet.target, bet.direction);
  const roll = diceRoll(next());
  return { roll, win: diceWins(roll, bet), multiplier };
}

/** One provably fair bet: the roll comes from the bet's first float. */
export function playDiceRound(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  bet: DiceBet,
): DiceRound {
  return playDiceRoundFrom(fairFloatStream(serverSeed, clientSeed, nonce), bet);
}

/** A winning bet's return in minor units (stake included): floor(stake × multiplier / 10000). */
export function diceWin(stakeMinor: bigint, multiplier: number): bigint {
  if (!Number.isSafeInteger(multiplier) || multiplier < 0) {
    throw new RangeError(`multiplier must be a whole number from 0, got ${multiplier}`);
  }
  if (stakeMinor < 0n) throw new RangeError('stake must not be negative');
  return (stakeMinor * BigInt(multiplier)) / BigInt(DICE_MULTIPLIER_SCALE);
}
