import { keyframes, style } from '@vanilla-extract/css';
import { tokens, vars } from '@touchline/ui';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const shell = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.bg,
  color: vars.color.text,
});

/** Child pages fade in; no motion for those who ask for less. */
export const page = style({
  flex: 1,
  animation: `${fadeIn} 200ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** Room for the fixed tab bar at the bottom. */
export const withTabBar = style({ paddingBottom: '72px' });

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: tokens.space[2] });
