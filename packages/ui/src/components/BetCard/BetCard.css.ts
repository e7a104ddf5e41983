import { style } from '@vanilla-extract/css';
import { cardSurface, tabularNumbers, visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const root = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.space[3],
    padding: tokens.space[4],
    minWidth: 0,
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: tokens.space[2],
});

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.bold,
});

export const meta = style([
  tabularNumbers,
  {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.space[3],
    margin: 0,
    fontSize: tokens.fontSize.xs,
    color: vars.color.muted,
  },
]);

export const metaItem = style({ display: 'flex', gap: tokens.space[1], margin: 0 });

export const amounts = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: tokens.space[2],
  margin: 0,
});

export const amount = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[0.5],
  margin: 0,
});

export const amountTerm = style({ fontSize: tokens.fontSize.xs, color: vars.color.muted });

export const amountValue = style({ margin: 0, fontWeight: tokens.fontWeight.bold });

export const cashOut = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  padding: tokens.space[3],
  borderRadius: tokens.radius.cell,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

export const cashOutRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: tokens.space[2],
  margin: 0,
});

export const expiry = style([
  tabularNumbers,
  { fontSize: tokens.fontSize.xs, color: vars.color.muted },
]);

export const expirySoon = style({ color: vars.color.warning, fontWeight: tokens.fontWeight.bold });

export const question = style({ margin: 0, fontSize: tokens.fontSize.sm });

export const buttons = style({ display: 'flex', gap: tokens.space[2], flexWrap: 'wrap' });

export const grow = style({ flex: `1 1 ${tokens.size.actionBasis}` });

/** Read by screen readers only (re-exported: shared.css.ts can't be loaded from a .tsx file). */
export const srOnly = visuallyHidden;
