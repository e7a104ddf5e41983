import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as history from './History.stories.tsx';
import * as historyView from './HistoryView.stories.tsx';
import * as lobby from './Lobby.stories.tsx';
import * as play from './Play.stories.tsx';
import * as verify from './Verify.stories.tsx';

// the stories call no server: msw is not set up, each answer comes from the fixtures
const cases = [
  ['Lobby', lobby, /^(Touchline Originals|Games)$/],
  ['History', history, /^(Game history|ประวัติการเล่นเกม)$/],
  ['Verify', verify, /^Provably fair: verify a round$/],
] as const;

describe('Screens/Games stories', () => {
  for (const [name, module, heading] of cases) {
    it.each(Object.entries(composeStories(module)))(`${name}: %s renders`, async (_n, Story) => {
      render(<Story />);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    });
  }

  it.each(Object.entries(composeStories(historyView)))(
    'HistoryView: %s renders its filters',
    async (_n, Story) => {
      render(<Story />);
      expect(await screen.findByRole('group', { name: 'Period' })).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    },
  );

  it.each(Object.entries(composeStories(play)))('Play: %s renders', async (_n, Story) => {
    render(<Story />);
    expect(await screen.findByRole('main')).toBeTruthy();
  });
});
