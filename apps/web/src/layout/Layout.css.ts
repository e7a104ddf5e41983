import { keyframes, style } from '@vanilla-extract/css';
import { media, tokens, vars } from '@touchline/ui/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const shell = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.bg,
  color: vars.color.text,
});

export const page = style({ flex: 1 });

/**
 * A page reached by navigating fades in; no motion for those who ask for less. The page a visit
 * arrives on shows at once: a fade there only holds back its first paint (issue 16: the home
 * page's banner, its largest paint, waited 200 ms more for it).
 */
export const entering = style({
  animation: `${fadeIn} 200ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** Room for the fixed tab bar at the bottom (phones only: the header navigates on desktop). */
export const withTabBar = style({
  paddingBottom: tokens.space[18],
  '@media': { [media.desktop]: { paddingBottom: 0 } },
});

/** The bottom tab bar repeats the header's links: phones only. */
export const tabBar = style({ '@media': { [media.desktop]: { display: 'none' } } });

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: tokens.space[2] });

/** A header link; the current page's is marked (NavLink sets aria-current="page"). */
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: tokens.space[9],
  padding: `0 ${tokens.space[3]}`,
  borderRadius: tokens.radius.cell,
  color: vars.color.muted,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  textDecoration: 'none',
  ':hover': { color: vars.color.text, background: vars.color.raised },
  ':focus-visible': {
    outline: `${tokens.focus.width} solid ${vars.color.accent}`,
    outlineOffset: tokens.focus.offset,
  },
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text, background: vars.color.surface },
  },
});
