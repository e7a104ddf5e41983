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
      minWidth: '44px',
      minHeight: '44px',
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
  width: '56px',
  height: '30px',
  padding: `0 ${tokens.space[2]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.raised,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  color: vars.color.muted,
});

export const knob = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  borderRadius: tokens.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  boxShadow: vars.shadow.raised,
  transition: `transform ${tokens.motion.base} ${tokens.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: { '[aria-checked="true"] &': { transform: 'translateX(26px)' } },
});

export const trackIcon = style({ width: '14px', height: '14px' });
export const knobIcon = style({ width: '16px', height: '16px' });
export const icon = style({ width: '22px', height: '22px' });

export const srOnly = style([visuallyHidden]);
