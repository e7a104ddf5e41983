import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast.ts';
import { COLOR_ROLES, CONTRAST_PAIRS, darkPalette, lightPalette } from './palette.ts';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });
  it('rejects what is not a #RRGGBB colour', () => {
    expect(() => relativeLuminance('red')).toThrow(RangeError);
    expect(() => relativeLuminance('#FFF')).toThrow(RangeError);
  });
});

describe.each([
  ['dark', darkPalette],
  ['light', lightPalette],
])('the %s palette', (_, palette) => {
  it('defines every colour role', () => {
    expect(Object.keys(palette).sort()).toEqual([...COLOR_ROLES].sort());
  });
  it.each(CONTRAST_PAIRS)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
  });
});
