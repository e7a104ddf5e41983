import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[2],
    minHeight: '44px',
    minWidth: '44px',
    padding: `0 ${tokens.space[3]}`,
    border: `1px solid transparent`,
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
  width: '20px',
  height: '20px',
  flexShrink: 0,
  color: vars.color.muted,
});
export const chevron = style({
  width: '12px',
  height: '12px',
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
    minWidth: '200px',
    margin: 0,
    padding: tokens.space[1],
    borderRadius: tokens.radius.card,
    border: `1px solid ${vars.color.border}`,
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
    minHeight: '44px',
    padding: `0 ${tokens.space[3]}`,
    border: 'none',
    borderRadius: tokens.radius.cell,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: tokens.fontSize.md,
    lineHeight: tokens.lineHeight.tall,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover, &:focus-visible': { background: vars.color.raised },
      '&:focus-visible': { outlineOffset: '-2px' },
      '&[aria-checked="true"]': { fontWeight: tokens.fontWeight.bold },
    },
  },
]);

export const code = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '28px',
  height: '20px',
  padding: `0 ${tokens.space[1]}`,
  borderRadius: '4px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.raised,
  color: vars.color.muted,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '0.04em',
  lineHeight: 1,
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
  width: '16px',
  height: '16px',
  flexShrink: 0,
  color: vars.color.accent,
});

export const srOnly = style([visuallyHidden]);
