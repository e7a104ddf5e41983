import { globalStyle, style } from '@vanilla-extract/css';
import { media, tokens, vars } from '@touchline/ui/tokens';

export { page, title, card, heading, row, muted, form, columns } from '../page.css.ts';

/** The page's opening: its title and a line under it. */
export const intro = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[2] });

export const lead = style({ margin: 0, color: vars.color.muted, maxWidth: '60ch' });

export const list = style({
  margin: 0,
  paddingLeft: tokens.space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
});

/** Features or steps as small cards: one column on a phone, up to three from the desktop. */
export const tiles = style({
  display: 'grid',
  gap: tokens.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: `repeat(auto-fit, minmax(${tokens.size.homeCardMin}, 1fr))`,
    },
  },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  padding: tokens.space[3],
  borderRadius: tokens.radius.cell,
  backgroundColor: vars.color.raised,
  minWidth: 0,
});

export const tileTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.bold,
});

export const tileText = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.muted });

export const alert = style({ margin: 0, color: vars.color.danger, fontSize: tokens.fontSize.sm });

export const success = style({
  margin: 0,
  color: vars.color.success,
  fontSize: tokens.fontSize.md,
});

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

export const identity = style({ display: 'flex', gap: tokens.space[3], alignItems: 'center' });

/** The table of commission tiers. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: tokens.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${tokens.space[2]} ${tokens.space[2]}`,
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

globalStyle(`${table} td:not(:first-child), ${table} th:not(:first-child)`, {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});

/** A group of check boxes with its legend. */
export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
});

export const legend = style({
  padding: 0,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
});

/** The help centre's category chips: a row that scrolls sideways on a phone. */
export const chips = style({
  display: 'flex',
  gap: tokens.space[2],
  overflowX: 'auto',
  paddingBottom: tokens.space[1],
  scrollbarWidth: 'none',
  '@media': { [media.desktop]: { flexWrap: 'wrap', overflowX: 'visible' } },
});

export const chip = style({
  flex: '0 0 auto',
  minHeight: tokens.size.touch,
  padding: `0 ${tokens.space[3]}`,
  borderRadius: tokens.radius.full,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: tokens.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
    '&:focus-visible': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
  },
});

export const faqList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
});

export const faqItem = style({
  borderRadius: tokens.radius.cell,
  backgroundColor: vars.color.raised,
  padding: `${tokens.space[1]} ${tokens.space[3]}`,
});

export const faqQuestion = style({
  cursor: 'pointer',
  minHeight: tokens.size.touch,
  display: 'flex',
  alignItems: 'center',
  fontWeight: tokens.fontWeight.medium,
  selectors: {
    '&:focus-visible': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
  },
});

export const faqAnswer = style({
  margin: 0,
  paddingBottom: tokens.space[3],
  color: vars.color.muted,
});

export const faqCategory = style({ fontSize: tokens.fontSize.xs, color: vars.color.muted });

export const address = style({
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.sm,
  overflowWrap: 'anywhere',
  margin: 0,
});
