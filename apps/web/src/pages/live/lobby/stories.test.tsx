import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Lobby.stories.tsx';

const composed = Object.entries(composeStories(stories));

describe('Screens/Live/Lobby stories', () => {
  it.each(composed)('%s renders from the fixtures', async (_name, Story) => {
    render(<Story />);
    // the lobby's heading, in the story's language
    expect(
      await screen.findByRole('heading', { level: 1, name: /^(Live streams|ถ่ายทอดสด)$/ }),
    ).toBeTruthy();
  });
});
