import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const toggle = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: tokens.size.touch,
      minHeight: tokens.size.touch,
      padding: 0,
      border: 'none',
      borderRadius: tokens.radius.full,
      background: 'transparent',
      color: vars.color.text,
      cursor: 'pointer',
      fontFamily: 'inherit',
      selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.5 } },
    },
  ],
  variants: {
    variant: {
      switch: {},
      icon: {
        selectors: { '&:hover:not(:disabled)': { background: vars.color.raised } },
      },
    },
  },
  defaultVariants: { variant: 'switch' },
});

export type ThemeToggleRecipe = NonNullable<RecipeVariants<typeof toggle>>;

export const track = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: tokens.space[14],
  height: tokens.space[7.5],
  padding: `0 ${tokens.space[2]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.raised,
  boxShadow: `inset 0 0 0 ${tokens.borderWidth.hairline} ${vars.color.border}`,
  color: vars.color.muted,
});

export const knob = style({
  position: 'absolute',
  top: tokens.space[0.75],
  left: tokens.space[0.75],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: tokens.space[6],
  height: tokens.space[6],
  borderRadius: tokens.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  boxShadow: vars.shadow.raised,
  transition: `transform ${tokens.motion.base} ${tokens.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: { '[aria-checked="true"] &': { transform: `translateX(${tokens.space[6.5]})` } },
});

export const trackIcon = style({ width: tokens.space[3.5], height: tokens.space[3.5] });
export const knobIcon = style({ width: tokens.space[4], height: tokens.space[4] });
export const icon = style({ width: tokens.space[5.5], height: tokens.space[5.5] });

export const srOnly = style([visuallyHidden]);
