import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../../theme/shared.css.ts';
import { breakpoint, media, tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const srOnly = visuallyHidden;

const calendar = createContainer();

export const root = style({
  containerName: calendar,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  padding: tokens.space[4],
  background: vars.color.surface,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.card,
  color: vars.color.text,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: tokens.space[2],
});

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.tight),
});

export const streak = style({
  fontSize: tokens.fontSize.sm,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
});

const sevenColumns = {
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: tokens.space[1],
  '@media': { [media.phoneWide]: { gap: tokens.space[2] } },
} as const;

export const weekdays = style({
  ...sevenColumns,
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
  textAlign: 'center',
});

export const grid = style({ ...sevenColumns, margin: 0, padding: 0, listStyle: 'none' });

/**
 * A week's seven days: four a row in a narrow calendar (a phone's, where seven columns left a
 * reward such as "₫28,000" a few characters a line), seven from breakpoint.signInWeekRow up.
 */
export const weekGrid = style({
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  '@container': {
    [`${calendar} (min-width: ${breakpoint.signInWeekRow})`]: {
      gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
    },
  },
});

export const day = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'flex-start',
    gap: tokens.space[0.5],
    minHeight: tokens.space[17],
    minWidth: 0,
    padding: `${tokens.space[1]} ${tokens.space[0.5]}`,
    borderRadius: tokens.radius.cell,
    border: `${tokens.borderWidth.hairline} solid transparent`,
    textAlign: 'center',
    fontSize: tokens.fontSize.xs,
    ...leading(tokens.lineHeight.tight),
    overflowWrap: 'anywhere',
  },
  variants: {
    status: {
      signed: { background: vars.color.raised, color: vars.color.text },
      missed: {
        background: vars.color.surface,
        color: vars.color.muted,
        borderStyle: 'dashed',
        borderColor: vars.color.border,
      },
      today: {
        background: vars.color.raised,
        color: vars.color.text,
        borderColor: vars.color.accent,
        boxShadow: `inset 0 0 0 ${tokens.borderWidth.hairline} ${vars.color.accent}`,
      },
      future: {
        background: vars.color.surface,
        color: vars.color.muted,
        borderColor: vars.color.border,
      },
    },
    variant: {
      week: {},
      month: { minHeight: tokens.space[14] },
    },
  },
  defaultVariants: { status: 'future', variant: 'week' },
});

export const dayLabel = style({
  fontWeight: tokens.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  maxWidth: '100%',
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: tokens.space[5.5],
    height: tokens.space[5.5],
    borderRadius: tokens.radius.full,
    flexShrink: 0,
  },
  variants: {
    status: {
      signed: { background: vars.color.accent, color: vars.color.onAccent },
      missed: { color: vars.color.muted },
      today: { color: vars.color.accent },
      future: { color: vars.color.muted },
    },
  },
});

export const giftIcon = style({ color: vars.color.vipGold });

export const reward = style({
  color: vars.color.text,
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  maxWidth: '100%',
});

export const mutedReward = style({ color: vars.color.muted });
