import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../theme/theme.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${tokens.size.swatchMin}, 1fr))`,
  gap: tokens.space[3],
  padding: tokens.space[4],
  background: vars.color.bg,
});

export const swatch = style({
  borderRadius: tokens.radius.card,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  overflow: 'hidden',
  background: vars.color.surface,
});

export const chip = style({ height: tokens.space[14] });

export const label = style({
  display: 'block',
  padding: tokens.space[2],
  fontSize: tokens.fontSize.sm,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const muted = style({ color: vars.color.muted, display: 'block' });
