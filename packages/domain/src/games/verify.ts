/**
 * Recomputing a settled bet from its revealed seeds: what the verify page shows and what the
 * server settles with, so both run the very same code.
 */
import { playDiceRound, type DiceBet, type DiceRound } from './dice.ts';
import { hashServerSeed } from './fairness.ts';
import { GOLDEN_GOAL, SLOT_GAMES } from './slot-games.ts';
import { playSlotRound, type SlotRound } from './slot.ts';

export type FairGame = 'slot' | 'dice';

export interface VerifyInput<P> {
  readonly serverSeed: string;
  /** The hash shown before play; when given, `hashMatches` says whether the seed fits it. */
  readonly serverSeedHash?: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly params: P;
}

/** A slot round's params: the game's code (Golden Goal when left out). */
export interface SlotVerifyParams {
  readonly code?: string;
}

interface VerifiedCommon {
  /** SHA-256 of the revealed server seed. */
  readonly serverSeedHash: string;
  /** Whether it equals the hash shown before play; null when none was given. */
  readonly hashMatches: boolean | null;
}

export interface VerifiedSlotRound extends VerifiedCommon {
  readonly game: 'slot';
  readonly code: string;
  readonly outcome: SlotRound;
}

export interface VerifiedDiceRound extends VerifiedCommon {
  readonly game: 'dice';
  readonly outcome: DiceRound;
}

export type VerifiedRound = VerifiedSlotRound | VerifiedDiceRound;

export function verifyRound(game: 'slot', input: VerifyInput<SlotVerifyParams>): VerifiedSlotRound;
export function verifyRound(game: 'dice', input: VerifyInput<DiceBet>): VerifiedDiceRound;
export function verifyRound(
  game: FairGame,
  input: VerifyInput<SlotVerifyParams | DiceBet>,
): VerifiedRound;
/**
 * Recomputes a round from its seeds and nonce. Throws a RangeError for an unknown slot code, a
 * dice bet outside the allowed targets or a bad nonce.
 */
export function verifyRound(
  game: FairGame,
  input: VerifyInput<SlotVerifyParams | DiceBet>,
): VerifiedRound {
  const serverSeedHash = hashServerSeed(input.serverSeed);
  const hashMatches =
    input.serverSeedHash === undefined
      ? null
      : input.serverSeedHash.trim().toLowerCase() === serverSeedHash;
  const { serverSeed, clientSeed, nonce } = input;
  if (game === 'dice') {
    const bet = input.params as DiceBet;
    return {
      game,
      serverSeedHash,
      hashMatches,
      outcome: playDiceRound(serverSeed, clientSeed, nonce, bet),
    };
  }
  const code = (input.params as SlotVerifyParams).code ?? GOLDEN_GOAL.code;
  const config = Object.hasOwn(SLOT_GAMES, code) ? SLOT_GAMES[code] : undefined;
  if (!config) throw new RangeError(`unknown slot game: ${code}`);
  return {
    game,
    code,
    serverSeedHash,
    hashMatches,
    outcome: playSlotRound(config, serverSeed, clientSeed, nonce),
  };
}
