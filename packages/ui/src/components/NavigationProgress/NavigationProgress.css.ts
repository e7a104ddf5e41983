import { createVar, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/theme.css.ts';

export const progressVar = createVar();

const reduced = '(prefers-reduced-motion: reduce)';

export const root = style({
  vars: { [progressVar]: '0' },
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: tokens.zIndex.progress,
  height: tokens.space[0.75],
  overflow: 'hidden',
  pointerEvents: 'none',
  opacity: 1,
  selectors: {
    '&[data-inline="true"]': { position: 'relative', zIndex: 'auto' },
    // Done: fill up first, then fade out.
    '&[data-state="finishing"]': {
      opacity: 0,
      transition: `opacity ${tokens.motion.base} ${tokens.motion.easing} ${tokens.motion.base}`,
    },
  },
  '@media': { [reduced]: { transition: 'none !important' } },
});

export const bar = style({
  display: 'block',
  width: '100%',
  height: '100%',
  background: vars.color.accent,
  transformOrigin: 'left center',
  transform: `scaleX(${progressVar})`,
  transition: `transform ${tokens.motion.base} ${tokens.motion.easing}`,
  '@media': { [reduced]: { transition: 'none' } },
});
