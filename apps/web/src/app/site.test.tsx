import {
  exampleLobby,
  exampleMaintenanceInfo,
  exampleMatch,
  exampleStream,
} from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { slipStoreFor } from '../pages/sports/state.ts';
import { exampleHandlers, server } from '../testing/server.ts';
import { renderSite } from '../testing/site.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the site', () => {
  it('redirects an unknown path to /', async () => {
    server.use(...exampleHandlers());
    const { router } = await renderSite('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Today on Touchline' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['/404', '/500', '/403'])(
    'shows %s as the error page, without header or tab bar',
    async (path) => {
      server.use(...exampleHandlers());
      await renderSite(path);
      const main = await screen.findByRole('main');
      expect(main.dataset.kind).toBe(path.slice(1));
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('navigation')).toBeNull();
    },
  );

  it('sends a visitor from /sports to / and opens the login dialog', async () => {
    server.use(...exampleHandlers());
    const { router } = await renderSite('/sports');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['/personalAnchor', '/superadmincenter'])(
    'shows a member whose role does not open %s the 403 page',
    async (path) => {
      server.use(...exampleHandlers());
      const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });
      const { router } = await renderSite(path, { local });
      expect(await screen.findByRole('heading', { level: 1, name: /Access denied/ })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/403');
      expect((await screen.findByRole('main')).dataset.kind).toBe('403');
    },
  );

  it.each([
    ['/first-charge', 'First deposit bonus'],
    ['/newbie-activity', 'Newcomer rewards'],
    ['/static-activity', 'Promotion'],
    ['/welcomeWealthActivity', 'Welcome bonus'],
    ['/ElectronicActivity', 'Games promotion'],
  ])('reaches the campaign of the alias %s', async (path, title) => {
    server.use(...exampleHandlers());
    await renderSite(path);
    // the page is named after the route; its heading is the campaign the server keeps there
    await waitFor(() => expect(document.title).toBe(`${title} - Touchline`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily check-in' })).toBeTruthy();
    expect(screen.queryByText('No Data')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('shows the home page with header, footer and tab bar, and passes axe', async () => {
    server.use(...exampleHandlers());
    await renderSite('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Today on Touchline' }),
    ).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getAllByRole('navigation').length).toBeGreaterThan(0);
    // the example data: a hot game, the streams (live first), the maintenance notice
    expect(await screen.findByText(exampleLobby.gameList[0]!.gameName)).toBeTruthy();
    expect(await screen.findByText(exampleStream.title)).toBeTruthy();
    expect(await screen.findByText(exampleMaintenanceInfo.title)).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('leads the home page games and recommended prices somewhere (none does nothing)', async () => {
    server.use(...exampleHandlers());
    const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });
    const { router, shell } = await renderSite('/', { local });
    const detail = `/sports/sportsdetail/${exampleMatch.id}`;
    // presses a control of the recommended matches until the press lands (the rows render again
    // as their data settles, and a press on a row just replaced goes nowhere)
    const press = (name: RegExp, landed: () => void) =>
      waitFor(
        async () => {
          const matches = screen.getByRole('region', { name: 'Recommended matches' });
          await userEvent.click(within(matches).getAllByRole('button', { name })[0]!);
          landed();
        },
        { timeout: 8_000 },
      );
    // a recommended price: into the slip, and the match opens beside it
    await screen.findByRole('region', { name: 'Recommended matches' });
    await press(/, \d+\.\d{2}$/, () =>
      expect(
        slipStoreFor(shell)
          .get()
          .picks.map((p) => p.matchId),
      ).toEqual([exampleMatch.id]),
    );
    // (the detail is a lazy route: on a loaded machine it takes its time)
    await waitFor(() => expect(router.state.location.pathname).toBe(detail), { timeout: 8_000 });
    // the teams open the match too
    await router.navigate('/');
    await screen.findByRole('region', { name: 'Recommended matches' });
    await press(/^More markets/, () =>
      expect(
        [router.state.location, router.state.navigation.location].map((l) => l?.pathname),
      ).toContain(detail),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(detail), { timeout: 8_000 });
    // a hot game: its lobby's games page
    await router.navigate('/');
    await screen.findByRole('button', { name: exampleLobby.gameList[0]!.gameName });
    // pressed until the press lands, as above: the grid renders again as the lobbies settle
    await waitFor(
      async () => {
        await userEvent.click(
          screen.getAllByRole('button', { name: exampleLobby.gameList[0]!.gameName })[0]!,
        );
        expect(
          [router.state.location, router.state.navigation.location].map((l) => l?.pathname),
        ).toContain('/electronic/touchline-slots');
      },
      { timeout: 15_000 },
    );
    // (a lazy route too)
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/electronic/touchline-slots'),
      { timeout: 15_000 },
    );
  });

  it('links the main sections from the header and marks the current one', async () => {
    server.use(...exampleHandlers());
    const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });
    const { router } = await renderSite('/activity', { local });
    const nav = await screen.findByRole('navigation', { name: 'Site' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Sports', '/sports'],
      ['Live streams', '/anchorPlay'],
      ['Promotions', '/activity'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Promotions' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    await userEvent.click(within(nav).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // log out is in the member's menu, not among the site's links
    expect(within(nav).queryByRole('button', { name: 'Log out' })).toBeNull();
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: /^Account menu/ }),
    );
    const menu = await screen.findByRole('dialog', { name: 'Account menu' });
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('shows the page a visit arrives on at once, and fades in the pages reached after it', async () => {
    server.use(...exampleHandlers());
    const { router } = await renderSite('/');
    await screen.findByRole('heading', { level: 1, name: 'Today on Touchline' });
    const main = () => screen.getByRole('main', { name: 'Main content' });
    expect(main().dataset.entering).toBeUndefined();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Site' })).getByRole('link', {
        name: 'Promotions',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity'));
    await waitFor(() => expect(main().dataset.entering).toBe(''));
    // back where the visit began: reached by navigating, so it fades in too
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Site' })).getByRole('link', { name: 'Home' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('heading', { level: 1, name: 'Today on Touchline' });
    expect(main().dataset.entering).toBe('');
  });

  it('hides the footer on /sports for a member', async () => {
    server.use(...exampleHandlers());
    const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });
    const { router } = await renderSite('/sports', { local });
    // whatever the sports screen shows, the layout holds it without a footer
    await screen.findByRole('banner');
    await screen.findByRole('main', { name: 'Main content' });
    expect(router.state.location.pathname).toBe('/sports');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('switches the theme, remembers it, and keeps dark as the default', async () => {
    server.use(...exampleHandlers());
    const { local } = await renderSite('/');
    await screen.findByRole('heading', { level: 1, name: 'Today on Touchline' });
    const banner = screen.getByRole('banner');
    const toggle = within(banner).getByRole('switch', { name: /dark/i });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(local.getItem(LOCAL_STORAGE_KEYS.theme)).toBe('light');
    await userEvent.click(within(banner).getByRole('switch', { name: /dark/i }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(local.getItem(LOCAL_STORAGE_KEYS.theme)).toBe('dark');
  });

  it('switches the language at runtime: pack loaded, remembered, retitled, page kept', async () => {
    server.use(...exampleHandlers());
    const { local, router } = await renderSite('/HelpCenter');
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: /language/i }),
    );
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /Tiếng Việt/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trung tâm trợ giúp' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/HelpCenter');
    expect(local.getItem(LOCAL_STORAGE_KEYS.language)).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
    await waitFor(() => expect(document.title).toBe('Trung tâm trợ giúp - Touchline'));
  });

  it.each([
    ['/404', 'Page not found - Touchline'],
    ['/500', 'Something went wrong - Touchline'],
    ['/403', 'Access denied - Touchline'],
  ])('names the error page %s, not after the page before it', async (path, title) => {
    server.use(...exampleHandlers());
    const { router } = await renderSite('/luckyWheel');
    await waitFor(() => expect(document.title).toBe('Lucky wheel - Touchline'));
    await router.navigate(path);
    await screen.findByRole('main');
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('names the error page in the active language', async () => {
    server.use(...exampleHandlers());
    await renderSite('/404', { lang: 'vi' });
    await screen.findByRole('main');
    await waitFor(() => expect(document.title).toBe('Không tìm thấy trang - Touchline'));
  });

  it.each([
    ['/', 'en', 'Touchline - Victory is more wonderful because of you'],
    ['/luckyWheel', 'en', 'Lucky wheel - Touchline'],
    ['/HelpCenter', 'zh-cn', '帮助中心 - Touchline'],
    ['/activity', 'th', 'โปรโมชั่น - Touchline'],
  ] as const)('gives %s its own title in %s', async (path, lang, title) => {
    server.use(...exampleHandlers());
    await renderSite(path, { lang });
    await screen.findAllByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('starts in the language it is given (th) with its pack', async () => {
    server.use(...exampleHandlers());
    await renderSite('/HelpCenter', { lang: 'th' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ศูนย์ช่วยเหลือ' })).toBeTruthy();
  });
});
