import { style } from '@vanilla-extract/css';
import { media, tokens, vars } from '@touchline/ui/tokens';

/** The four languages' fields of one text: two columns from the desktop width. */
export const languages = style({
  display: 'grid',
  gap: tokens.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const legend = style({
  padding: 0,
  marginBottom: tokens.space[2],
  fontWeight: tokens.fontWeight.bold,
});

/** Two fields side by side when there is room. */
export const pair = style({
  display: 'grid',
  gap: tokens.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const triple = style({
  display: 'grid',
  gap: tokens.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) repeat(2, minmax(0, 2fr))' },
  },
});

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  padding: tokens.space[3],
  borderRadius: tokens.radius.cell,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[2],
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const rowActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[2],
});

/** The dashboard's figures cards: side by side from the desktop width. */
export const columns = style({
  display: 'grid',
  gap: tokens.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const chart = style({
  width: '100%',
  height: `calc(${tokens.space[24]} * 2.5)`,
  minWidth: 0,
});

/** The charts' colours (theme variables: they follow the light and dark themes). */
export const chartColor = {
  sports: vars.color.accent,
  games: vars.color.link,
  gifts: vars.color.warning,
  active: vars.color.accent,
  new: vars.color.link,
  grid: vars.color.border,
  axis: vars.color.muted,
  tooltipBg: vars.color.surface,
  text: vars.color.text,
};

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: tokens.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  selectors: {},
});

export const cell = style({
  padding: `${tokens.space[1]} ${tokens.space[2]}`,
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

export const headCell = style([
  cell,
  { color: vars.color.muted, fontWeight: tokens.fontWeight.regular },
]);

export const firstCell = style({ textAlign: 'start' });

export const details = style({ fontSize: tokens.fontSize.sm });

export const negative = style({ color: vars.color.danger });
