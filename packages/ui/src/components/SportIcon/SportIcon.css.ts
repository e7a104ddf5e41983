import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/theme.css.ts';

export const sportIcon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    transition: `color ${tokens.motion.fast} ${tokens.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    active: {
      true: { color: vars.color.accent },
      false: { color: vars.color.muted },
    },
    size: {
      sm: { width: tokens.space[4], height: tokens.space[4] },
      md: { width: tokens.space[6], height: tokens.space[6] },
      lg: { width: tokens.space[8], height: tokens.space[8] },
    },
  },
  defaultVariants: { active: false, size: 'md' },
});

export type SportIconRecipe = NonNullable<RecipeVariants<typeof sportIcon>>;
