import { style } from '@vanilla-extract/css';
import { media, tokens, vars } from '@touchline/ui/tokens';

/** The words and the bans side by side from the desktop width; one above the other on a phone. */
export const pair = style({
  display: 'grid',
  gap: tokens.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A sensitive word: the word, and its remove button at its own width. */
export const wordRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[2],
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.cell,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
});

export const word = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** A stream's title in full, wrapped (a host's title is long on a phone, and never cut). */
export const streamTitle = style({
  minWidth: 0,
  fontWeight: tokens.fontWeight.bold,
  overflowWrap: 'anywhere',
});
