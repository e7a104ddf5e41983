import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const srOnly = visuallyHidden;

export const root = recipe({
  base: {
    display: 'inline-flex',
    flexDirection: 'column',
    gap: tokens.space[2],
    color: vars.color.text,
    minWidth: 0,
  },
  variants: {
    variant: {
      boxes: {},
      inline: { flexDirection: 'row', alignItems: 'baseline', flexWrap: 'wrap' },
    },
  },
  defaultVariants: { variant: 'boxes' },
});

export const label = style({
  fontSize: tokens.fontSize.sm,
  color: vars.color.muted,
  ...leading(tokens.lineHeight.body),
});

export const units = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space[1],
});

export const unit = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[1],
});

export const value = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: vars.color.raised,
    border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    borderRadius: tokens.radius.cell,
    fontWeight: tokens.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    ...leading(tokens.lineHeight.tight),
    color: vars.color.text,
  },
  variants: {
    size: {
      sm: {
        minWidth: tokens.space[9],
        height: tokens.space[9],
        padding: `0 ${tokens.space[1]}`,
        fontSize: tokens.fontSize.lg,
      },
      md: {
        minWidth: tokens.space[12],
        height: tokens.space[12],
        padding: `0 ${tokens.space[2]}`,
        fontSize: tokens.fontSize['2xl'],
      },
      lg: {
        minWidth: tokens.space[16],
        height: tokens.space[16],
        padding: `0 ${tokens.space[2]}`,
        fontSize: tokens.fontSize['3xl'],
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export const unitLabel = style({
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
  ...leading(tokens.lineHeight.body),
  whiteSpace: 'nowrap',
});

export const separator = recipe({
  base: {
    color: vars.color.muted,
    fontWeight: tokens.fontWeight.bold,
    ...leading(tokens.lineHeight.tight),
  },
  variants: {
    size: {
      sm: { fontSize: tokens.fontSize.lg, paddingTop: tokens.size.countdownNudgeSm },
      md: { fontSize: tokens.fontSize['2xl'], paddingTop: tokens.size.countdownNudgeMd },
      lg: { fontSize: tokens.fontSize['3xl'], paddingTop: tokens.size.countdownNudgeLg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const inlineValue = recipe({
  base: {
    fontWeight: tokens.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      sm: { fontSize: tokens.fontSize.sm },
      md: { fontSize: tokens.fontSize.lg },
      lg: { fontSize: tokens.fontSize.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const ended = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[2],
    fontWeight: tokens.fontWeight.bold,
    color: vars.color.muted,
  },
  variants: {
    size: {
      sm: { fontSize: tokens.fontSize.md },
      md: { fontSize: tokens.fontSize.xl },
      lg: { fontSize: tokens.fontSize['2xl'] },
    },
  },
  defaultVariants: { size: 'md' },
});

export type CountdownRecipe = NonNullable<RecipeVariants<typeof root>>;
