import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.space[3],
    padding: `${tokens.space[3]} ${tokens.space[4]}`,
    background: vars.color.surface,
    color: vars.color.text,
    borderInlineStart: `${tokens.borderWidth.stripe} solid ${vars.color.warning}`,
  },
  variants: {
    variant: {
      bar: { borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}` },
      card: {
        borderRadius: tokens.radius.card,
        border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
        borderInlineStart: `${tokens.borderWidth.stripe} solid ${vars.color.warning}`,
        boxShadow: vars.shadow.raised,
      },
    },
  },
  defaultVariants: { variant: 'bar' },
});

export type MaintenanceBannerRecipe = NonNullable<RecipeVariants<typeof root>>;

export const icon = style({
  width: tokens.space[6],
  height: tokens.space[6],
  flexShrink: 0,
  marginTop: tokens.space.px,
  color: vars.color.warning,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.warning,
});

export const content = style({ margin: 0, fontSize: tokens.fontSize.md, color: vars.color.text });

export const period = style({
  margin: 0,
  fontSize: tokens.fontSize.sm,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const periodLabel = style({ fontWeight: tokens.fontWeight.medium, color: vars.color.text });

export const dismiss = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: tokens.size.touch,
    height: tokens.size.touch,
    flexShrink: 0,
    margin: `-${tokens.space[2]} -${tokens.space[2]} -${tokens.space[2]} 0`,
    padding: 0,
    border: 'none',
    borderRadius: tokens.radius.cell,
    background: 'transparent',
    color: vars.color.muted,
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.text, background: vars.color.raised } },
  },
]);

export const dismissIcon = style({ width: tokens.space[4.5], height: tokens.space[4.5] });
