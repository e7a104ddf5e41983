import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[2],
    minHeight: tokens.size.touch,
    minWidth: tokens.size.touch,
    padding: `0 ${tokens.space[3]}`,
    border: `${tokens.borderWidth.hairline} solid transparent`,
    borderRadius: tokens.radius.cell,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: tokens.fontSize.md,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled), &[aria-expanded="true"]': { background: vars.color.raised },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
]);

export const globe = style({
  width: tokens.space[5],
  height: tokens.space[5],
  flexShrink: 0,
  color: vars.color.muted,
});
export const chevron = style({
  width: tokens.space[3],
  height: tokens.space[3],
  flexShrink: 0,
  color: vars.color.muted,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const menu = recipe({
  base: {
    position: 'absolute',
    top: `calc(100% + ${tokens.space[1]})`,
    zIndex: tokens.zIndex.sheet,
    display: 'flex',
    flexDirection: 'column',
    minWidth: tokens.size.menuMin,
    margin: 0,
    padding: tokens.space[1],
    borderRadius: tokens.radius.card,
    border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.overlay,
  },
  variants: {
    align: {
      start: { insetInlineStart: 0 },
      end: { insetInlineEnd: 0 },
    },
  },
  defaultVariants: { align: 'end' },
});

export type LanguageSwitcherMenuRecipe = NonNullable<RecipeVariants<typeof menu>>;

export const item = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.space[3],
    minHeight: tokens.size.touch,
    padding: `0 ${tokens.space[3]}`,
    border: 'none',
    borderRadius: tokens.radius.cell,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: tokens.fontSize.md,
    ...leading(tokens.lineHeight.tall),
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover, &:focus-visible': { background: vars.color.raised },
      '&:focus-visible': { outlineOffset: tokens.focus.inset },
      '&[aria-checked="true"]': { fontWeight: tokens.fontWeight.bold },
    },
  },
]);

export const code = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: tokens.space[7],
  height: tokens.space[5],
  padding: `0 ${tokens.space[1]}`,
  borderRadius: tokens.radius.sm,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  background: vars.color.raised,
  color: vars.color.muted,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '0.04em',
  ...leading(1),
  flexShrink: 0,
  selectors: {
    '[aria-checked="true"] > &': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const title = style({ flex: 1 });

export const check = style({
  width: tokens.space[4],
  height: tokens.space[4],
  flexShrink: 0,
  color: vars.color.accent,
});

export const srOnly = style([visuallyHidden]);
