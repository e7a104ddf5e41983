import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/shared.css.ts';
import { media, tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

/** The art's colour; text never sits on it at full strength, only on a light wash of it. */
const toneColor = createVar();

export const root = recipe({
  base: {
    vars: { [toneColor]: vars.color.accent },
    position: 'relative',
    isolation: 'isolate',
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: tokens.space[3],
    minHeight: tokens.size.heroMin,
    padding: `${tokens.space[6]} ${tokens.space[4]}`,
    borderRadius: tokens.radius.card,
    border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    color: vars.color.text,
    background: `linear-gradient(135deg, ${vars.color.surface} 35%, color-mix(in srgb, ${toneColor} 22%, ${vars.color.surface}) 100%)`,
    '@media': {
      [media.desktop]: {
        minHeight: tokens.size.heroMinDesktop,
        padding: `${tokens.space[10]} ${tokens.space[8]}`,
      },
    },
  },
  variants: {
    tone: {
      accent: { vars: { [toneColor]: vars.color.accent } },
      gold: { vars: { [toneColor]: vars.color.vipGold } },
      live: { vars: { [toneColor]: vars.color.liveText } },
      link: { vars: { [toneColor]: vars.color.link } },
    },
    ended: {
      true: { background: vars.color.surface },
      false: {},
    },
  },
  defaultVariants: { tone: 'accent', ended: false },
});

export const art = style({
  position: 'absolute',
  zIndex: -1,
  insetBlock: 0,
  insetInlineEnd: 0,
  width: `min(100%, ${tokens.size.heroArt})`,
  height: '100%',
  color: toneColor,
  opacity: 0.55,
  pointerEvents: 'none',
  '@media': { [media.desktop]: { opacity: 0.9 } },
});

export const customArt = style({
  position: 'absolute',
  zIndex: -1,
  inset: 0,
  display: 'flex',
  justifyContent: 'flex-end',
  pointerEvents: 'none',
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: tokens.space[3],
  maxWidth: tokens.size.heroText,
  minWidth: 0,
});

export const eyebrow = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[2] });

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize['2xl'],
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.tight),
  overflowWrap: 'anywhere',
  '@media': { [media.desktop]: { fontSize: tokens.fontSize['3xl'] } },
  selectors: { ':lang(th) &, :lang(vi) &': { ...leading(tokens.lineHeight.body) } },
});

export const subtitle = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  color: vars.color.text,
  ...leading(tokens.lineHeight.body),
  overflowWrap: 'anywhere',
});

export const period = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space[2],
  margin: 0,
  padding: `${tokens.space[1]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.raised,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  fontSize: tokens.fontSize.sm,
  color: vars.color.muted,
});

export const periodValue = style({
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: tokens.fontWeight.medium,
});

export const cta = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.space[2],
    minHeight: tokens.space[12],
    padding: `0 ${tokens.space[6]}`,
    border: `${tokens.borderWidth.hairline} solid transparent`,
    borderRadius: tokens.radius.full,
    background: vars.color.accent,
    color: vars.color.onAccent,
    font: 'inherit',
    fontSize: tokens.fontSize.lg,
    fontWeight: tokens.fontWeight.bold,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover:not(:disabled)': { filter: 'brightness(1.08)' },
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        background: vars.color.raised,
        color: vars.color.muted,
        borderColor: vars.color.border,
      },
    },
  },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space[3],
  marginTop: tokens.space[1],
});

export type CampaignHeroRecipe = NonNullable<RecipeVariants<typeof root>>;
