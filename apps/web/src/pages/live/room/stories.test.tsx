import { composeStories } from '@storybook/react-vite';
import { exampleStream } from '@touchline/api/examples';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Room.stories.tsx';

const composed = Object.entries(composeStories(stories));

/** What each story ends up showing (its play function aside). */
const EXPECTED: Record<string, () => Promise<unknown>> = {
  Loading: () => screen.findByText('Opening the room…'),
  NotFound: () => screen.findByRole('heading', { level: 1, name: 'Stream not found' }),
  Ended: () => screen.findByText('The broadcast has ended'),
  Scheduled: () => screen.findByText(/This stream starts at/),
  MatchWithoutStream: () =>
    screen.findByRole('heading', { level: 1, name: 'No live stream for this match' }),
};

describe('Screens/Live/Room stories', () => {
  it.each(composed)('%s renders from the fixtures', async (name, Story) => {
    render(<Story />);
    const expected =
      EXPECTED[name] ??
      (() => screen.findByRole('heading', { level: 1, name: exampleStream.title }));
    expect(await expected()).toBeTruthy();
  });
});
