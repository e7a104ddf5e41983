import { style } from '@vanilla-extract/css';
import { media, tokens, vars } from '@touchline/ui/tokens';

const WIDE = media.wide;

/** How far above the screen's bottom the phone's slip button sits (clear of the tab bar). */
const SLIP_BAR_BOTTOM = tokens.space[20];

/**
 * Mobile first: one column at 375 px (sport bar on top, slip behind a button). From 1280 px three
 * columns: sports and leagues, the list or detail, the bet slip.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"main"',
  gap: tokens.space[4],
  padding: tokens.space[3],
  width: '100%',
  boxSizing: 'border-box',
  '@media': {
    [WIDE]: {
      gridTemplateColumns: `${tokens.size.sportsNav} minmax(0, 1fr) ${tokens.size.sportsSlip}`,
      gridTemplateAreas: '"nav main slip"',
      maxWidth: tokens.size.page,
      margin: '0 auto',
      padding: tokens.space[4],
    },
  },
});

export const nav = style({
  gridArea: 'nav',
  display: 'none',
  '@media': {
    [WIDE]: { display: 'flex', flexDirection: 'column', gap: tokens.space[3], alignSelf: 'start' },
  },
});

export const main = style({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  minWidth: 0,
});

export const slip = style({
  gridArea: 'slip',
  display: 'none',
  '@media': {
    [WIDE]: { display: 'block', position: 'sticky', top: tokens.space[4], alignSelf: 'start' },
  },
});

/** The slip button at the bottom of a phone screen (above the tab bar). */
export const slipButton = style({
  position: 'fixed',
  insetInline: tokens.space[3],
  bottom: SLIP_BAR_BOTTOM,
  zIndex: 10,
  '@media': { [WIDE]: { display: 'none' } },
});

/**
 * While the slip button shows, the page ends above it: room for the button (its offset, its
 * height and a gap) beyond the `space[18]` the shell already keeps for the tab bar, so it never
 * covers the last rows or their controls (cash out, results).
 */
export const withSlipBar = style({
  paddingBottom: `calc(${SLIP_BAR_BOTTOM} + ${tokens.size.controlMd} + ${tokens.space[3]} - ${tokens.space[18]})`,
  '@media': { [WIDE]: { paddingBottom: tokens.space[4] } },
});

export const heading = style({ margin: 0, fontSize: tokens.fontSize.lg });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[2],
  alignItems: 'end',
});

/** A toolbar of labelled fields: their labels on one line, whatever hints sit under them. */
export const alignTop = style({ alignItems: 'start' });

export const grow = style({ flex: `1 1 ${tokens.size.filterBasis}`, minWidth: 0 });

export const sportBar = style({
  '@media': { [WIDE]: { display: 'none' } },
});

export const sportList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
});

export const sportLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[2],
  width: '100%',
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  border: 'none',
  borderRadius: tokens.radius.cell,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { background: vars.color.raised, color: vars.color.accent },
    '&:focus-visible': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
  },
});

export const count = style({ marginInlineStart: 'auto', color: vars.color.muted });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[2] });

/** A section's own content under the section tabs: room between them and its first heading. */
export const underTabs = style({ paddingBlockStart: tokens.space[4] });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  padding: tokens.space[4],
  borderRadius: tokens.radius.card,
  background: vars.color.surface,
});

export const teams = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: tokens.space[3],
  textAlign: 'center',
  fontSize: tokens.fontSize.lg,
});

export const score = style({ fontSize: tokens.fontSize.xl, fontVariantNumeric: 'tabular-nums' });

export const muted = style({ color: vars.color.muted });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[2],
});

export const radioGroup = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
});

export const radio = style({ display: 'flex', alignItems: 'center', gap: tokens.space[2] });

export const legend = style({ fontWeight: 600, marginBottom: tokens.space[2] });

/** The match header's link to the match's live room. */
export const watchLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
  marginInlineStart: 'auto',
});
