import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const card = recipe({
  base: {
    display: 'block',
    minWidth: 0,
    position: 'relative',
    background: vars.color.surface,
    color: vars.color.text,
    border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    borderRadius: tokens.radius.card,
    boxShadow: vars.shadow.raised,
    textAlign: 'start',
    font: 'inherit',
    textDecoration: 'none',
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: tokens.space[3] },
      md: { padding: tokens.space[4] },
      lg: { padding: tokens.space[6] },
    },
    interactive: {
      true: [
        focusRing,
        {
          cursor: 'pointer',
          width: '100%',
          transition: `border-color ${tokens.motion.fast} ${tokens.motion.easing}, background-color ${tokens.motion.fast} ${tokens.motion.easing}`,
          '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
          selectors: {
            '&:hover': { borderColor: vars.color.muted, background: vars.color.raised },
            '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
          },
        },
      ],
      false: {},
    },
    // Selected is told by a thicker accent outline (shape, not only colour) plus, on buttons,
    // aria-pressed.
    selected: {
      true: {
        borderColor: vars.color.accent,
        boxShadow: `inset 0 0 0 ${tokens.borderWidth.hairline} ${vars.color.accent}`,
        selectors: { '&:hover': { borderColor: vars.color.accent } },
      },
      false: {},
    },
  },
  defaultVariants: { padding: 'md', interactive: false, selected: false },
});

export type CardRecipe = NonNullable<RecipeVariants<typeof card>>;
