export { COLOR_ROLES, CONTRAST_PAIRS, darkPalette, lightPalette } from './tokens/palette.ts';
export type { ColorRole, Palette } from './tokens/palette.ts';
export { contrastRatio, relativeLuminance } from './tokens/contrast.ts';
export { tokens, vars } from './theme/theme.css.ts';
export * as scale from './tokens/scale.ts';
