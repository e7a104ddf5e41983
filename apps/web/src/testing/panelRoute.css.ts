import { style } from '@vanilla-extract/css';
import { tokens } from '@touchline/ui/tokens';

/** Around a panel shown on its own: the page's padding and width, as a page that mounts it has. */
export const panelPage = style({
  padding: tokens.space[4],
  maxWidth: tokens.size.homePage,
  width: '100%',
  margin: '0 auto',
  minWidth: 0,
});
