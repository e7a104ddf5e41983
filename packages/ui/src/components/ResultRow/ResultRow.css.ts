import { style } from '@vanilla-extract/css';
import { focusRing, tabularNumbers, visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const root = style({
  minWidth: 0,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

/**
 * The date, league and details button on a line above the score table, which takes the row's
 * whole width: beside them, the names had what was left of 375 px after two score columns and
 * the button, and broke letter by letter.
 */
export const main = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: `"when league toggle" "scores scores scores"`,
  alignItems: 'center',
  columnGap: tokens.space[3],
  rowGap: tokens.space[1],
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
});

export const when = style([
  tabularNumbers,
  {
    gridArea: 'when',
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.space[1],
    fontSize: tokens.fontSize.xs,
    color: vars.color.muted,
  },
]);

export const league = style({
  gridArea: 'league',
  minWidth: 0,
  overflowWrap: 'break-word',
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
});

export const table = style({
  gridArea: 'scores',
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
});

export const headCell = style({
  padding: 0,
  fontSize: tokens.fontSize['2xs'],
  fontWeight: tokens.fontWeight.regular,
  color: vars.color.muted,
  textAlign: 'end',
  overflowWrap: 'break-word',
});

export const scoreColumn = style({ width: tokens.space[16] });

export const team = style({
  padding: `${tokens.space.px} 0`,
  textAlign: 'start',
  fontWeight: tokens.fontWeight.medium,
  overflowWrap: 'break-word',
});

export const final = style([
  tabularNumbers,
  { textAlign: 'end', fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold },
]);

export const half = style([
  tabularNumbers,
  { textAlign: 'end', fontSize: tokens.fontSize.sm, color: vars.color.muted },
]);

export const toggle = style([
  focusRing,
  {
    gridArea: 'toggle',
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[1],
    minHeight: tokens.size.touch,
    padding: `0 ${tokens.space[2]}`,
    border: 0,
    borderRadius: tokens.radius.cell,
    background: 'transparent',
    color: vars.color.link,
    font: 'inherit',
    fontSize: tokens.fontSize.sm,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.raised } },
  },
]);

export const chevron = style({
  width: tokens.space[4],
  height: tokens.space[4],
  transition: `transform ${tokens.motion.fast} ${tokens.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  columnGap: tokens.space[3],
  rowGap: tokens.space[1],
  margin: 0,
  padding: `${tokens.space[2]} ${tokens.space[3]} ${tokens.space[3]}`,
  background: vars.color.raised,
  fontSize: tokens.fontSize.sm,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const detailTerm = style({ color: vars.color.muted, overflowWrap: 'break-word' });

export const detailValue = style([
  tabularNumbers,
  { margin: 0, fontWeight: tokens.fontWeight.bold, textAlign: 'end', overflowWrap: 'break-word' },
]);

export const detailGroup = style({ display: 'contents' });

export const empty = style({
  display: 'block',
  color: vars.color.muted,
  textAlign: 'center',
});

/** Read by screen readers only (re-exported: shared.css.ts can't be loaded from a .tsx file). */
export const srOnly = visuallyHidden;
