import { globalStyle, style } from '@vanilla-extract/css';
import { media, tokens, vars } from '@touchline/ui/tokens';

export { page, title, card, heading, row, muted, tableWrap, form } from '../page.css.ts';

/** The tab list scrolls sideways on a phone rather than wrapping. */
export const tabList = style({ overflowX: 'auto', scrollbarWidth: 'none' });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
  paddingTop: tokens.space[4],
  minWidth: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

/**
 * One column on a phone; from the desktop width two newspaper columns, so cards of unequal
 * height stack without gaps (each card stays whole).
 */
export const columns = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
  '@media': {
    [media.desktop]: { display: 'block', columnCount: 2, columnGap: tokens.space[4] },
  },
});

globalStyle(`${columns} > *`, {
  breakInside: 'avoid',
  '@media': { [media.desktop]: { marginBottom: tokens.space[4] } },
});

export const spread = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[2],
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const alert = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: tokens.fontSize.sm,
});

export const success = style({
  margin: 0,
  color: vars.color.success,
  fontSize: tokens.fontSize.sm,
});

export const identity = style({ display: 'flex', gap: tokens.space[3], alignItems: 'center' });

export const name = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: tokens.space[3],
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[1] });
export const factLabel = style({ color: vars.color.muted, fontSize: tokens.fontSize.xs });
export const factValue = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** The avatar picker: ten portraits, five to a row. */
export const avatarGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: tokens.space[2],
  border: 0,
  margin: 0,
  padding: 0,
});

export const avatarOption = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: tokens.size.touch,
  borderRadius: tokens.radius.card,
  border: `${tokens.borderWidth.thick} solid transparent`,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent },
    '&:has(input:focus-visible)': {
      outline: `${tokens.focus.width} solid ${vars.color.link}`,
      outlineOffset: tokens.focus.offset,
    },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: tokens.space.px,
  height: tokens.space.px,
  padding: 0,
  margin: `calc(-1 * ${tokens.space.px})`,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The way to the next VIP level. */
export const progressTrack = style({
  height: tokens.space[2],
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.raised,
  overflow: 'hidden',
});

export const progressFill = style({
  height: '100%',
  borderRadius: tokens.radius.full,
  backgroundColor: vars.color.vipGold,
});

/** The QR code: dark modules on a light plate in either theme (scanners expect it). */
export const qrPlate = style({
  alignSelf: 'flex-start',
  padding: tokens.space[2],
  borderRadius: tokens.radius.cell,
  backgroundColor: vars.color.text,
  color: vars.color.bg,
  // the svg sits on the plate with no line box under it
  display: 'flex',
  selectors: {
    ':root[data-theme="light"] &': {
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    },
  },
});

export const link = style({
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.sm,
  overflowWrap: 'anywhere',
  margin: 0,
});

export const code = style({
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '0.08em',
  margin: 0,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: tokens.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${tokens.space[2]} ${tokens.space[2]}`,
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { color: vars.color.muted, fontWeight: tokens.fontWeight.medium });
globalStyle(`${table} caption`, {
  textAlign: 'start',
  fontWeight: tokens.fontWeight.bold,
  paddingBottom: tokens.space[2],
});

export const number = style({
  fontVariantNumeric: 'tabular-nums',
  // above the table's own start alignment of every cell
  selectors: { [`${table} &`]: { textAlign: 'end' } },
});

export const currentRow = style({ backgroundColor: vars.color.raised });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[2],
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: tokens.space[3],
  borderRadius: tokens.radius.card,
  backgroundColor: vars.color.raised,
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  minWidth: 0,
});

/** One VIP level of the table: its badge, threshold and benefits. */
export const levelItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  padding: tokens.space[3],
  borderRadius: tokens.radius.card,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

/** Short items on one wrapping line. */
export const inlineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: tokens.space[4],
  rowGap: tokens.space[1],
  fontSize: tokens.fontSize.sm,
});
