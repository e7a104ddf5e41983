import { createContainer, createVar, style, type StyleRule } from '@vanilla-extract/css';
import { focusRing, tabularNumbers, visuallyHidden } from '../../theme/shared.css.ts';
import { breakpoint, tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

const row = createContainer();

/** How many main prices the row shows (two-way or three-way). */
export const oddsCountVar = createVar();

/**
 * The desktop arrangement: the clock and league on a line above the teams, the prices beside the
 * teams and the actions at the end. The clock shares its line with the league rather than taking
 * a column of its own, so that in the sportsbook's 636 px centre column (1280 px) the teams and
 * three prices of full width fit on one line.
 */
const wideGrid: StyleRule = {
  // A fixed actions column keeps the prices of every row in one column, stream button or not.
  gridTemplateColumns: `auto minmax(0, 1fr) auto ${tokens.size.matchRowPrices}`,
  gridTemplateAreas: `"clock league league actions" "teams teams odds actions"`,
  alignItems: 'center',
  columnGap: tokens.space[4],
};
/**
 * A price cell's width beside the teams: room for a five-character price with its move arrow
 * or lock (and the slot that balances it) and a side's name on up to two lines.
 */
const wideOdds: StyleRule = { gridTemplateColumns: `repeat(${oddsCountVar}, ${tokens.space[24]})` };

export const container = style({ containerName: row, containerType: 'inline-size' });

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: `"league actions" "clock actions" "teams teams" "odds odds"`,
  columnGap: tokens.space[2],
  rowGap: tokens.space[1],
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  minWidth: 0,
});

export const layout = {
  auto: style({ '@container': { [`${row} (min-width: ${breakpoint.matchRowWide})`]: wideGrid } }),
  compact: style({}),
  wide: style(wideGrid),
};

export const league = style({
  gridArea: 'league',
  minWidth: 0,
  overflowWrap: 'break-word',
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
});

export const clock = style([
  tabularNumbers,
  {
    gridArea: 'clock',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.space[2],
    minWidth: 0,
    fontSize: tokens.fontSize.sm,
    color: vars.color.muted,
  },
]);

export const clockLive = style({ color: vars.color.liveText, fontWeight: tokens.fontWeight.bold });

export const teams = style({
  gridArea: 'teams',
  display: 'grid',
  rowGap: tokens.space[0.5],
  minWidth: 0,
});

export const teamsButton = style([
  focusRing,
  {
    width: '100%',
    padding: 0,
    border: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    borderRadius: tokens.radius.cell,
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const team = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: tokens.space[2],
  minWidth: 0,
});

/** A team's name wraps between its words; a word wider than the row breaks, nothing is cut. */
export const teamName = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'break-word',
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.medium,
});

export const score = style([
  tabularNumbers,
  {
    flexShrink: 0,
    minWidth: '2ch',
    textAlign: 'end',
    fontSize: tokens.fontSize.lg,
    fontWeight: tokens.fontWeight.bold,
    ...leading(tokens.lineHeight.tight),
  },
]);

export const scoreLive = style({ color: vars.color.liveText });

export const odds = style({
  gridArea: 'odds',
  display: 'grid',
  gridTemplateColumns: `repeat(${oddsCountVar}, minmax(${tokens.size.oddsCell}, 1fr))`,
  gap: tokens.space[2],
  marginTop: tokens.space[1],
  selectors: {
    [`${layout.wide} &`]: wideOdds,
  },
  '@container': {
    [`${row} (min-width: ${breakpoint.matchRowWide})`]: {
      selectors: { [`${layout.auto} &`]: { ...wideOdds, marginTop: 0 } },
    },
  },
});

export const noOdds = style({
  gridArea: 'odds',
  alignSelf: 'center',
  color: vars.color.muted,
  textAlign: 'center',
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: tokens.space[1],
});

export const iconButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: tokens.size.touch,
    height: tokens.size.touch,
    padding: `0 ${tokens.space[2]}`,
    border: 0,
    borderRadius: tokens.radius.cell,
    background: 'transparent',
    color: vars.color.muted,
    font: 'inherit',
    fontSize: tokens.fontSize.sm,
    fontWeight: tokens.fontWeight.bold,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.raised, color: vars.color.text },
      '&[aria-pressed="true"]': { color: vars.color.accent },
    },
  },
]);

export const icon = style({ width: '100%', height: '100%' });

/** A followed match's star is filled and accent; the border of a pressed IconButton is not needed. */
export const follow = style({
  color: vars.color.muted,
  selectors: { '&[aria-pressed="true"]:not(:disabled)': { borderColor: 'transparent' } },
});

export const more = style([tabularNumbers, { color: vars.color.link }]);

/** Read by screen readers only (re-exported: shared.css.ts can't be loaded from a .tsx file). */
export const srOnly = visuallyHidden;
