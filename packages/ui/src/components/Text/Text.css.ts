import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const text = recipe({
  base: {
    margin: 0,
    minWidth: 0,
    overflowWrap: 'anywhere',
    selectors: {
      // Thai marks and Vietnamese diacritics need the taller line height whatever the variant.
      '&:lang(th), &:lang(vi)': { ...leading(tokens.lineHeight.tall) },
    },
  },
  variants: {
    variant: {
      body: {
        fontSize: tokens.fontSize.md,
        fontWeight: tokens.fontWeight.regular,
        ...leading(tokens.lineHeight.body),
      },
      label: {
        fontSize: tokens.fontSize.sm,
        fontWeight: tokens.fontWeight.medium,
        ...leading(tokens.lineHeight.body),
      },
      caption: {
        fontSize: tokens.fontSize.xs,
        fontWeight: tokens.fontWeight.regular,
        ...leading(tokens.lineHeight.body),
      },
      title: {
        fontSize: tokens.fontSize.lg,
        fontWeight: tokens.fontWeight.bold,
        ...leading(tokens.lineHeight.tight),
      },
      heading: {
        fontSize: tokens.fontSize['2xl'],
        fontWeight: tokens.fontWeight.bold,
        ...leading(tokens.lineHeight.tight),
      },
      price: {
        fontSize: tokens.fontSize.lg,
        fontWeight: tokens.fontWeight.bold,
        ...leading(tokens.lineHeight.tight),
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.muted },
      accent: { color: vars.color.accent },
      up: { color: vars.color.up },
      down: { color: vars.color.down },
      live: { color: vars.color.liveText },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
    },
    tabular: {
      true: { fontVariantNumeric: 'tabular-nums' },
      false: {},
    },
    truncate: {
      true: {
        display: 'block',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        overflowWrap: 'normal',
      },
      false: {},
    },
  },
  defaultVariants: { variant: 'body', tone: 'default', tabular: false, truncate: false },
});

export type TextRecipe = NonNullable<RecipeVariants<typeof text>>;
