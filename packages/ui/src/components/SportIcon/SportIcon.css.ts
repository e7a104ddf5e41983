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
      sm: { width: '16px', height: '16px' },
      md: { width: '24px', height: '24px' },
      lg: { width: '32px', height: '32px' },
    },
  },
  defaultVariants: { active: false, size: 'md' },
});

export type SportIconRecipe = NonNullable<RecipeVariants<typeof sportIcon>>;
