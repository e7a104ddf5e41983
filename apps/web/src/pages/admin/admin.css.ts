import { style } from '@vanilla-extract/css';
import { media, tokens, vars } from '@touchline/ui/tokens';

export { card, page, title, heading, form, row, muted } from '../page.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
  paddingTop: tokens.space[4],
  minWidth: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** The members table beside the open profile from the desktop width; one above the other on a phone. */
export const split = style({
  display: 'grid',
  gap: tokens.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' } },
});

/** The open profile comes first on a phone (the table is one scroll away), beside it on a desktop. */
export const profile = style({
  order: -1,
  '@media': { [media.desktop]: { order: 0 } },
});

/** A filter form's fields on one line when there is room. */
export const filters = style({
  display: 'grid',
  gap: tokens.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' },
  },
});

export const subheading = style({ margin: 0, fontSize: tokens.fontSize.md });

export const memberRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: tokens.space[1],
  width: '100%',
  textAlign: 'start',
  padding: tokens.space[3],
  borderRadius: tokens.radius.cell,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.accent },
    '&:focus-visible': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
  },
});

export const rowTitle = style({
  fontWeight: tokens.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const rowMeta = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[2],
  alignItems: 'center',
  color: vars.color.muted,
  fontSize: tokens.fontSize.sm,
});

export const facts = style({
  display: 'grid',
  gap: tokens.space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  minWidth: 0,
});

export const factLabel = style({ color: vars.color.muted, fontSize: tokens.fontSize.sm });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
});

export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: tokens.space[1],
  padding: `${tokens.space[2]} 0`,
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  fontSize: tokens.fontSize.sm,
});

export const entryWide = style({
  gridColumn: '1 / -1',
  color: vars.color.muted,
  overflowWrap: 'anywhere',
});

export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const changes = style({
  gridColumn: '1 / -1',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[2],
});

export const change = style({
  padding: `${tokens.space[1]} ${tokens.space[2]}`,
  borderRadius: tokens.radius.cell,
  backgroundColor: vars.color.raised,
  overflowWrap: 'anywhere',
});

/** A market of the sportsbook section: name and statuses, its prices, its action. */
export const marketRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: tokens.space[2],
  padding: tokens.space[3],
  borderRadius: tokens.radius.cell,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
});

/** A market's action under its prices, at its own width. */
export const marketAction = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[2],
});

/**
 * A bordered group of a form's fields: the campaign editor's, a reward list's tiers, a
 * bulletin's words in one language.
 */
export const fieldGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  margin: 0,
  padding: tokens.space[3],
  minWidth: 0,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.cell,
});
