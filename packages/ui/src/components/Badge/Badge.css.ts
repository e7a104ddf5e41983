import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[1],
    maxWidth: '100%',
    border: `${tokens.borderWidth.hairline} solid transparent`,
    borderRadius: tokens.radius.full,
    fontWeight: tokens.fontWeight.bold,
    ...leading(tokens.lineHeight.tight),
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    flexShrink: 0,
  },
  variants: {
    // Tones without an "on" colour of their own are drawn as outlines on the surface colour,
    // a pair the palette checks at AA.
    tone: {
      neutral: {
        background: vars.color.raised,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      accent: { background: vars.color.accent, color: vars.color.onAccent },
      live: { background: vars.color.liveBadge, color: vars.color.onLiveBadge },
      warning: {
        background: vars.color.surface,
        color: vars.color.warning,
        borderColor: vars.color.warning,
      },
      danger: {
        background: vars.color.surface,
        color: vars.color.danger,
        borderColor: vars.color.danger,
      },
      success: {
        background: vars.color.surface,
        color: vars.color.success,
        borderColor: vars.color.success,
      },
      vip: {
        background: vars.color.surface,
        color: vars.color.vipGold,
        borderColor: vars.color.vipGold,
      },
    },
    size: {
      sm: {
        minHeight: tokens.space[5],
        padding: `0 ${tokens.space[2]}`,
        fontSize: tokens.fontSize.xs,
      },
      md: {
        minHeight: tokens.space[6],
        padding: `${tokens.space[1]} ${tokens.space[3]}`,
        fontSize: tokens.fontSize.sm,
      },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export type BadgeRecipe = NonNullable<RecipeVariants<typeof badge>>;

export const label = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    // Clipping must not cut Thai marks or Vietnamese diacritics.
    '&:lang(th), &:lang(vi)': { ...leading(tokens.lineHeight.tall) },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
