import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@touchline/ui/tokens';

export const explain = style({ margin: 0, color: vars.color.muted, maxWidth: '70ch' });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  maxWidth: 560,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${tokens.space[2]} ${tokens.space[4]}`,
  margin: 0,
});

export const big = style({
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const good = style({ color: vars.color.success, fontWeight: tokens.fontWeight.bold });
export const bad = style({ color: vars.color.danger, fontWeight: tokens.fontWeight.bold });
export const muted = style({ margin: 0, color: vars.color.muted });

export const spins = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const spin = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  padding: tokens.space[3],
  borderRadius: tokens.radius.card,
  background: vars.color.surface,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

export const spinTitle = style({ margin: 0, fontSize: tokens.fontSize.md });

export const window = style({ borderCollapse: 'separate', borderSpacing: tokens.space[1] });

export const cell = style({
  minWidth: tokens.size.touch,
  padding: tokens.space[2],
  textAlign: 'center',
  borderRadius: tokens.radius.cell,
  background: vars.color.raised,
  color: vars.color.text,
  border: `${tokens.borderWidth.thick} solid transparent`,
});

/** A winning cell, marked as the slot marks it (a gold frame) so its symbol stays readable. */
export const won = style([
  cell,
  {
    borderColor: vars.color.vipGold,
    boxShadow: `inset 0 0 0 ${tokens.borderWidth.hairline} ${vars.color.vipGold}`,
  },
]);

export const wins = style({ margin: 0, paddingLeft: tokens.space[5] });

export const symbol = style({ display: 'block', width: 36, height: 36, margin: '0 auto' });
