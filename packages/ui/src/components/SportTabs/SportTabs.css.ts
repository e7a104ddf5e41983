import { style } from '@vanilla-extract/css';
import { focusRing, tabularNumbers, visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const root = style({
  display: 'flex',
  gap: tokens.space[1],
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  scrollPaddingInline: tokens.space[4],
  padding: `${tokens.space[1]} ${tokens.space[2]}`,
  background: vars.color.surface,
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  minWidth: 0,
});

export const tab = style([
  focusRing,
  {
    position: 'relative',
    flex: '0 0 auto',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'flex-start',
    gap: tokens.space[1],
    minWidth: tokens.space[16],
    maxWidth: tokens.space[24],
    minHeight: tokens.space[14],
    padding: `${tokens.space[2]} ${tokens.space[2]} ${tokens.space[2]}`,
    border: 0,
    borderRadius: tokens.radius.cell,
    background: 'transparent',
    color: vars.color.muted,
    font: 'inherit',
    fontSize: tokens.fontSize.xs,
    textAlign: 'center',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.raised, color: vars.color.text },
      '&:focus-visible': { outlineOffset: tokens.focus.inset },
      '&[aria-selected="true"]': { color: vars.color.text, fontWeight: tokens.fontWeight.bold },
      '&[aria-selected="true"]::after': {
        content: '""',
        position: 'absolute',
        insetInline: tokens.space[3],
        bottom: 0,
        height: tokens.space[0.75],
        borderRadius: tokens.radius.full,
        background: vars.color.accent,
      },
    },
  },
]);

export const iconWrap = style({ position: 'relative', display: 'inline-flex' });

export const name = style({
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  ...leading(tokens.lineHeight.tight),
  selectors: {
    ':lang(th) &, :lang(vi) &': { ...leading(tokens.lineHeight.body) },
  },
});

export const count = style([
  tabularNumbers,
  {
    position: 'absolute',
    top: tokens.space[0.5],
    insetInlineStart: `calc(50% + ${tokens.space[1.5]})`,
    minWidth: tokens.space[4.5],
    padding: `0 ${tokens.space[1]}`,
    borderRadius: tokens.radius.full,
    background: vars.color.raised,
    color: vars.color.text,
    border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    fontSize: tokens.fontSize['2xs'],
    fontWeight: tokens.fontWeight.medium,
    lineHeight: tokens.space[4],
    textAlign: 'center',
  },
]);

/** Read by screen readers only (re-exported: shared.css.ts can't be loaded from a .tsx file). */
export const srOnly = visuallyHidden;
