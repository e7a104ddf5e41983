import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@touchline/ui/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
  padding: tokens.space[4],
  maxWidth: tokens.size.homePage,
  width: '100%',
  margin: '0 auto',
  boxSizing: 'border-box',
});

export const title = style({ margin: 0, fontSize: tokens.fontSize.xl });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[6],
  paddingTop: tokens.space[4],
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[3] });

export const heading = style({ margin: 0, fontSize: tokens.fontSize.lg });

/** Mobile first: one card a row at 375 px, as many as fit from there. */
export const grid = style({
  display: 'grid',
  gap: tokens.space[3],
  gridTemplateColumns: `repeat(auto-fill, minmax(${tokens.size.homeCardMin}, 1fr))`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A row's cards as tall as its tallest, their footers lined up at the bottom. */
export const item = style({ display: 'flex', minWidth: 0 });

export const card = style({ flex: 1 });

/** The sport filter: one row that scrolls sideways on a phone. */
export const sports = style({
  display: 'flex',
  gap: tokens.space[2],
  overflowX: 'auto',
  paddingBottom: tokens.space[1],
  scrollbarWidth: 'thin',
});

export const sportButton = style({ flexShrink: 0, whiteSpace: 'nowrap' });

export const sportLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
});

/** The linked match under a card: sport, teams and the score. */
export const match = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[1],
  minWidth: 0,
  width: '100%',
  color: vars.color.text,
});

export const teams = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const score = style({
  flexShrink: 0,
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.liveText,
});

export const reminder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[2],
  width: '100%',
});

export const count = style({ fontVariantNumeric: 'tabular-nums' });

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space[2],
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.cell,
  background: vars.color.raised,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
});

/** Read by screen readers, not shown. */
export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
