import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@touchline/ui/tokens';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
});

export const board = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
});

export const league = style({ margin: 0, color: vars.color.muted, fontSize: tokens.fontSize.sm });

export const teams = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: tokens.space[3],
  fontWeight: tokens.fontWeight.bold,
});

export const home = style({ textAlign: 'end', overflowWrap: 'anywhere' });
export const away = style({ textAlign: 'start', overflowWrap: 'anywhere' });

export const score = style({
  fontSize: tokens.fontSize.xl,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const clock = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space[2],
  color: vars.color.liveText,
  fontSize: tokens.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const markets = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[2] });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[2],
});

export const prompt = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: tokens.space[2],
});

export const text = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.muted });

/** A visitor's board: the score alone, under its label. */
export const visitorScore = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[1],
});
