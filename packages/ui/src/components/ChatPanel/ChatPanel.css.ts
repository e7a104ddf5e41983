import { style } from '@vanilla-extract/css';
import {
  alertText,
  focusRing,
  reasonRow,
  reasonText,
  visuallyHidden,
} from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const srOnly = visuallyHidden;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: tokens.size.chatMin,
  height: tokens.size.chat,
  minWidth: 0,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.card,
  color: vars.color.text,
});

export const viewport = style({
  position: 'relative',
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const log = style([
  focusRing,
  {
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: `${tokens.space[2]} ${tokens.space[3]}`,
    selectors: { '&:focus-visible': { outlineOffset: tokens.focus.inset } },
  },
]);

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
});

const lineBase = {
  fontSize: tokens.fontSize.md,
  ...leading(tokens.lineHeight.body),
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
} as const;

export const line = style({ ...lineBase });

export const vip = style({ verticalAlign: 'middle', marginInlineEnd: tokens.space[1] });

export const name = style({
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.muted,
  selectors: { [`${line}[data-own] &`]: { color: vars.color.accent } },
});

export const colon = style({ color: vars.color.muted });

/** A pending line's text is muted (not faded: it must keep its contrast) until the room echoes it. */
export const text = style({
  color: vars.color.text,
  selectors: { [`${line}[data-pending] &`]: { color: vars.color.muted, fontStyle: 'italic' } },
});

export const system = style({
  ...lineBase,
  display: 'flex',
  alignItems: 'baseline',
  gap: tokens.space[2],
  padding: `${tokens.space[1]} ${tokens.space[2]}`,
  borderRadius: tokens.radius.cell,
  background: vars.color.raised,
  fontSize: tokens.fontSize.sm,
});

export const systemTag = style({
  flexShrink: 0,
  color: vars.color.warning,
  fontWeight: tokens.fontWeight.bold,
  fontSize: tokens.fontSize.xs,
});

export const gift = style({
  ...lineBase,
  padding: `${tokens.space[1]} ${tokens.space[2]}`,
  borderRadius: tokens.radius.cell,
  borderInlineStart: `${tokens.borderWidth.heavy} solid ${vars.color.vipGold}`,
  background: vars.color.raised,
  color: vars.color.text,
});

export const giftGlyph = style({
  width: tokens.space[4],
  height: tokens.space[4],
  verticalAlign: `calc(-1 * ${tokens.space[0.75]})`,
  marginInlineEnd: tokens.space[1],
  color: vars.color.vipGold,
});

export const giftIcon = style({
  width: tokens.space[5],
  height: tokens.space[5],
  objectFit: 'contain',
  verticalAlign: 'middle',
  marginInlineEnd: tokens.space[1],
});

export const giftName = style({ fontWeight: tokens.fontWeight.bold });

export const giftCount = style({
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.warning,
});

export const empty = style({
  margin: 0,
  padding: tokens.space[6],
  textAlign: 'center',
  color: vars.color.muted,
  fontSize: tokens.fontSize.sm,
});

export const jump = style([
  focusRing,
  {
    position: 'absolute',
    bottom: tokens.space[2],
    left: '50%',
    transform: 'translateX(-50%)',
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[1],
    minHeight: tokens.space[9],
    padding: `0 ${tokens.space[3]}`,
    border: 'none',
    borderRadius: tokens.radius.full,
    background: vars.color.accent,
    color: vars.color.onAccent,
    boxShadow: vars.shadow.overlay,
    font: 'inherit',
    fontSize: tokens.fontSize.sm,
    fontWeight: tokens.fontWeight.bold,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
  },
]);

export const jumpIcon = style({ width: tokens.space[4], height: tokens.space[4] });

export const jumpCount = style({
  minWidth: tokens.space[5],
  padding: `0 ${tokens.space[1.5]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.onAccent,
  color: vars.color.accent,
  fontSize: tokens.fontSize.xs,
  lineHeight: tokens.space[5],
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  padding: tokens.space[3],
  borderTop: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: tokens.space[2] });

export const field = style({ flex: 1, minWidth: 0 });

export const send = style({ flexShrink: 0 });

export const counter = style({
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: { '&[data-over]': { color: vars.color.danger, fontWeight: tokens.fontWeight.bold } },
});

// the reason box and the failure line are the library's shared pieces
export const reason = reasonRow;
export { reasonText };
export const alert = alertText;

/** The slow-mode countdown: quiet, tabular so the number does not jump. */
export const wait = style({
  margin: 0,
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
});
