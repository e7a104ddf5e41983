import { style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    verticalAlign: 'middle',
    ...leading(1),
  },
  variants: {
    size: {
      sm: { height: tokens.space[5], width: tokens.size.vipSm },
      md: { height: tokens.space[7], width: tokens.size.vipMd },
      lg: { height: tokens.space[10], width: tokens.size.vipLg },
    },
  },
  defaultVariants: { size: 'md' },
});

export type VipBadgeRecipe = NonNullable<RecipeVariants<typeof badge>>;

export const svg = style({ display: 'block', width: '100%', height: '100%', overflow: 'visible' });

export const number = style({
  fontFamily: tokens.font.body,
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.04em',
});

/** Shield fill, rim and number per tier; the number alone tells the level, the colour the tier. */
export const shield = styleVariants({
  entry: { fill: vars.color.raised, stroke: vars.color.muted, strokeWidth: 1.5 },
  bronze: { fill: vars.color.vipBronze, stroke: 'none' },
  silver: { fill: vars.color.vipSilver, stroke: 'none' },
  gold: { fill: vars.color.vipGold, stroke: 'none' },
  'black-gold': {
    fill: vars.color.vipBlackGold,
    stroke: vars.color.onVipBlackGold,
    strokeWidth: 1.5,
  },
});

export const rim = styleVariants({
  entry: { display: 'none' },
  bronze: { fill: 'none', stroke: vars.color.surface, strokeOpacity: 0.45, strokeWidth: 1 },
  silver: { fill: 'none', stroke: vars.color.surface, strokeOpacity: 0.45, strokeWidth: 1 },
  gold: { fill: 'none', stroke: vars.color.surface, strokeOpacity: 0.45, strokeWidth: 1 },
  'black-gold': { fill: 'none', stroke: vars.color.onVipBlackGold, strokeWidth: 0.75 },
});

export const label = styleVariants({
  entry: { fill: vars.color.muted },
  bronze: { fill: vars.color.surface },
  silver: { fill: vars.color.surface },
  gold: { fill: vars.color.surface },
  'black-gold': { fill: vars.color.onVipBlackGold },
});
