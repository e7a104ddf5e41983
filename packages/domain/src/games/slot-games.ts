/**
 * The slot games' configs (data only; the rules are in slot.ts, the maths in slot-rtp.ts).
 */
import type { SlotConfig } from './slot.ts';

/** The 20 paylines of a 5 × 3 slot: the row (0 top, 2 bottom) each line crosses on each reel. */
export const PAYLINES_5X3_20: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

/** A reel strip written as its symbol ids separated by single spaces, top to bottom. */
function strip(text: string): readonly string[] {
  return text.split(' ');
}

/** Golden Goal's symbols, highest pay first (the wild and the scatter last). */
export const GOLDEN_GOAL_SYMBOLS = [
  'trophy',
  'ball',
  'boot',
  'whistle',
  'gloves',
  'A',
  'K',
  'Q',
  'J',
  '10',
  'wild',
  'scatter',
] as const;

export type GoldenGoalSymbol = (typeof GOLDEN_GOAL_SYMBOLS)[number];

/**
 * "Golden Goal", a football video slot: 5 reels × 3 rows, 20 fixed lines (the stake is 20 line
 * bets), strips of 27, 31, 32, 31 and 28 stops with a wild (pays alone too) on every reel, 4 on
 * each middle reel, and one scatter per reel. 3, 4 or 5 scatters anywhere pay 2, 10 or 50 times
 * the stake and award 10, 15 or 20 free spins at ×2 on the same reels. Free spins do not retrigger (scatters in them still pay), so a round is
 * at most 21 spins.
 *
 * Exact return to player (slotRtp, see slot-rtp.test.ts): 95.9989% — base game 81.28%, free
 * spins 14.72% (exactly 18766918295 / 19549092528). Free spins start on 0.8808% of rounds (about
 * 1 in 114; 0.0905 free spins per round). Measured over 1,000,000 simulated rounds: the base spin
 * wins something 52.4% of the time, and a round's return has a standard deviation of about 2.97
 * stakes.
 */
export const GOLDEN_GOAL: SlotConfig = {
  code: 'golden-goal',
  rows: 3,
  reels: [
    strip(
      'K J ball 10 scatter A trophy J K boot ball K 10 whistle J trophy whistle Q wild Q 10 A boot gloves A Q gloves',
    ),
    strip(
      'A Q 10 scatter K J wild 10 A boot K ball J A wild trophy Q whistle J wild ball Q boot whistle 10 gloves 10 trophy wild gloves K',
    ),
    strip(
      'J K 10 A wild trophy whistle 10 Q gloves wild A K ball boot J 10 ball wild A scatter J boot J whistle trophy Q 10 gloves K wild Q',
    ),
    strip(
      'gloves K gloves 10 A trophy Q K A scatter J 10 wild whistle ball wild boot J A whistle boot K wild J 10 wild Q trophy Q 10 ball',
    ),
    strip(
      'boot A trophy Q J K gloves trophy J ball gloves K whistle 10 scatter 10 Q J wild boot K 10 whistle A Q A ball 10',
    ),
  ],
  paylines: PAYLINES_5X3_20,
  paytable: {
    wild: { 3: 50, 4: 200, 5: 1000 },
    trophy: { 3: 25, 4: 100, 5: 500 },
    ball: { 3: 20, 4: 75, 5: 250 },
    boot: { 3: 15, 4: 50, 5: 150 },
    whistle: { 3: 10, 4: 40, 5: 125 },
    gloves: { 3: 10, 4: 30, 5: 100 },
    A: { 3: 5, 4: 20, 5: 75 },
    K: { 3: 5, 4: 15, 5: 60 },
    Q: { 3: 4, 4: 10, 5: 50 },
    J: { 3: 3, 4: 10, 5: 40 },
    '10': { 3: 3, 4: 8, 5: 30 },
  },
  wild: 'wild',
  scatter: 'scatter',
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  freeSpins: { 3: 10, 4: 15, 5: 20 },
  freeSpinMultiplier: 2,
  retrigger: false,
};

/** Every slot game by code. */
export const SLOT_GAMES: Readonly<Record<string, SlotConfig>> = {
  [GOLDEN_GOAL.code]: GOLDEN_GOAL,
};
