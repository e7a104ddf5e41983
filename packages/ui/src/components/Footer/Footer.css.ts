import { style } from '@vanilla-extract/css';
import { media, tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const root = style({
  background: vars.color.surface,
  borderTop: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.text,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[6],
  maxWidth: tokens.size.page,
  margin: '0 auto',
  padding: `${tokens.space[8]} ${tokens.space[4]}`,
  '@media': {
    [media.desktop]: { padding: `${tokens.space[10]} ${tokens.space[6]}` },
  },
});

export const groups = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${tokens.size.footerColumn}, 1fr))`,
  gap: `${tokens.space[6]} ${tokens.space[4]}`,
});

export const groupTitle = style({
  margin: `0 0 ${tokens.space[2]}`,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** 44 px touch targets on phones, denser rows on desktop. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: tokens.size.touch,
  fontSize: tokens.fontSize.sm,
  '@media': { [media.desktop]: { minHeight: tokens.space[8] } },
});

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space[3],
  paddingTop: tokens.space[6],
  borderTop: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

export const adultBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: tokens.space[10],
  height: tokens.space[10],
  flexShrink: 0,
  borderRadius: tokens.radius.full,
  border: `${tokens.borderWidth.thick} solid ${vars.color.down}`,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.02em',
});

export const noticeText = style({
  margin: 0,
  maxWidth: '72ch',
  fontSize: tokens.fontSize.sm,
  color: vars.color.muted,
  ...leading(tokens.lineHeight.body),
  alignSelf: 'center',
});

export const small = style({
  margin: 0,
  maxWidth: '96ch',
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
  ...leading(tokens.lineHeight.body),
});
