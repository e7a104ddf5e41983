import { style } from '@vanilla-extract/css';
import { tokens, vars } from './theme.css.ts';

/** The keyboard focus ring every interactive component shares. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
  },
});

/** Hidden from sight, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: tokens.space.px,
  height: tokens.space.px,
  padding: 0,
  margin: `calc(-1 * ${tokens.space.px})`,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Numbers that never jump in width when they change: prices, scores, clocks, balances. */
export const tabularNumbers = style({ fontVariantNumeric: 'tabular-nums' });

/** Transitions that switch off under reduced motion. */
export const motionSafe = (property: string) => ({
  transition: `${property} ${tokens.motion.base} ${tokens.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
