import { style } from '@vanilla-extract/css';
import { tabularNumbers } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  padding: tokens.space[4],
  minWidth: 0,
});

/** The heading takes the focus programmatically (to be read out); it is not a control. */
export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[2],
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
  outline: 'none',
});

export const titleIcon = style({
  width: tokens.space[6],
  height: tokens.space[6],
  flexShrink: 0,
  color: vars.color.success,
});

export const bets = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const bet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  padding: tokens.space[3],
  borderRadius: tokens.radius.cell,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

export const betHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: tokens.space[2],
});

export const betKind = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.bold,
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  margin: 0,
});

export const fact = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: tokens.space[2],
});

export const factTerm = style({ color: vars.color.muted, fontSize: tokens.fontSize.sm });

export const factValue = style([
  tabularNumbers,
  { margin: 0, fontWeight: tokens.fontWeight.bold, textAlign: 'end' },
]);

/** An order id can be long: it wraps rather than pushing the row wider. */
export const reference = style([
  tabularNumbers,
  { margin: 0, textAlign: 'end', overflowWrap: 'anywhere', minWidth: 0 },
]);

export const note = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.muted });

export const actions = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${tokens.size.fieldBasis}), 1fr))`,
  gap: tokens.space[2],
});
