import { style, styleVariants } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const root = style({
  background: vars.color.surface,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.card,
  color: vars.color.text,
  overflow: 'hidden',
  minWidth: 0,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: tokens.fontSize.md,
  ...leading(tokens.lineHeight.body),
  tableLayout: 'fixed',
});

export const caption = style({
  textAlign: 'start',
  padding: `${tokens.space[3]} ${tokens.space[4]}`,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

const head = style({
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  background: vars.color.raised,
  color: vars.color.muted,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
});

export const headRank = style([head, { width: tokens.space[16], textAlign: 'center' }]);
export const headPlayer = style([head, { textAlign: 'start' }]);
export const headScore = style([head, { width: '38%', textAlign: 'end' }]);

export const row = style({
  selectors: {
    '&:not(:last-child)': {
      borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    },
    '&[data-you]': {
      background: `color-mix(in srgb, ${vars.color.accent} 12%, ${vars.color.surface})`,
      boxShadow: `inset ${tokens.borderWidth.stripe} 0 0 ${vars.color.accent}`,
    },
  },
});

/** The player's own row, pinned under the list when they are not in it. */
export const pinned = style({
  borderTop: `${tokens.borderWidth.thick} dashed ${vars.color.border}`,
});

const cell = style({
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  verticalAlign: 'middle',
  height: tokens.space[13],
});

export const rankCell = style([cell, { textAlign: 'center', fontWeight: tokens.fontWeight.bold }]);
export const playerCell = style([
  cell,
  { textAlign: 'start', fontWeight: tokens.fontWeight.regular },
]);
export const scoreCell = style([cell, { textAlign: 'end', fontWeight: tokens.fontWeight.bold }]);

export const rankNumber = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.muted,
});

export const medal = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: tokens.space[8],
  height: tokens.space[9],
  verticalAlign: 'middle',
});

export const medalSvg = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });

export const medalFill = styleVariants({
  1: { fill: vars.color.vipGold },
  2: { fill: vars.color.vipSilver },
  3: { fill: vars.color.vipBronze },
});

export const medalNumber = style({
  position: 'relative',
  marginTop: tokens.space[1.5],
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.bg,
  ...leading(1),
});

export const player = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[2],
  minWidth: 0,
});

export const name = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const empty = style({
  borderTop: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});
