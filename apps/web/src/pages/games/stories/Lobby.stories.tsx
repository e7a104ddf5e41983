import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { StorySite } from '../../../stories/StorySite.tsx';
import { withLocale } from '../../../stories/withLocale.tsx';
import { down, lobbyAnswers, ok } from './fixtures.ts';

const meta = {
  title: 'Screens/Games/Lobby',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: { path: '/electronic/touchline-slots', member: true, answers: lobbyAnswers },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type tabs, the hot row (at most four), every game, one in maintenance. */
export const Lobby: Story = {};

/** With a favourite and a recently played game (as storage holds them). */
export const FavouritesAndRecent: Story = {
  args: {
    storage: {
      [LOCAL_STORAGE_KEYS.collectedIds]: JSON.stringify(['penalty-dice']),
      recentGames: JSON.stringify(['golden-goal', 'hat-trick-heroes']),
    },
  },
};

/** A search from the address. */
export const Search: Story = { args: { path: '/electronic/touchline-slots?q=goal' } };

export const NoResults: Story = { args: { path: '/electronic/touchline-slots?q=zzz' } };

export const Loading: Story = {
  args: { answers: { ...lobbyAnswers, listSlotGames: 'hang' } },
};

export const Failed: Story = {
  args: { answers: { ...lobbyAnswers, listSlotGames: down } },
};

export const Empty: Story = {
  args: { answers: { ...lobbyAnswers, listSlotGames: ok([]) } },
};

/** A game being launched in the frame. */
export const Launching: Story = {
  args: {
    path: '/electronic/touchline-slots?play=golden-goal',
    answers: { ...lobbyAnswers, jumpToGame: 'hang' },
  },
};

/** The launch refused, in the server's words, with a retry. */
export const LaunchFailed: Story = {
  args: {
    path: '/electronic/touchline-slots?play=golden-goal',
    answers: {
      ...lobbyAnswers,
      jumpToGame: { code: 500, msg: 'Golden Goal is under maintenance until 11-22 22:00 (UTC+8).' },
    },
  },
};

export const LobbyMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

/** The frame full screen at 375 px. */
export const LaunchingMobile: Story = {
  ...Launching,
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};
