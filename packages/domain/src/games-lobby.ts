import { DAY_END_TIME, DAY_START_TIME } from './constants.ts';
import {
  DICE_MAX_CHANCE_BP,
  DICE_MAX_ROLL,
  DICE_MIN_CHANCE_BP,
  type DiceDirection,
} from './games/dice.ts';
import { compareAmounts } from './money.ts';
import { recentSportsDays } from './sports-day.ts';

/** The date ranges a member's game history offers: today, the last 7 days, the last 30 days. */
export const GAME_HISTORY_PRESETS = ['today', '7d', '30d'] as const;
export type GameHistoryPreset = (typeof GAME_HISTORY_PRESETS)[number];

const PRESET_DAYS: Readonly<Record<GameHistoryPreset, number>> = { today: 1, '7d': 7, '30d': 30 };

/**
 * A preset's range as the bet-record calls take it (`YYYY-MM-DD HH:mm:ss`): whole days at UTC+8,
 * where the server cuts the days of its totals, ending with the day `now` falls on.
 */
export function gameHistoryRange(
  preset: GameHistoryPreset,
  now: number,
): { beginTime: string; endTime: string } {
  const days = recentSportsDays(now, PRESET_DAYS[preset]);
  return { beginTime: `${days.at(-1)!} ${DAY_START_TIME}`, endTime: `${days[0]!} ${DAY_END_TIME}` };
}

/** How many recently played games the lobby remembers. */
export const RECENT_GAMES_LIMIT = 8;

/** The recently played list after launching `code`: it first, no repeats, at most the limit. */
export function rememberRecentGame(recent: readonly string[], code: string): string[] {
  return [code, ...recent.filter((c) => c !== code)].slice(0, RECENT_GAMES_LIMIT);
}

/** The favourites after starring (`on`) or un-starring a game: order kept, no repeats. */
export function toggleFavouriteGame(ids: readonly string[], code: string, on: boolean): string[] {
  const without = ids.filter((c) => c !== code);
  return on ? [...without, code] : without;
}

interface MaintainedPlace {
  startTimestamp: number | null;
  endTimestamp: number | null;
  /** The operator's switch, independent of the window. */
  isMaintain: boolean;
}

/** A window that holds every instant: the operator's switch is on, without a planned end. */
const ALWAYS = { startTimestamp: 0, endTimestamp: Number.MAX_SAFE_INTEGER } as const;

/**
 * The maintenance window a game is under, from its own and its lobby's: the operator's switch
 * on either closes it with no end shown (a window from 0 to the largest safe time); otherwise the
 * window that holds `now` (game's first), else the game's planned one, else null.
 */
export function gameMaintenanceWindow(
  game: MaintainedPlace,
  lobby: MaintainedPlace | null | undefined,
  now: number,
): { startTimestamp: number; endTimestamp: number } | null {
  if (game.isMaintain || lobby?.isMaintain) return ALWAYS;
  const windows = [game, lobby]
    .filter((p): p is MaintainedPlace => !!p)
    .filter((p) => p.startTimestamp !== null && p.endTimestamp !== null)
    .map((p) => ({ startTimestamp: p.startTimestamp!, endTimestamp: p.endTimestamp! }));
  return (
    windows.find((w) => w.startTimestamp <= now && now <= w.endTimestamp) ?? windows[0] ?? null
  );
}

/** Auto spins under way: how many are left and when they stop early. */
export interface AutoplayState {
  left: number;
  /** Stop after any round that pays. */
  stopOnWin: boolean;
  /** Stop once the balance is below this decimal amount (null: no such stop). */
  stopBelow: string | null;
}

/**
 * Auto spins after a round: the next state, or null when they stop — none left, a win with
 * "stop on win", the balance under the player's floor, or too little left for the next stake.
 */
export function autoplayAfterRound(
  state: AutoplayState,
  round: { win: string; balance: string; stake: string },
): AutoplayState | null {
  const left = state.left - 1;
  if (left <= 0) return null;
  if (state.stopOnWin && compareAmounts(round.win, 0) === 1) return null;
  if (state.stopBelow !== null && compareAmounts(round.balance, state.stopBelow) === -1)
    return null;
  if (compareAmounts(round.balance, round.stake) === -1) return null;
  return { ...state, left };
}

/**
 * The targets a dice bet may take in a direction, in hundredths, inclusive: those giving a win
 * chance from DICE_MIN_CHANCE_BP to DICE_MAX_CHANCE_BP (what `isDiceTarget` accepts).
 */
export function diceTargetBounds(direction: DiceDirection): { min: number; max: number } {
  return direction === 'over'
    ? { min: DICE_MAX_ROLL - DICE_MAX_CHANCE_BP, max: DICE_MAX_ROLL - DICE_MIN_CHANCE_BP }
    : { min: DICE_MIN_CHANCE_BP, max: DICE_MAX_CHANCE_BP };
}
