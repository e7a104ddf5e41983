import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, visuallyHidden } from '../../theme/shared.css.ts';
import { media, tokens, vars } from '../../theme/theme.css.ts';

export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[2],
    minHeight: tokens.size.touch,
    minWidth: tokens.size.touch,
    paddingInline: tokens.space[1],
    border: 'none',
    borderRadius: tokens.radius.full,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.raised } },
  },
]);

export const srOnly = visuallyHidden;

export const avatar = style({ display: 'inline-flex' });

/** The name beside the avatar: written out on desktop, read by screen readers only on phones. */
export const triggerName = style({
  position: 'absolute',
  width: tokens.space.px,
  height: tokens.space.px,
  clip: 'rect(0 0 0 0)',
  '@media': {
    [media.desktop]: { position: 'static', width: 'auto', height: 'auto', clip: 'auto' },
  },
  maxWidth: tokens.size.balanceMax,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: tokens.fontWeight.medium,
});

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[3],
  marginBottom: tokens.space[4],
});

export const name = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  borderTop: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[3],
  minHeight: tokens.size.touch,
  paddingBlock: tokens.space[2],
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

export const label = style({ color: vars.color.muted, fontSize: tokens.fontSize.sm });

export const value = style({ display: 'flex', alignItems: 'center', margin: 0 });

export const amount = style({ fontWeight: tokens.fontWeight.bold });

export const logout = style({ marginTop: tokens.space[4] });

/** The member's links: rows as tall as a touch target, in the link colour. */
export const links = style({
  display: 'flex',
  flexDirection: 'column',
  marginBottom: tokens.space[3],
});

globalStyle(`${links} a`, {
  display: 'flex',
  alignItems: 'center',
  minHeight: tokens.size.touch,
  paddingInline: tokens.space[2],
  borderRadius: tokens.radius.cell,
  color: vars.color.link,
  fontWeight: tokens.fontWeight.medium,
  textDecoration: 'none',
});
globalStyle(`${links} a:hover`, { background: vars.color.raised });
globalStyle(`${links} a:focus-visible`, {
  outline: `${tokens.focus.width} solid ${vars.color.link}`,
  outlineOffset: tokens.focus.inset,
});
