import { createContainer, style } from '@vanilla-extract/css';
import { focusRing, tabularNumbers, visuallyHidden } from '../../theme/shared.css.ts';
import { breakpoint, tokens, vars } from '../../theme/theme.css.ts';

const row = createContainer();

export const container = style({ containerName: row, containerType: 'inline-size' });

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: `"head follow" "prices prices"`,
  alignItems: 'start',
  columnGap: tokens.space[2],
  rowGap: tokens.space[2],
  padding: `${tokens.space[2]} ${tokens.space[3]} ${tokens.space[3]}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  minWidth: 0,
});

export const head = style({
  gridArea: 'head',
  display: 'grid',
  rowGap: tokens.space[0.5],
  minWidth: 0,
});

export const league = style({
  minWidth: 0,
  overflowWrap: 'break-word',
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'break-word',
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.bold,
});

export const when = style([
  tabularNumbers,
  { fontSize: tokens.fontSize.sm, color: vars.color.muted },
]);

/** The field: one line per side on a phone, two columns from a wider row. */
export const prices = style({
  gridArea: 'prices',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space[2],
  '@container': {
    [`${row} (min-width: ${breakpoint.phoneWide})`]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
  },
});

export const follow = style([
  focusRing,
  {
    gridArea: 'follow',
    color: vars.color.muted,
    selectors: { '&[aria-pressed="true"]:not(:disabled)': { borderColor: 'transparent' } },
  },
]);

export const icon = style({ width: '100%', height: '100%' });

/** Read by screen readers only (re-exported: shared.css.ts can't be loaded from a .tsx file). */
export const srOnly = visuallyHidden;
