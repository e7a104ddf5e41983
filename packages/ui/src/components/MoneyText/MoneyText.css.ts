import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { tabularNumbers, visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const money = recipe({
  base: [tabularNumbers, { whiteSpace: 'nowrap' }],
  variants: {
    tone: {
      default: {},
      positive: { color: vars.color.up },
      negative: { color: vars.color.down },
    },
    size: {
      inherit: {},
      sm: { fontSize: tokens.fontSize.sm },
      md: { fontSize: tokens.fontSize.md },
      lg: { fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold },
      xl: { fontSize: tokens.fontSize['2xl'], fontWeight: tokens.fontWeight.bold },
    },
  },
  defaultVariants: { tone: 'default', size: 'inherit' },
});

export type MoneyTextRecipe = NonNullable<RecipeVariants<typeof money>>;

export const srOnly = style([visuallyHidden]);

/** The dots of a hidden amount, spaced so they read as a mask rather than a word. */
export const mask = style({ letterSpacing: '0.12em' });
