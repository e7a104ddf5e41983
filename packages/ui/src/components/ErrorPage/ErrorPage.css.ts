import { style } from '@vanilla-extract/css';
import { focusRing, visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space[4],
  minHeight: '100dvh',
  padding: `${tokens.space[12]} ${tokens.space[4]}`,
  background: vars.color.bg,
  color: vars.color.text,
  textAlign: 'center',
});

export const art = style({
  width: tokens.size.errorArt,
  height: 'auto',
  maxWidth: '60vw',
  color: vars.color.muted,
});
export const artAccent = style({ color: vars.color.accent });

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[2],
  margin: 0,
});

export const code = style({
  fontSize: `clamp(${tokens.fontSize.display}, 18vw, ${tokens.size.errorCodeMax})`,
  fontWeight: tokens.fontWeight.bold,
  ...leading(1),
  letterSpacing: '-0.04em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const title = style({
  fontSize: tokens.fontSize['2xl'],
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.body),
});

export const text = style({
  maxWidth: '44ch',
  margin: 0,
  color: vars.color.muted,
  fontSize: tokens.fontSize.lg,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: tokens.space[3],
  marginTop: tokens.space[2],
});

const action = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: tokens.size.touch,
  padding: `0 ${tokens.space[6]}`,
  borderRadius: tokens.radius.cell,
  fontWeight: tokens.fontWeight.bold,
  textDecoration: 'none',
  cursor: 'pointer',
  fontFamily: 'inherit',
  fontSize: tokens.fontSize.md,
} as const;

export const home = style([
  focusRing,
  {
    ...action,
    border: 'none',
    background: vars.color.accent,
    color: vars.color.onAccent,
  },
]);

export const retry = style([
  focusRing,
  {
    ...action,
    border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    background: vars.color.raised,
    color: vars.color.text,
  },
]);

export const srOnly = style([visuallyHidden]);
