import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

/* The field frame shared by Input and Select: label, control, hint, error. */

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  minWidth: 0,
  width: '100%',
});

export const label = style({
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  ...leading(tokens.lineHeight.body),
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const hiddenLabel = style([visuallyHidden]);

export const optional = style({
  fontWeight: tokens.fontWeight.regular,
  color: vars.color.muted,
});

export const hint = style({
  margin: 0,
  fontSize: tokens.fontSize.xs,
  ...leading(tokens.lineHeight.body),
  color: vars.color.muted,
  overflowWrap: 'anywhere',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space[1],
  margin: 0,
  fontSize: tokens.fontSize.xs,
  ...leading(tokens.lineHeight.body),
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
  // Kept in the tree while empty (a live region must exist before its message): no height,
  // and no gap either.
  selectors: { '&:empty': { marginTop: `calc(-1 * ${tokens.space[1]})` } },
});

export const errorIcon = style({
  flexShrink: 0,
  width: tokens.space[3.5],
  height: tokens.space[3.5],
  marginTop: tokens.space[0.5],
});

/* The box around the input (and its prefix, suffix and password toggle). */

export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.space[2],
    width: '100%',
    minWidth: 0,
    paddingInline: tokens.space[3],
    background: vars.color.raised,
    color: vars.color.text,
    border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    borderRadius: tokens.radius.cell,
    transition: `border-color ${tokens.motion.fast} ${tokens.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    selectors: {
      '&:hover': { borderColor: vars.color.muted },
      '&:has(input:focus-visible), &:has(select:focus-visible)': {
        borderColor: vars.color.accent,
        outline: `${tokens.focus.width} solid ${vars.color.accent}`,
        outlineOffset: tokens.borderWidth.hairline,
      },
      '&[data-invalid="true"]': { borderColor: vars.color.danger },
      '&[data-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      md: { minHeight: tokens.size.controlMd },
      lg: { minHeight: tokens.size.controlLg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  // 16 px keeps mobile Safari from zooming into the field on focus.
  fontSize: tokens.fontSize.lg,
  ...leading(tokens.lineHeight.body),
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
    '&[inputmode="numeric"], &[inputmode="decimal"]': { fontVariantNumeric: 'tabular-nums' },
  },
});

export const affix = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.muted,
  fontSize: tokens.fontSize.md,
  whiteSpace: 'nowrap',
});

export const toggle = style({ marginInlineEnd: `calc(-1 * ${tokens.space[2]})` });

export type InputControlRecipe = NonNullable<RecipeVariants<typeof control>>;
