import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const srOnly = visuallyHidden;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  minWidth: 0,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[2],
  minHeight: tokens.space[8],
});

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.tight),
});

const GAP = tokens.space[3];

/**
 * Two columns on a 375 px phone, growing with the space up to six; a tile is never narrower than
 * 128 px.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(max(${tokens.size.tileMin}, calc((100% - 5 * ${GAP}) / 6)), 1fr))`,
  gap: GAP,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ minWidth: 0, display: 'flex', flexDirection: 'column' });

export const skeletonTile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  padding: 0,
});

export const skeletonText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  padding: `0 ${tokens.space[1]}`,
});
