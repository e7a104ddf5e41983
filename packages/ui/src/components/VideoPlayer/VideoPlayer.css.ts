import { createVar, keyframes, style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../theme/shared.css.ts';
import { media, tokens, vars } from '../../theme/theme.css.ts';

export const srOnly = visuallyHidden;
export const ratio = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.card,
  color: vars.color.text,
  selectors: {
    '&:fullscreen': { borderRadius: 0, border: 'none' },
  },
});

export const stage = style({
  position: 'relative',
  aspectRatio: ratio,
  // The letterbox: the page colour, so the frame reads as part of the surface in both themes.
  background: vars.color.bg,
  overflow: 'hidden',
  selectors: { [`${root}:fullscreen &`]: { flex: 1, aspectRatio: 'auto' } },
});

export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  cursor: 'pointer',
});

export const corner = style({
  position: 'absolute',
  top: tokens.space[2],
  insetInlineStart: tokens.space[2],
  pointerEvents: 'none',
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space[3],
  padding: tokens.space[4],
  textAlign: 'center',
  color: vars.color.text,
});

export const scrim = style({
  background: `color-mix(in srgb, ${vars.color.bg} 85%, transparent)`,
});

export const passThrough = style({ pointerEvents: 'none' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: tokens.space[10],
  height: tokens.space[10],
  color: vars.color.accent,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const bigPlay = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: tokens.space[16],
  height: tokens.space[16],
  borderRadius: tokens.radius.full,
  background: `color-mix(in srgb, ${vars.color.surface} 85%, transparent)`,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
});

export const errorIcon = style({
  width: tokens.space[10],
  height: tokens.space[10],
  color: vars.color.warning,
});

export const errorText = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.medium,
  maxWidth: '32ch',
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[1],
  padding: `${tokens.space[1]} ${tokens.space[2]}`,
  borderTop: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const spacer = style({ flex: 1 });

/** Phones set the volume with their own buttons: the slider gives its room to the line picker. */
export const volume = style({
  width: tokens.space[24],
  minWidth: tokens.space[16],
  flexShrink: 1,
  height: tokens.size.touch,
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
  '@media': { [media.phone]: { display: 'none' } },
});

export const volumeValue = style({
  minWidth: '3ch',
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

/** The ended notice covers the picture: no frozen last frame shows through. */
export const ended = style({ background: vars.color.bg });

export const endedIcon = style({
  width: tokens.space[10],
  height: tokens.space[10],
  color: vars.color.muted,
});

export const lineSelect = style({
  height: tokens.size.touch,
  minWidth: 0,
  flexShrink: 1,
  maxWidth: '22ch',
  textOverflow: 'ellipsis',
  padding: `0 ${tokens.space[2]}`,
  borderRadius: tokens.radius.cell,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  background: vars.color.raised,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
  },
});
