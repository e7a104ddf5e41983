import { style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const root = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    flexShrink: 0,
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      xs: { width: tokens.space[6], height: tokens.space[6], fontSize: tokens.fontSize['3xs'] },
      sm: { width: tokens.space[8], height: tokens.space[8], fontSize: tokens.fontSize.xs },
      md: { width: tokens.space[10], height: tokens.space[10], fontSize: tokens.fontSize.md },
      lg: { width: tokens.space[14], height: tokens.space[14], fontSize: tokens.fontSize.xl },
      xl: { width: tokens.space[20], height: tokens.space[20], fontSize: tokens.fontSize['3xl'] },
    },
  },
  defaultVariants: { size: 'md' },
});

export type AvatarRecipe = NonNullable<RecipeVariants<typeof root>>;

export const picture = style({
  display: 'block',
  width: '100%',
  height: '100%',
  borderRadius: tokens.radius.full,
  overflow: 'hidden',
  background: vars.color.raised,
  boxShadow: `inset 0 0 0 ${tokens.borderWidth.hairline} ${vars.color.border}`,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const svg = style({ display: 'block', width: '100%', height: '100%' });

export const initials = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.text,
  fontWeight: tokens.fontWeight.bold,
  ...leading(1),
  textTransform: 'uppercase',
  userSelect: 'none',
});

export const badge = style({
  position: 'absolute',
  insetInlineEnd: '-10%',
  insetBlockEnd: '-8%',
  display: 'inline-flex',
  ...leading(0),
});

/** Palette roles a portrait is painted with (fill, through the theme contract). */
export const fill = styleVariants({
  raised: { fill: vars.color.raised },
  accent: { fill: vars.color.accent },
  link: { fill: vars.color.link },
  warning: { fill: vars.color.warning },
  up: { fill: vars.color.up },
  down: { fill: vars.color.down },
  liveText: { fill: vars.color.liveText },
  muted: { fill: vars.color.muted },
  vipBronze: { fill: vars.color.vipBronze },
  vipSilver: { fill: vars.color.vipSilver },
  vipGold: { fill: vars.color.vipGold },
});

export type PortraitColor = keyof typeof fill;
