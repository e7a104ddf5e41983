import { style } from '@vanilla-extract/css';
import { tokens, vars } from './theme.css.ts';

/** The keyboard focus ring every interactive component shares. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.accent}`,
      outlineOffset: '2px',
    },
  },
});

/** Hidden from sight, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
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
