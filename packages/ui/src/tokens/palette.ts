/**
 * The colour values of BRAND.md: the only place in the component library where a colour is
 * written as a literal. Components read colours through the theme contract (`vars.color.*`).
 */

export const COLOR_ROLES = [
  'bg',
  'surface',
  'raised',
  'border',
  'text',
  'muted',
  'accent',
  'onAccent',
  'up',
  'down',
  'liveBadge',
  'onLiveBadge',
  'liveText',
  'warning',
  'danger',
  'success',
  'vipGold',
  'link',
] as const;
export type ColorRole = (typeof COLOR_ROLES)[number];
export type Palette = Readonly<Record<ColorRole, string>>;

export const darkPalette: Palette = {
  bg: '#0B0F17',
  surface: '#131A26',
  raised: '#1B2433',
  border: '#2A3547',
  text: '#E8EDF5',
  muted: '#9AA6B8',
  accent: '#2BD576',
  onAccent: '#0B0F17',
  up: '#34D77A',
  down: '#FF5C66',
  liveBadge: '#D81E30',
  onLiveBadge: '#FFFFFF',
  liveText: '#FF5A66',
  warning: '#FFB020',
  danger: '#FF5C66',
  success: '#34D77A',
  vipGold: '#E7B84A',
  link: '#5AA9FF',
};

export const lightPalette: Palette = {
  bg: '#F5F7FA',
  surface: '#FFFFFF',
  raised: '#EEF1F6',
  border: '#D5DBE5',
  text: '#101623',
  muted: '#546072',
  accent: '#0A7A3D',
  onAccent: '#FFFFFF',
  up: '#0B7A3E',
  down: '#C62833',
  liveBadge: '#D11A2A',
  onLiveBadge: '#FFFFFF',
  liveText: '#D11A2A',
  warning: '#8A5A00',
  danger: '#C62833',
  success: '#0B7A3E',
  vipGold: '#7D5A0E',
  link: '#0B63C9',
};

/** The text/background pairs the brief promises at WCAG AA (4.5:1) or better. */
export const CONTRAST_PAIRS: readonly (readonly [foreground: ColorRole, background: ColorRole])[] =
  [
    ['text', 'bg'],
    ['text', 'surface'],
    ['text', 'raised'],
    ['muted', 'bg'],
    ['muted', 'surface'],
    ['muted', 'raised'],
    ['onAccent', 'accent'],
    ['up', 'surface'],
    ['down', 'surface'],
    ['up', 'raised'],
    ['down', 'raised'],
    ['onLiveBadge', 'liveBadge'],
    ['liveText', 'surface'],
    ['warning', 'surface'],
    ['danger', 'surface'],
    ['vipGold', 'surface'],
    ['link', 'surface'],
    ['link', 'bg'],
  ];
