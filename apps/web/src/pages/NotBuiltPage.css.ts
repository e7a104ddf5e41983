import { style } from '@vanilla-extract/css';
import { tokens } from '@touchline/ui/tokens';

/** The page's name above the empty state, centred with it in the page's width. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[4],
  maxWidth: tokens.size.page,
  margin: '0 auto',
  padding: `${tokens.space[6]} ${tokens.space[4]}`,
  textAlign: 'center',
});

export const heading = style({ margin: 0, fontSize: tokens.fontSize.xl });
