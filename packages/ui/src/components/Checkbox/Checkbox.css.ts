import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../theme/shared.css.ts';
import { tokens, vars } from '../../theme/theme.css.ts';
import { leading } from '../../theme/leading.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: tokens.space[3],
  alignItems: 'start',
  minWidth: 0,
});

// A 44 px square around the 20 px box is the touch target; the input covers all of it.
export const control = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: tokens.size.touch,
  height: tokens.size.touch,
  // Pulled out so the drawn box lines up with the row's edge and the label's first line.
  marginBlock: `calc(-1 * ${tokens.space[2]}) calc(-1 * ${tokens.space[3]})`,
  marginInlineStart: `calc(-1 * ${tokens.space[3]})`,
  flexShrink: 0,
});

export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: tokens.space[5],
  height: tokens.space[5],
  borderRadius: tokens.radius.sm,
  border: `${tokens.borderWidth.thick} solid ${vars.color.muted}`,
  background: vars.color.raised,
  color: vars.color.onAccent,
  pointerEvents: 'none',
  transition: `background-color ${tokens.motion.fast} ${tokens.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    [`${input}:hover:not(:disabled) + &`]: { borderColor: vars.color.text },
    [`${input}:checked + &, ${input}:indeterminate + &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${input}:focus-visible + &`]: {
      outline: `${tokens.focus.width} solid ${vars.color.accent}`,
      outlineOffset: tokens.focus.offset,
    },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.danger },
    [`${input}:disabled + &`]: { opacity: 0.5 },
  },
});

export const checkMark = style({
  display: 'none',
  width: tokens.space[3.5],
  height: tokens.space[3.5],
  selectors: {
    [`${input}:checked:not(:indeterminate) + ${box} &`]: { display: 'block' },
  },
});

export const dashMark = style({
  display: 'none',
  width: tokens.space[3.5],
  height: tokens.space[3.5],
  selectors: { [`${input}:indeterminate + ${box} &`]: { display: 'block' } },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  paddingBlock: tokens.space[1],
});

export const label = style({
  fontSize: tokens.fontSize.md,
  ...leading(tokens.lineHeight.body),
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { [`${root}[data-disabled="true"] &`]: { cursor: 'not-allowed', opacity: 0.5 } },
});

export const hiddenLabel = style([visuallyHidden]);

export const hint = style({
  margin: `${tokens.space[1]} 0 0`,
  fontSize: tokens.fontSize.xs,
  ...leading(tokens.lineHeight.body),
  color: vars.color.muted,
});

export const error = style({
  margin: `${tokens.space[1]} 0 0`,
  fontSize: tokens.fontSize.xs,
  ...leading(tokens.lineHeight.body),
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.danger,
  // Kept in the tree while empty, so a message that appears is announced.
  selectors: { '&:empty': { margin: 0 } },
});
