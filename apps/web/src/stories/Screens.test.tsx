import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Screens.stories.tsx';

const composed = Object.entries(composeStories(stories));

describe('Screens/Site stories', () => {
  it.each(composed)('%s renders from the fixtures', async (_name, Story) => {
    render(<Story />);
    // every screen ends up with a page heading or a dialog of its own
    const found = await screen.findAllByRole(
      Story.args.dialog || Story.args.popupAd ? 'dialog' : 'heading',
      {
        level: Story.args.dialog || Story.args.popupAd ? undefined : 1,
      },
    );
    expect(found.length).toBeGreaterThan(0);
  });
});
