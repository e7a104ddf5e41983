import type { ReactNode, SVGProps } from 'react';
import * as css from './Icon.css.ts';

/** How a glyph is painted where it differs from the stroked default (fill, caps, joins, width). */
interface GlyphLook {
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  strokeLinecap?: 'butt' | 'round';
  strokeLinejoin?: 'miter' | 'round';
}

interface Glyph extends GlyphLook {
  viewBox: string;
  paths: ReactNode;
}

/**
 * Every glyph the components draw. Each is the inside of an `<svg>` in `currentColor`, stroked 2
 * units wide with round caps and joins unless its look says otherwise (a filled glyph, butt caps);
 * most are on a 24-unit grid, a few on their own (their `viewBox` comes with them). A glyph keeps
 * the grid and paint it was drawn with, so moving it here changes no pixel.
 */
const GLYPHS = {
  'chevron-down': { viewBox: '0 0 24 24', paths: <path d="m6 9 6 6 6-6" /> },
  check: { viewBox: '0 0 12 12', paths: <path d="m2.5 6.2 2.3 2.3 4.7-5" /> },
  close: { viewBox: '0 0 24 24', paths: <path d="M6 6l12 12M18 6 6 18" /> },
  filter: { viewBox: '0 0 24 24', paths: <path d="M3 5h18l-7 8.5V19l-4 2v-7.5Z" /> },
  lock: {
    viewBox: '0 0 24 24',
    paths: (
      <>
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </>
    ),
  },
  warning: {
    viewBox: '0 0 24 24',
    paths: (
      <>
        <path d="M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
        <path d="M12 9v4.5M12 17h.01" />
      </>
    ),
  },
  eye: {
    viewBox: '0 0 24 24',
    paths: (
      <>
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
      </>
    ),
  },
  'eye-off': {
    viewBox: '0 0 24 24',
    paths: (
      <>
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
        <path d="M4 4l16 16" />
      </>
    ),
  },
  refresh: {
    viewBox: '0 0 24 24',
    paths: (
      <>
        <path d="M20 12a8 8 0 1 1-2.3-5.6" />
        <path d="M20 4v5h-5" />
      </>
    ),
  },
  stream: {
    viewBox: '0 0 24 24',
    paths: (
      <>
        <rect x="2" y="5" width="20" height="14" rx="2" />
        <path d="m10 9 5 3-5 3Z" />
      </>
    ),
  },
  'arrow-down': { viewBox: '0 0 24 24', paths: <path d="M12 5v14m0 0-6-6m6 6 6-6" /> },
  // filled price-move triangles (odds cells, the slip's moved price)
  'price-up': {
    viewBox: '0 0 10 10',
    fill: 'currentColor',
    stroke: 'none',
    paths: <path d="M5 1.5 9 8H1Z" />,
  },
  'price-down': {
    viewBox: '0 0 10 10',
    fill: 'currentColor',
    stroke: 'none',
    paths: <path d="M5 8.5 1 2h8Z" />,
  },
  'warning-solid': {
    viewBox: '0 0 16 16',
    fill: 'currentColor',
    stroke: 'none',
    paths: (
      <path d="M8 1.5a1 1 0 0 1 .87.5l6 10.5A1 1 0 0 1 14 14H2a1 1 0 0 1-.87-1.5l6-10.5A1 1 0 0 1 8 1.5ZM8 5.5a.9.9 0 0 0-.9.9v3.2a.9.9 0 0 0 1.8 0V6.4a.9.9 0 0 0-.9-.9Zm0 5.6a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z" />
    ),
  },
  gift: {
    viewBox: '0 0 24 24',
    strokeLinecap: 'butt',
    paths: (
      <>
        <rect x="3" y="8" width="18" height="5" rx="1" />
        <path d="M5 13v8h14v-8M12 8v13M12 8S10.5 3 8 3.5 7 8 12 8Zm0 0s1.5-5 4-4.5S17 8 12 8Z" />
      </>
    ),
  },
  'gift-box': {
    viewBox: '0 0 24 24',
    strokeLinecap: 'butt',
    paths: (
      <>
        <rect x="3.5" y="9" width="17" height="11.5" rx="1.5" />
        <path d="M2.5 9h19M12 9v11.5M12 9c-2-4-6-5-6-2.5S9 9 12 9Zm0 0c2-4 6-5 6-2.5S15 9 12 9Z" />
      </>
    ),
  },
  'check-circle': {
    viewBox: '0 0 24 24',
    strokeLinejoin: 'miter',
    paths: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M8 12.5l2.5 2.5L16 9.5" />
      </>
    ),
  },
  clock: {
    viewBox: '0 0 24 24',
    strokeLinejoin: 'miter',
    paths: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </>
    ),
  },
  wrench: {
    viewBox: '0 0 24 24',
    strokeLinecap: 'butt',
    paths: (
      <path d="M14.5 5.5a4 4 0 0 0 4.9 4.9l-8.9 8.9a2 2 0 1 1-2.8-2.8l8.9-8.9a4 4 0 0 1-2.1-2.1Zm0 0L17 3l4 4-2.5 2.5" />
    ),
  },
  globe: {
    viewBox: '0 0 24 24',
    strokeLinecap: 'butt',
    strokeLinejoin: 'miter',
    paths: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
      </>
    ),
  },
  'caret-down': {
    viewBox: '0 0 12 12',
    strokeWidth: 1.5,
    strokeLinecap: 'butt',
    strokeLinejoin: 'miter',
    paths: <path d="m2.5 4.5 3.5 3.5 3.5-3.5" />,
  },
  'check-bold': { viewBox: '0 0 16 16', paths: <path d="m3 8.5 3 3 7-7" /> },
  external: {
    viewBox: '0 0 12 12',
    strokeWidth: 1.5,
    paths: <path d="M5 2H2v8h8V7M7 1.5h3.5V5M10.5 1.5 5.5 6.5" />,
  },
  // a shield filled in the class's colour (the leaderboard's top three)
  medal: {
    viewBox: '0 0 32 36',
    fill: 'currentColor',
    stroke: 'none',
    paths: <path d="M16 2 28 7v11c0 8-5.2 13.2-12 16C9.2 31.2 4 26 4 18V7Z" />,
  },
  // outlined; pass fill="currentColor" for a followed match
  star: {
    viewBox: '0 0 24 24',
    strokeLinecap: 'butt',
    paths: (
      <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9Z" />
    ),
  },
  play: {
    viewBox: '0 0 24 24',
    fill: 'currentColor',
    stroke: 'none',
    paths: <path d="M8 5.5v13l10-6.5Z" />,
  },
  pause: {
    viewBox: '0 0 24 24',
    strokeWidth: 2.5,
    strokeLinejoin: 'miter',
    paths: <path d="M8 5v14M16 5v14" />,
  },
  sun: {
    viewBox: '0 0 24 24',
    strokeLinejoin: 'miter',
    paths: (
      <>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </>
    ),
  },
  moon: {
    viewBox: '0 0 24 24',
    strokeLinecap: 'butt',
    paths: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />,
  },
  // the sign-in calendar's day marks
  'day-signed': { viewBox: '0 0 24 24', strokeWidth: 2.5, paths: <path d="M6 12.5l4 4 8-9" /> },
  'day-missed': {
    viewBox: '0 0 24 24',
    strokeWidth: 2.5,
    paths: <path d="M8 8l8 8M16 8l-8 8" />,
  },
  'day-today': {
    viewBox: '0 0 24 24',
    strokeWidth: 2.5,
    paths: (
      <>
        <circle cx="12" cy="12" r="8" strokeWidth="2" />
        <path d="M12 7v5l3 2" />
      </>
    ),
  },
  'day-future': {
    viewBox: '0 0 24 24',
    fill: 'currentColor',
    stroke: 'none',
    paths: <circle cx="12" cy="12" r="2" />,
  },
  // the video player's controls and states (solid play and pause, a speaker with its waves)
  'player-play': {
    viewBox: '0 0 24 24',
    fill: 'currentColor',
    stroke: 'none',
    paths: <path d="M8 5.5v13l10.5-6.5Z" />,
  },
  'player-pause': {
    viewBox: '0 0 24 24',
    fill: 'currentColor',
    stroke: 'none',
    paths: <path d="M7 5h3.5v14H7Zm6.5 0H17v14h-3.5Z" />,
  },
  'player-reload': {
    viewBox: '0 0 24 24',
    paths: (
      <>
        <path d="M20 11a8 8 0 1 0-2.3 5.7" />
        <path d="M20 4v7h-7" />
      </>
    ),
  },
  'player-sound': {
    viewBox: '0 0 24 24',
    paths: (
      <>
        <path d="M4 9h4l5-4v14l-5-4H4Z" fill="currentColor" stroke="none" />
        <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
      </>
    ),
  },
  'player-muted': {
    viewBox: '0 0 24 24',
    paths: (
      <>
        <path d="M4 9h4l5-4v14l-5-4H4Z" fill="currentColor" stroke="none" />
        <path d="M16.5 9.5l5 5m0-5-5 5" />
      </>
    ),
  },
  'player-fullscreen': {
    viewBox: '0 0 24 24',
    paths: <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />,
  },
  'player-exit-fullscreen': {
    viewBox: '0 0 24 24',
    paths: <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />,
  },
  spinner: {
    viewBox: '0 0 24 24',
    strokeWidth: 2.5,
    paths: (
      <>
        <circle cx="12" cy="12" r="9" opacity="0.25" />
        <path d="M12 3a9 9 0 0 1 9 9" />
      </>
    ),
  },
  'alert-triangle': {
    viewBox: '0 0 24 24',
    paths: (
      <>
        <path d="M12 3 2 20h20Z" />
        <path d="M12 10v4M12 17v.5" />
      </>
    ),
  },
} as const satisfies Record<string, Glyph>;

export type IconName = keyof typeof GLYPHS;

/** The named glyphs, in the order the stories show them. */
export const ICON_NAMES = Object.keys(GLYPHS) as readonly IconName[];

export const ICON_SIZES = ['sm', 'md'] as const;
export type IconSize = (typeof ICON_SIZES)[number];

type SvgAttributes = Omit<
  SVGProps<SVGSVGElement>,
  'children' | 'className' | 'viewBox' | 'ref' | 'role' | 'aria-hidden' | 'aria-label'
>;

export interface IconProps extends SvgAttributes {
  /** A shared glyph; leave it out and pass the paths as children instead. */
  name?: IconName;
  /** Paths for a glyph of the component's own (ignored when `name` is given). */
  children?: ReactNode;
  className?: string;
  /** Defaults to the named glyph's grid, or 24 units. */
  viewBox?: string;
  /** A fixed box (16 or 20px); leave it out when `className` sizes the icon. */
  size?: IconSize;
  /** Defaults to the named glyph's width, or 2 (in `viewBox` units). */
  strokeWidth?: number | string;
  /** Makes the icon an image with this accessible name; without it the icon is decorative. */
  label?: string;
}

/**
 * A stroked line icon in `currentColor`: the `<svg>` wrapper every component's icons share.
 * Decorative (hidden from assistive technology, never focusable) unless it is given a `label`.
 */
export function Icon({
  name,
  children,
  className,
  viewBox,
  size,
  strokeWidth,
  label,
  ...rest
}: IconProps) {
  const glyph: Glyph | undefined = name ? GLYPHS[name] : undefined;
  const classes = [size ? css.size[size] : undefined, className].filter(Boolean).join(' ');
  return (
    <svg
      className={classes || undefined}
      viewBox={viewBox ?? glyph?.viewBox ?? '0 0 24 24'}
      fill={glyph?.fill ?? 'none'}
      stroke={glyph?.stroke ?? 'currentColor'}
      strokeWidth={strokeWidth ?? glyph?.strokeWidth ?? 2}
      strokeLinecap={glyph?.strokeLinecap ?? 'round'}
      strokeLinejoin={glyph?.strokeLinejoin ?? 'round'}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
      {...rest}
    >
      {glyph ? glyph.paths : children}
    </svg>
  );
}
Icon.displayName = 'Icon';
