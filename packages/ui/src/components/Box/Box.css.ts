import { style, styleVariants } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/theme.css.ts';

export const box = style({ minWidth: 0 });

export const padding = styleVariants(tokens.space, (value) => ({ padding: value }));
export const paddingX = styleVariants(tokens.space, (value) => ({
  paddingLeft: value,
  paddingRight: value,
}));
export const paddingY = styleVariants(tokens.space, (value) => ({
  paddingTop: value,
  paddingBottom: value,
}));

export const background = styleVariants({
  none: {},
  bg: { background: vars.color.bg, color: vars.color.text },
  surface: { background: vars.color.surface, color: vars.color.text },
  raised: { background: vars.color.raised, color: vars.color.text },
});

export const radius = styleVariants({
  none: {},
  cell: { borderRadius: tokens.radius.cell },
  card: { borderRadius: tokens.radius.card },
  sheet: { borderRadius: tokens.radius.sheet },
  full: { borderRadius: tokens.radius.full },
});

export const bordered = style({
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});
