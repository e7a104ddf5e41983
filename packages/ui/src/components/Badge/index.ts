export { Badge, BADGE_SIZES, BADGE_TONES } from './Badge.tsx';
export type { BadgeProps, BadgeSize, BadgeTone } from './Badge.tsx';
