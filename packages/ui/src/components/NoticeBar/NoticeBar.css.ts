import { createVar, keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const duration = createVar();

const REDUCED = '(prefers-reduced-motion: reduce)';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[1],
  minHeight: tokens.size.touch,
  paddingInlineStart: tokens.space[3],
  background: vars.color.surface,
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
});

export const icon = style({
  width: tokens.space[5],
  height: tokens.space[5],
  flexShrink: 0,
  color: vars.color.link,
});

export const viewport = style([
  focusRing,
  {
    flex: 1,
    minWidth: 0,
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollbarWidth: 'none',
    selectors: { '&[data-animate="true"]': { overflowX: 'hidden' } },
    '@media': { [REDUCED]: { selectors: { '&[data-animate="true"]': { overflowX: 'auto' } } } },
  },
]);

const marquee = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
});

export const track = style({
  display: 'flex',
  width: 'max-content',
  selectors: {
    '[data-animate="true"] > &': {
      animation: `${marquee} ${duration} linear infinite`,
    },
    [`${root}:hover [data-animate="true"] > &, ${root}:focus-within [data-animate="true"] > &, [data-paused="true"] [data-animate="true"] > &`]:
      { animationPlayState: 'paused' },
  },
  '@media': { [REDUCED]: { selectors: { '[data-animate="true"] > &': { animation: 'none' } } } },
});

export const group = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  margin: 0,
  padding: `0 ${tokens.space[8]} 0 ${tokens.space[2]}`,
  listStyle: 'none',
  gap: tokens.space[8],
});

/** The copy that closes the loop; not needed (and not shown) when nothing moves. */
export const copy = style({ '@media': { [REDUCED]: { display: 'none' } } });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  ...leading(tokens.lineHeight.tall),
});

export const action = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: tokens.size.touch,
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    outlineOffset: tokens.focus.inset,
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const control = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: tokens.size.touch,
    height: tokens.size.touch,
    flexShrink: 0,
    padding: 0,
    border: 'none',
    borderRadius: tokens.radius.cell,
    background: 'transparent',
    color: vars.color.muted,
    cursor: 'pointer',
    outlineOffset: tokens.focus.inset,
    selectors: { '&:hover': { color: vars.color.text } },
  },
]);

export const pauseControl = style({ '@media': { [REDUCED]: { display: 'none' } } });

export const controlIcon = style({ width: tokens.space[4.5], height: tokens.space[4.5] });
