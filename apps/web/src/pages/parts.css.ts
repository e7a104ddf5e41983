import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@touchline/ui/tokens';

/** Why a mutation failed, under its form. */
export const alert = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: tokens.fontSize.sm,
  overflowWrap: 'anywhere',
});
