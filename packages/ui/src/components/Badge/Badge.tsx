import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { badge, icon as iconClass, label } from './Badge.css.ts';

export const BADGE_TONES = [
  'neutral',
  'accent',
  'live',
  'warning',
  'danger',
  'success',
  'vip',
] as const;
export const BADGE_SIZES = ['sm', 'md'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];
export type BadgeSize = (typeof BADGE_SIZES)[number];

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
  size?: BadgeSize;
  /** A decorative icon before the text (hidden from assistive technology). */
  icon?: ReactNode;
}

/**
 * A short status or count label. The `live` badge says "Live" in the active language when it has
 * no text of its own; every tone carries a word, so no state is told by colour alone.
 */
export function Badge({
  tone = 'neutral',
  size = 'md',
  icon,
  className,
  children,
  ...rest
}: BadgeProps) {
  const t = useUiText();
  const content = children ?? (tone === 'live' ? t('live') : null);
  return (
    <span {...rest} className={[badge({ tone, size }), className].filter(Boolean).join(' ')}>
      {icon ? (
        <span aria-hidden="true" className={iconClass}>
          {icon}
        </span>
      ) : null}
      {content !== null && content !== undefined && content !== false ? (
        <span className={label}>{content}</span>
      ) : null}
    </span>
  );
}
Badge.displayName = 'Badge';
