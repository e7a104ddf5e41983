import { style } from '@vanilla-extract/css';
import { leading, media, tokens, vars } from '@touchline/ui/tokens';

/** Banner pictures are drawn at 8 : 3. */
export const BANNER_ASPECT = '8 / 3';

export const carousel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
});

export const viewport = style({
  borderRadius: tokens.radius.card,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
});

/** The skeleton's frame while the banners load: the banners' own shape. */
export const frame = style({ aspectRatio: BANNER_ASPECT, display: 'flex' });

export const slide = style({
  position: 'relative',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const slideLink = style({
  display: 'block',
  width: '100%',
  height: '100%',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: tokens.radius.card,
  selectors: {
    '&:focus-visible': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: `calc(-1 * ${tokens.space[1]})`,
    },
  },
});

/**
 * The banner's title on the card's own surface under the picture: a fade over the picture went
 * to the page colour, white in the light theme (issue 15); the surface reads in both themes.
 */
export const caption = style({
  margin: 0,
  padding: `${tokens.space[3]} ${tokens.space[4]}`,
  background: vars.color.surface,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.tight),
  color: vars.color.text,
  '@media': { [media.bannerWide]: { fontSize: tokens.fontSize.xl } },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space[2],
});

/** The controls' row while the banners load: its height, empty. */
export const controlsPending = style({ height: tokens.size.controlSm });

export const previous = style({ transform: 'rotate(90deg)' });
export const next = style({ transform: 'rotate(-90deg)' });

export const dots = style({
  display: 'flex',
  gap: tokens.space[1],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // a 24 px target around an 8 px mark
  width: tokens.space[6],
  height: tokens.space[6],
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  borderRadius: tokens.radius.full,
  '::before': {
    content: '""',
    width: tokens.space[2],
    height: tokens.space[2],
    borderRadius: tokens.radius.full,
    backgroundColor: vars.color.muted,
    transition: `background-color ${tokens.motion.fast} ${tokens.motion.easing}`,
  },
  selectors: {
    '&[aria-current="true"]::before': { backgroundColor: vars.color.accent },
    '&:focus-visible': { outline: `${tokens.focus.width} solid ${vars.color.accent}` },
  },
});
