import { style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, tabularNumbers } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const oddsCell = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      isolation: 'isolate',
      display: 'inline-flex',
      minWidth: tokens.size.oddsCell,
      minHeight: tokens.size.touch,
      padding: `${tokens.space[1]} ${tokens.space[2]}`,
      border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
      borderRadius: tokens.radius.cell,
      background: vars.color.raised,
      color: vars.color.text,
      fontFamily: 'inherit',
      fontSize: tokens.fontSize.md,
      cursor: 'pointer',
      userSelect: 'none',
      overflow: 'hidden',
      transition: `background-color ${tokens.motion.fast} ${tokens.motion.easing}, border-color ${tokens.motion.fast} ${tokens.motion.easing}`,
      '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
      selectors: {
        '&:hover:not([aria-disabled="true"]):not(:disabled)': { borderColor: vars.color.muted },
        '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
      },
    },
  ],
  variants: {
    layout: {
      // label at the top, price at the bottom: a row's prices line up when one label wraps
      stacked: {
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: tokens.space[0.5],
        textAlign: 'center',
      },
      // The label beside the price while its longest word fits there; in a narrow cell the
      // price goes under it, at the end, rather than breaking a name inside a word.
      inline: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: tokens.space[2],
        rowGap: tokens.space[0.5],
        textAlign: 'start',
      },
    },
    selected: {
      true: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        borderColor: vars.color.accent,
      },
      false: {},
    },
    suspended: {
      true: { opacity: 0.5, cursor: 'not-allowed' },
      false: {},
    },
    empty: {
      true: { cursor: 'default', color: vars.color.muted },
      false: {},
    },
  },
  defaultVariants: { layout: 'stacked', selected: false, suspended: false, empty: false },
});

export type OddsCellRecipe = NonNullable<RecipeVariants<typeof oddsCell>>;

/**
 * What the price is for: never cut. A long side's name wraps between its words (onto a second
 * line, or more), and the line after it stays whole (`line`).
 */
export const label = style({
  minWidth: 0,
  maxWidth: '100%',
  overflowWrap: 'break-word',
  fontSize: tokens.fontSize.xs,
  color: vars.color.muted,
  selectors: {
    '[aria-pressed="true"] > &': { color: vars.color.onAccent },
  },
});

/** The handicap or total line: one unbreakable piece in tabular figures, a shade stronger. */
export const line = style([
  tabularNumbers,
  {
    whiteSpace: 'nowrap',
    color: vars.color.text,
    fontWeight: tokens.fontWeight.medium,
    selectors: { '[aria-pressed="true"] &': { color: vars.color.onAccent } },
  },
]);

export const inlineLabel = style({
  flex: '1 1 0',
  minWidth: 'min-content',
  fontSize: tokens.fontSize.sm,
});

export const priceLine = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: tokens.space[0.5],
  flexShrink: 0,
});

export const price = style([
  tabularNumbers,
  {
    // Room for five characters (10.50, 1.905, +1150, 13/10): the cell never changes width.
    minWidth: '5ch',
    textAlign: 'center',
    fontSize: tokens.fontSize.lg,
    fontWeight: tokens.fontWeight.bold,
    ...leading(tokens.lineHeight.tight),
    whiteSpace: 'nowrap',
  },
]);

export const priceEnd = style({ textAlign: 'end' });

/**
 * The price's text in a box of a fixed size, one line high, contained (size and layout): a live
 * price changes many times a second, and in such a box the browser lays out the new text alone
 * instead of every box from the page down to it. `room`: as wide as the price's five-character
 * room (prices of up to five digits and points, OddsCell decides); `wide`: seven characters, for
 * long shots. Only where `lh` exists (elsewhere the text is laid out as before).
 */
const containedPrice = (width: string | undefined) =>
  style({
    '@supports': {
      '(height: 1lh)': {
        display: 'block',
        position: 'relative',
        ...(width ? { width } : {}),
        height: '1lh',
        contain: 'size layout',
      },
    },
  });

export const priceBox = { room: containedPrice(undefined), wide: containedPrice('7ch') };

/** An inline cell's price keeps to the end, on the label's line or under it. */
export const inlinePriceLine = style({ marginInlineStart: 'auto' });

/** The arrow or lock slot: always there, so a moved or suspended price keeps its place. */
export const indicator = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: tokens.space[3],
  height: tokens.space[3],
});

export const indicatorTone = styleVariants({
  up: { color: vars.color.up },
  down: { color: vars.color.down },
  none: {},
});

export const onAccentIndicator = style({
  selectors: { '[aria-pressed="true"] &': { color: vars.color.onAccent } },
});

/** The layer behind the label and price that a move tints: empty while nothing moved. */
export const tint = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  borderRadius: 'inherit',
  pointerEvents: 'none',
  opacity: 0,
});

/**
 * A flash: the move's colour on the tint layer, which OddsCell fades from 0.24 to nothing over
 * `motion.priceFlash` with the Web Animations API (restarted in place by each move).
 */
const flashBase = style([
  tint,
  { '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } } },
]);

export const flash = styleVariants({
  up: [flashBase, { background: vars.color.up }],
  down: [flashBase, { background: vars.color.down }],
});

/** A held move (bet slip) is a state, not an event: a still tint, also under reduced motion. */
const heldBase = style([tint, { opacity: 0.14 }]);

export const held = styleVariants({
  up: [heldBase, { background: vars.color.up }],
  down: [heldBase, { background: vars.color.down }],
});

const arrowBase = style({
  gridArea: '1 / 1',
  width: tokens.space[2.5],
  height: tokens.space[2.5],
  visibility: 'hidden',
});

/** ▲ and ▼ in the same place, each seen only in the tone of its move (not laid out anew). */
export const arrow = {
  up: style([arrowBase, { selectors: { [`${indicatorTone.up} > &`]: { visibility: 'visible' } } }]),
  down: style([
    arrowBase,
    { selectors: { [`${indicatorTone.down} > &`]: { visibility: 'visible' } } },
  ]),
};

export const lock = style({ gridArea: '1 / 1', width: tokens.space[3], height: tokens.space[3] });
