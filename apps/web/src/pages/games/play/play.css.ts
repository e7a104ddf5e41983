import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@touchline/ui/tokens';

/** The game client fills the frame: the game first, the fairness panel under it. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
  minHeight: '100dvh',
  padding: tokens.space[3],
  boxSizing: 'border-box',
  background: vars.color.bg,
  color: vars.color.text,
});

export const game = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  width: '100%',
  maxWidth: 960,
  margin: '0 auto',
});

export const fairness = style({ width: '100%', maxWidth: 960, margin: '0 auto' });

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  width: '100%',
  maxWidth: 960,
  margin: '0 auto',
});

export const error = style({
  margin: 0,
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.cell,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.danger}`,
  background: vars.color.surface,
  color: vars.color.text,
});
