import { style } from '@vanilla-extract/css';
import { focusRing, tabularNumbers, visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const root = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
});

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderRadius: tokens.radius.card,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const item = style({
  selectors: {
    '& + &': { borderTop: `${tokens.borderWidth.hairline} solid ${vars.color.border}` },
  },
});

/**
 * One match as a link: its time or state on the left, league and teams in the middle, the score
 * on the right; names wrap rather than truncate at 375 px.
 */
export const row = style([
  focusRing,
  {
    display: 'grid',
    // a fixed first column keeps the rows' teams aligned under each other
    gridTemplateColumns: `calc(${tokens.size.oddsCell} + ${tokens.space[4]}) minmax(0, 1fr) auto`,
    alignItems: 'center',
    columnGap: tokens.space[3],
    padding: `${tokens.space[2]} ${tokens.space[3]}`,
    minHeight: tokens.size.oddsCell,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.raised },
    },
  },
]);

export const when = style([
  tabularNumbers,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.space[0.5],
    fontSize: tokens.fontSize.xs,
    color: vars.color.muted,
  },
]);

export const live = style({
  alignSelf: 'start',
  padding: `0 ${tokens.space[1.5]}`,
  borderRadius: tokens.radius.sm,
  background: vars.color.liveBadge,
  color: vars.color.onLiveBadge,
  fontSize: tokens.fontSize['2xs'],
  fontWeight: tokens.fontWeight.bold,
});

export const clock = style({ color: vars.color.liveText, fontSize: tokens.fontSize['2xs'] });

export const teams = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[0.5],
});

export const league = style({
  fontSize: tokens.fontSize['2xs'],
  color: vars.color.muted,
  overflowWrap: 'break-word',
});

export const team = style({
  fontSize: tokens.fontSize.sm,
  overflowWrap: 'break-word',
});

export const score = style([
  tabularNumbers,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'end',
    gap: tokens.space[0.5],
    fontSize: tokens.fontSize.sm,
    fontWeight: tokens.fontWeight.bold,
  },
]);

export const scoreLive = style({ color: vars.color.liveText });

export const empty = style({
  margin: 0,
  padding: tokens.space[3],
  borderRadius: tokens.radius.card,
  border: `${tokens.borderWidth.hairline} dashed ${vars.color.border}`,
  color: vars.color.muted,
  fontSize: tokens.fontSize.sm,
});

export const srOnly = visuallyHidden;
