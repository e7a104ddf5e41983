import { keyframes, style } from '@vanilla-extract/css';
import { leading, media, tokens, vars } from '@touchline/ui/tokens';

/** The room's two columns from 1024 px (issue 18: video and match left, chat right). */
const WIDE = media.split;

/** Mobile first: one column (video, host, actions, chat, match). */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  padding: tokens.space[3],
  width: '100%',
  boxSizing: 'border-box',
  maxWidth: tokens.size.page,
  margin: '0 auto',
  '@media': { [WIDE]: { padding: tokens.space[4], gap: tokens.space[4] } },
});

/** Wide: the video column and the chat column. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${tokens.size.chat}`,
  gap: tokens.space[4],
  alignItems: 'start',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
  minWidth: 0,
});

export const side = style([
  column,
  {
    position: 'sticky',
    top: tokens.space[4],
    gap: tokens.space[3],
  },
]);

export const heading = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.tight),
  overflowWrap: 'anywhere',
  '@media': { [WIDE]: { fontSize: tokens.fontSize.xl } },
});

export const stage = style({ position: 'relative', minWidth: 0 });

/** The chat: a fixed share of the phone's height; the wide column's full height. */
export const chat = style({
  height: tokens.size.chat,
  '@media': {
    [WIDE]: {
      height: `calc(100vh - 3 * ${tokens.space[24]})`,
      minHeight: tokens.size.chat,
    },
  },
});

export const hostBar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: tokens.space[3],
  padding: tokens.space[3],
  background: vars.color.surface,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.card,
  minWidth: 0,
});

export const hostWho = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[3],
  flex: `1 1 ${tokens.size.filterBasis}`,
  minWidth: 0,
});

export const hostText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const hostName = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const hostMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${tokens.space[3]}`,
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const viewers = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
});

export const hostActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[2],
  marginInlineStart: 'auto',
});

export const actions = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: tokens.space[2],
});

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space[3],
  aspectRatio: '16 / 9',
  padding: tokens.space[4],
  textAlign: 'center',
  background: vars.color.surface,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.card,
  color: vars.color.text,
});

export const noticeText = style({ margin: 0, fontSize: tokens.fontSize.md, maxWidth: '36ch' });

export const note = style({
  margin: 0,
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
});

export const centred = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[4],
  padding: `${tokens.space[10]} ${tokens.space[4]}`,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: tokens.space[2],
});

const rise = keyframes({
  '0%': { opacity: 0, transform: `translateY(${tokens.space[6]}) scale(0.8)` },
  '15%': { opacity: 1, transform: 'translateY(0) scale(1.1)' },
  '25%': { transform: 'translateY(0) scale(1)' },
  '80%': { opacity: 1, transform: `translateY(calc(-1 * ${tokens.space[3]}))` },
  '100%': { opacity: 0, transform: `translateY(calc(-1 * ${tokens.space[8]}))` },
});

/** A gift's moment over the picture; under reduced motion it simply shows, then goes. */
export const burst = style({
  position: 'absolute',
  insetInline: 0,
  bottom: tokens.space[18],
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const burstCard = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[2],
  maxWidth: '90%',
  padding: `${tokens.space[2]} ${tokens.space[4]}`,
  borderRadius: tokens.radius.full,
  background: `color-mix(in srgb, ${vars.color.surface} 90%, transparent)`,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.vipGold}`,
  boxShadow: vars.shadow.overlay,
  color: vars.color.text,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.bold,
  animation: `${rise} 2.6s ease-out both`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const burstIcon = style({
  width: tokens.space[8],
  height: tokens.space[8],
  flexShrink: 0,
  color: vars.color.vipGold,
});

export const burstCount = style({ color: vars.color.vipGold, fontVariantNumeric: 'tabular-nums' });
