import { style } from '@vanilla-extract/css';
import { tokens } from '../theme/theme.css.ts';

/**
 * A row that scrolls sideways fades out at an edge where more of it lies beyond (`useScrollRow`
 * marks the edges): the tabs past the edge show as a hint instead of being cut without one.
 */
export const scrollRow = style({
  vars: { '--fade-left': '0px', '--fade-right': '0px' },
  maskImage:
    'linear-gradient(to right, transparent, rgb(0 0 0) var(--fade-left), rgb(0 0 0) calc(100% - var(--fade-right)), transparent)',
  selectors: {
    '&[data-more-left]': { vars: { '--fade-left': tokens.space[8] } },
    '&[data-more-right]': { vars: { '--fade-right': tokens.space[8] } },
  },
});
