import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const emptyState = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: tokens.space[3],
    width: '100%',
    minWidth: 0,
    color: vars.color.text,
  },
  variants: {
    size: {
      sm: { padding: `${tokens.space[6]} ${tokens.space[4]}` },
      md: { padding: `${tokens.space[12]} ${tokens.space[6]}` },
    },
  },
  defaultVariants: { size: 'md' },
});

export const illustration = recipe({
  base: { flexShrink: 0, color: vars.color.muted },
  variants: {
    size: {
      sm: { width: tokens.space[16], height: tokens.space[16] },
      md: { width: tokens.space[24], height: tokens.space[24] },
    },
    kind: {
      noData: {},
      noMatchingData: {},
      error: { color: vars.color.danger },
    },
  },
});

export const accentStroke = style({ color: vars.color.accent });

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.tight),
  maxWidth: '40ch',
  overflowWrap: 'anywhere',
  selectors: { '&:lang(th), &:lang(vi)': { ...leading(tokens.lineHeight.tall) } },
});

export const description = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  color: vars.color.muted,
  maxWidth: '48ch',
  overflowWrap: 'anywhere',
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: tokens.space[2],
  marginTop: tokens.space[2],
});

export type EmptyStateRecipe = NonNullable<RecipeVariants<typeof emptyState>>;
