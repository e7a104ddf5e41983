import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../theme/theme.css.ts';

/**
 * A row that scrolls sideways fades out at an edge where more of it lies beyond (`useScrollRow`
 * marks the edges): the tabs past the edge show as a hint instead of being cut without one.
 */
export const scrollRow = style({
  vars: { '--fade-left': '0px', '--fade-right': '0px' },
  // a mask keeps what its image covers: any opaque colour does (only its alpha counts)
  maskImage: `linear-gradient(to right, transparent, ${vars.color.text} var(--fade-left), ${vars.color.text} calc(100% - var(--fade-right)), transparent)`,
  selectors: {
    '&[data-more-left]': { vars: { '--fade-left': tokens.space[8] } },
    '&[data-more-right]': { vars: { '--fade-right': tokens.space[8] } },
  },
});
