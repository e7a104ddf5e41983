export { Countdown, countdownParts, COUNTDOWN_SIZES, COUNTDOWN_VARIANTS } from './Countdown.tsx';
export type {
  CountdownParts,
  CountdownProps,
  CountdownSize,
  CountdownVariant,
} from './Countdown.tsx';
