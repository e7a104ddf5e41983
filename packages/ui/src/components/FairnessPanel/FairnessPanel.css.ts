import { style } from '@vanilla-extract/css';
import { leading } from '../../theme/leading.ts';
import { cardSurface, visuallyHidden } from '../../theme/shared.css.ts';
import { media, tokens, vars } from '../../theme/theme.css.ts';

export const srOnly = visuallyHidden;

export const root = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.space[4],
    width: '100%',
    minWidth: 0,
    maxWidth: tokens.size.dialogLg,
    padding: tokens.space[3],
    '@media': { [media.desktop]: { padding: tokens.space[5] } },
  },
]);

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.tight),
});

export const subtitle = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.bold,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  minWidth: 0,
});

export const label = style({
  margin: 0,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.muted,
});

export const dd = style({ margin: 0, minWidth: 0 });

export const valueRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space[2],
  minWidth: 0,
});

export const mono = style({
  flex: '1 1 auto',
  minWidth: 0,
  padding: `${tokens.space[2]} ${tokens.space[2.5]}`,
  borderRadius: tokens.radius.cell,
  background: vars.color.raised,
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.sm,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
});

export const monoSmall = style({
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
  overflowWrap: 'anywhere',
});

export const seedForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: `${tokens.space[1]} ${tokens.space[2]}`,
});

export const seedInput = style({ minWidth: 0 });

export const save = style({
  alignSelf: 'start',
  marginTop: `calc(${tokens.fontSize.sm} * ${tokens.lineHeight.body} + ${tokens.space[1]})`,
});

export const saved = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: tokens.fontSize.sm,
  color: vars.color.success,
  selectors: { '&:empty': { display: 'none' } },
});

export const nonceRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: tokens.space[2],
});

export const inline = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: tokens.space[2],
  margin: 0,
});

export const number = style({
  margin: 0,
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const previous = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  padding: tokens.space[3],
  borderRadius: tokens.radius.card,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.accent}`,
});

export const pairList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  margin: 0,
});

export const rounds = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[2] });

export const empty = style({ margin: 0, color: vars.color.muted, fontSize: tokens.fontSize.sm });

export const roundList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const round = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[3],
  minHeight: tokens.size.touch,
  paddingBlock: tokens.space[2],
  borderTop: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
});

export const roundMain = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const roundGame = style({ fontWeight: tokens.fontWeight.medium, overflowWrap: 'anywhere' });

export const roundMeta = style({ fontSize: tokens.fontSize.xs, color: vars.color.muted });

/** A verify link is a whole touch target tall. */
export const verify = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: tokens.size.touch,
  whiteSpace: 'nowrap',
});
