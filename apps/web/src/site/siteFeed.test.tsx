import { topics } from '@touchline/api';
import { exampleMaintenanceInfo } from '@touchline/api/examples';
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeRealtime } from '../pages/sports/testing.ts';
import { exampleHandlers, ok, server, type Seen } from '../testing/server.ts';
import { renderSite } from '../testing/site.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// An operator's change of the site's notices reaches every open page on the site topic (ADR 031).
describe('the site topic', () => {
  it('shows the maintenance banner an operator sets on a visitor’s open page, no reload', async () => {
    let info: unknown = { ...exampleMaintenanceInfo, status: 0 };
    const seen: Seen[] = [];
    server.use(...exampleHandlers({ getMaintenanceInfo: () => ok(info) }, seen));
    const realtime = createFakeRealtime();
    const { shell } = await renderSite('/HelpCenter', { realtime });
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    await waitFor(() =>
      expect(shell.queryClient.getQueryState(['maintenance', 0, 'en'])?.status).toBe('success'),
    );
    expect(screen.queryByText(exampleMaintenanceInfo.title)).toBeNull();
    // a visitor follows the topic too
    await waitFor(() => expect(realtime.topics.get(topics.site())).toBe(1));
    info = exampleMaintenanceInfo;
    act(() => realtime.emit(topics.site(), { changed: 'maintenance', at: Date.now() }));
    expect(await screen.findByText(exampleMaintenanceInfo.title)).toBeTruthy();
    const asked = seen.filter((s) => s.call === 'getMaintenanceInfo').length;
    // switched off again: the banner goes
    info = { ...exampleMaintenanceInfo, status: 0 };
    act(() => realtime.emit(topics.site(), { changed: 'maintenance', at: Date.now() }));
    await waitFor(() => expect(screen.queryByText(exampleMaintenanceInfo.title)).toBeNull());
    expect(seen.filter((s) => s.call === 'getMaintenanceInfo').length).toBe(asked + 1);
  });

  it('takes the home banners and notices again when they change, and all after a reconnect', async () => {
    const seen: Seen[] = [];
    server.use(...exampleHandlers({}, seen));
    const realtime = createFakeRealtime();
    await renderSite('/', { realtime });
    await waitFor(() => expect(seen.some((s) => s.call === 'listHomeBanners')).toBe(true));
    await waitFor(() => expect(realtime.topics.get(topics.site())).toBe(1));
    const count = (name: string) => seen.filter((s) => s.call === name).length;
    const before = { banners: count('listHomeBanners'), notices: count('listHomeNotices') };
    act(() => realtime.emit(topics.site(), { changed: 'banners', at: Date.now() }));
    await waitFor(() => expect(count('listHomeBanners')).toBe(before.banners + 1));
    expect(count('listHomeNotices')).toBe(before.notices);
    act(() => realtime.emit(topics.site(), { changed: 'notices', at: Date.now() }));
    await waitFor(() => expect(count('listHomeNotices')).toBe(before.notices + 1));
    const maintenance = count('getMaintenanceInfo');
    act(() => realtime.resync(topics.site(), 'reconnected'));
    await waitFor(() => expect(count('getMaintenanceInfo')).toBe(maintenance + 1));
    await waitFor(() => expect(count('listHomeBanners')).toBe(before.banners + 2));
  });
  it('makes the sportsbook’s queries stale when its maintenance or its bulletins change', async () => {
    server.use(...exampleHandlers({}));
    const realtime = createFakeRealtime();
    const { shell } = await renderSite('/HelpCenter', { realtime });
    await waitFor(() => expect(realtime.topics.get(topics.site())).toBe(1));
    const cache = shell.queryClient;
    const keys = {
      list: ['sports', 'list', { sportId: 1 }, 'en'],
      bulletins: ['sports', 'bulletins', 'vi'],
      banners: ['homeBanners', 'en'],
    };
    const seed = () => Object.values(keys).forEach((key) => cache.setQueryData(key, []));
    const stale = (key: readonly unknown[]) => cache.getQueryState(key)?.isInvalidated;

    seed();
    act(() => realtime.emit(topics.site(), { changed: 'bulletins', at: Date.now() }));
    await waitFor(() => expect(stale(keys.bulletins)).toBe(true));
    expect(stale(keys.list)).toBe(false);
    expect(stale(keys.banners)).toBe(false);

    seed();
    act(() => realtime.emit(topics.site(), { changed: 'sports-maintenance', at: Date.now() }));
    await waitFor(() => expect(stale(keys.list)).toBe(true));
    expect(stale(keys.bulletins)).toBe(true);
    expect(stale(keys.banners)).toBe(false);
  });

  it('makes the game lobbies and the live lists stale when an operator changes them', async () => {
    server.use(...exampleHandlers({}));
    const realtime = createFakeRealtime();
    const { shell } = await renderSite('/HelpCenter', { realtime });
    await waitFor(() => expect(realtime.topics.get(topics.site())).toBe(1));
    const cache = shell.queryClient;
    const keys = {
      lobbyGames: ['games', 'lobby', 'touchline-slots', 'th'],
      homeLobbies: ['homeLobbies', 'vi'],
      homeStreams: ['streams', 'home', 'vi'],
      liveLobby: ['live', 'streams', 1, 'en'],
      list: ['sports', 'list', { sportId: 1 }, 'en'],
    };
    const seed = () => Object.values(keys).forEach((key) => cache.setQueryData(key, []));
    const stale = (key: readonly unknown[]) => cache.getQueryState(key)?.isInvalidated;

    seed();
    act(() => realtime.emit(topics.site(), { changed: 'games', at: Date.now() }));
    await waitFor(() => expect(stale(keys.lobbyGames)).toBe(true));
    expect(stale(keys.homeLobbies)).toBe(true);
    expect(stale(keys.homeStreams)).toBe(false);
    expect(stale(keys.list)).toBe(false);

    seed();
    act(() => realtime.emit(topics.site(), { changed: 'streams', at: Date.now() }));
    await waitFor(() => expect(stale(keys.homeStreams)).toBe(true));
    expect(stale(keys.liveLobby)).toBe(true);
    expect(stale(keys.lobbyGames)).toBe(false);
  });
});

describe('the daily popup ad', () => {
  it('shows the ad an operator runs, in the reader’s words, with its link', async () => {
    server.use(
      ...exampleHandlers({
        listPopupAds: ok([
          {
            id: 9,
            title: 'Derby night',
            text: 'Boosted prices.',
            ctaLabel: 'Bet now',
            link: '/sports',
          },
        ]),
      }),
    );
    await renderSite('/HelpCenter', { popupAd: true });
    const dialog = await screen.findByRole('dialog', { name: 'Derby night' });
    expect(dialog.textContent).toContain('Boosted prices.');
    expect(screen.getByRole('link', { name: 'Bet now' }).getAttribute('href')).toBe('/sports');
  });

  it('shows none when no ad runs', async () => {
    const seen: Seen[] = [];
    server.use(...exampleHandlers({ listPopupAds: ok([]) }, seen));
    await renderSite('/HelpCenter', { popupAd: true });
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    await waitFor(() => expect(seen.some((s) => s.call === 'listPopupAds')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
