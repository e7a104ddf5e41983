import { composeStories } from '@storybook/react-vite';
import { BET_SLIP_REASONS } from '@touchline/ui';
import { renderWithUi } from '@touchline/ui/test';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as screens from './Sports.stories.tsx';
import * as slip from './views/SlipPanel.stories.tsx';

const composedScreens = Object.entries(composeStories(screens));
const composedSlip = Object.entries(composeStories(slip));

/** What each screen story must end up showing. */
const EXPECTED: Record<string, () => Promise<unknown>> = {
  List: () => screen.findAllByText('Hanoi FC'),
  ListLive: () => screen.findAllByText('Hanoi FC'),
  ListMany: () => screen.findAllByText('Home 1'),
  ListLoading: () => screen.findByRole('status', { name: 'Loading' }),
  ListEmpty: () => screen.findByText('No matches right now.'),
  ListFailed: () => screen.findByText('Matches could not be loaded.'),
  FollowEmpty: () => screen.findByText(/You follow no matches of this sport yet/),
  Maintenance: () => screen.findByText('The sportsbook is under maintenance'),
  MaintenanceWithoutPeriod: () => screen.findByText(/It will be back shortly/),
  Detail: () => screen.findByRole('heading', { name: /Full time result/ }),
  DetailLoading: () => screen.findByRole('status', { name: 'Loading' }),
  DetailFailed: () => screen.findByText('This match could not be loaded.'),
  DetailNoMarkets: () => screen.findByText('No markets are open for this match.'),
  Results: () => screen.findByText('Da Nang'),
  ResultsEmpty: () => screen.findByText('No results for this day.'),
  MyBets: () => screen.findByText('BO-20261122-0001'),
  MyBetsEmpty: () => screen.findByText('No bets here yet.'),
  Settings: () => screen.findByRole('radio', { name: /Hong Kong/ }),
  ListLongNamesMobile: () => screen.findAllByText('Ho Chi Minh City'),
  ListLongNames: () => screen.findAllByText('Rio de Janeiro Esports'),
  DetailLinesMobile: () => screen.findAllByText('-0.25'),
  Outrights: () => screen.findAllByRole('heading', { name: 'Premier Division — Winner' }),
  OutrightsMobile: () => screen.findAllByRole('heading', { name: 'Continental Cup — Winner' }),
  MobileEmptySlip: async () => {
    const bet = await screen.findByText('BO-20261122-0001');
    return bet && !screen.queryByRole('button', { name: /^Bet slip/ });
  },
};

describe('Screens/Sports stories', () => {
  it('names what every story shows', () => {
    expect(composedScreens.map(([name]) => name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(composedScreens)('%s renders its state from the fixtures', async (name, Story) => {
    render(<Story />);
    expect(await EXPECTED[name]!()).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
  });
});

describe('Screens/Sports/Slip stories', () => {
  it('has a story for every reason a bet cannot be placed', () => {
    const names = composedSlip.map(([name]) => name);
    for (const reason of BET_SLIP_REASONS) {
      const name = `Reason${reason
        .split('-')
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join('')}`;
      expect(names, reason).toContain(name);
    }
  });

  it.each(composedSlip)('%s renders', (_name, Story) => {
    renderWithUi(<Story />);
    expect(screen.getByRole('region', { name: /Bet slip/ })).toBeTruthy();
  });

  it.each(['Placed', 'PlacedParlay'])('%s shows the receipt, not an empty slip', (name) => {
    const Story = composedSlip.find(([n]) => n === name)![1];
    renderWithUi(<Story />);
    expect(screen.getByRole('heading', { name: 'Bet placed' })).toBeTruthy();
    expect(screen.getByText('Reference')).toBeTruthy();
    expect(screen.queryByText('Add a selection to place a bet')).toBeNull();
  });
});
