import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    overflow: 'hidden',
    background: vars.color.surface,
    border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    borderRadius: tokens.radius.card,
    boxShadow: vars.shadow.raised,
    color: vars.color.text,
  },
  variants: {
    ended: { true: {}, false: {} },
  },
  defaultVariants: { ended: false },
});

export const media = style({ position: 'relative' });

export const image = style({
  selectors: { '[data-ended] &': { opacity: 0.5, filter: 'grayscale(1)' } },
});

export const mediaBadge = style({
  position: 'absolute',
  top: tokens.space[2],
  insetInlineStart: tokens.space[2],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  padding: tokens.space[4],
  flex: 1,
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[2] });

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.tight),
  overflowWrap: 'anywhere',
  selectors: { ':lang(th) &, :lang(vi) &': { ...leading(tokens.lineHeight.body) } },
});

export const period = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[1],
  fontSize: tokens.fontSize.sm,
  color: vars.color.muted,
});

export const periodValue = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.text });

export const footer = style({ marginTop: 'auto', paddingTop: tokens.space[2], display: 'flex' });

export const cta = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: tokens.space[1],
      minHeight: tokens.size.touch,
      width: '100%',
      padding: `0 ${tokens.space[4]}`,
      border: `${tokens.borderWidth.hairline} solid transparent`,
      borderRadius: tokens.radius.cell,
      font: 'inherit',
      fontWeight: tokens.fontWeight.bold,
      textDecoration: 'none',
      cursor: 'pointer',
    },
  ],
  variants: {
    ended: {
      false: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover': { filter: 'brightness(1.08)' } },
      },
      true: {
        background: vars.color.raised,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover': { borderColor: vars.color.muted } },
      },
    },
  },
  defaultVariants: { ended: false },
});

export type PromoCardRecipe = NonNullable<RecipeVariants<typeof root>>;
