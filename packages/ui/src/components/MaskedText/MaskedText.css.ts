import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tabularNumbers } from '../../theme/shared.css.ts';

export const masked = recipe({
  base: { overflowWrap: 'anywhere' },
  variants: {
    kind: {
      account: [tabularNumbers, { letterSpacing: '0.02em', whiteSpace: 'nowrap' }],
      name: {},
    },
  },
  defaultVariants: { kind: 'account' },
});

export type MaskedTextRecipe = NonNullable<RecipeVariants<typeof masked>>;
