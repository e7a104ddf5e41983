import { sportById, sportByKey, SPORTS, type SportId, type SportKey } from '@touchline/domain';
import type { ComponentPropsWithRef } from 'react';
import { Icon } from '../Icon/index.ts';
import { SPORT_DRAWINGS, UNKNOWN_SPORT_DRAWING } from './drawings.tsx';
import { sportIcon } from './SportIcon.css.ts';

export const SPORT_ICON_SIZES = ['sm', 'md', 'lg'] as const;
export type SportIconSize = (typeof SPORT_ICON_SIZES)[number];

/** Every sport key of the spec, in the sports service's order (story and control options). */
export const SPORT_ICON_SPORTS: readonly SportKey[] = SPORTS.map((s) => s.key);

export interface SportIconProps extends Omit<ComponentPropsWithRef<'svg'>, 'children' | 'name'> {
  /** The sport, by key (`'soccer'`) or by the sports service's id (`1`, `'1'`). */
  sport: SportKey | SportId | number | string;
  /** The selected sport: drawn in the accent colour; otherwise in the muted colour. */
  active?: boolean;
  size?: SportIconSize;
  /** What a screen reader announces; without it the icon is decorative (hidden from them). */
  label?: string;
}

/** The sport of a key or an id (numeric text included), or undefined. */
export function resolveSport(sport: SportIconProps['sport']) {
  if (typeof sport === 'number') return sportById(sport);
  return sportByKey(sport) ?? (/^\d+$/.test(sport) ? sportById(sport) : undefined);
}

/**
 * One sport as a line drawing on a 24 px grid (2 px strokes, `currentColor`). Active and
 * inactive are the same drawing in the accent or the muted colour. An unknown sport shows a
 * plain ball rather than nothing, so a list keeps its alignment.
 */
export function SportIcon({
  sport,
  active = false,
  size = 'md',
  label,
  className,
  ...rest
}: SportIconProps) {
  const known = resolveSport(sport);
  const labelled = typeof label === 'string' && label.trim() !== '';
  return (
    <Icon
      data-sport={known?.key ?? 'unknown'}
      {...rest}
      label={labelled ? label : undefined}
      className={[sportIcon({ active, size }), className].filter(Boolean).join(' ')}
    >
      {known ? SPORT_DRAWINGS[known.key] : UNKNOWN_SPORT_DRAWING}
    </Icon>
  );
}
SportIcon.displayName = 'SportIcon';
