import { keyframes, style } from '@vanilla-extract/css';
import { leading } from '../../theme/leading.ts';
import { media, tokens, vars } from '../../theme/theme.css.ts';

const REDUCED = '(prefers-reduced-motion: reduce)';
const safe = (side: 'top' | 'right' | 'bottom' | 'left') => `env(safe-area-inset-${side}, 0)`;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: tokens.zIndex.dialog,
  background: vars.color.bg,
  opacity: 0.85,
});

export const content = style({
  position: 'fixed',
  // above the tab bar, the header and sheets
  zIndex: tokens.zIndex.dialog,
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.bg,
  color: vars.color.text,
  outline: 'none',
  paddingTop: safe('top'),
  paddingRight: safe('right'),
  paddingBottom: safe('bottom'),
  paddingLeft: safe('left'),
  '@media': {
    [media.desktop]: {
      inset: 'auto',
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      width: `calc(100vw - 2 * ${tokens.size.viewportGutter})`,
      maxWidth: tokens.size.page,
      height: `calc(100dvh - 2 * ${tokens.size.viewportGutter})`,
      padding: 0,
      overflow: 'hidden',
      borderRadius: tokens.radius.sheet,
      border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
      background: vars.color.surface,
      boxShadow: vars.shadow.overlay,
    },
  },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[3],
  minHeight: tokens.size.headerMobile,
  padding: `${tokens.space[1.5]} ${tokens.space[3]}`,
  background: vars.color.surface,
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  '@media': { [media.desktop]: { padding: `${tokens.space[2]} ${tokens.space[4]}` } },
});

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.tight),
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  margin: 0,
  flexShrink: 0,
});

export const balanceLabel = style({ fontSize: tokens.fontSize.xs, color: vars.color.muted });

export const balanceValue = style({ fontWeight: tokens.fontWeight.bold });

export const body = style({
  position: 'relative',
  flex: '1 1 auto',
  minHeight: 0,
  background: vars.color.bg,
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const frame = style({
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
  // hidden (still loading) until the game is ready, then faded in
  visibility: 'hidden',
  selectors: {
    '&[data-ready]': {
      visibility: 'visible',
      animation: `${fadeIn} ${tokens.motion.slow} ${tokens.motion.easing}`,
    },
  },
  '@media': { [REDUCED]: { animation: 'none' } },
});

export const state = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space[3],
  padding: tokens.space[6],
  textAlign: 'center',
});

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

export const spinner = style({
  width: tokens.space[10],
  height: tokens.space[10],
  color: vars.color.accent,
  animation: `${spin} 900ms linear infinite`,
  '@media': { [REDUCED]: { animation: 'none' } },
});

export const errorIcon = style({
  width: tokens.space[10],
  height: tokens.space[10],
  color: vars.color.warning,
});

export const stateText = style({
  margin: 0,
  maxWidth: tokens.size.dialogSm,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.medium,
});

export const progress = style({
  width: tokens.size.menuMin,
  height: tokens.space[1.5],
  accentColor: vars.color.accent,
});
