import { style } from '@vanilla-extract/css';
import { tokens } from '@touchline/ui/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[6],
  padding: tokens.space[4],
  maxWidth: tokens.size.homePage,
  width: '100%',
  margin: '0 auto',
  boxSizing: 'border-box',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[3] });

export const heading = style({ margin: 0, fontSize: tokens.fontSize.lg });

export const grid = style({
  display: 'grid',
  gap: tokens.space[3],
  gridTemplateColumns: `repeat(auto-fill, minmax(${tokens.size.homeCardMin}, 1fr))`,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** The notice bar's place while the notices load (the bar's own height). */
export const noticesPending = style({ minHeight: tokens.size.touch });
