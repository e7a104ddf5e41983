import { style } from '@vanilla-extract/css';
import { leading, tokens, vars } from '@touchline/ui/tokens';

export { card, page, title } from '../page.css.ts';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  margin: 0,
  maxWidth: '70ch',
});

/** The campaign's picture: the page's width, no taller than a desktop hero, cropped to fit. */
export const banner = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: tokens.size.heroMinDesktop,
  objectFit: 'cover',
  borderRadius: tokens.radius.card,
});

export const paragraph = style({ margin: 0, ...leading(tokens.lineHeight.body) });

export const sectionTitle = style({ margin: 0, fontSize: tokens.fontSize.lg });

export const muted = style({ margin: 0, color: vars.color.muted });

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  padding: tokens.space[4],
  borderRadius: tokens.radius.card,
  backgroundColor: vars.color.surface,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[2] });

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[3],
  flexWrap: 'wrap',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${tokens.space[2]} ${tokens.space[4]}`,
  margin: 0,
});

export const term = style({ color: vars.color.muted });

export const detail = style({
  margin: 0,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

/**
 * Facts whose values are long codes (a spin's seeds and hashes): each term above its value, the
 * value in the code face, broken anywhere — beside its term a 64-character hash left a column a
 * few characters wide on phones.
 */
export const codeFacts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space[1],
  margin: 0,
});

export const code = style({
  margin: `0 0 ${tokens.space[2]}`,
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const success = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: tokens.fontWeight.bold,
});

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[3] });

export const grid = style({
  display: 'grid',
  gap: tokens.space[4],
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${tokens.size.popup}), 1fr))`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
