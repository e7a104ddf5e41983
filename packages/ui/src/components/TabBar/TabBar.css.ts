import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const root = recipe({
  base: {
    background: vars.color.surface,
    borderTop: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  },
  variants: {
    fixed: {
      true: {
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: tokens.zIndex.tabBar,
      },
      false: { position: 'relative' },
    },
  },
  defaultVariants: { fixed: true },
});

export type TabBarRecipe = NonNullable<RecipeVariants<typeof root>>;

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  maxWidth: tokens.size.tabBarMax,
  margin: '0 auto',
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', minWidth: 0 });

export const tab = style({
  position: 'relative',
  display: 'flex',
  flex: 1,
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space[0.5],
  minWidth: 0,
  minHeight: tokens.space[14],
  padding: `${tokens.space[1]} ${tokens.space[1]}`,
  color: vars.color.muted,
  fontSize: tokens.fontSize.xs,
  ...leading(tokens.lineHeight.body),
  outlineOffset: tokens.focus.inset,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.accent, fontWeight: tokens.fontWeight.bold },
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      left: '50%',
      width: tokens.space[6],
      height: tokens.space[0.75],
      marginLeft: `calc(-1 * ${tokens.space[3]})`,
      borderRadius: `0 0 ${tokens.radius.xs} ${tokens.radius.xs}`,
      background: vars.color.accent,
    },
  },
});

export const icon = style({ width: tokens.space[6], height: tokens.space[6], flexShrink: 0 });

export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
