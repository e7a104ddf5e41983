import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

const REDUCED = '(prefers-reduced-motion: reduce)';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: tokens.zIndex.dialog,
  background: vars.color.bg,
  opacity: 0.8,
  animation: `${fadeIn} ${tokens.motion.base} ${tokens.motion.easing}`,
  '@media': { [REDUCED]: { animation: 'none' } },
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: tokens.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  width: `min(${tokens.size.popup}, calc(100vw - ${tokens.size.viewportGutter}))`,
  maxHeight: `calc(100dvh - ${tokens.size.viewportGutter})`,
  overflowY: 'auto',
  transform: 'translate(-50%, -50%)',
  borderRadius: tokens.radius.sheet,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  animation: `${rise} ${tokens.motion.slow} ${tokens.motion.easing}`,
  outline: 'none',
  '@media': { [REDUCED]: { animation: 'none' } },
});

export const media = style({ position: 'relative', flexShrink: 0 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  padding: tokens.space[4],
});

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.tight),
  overflowWrap: 'anywhere',
  selectors: { ':lang(th) &, :lang(vi) &': { ...leading(tokens.lineHeight.tall) } },
});

/** Without a picture the close button sits beside the title. */
export const titleBesideClose = style({ paddingInlineEnd: tokens.space[12] });

export const text = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: tokens.fontSize.md,
  overflowWrap: 'anywhere',
});

export const cta = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    minHeight: tokens.size.touch,
    marginTop: tokens.space[2],
    padding: `0 ${tokens.space[4]}`,
    border: 'none',
    borderRadius: tokens.radius.cell,
    background: vars.color.accent,
    color: vars.color.onAccent,
    font: 'inherit',
    fontWeight: tokens.fontWeight.bold,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: { '&:hover': { textDecoration: 'none', filter: 'brightness(1.08)' } },
  },
]);

export const close = style([
  focusRing,
  {
    position: 'absolute',
    top: tokens.space[2],
    insetInlineEnd: tokens.space[2],
    zIndex: 1,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: tokens.size.touch,
    height: tokens.size.touch,
    padding: 0,
    border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    borderRadius: tokens.radius.full,
    background: vars.color.surface,
    color: vars.color.text,
    cursor: 'pointer',
    boxShadow: vars.shadow.raised,
    selectors: { '&:hover': { background: vars.color.raised } },
  },
]);

export const closeIcon = style({ width: tokens.space[4.5], height: tokens.space[4.5] });
