import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Screens.stories.tsx';

const composed = Object.entries(composeStories(stories));

describe('Screens/Site stories', () => {
  it.each(composed)('%s renders from the fixtures', async (_name, Story) => {
    render(<Story />);
    // every screen ends up with a page heading or a dialog of its own (the 18+ question covers
    // every page but the adults-only one)
    const asked = Story.args.ageGate && Story.args.path !== '/adults-only';
    const inDialog = Story.args.dialog || Story.args.popupAd || asked;
    const found = await screen.findAllByRole(inDialog ? 'dialog' : 'heading', {
      level: inDialog ? undefined : 1,
    });
    expect(found.length).toBeGreaterThan(0);
  });
});
