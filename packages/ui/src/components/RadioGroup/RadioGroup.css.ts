import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/theme.css.ts';

export const group = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: tokens.space[2],
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.card,
  background: vars.color.surface,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[3],
  minHeight: tokens.size.touch,
  padding: `${tokens.space[2]} ${tokens.space[4]}`,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '& + &': { borderTop: `${tokens.borderWidth.hairline} solid ${vars.color.border}` },
    '&:hover': { background: vars.color.raised },
    '&:has(input:checked)': { background: vars.color.raised },
  },
});

/** The native radio, drawn as a ring with the accent dot when chosen. */
export const input = style({
  appearance: 'none',
  flexShrink: 0,
  width: tokens.space[5],
  height: tokens.space[5],
  margin: 0,
  borderRadius: tokens.radius.full,
  border: `${tokens.borderWidth.stripe} solid ${vars.color.muted}`,
  background: vars.color.bg,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:checked': {
      borderColor: vars.color.accent,
      background: `radial-gradient(${vars.color.accent} 45%, ${vars.color.bg} 50%)`,
    },
    '&:focus-visible': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const hint = style({ color: vars.color.muted, fontSize: tokens.fontSize.sm });
