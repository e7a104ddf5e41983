import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: tokens.space[2],
      border: `${tokens.borderWidth.hairline} solid transparent`,
      borderRadius: tokens.radius.cell,
      fontFamily: 'inherit',
      fontWeight: tokens.fontWeight.bold,
      ...leading(tokens.lineHeight.tight),
      cursor: 'pointer',
      userSelect: 'none',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      transition: `background-color ${tokens.motion.fast} ${tokens.motion.easing}, border-color ${tokens.motion.fast} ${tokens.motion.easing}`,
      '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
      selectors: {
        '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
        '&[aria-busy="true"]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      solid: {},
      outline: { background: vars.color.surface },
      ghost: { background: 'transparent' },
      text: {
        background: 'transparent',
        selectors: { '&:hover:not(:disabled)': { textDecoration: 'underline' } },
      },
    },
    tone: {
      neutral: {},
      accent: {},
      danger: {},
    },
    size: {
      sm: {
        minHeight: tokens.size.controlSm,
        padding: `0 ${tokens.space[3]}`,
        fontSize: tokens.fontSize.sm,
      },
      md: {
        minHeight: tokens.size.controlMd,
        padding: `0 ${tokens.space[4]}`,
        fontSize: tokens.fontSize.md,
      },
      lg: {
        minHeight: tokens.size.controlLg,
        padding: `0 ${tokens.space[6]}`,
        fontSize: tokens.fontSize.lg,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  compoundVariants: [
    // solid: filled with the tone (neutral is the raised surface with a border)
    {
      variants: { variant: 'solid', tone: 'neutral' },
      style: {
        background: vars.color.raised,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.muted } },
      },
    },
    {
      variants: { variant: 'solid', tone: 'accent' },
      style: { background: vars.color.accent, color: vars.color.onAccent },
    },
    {
      variants: { variant: 'solid', tone: 'danger' },
      style: { background: vars.color.danger, color: vars.color.onAccent },
    },
    // outline: the surface, the tone's text and border
    {
      variants: { variant: 'outline', tone: 'neutral' },
      style: { color: vars.color.text, borderColor: vars.color.border },
    },
    {
      variants: { variant: 'outline', tone: 'accent' },
      style: { color: vars.color.accent, borderColor: vars.color.accent },
    },
    {
      variants: { variant: 'outline', tone: 'danger' },
      style: { color: vars.color.danger, borderColor: vars.color.danger },
    },
    // ghost and text: the tone's text only
    ...(['ghost', 'text'] as const).flatMap((variant) => [
      { variants: { variant, tone: 'neutral' as const }, style: { color: vars.color.text } },
      { variants: { variant, tone: 'accent' as const }, style: { color: vars.color.accent } },
      { variants: { variant, tone: 'danger' as const }, style: { color: vars.color.danger } },
    ]),
    // a text button has no padding of its own (the size sets padding before this)
    { variants: { variant: 'text' }, style: { paddingInline: 0 } },
    {
      variants: { variant: 'ghost' },
      style: { selectors: { '&:hover:not(:disabled)': { background: vars.color.raised } } },
    },
  ],
  defaultVariants: { variant: 'solid', tone: 'accent', size: 'md', fullWidth: false },
});

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

/** The loading spinner: a ring in the text colour with one open quarter. */
export const spinner = style({
  flexShrink: 0,
  width: '1em',
  height: '1em',
  border: `${tokens.borderWidth.thick} solid currentColor`,
  borderInlineEndColor: 'transparent',
  borderRadius: tokens.radius.full,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;

/** "Loading", for screen readers only; a block, so the name reads "Place bet Loading". */
export const loadingText = style([visuallyHidden, { display: 'block' }]);
