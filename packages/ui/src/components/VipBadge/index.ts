export { VipBadge, VIP_BADGE_LEVELS, VIP_BADGE_SIZES, VIP_BADGE_TIERS } from './VipBadge.tsx';
export type { VipBadgeProps, VipBadgeSize } from './VipBadge.tsx';
