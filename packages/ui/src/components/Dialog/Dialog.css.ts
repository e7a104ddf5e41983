import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../../theme/shared.css.ts';
import { media, tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

const SHEET_UNTIL = media.phone;
const reduced = '(prefers-reduced-motion: reduce)';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });
const slideDown = keyframes({ from: { transform: 'none' }, to: { transform: 'translateY(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: tokens.zIndex.dialog,
  background: vars.color.bg,
  opacity: 0.8,
  selectors: {
    '&[data-state="open"]': {
      animation: `${fadeIn} ${tokens.motion.base} ${tokens.motion.easing}`,
    },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${tokens.motion.fast} ${tokens.motion.easing}`,
    },
  },
  '@media': { [reduced]: { animation: 'none !important' } },
});

const centered = {
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `calc(100vw - ${tokens.size.viewportGutter})`,
  maxHeight: `calc(100dvh - ${tokens.size.viewportGutter})`,
  borderRadius: tokens.radius.sheet,
} as const;

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: tokens.zIndex.dialog,
    display: 'flex',
    flexDirection: 'column',
    overflow: 'auto',
    overscrollBehavior: 'contain',
    background: vars.color.surface,
    color: vars.color.text,
    border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
    boxShadow: vars.shadow.overlay,
    outline: 'none',
    '@media': { [reduced]: { animation: 'none !important' } },
  },
  variants: {
    variant: {
      center: {
        ...centered,
        selectors: {
          '&[data-state="open"]': {
            animation: `${popIn} ${tokens.motion.base} ${tokens.motion.easing}`,
          },
        },
      },
      // A bottom sheet on phones, a centred dialog from tablet width up.
      sheet: {
        ...centered,
        '@media': {
          [SHEET_UNTIL]: {
            top: 'auto',
            left: 0,
            right: 0,
            bottom: 0,
            transform: 'none',
            width: '100%',
            maxWidth: 'none',
            maxHeight: '90dvh',
            borderRadius: `${tokens.radius.sheet} ${tokens.radius.sheet} 0 0`,
            borderBottom: 0,
            paddingBottom: 'env(safe-area-inset-bottom)',
          },
        },
        selectors: {
          '&[data-state="open"]': {
            animation: `${popIn} ${tokens.motion.base} ${tokens.motion.easing}`,
            '@media': {
              [SHEET_UNTIL]: {
                animation: `${slideUp} ${tokens.motion.slow} ${tokens.motion.easing}`,
              },
            },
          },
          '&[data-state="closed"]': {
            '@media': {
              [SHEET_UNTIL]: {
                animation: `${slideDown} ${tokens.motion.base} ${tokens.motion.easing}`,
              },
            },
          },
        },
      },
    },
    size: {
      sm: { maxWidth: tokens.size.dialogSm },
      md: { maxWidth: tokens.size.dialogMd },
      lg: { maxWidth: tokens.size.dialogLg },
    },
  },
  defaultVariants: { variant: 'center', size: 'md' },
});

export const handle = style({
  display: 'none',
  alignSelf: 'center',
  flexShrink: 0,
  width: tokens.space[10],
  height: tokens.space[1],
  marginTop: tokens.space[2],
  borderRadius: tokens.radius.full,
  background: vars.color.border,
  '@media': { [SHEET_UNTIL]: { display: 'block' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space[2],
  padding: `${tokens.space[4]} ${tokens.space[3]} 0 ${tokens.space[6]}`,
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  flex: '1 1 auto',
  minWidth: 0,
  paddingTop: tokens.space[2],
});

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.tight),
  overflowWrap: 'anywhere',
  selectors: { '&:lang(th), &:lang(vi)': { ...leading(tokens.lineHeight.tall) } },
});

export const description = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  color: vars.color.muted,
  overflowWrap: 'anywhere',
});

export const body = style({
  flex: '1 1 auto',
  padding: `${tokens.space[4]} ${tokens.space[6]} ${tokens.space[6]}`,
  minHeight: 0,
});

export const footer = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: tokens.space[2],
  // It sits in the padded body but spans the dialog's full width and bottom edge.
  margin: `${tokens.space[4]} calc(-1 * ${tokens.space[6]}) calc(-1 * ${tokens.space[6]})`,
  padding: `${tokens.space[3]} ${tokens.space[6]} ${tokens.space[4]}`,
  background: vars.color.surface,
  borderTop: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  '@media': {
    // On phones: full-width actions stacked, the main (last) action on top.
    [SHEET_UNTIL]: {
      flexDirection: 'column-reverse',
      alignItems: 'stretch',
    },
  },
});

export type DialogContentRecipe = NonNullable<RecipeVariants<typeof content>>;

export const hiddenTitle = style([visuallyHidden]);
