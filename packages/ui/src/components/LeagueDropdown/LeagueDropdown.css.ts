import { style } from '@vanilla-extract/css';
import {
  focusRing,
  tabularNumbers,
  textButton as sharedTextButton,
  visuallyHidden,
} from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const root = style({ position: 'relative', display: 'inline-block' });

export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[2],
    minHeight: tokens.size.touch,
    padding: `0 ${tokens.space[3]}`,
    border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    borderRadius: tokens.radius.cell,
    background: vars.color.raised,
    color: vars.color.text,
    font: 'inherit',
    fontSize: tokens.fontSize.md,
    fontWeight: tokens.fontWeight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: { '&:hover': { borderColor: vars.color.muted } },
  },
]);

export const icon = style({
  width: tokens.space[4.5],
  height: tokens.space[4.5],
  flexShrink: 0,
  color: vars.color.muted,
});

export const badge = style([
  tabularNumbers,
  {
    minWidth: tokens.space[5],
    padding: `0 ${tokens.space[1]}`,
    borderRadius: tokens.radius.full,
    background: vars.color.accent,
    color: vars.color.onAccent,
    fontSize: tokens.fontSize.xs,
    fontWeight: tokens.fontWeight.bold,
    lineHeight: tokens.space[5],
    textAlign: 'center',
  },
]);

export const popover = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: `calc(100% + ${tokens.space[1]})`,
  zIndex: tokens.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  width: `min(${tokens.size.popover}, calc(100vw - ${tokens.space[4]}))`,
  maxHeight: `min(${tokens.size.popoverMaxHeight}, 70vh)`,
  padding: tokens.space[3],
  background: vars.color.surface,
  color: vars.color.text,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.card,
  boxShadow: vars.shadow.overlay,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const search = style([
  focusRing,
  {
    width: '100%',
    minHeight: tokens.size.touch,
    padding: `0 ${tokens.space[3]}`,
    border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    borderRadius: tokens.radius.cell,
    background: vars.color.raised,
    color: vars.color.text,
    font: 'inherit',
    fontSize: tokens.fontSize.md,
    selectors: {
      '&::placeholder': { color: vars.color.muted, opacity: 1 },
      '&:focus-visible': { outlineOffset: '0' },
    },
  },
]);

export const actions = style({
  display: 'flex',
  gap: tokens.space[2],
  justifyContent: 'space-between',
});

export const textButton = style([sharedTextButton, { minHeight: tokens.space[9] }]);

export const listbox = style([
  focusRing,
  {
    flex: '1 1 auto',
    minHeight: 0,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    overflowY: 'auto',
    borderRadius: tokens.radius.cell,
    selectors: { '&:focus-visible': { outlineOffset: '0' } },
  },
]);

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[2],
  minHeight: tokens.size.touch,
  padding: `${tokens.space[1]} ${tokens.space[2]}`,
  borderRadius: tokens.radius.cell,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.raised },
    '&[data-active="true"]': {
      background: vars.color.raised,
      boxShadow: `inset 0 0 0 ${tokens.borderWidth.thick} ${vars.color.accent}`,
    },
  },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: tokens.space[4.5],
  height: tokens.space[4.5],
  border: `${tokens.borderWidth.thick} solid ${vars.color.muted}`,
  borderRadius: tokens.radius.sm,
  color: vars.color.onAccent,
  selectors: {
    '[aria-selected="true"] > &': { background: vars.color.accent, borderColor: vars.color.accent },
  },
});

export const check = style({ width: tokens.space[3], height: tokens.space[3] });

export const optionName = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

export const optionCount = style([
  tabularNumbers,
  { flexShrink: 0, color: vars.color.muted, fontSize: tokens.fontSize.sm },
]);

export const empty = style({
  margin: 0,
  padding: `${tokens.space[4]} ${tokens.space[2]}`,
  color: vars.color.muted,
  textAlign: 'center',
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end' });

/** Read by screen readers only (re-exported: shared.css.ts can't be loaded from a .tsx file). */
export const srOnly = visuallyHidden;
