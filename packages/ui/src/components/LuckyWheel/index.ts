export {
  LuckyWheel,
  LUCKY_WHEEL_SIZES,
  LUCKY_WHEEL_TONES,
  restingRotation,
  spinRotation,
} from './LuckyWheel.tsx';
export type {
  LuckyWheelProps,
  LuckyWheelSegment,
  LuckyWheelSize,
  LuckyWheelTone,
} from './LuckyWheel.tsx';
