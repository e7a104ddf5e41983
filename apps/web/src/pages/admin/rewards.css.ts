import { style } from '@vanilla-extract/css';
import { media, tokens, vars } from '@touchline/ui/tokens';

/** The reward rules' two cards side by side on a desktop, one under another on a phone. */
export const rules = style({
  display: 'grid',
  gap: tokens.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** A VIP level: its name, threshold and benefits, with its edit button. */
export const level = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: tokens.space[2],
  alignItems: 'center',
  padding: tokens.space[3],
  borderRadius: tokens.radius.cell,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
});

export const levelText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  minWidth: 0,
});

/** The open level's form under its row, the whole row wide. */
export const levelForm = style({ gridColumn: '1 / -1' });

/** A tier's fields side by side with its remove button; stacked on a phone. */
export const tier = style({
  display: 'grid',
  gap: tokens.space[2],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
  },
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[2] });

/** A list's rule, stated under its heading. */
export const note = style({ margin: 0, color: vars.color.muted, fontSize: tokens.fontSize.sm });
