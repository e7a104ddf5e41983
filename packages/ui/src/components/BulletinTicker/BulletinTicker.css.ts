import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { focusRing, tabularNumbers } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

/** How long one pass of the list takes (set from the length of the texts). */
export const durationVar = createVar();

const REDUCED = '(prefers-reduced-motion: reduce)';

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-100%)' },
});

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[2],
  minWidth: 0,
  minHeight: tokens.size.touch,
  paddingInline: tokens.space[3],
  background: vars.color.surface,
  color: vars.color.text,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.cell,
});

export const megaphone = style({
  width: tokens.space[5],
  height: tokens.space[5],
  flexShrink: 0,
  color: vars.color.link,
});

/**
 * Keyboard focus on the list (the viewport or an item) stops the motion and lets the focused item
 * scroll into view; a click (on an item or the pause button) does not: no jump, no scroll bar
 * squeezing the text.
 */
const keyboardInList = (viewportClass: string) =>
  `${root}:has(${viewportClass}:focus-visible, ${viewportClass} :focus-visible)`;

export const viewport = style([
  focusRing,
  {
    flex: '1 1 auto',
    alignSelf: 'stretch',
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    overflow: 'hidden',
    '@media': { [REDUCED]: { overflowX: 'auto' } },
  },
]);

globalStyle(`${keyboardInList(viewport)} ${viewport}`, { overflowX: 'auto' });

export const track = style({
  display: 'flex',
  width: 'max-content',
  margin: 0,
  padding: 0,
  paddingInlineStart: '100%',
  listStyle: 'none',
  animationName: scroll,
  animationDuration: durationVar,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    [`${root}:hover &, &[data-paused="true"]`]: { animationPlayState: 'paused' },
  },
  '@media': { [REDUCED]: { animation: 'none', paddingInlineStart: 0 } },
});

globalStyle(`${keyboardInList(viewport)} ${track}`, { animation: 'none', paddingInlineStart: 0 });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  selectors: {
    '& + &::before': {
      content: '""',
      width: tokens.space[1],
      height: tokens.space[1],
      marginInline: tokens.space[3],
      borderRadius: tokens.radius.full,
      background: vars.color.muted,
    },
  },
});

/** The texts of an entry share a baseline, and the entry is centred in the bar's height. */
const entryBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[2],
  minHeight: tokens.space[10],
  padding: `0 ${tokens.space[1]}`,
  whiteSpace: 'nowrap',
  fontSize: tokens.fontSize.sm,
} as const;

export const entry = style(entryBase);

export const entryButton = style([
  focusRing,
  {
    ...entryBase,
    alignItems: 'center',
    border: 0,
    borderRadius: tokens.radius.cell,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: tokens.fontSize.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.raised },
      '&:focus-visible': { outlineOffset: tokens.focus.inset },
    },
  },
]);

export const title = style({ fontWeight: tokens.fontWeight.bold });

export const text = style({ color: vars.color.muted });

export const date = style([
  tabularNumbers,
  { color: vars.color.muted, fontSize: tokens.fontSize.xs },
]);

export const pause = style({
  flexShrink: 0,
  '@media': { [REDUCED]: { display: 'none' } },
});

export const icon = style({ width: '100%', height: '100%' });
