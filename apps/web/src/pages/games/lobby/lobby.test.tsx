import type { Game, Lobby } from '@touchline/api';
import { exampleLobby } from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  exampleHandlers,
  fail,
  ok,
  server,
  type Answer,
  type Seen,
} from '../../../testing/server.ts';
import { renderSite } from '../../../testing/site.tsx';
import { GAME_BALANCE_MESSAGE } from '../gameMessages.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const game = (code: string, name: string, extra: Partial<Game> = {}): Game => ({
  gameCode: code,
  gameName: name,
  gameType: 'slot',
  lobbyCode: 'touchline-slots',
  icon: `/static/games/${code}.svg`,
  isHotGame: false,
  startTimestamp: null,
  endTimestamp: null,
  isMaintain: false,
  ...extra,
});

const goldenGoal = game('golden-goal', 'Golden Goal', { isHotGame: true });
const penaltyDice = game('penalty-dice', 'Penalty Dice', { isHotGame: true });
const hotOnes = ['Striker Spins', 'Corner Kick', 'Derby Day', 'Extra Time'].map((name, i) =>
  game(`hot-${i}`, name, { isHotGame: true }),
);
const closed = game('closed-one', 'Offside Trap', {
  isHotGame: true,
  startTimestamp: Date.now() - 60_000,
  endTimestamp: Date.now() + 3_600_000,
});
const games = [goldenGoal, penaltyDice, ...hotOnes, closed];

const originals: Lobby = {
  ...exampleLobby,
  lobbyName: 'Touchline Originals',
  gameList: games,
};
const fishing: Lobby = {
  ...exampleLobby,
  lobbyCode: 'reef-hunters',
  lobbyName: 'Reef Hunters',
  gameType: 'fishing',
  gameList: [game('reef', 'Reef', { gameType: 'fishing', lobbyCode: 'reef-hunters' })],
};
const sportsbook: Lobby = { ...exampleLobby, lobbyCode: 'sb', gameType: 'sports', gameList: [] };

async function openLobby(
  path = '/electronic/touchline-slots',
  answers: Partial<Record<string, Answer>> = {},
) {
  const seen: Seen[] = [];
  let wallet = '1250.50';
  server.use(
    ...exampleHandlers(
      {
        listHomeLobbies: ok([sportsbook, originals, fishing]),
        listGameTypes: ok([
          { gameType: 'sports', name: 'Sports', icon: '', sort: 1 },
          { gameType: 'slot', name: 'Slots', icon: '', sort: 2 },
          { gameType: 'fishing', name: 'Fishing', icon: '', sort: 3 },
          { gameType: 'lottery', name: 'Lottery', icon: '', sort: 4 },
        ]),
        listSlotGames: ok(games),
        jumpToGame: ok({
          url: '/play/golden-goal?launch=lt_0123456789abcdef&lang=en',
          openMode: 'iframe',
        }),
        fetchMemberWallet: () => ok({ memberWallet: wallet, currency: 'VND' }),
        collectGameFunds: () => {
          wallet = '1330.50';
          return ok({ memberWallet: wallet, collected: '80.00' });
        },
        ...answers,
      },
      seen,
    ),
  );
  const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });
  const site = await renderSite(path, { local });
  return {
    ...site,
    seen,
    calls: (name: string) => seen.filter((s) => s.call === name),
    /** The member's wallet moves at the server (a round in the game). */
    setWallet: (amount: string) => {
      wallet = amount;
    },
  };
}

const region = (name: string) => screen.findByRole('region', { name });
const names = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('button[aria-describedby]')?.textContent);

describe('/electronic/:id, a games lobby', () => {
  it('shows the lobby with its type tabs, at most four hot games and every game', async () => {
    const site = await openLobby();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Touchline Originals' }),
    ).toBeTruthy();
    const types = screen.getByRole('navigation', { name: 'Game types' });
    const links = within(types).getAllByRole('link');
    // types with a lobby of games only; the sportsbook has its own tab
    expect(links.map((l) => l.textContent)).toEqual(['Slots', 'Fishing']);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(links[1]!.getAttribute('href')).toBe('/electronic/reef-hunters');

    const hot = await region('Hot');
    expect(names(hot)).toEqual(['Golden Goal', 'Penalty Dice', 'Striker Spins', 'Corner Kick']);
    const all = await region('All games');
    expect(names(all)).toHaveLength(games.length);
    expect(site.calls('listSlotGames')[0]!.body).toEqual({ lobbyCode: 'touchline-slots' });
    await expectNoAxeViolations(document.body);
  });

  it('keeps a game in maintenance from launching, and says so', async () => {
    await openLobby();
    const all = await region('All games');
    const button = within(all).getByRole('button', { name: 'Offside Trap' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(description.textContent).toMatch(/maintenance/i);
  });

  it('searches by name, in the address, and clears the search', async () => {
    const site = await openLobby();
    await region('All games');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'dice');
    await waitFor(async () =>
      expect(names(await region('Search results'))).toEqual(['Penalty Dice']),
    );
    expect(site.router.state.location.search).toBe('?q=dice');
    expect(screen.queryByRole('region', { name: 'Hot' })).toBeNull();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search games' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'zzz');
    expect(await screen.findByText('No game is called “zzz”.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await region('All games')).toBeTruthy();
    expect(site.router.state.location.search).toBe('');
  });

  it('follows the address’s search back and forward', async () => {
    const site = await openLobby();
    await region('All games');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'dice');
    await waitFor(() => expect(site.router.state.location.search).toBe('?q=dice'));
    await act(() => site.router.navigate('/electronic/touchline-slots?q=GOAL'));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search games' }).value).toBe(
      'GOAL',
    );
    expect(names(await region('Search results'))).toEqual(['Golden Goal']);
    await act(() => site.router.navigate(-1));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search games' }).value).toBe(
        'dice',
      ),
    );
    expect(names(await region('Search results'))).toEqual(['Penalty Dice']);
    await act(() => site.router.navigate(1));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search games' }).value).toBe(
        'GOAL',
      ),
    );
  });

  it('opens with the search of the address', async () => {
    await openLobby('/electronic/touchline-slots?q=GOAL');
    expect(names(await region('Search results'))).toEqual(['Golden Goal']);
  });

  it('stars a favourite into its row and the spec’s collected ids, and takes it back', async () => {
    const site = await openLobby();
    const all = await region('All games');
    expect(screen.queryByRole('region', { name: 'Favourites' })).toBeNull();
    const star = within(all).getByRole('button', { name: 'Favourite: Penalty Dice' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    expect(names(await region('Favourites'))).toEqual(['Penalty Dice']);
    expect(JSON.parse(site.local.getItem(LOCAL_STORAGE_KEYS.collectedIds)!)).toEqual([
      'penalty-dice',
    ]);
    await userEvent.click(
      within(await region('Favourites')).getByRole('button', { name: 'Favourite: Penalty Dice' }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Favourites' })).toBeNull());
    expect(JSON.parse(site.local.getItem(LOCAL_STORAGE_KEYS.collectedIds)!)).toEqual([]);
  });

  it('launches a game in the frame, shows balance moves at once, and collects on leaving', async () => {
    const site = await openLobby();
    const all = await region('All games');
    await userEvent.click(within(all).getByRole('button', { name: 'Golden Goal' }));

    const frame = await screen.findByRole('dialog', { name: 'Golden Goal' });
    const iframe = await within(frame).findByTitle('Golden Goal');
    expect(iframe.getAttribute('src')).toBe('/play/golden-goal?launch=lt_0123456789abcdef&lang=en');
    expect(site.calls('jumpToGame').map((c) => c.body)).toEqual([
      { lobbyCode: 'touchline-slots', gameCode: 'golden-goal', language: 'en' },
    ]);
    expect(site.router.state.location.search).toBe('?play=golden-goal');
    // the balance stays in view over the game
    expect(within(frame).getByText(/1,250\.50/)).toBeTruthy();

    // the game tells the page a round moved the balance: the header shows it at once
    site.setWallet('1240.50');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: GAME_BALANCE_MESSAGE, balance: '1240.50' },
          origin: window.location.origin,
          source: (iframe as HTMLIFrameElement).contentWindow,
        }),
      );
    });
    await waitFor(() => expect(within(frame).getByText(/1,240\.50/)).toBeTruthy());
    // a message from anywhere else is ignored
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: GAME_BALANCE_MESSAGE, balance: '1.00' },
          origin: 'https://evil.example',
          source: (iframe as HTMLIFrameElement).contentWindow,
        }),
      );
    });
    expect(within(frame).queryByText(/^₫?1\.00$/)).toBeNull();

    await userEvent.click(within(frame).getByRole('button', { name: 'Leave game' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(site.calls('collectGameFunds')).toHaveLength(1));
    expect(site.calls('collectGameFunds')[0]!.body).toEqual({ gameType: 'slot' });
    expect(site.router.state.location.search).toBe('');
    // the collected wallet in the header at once
    await waitFor(() => expect(screen.getAllByText(/1,330\.50/).length).toBeGreaterThan(0));
    expect(names(await region('Recently played'))).toEqual(['Golden Goal']);
    expect(JSON.parse(site.local.getItem('recentGames')!)).toEqual(['golden-goal']);
  });

  it('closes the game with the browser’s back button, collecting too', async () => {
    const site = await openLobby();
    await userEvent.click(
      within(await region('All games')).getByRole('button', { name: 'Penalty Dice' }),
    );
    await screen.findByRole('dialog', { name: 'Penalty Dice' });
    await act(() => site.router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(site.calls('collectGameFunds')).toHaveLength(1));
  });

  it('says why a launch failed, in the server’s words, and tries again', async () => {
    let refuse = true;
    const site = await openLobby('/electronic/touchline-slots', {
      jumpToGame: () =>
        refuse
          ? fail(500, 'Golden Goal is under maintenance until 11-22 22:00 (UTC+8).')
          : ok({ url: '/play/golden-goal?launch=lt_0123456789abcdef&lang=en', openMode: 'iframe' }),
    });
    await userEvent.click(
      within(await region('All games')).getByRole('button', { name: 'Golden Goal' }),
    );
    const frame = await screen.findByRole('dialog', { name: 'Golden Goal' });
    expect(
      await within(frame).findByText('Golden Goal is under maintenance until 11-22 22:00 (UTC+8).'),
    ).toBeTruthy();
    refuse = false;
    await userEvent.click(within(frame).getByRole('button', { name: 'Try again' }));
    expect(await within(frame).findByTitle('Golden Goal')).toBeTruthy();
    expect(site.calls('jumpToGame')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(site.calls('collectGameFunds')).toHaveLength(1));
  });
});
