/** Identity texts: VIP badges, avatars, masked values and amounts. Keys are unique across all message areas (a clash fails a test). */
export const en = {
  vipBadgeLabel: 'VIP',
  avatarLabel: 'Avatar',
  moneyHidden: 'Amount hidden',
};
