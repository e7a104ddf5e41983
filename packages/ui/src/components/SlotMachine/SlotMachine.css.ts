import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { leading } from '../../theme/leading.ts';
import { cardSurface, focusRing, reasonRow, visuallyHidden } from '../../theme/shared.css.ts';
import { media, tokens, vars } from '../../theme/theme.css.ts';

const REDUCED = '(prefers-reduced-motion: reduce)';

export const srOnly = visuallyHidden;
export const tabular = style({ fontVariantNumeric: 'tabular-nums' });

/** The reel's place from the left, for the staggered motion. */
export const reelIndexVar = createVar();

export const root = style([
  cardSurface,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.space[3],
    width: '100%',
    maxWidth: tokens.size.dialogLg,
    marginInline: 'auto',
    padding: tokens.space[3],
    '@media': { [media.desktop]: { padding: tokens.space[5], gap: tokens.space[4] } },
  },
]);

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: tokens.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: tokens.space[3],
  marginInline: `calc(-1 * ${tokens.space[3]})`,
  marginTop: `calc(-1 * ${tokens.space[3]})`,
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  background: vars.color.surface,
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: `${tokens.radius.card} ${tokens.radius.card} 0 0`,
  '@media': {
    [media.desktop]: {
      marginInline: `calc(-1 * ${tokens.space[5]})`,
      marginTop: `calc(-1 * ${tokens.space[5]})`,
      padding: `${tokens.space[3]} ${tokens.space[5]}`,
    },
  },
});

export const title = style({
  margin: 0,
  flex: '1 1 auto',
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.vipGold,
  ...leading(tokens.lineHeight.tight),
});

export const meters = style({ display: 'flex', gap: tokens.space[4], margin: 0 });

export const meter = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const meterLabel = style({
  margin: 0,
  padding: 0,
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
});

export const meterValue = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const freeSpins = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: `${tokens.space[1]} ${tokens.space[3]}`,
  margin: 0,
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.cell,
  border: `${tokens.borderWidth.thick} solid ${vars.color.vipGold}`,
  color: vars.color.vipGold,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
});

export const freeSpinsIcon = style({ width: tokens.space[5], height: tokens.space[5] });

export const reels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: tokens.space[1.5],
  padding: tokens.space[1.5],
  borderRadius: tokens.radius.card,
  background: vars.color.bg,
  border: `${tokens.borderWidth.thick} solid ${vars.color.vipGold}`,
  '@media': { [media.desktop]: { gap: tokens.space[2], padding: tokens.space[2] } },
});

export const reel = style({
  display: 'grid',
  gap: tokens.space[1.5],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflow: 'hidden',
  '@media': { [media.desktop]: { gap: tokens.space[2] } },
});

const blurSpin = keyframes({
  '0%': { transform: 'translateY(-60%)', opacity: 0.4 },
  '50%': { opacity: 0.9 },
  '100%': { transform: 'translateY(60%)', opacity: 0.4 },
});

const land = keyframes({
  '0%': { transform: 'translateY(-70%)', opacity: 0 },
  '70%': { transform: 'translateY(8%)', opacity: 1 },
  '100%': { transform: 'translateY(0)', opacity: 1 },
});

const glow = keyframes({
  '0%, 100%': { transform: 'scale(1)' },
  '50%': { transform: 'scale(1.08)' },
});

export const cell = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '1',
  minWidth: 0,
  padding: tokens.space[1],
  borderRadius: tokens.radius.cell,
  background: vars.color.raised,
  border: `${tokens.borderWidth.thick} solid transparent`,
  selectors: {
    '&[data-win]': {
      borderColor: vars.color.vipGold,
      boxShadow: `inset 0 0 0 ${tokens.borderWidth.hairline} ${vars.color.vipGold}`,
    },
  },
});

export const cellArt = style({
  display: 'flex',
  width: '100%',
  height: '100%',
  selectors: {
    [`${root}[data-spinning] &`]: {
      animation: `${blurSpin} 160ms linear infinite`,
      animationDelay: `calc(${reelIndexVar} * 60ms)`,
      filter: `blur(${tokens.space.px})`,
    },
    '[data-landing] > &': {
      animation: `${land} ${tokens.motion.slow} ${tokens.motion.easing} backwards`,
      animationDelay: `calc(${reelIndexVar} * 120ms)`,
    },
    '[data-win] > &': {
      animation: `${glow} 900ms ${tokens.motion.easing} 3`,
      animationDelay: `calc(${reelIndexVar} * 120ms + 400ms)`,
    },
  },
  '@media': {
    [REDUCED]: {
      selectors: {
        [`${root}[data-spinning] &, [data-landing] > &, [data-win] > &`]: {
          animation: 'none',
          filter: 'none',
        },
      },
    },
  },
});

export const symbol = style({ width: '100%', height: '100%', overflow: 'visible' });

export const symbolImage = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const symbolTone = styleVariants({
  text: { color: vars.color.text },
  accent: { color: vars.color.accent },
  silver: { color: vars.color.vipSilver },
  link: { color: vars.color.link },
  gold: { color: vars.color.vipGold },
  live: { color: vars.color.liveText },
  warning: { color: vars.color.warning },
  bronze: { color: vars.color.vipBronze },
});

/** A shape filled with a tint of the symbol's colour. */
export const symbolSoft = style({ fill: 'currentColor', fillOpacity: 0.18 });
/** A shape filled with the symbol's colour. */
export const symbolSolid = style({ fill: 'currentColor', stroke: 'none' });
/** Marks drawn on a solid shape, in the reel's background colour. */
export const symbolOnSolid = style({
  fill: vars.color.bg,
  stroke: 'none',
  fontFamily: tokens.font.body,
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '0.02em',
});
export const symbolOnSolidFill = style({ fill: vars.color.bg, stroke: 'none' });
export const symbolPlate = style({
  fill: 'currentColor',
  fillOpacity: 0.12,
  stroke: 'currentColor',
  strokeOpacity: 0.5,
});
export const symbolLetter = style({
  fill: 'currentColor',
  stroke: 'none',
  fontFamily: tokens.font.body,
  fontWeight: 800,
});

export const status = style({
  margin: 0,
  minHeight: `calc(${tokens.fontSize.md} * ${tokens.lineHeight.body})`,
  textAlign: 'center',
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-win]': { color: vars.color.vipGold, fontWeight: tokens.fontWeight.bold } },
});

/** Phones: the spin button on a row of its own, the stake and autoplay under it; wider: one row. */
export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gridTemplateAreas: '"spin spin" "stake autoplay"',
  alignItems: 'center',
  gap: tokens.space[3],
  '@media': {
    [media.phoneWide]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
      gridTemplateAreas: '"stake spin autoplay"',
    },
  },
});

export const stake = style({
  gridArea: 'stake',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  minWidth: 0,
});

export const stakeRow = style({ display: 'flex', alignItems: 'center', gap: tokens.space[1] });

export const stakeValue = style({
  minWidth: tokens.size.oddsCell,
  textAlign: 'center',
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const spin = style([
  focusRing,
  {
    gridArea: 'spin',
    justifySelf: 'center',
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.space[0.5],
    minWidth: tokens.space[20],
    minHeight: tokens.space[20],
    padding: tokens.space[2],
    border: `${tokens.borderWidth.heavy} solid ${vars.color.vipGold}`,
    borderRadius: tokens.radius.full,
    background: vars.color.accent,
    color: vars.color.onAccent,
    fontFamily: 'inherit',
    fontSize: tokens.fontSize.sm,
    fontWeight: tokens.fontWeight.bold,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { filter: 'brightness(1.08)' },
      '&:disabled': {
        cursor: 'not-allowed',
        background: vars.color.raised,
        color: vars.color.muted,
        borderColor: vars.color.border,
      },
    },
  },
]);

const turn = keyframes({ to: { transform: 'rotate(1turn)' } });

export const spinIcon = style({
  width: tokens.space[6],
  height: tokens.space[6],
  selectors: {
    [`${root}[data-spinning] &`]: { animation: `${turn} 700ms linear infinite` },
  },
  '@media': { [REDUCED]: { selectors: { [`${root}[data-spinning] &`]: { animation: 'none' } } } },
});

export const autoplay = style({
  gridArea: 'autoplay',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: tokens.space[1],
  textAlign: 'end',
});

export const autoplayLeft = style({
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const reason = style([reasonRow, { justifyContent: 'flex-start' }]);

export const autoplayPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  padding: tokens.space[3],
  borderRadius: tokens.radius.card,
  background: vars.color.raised,
});

export const counts = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const countRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: tokens.space[2],
  marginTop: tokens.space[1],
});

export const countChip = style({ position: 'relative', display: 'flex' });

export const countInput = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const countText = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: tokens.size.touch,
  borderRadius: tokens.radius.cell,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    ':checked + &': {
      borderColor: vars.color.accent,
      background: vars.color.accent,
      color: vars.color.onAccent,
    },
    ':focus-visible + &': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
  },
});

/** A long label (Thai, Vietnamese) wraps inside the button instead of pushing out of the face. */
export const autoplayButton = style({
  maxWidth: '100%',
  whiteSpace: 'normal',
  textAlign: 'center',
});
