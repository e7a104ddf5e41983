import { style } from '@vanilla-extract/css';
import { media, tokens, vars } from '@touchline/ui/tokens';

/**
 * The styles the member's pages share (the personal centre, its wallet and safer-gambling tabs,
 * the host centre): their stylesheets re-export these under the same names.
 */

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
  padding: tokens.space[4],
  maxWidth: tokens.size.homePage,
  width: '100%',
  margin: '0 auto',
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: tokens.fontSize.xl });

/** Two columns from the desktop width (a form and what it makes, deposit beside withdraw). */
export const columns = style({
  display: 'grid',
  gap: tokens.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  padding: tokens.space[4],
  borderRadius: tokens.radius.card,
  backgroundColor: vars.color.surface,
  border: `${tokens.borderWidth.hairline} solid ${vars.color.border}`,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: tokens.fontSize.lg });

export const form = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[3] });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[2],
  alignItems: 'center',
});

export const muted = style({ color: vars.color.muted, fontSize: tokens.fontSize.sm, margin: 0 });

export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });
