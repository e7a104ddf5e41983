import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const wrap = style({ position: 'relative', paddingInline: 0 });

export const select = style({
  flex: '1 1 auto',
  alignSelf: 'stretch',
  minWidth: 0,
  margin: 0,
  paddingBlock: 0,
  paddingInlineStart: tokens.space[3],
  // room for the chevron
  paddingInlineEnd: tokens.space[10],
  appearance: 'none',
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: tokens.fontSize.lg,
  ...leading(tokens.lineHeight.body),
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
    '&[data-placeholder="true"]': { color: vars.color.muted },
  },
});

// Native option popups take the page's colours only when told to.
export const option = style({ background: vars.color.surface, color: vars.color.text });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: tokens.space[3],
  top: '50%',
  transform: 'translateY(-50%)',
  width: tokens.space[4.5],
  height: tokens.space[4.5],
  color: vars.color.muted,
  pointerEvents: 'none',
});
