import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const iconButton = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      padding: 0,
      border: `${tokens.borderWidth.hairline} solid transparent`,
      borderRadius: tokens.radius.cell,
      color: vars.color.text,
      cursor: 'pointer',
      userSelect: 'none',
      transition: `background-color ${tokens.motion.fast} ${tokens.motion.easing}, border-color ${tokens.motion.fast} ${tokens.motion.easing}`,
      '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
      selectors: {
        '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
        '&[aria-pressed="true"]': { color: vars.color.accent, borderColor: vars.color.accent },
        // The hit area never shrinks below 44 × 44 px, even when the drawn button does.
        '&::after': {
          content: '""',
          position: 'absolute',
          top: '50%',
          left: '50%',
          width: `max(100%, ${tokens.size.controlMd})`,
          height: `max(100%, ${tokens.size.controlMd})`,
          transform: 'translate(-50%, -50%)',
        },
      },
    },
  ],
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        selectors: { '&:hover:not(:disabled)': { background: vars.color.raised } },
      },
      secondary: {
        background: vars.color.raised,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.muted } },
      },
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
      },
    },
    size: {
      sm: { width: tokens.size.controlSm, height: tokens.size.controlSm },
      md: { width: tokens.size.controlMd, height: tokens.size.controlMd },
      lg: { width: tokens.size.controlLg, height: tokens.size.controlLg },
    },
    round: {
      true: { borderRadius: tokens.radius.full },
      false: {},
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md', round: false },
});

export const icon = recipe({
  base: { display: 'inline-flex', pointerEvents: 'none' },
  variants: {
    size: {
      sm: { width: tokens.space[4.5], height: tokens.space[4.5] },
      md: { width: tokens.space[5], height: tokens.space[5] },
      lg: { width: tokens.space[6], height: tokens.space[6] },
    },
  },
});

export type IconButtonRecipe = NonNullable<RecipeVariants<typeof iconButton>>;
