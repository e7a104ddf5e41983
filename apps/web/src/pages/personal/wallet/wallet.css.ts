import { globalStyle, style } from '@vanilla-extract/css';
import { media, tokens, vars } from '@touchline/ui/tokens';

export { columns, card, heading, form, row, muted, tableWrap } from '../../page.css.ts';

/** A panel of the personal centre: its sections one under another. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
  minWidth: 0,
  width: '100%',
});

export const headRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[2],
  alignItems: 'center',
  justifyContent: 'space-between',
});

/** Filters side by side, wrapping on a phone. */
export const filters = style({
  display: 'grid',
  gap: tokens.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': {
    [media.phoneWide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  fontSize: tokens.fontSize.sm,
  color: vars.color.muted,
  marginBottom: tokens.space[1],
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[2] });

export const alert = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: tokens.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** What a deposit or withdrawal came to. */
export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  padding: tokens.space[3],
  borderRadius: tokens.radius.cell,
  backgroundColor: vars.color.raised,
  margin: 0,
});

export const resultTitle = style({ margin: 0, fontWeight: tokens.fontWeight.bold });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${tokens.space[1]} ${tokens.space[3]}`,
  margin: 0,
  fontSize: tokens.fontSize.sm,
});

globalStyle(`${figures} dt`, { color: vars.color.muted });
globalStyle(`${figures} dd`, {
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const balance = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: tokens.space[2],
  flexWrap: 'wrap',
  margin: 0,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: tokens.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: tokens.space[2],
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
globalStyle(`${table} th`, { color: vars.color.muted, fontWeight: tokens.fontWeight.medium });

export const number = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${table} &`]: { textAlign: 'end' } },
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const reference = style({
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[2],
  flexWrap: 'wrap',
});

/**
 * On a phone a table of movements becomes one block a row (no sideways scrolling): the type and
 * the amount on the first line, the time and the rest under them; the header row is read by
 * screen readers only.
 */
export const stacked = style({});
const phone = (styles: Parameters<typeof globalStyle>[1]) => ({
  '@media': { [media.phone]: styles },
});

globalStyle(`${stacked} thead`, {
  '@media': {
    [media.phone]: {
      position: 'absolute',
      width: tokens.space.px,
      height: tokens.space.px,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${stacked}, ${stacked} tbody`, phone({ display: 'block' }));
globalStyle(`${stacked} tr`, {
  '@media': {
    [media.phone]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"kind amount" "time extra" "reference reference"',
      gap: `${tokens.space[1]} ${tokens.space[3]}`,
      padding: `${tokens.space[2]} 0`,
      borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${stacked} td`, phone({ display: 'block', padding: 0, border: 0 }));

export const cellKind = style({
  '@media': { [media.phone]: { gridArea: 'kind', fontWeight: tokens.fontWeight.medium } },
});
export const cellAmount = style({ '@media': { [media.phone]: { gridArea: 'amount' } } });
export const cellTime = style({
  '@media': { [media.phone]: { gridArea: 'time', color: vars.color.muted } },
});
export const cellExtra = style({
  '@media': { [media.phone]: { gridArea: 'extra', color: vars.color.muted, textAlign: 'end' } },
});
export const cellReference = style({
  '@media': { [media.phone]: { gridArea: 'reference', color: vars.color.muted } },
});

/** A cell whose column name (its `data-label`) is shown before its value on a phone only. */
export const phoneLabel = style({});
globalStyle(`${phoneLabel}::before`, {
  '@media': {
    [media.phone]: { content: 'attr(data-label)', marginInlineEnd: tokens.space[1] },
  },
});
