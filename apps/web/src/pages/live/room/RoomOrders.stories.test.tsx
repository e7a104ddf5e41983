import { composeStories } from '@storybook/react-vite';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as match from './RoomMatch.stories.tsx';
import * as orders from './RoomOrders.stories.tsx';

afterEach(() => cleanup());

/** What each story shows once its fixtures are in (and its play function, if any, has run). */
const ORDERS: Record<string, () => Promise<unknown>> = {
  Open: () => screen.findByRole('heading', { name: /Over 2\.5 @ 1\.90/ }),
  OpenMobile: () => screen.findByRole('heading', { name: /Over 2\.5 @ 1\.90/ }),
  Locked: () => screen.findAllByText('Locked tip'),
  LockedMobile: () => screen.findAllByText('Locked tip'),
  PayConfirmation: () => screen.findByRole('dialog', { name: "Unlock this room's tips" }),
  ClosedMarket: () => screen.findByText('Market closed'),
  Settled: () => screen.findByText('Void'),
  Empty: () => screen.findByText('No tips in this stream yet.'),
  FollowConfirmation: () => screen.findByRole('dialog', { name: 'Follow this tip' }),
  FollowConfirmationMobile: () => screen.findByRole('dialog', { name: 'Follow this tip' }),
  FollowRefused: () => screen.findByText('The price has moved. Check it and try again.'),
  Visitor: () => screen.findByRole('button', { name: /^Follow Hanoi FC/ }),
};

const MATCH: Record<string, () => Promise<unknown>> = {
  Live: () => screen.findByRole('heading', { name: /Full time result/ }),
  LiveMobile: () => screen.findByRole('heading', { name: /Full time result/ }),
  SlipOpen: () => screen.findByRole('dialog'),
  SlipOpenMobile: () => screen.findByRole('dialog'),
  Visitor: () => screen.findByRole('button', { name: 'Log in to bet' }),
  VisitorMobile: () => screen.findByRole('button', { name: 'Log in to bet' }),
};

describe.each([
  ['Screens/Live/Room orders', orders, ORDERS],
  ['Screens/Live/Room match', match, MATCH],
] as const)('%s stories', (_title, module, expected) => {
  const composed = Object.entries(composeStories(module));

  it('names what every story shows', () => {
    expect(composed.map(([name]) => name).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(composed)('%s renders its state from the fixtures', async (name, Story) => {
    await Story.run();
    expect(await expected[name]!()).toBeTruthy();
  });
});
