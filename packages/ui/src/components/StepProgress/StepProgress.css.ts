import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const srOnly = visuallyHidden;

const MARKER = tokens.space[8];
const HALF = tokens.space[4];

export const list = recipe({
  base: {
    display: 'flex',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    color: vars.color.text,
    minWidth: 0,
  },
  variants: {
    orientation: {
      horizontal: { flexDirection: 'row', alignItems: 'flex-start' },
      vertical: { flexDirection: 'column', gap: tokens.space[4] },
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

export const item = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    minWidth: 0,
    selectors: {
      // The line to the next step: accent once this step is done, shape and text tell the rest.
      '&:not(:last-child)::after': {
        content: '""',
        position: 'absolute',
        background: vars.color.border,
        borderRadius: tokens.radius.full,
      },
      '&[data-status="done"]:not(:last-child)::after': { background: vars.color.accent },
    },
  },
  variants: {
    orientation: {
      horizontal: {
        flex: '1 1 0',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        padding: `0 ${tokens.space[1]}`,
        selectors: {
          '&:not(:last-child)::after': {
            top: `calc(${HALF} - ${tokens.space.px})`,
            left: `calc(50% + ${HALF} + ${tokens.space[1]})`,
            right: `calc(-50% + ${HALF} + ${tokens.space[1]})`,
            height: tokens.space[0.5],
          },
        },
      },
      vertical: {
        flexDirection: 'row',
        alignItems: 'flex-start',
        gap: tokens.space[3],
        selectors: {
          '&:not(:last-child)::after': {
            left: `calc(${HALF} - ${tokens.space.px})`,
            top: `calc(${MARKER} + ${tokens.space[1]})`,
            bottom: `calc(-1 * ${tokens.space[4]} + ${tokens.space[1]})`,
            width: tokens.space[0.5],
          },
        },
      },
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

export const marker = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: MARKER,
    height: MARKER,
    borderRadius: tokens.radius.full,
    border: `${tokens.borderWidth.thick} solid transparent`,
    fontSize: tokens.fontSize.md,
    fontWeight: tokens.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    ...leading(1),
  },
  variants: {
    status: {
      done: { background: vars.color.accent, color: vars.color.onAccent },
      current: {
        background: vars.color.surface,
        borderColor: vars.color.accent,
        color: vars.color.text,
        boxShadow: `0 0 0 ${tokens.borderWidth.heavy} color-mix(in srgb, ${vars.color.accent} 25%, transparent)`,
      },
      todo: {
        background: vars.color.raised,
        borderColor: vars.color.border,
        color: vars.color.muted,
      },
    },
  },
  defaultVariants: { status: 'todo' },
});

export const body = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.space[0.5],
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  variants: {
    orientation: {
      horizontal: { marginTop: tokens.space[2] },
      vertical: { paddingTop: tokens.space[1] },
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

export const label = recipe({
  base: { fontSize: tokens.fontSize.md, ...leading(tokens.lineHeight.body) },
  variants: {
    status: {
      done: { color: vars.color.text },
      current: { color: vars.color.text, fontWeight: tokens.fontWeight.bold },
      todo: { color: vars.color.muted },
    },
  },
  defaultVariants: { status: 'todo' },
});

export const description = style({
  fontSize: tokens.fontSize.sm,
  color: vars.color.muted,
  ...leading(tokens.lineHeight.body),
});

export type StepProgressRecipe = NonNullable<RecipeVariants<typeof list>>;
