/**
 * The game maths the in-house provider runs, from `@touchline/domain` (its games module): the one
 * place the server names those functions, so a rename there is one edit here. No maths lives here.
 */
import {
  SLOT_GAMES,
  diceWin,
  hashServerSeed,
  isDiceTarget,
  newServerSeed,
  payUnitsPerStake,
  playDiceRound,
  playSlotRound,
  slotWin,
  type DiceBet,
  type DiceRound,
  type SlotConfig,
  type SlotRound,
} from '@touchline/domain';

export type { DiceBet, DiceRound, SlotConfig, SlotRound };

export const engines = {
  hashServerSeed,
  newServerSeed,
  isDiceBet: (bet: { target: number; direction: string }) =>
    isDiceTarget(bet.target, bet.direction),
  slotConfig: (gameCode: string): SlotConfig | null => SLOT_GAMES[gameCode] ?? null,
  playSlot: (
    config: SlotConfig,
    serverSeed: string,
    clientSeed: string,
    nonce: number,
  ): SlotRound => playSlotRound(config, serverSeed, clientSeed, nonce),
  /** A slot pay in units of the line bet, as money (floored minor units). */
  slotWin: (config: SlotConfig, stakeMinor: bigint, units: number): bigint =>
    slotWin(stakeMinor, units, payUnitsPerStake(config)),
  payUnitsPerStake,
  playDice: (serverSeed: string, clientSeed: string, nonce: number, bet: DiceBet): DiceRound =>
    playDiceRound(serverSeed, clientSeed, nonce, bet),
  diceWin,
};
