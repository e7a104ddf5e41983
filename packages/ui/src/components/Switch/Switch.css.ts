import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[3],
    minHeight: tokens.size.touch,
    maxWidth: '100%',
    padding: `${tokens.space[1]} 0`,
    border: 0,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    fullWidth: {
      true: { display: 'flex', width: '100%', justifyContent: 'space-between' },
      false: {},
    },
  },
  defaultVariants: { fullWidth: false },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const label = style({
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.medium,
  ...leading(tokens.lineHeight.body),
});

export const hiddenLabel = style([visuallyHidden]);

export const description = style({
  fontSize: tokens.fontSize.xs,
  ...leading(tokens.lineHeight.body),
  color: vars.color.muted,
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: tokens.size.touch,
  height: tokens.space[6.5],
  borderRadius: tokens.radius.full,
  background: vars.color.raised,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.muted}`,
  transition: `background-color ${tokens.motion.fast} ${tokens.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    [`${root.classNames.base}:focus-visible &`]: {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
    [`${root.classNames.base}[aria-checked="true"] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: tokens.space[0.5],
  left: tokens.space[0.5],
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: tokens.space[5],
  height: tokens.space[5],
  borderRadius: tokens.radius.full,
  background: vars.color.muted,
  color: vars.color.accent,
  transition: `transform ${tokens.motion.fast} ${tokens.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    [`${root.classNames.base}[aria-checked="true"] &`]: {
      transform: `translateX(${tokens.space[4.5]})`,
      background: vars.color.onAccent,
    },
  },
});

export const check = style({
  width: tokens.space[3],
  height: tokens.space[3],
  opacity: 0,
  selectors: { [`${root.classNames.base}[aria-checked="true"] &`]: { opacity: 1 } },
});
