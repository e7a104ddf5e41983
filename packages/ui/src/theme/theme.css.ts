import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { COLOR_ROLES, darkPalette, lightPalette, type Palette } from '../tokens/palette.ts';
import {
  borderWidth,
  focus,
  font,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  radius,
  size,
  space,
  zIndex,
} from '../tokens/scale.ts';
import { leading, roundedLeading } from './leading.ts';

/** Media queries for `@media` keys (plain strings: media queries cannot read variables). */
export { breakpoint, media } from '../tokens/scale.ts';

const nulls = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>;

const colorContract = nulls(COLOR_ROLES);
const shadowContract = { raised: null, overlay: null } as const;

/**
 * The one theme contract. Themes are token objects applied by one attribute on `<html>`:
 * `data-theme="dark"` (the default, also when absent) or `data-theme="light"`.
 */
export const vars = createThemeContract({
  color: colorContract,
  shadow: shadowContract,
});

const shadows = {
  dark: { raised: '0 1px 2px rgb(0 0 0 / 0.4)', overlay: '0 12px 32px rgb(0 0 0 / 0.55)' },
  light: { raised: '0 1px 2px rgb(16 22 35 / 0.12)', overlay: '0 12px 32px rgb(16 22 35 / 0.18)' },
};

const themeTokens = (color: Palette, shadow: typeof shadows.dark) => ({ color, shadow });

createGlobalTheme(':root, :root[data-theme="dark"]', vars, themeTokens(darkPalette, shadows.dark));
createGlobalTheme(':root[data-theme="light"]', vars, themeTokens(lightPalette, shadows.light));

/** Theme-independent tokens. */
export const tokens = createGlobalTheme(':root', {
  space,
  size,
  borderWidth,
  focus,
  radius,
  font,
  fontSize,
  fontWeight,
  lineHeight,
  zIndex,
  motion,
});

globalStyle(':root', {
  colorScheme: 'dark',
  fontFamily: tokens.font.body,
  fontSize: tokens.fontSize.md,
  ...leading(tokens.lineHeight.body),
  backgroundColor: vars.color.bg,
  color: vars.color.text,
  WebkitTextSizeAdjust: '100%',
});
globalStyle(':root[data-theme="light"]', { colorScheme: 'light' });
globalStyle(':root:lang(zh-CN)', { fontFamily: tokens.font.zh });
globalStyle(':root:lang(th)', { fontFamily: tokens.font.th, ...leading(tokens.lineHeight.tall) });
globalStyle(':root:lang(vi)', leading(tokens.lineHeight.tall));
globalStyle('body', { margin: 0 });
globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
  // every element's lines in whole pixels, from the factor it inherits
  '@supports': { '(line-height: round(1px, 1px))': { lineHeight: roundedLeading } },
});
