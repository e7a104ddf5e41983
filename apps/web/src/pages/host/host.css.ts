import { style, globalStyle } from '@vanilla-extract/css';
import { tokens, vars } from '@touchline/ui/tokens';
import { card } from '../page.css.ts';

export { card };
export { page, title, columns, heading, form, row, muted, tableWrap } from '../page.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
  paddingTop: tokens.space[4],
  minWidth: 0,
  // the other tabs' panels stay in the page, hidden: they take no room
  selectors: { '&[hidden]': { display: 'none' } },
});

export const subheading = style({ margin: 0, fontSize: tokens.fontSize.md });

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

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
  minHeight: tokens.size.controlSm,
  padding: `0 ${tokens.space[3]}`,
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.raised,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.accent,
      color: vars.color.accent,
    },
    '&:has(input:focus-visible)': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
  },
});

export const covers = style({
  display: 'grid',
  gap: tokens.space[2],
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
});

export const cover = style({
  position: 'relative',
  display: 'block',
  borderRadius: tokens.radius.cell,
  overflow: 'hidden',
  border: `${tokens.borderWidth.thick} solid transparent`,
  cursor: 'pointer',
  aspectRatio: '16 / 9',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent },
    '&:has(input:focus-visible)': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
  },
});

globalStyle(`${cover} img`, {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
});

export const item = style([card, { padding: tokens.space[3], gap: tokens.space[2] }]);

export const itemHead = style({
  display: 'flex',
  gap: tokens.space[2],
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
});

export const itemTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${tokens.space[1]} ${tokens.space[3]}`,
  color: vars.color.muted,
  fontSize: tokens.fontSize.sm,
  margin: 0,
});

export const alert = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: tokens.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const sources = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
});

export const source = style({
  display: 'flex',
  gap: tokens.space[2],
  alignItems: 'center',
  minWidth: 0,
});

export const url = style({
  flex: 1,
  minWidth: 0,
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: tokens.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${tokens.space[2]} ${tokens.space[2]}`,
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
globalStyle(`${table} th`, { color: vars.color.muted, fontWeight: tokens.fontWeight.medium });

export const number = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: { [`${table} &`]: { textAlign: 'end' } },
});

/** A table cell that keeps its text on one line (times, badges). */
export const nowrap = style({ whiteSpace: 'nowrap' });

export const tiles = style({
  display: 'grid',
  gap: tokens.space[3],
  gridTemplateColumns: `repeat(auto-fill, minmax(${tokens.size.tileMin}, 1fr))`,
  margin: 0,
});

export const tile = style([card, { padding: tokens.space[3], gap: tokens.space[1] }]);

/** A tile for a long figure (an amount of money): two columns wide. */
export const tileWide = style({ gridColumn: 'span 2' });

export const tileLabel = style({ color: vars.color.muted, fontSize: tokens.fontSize.xs });

export const tileValue = style({
  margin: 0,
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const chart = style({
  width: '100%',
  height: `calc(${tokens.space[24]} * 2.5)`,
  minWidth: 0,
});

export const pickerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  maxHeight: `calc(${tokens.space[20]} * 3.5)`,
  overflowY: 'auto',
});

export const pickerItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  width: '100%',
  gap: tokens.space[1],
  minHeight: tokens.size.touch,
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.cell,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
  color: vars.color.text,
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&[aria-pressed="true"]': { borderColor: vars.color.accent },
    '&:focus-visible': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
  },
});

export const selections = style({
  display: 'grid',
  gap: tokens.space[2],
  gridTemplateColumns: `repeat(auto-fill, minmax(${tokens.size.actionBasis}, 1fr))`,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[1] });

export const fieldLabel = style({ fontSize: tokens.fontSize.sm, color: vars.color.text });

export const textarea = style({
  width: '100%',
  minHeight: tokens.space[24],
  padding: tokens.space[3],
  borderRadius: tokens.radius.cell,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
  color: vars.color.text,
  font: 'inherit',
  resize: 'vertical',
  selectors: {
    '&:focus-visible': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
  },
});

export const hostBar = style({
  display: 'flex',
  gap: tokens.space[3],
  alignItems: 'center',
  minWidth: 0,
});

export const hostName = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const intro = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const fileInput = style({
  fontSize: tokens.fontSize.sm,
  color: vars.color.text,
  maxWidth: '100%',
});

/** A control kept for keyboards and screen readers, drawn by its label. */
export const visuallyHidden = style({
  position: 'absolute',
  width: tokens.space.px,
  height: tokens.space.px,
  margin: `calc(${tokens.space.px} * -1)`,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A card across both columns. */
export const wide = style({ gridColumn: '1 / -1' });

/** The charts' colours (theme variables: they follow the light and dark themes). */
export const chartColor = {
  bar: vars.color.accent,
  grid: vars.color.border,
  axis: vars.color.muted,
  won: vars.color.success,
  lost: vars.color.danger,
  void: vars.color.muted,
  open: vars.color.link,
  tooltipBg: vars.color.surface,
  text: vars.color.text,
};

export const details = style({ fontSize: tokens.fontSize.sm });
globalStyle(`${details} > summary`, {
  cursor: 'pointer',
  color: vars.color.link,
  minHeight: tokens.size.controlSm,
  display: 'flex',
  alignItems: 'center',
});
