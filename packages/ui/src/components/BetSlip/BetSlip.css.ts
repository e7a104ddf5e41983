import { style, styleVariants } from '@vanilla-extract/css';
import {
  cardSurface,
  focusRing,
  reasonBox,
  tabularNumbers,
  textButton as sharedTextButton,
  visuallyHidden,
} from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const root = style([cardSurface, { display: 'flex', flexDirection: 'column', minWidth: 0 }]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[2],
  minHeight: tokens.space[13],
  padding: `${tokens.space[2]} ${tokens.space[4]}`,
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[2],
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
});

export const countPill = style([
  tabularNumbers,
  {
    minWidth: tokens.space[5.5],
    padding: `0 ${tokens.space[1]}`,
    borderRadius: tokens.radius.full,
    background: vars.color.accent,
    color: vars.color.onAccent,
    fontSize: tokens.fontSize.xs,
    lineHeight: tokens.space[5.5],
    textAlign: 'center',
  },
]);

export const textButton = style([sharedTextButton, { minHeight: tokens.size.touch }]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  padding: tokens.space[4],
  margin: 0,
});

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: tokens.space[2],
  fontSize: tokens.fontSize.sm,
  color: vars.color.muted,
});

export const segmented = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: tokens.space[1],
  padding: tokens.space[1],
  borderRadius: tokens.radius.cell,
  background: vars.color.raised,
});

/** The native radio stays in the page (keyboard, forms) but is drawn by its label. */
export const radioInput = style({
  position: 'absolute',
  opacity: 0,
  width: tokens.space.px,
  height: tokens.space.px,
  margin: 0,
  pointerEvents: 'none',
});

export const segment = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: tokens.space[10],
  padding: `0 ${tokens.space[2]}`,
  borderRadius: tokens.radius.cell,
  color: vars.color.muted,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      background: vars.color.surface,
      color: vars.color.text,
      fontWeight: tokens.fontWeight.bold,
      boxShadow: vars.shadow.raised,
    },
    '&:has(input:focus-visible)': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.borderWidth.hairline,
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  padding: tokens.space[3],
  borderRadius: tokens.radius.cell,
  background: vars.color.raised,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

export const itemHead = style({ display: 'flex', alignItems: 'flex-start', gap: tokens.space[2] });

export const itemText = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  overflowWrap: 'anywhere',
});

export const itemLabel = style({ fontWeight: tokens.fontWeight.bold });

export const itemMarket = style({ fontSize: tokens.fontSize.sm });

export const itemMatch = style({ fontSize: tokens.fontSize.xs, color: vars.color.muted });

export const itemStatus = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.warning,
});

export const price = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  flexShrink: 0,
  minWidth: tokens.size.oddsCell,
});

export const priceNow = style([
  tabularNumbers,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[0.5],
    fontSize: tokens.fontSize.lg,
    fontWeight: tokens.fontWeight.bold,
    ...leading(tokens.lineHeight.tight),
  },
]);

export const priceWas = style([
  tabularNumbers,
  { fontSize: tokens.fontSize.xs, color: vars.color.muted, textDecoration: 'line-through' },
]);

export const arrow = styleVariants({
  up: { width: tokens.space[2.5], height: tokens.space[2.5], color: vars.color.up },
  down: { width: tokens.space[2.5], height: tokens.space[2.5], color: vars.color.down },
});

export const stakeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: tokens.space[2],
});

/** The reserve-bet choice of a single and its wanted-odds field. */
export const reserve = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
});

/** "Min ₫1.00", "Max ₫50,000.00": a limit wraps as a whole, never between its word and amount. */
export const limit = style({ whiteSpace: 'nowrap' });

export const stakeField = style({ flex: `1 1 ${tokens.size.fieldBasis}`, minWidth: 0 });

export const stakeReturn = style({
  flex: `1 1 ${tokens.size.fieldBasisSm}`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  minHeight: tokens.size.touch,
  justifyContent: 'center',
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
});

export const stakeReturnValue = style({ color: vars.color.text, fontSize: tokens.fontSize.md });

export const parlay = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  padding: tokens.space[3],
  borderRadius: tokens.radius.cell,
  border: `${tokens.borderWidth.hairline} dashed ${vars.color.border}`,
});

export const row = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: tokens.space[2],
  margin: 0,
});

export const rowTerm = style({ color: vars.color.muted, fontSize: tokens.fontSize.sm });

export const rowValue = style([
  tabularNumbers,
  { margin: 0, fontWeight: tokens.fontWeight.bold, textAlign: 'end' },
]);

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  margin: 0,
  paddingTop: tokens.space[3],
  borderTop: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

export const policy = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[1] });

export const policyOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[2],
  minHeight: tokens.space[9],
  fontSize: tokens.fontSize.sm,
  cursor: 'pointer',
});

export const policyRadio = style([
  focusRing,
  {
    width: tokens.space[4.5],
    height: tokens.space[4.5],
    margin: 0,
    accentColor: vars.color.accent,
    flexShrink: 0,
  },
]);

export const reason = style([
  reasonBox,
  {
    display: 'flex',
    alignItems: 'flex-start',
    margin: 0,
    padding: tokens.space[3],
    background: vars.color.surface,
    fontWeight: tokens.fontWeight.medium,
  },
]);

export const reasonIcon = style({
  width: tokens.space[4],
  height: tokens.space[4],
  flexShrink: 0,
  marginTop: tokens.space[0.5],
});

export const message = styleVariants({
  error: {
    margin: 0,
    color: vars.color.danger,
    fontSize: tokens.fontSize.sm,
    fontWeight: tokens.fontWeight.medium,
    selectors: { '&:empty': { display: 'none' } },
  },
  success: {
    margin: 0,
    color: vars.color.success,
    fontSize: tokens.fontSize.sm,
    fontWeight: tokens.fontWeight.medium,
    selectors: { '&:empty': { display: 'none' } },
  },
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[2] });

/**
 * The place button while it can't be pressed reads as off, not as a dimmed call to action: the
 * raised surface, the muted text (an AA pair in both themes) and the border, at full opacity,
 * instead of the accent at half opacity, which still looked pressable. `&&` outranks the
 * button's own `:disabled` rule and its tone's colours.
 */
export const placeButton = style({
  selectors: {
    '&&:disabled': {
      background: vars.color.raised,
      color: vars.color.muted,
      borderColor: vars.color.border,
      opacity: 1,
    },
  },
});

export const icon = style({ width: '100%', height: '100%' });

/** Read by screen readers only (re-exported: shared.css.ts can't be loaded from a .tsx file). */
export const srOnly = visuallyHidden;
