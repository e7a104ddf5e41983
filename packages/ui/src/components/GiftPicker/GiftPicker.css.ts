import { style } from '@vanilla-extract/css';
import { alertText, focusRing, reasonRow, reasonText } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  minWidth: 0,
  padding: tokens.space[3],
  background: vars.color.surface,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.card,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.tight),
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${tokens.space[19]}, 1fr))`,
  gap: tokens.space[2],
});

export const radioInput = style({
  position: 'absolute',
  opacity: 0,
  width: tokens.space.px,
  height: tokens.space.px,
  margin: 0,
  pointerEvents: 'none',
});

export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[0.5],
  minWidth: 0,
  padding: tokens.space[2],
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.cell,
  background: vars.color.raised,
  cursor: 'pointer',
  textAlign: 'center',
  transition: `border-color ${tokens.motion.fast} ${tokens.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '&:hover': { borderColor: vars.color.muted },
    '&:has(input:checked)': {
      borderColor: vars.color.accent,
      boxShadow: `inset 0 0 0 ${tokens.borderWidth.hairline} ${vars.color.accent}`,
    },
    '&:has(input:focus-visible)': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
  },
});

export const picture = style({ width: tokens.space[12], maxWidth: '100%' });

export const name = style({
  maxWidth: '100%',
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  ...leading(tokens.lineHeight.tight),
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const price = style({ color: vars.color.muted });

export const quantityRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: tokens.space[2],
});

export const stepper = style({ display: 'flex', alignItems: 'flex-start', gap: tokens.space[1] });

export const quantityField = style({ width: tokens.space[22] });

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[1] });

export const preset = style([
  focusRing,
  {
    minWidth: tokens.size.touch,
    minHeight: tokens.size.touch,
    padding: `0 ${tokens.space[2]}`,
    border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    borderRadius: tokens.radius.full,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: tokens.fontSize.sm,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': {
        borderColor: vars.color.accent,
        background: vars.color.accent,
        color: vars.color.onAccent,
        fontWeight: tokens.fontWeight.bold,
      },
    },
  },
]);

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: tokens.space[2],
  margin: 0,
  fontSize: tokens.fontSize.sm,
});

export const summaryItem = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: tokens.space[1],
});

export const summaryTerm = style({ color: vars.color.muted });

export const summaryValue = style({ margin: 0 });

export const total = style({
  margin: 0,
  fontWeight: tokens.fontWeight.bold,
  fontSize: tokens.fontSize.md,
});

// the reason box and the failure line are the library's shared pieces
export const reason = reasonRow;
export { reasonText };
export const alert = alertText;
