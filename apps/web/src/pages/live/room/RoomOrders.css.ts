import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@touchline/ui/tokens';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  minWidth: 0,
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: tokens.space[2],
});

export const heading = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
});

export const record = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: tokens.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space[3],
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  minWidth: 0,
});

export const cardTop = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: tokens.space[2],
});

export const match = style({
  margin: 0,
  fontSize: tokens.fontSize.sm,
  color: vars.color.muted,
  overflowWrap: 'anywhere',
});

export const pick = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const price = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.accent,
  whiteSpace: 'nowrap',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${tokens.space[1]} ${tokens.space[4]}`,
  margin: 0,
  fontSize: tokens.fontSize.sm,
});

export const fact = style({ display: 'flex', gap: tokens.space[1] });

export const term = style({ color: vars.color.muted });

export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const analysis = style({
  margin: 0,
  fontSize: tokens.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const note = style({
  margin: 0,
  fontSize: tokens.fontSize.sm,
  color: vars.color.muted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[2],
});

export const locked = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[2],
  color: vars.color.muted,
});

export const lockBanner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  alignItems: 'flex-start',
});

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${tokens.space[1]} ${tokens.space[3]}`,
  margin: 0,
  fontSize: tokens.fontSize.sm,
});

export const summaryValue = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: tokens.fontSize.sm,
});

export const success = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: tokens.fontWeight.bold,
});
