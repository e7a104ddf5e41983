export { PromoCard, PROMO_CARD_HEADING_LEVELS } from './PromoCard.tsx';
export type { PromoCardHeadingLevel, PromoCardProps } from './PromoCard.tsx';
