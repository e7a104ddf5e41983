import { style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

/** How long a spin takes to come to rest. */
export const SPIN_DURATION_MS = 4500;

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: tokens.space[6],
  color: vars.color.text,
  minWidth: 0,
});

export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[3],
  flex: '0 1 auto',
});

export const wheelBox = recipe({
  base: { position: 'relative', aspectRatio: '1', maxWidth: '100%' },
  variants: {
    size: {
      sm: { width: tokens.size.wheelSm },
      md: { width: tokens.size.wheelMd },
      lg: { width: tokens.size.wheelLg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const svg = style({ display: 'block', width: '100%', height: '100%' });

export const rotor = style({
  transformOrigin: `${tokens.size.wheelCenter} ${tokens.size.wheelCenter}`,
  transformBox: 'view-box',
  transition: `transform ${SPIN_DURATION_MS}ms cubic-bezier(0.15, 0.6, 0.1, 1)`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const rim = style({ fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 6 });

export const bulb = style({ fill: vars.color.vipGold });

export const segmentFill = styleVariants({
  accent: { fill: vars.color.accent },
  gold: { fill: vars.color.vipGold },
  link: { fill: vars.color.link },
  warning: { fill: vars.color.warning },
  live: { fill: vars.color.liveBadge },
  blackGold: { fill: vars.color.vipBlackGold },
  raised: { fill: vars.color.raised },
});

/** Each fill's text colour is a pair that keeps AA contrast in both themes. */
export const segmentText = styleVariants({
  accent: { fill: vars.color.onAccent },
  gold: { fill: vars.color.bg },
  link: { fill: vars.color.bg },
  warning: { fill: vars.color.bg },
  live: { fill: vars.color.onLiveBadge },
  blackGold: { fill: vars.color.onVipBlackGold },
  raised: { fill: vars.color.text },
});

export const segmentEdge = style({ stroke: vars.color.surface, strokeWidth: 1 });

export const won = style({
  fill: 'none',
  stroke: vars.color.text,
  strokeWidth: 3,
  strokeLinejoin: 'round',
});

export const label = style({
  fontSize: tokens.fontSize['4xs'],
  fontWeight: tokens.fontWeight.bold,
  fontFamily: 'inherit',
});

export const pointer = style({
  fill: vars.color.text,
  stroke: vars.color.surface,
  strokeWidth: 2,
  strokeLinejoin: 'round',
});

export const hub = style([
  focusRing,
  {
    position: 'absolute',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: '26%',
    minWidth: tokens.space[16],
    aspectRatio: '1',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.space[1],
    borderRadius: tokens.radius.full,
    border: `${tokens.borderWidth.stripe} solid ${vars.color.surface}`,
    background: vars.color.accent,
    color: vars.color.onAccent,
    boxShadow: vars.shadow.overlay,
    font: 'inherit',
    fontSize: tokens.fontSize.lg,
    fontWeight: tokens.fontWeight.bold,
    ...leading(tokens.lineHeight.tight),
    textAlign: 'center',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { filter: 'brightness(1.08)' },
      '&:disabled': {
        cursor: 'not-allowed',
        background: vars.color.raised,
        color: vars.color.muted,
      },
      '&[aria-busy="true"]': { cursor: 'progress', fontSize: tokens.fontSize.sm },
    },
  },
]);

export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[1],
  fontSize: tokens.fontSize.md,
  textAlign: 'center',
});

export const chances = style({ color: vars.color.muted });

export const chancesCount = style({
  color: vars.color.text,
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const reason = style({ color: vars.color.warning, fontWeight: tokens.fontWeight.medium });

export const result = style({
  minHeight: '1.5em',
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
});

export const prizes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  flex: `1 1 ${tokens.size.wheelLegendBasis}`,
  maxWidth: tokens.size.wheelLg,
  minWidth: 0,
  padding: tokens.space[4],
  background: vars.color.surface,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.card,
});

export const prizesTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
});

export const prizeList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
});

export const prize = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[2],
  minHeight: tokens.space[10],
  padding: `${tokens.space[1]} ${tokens.space[2]}`,
  borderRadius: tokens.radius.cell,
  selectors: {
    '&:not(:last-child)': {
      borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    },
    '&[data-won]': {
      background: `color-mix(in srgb, ${vars.color.accent} 12%, ${vars.color.surface})`,
      boxShadow: `inset ${tokens.borderWidth.heavy} 0 0 ${vars.color.accent}`,
    },
  },
});

export const swatch = style({
  width: tokens.space[3.5],
  height: tokens.space[3.5],
  borderRadius: tokens.radius.sm,
  flexShrink: 0,
  boxShadow: `inset 0 0 0 ${tokens.borderWidth.hairline} ${vars.color.border}`,
});

export const swatchFill = styleVariants({
  accent: { background: vars.color.accent },
  gold: { background: vars.color.vipGold },
  link: { background: vars.color.link },
  warning: { background: vars.color.warning },
  live: { background: vars.color.liveBadge },
  blackGold: { background: vars.color.vipBlackGold },
  raised: { background: vars.color.raised },
});

export const prizeLabel = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const probability = style({
  color: vars.color.muted,
  fontSize: tokens.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export type LuckyWheelRecipe = NonNullable<RecipeVariants<typeof wheelBox>>;
