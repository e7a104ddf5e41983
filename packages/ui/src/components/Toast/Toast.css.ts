import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${tokens.space[2]}))` },
  to: { opacity: 1, transform: 'none' },
});

/**
 * Below the header (its balance, language and account controls stay in reach), at the top on
 * phones, top right from 768 px.
 */
export const viewport = style({
  position: 'fixed',
  zIndex: tokens.zIndex.toast,
  top: `calc(${tokens.size.headerMobile} + ${tokens.space[2]})`,
  left: tokens.space[3],
  right: tokens.space[3],
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: tokens.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
  paddingTop: 'env(safe-area-inset-top)',
  '@media': {
    [media.desktop]: {
      left: 'auto',
      top: `calc(${tokens.size.headerDesktop} + ${tokens.space[3]})`,
      right: tokens.space[4],
      width: tokens.size.toast,
    },
  },
});

export const item = style({ pointerEvents: 'auto' });

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.space[3],
    width: '100%',
    padding: `${tokens.space[3]} ${tokens.space[2]} ${tokens.space[3]} ${tokens.space[4]}`,
    background: vars.color.surface,
    color: vars.color.text,
    border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    borderInlineStartWidth: tokens.borderWidth.stripe,
    borderRadius: tokens.radius.card,
    boxShadow: vars.shadow.overlay,
    animation: `${enter} ${tokens.motion.base} ${tokens.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    tone: {
      info: { borderInlineStartColor: vars.color.link },
      success: { borderInlineStartColor: vars.color.success },
      warning: { borderInlineStartColor: vars.color.warning },
      danger: { borderInlineStartColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: {
    flexShrink: 0,
    width: tokens.space[5],
    height: tokens.space[5],
    marginTop: tokens.space.px,
  },
  variants: {
    tone: {
      info: { color: vars.color.link },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  flex: '1 1 auto',
  minWidth: 0,
  paddingBlock: tokens.space.px,
  overflowWrap: 'anywhere',
});

export const title = style({
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.body),
});

export const description = style({
  fontSize: tokens.fontSize.sm,
  color: vars.color.muted,
  ...leading(tokens.lineHeight.body),
});

export const action = style({
  alignSelf: 'flex-start',
  // a link action looks like the button one
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'none',
  marginTop: tokens.space[1],
  minHeight: tokens.space[8],
  padding: `0 ${tokens.space[3]}`,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.cell,
  background: vars.color.raised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.bold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.muted },
    '&:focus-visible': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
  },
});

export const dismiss = style({ marginBlock: `calc(-1 * ${tokens.space[1]})` });

export type ToastRecipe = NonNullable<RecipeVariants<typeof toast>>;
