import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const root = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  background: vars.color.surface,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.card,
  overflow: 'hidden',
  color: vars.color.text,
  fontSize: tokens.fontSize.md,
  ...leading(tokens.lineHeight.body),
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `0 0 ${tokens.space[2]}`,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
});

export const headCell = style({
  padding: `${tokens.space[2]} ${tokens.space[4]}`,
  background: vars.color.raised,
  color: vars.color.muted,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  textAlign: 'start',
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  selectors: { '&:last-child': { textAlign: 'end' } },
});

export const row = style({});

/** Rows are ruled apart; the reached tier is tinted with an accent bar and named in words. */
const bodyCell = style({
  verticalAlign: 'middle',
  padding: `${tokens.space[3]} ${tokens.space[4]}`,
  selectors: {
    [`${row}:not(:last-child) > &`]: {
      borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    },
    [`${row}[aria-current="true"] > &`]: {
      background: `color-mix(in srgb, ${vars.color.accent} 12%, ${vars.color.surface})`,
    },
    [`${row}[aria-current="true"] > &:first-child`]: {
      boxShadow: `inset ${tokens.borderWidth.stripe} 0 0 ${vars.color.accent}`,
    },
  },
});

export const cell = style([
  bodyCell,
  { textAlign: 'start', fontWeight: tokens.fontWeight.regular },
]);

export const rewardCell = style([bodyCell, { textAlign: 'end' }]);

export const threshold = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space[2],
});

export const reward = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: tokens.space[0.5],
});

export const amount = style({ fontWeight: tokens.fontWeight.bold });

export const note = style({
  fontSize: tokens.fontSize.sm,
  color: vars.color.muted,
  overflowWrap: 'anywhere',
});
