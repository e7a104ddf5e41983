import { createVar, style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';

export const totalVar = createVar();
/**
 * A row's place. Registered as not inherited: a row that moves is restyled alone, not with
 * everything it holds (a custom property is otherwise inherited by every element inside).
 */
export const startVar = createVar({ syntax: '<length>', inherits: false, initialValue: '0px' });
export const heightVar = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  height: heightVar,
});

export const scroller = style({
  vars: { [totalVar]: '0px' },
  position: 'relative',
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  overscrollBehaviorY: 'contain',
  margin: 0,
  padding: 0,
  outline: 'none',
  contain: 'strict',
  selectors: {
    // Gives the scroll area the full height of every row, rendered or not.
    '&::after': { content: '""', display: 'block', height: totalVar },
    '&:focus-visible': {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.inset,
    },
  },
});

/** The rows of a list the page scrolls (`height="window"`): as tall as every row, no scroller. */
export const inPage = style({
  vars: { [totalVar]: '0px' },
  position: 'relative',
  margin: 0,
  padding: 0,
  contain: 'layout',
  selectors: {
    '&::after': { content: '""', display: 'block', height: totalVar },
  },
});

export const gapVar = createVar();

/** The rows one after the other in the page's flow (`inFlow`: the server's render, hydration). */
export const inFlow = style({
  vars: { [gapVar]: '0px' },
  display: 'flex',
  flexDirection: 'column',
  gap: gapVar,
  selectors: {
    '&::after': { display: 'none' },
  },
});

export const item = style({
  // a row holds its own total: a new total (set on the list, read by its `::after`) then
  // restyles the rows alone, not everything inside them
  vars: { [startVar]: '0px', [totalVar]: '0px' },
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  transform: `translateY(${startVar})`,
  selectors: {
    [`${inFlow} > &`]: { position: 'relative', transform: 'none' },
  },
});

export const empty = style({ flex: '1 1 auto', display: 'flex', alignItems: 'center' });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space[2],
  flexShrink: 0,
  minHeight: tokens.size.touch,
  padding: `${tokens.space[2]} ${tokens.space[4]}`,
  color: vars.color.muted,
  fontSize: tokens.fontSize.sm,
  borderTop: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  // Empty but kept in the tree, so "Loading more" is announced when it appears.
  selectors: { '&:empty': { minHeight: 0, padding: 0, borderTop: 0 } },
});

export const hidden = style([visuallyHidden]);
