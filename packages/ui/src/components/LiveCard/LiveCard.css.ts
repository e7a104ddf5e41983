import { style } from '@vanilla-extract/css';
import { cardSurface, visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const srOnly = visuallyHidden;

export const root = style([
  cardSurface,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    overflow: 'hidden',
    boxShadow: vars.shadow.raised,
    transition: `border-color ${tokens.motion.fast} ${tokens.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    selectors: {
      '&:hover': { borderColor: vars.color.muted },
      // The whole card is the link's hit area; its focus ring goes round the card.
      '&:has(a:focus-visible)': {
        outline: `${tokens.focus.width} solid ${vars.color.accent}`,
        outlineOffset: tokens.focus.offset,
      },
    },
  },
]);

export const media = style({ position: 'relative' });

export const topLeft = style({
  position: 'absolute',
  top: tokens.space[2],
  insetInlineStart: tokens.space[2],
  display: 'flex',
  gap: tokens.space[1],
  maxWidth: `calc(100% - ${tokens.space[4]})`,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
  minHeight: tokens.space[6],
  padding: `${tokens.space[0.5]} ${tokens.space[2]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  ...leading(tokens.lineHeight.tight),
  whiteSpace: 'nowrap',
});

export const viewers = style({
  position: 'absolute',
  bottom: tokens.space[2],
  insetInlineEnd: tokens.space[2],
});

export const body = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space[2],
  padding: tokens.space[3],
  minWidth: 0,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[0.5],
  minWidth: 0,
  flex: 1,
});

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.body),
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: tokens.radius.card },
    // The ring is drawn round the whole card instead (see `root`).
    [`${root} &:focus-visible`]: { outline: 'none' },
  },
});

export const host = style({
  fontSize: tokens.fontSize.sm,
  color: vars.color.muted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** Below the host; above the card's link (its `::after`), so its own controls take the press. */
export const footer = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space[2],
  marginTop: 'auto',
  padding: `0 ${tokens.space[3]} ${tokens.space[3]}`,
  minWidth: 0,
  fontSize: tokens.fontSize.sm,
  color: vars.color.muted,
});
