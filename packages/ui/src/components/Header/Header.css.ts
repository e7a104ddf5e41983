import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/shared.css.ts';
import { media, tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

const DESKTOP = media.desktop;

const hiddenRules = {
  position: 'absolute',
  width: tokens.space.px,
  height: tokens.space.px,
  padding: 0,
  margin: `calc(-1 * ${tokens.space.px})`,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
const shownRules = {
  position: 'static',
  width: 'auto',
  height: 'auto',
  margin: 0,
  clip: 'auto',
} as const;

export const root = recipe({
  base: {
    background: vars.color.surface,
    borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    color: vars.color.text,
  },
  variants: {
    sticky: {
      true: { position: 'sticky', top: 0, zIndex: tokens.zIndex.header },
      false: {},
    },
  },
  defaultVariants: { sticky: true },
});

export type HeaderRecipe = NonNullable<RecipeVariants<typeof root>>;

export const inner = styleVariants({
  responsive: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.space[2],
    maxWidth: tokens.size.page,
    minHeight: tokens.size.headerMobile,
    margin: '0 auto',
    padding: `0 ${tokens.space[3]}`,
    '@media': {
      [DESKTOP]: {
        minHeight: tokens.size.headerDesktop,
        gap: tokens.space[4],
        padding: `0 ${tokens.space[6]}`,
      },
    },
  },
  mobile: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.space[2],
    minHeight: tokens.size.headerMobile,
    padding: `0 ${tokens.space[3]}`,
  },
  desktop: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.space[4],
    maxWidth: tokens.size.page,
    minHeight: tokens.size.headerDesktop,
    margin: '0 auto',
    padding: `0 ${tokens.space[6]}`,
  },
});

export const brand = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[2],
    minHeight: tokens.size.touch,
    flexShrink: 0,
    fontSize: tokens.fontSize.lg,
    fontWeight: tokens.fontWeight.bold,
    letterSpacing: '-0.01em',
    whiteSpace: 'nowrap',
  },
]);

export const mark = style({ width: tokens.space[8], height: tokens.space[8], flexShrink: 0 });
export const markTile = style({ fill: vars.color.accent });
export const markLines = style({ fill: 'none', stroke: vars.color.onAccent, strokeWidth: 2 });

/** Shrinks first when space runs out, and then scrolls sideways rather than overlapping. */
export const nav = style({
  alignItems: 'center',
  gap: tokens.space[1],
  minWidth: 0,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  whiteSpace: 'nowrap',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[1],
  marginInlineStart: 'auto',
  flexShrink: 0,
});

export const balance = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[1],
  minWidth: 0,
  paddingInlineStart: tokens.space[2],
  borderRadius: tokens.radius.cell,
  background: vars.color.raised,
});

export const balanceText = style({
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  ...leading(tokens.lineHeight.tight),
});

export const balanceLabel = style({ fontSize: tokens.fontSize.xs, color: vars.color.muted });

export const balanceAmount = style({
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
});

export const iconButton = style([
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
    selectors: {
      '&:hover:not(:disabled)': { color: vars.color.text },
      '&:disabled': { cursor: 'progress' },
    },
  },
]);

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const icon = style({ width: tokens.space[5], height: tokens.space[5] });
export const spinning = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 800ms linear infinite` },
  },
});

export const user = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[2],
    minHeight: tokens.size.touch,
    minWidth: tokens.size.touch,
    paddingInline: tokens.space[1],
    borderRadius: tokens.radius.full,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { 'a&:hover': { background: vars.color.raised } },
  },
]);

export const userName = style({
  maxWidth: tokens.size.balanceMax,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: tokens.fontWeight.medium,
});

export const userAvatar = style({ order: -1 });

export const authButtons = style({ display: 'flex', gap: tokens.space[2], flexShrink: 0 });

// Last in the file so that they win over the display of the elements they are combined with.
/** Shown in the desktop layout only. */
export const desktopOnly = styleVariants({
  responsive: { display: 'none', '@media': { [DESKTOP]: { display: 'flex' } } },
  mobile: { display: 'none' },
  desktop: { display: 'flex' },
});

/** Written out on desktop, read by screen readers only on mobile. */
export const desktopText = styleVariants({
  responsive: { ...hiddenRules, '@media': { [DESKTOP]: shownRules } },
  mobile: hiddenRules,
  desktop: {},
});
