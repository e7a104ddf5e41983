import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  padding: tokens.space[4],
  background: vars.color.surface,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.card,
  color: vars.color.text,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.tight),
});

export const list = style({
  margin: 0,
  paddingInlineStart: '1.75em',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  fontSize: tokens.fontSize.md,
  ...leading(tokens.lineHeight.body),
  listStyleType: 'decimal',
});

export const rule = style({
  paddingInlineStart: tokens.space[1],
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

globalStyle(`${rule}::marker`, {
  color: vars.color.muted,
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[2],
});

export const toggle = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[1],
    minHeight: tokens.size.touch,
    padding: `0 ${tokens.space[2]}`,
    marginInlineStart: `calc(-1 * ${tokens.space[2]})`,
    border: 'none',
    borderRadius: tokens.radius.cell,
    background: 'transparent',
    color: vars.color.link,
    font: 'inherit',
    fontWeight: tokens.fontWeight.medium,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.raised } },
  },
]);

export const chevron = style({
  transition: `transform ${tokens.motion.base} ${tokens.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const terms = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: tokens.size.touch,
  fontSize: tokens.fontSize.md,
});
