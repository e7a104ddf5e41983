import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@touchline/ui/tokens';

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: tokens.space[4],
  background: vars.color.bg,
  color: vars.color.text,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
  width: '100%',
  maxWidth: '28rem',
  textAlign: 'center',
});

export const heading = style({
  margin: 0,
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
});
