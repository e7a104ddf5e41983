import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const ratio = createVar();

export const root = recipe({
  base: {
    position: 'relative',
    display: 'block',
    width: '100%',
    aspectRatio: ratio,
    overflow: 'hidden',
    background: vars.color.raised,
  },
  variants: {
    radius: {
      none: {},
      cell: { borderRadius: tokens.radius.cell },
      card: { borderRadius: tokens.radius.card },
    },
  },
  defaultVariants: { radius: 'none' },
});

export type LazyImageRecipe = NonNullable<RecipeVariants<typeof root>>;

export const image = recipe({
  base: {
    position: 'absolute',
    inset: 0,
    display: 'block',
    width: '100%',
    height: '100%',
    opacity: 0,
  },
  variants: {
    fit: { cover: { objectFit: 'cover' }, contain: { objectFit: 'contain' } },
    shown: {
      true: {
        opacity: 1,
        transition: `opacity ${tokens.motion.slow} ${tokens.motion.easing}`,
        '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
      },
      false: {},
    },
    /** A cached image shows at once, without fading in. */
    instant: { true: { transition: 'none' }, false: {} },
  },
  defaultVariants: { fit: 'cover', shown: false, instant: false },
});

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space[1],
  padding: tokens.space[2],
  color: vars.color.muted,
  textAlign: 'center',
});

export const glyph = style({
  width: `clamp(${tokens.space[4]}, 22%, ${tokens.space[10]})`,
  height: 'auto',
  aspectRatio: '1',
  flexShrink: 0,
});

export const failedText = style({
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '0.06em',
  ...leading(tokens.lineHeight.body),
});
