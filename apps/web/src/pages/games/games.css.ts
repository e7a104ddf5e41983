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

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: tokens.space[2],
});

export const title = style({ margin: 0, fontSize: tokens.fontSize.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[3] });

export const heading = style({ margin: 0, fontSize: tokens.fontSize.lg });

/** The game types: one row of links that scrolls sideways on a phone. */
export const types = style({
  display: 'flex',
  gap: tokens.space[2],
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: `0 0 ${tokens.space[1]}`,
  scrollbarWidth: 'thin',
});

export const typeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: tokens.size.touch,
  padding: `0 ${tokens.space[4]}`,
  borderRadius: tokens.radius.full,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: tokens.fontWeight.bold,
    },
    '&:focus-visible': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
  },
});

/** Two tiles a row at 375 px, up to six on a desktop. */
export const grid = style({
  display: 'grid',
  gap: tokens.space[3],
  gridTemplateColumns: `repeat(auto-fill, minmax(${tokens.size.tileMin}, 1fr))`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tile = style({ position: 'relative', minWidth: 0 });

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

export const mono = style({
  fontFamily: tokens.font.mono,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
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

/** A row of filter buttons that scrolls sideways on a phone. */
export const filters = style({
  display: 'flex',
  gap: tokens.space[2],
  overflowX: 'auto',
  paddingBottom: tokens.space[1],
  scrollbarWidth: 'thin',
});
