import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const link = recipe({
  base: [
    focusRing,
    {
      borderRadius: tokens.space[0.5],
      cursor: 'pointer',
      textUnderlineOffset: '0.2em',
      textDecorationThickness: tokens.space.px,
      transition: `color ${tokens.motion.fast} ${tokens.motion.easing}`,
      '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    },
  ],
  variants: {
    tone: {
      link: { color: vars.color.link },
      muted: {
        color: vars.color.muted,
        selectors: { '&:hover': { color: vars.color.text } },
      },
      inherit: { color: 'inherit' },
    },
    underline: {
      always: { textDecorationLine: 'underline' },
      hover: {
        textDecorationLine: 'none',
        selectors: { '&:hover': { textDecorationLine: 'underline' } },
      },
      none: { textDecorationLine: 'none' },
    },
  },
  defaultVariants: { tone: 'link', underline: 'always' },
});

export type LinkRecipe = NonNullable<RecipeVariants<typeof link>>;

export const externalIcon = style({
  display: 'inline-block',
  width: '0.75em',
  height: '0.75em',
  marginInlineStart: '0.25em',
  verticalAlign: 'baseline',
  flexShrink: 0,
});

/** Screen-reader-only text (shared.css.ts can't be imported from a component: it exports a function). */
export const srOnly = style([visuallyHidden]);
