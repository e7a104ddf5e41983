import { style } from '@vanilla-extract/css';
import { tokens, vars } from './theme.css.ts';

/** The keyboard focus ring every interactive component shares. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
  },
});

/** Hidden from sight, still read by screen readers. */
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

/** Numbers that never jump in width when they change: prices, scores, clocks, balances. */
export const tabularNumbers = style({ fontVariantNumeric: 'tabular-nums' });

/** Transitions that switch off under reduced motion. */
export const motionSafe = (property: string) => ({
  transition: `${property} ${tokens.motion.base} ${tokens.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** Why an action can't be done: warning text in a warning frame (chat, gifts, bet slip). */
export const reasonBox = style({
  gap: tokens.space[2],
  borderRadius: tokens.radius.cell,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.warning}`,
  color: vars.color.warning,
  fontSize: tokens.fontSize.sm,
});

/** A reason box as a row: the reason, and an action (log in, top up) beside it or wrapped under. */
export const reasonRow = style([
  reasonBox,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    padding: `${tokens.space[2]} ${tokens.space[3]}`,
  },
]);

/** The words of a reason row. */
export const reasonText = style({ margin: 0, fontWeight: tokens.fontWeight.medium });

/** A failure said in words under a control (a send that failed). */
export const alertText = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
});

/** A card's surface: the raised panel behind game tiles, live cards and bet cards. */
export const cardSurface = style({
  background: vars.color.surface,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.card,
  color: vars.color.text,
});

/** An action in words, without a button's frame (clear all, select all, done); each sets its own height. */
export const textButton = style([
  focusRing,
  {
    padding: `0 ${tokens.space[2]}`,
    border: 0,
    borderRadius: tokens.radius.cell,
    background: 'transparent',
    color: vars.color.link,
    font: 'inherit',
    fontSize: tokens.fontSize.sm,
    fontWeight: tokens.fontWeight.medium,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.raised } },
  },
]);
