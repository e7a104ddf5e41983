import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const widthVar = createVar();
export const heightVar = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

const CIRCLE_DEFAULT = tokens.space[10];

export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    maxWidth: '100%',
    // The border colour stands out from every surface in both themes (raised is too faint on
    // the light page).
    backgroundColor: vars.color.border,
    backgroundImage: `linear-gradient(90deg, ${vars.color.border} 25%, ${vars.color.raised} 50%, ${vars.color.border} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s linear infinite`,
    '@media': {
      // No shimmer under reduced motion: a still placeholder.
      '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    shape: {
      text: {
        width: fallbackVar(widthVar, '100%'),
        height: fallbackVar(heightVar, '0.9em'),
        borderRadius: tokens.radius.cell,
      },
      rect: {
        width: fallbackVar(widthVar, '100%'),
        height: fallbackVar(heightVar, tokens.space[24]),
        borderRadius: tokens.radius.card,
      },
      circle: {
        width: fallbackVar(widthVar, CIRCLE_DEFAULT),
        height: fallbackVar(heightVar, widthVar, CIRCLE_DEFAULT),
        borderRadius: tokens.radius.full,
      },
    },
  },
  defaultVariants: { shape: 'text' },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  width: '100%',
});

export type SkeletonRecipe = NonNullable<RecipeVariants<typeof skeleton>>;

/**
 * The hidden "Loading" status of a busy container (shared.css.ts can't be imported from a
 * component file: it also exports a function, which vanilla-extract only allows between .css.ts
 * files).
 */
export const busyStatus = style([visuallyHidden]);
