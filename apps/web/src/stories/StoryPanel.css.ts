import { style } from '@vanilla-extract/css';
import { tokens } from '@touchline/ui/tokens';

/** Where a page would put a panel: the page's width and padding. */
export const frame = style({
  padding: tokens.space[4],
  maxWidth: tokens.size.homePage,
  width: '100%',
  margin: '0 auto',
  minWidth: 0,
});
