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
    transition: `border-color ${tokens.motion.fast} ${tokens.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    selectors: {
      '&:not([data-maintenance]):hover': { borderColor: vars.color.muted },
      '&:has(button:focus-visible)': {
        outline: `${tokens.focus.width} solid ${vars.color.accent}`,
        outlineOffset: tokens.focus.offset,
      },
    },
  },
]);

export const media = style({ position: 'relative' });

export const image = style({
  selectors: { '[data-maintenance] &': { opacity: 0.35, filter: 'grayscale(1)' } },
});

export const hot = style({
  position: 'absolute',
  top: tokens.space[2],
  insetInlineStart: tokens.space[2],
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: tokens.space[2],
});

export const maintenance = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[0.5],
  maxWidth: '100%',
  padding: `${tokens.space[1]} ${tokens.space[2]}`,
  borderRadius: tokens.radius.cell,
  background: vars.color.surface,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.warning}`,
  color: vars.color.warning,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.tight),
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const until = style({
  color: vars.color.text,
  fontWeight: tokens.fontWeight.regular,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[0.5],
  padding: `${tokens.space[2]} ${tokens.space[3]} ${tokens.space[3]}`,
  minWidth: 0,
});

export const launch = style({
  all: 'unset',
  display: 'block',
  minWidth: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.body),
  color: vars.color.text,
  // a long name (in Vietnamese or Thai, say) wraps: a tile's name is never cut
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    // The whole tile is the button's hit area (at least 44 px tall, as the tile is).
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: tokens.radius.card },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.muted },
  },
});

export const provider = style({
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
  overflowWrap: 'anywhere',
});

/** The star sits over the tile's whole-card launch area, so it takes its own presses. */
export const favourite = style({
  position: 'absolute',
  top: tokens.space[1],
  insetInlineEnd: tokens.space[1],
  zIndex: 1,
  background: vars.color.surface,
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.vipGold, borderColor: vars.color.vipGold },
  },
});

export const starOn = style({ fill: 'currentColor' });
