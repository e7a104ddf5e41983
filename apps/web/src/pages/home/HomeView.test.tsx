import {
  exampleLobby,
  exampleMatch,
  exampleReservedStream,
  exampleStream,
  realtimeExamples,
  type Lobby,
} from '@touchline/api';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { LiveFeedContext, LiveStore } from '../sports/live.ts';
import { HomeView, lobbyGamesOf, matchOdds, type HomeViewProps } from './HomeView.tsx';

async function renderView(ui: ReactElement) {
  const i18n = await initI18n('en', createInstance());
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

const NOW = exampleStream.startTime;
const base: HomeViewProps = {
  now: NOW,
  notices: [],
  lobbies: { status: 'ready', data: [exampleLobby] },
  streams: { status: 'ready', data: [exampleReservedStream, exampleStream] },
  matches: { status: 'ready', data: [exampleMatch] },
  oddsFormat: 'decimal',
};

describe('HomeView', () => {
  it('shows hot games, streams live first, matches with prices, promotions', async () => {
    await renderView(<HomeView {...base} />);
    const live = screen.getByRole('region', { name: 'Live streams' });
    const titles = within(live)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles[0]).toContain(exampleStream.title);
    expect(titles[1]).toContain(exampleReservedStream.title);
    const matches = screen.getByRole('region', { name: 'Recommended matches' });
    expect(
      within(matches).getAllByText(exampleMatch.home.na, { exact: false }).length,
    ).toBeGreaterThan(0);
    expect(within(matches).getAllByText('2.10').length).toBeGreaterThan(0);
    const promos = screen.getByRole('region', { name: 'Promotions' });
    expect(within(promos).getAllByRole('link', { name: /Join now/ }).length).toBeGreaterThan(0);
    await expectNoAxeViolations(document.body);
  });

  it('updates a recommended match price when the live feed moves it', async () => {
    const store = new LiveStore();
    const watched: number[] = [];
    const feed = {
      store,
      watch: (id: number) => {
        watched.push(id);
        return () => undefined;
      },
    };
    await renderView(
      <LiveFeedContext value={feed}>
        <HomeView {...base} />
      </LiveFeedContext>,
    );
    expect(watched).toContain(exampleMatch.id);
    const matches = screen.getByRole('region', { name: 'Recommended matches' });
    expect(within(matches).getAllByText('2.10').length).toBeGreaterThan(0);
    const event = realtimeExamples['match-odds'].data;
    act(() => store.applyOdds(event.matchId, event));
    expect(within(matches).getAllByText('2.05').length).toBeGreaterThan(0);
    expect(within(matches).queryByText('2.10')).toBeNull();
  });

  it('shows at most four hot games', async () => {
    const many: Lobby = {
      ...exampleLobby,
      gameList: Array.from({ length: 7 }, (_, i) => ({
        ...exampleLobby.gameList[0]!,
        gameCode: `g${i}`,
        gameName: `Hot game ${i}`,
      })),
    };
    await renderView(<HomeView {...base} lobbies={{ status: 'ready', data: [many] }} />);
    expect(screen.getAllByText(/^Hot game \d$/)).toHaveLength(4);
  });

  it('shows skeletons while loading', async () => {
    const { container } = await renderView(
      <HomeView
        {...base}
        lobbies={{ status: 'loading' }}
        streams={{ status: 'loading' }}
        matches={{ status: 'loading' }}
      />,
    );
    expect(
      container.querySelectorAll('[aria-busy="true"], [data-skeleton]').length +
        screen.queryAllByRole('status').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(exampleStream.title)).toBeNull();
  });

  it('shows translated error states when the services do not answer', async () => {
    await renderView(
      <HomeView
        {...base}
        lobbies={{ status: 'error' }}
        streams={{ status: 'error' }}
        matches={{ status: 'error' }}
      />,
    );
    expect(
      screen.getByText('The sportsbook is not answering right now. Try again later.'),
    ).toBeTruthy();
  });

  it('invites a visitor to log in for matches', async () => {
    const onLogin = vi.fn();
    await renderView(<HomeView {...base} matches={{ status: 'loggedOut' }} onLogin={onLogin} />);
    const matches = screen.getByRole('region', { name: 'Recommended matches' });
    expect(within(matches).getByText('Log in to see matches and prices')).toBeTruthy();
    await userEvent.click(within(matches).getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('maps lobbies and markets for the library components', () => {
    const games = lobbyGamesOf([exampleLobby]);
    expect(games[0]).toMatchObject({
      name: 'Golden Goal',
      provider: 'Touchline Slots',
      hot: true,
      maintenance: null,
    });
    expect(games[1]!.maintenance).toEqual({
      startTimestamp: exampleLobby.gameList[1]!.startTimestamp,
      endTimestamp: exampleLobby.gameList[1]!.endTimestamp,
    });
    expect(matchOdds(exampleMatch).map((o) => o.price)).toEqual([2.1, 3.25, 3.6]);
    expect(matchOdds({ ...exampleMatch, markets: [] })).toEqual([]);
  });
});
