export {
  BetCard,
  BET_CARD_EXPIRY_WARNING_SECONDS,
  BET_CARD_SETTLED_STATUSES,
  BET_CARD_STATUS_TONES,
  BET_CARD_STATUSES,
} from './BetCard.tsx';
export type { BetCardCashOut, BetCardLeg, BetCardProps, BetCardStatus } from './BetCard.tsx';
