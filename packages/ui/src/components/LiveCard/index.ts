export { LiveCard, LIVE_CARD_HEADING_LEVELS } from './LiveCard.tsx';
export type { LiveCardHeadingLevel, LiveCardProps } from './LiveCard.tsx';
