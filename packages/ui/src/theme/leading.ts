/** The line-height factor in force, handed down like a unitless line height. */
const LEADING = '--leading';
const rounded = (factor: string) => `round(calc(${factor} * 1em), 1px)`;

/** Every element's line height, in whole pixels, from the factor it inherits. */
export const roundedLeading = rounded(`var(${LEADING})`);

/**
 * A line height as a factor of the font size (a lineHeight token, or 1), rounded to whole pixels.
 * Unrounded, 13 px text at 1.5 makes 19.5 px lines, and a box at half a pixel is painted a pixel
 * taller or shorter depending on whether Chromium happened to give its bar a compositing layer
 * (the bet slip of Screens/Sports painted two ways from one render to the next). The factor is
 * also handed down, so that descendants round their own lines with it. Browsers without CSS
 * `round()` keep the plain factor.
 *
 * A plain module, not a style file: a style file may export only styles and values.
 */
export function leading(factor: string | number) {
  const value = String(factor);
  return { lineHeight: [value, rounded(value)], vars: { [LEADING]: value } };
}
