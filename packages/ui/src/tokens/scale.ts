/** Non-colour tokens of BRAND.md: a 4 px grid, radii, type, elevation, layers and motion. */

export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export const radius = {
  cell: '6px',
  card: '10px',
  sheet: '16px',
  full: '9999px',
} as const;

const LATIN_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';

export const font = {
  /** Latin and Vietnamese. */
  body: LATIN_STACK,
  /** Simplified Chinese adds its system faces before the Latin stack's generic fallback. */
  zh: `system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans SC", "Segoe UI", Roboto, "Noto Sans", sans-serif`,
  /** Thai adds faces that draw its marks well. */
  th: `system-ui, -apple-system, "Noto Sans Thai", "Leelawadee UI", Tahoma, "Segoe UI", Roboto, "Noto Sans", sans-serif`,
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

export const fontSize = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '20px',
  '2xl': '24px',
  '3xl': '32px',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  bold: '700',
} as const;

export const lineHeight = {
  tight: '1.25',
  body: '1.5',
  /** Thai needs room for its marks; Vietnamese diacritics must not clip. */
  tall: '1.7',
} as const;

export const zIndex = {
  base: '0',
  sticky: '100',
  header: '200',
  tabBar: '300',
  sheet: '400',
  dialog: '500',
  toast: '600',
  tooltip: '700',
  progress: '800',
} as const;

export const motion = {
  fast: '120ms',
  base: '200ms',
  slow: '320ms',
  /** A changed price flashes for this long. */
  priceFlash: '1200ms',
  /** Under reduced motion the price arrow stays this long, without animation. */
  priceArrowStatic: '3000ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;
