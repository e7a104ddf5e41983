import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './HostCentre.stories.tsx';

const composed = Object.entries(composeStories(stories));

/** What each host-centre story must end up showing. */
const EXPECTED: Record<string, () => Promise<unknown>> = {
  Profile: () => screen.findByRole('heading', { name: 'As viewers see it' }),
  ProfileMobile: () => screen.findByRole('heading', { name: 'As viewers see it' }),
  ProfileError: () => screen.findByText('This could not be loaded.'),
  Streams: () => screen.findByText('86 reminders'),
  StreamsMobile: () => screen.findByText('86 reminders'),
  StreamsEmpty: () => screen.findByText('No streams yet.'),
  Moderation: () => screen.findByText('spam***er'),
  ModerationMobile: () => screen.findByText('spam***er'),
  PushOrders: () => screen.findByText('66.66%'),
  PushOrdersNotLive: () =>
    screen.findByText('Go live with a stream linked to a match to push orders to its viewers.'),
  Earnings: () => screen.findByRole('table', { name: 'Latest gifts' }),
  EarningsMobile: () => screen.findByRole('table', { name: 'Latest gifts' }),
  EarningsError: () => screen.findByText('This could not be loaded.'),
};

describe('Screens/Live/Host centre stories', () => {
  it('has an expectation for every story', () => {
    expect(composed.map(([name]) => name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(composed)('%s renders its state from the fixtures', async (name, Story) => {
    render(<Story />);
    expect(await EXPECTED[name]!()).toBeTruthy();
  });
});
