export { Card, CARD_PADDINGS } from './Card.tsx';
export type { CardOwnProps, CardPadding, CardProps } from './Card.tsx';
