import { globalStyle, style } from '@vanilla-extract/css';
import { leading } from '../../theme/leading.ts';
import { cardSurface, visuallyHidden } from '../../theme/shared.css.ts';
import { media, tokens, vars } from '../../theme/theme.css.ts';

export const srOnly = visuallyHidden;
export const tabular = style({ fontVariantNumeric: 'tabular-nums' });
export const muted = style({ color: vars.color.muted });

export const root = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.space[3],
    minWidth: 0,
    padding: tokens.space[3],
    '@media': { [media.desktop]: { padding: tokens.space[4] } },
  },
]);

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  ...leading(tokens.lineHeight.tight),
});

export const label = style({ margin: 0, fontSize: tokens.fontSize.xs, color: vars.color.muted });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: tokens.space[2],
  margin: 0,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const total = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[0.5],
  minWidth: 0,
  padding: tokens.space[3],
  borderRadius: tokens.radius.cell,
  background: vars.color.raised,
});

export const totalValue = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const winLoss = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: tokens.space[1],
  fontWeight: tokens.fontWeight.bold,
});

export const winLossWord = style({
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.muted,
  selectors: {
    '[data-direction="1"] > &': { color: vars.color.up },
    '[data-direction="-1"] > &': { color: vars.color.down },
  },
});

export const skeletons = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[2] });

const PHONE = media.phone;

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: tokens.fontSize.sm,
  '@media': { [PHONE]: { display: 'block' } },
});

export const caption = style({
  textAlign: 'start',
  paddingBottom: tokens.space[2],
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.bold,
  '@media': { [PHONE]: { display: 'block' } },
});

export const head = style({
  '@media': {
    // on phones each row is a card whose cells name themselves; the header row is for readers
    [PHONE]: {
      position: 'absolute',
      width: tokens.space.px,
      height: tokens.space.px,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

globalStyle(`${head} th`, {
  padding: `${tokens.space[2]} ${tokens.space[2]}`,
  textAlign: 'start',
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.muted,
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const numeric = style({});
globalStyle(`${head} th${numeric}`, { textAlign: 'end' });

export const row = style({
  borderBottom: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  '@media': {
    [PHONE]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: tokens.space[1],
      marginBottom: tokens.space[2],
      padding: tokens.space[3],
      border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
      borderRadius: tokens.radius.card,
      background: vars.color.raised,
    },
  },
});

globalStyle(`${table} tbody`, { '@media': { [PHONE]: { display: 'block' } } });

const cellBase = {
  padding: `${tokens.space[2.5]} ${tokens.space[2]}`,
  verticalAlign: 'middle',
  minWidth: 0,
  overflowWrap: 'anywhere',
  '@media': {
    [PHONE]: {
      display: 'flex',
      alignItems: 'baseline',
      justifyContent: 'space-between',
      gap: tokens.space[3],
      padding: 0,
      textAlign: 'end',
    },
  },
} as const;

export const cell = style(cellBase);

export const cellStrong = style([
  cellBase,
  {
    textAlign: 'start',
    fontWeight: tokens.fontWeight.bold,
    '@media': { [PHONE]: { fontSize: tokens.fontSize.md, textAlign: 'start' } },
  },
]);

export const numericCell = style([
  cellBase,
  { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
]);

export const actionCell = style([cellBase, { textAlign: 'end', whiteSpace: 'nowrap' }]);

// each cell says what it is on a phone card, from its data-label
globalStyle(`${cell}[data-label]::before, ${numericCell}[data-label]::before`, {
  '@media': {
    [PHONE]: {
      content: 'attr(data-label)',
      flexShrink: 0,
      textAlign: 'start',
      fontSize: tokens.fontSize.xs,
      fontWeight: tokens.fontWeight.regular,
      color: vars.color.muted,
    },
  },
});

export const status = style({
  display: 'inline-block',
  padding: `0 ${tokens.space[1.5]}`,
  borderRadius: tokens.radius.full,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  fontSize: tokens.fontSize.xs,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-status="pending"]': { borderColor: vars.color.warning, color: vars.color.warning },
    '&[data-status="cancelled"], &[data-status="refunded"]': { color: vars.color.muted },
  },
});

export const roundId = style({
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
  whiteSpace: 'nowrap',
});

/** A verify link is a whole touch target tall. */
export const verify = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: tokens.size.touch,
  whiteSpace: 'nowrap',
});
