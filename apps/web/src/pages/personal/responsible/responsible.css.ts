import { style } from '@vanilla-extract/css';
import { media, tokens, vars } from '@touchline/ui/tokens';

export { title, columns, card, heading, form } from '../../page.css.ts';

/** A panel the personal centre mounts in a tab: one column on phones, two from the desktop. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
  minWidth: 0,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[2] });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const limitRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  paddingBlock: tokens.space[3],
  selectors: {
    '& + &': { borderTop: `${tokens.borderWidth.hairline} solid ${vars.color.border}` },
  },
});

export const limitLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[2],
});

export const limitName = style({ fontWeight: tokens.fontWeight.bold });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[2],
  alignItems: 'center',
});

export const notice = style({
  margin: 0,
  padding: tokens.space[3],
  borderRadius: tokens.radius.card,
  backgroundColor: vars.color.raised,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

/** The activity statement: a card a month, its figures in two columns. */
export const months = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: tokens.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${tokens.space[1]} ${tokens.space[3]}`,
  margin: 0,
});

/** A name and its value: their cells sit in the list's grid. */
export const figureRow = style({ display: 'contents' });

export const figureName = style({ color: vars.color.muted });

export const figureValue = style({ margin: 0, textAlign: 'end' });

export const netLine = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'subgrid',
  paddingTop: tokens.space[1],
  borderTop: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  fontWeight: tokens.fontWeight.bold,
});

/** The tab that holds both panels, one above the other. */
export const tab = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[8] });
