import { style } from '@vanilla-extract/css';
import { media, tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: tokens.space[1],
  minWidth: 0,
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  WebkitOverflowScrolling: 'touch',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&[data-variant="underline"]': {
      borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    },
    '&[data-variant="pill"]': { gap: tokens.space[2], paddingBlock: tokens.space[1] },
  },
  '@media': {
    // filters on a desktop wrap onto a second line instead of hiding past the column's edge
    [media.desktop]: {
      selectors: { '&[data-variant="pill"]': { flexWrap: 'wrap', overflowX: 'visible' } },
    },
  },
});

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space[2],
  flexShrink: 0,
  minHeight: tokens.size.touch,
  padding: `0 ${tokens.space[4]}`,
  border: 0,
  background: 'transparent',
  color: vars.color.muted,
  font: 'inherit',
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${tokens.motion.fast} ${tokens.motion.easing}, background-color ${tokens.motion.fast} ${tokens.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&:focus-visible': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.inset,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    '&[data-state="active"]': { color: vars.color.text, fontWeight: tokens.fontWeight.bold },
    // underline: a 3 px bar under the active tab (shape, not only colour)
    [`${list}[data-variant="underline"] > &::after`]: {
      content: '""',
      position: 'absolute',
      left: tokens.space[2],
      right: tokens.space[2],
      bottom: 0,
      height: tokens.space[0.75],
      borderRadius: `${tokens.radius.xs} ${tokens.radius.xs} 0 0`,
      background: 'transparent',
    },
    [`${list}[data-variant="underline"] > &[data-state="active"]::after`]: {
      background: vars.color.accent,
    },
    // pill: the active tab is a filled pill
    [`${list}[data-variant="pill"] > &`]: {
      borderRadius: tokens.radius.full,
      border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
      minHeight: tokens.space[9],
    },
    [`${list}[data-variant="pill"] > &[data-state="active"]`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: tokens.space[5],
  height: tokens.space[5],
  padding: `0 ${tokens.space[1]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.raised,
  color: vars.color.text,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  ...leading(1),
  selectors: {
    [`${trigger}[data-state="active"] &`]: {
      background: vars.color.accent,
      color: vars.color.onAccent,
    },
    [`${list}[data-variant="pill"] > ${trigger}[data-state="active"] &`]: {
      background: vars.color.onAccent,
      color: vars.color.accent,
    },
  },
});

export const content = style({
  minWidth: 0,
  outline: 'none',
  selectors: {
    // a panel's own class may set `display` (flex, grid), which would show an empty hidden panel
    '&[hidden]': { display: 'none' },
    '&:focus-visible': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
  },
});

/** `Tabs.Panels`: every panel in the same grid cell, so the cell is as tall as the tallest. */
export const panels = style({ display: 'grid', minWidth: 0 });

export const stacked = style({
  gridArea: '1 / 1',
  selectors: { '&[aria-hidden="true"]': { visibility: 'hidden' } },
});
