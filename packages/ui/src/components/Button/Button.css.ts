import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: tokens.space[2],
      border: '1px solid transparent',
      borderRadius: tokens.radius.cell,
      fontFamily: 'inherit',
      fontWeight: tokens.fontWeight.bold,
      lineHeight: tokens.lineHeight.tight,
      cursor: 'pointer',
      userSelect: 'none',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      transition: `background-color ${tokens.motion.fast} ${tokens.motion.easing}, border-color ${tokens.motion.fast} ${tokens.motion.easing}`,
      '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
      selectors: {
        '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
        '&[aria-busy="true"]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
      },
      secondary: {
        background: vars.color.raised,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
      },
      danger: {
        background: vars.color.surface,
        color: vars.color.danger,
        borderColor: vars.color.danger,
      },
    },
    size: {
      sm: { minHeight: '32px', padding: `0 ${tokens.space[3]}`, fontSize: tokens.fontSize.sm },
      md: { minHeight: '44px', padding: `0 ${tokens.space[4]}`, fontSize: tokens.fontSize.md },
      lg: { minHeight: '52px', padding: `0 ${tokens.space[6]}`, fontSize: tokens.fontSize.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  compoundVariants: [
    {
      variants: { variant: 'secondary' },
      style: { selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.muted } } },
    },
    {
      variants: { variant: 'ghost' },
      style: { selectors: { '&:hover:not(:disabled)': { background: vars.color.raised } } },
    },
  ],
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;
