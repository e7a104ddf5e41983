/** Non-colour tokens of BRAND.md: a 4 px grid, radii, type, elevation, layers and motion. */

/**
 * The 4 px grid: step n is n × 4 px. Half steps (2, 6, 10… px) and `px` (1 px) are for the
 * insides of small parts: badges, knobs, glyph boxes, optical offsets. Sizes (widths, heights)
 * of parts use the same steps.
 */
export const space = {
  0: '0',
  px: '1px',
  0.5: '2px',
  0.75: '3px',
  1: '4px',
  1.5: '6px',
  2: '8px',
  2.5: '10px',
  3: '12px',
  3.5: '14px',
  4: '16px',
  4.5: '18px',
  5: '20px',
  5.5: '22px',
  6: '24px',
  6.5: '26px',
  7: '28px',
  7.5: '30px',
  8: '32px',
  8.5: '34px',
  9: '36px',
  10: '40px',
  12: '48px',
  13: '52px',
  14: '56px',
  16: '64px',
  17: '68px',
  18: '72px',
  19: '76px',
  20: '80px',
  22: '88px',
  24: '96px',
} as const;

/** Line widths: borders, dividers, rings and accent stripes. */
export const borderWidth = {
  hairline: '1px',
  thick: '2px',
  heavy: '3px',
  stripe: '4px',
} as const;

/** The keyboard focus ring (an outline outside the element, or inside where it would clip). */
export const focus = {
  width: '2px',
  offset: '2px',
  inset: '-2px',
} as const;

/**
 * Named sizes off the grid's meaning: the brand's minimums, control heights, and the widths of
 * panels, menus and media that a component fixes.
 */
export const size = {
  /** The smallest touch target on mobile (BRAND.md). */
  touch: '44px',
  /** The narrowest odds cell (BRAND.md). */
  oddsCell: '56px',
  controlSm: '32px',
  controlMd: '44px',
  controlLg: '52px',
  /** The top bar on phones and from the desktop breakpoint. */
  headerMobile: '56px',
  headerDesktop: '64px',
  /** Sheets and dialogs keep this much of the viewport around them. */
  viewportGutter: '32px',
  tooltipMax: '280px',
  menuMin: '200px',
  popover: '340px',
  popoverMaxHeight: '480px',
  toast: '380px',
  popup: '360px',
  dialogSm: '400px',
  dialogMd: '520px',
  dialogLg: '720px',
  tabBarMax: '640px',
  chatMin: '240px',
  chat: '420px',
  wheelSm: '280px',
  wheelMd: '340px',
  wheelLg: '420px',
  /** Half of the wheel drawing's 200-unit box: the point it turns around. */
  wheelCenter: '100px',
  wheelLegendBasis: '240px',
  heroMin: '220px',
  heroMinDesktop: '280px',
  heroArt: '560px',
  heroText: '620px',
  errorArt: '160px',
  errorCodeMax: '120px',
  balanceMax: '160px',
  tileMin: '128px',
  footerColumn: '148px',
  /** A match row's price column when its prices do not fit in a line. */
  matchRowPrices: '148px',
  swatchMin: '168px',
  fieldBasis: '140px',
  fieldBasisSm: '100px',
  actionBasis: '120px',
  /** The widest page. */
  page: '1440px',
  /** The home page's widest content, and the narrowest card of its game grid. */
  homePage: '1200px',
  homeCardMin: '240px',
  /** The three-column sportsbook's sport list and bet slip columns. */
  sportsNav: '240px',
  sportsSlip: '340px',
  /** A filter field's starting width (results dates, list filters) before it grows. */
  filterBasis: '200px',
  /** A countdown's digits sit this far down in their tiles (sm, md, lg). */
  countdownNudgeSm: '7px',
  countdownNudgeMd: '9px',
  countdownNudgeLg: '11px',
  /** VIP shields keep the drawing's 17:20 aspect. */
  vipSm: '17px',
  vipMd: '24px',
  vipLg: '34px',
} as const;

/** Viewport widths where layouts change (plain values: media queries cannot read variables). */
export const breakpoint = {
  /** Wide phones: a calendar's days get room between them. */
  phoneWide: '480px',
  /** Phones end at 767 px; from 768 px the desktop layout (header, footer, toasts…). */
  phoneMax: '767px',
  desktop: '768px',
  /** Two columns side by side: the live room's video and match beside its chat. */
  split: '1024px',
  /** The three-column sportsbook. */
  wide: '1280px',
  /** A match row (a container query) lays its prices out in a line from this width. */
  matchRowWide: '600px',
  /**
   * A sign-in calendar (a container query) shows its week's seven days in one row from this
   * width; below it, two rows, so a money reward fits a day.
   */
  signInWeekRow: '520px',
  /** A home banner's caption takes the larger type from this width. */
  bannerWide: '720px',
} as const;

/** The media queries of `breakpoint`, for `@media` keys. */
export const media = {
  phoneWide: `(min-width: ${breakpoint.phoneWide})`,
  phone: `screen and (max-width: ${breakpoint.phoneMax})`,
  desktop: `screen and (min-width: ${breakpoint.desktop})`,
  split: `screen and (min-width: ${breakpoint.split})`,
  wide: `screen and (min-width: ${breakpoint.wide})`,
  bannerWide: `(min-width: ${breakpoint.bannerWide})`,
} as const;

export const radius = {
  /** Tab indicators' rounded ends. */
  xs: '3px',
  /** Check boxes, flags, small chips. */
  sm: '4px',
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
  /** Labels inside drawings (a wheel's segments). */
  '4xs': '9px',
  /** Initials in the smallest avatar. */
  '3xs': '10px',
  /** Count badges and period labels. */
  '2xs': '11px',
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '20px',
  '2xl': '24px',
  '3xl': '32px',
  /** The error page's code, at its smallest. */
  display: '64px',
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
