import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/theme.css.ts';

export const root = style({
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[6],
  maxWidth: '1440px',
  margin: '0 auto',
  padding: `${tokens.space[8]} ${tokens.space[4]}`,
  '@media': {
    'screen and (min-width: 768px)': { padding: `${tokens.space[10]} ${tokens.space[6]}` },
  },
});

export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(148px, 1fr))',
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
  minHeight: '44px',
  fontSize: tokens.fontSize.sm,
  '@media': { 'screen and (min-width: 768px)': { minHeight: '32px' } },
});

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space[3],
  paddingTop: tokens.space[6],
  borderTop: `1px solid ${vars.color.border}`,
});

export const adultBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  flexShrink: 0,
  borderRadius: tokens.radius.full,
  border: `2px solid ${vars.color.down}`,
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
  lineHeight: tokens.lineHeight.body,
  alignSelf: 'center',
});

export const small = style({
  margin: 0,
  maxWidth: '96ch',
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
  lineHeight: tokens.lineHeight.body,
});
