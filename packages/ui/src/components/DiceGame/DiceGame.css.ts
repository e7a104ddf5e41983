import { keyframes, style } from '@vanilla-extract/css';
import { leading } from '../../theme/leading.ts';
import { cardSurface, reasonRow } from '../../theme/shared.css.ts';
import { media, tokens, vars } from '../../theme/theme.css.ts';

const REDUCED = '(prefers-reduced-motion: reduce)';

export const root = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.space[4],
    width: '100%',
    maxWidth: tokens.size.dialogLg,
    marginInline: 'auto',
    padding: tokens.space[3],
    '@media': { [media.desktop]: { padding: tokens.space[5] } },
  },
]);

export const bar = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: tokens.space[2],
});

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.vipGold,
  ...leading(tokens.lineHeight.tight),
});

export const balance = style({ margin: 0 });

export const balanceValue = style({ fontWeight: tokens.fontWeight.bold });

export const label = style({
  margin: 0,
  padding: 0,
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
});

export const hint = style({ fontSize: tokens.fontSize.xs, color: vars.color.muted });

export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  padding: tokens.space[4],
  borderRadius: tokens.radius.card,
  background: vars.color.bg,
});

export const outcome = style({
  textAlign: 'center',
  fontSize: tokens.fontSize['3xl'],
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  ...leading(tokens.lineHeight.tight),
  selectors: {
    '&[data-outcome="win"]': { color: vars.color.up },
    '&[data-outcome="lose"]': { color: vars.color.down },
  },
});

export const track = style({
  position: 'relative',
  height: tokens.space[3],
  marginBlock: tokens.space[4],
  borderRadius: tokens.radius.full,
  background: vars.color.raised,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

export const zone = style({
  position: 'absolute',
  insetBlock: 0,
  borderRadius: tokens.radius.full,
  background: vars.color.accent,
  opacity: 0.55,
});

export const targetMark = style({
  position: 'absolute',
  top: `calc(-1 * ${tokens.space[2]})`,
  bottom: `calc(-1 * ${tokens.space[2]})`,
  width: tokens.borderWidth.heavy,
  marginInlineStart: `calc(-1 * ${tokens.space.px})`,
  borderRadius: tokens.radius.full,
  background: vars.color.text,
});

const roll = keyframes({
  from: { insetInlineStart: '0%', transform: 'translate(-50%, -50%) rotate(-540deg)' },
});

export const rollMark = style({
  position: 'absolute',
  top: '50%',
  display: 'flex',
  width: tokens.space[8],
  height: tokens.space[8],
  transform: 'translate(-50%, -50%)',
  borderRadius: tokens.radius.full,
  background: vars.color.surface,
  border: `${tokens.borderWidth.thick} solid ${vars.color.down}`,
  color: vars.color.down,
  animation: `${roll} 700ms ${tokens.motion.easing}`,
  selectors: { '&[data-win]': { borderColor: vars.color.up, color: vars.color.up } },
  '@media': { [REDUCED]: { animation: 'none' } },
});

export const ball = style({ width: '100%', height: '100%' });

export const scale = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
});

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const status = style({
  margin: 0,
  minHeight: `calc(${tokens.fontSize.md} * ${tokens.lineHeight.body})`,
  textAlign: 'center',
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-win]': { color: vars.color.up, fontWeight: tokens.fontWeight.bold },
    '[data-rolling] &': { animation: `${pulse} 900ms ease-in-out infinite` },
  },
  '@media': { [REDUCED]: { selectors: { '[data-rolling] &': { animation: 'none' } } } },
});

export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space[4],
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' },
  },
});

export const targetField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  '@media': { [media.desktop]: { gridColumn: '1 / -1' } },
});

export const slider = style({
  width: '100%',
  minHeight: tokens.size.touch,
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const direction = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const segments = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  marginTop: tokens.space[1],
  borderRadius: tokens.radius.cell,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const segment = style({ position: 'relative', display: 'flex' });

export const segmentInput = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const segmentText = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: tokens.size.touch,
  paddingInline: tokens.space[2],
  background: vars.color.raised,
  fontWeight: tokens.fontWeight.bold,
  selectors: {
    ':checked + &': { background: vars.color.accent, color: vars.color.onAccent },
    ':focus-visible + &': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.inset,
    },
  },
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: tokens.space[3],
  margin: 0,
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  padding: tokens.space[2],
  borderRadius: tokens.radius.cell,
  background: vars.color.raised,
});

export const statValue = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const rollButton = style({ alignSelf: 'end' });

export const reason = style([reasonRow, { justifyContent: 'flex-start' }]);
