import { type Lobby } from '@touchline/api';
import {
  exampleHomeBanners,
  exampleLobby,
  exampleMatch,
  exampleReservedStream,
  exampleStream,
  realtimeExamples,
} from '@touchline/api/examples';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Ui from '@touchline/ui';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { LiveFeedContext, LiveStore } from '../sports/live.ts';
import { matchRowRenders as rowRenders } from '../../testing/matchRowRenders.tsx';
import { gameHref, gamesTabHref } from '../../app/lobbies.ts';
import { HomeView, lobbyGamesOf, matchOdds, type HomeViewProps } from './HomeView.tsx';

vi.mock('@touchline/ui', async (importOriginal) =>
  (await import('../../testing/matchRowRenders.tsx')).withCountedMatchRow(
    await importOriginal<typeof Ui>(),
  ),
);

async function renderView(ui: ReactElement) {
  const i18n = await initI18n('en', createInstance());
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

const NOW = exampleStream.startTime;
const base: HomeViewProps = {
  now: NOW,
  notices: [],
  banners: { status: 'ready', data: exampleHomeBanners },
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
    const before = rowRenders.count;
    act(() => store.applyOdds(event.matchId, event));
    expect(within(matches).getAllByText('2.05').length).toBeGreaterThan(0);
    expect(within(matches).queryByText('2.10')).toBeNull();
    // the price moved in its cell: the row itself did not render again
    expect(rowRenders.count).toBe(before);
  });

  it('leads every hot game somewhere: the sportsbook to /sports, a game to its lobby page', () => {
    const sports: Lobby = { ...exampleLobby, lobbyCode: 'touchline-sports', gameType: 'sports' };
    const lobbies = [sports, exampleLobby];
    const [sportsbook] = lobbyGamesOf([sports]);
    const [slot] = lobbyGamesOf([exampleLobby]);
    expect(gameHref(lobbies, sportsbook!)).toBe('/sports');
    expect(gameHref(lobbies, slot!)).toBe('/electronic/touchline-slots');
  });

  it("leads the tab bar's Games to the first game lobby, and to none without one (issue 15)", () => {
    const sports: Lobby = { ...exampleLobby, lobbyCode: 'touchline-sports', gameType: 'sports' };
    expect(gamesTabHref([sports, exampleLobby])).toBe('/electronic/touchline-slots');
    expect(gamesTabHref([sports])).toBeUndefined();
    expect(gamesTabHref(undefined)).toBeUndefined();
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
        banners={{ status: 'loading' }}
        lobbies={{ status: 'loading' }}
        streams={{ status: 'loading' }}
        matches={{ status: 'loading' }}
      />,
    );
    const featured = screen.getByRole('region', { name: 'Featured' });
    expect(featured.getAttribute('aria-busy')).toBe('true');
    expect(within(featured).queryByText(exampleHomeBanners[0]!.title)).toBeNull();
    expect(within(featured).queryByRole('group')).toBeNull();
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
        banners={{ status: 'error' }}
        lobbies={{ status: 'error' }}
        streams={{ status: 'error' }}
        matches={{ status: 'error' }}
      />,
    );
    const featured = screen.getByRole('region', { name: 'Featured' });
    expect(
      within(featured).getByText('Banners could not be loaded. Try again later.'),
    ).toBeTruthy();
    expect(
      screen.getByText('The sportsbook is not answering right now. Try again later.'),
    ).toBeTruthy();
  });

  it('orders streams live first whatever order they come in, and says when there are none', async () => {
    const later = { ...exampleReservedStream, id: 503, title: 'Later preview' };
    const quiet = { ...exampleStream, id: 504, title: 'Quiet live room', viewers: 3 };
    const { unmount } = await renderView(
      <HomeView
        {...base}
        streams={{ status: 'ready', data: [exampleReservedStream, later, quiet, exampleStream] }}
      />,
    );
    const live = screen.getByRole('region', { name: 'Live streams' });
    const titles = within(live)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent ?? '');
    expect(titles.slice(0, 2).every((t) => /Quiet live room|Derby night/.test(t))).toBe(true);
    expect(titles.slice(2).every((t) => /Sunday preview|Later preview/.test(t))).toBe(true);
    // each card opens its stream's room
    expect(within(live).getByRole('link', { name: 'Quiet live room' }).getAttribute('href')).toBe(
      '/anchorPlay/504',
    );
    expect(within(live).getByRole('link', { name: 'Later preview' }).getAttribute('href')).toBe(
      '/anchorPlay/503',
    );
    unmount();
    await renderView(<HomeView {...base} streams={{ status: 'ready', data: [] }} />);
    const empty = screen.getByRole('region', { name: 'Live streams' });
    expect(within(empty).getByText('No Data')).toBeTruthy();
  });

  it('shows one banner at a time, turned by the buttons and the arrow keys', async () => {
    const user = userEvent.setup();
    await renderView(<HomeView {...base} />);
    const featured = screen.getByRole('region', { name: 'Featured' });
    expect(featured.getAttribute('aria-roledescription')).toBe('carousel');
    const visible = () =>
      within(featured)
        .getAllByRole('group')
        .filter((g) => !g.hidden)
        .map((g) => [g.getAttribute('aria-label'), g.textContent]);
    expect(visible()).toEqual([['1 of 3', exampleHomeBanners[0]!.title]]);
    // the first banner leads to its page
    expect(
      within(featured)
        .getByRole('link', { name: exampleHomeBanners[0]!.title })
        .getAttribute('href'),
    ).toBe('/firstcharge');
    await user.click(within(featured).getByRole('button', { name: 'Next banner' }));
    expect(visible()).toEqual([['2 of 3', exampleHomeBanners[1]!.title]]);
    await user.click(within(featured).getByRole('button', { name: 'Previous banner' }));
    await user.click(within(featured).getByRole('button', { name: 'Previous banner' }));
    expect(visible()).toEqual([['3 of 3', exampleHomeBanners[2]!.title]]);
    // the third has no link: a picture with its title only
    expect(within(featured).queryByRole('link', { name: exampleHomeBanners[2]!.title })).toBeNull();
    const dot = within(featured).getByRole('button', {
      name: `Show: ${exampleHomeBanners[1]!.title}`,
    });
    await user.click(dot);
    expect(dot.getAttribute('aria-current')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(visible()[0]![0]).toBe('3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(visible()[0]![0]).toBe('1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(visible()[0]![0]).toBe('3 of 3');
    await expectNoAxeViolations(document.body);
  });

  it('leaves the carousel out when no banner runs, and a single banner without controls', async () => {
    const { unmount } = await renderView(
      <HomeView {...base} banners={{ status: 'ready', data: [] }} />,
    );
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
    unmount();
    await renderView(
      <HomeView {...base} banners={{ status: 'ready', data: [exampleHomeBanners[0]!] }} />,
    );
    const featured = screen.getByRole('region', { name: 'Featured' });
    expect(within(featured).queryByRole('button')).toBeNull();
  });

  it('shows the notices in the notice bar', async () => {
    await renderView(
      <HomeView
        {...base}
        notices={[
          { id: 'maintenance-1', text: 'Scheduled maintenance — soon' },
          { id: 'notice-21', text: 'Play responsibly.' },
        ]}
      />,
    );
    expect(screen.getAllByText('Scheduled maintenance — soon').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Play responsibly.').length).toBeGreaterThan(0);
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
