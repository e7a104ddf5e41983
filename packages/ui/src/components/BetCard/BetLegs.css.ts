import { style } from '@vanilla-extract/css';
import { tabularNumbers } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const legs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const leg = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: tokens.space[2],
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.cell,
  background: vars.color.raised,
  overflowWrap: 'anywhere',
});

export const legSelection = style({ fontWeight: tokens.fontWeight.bold });

export const legPrice = style([
  tabularNumbers,
  { gridRow: '1 / span 3', gridColumn: 2, alignSelf: 'center', fontWeight: tokens.fontWeight.bold },
]);

export const legMarket = style({ fontSize: tokens.fontSize.sm });

export const legMatch = style({ fontSize: tokens.fontSize.xs, color: vars.color.muted });
