import type { ReactNode, SVGProps } from 'react';
import * as css from './Icon.css.ts';

/**
 * The line glyphs more than one component draws. Each is the inside of a stroked `<svg>`; most
 * are on a 24-unit grid, `check` on a 12-unit one (its `viewBox` comes with it).
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
} as const satisfies Record<string, { viewBox: string; paths: ReactNode }>;

/** The named glyphs, in the order the stories show them. */
export const ICON_NAMES = [
  'chevron-down',
  'check',
  'close',
  'filter',
  'lock',
  'warning',
  'eye',
  'eye-off',
  'refresh',
  'stream',
  'arrow-down',
] as const satisfies readonly (keyof typeof GLYPHS)[];
export type IconName = (typeof ICON_NAMES)[number];

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
  /** Defaults to 2 (in `viewBox` units). */
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
  strokeWidth = 2,
  label,
  ...rest
}: IconProps) {
  const glyph = name ? GLYPHS[name] : undefined;
  const classes = [size ? css.size[size] : undefined, className].filter(Boolean).join(' ');
  return (
    <svg
      className={classes || undefined}
      viewBox={viewBox ?? glyph?.viewBox ?? '0 0 24 24'}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
      {...rest}
    >
      {glyph ? glyph.paths : children}
    </svg>
  );
}
Icon.displayName = 'Icon';
