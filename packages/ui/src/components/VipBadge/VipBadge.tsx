import { clampVipLevel, vipTier, VIP_LEVELS, VIP_TIERS } from '@touchline/domain';
import type { ComponentPropsWithRef } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import * as css from './VipBadge.css.ts';

export const VIP_BADGE_SIZES = ['sm', 'md', 'lg'] as const;
export type VipBadgeSize = (typeof VIP_BADGE_SIZES)[number];
/** The levels a badge shows (0–11) and the colour tiers they step through. */
export { VIP_LEVELS as VIP_BADGE_LEVELS, VIP_TIERS as VIP_BADGE_TIERS };

export interface VipBadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** VIP level 0–11; anything else is clamped (not a number shows 0). */
  level: number;
  size?: VipBadgeSize;
}

const SHIELD = 'M12 1.5 21.5 4.8V13c0 6.1-4.1 10.9-9.5 13.4C6.6 23.9 2.5 19.1 2.5 13V4.8Z';
const INNER = 'M12 4.2 19 6.7V13c0 4.6-2.9 8.3-7 10.5-4.1-2.2-7-5.9-7-10.5V6.7Z';

/** A VIP level as a shield with the level number; its colour steps by tier, up to black-gold at 11. */
export function VipBadge({ level, size = 'md', className, ...rest }: VipBadgeProps) {
  const t = useUiText();
  const value = clampVipLevel(level);
  const tier = vipTier(value);
  return (
    <span
      {...rest}
      role="img"
      aria-label={`${t('vipBadgeLabel')} ${value}`}
      data-tier={tier}
      className={[css.badge({ size }), className].filter(Boolean).join(' ')}
    >
      <svg className={css.svg} viewBox="0 0 24 28" aria-hidden="true" focusable="false">
        <path className={css.shield[tier]} d={SHIELD} strokeLinejoin="round" />
        <path className={css.rim[tier]} d={INNER} strokeLinejoin="round" />
        <text
          className={`${css.number} ${css.label[tier]}`}
          x="12"
          y="14.6"
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={value >= 10 ? 10 : 12}
        >
          {value}
        </text>
      </svg>
    </span>
  );
}
VipBadge.displayName = 'VipBadge';
