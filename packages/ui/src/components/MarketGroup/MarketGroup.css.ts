import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, tabularNumbers } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const root = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.card,
  overflow: 'hidden',
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: 'inherit',
  fontWeight: 'inherit',
});

const headerBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[2],
  width: '100%',
  minHeight: tokens.size.touch,
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
});

export const header = styleVariants({
  static: [headerBase],
  toggle: [
    headerBase,
    focusRing,
    {
      cursor: 'pointer',
      selectors: {
        '&:hover': { background: vars.color.raised },
        '&:focus-visible': { outlineOffset: tokens.focus.inset },
      },
    },
  ],
});

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const line = style([
  tabularNumbers,
  {
    marginInlineStart: tokens.space[1],
    color: vars.color.muted,
    fontWeight: tokens.fontWeight.medium,
  },
]);

export const status = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
  padding: `0 ${tokens.space[2]}`,
  borderRadius: tokens.radius.full,
  border: `${tokens.borderWidth.hairline} solid currentColor`,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const statusTone = styleVariants({
  suspended: { color: vars.color.warning },
  closed: { color: vars.color.muted },
});

export const chevron = style({
  flexShrink: 0,
  width: tokens.space[4],
  height: tokens.space[4],
  color: vars.color.muted,
  transition: `transform ${tokens.motion.fast} ${tokens.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

/** How many selections sit side by side. */
export const columnsVar = createVar();

export const grid = style({
  vars: { [columnsVar]: '2' },
  display: 'grid',
  gap: tokens.space[2],
  padding: `0 ${tokens.space[3]} ${tokens.space[3]}`,
  gridTemplateColumns: `repeat(${columnsVar}, minmax(0, 1fr))`,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const cell = style({ width: '100%' });

export const empty = style({
  padding: `0 ${tokens.space[3]} ${tokens.space[3]}`,
  color: vars.color.muted,
  fontSize: tokens.fontSize.sm,
});

export const category = style({
  display: 'grid',
  gap: tokens.space[2],
  minWidth: 0,
});

export const categoryHeading = style({
  margin: 0,
  padding: `${tokens.space[1]} 0`,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.muted,
  textTransform: 'none',
});
