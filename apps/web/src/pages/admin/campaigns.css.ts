import { style } from '@vanilla-extract/css';
import { media, tokens, vars } from '@touchline/ui/tokens';

/** A paragraph's field with its remove button. */
export const fieldRow = style({
  display: 'grid',
  gap: tokens.space[2],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

/** An amount per currency side by side when there is room. */
export const amounts = style({
  display: 'grid',
  gap: tokens.space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
});

/** A group of groups (a wheel's segments, a list of days), one under another. */
export const nested = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[3] });

export const actionsBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[2],
});

export const heroThumb = style({
  width: 160,
  height: 'auto',
  borderRadius: tokens.radius.cell,
  backgroundColor: vars.color.raised,
});

/** One of the kind's choices, shown as it is. */
export const choice = style({ margin: 0, overflowWrap: 'anywhere' });

/** The preview's controls. */
export const previewBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[3],
  alignItems: 'end',
});

/** The preview's frame: scrolls sideways when the width previewed is wider than the panel. */
export const previewScroll = style({
  overflowX: 'auto',
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: tokens.radius.cell,
  backgroundColor: vars.color.bg,
});

/** The page at the width previewed (375 or 1280 px). */
export const previewFrame = style({
  boxSizing: 'border-box',
  margin: '0 auto',
  padding: tokens.space[3],
  maxHeight: 720,
  overflowY: 'auto',
});
