// @vitest-environment node
// The server's render runs in Node: no window, no document, no storage.
import { VIEW_COOKIE, viewCookieValue } from '@touchline/api';
import {
  exampleSportsbookConfig,
  exampleUserInfo,
  platformExamples,
} from '@touchline/api/examples';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exampleHandlers, TEST_ORIGIN, type Seen } from '../testing/server.ts';
import { renderPage } from './render.tsx';
import type { SsrState } from './state.ts';

const seen: Seen[] = [];
const server = setupServer(...exampleHandlers({}, seen));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

const render = (
  url: string,
  lang: 'en' | 'zh-cn' | 'vi' | 'th' = 'en',
  cookie?: string,
  dataWaitMs?: number,
) =>
  renderPage({
    url,
    lang,
    origin: TEST_ORIGIN,
    fetch: (input, init) => fetch(input, init),
    ...(cookie === undefined ? {} : { cookie }),
    ...(dataWaitMs === undefined ? {} : { dataWaitMs }),
  });

/** A member's `Cookie` header: the session (which the test server does not check) and the view cookie. */
const memberCookie = (stored: Record<string, string>) =>
  `tl_session=tl_x; ${VIEW_COOKIE}=${viewCookieValue((key) => stored[key] ?? null) ?? ''}`;

/** The state as the browser reads it back (the JSON escapes undone by JSON.parse). */
const stateOf = (text: string) => JSON.parse(text) as SsrState;

describe('the server render of a page', () => {
  it('renders the home page as a visitor sees it, with its banners, from the calls it made', async () => {
    const page = await render('/');
    expect(page).not.toBeNull();
    const { html, state } = page!;
    expect(typeof window).toBe('undefined');
    expect(html).toContain('Today on Touchline');
    expect(html).toContain('>Log in<');
    // the largest element, at high priority, in the HTML itself
    const banner = platformExamples.listHomeBanners.response[0]!;
    expect(html).toMatch(
      new RegExp(`<img[^>]*src="${banner.image}"[^>]*fetchPriority="high"`, 'i'),
    );
    // the 18+ gate and the dialogs wait for the browser, which knows the visitor's answers
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('<script');

    const parsed = stateOf(state);
    expect(parsed).toMatchObject({ lang: 'en', url: '/' });
    expect(parsed.router.loaderData).toHaveProperty('/');
    const cached = parsed.queries.queries.map((q) => q.state.data);
    expect(cached).toContainEqual(platformExamples.listHomeBanners.response);
    expect(seen.map((s) => s.call)).toContain('listHomeBanners');
  });

  it('renders in the language asked for', async () => {
    const page = await render('/?lang=zh-cn', 'zh-cn');
    expect(page!.html).toContain('Touchline 今日精选');
    expect(stateOf(page!.state)).toMatchObject({ lang: 'zh-cn', url: '/?lang=zh-cn' });
    expect((await render('/', 'th'))!.html).toContain('วันนี้ที่ Touchline');
  });

  it('leaves a page the guard keeps for members to the browser (its redirect and login)', async () => {
    expect(await render('/sports')).toBeNull();
  });

  it('fetches what each render asks for and renders again: the home page comes with its lobbies', async () => {
    const page = await render('/');
    // asked for by the page's components, not by a loader
    expect(seen.map((s) => s.call)).toEqual(
      expect.arrayContaining(['listHomeLobbies', 'listPopupAds']),
    );
    const cached = stateOf(page!.state).queries.queries.map((q) => q.state.data);
    expect(cached).toContainEqual(platformExamples.listPopupAds.response);
  });

  it("renders a member's sportsbook as the member sees it, with the view cookie's settings", async () => {
    const page = await render(
      '/sports',
      'en',
      memberCookie({ session: 'marker-1', settings: JSON.stringify({ oddsFormat: 2 }) }),
    );
    expect(page).not.toBeNull();
    const { html, state } = page!;
    expect(html).toContain('>Sportsbook<');
    expect(html).not.toContain('>Log in<');
    expect(html).toContain(exampleUserInfo.userName);
    expect(html).not.toContain('<script');
    const parsed = stateOf(state);
    expect(parsed).toMatchObject({ url: '/sports', sessionId: 'marker-1' });
    expect(parsed.user).toEqual(exampleUserInfo);
    // the member's data, under the session's keys, and the match list in the chosen odds format
    const keys = parsed.queries.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toContain(JSON.stringify(['memberWallet', 'marker-1']));
    expect(keys.some((key) => key.startsWith('["sports","list",'))).toBe(true);
    // and the league filter's leagues, which the browser would otherwise ask for as it hydrates
    expect(keys.some((key) => key.startsWith('["sports","leagues",'))).toBe(true);
    const calls = seen.filter((s) => s.call === 'listMatches');
    expect(calls.length).toBeGreaterThan(0);
    // the stored odds format 2 (the default is 1)
    expect(calls.every((c) => (c.body as { oddsType?: number }).oddsType === 2)).toBe(true);
    // the live list holds fewer than a page (50): its first page goes on into today's and early's
    // lists, all drawn in the HTML, so the browser does not fetch and draw them as it starts
    expect(calls.map((c) => (c.body as { type: number }).type)).toEqual([1, 3, 4]);
  });

  it("renders a member's live and games lobbies, each with its first picture fetched at once", async () => {
    const cookie = memberCookie({ session: 'marker-1' });
    const priorityImages = (html: string) => html.match(/<img [^>]*fetchpriority="high"[^>]*>/gi);

    const live = await render('/anchorPlay', 'en', cookie);
    expect(live).not.toBeNull();
    expect(live!.html).toContain('>Derby night: live tips and chat<');
    expect(live!.html).toContain(exampleUserInfo.userName);
    // the live stream's cover (the first card), not the announced one's
    const covers = priorityImages(live!.html);
    expect(covers).toHaveLength(1);
    expect(covers![0]).toContain('src="/static/covers/derby-night.svg"');

    const games = await render('/electronic/touchline-slots', 'en', cookie);
    expect(games).not.toBeNull();
    expect(games!.html).toContain('>Golden Goal<');
    // the first row of the first section (hot games)
    const tiles = priorityImages(games!.html);
    expect(tiles!.length).toBeGreaterThan(0);
    expect(tiles!.length).toBeLessThanOrEqual(2);
    expect(tiles![0]).toContain('src="/static/games/golden-goal.svg"');
  });

  it('draws a call that failed as still loading, as the browser will, and sends no state of it', async () => {
    let asked = 0;
    server.use(
      http.post(`${exampleSportsbookConfig.apiServerAddress}/v1/bulletin/listTop`, () => {
        asked += 1;
        return HttpResponse.error();
      }),
    );
    // time enough for every call to end, the failed one too
    const page = await render('/sports', 'en', memberCookie({ session: 'marker-1' }), 10_000);
    server.resetHandlers();
    expect(asked).toBeGreaterThan(0);
    // the ticker's loading box, not nothing (what a failed list draws)
    expect(page!.html).toMatch(/<section aria-label="Sportsbook announcements" aria-busy="true"/);
    const states = stateOf(page!.state).queries.queries;
    expect(states.every((q) => q.state.status === 'success')).toBe(true);
    expect(states.some((q) => JSON.stringify(q.queryKey).startsWith('["sports","bulletins"'))).toBe(
      false,
    );
  });

  it("leaves a member's page to the browser where its route does not allow a render, asking nothing", async () => {
    expect(await render('/vipService', 'en', memberCookie({ session: 'marker-1' }))).toBeNull();
    expect(seen).toEqual([]);
  });

  it('leaves the page to the browser when the cookie names no session', async () => {
    expect(await render('/sports', 'en', memberCookie({}))).toBeNull();
    expect(await render('/sports', 'en', 'tl_session=tl_x')).toBeNull();
  });

  it('writes nothing in the state that could end its script element', async () => {
    const page = await render('/');
    expect(page!.state).not.toMatch(/[<>]/);
  });
});
