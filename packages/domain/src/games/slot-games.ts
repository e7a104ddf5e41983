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

/**
 * "Penalty King", the livelier football slot: Golden Goal's symbols, reels and lines, with fewer
 * wilds (3 on each middle reel), bigger pays, and free spins at ×3 that DO retrigger: 3, 4 or 5
 * scatters pay 3, 20 or 100 times the stake and award 8, 12 or 20 free spins, in the base game
 * and in free spins alike. A spin awards 0.0782 free spins on average, so a round plays
 * 0.0782 / (1 − 0.0782) = 0.0848 of them on average and ends with probability 1.
 *
 * Exact return to player (slotRtp, see slot-rtp.test.ts): 96.0467% — base game 76.57%, free
 * spins 19.48% (exactly 1130453830561 / 1176983038800). Free spins start on 0.9494% of rounds
 * (about 1 in 105). Measured over 1,000,000 simulated rounds: the base spin wins something 45.7%
 * of the time, a round's return has a standard deviation of about 4.09 stakes, and the longest
 * round was 53 spins.
 */
export const PENALTY_KING: SlotConfig = {
  code: 'penalty-king',
  rows: 3,
  reels: [
    strip(
      'K J trophy gloves K J A Q boot ball 10 Q ball J 10 A wild 10 whistle K gloves trophy scatter boot A Q whistle',
    ),
    strip(
      'Q gloves ball wild A 10 whistle boot J 10 boot whistle A 10 trophy scatter trophy J Q A wild Q gloves wild J K 10 K ball K',
    ),
    strip(
      'boot wild whistle J Q gloves K ball trophy 10 trophy A Q gloves wild K J boot Q scatter ball K 10 A 10 wild 10 A J whistle J',
    ),
    strip(
      'J Q trophy J 10 J 10 Q K 10 K gloves whistle boot ball A Q wild A 10 trophy wild scatter A whistle ball wild boot K gloves',
    ),
    strip(
      'A Q A gloves A Q ball trophy 10 trophy 10 gloves ball J K boot K wild K whistle scatter boot J 10 J whistle Q',
    ),
  ],
  paylines: PAYLINES_5X3_20,
  paytable: {
    wild: { 3: 100, 4: 400, 5: 2000 },
    trophy: { 3: 40, 4: 150, 5: 750 },
    ball: { 3: 25, 4: 100, 5: 400 },
    boot: { 3: 20, 4: 60, 5: 200 },
    whistle: { 3: 15, 4: 50, 5: 150 },
    gloves: { 3: 10, 4: 40, 5: 120 },
    A: { 3: 5, 4: 20, 5: 80 },
    K: { 3: 5, 4: 15, 5: 60 },
    Q: { 3: 4, 4: 12, 5: 50 },
    J: { 3: 3, 4: 10, 5: 40 },
    '10': { 3: 2, 4: 8, 5: 30 },
  },
  wild: 'wild',
  scatter: 'scatter',
  scatterPays: { 3: 3, 4: 20, 5: 100 },
  freeSpins: { 3: 8, 4: 12, 5: 20 },
  freeSpinMultiplier: 3,
  retrigger: true,
};

/** Every slot game by code. */
export const SLOT_GAMES: Readonly<Record<string, SlotConfig>> = {
  [GOLDEN_GOAL.code]: GOLDEN_GOAL,
  [PENALTY_KING.code]: PENALTY_KING,
};
