import { createVar, keyframes, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const shiftVar = createVar();

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const root = style({ position: 'relative', display: 'inline-flex', maxWidth: '100%' });

// The positioner's padding bridges the gap between trigger and bubble, so the pointer can move
// onto the bubble without closing it.
export const positioner = style({
  vars: { [shiftVar]: '0px' },
  position: 'absolute',
  left: '50%',
  zIndex: tokens.zIndex.tooltip,
  transform: `translateX(calc(-50% + ${shiftVar}))`,
  width: 'max-content',
  maxWidth: `min(${tokens.size.tooltipMax}, calc(100vw - ${tokens.space[4]}))`,
  selectors: {
    '&[data-side="top"]': { bottom: '100%', paddingBottom: tokens.space[2] },
    '&[data-side="bottom"]': { top: '100%', paddingTop: tokens.space[2] },
    '&[hidden]': { display: 'none' },
  },
});

export const bubble = style({
  display: 'block',
  padding: `${tokens.space[1]} ${tokens.space[2]}`,
  borderRadius: tokens.radius.cell,
  background: vars.color.text,
  color: vars.color.bg,
  boxShadow: vars.shadow.overlay,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  ...leading(tokens.lineHeight.body),
  textAlign: 'center',
  overflowWrap: 'anywhere',
  whiteSpace: 'normal',
  animation: `${appear} ${tokens.motion.fast} ${tokens.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
