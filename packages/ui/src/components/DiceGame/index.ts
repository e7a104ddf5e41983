export { DICE_DIRECTIONS, DiceGame } from './DiceGame.tsx';
export type { DiceDirection, DiceGameProps, DiceRollResult } from './DiceGame.tsx';
