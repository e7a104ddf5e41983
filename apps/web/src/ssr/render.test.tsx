// @vitest-environment node
// The server's render runs in Node: no window, no document, no storage.
import { platformExamples } from '@touchline/api/examples';
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

const render = (url: string, lang: 'en' | 'zh-cn' | 'vi' | 'th' = 'en') =>
  renderPage({ url, lang, origin: TEST_ORIGIN, fetch: (input, init) => fetch(input, init) });

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

  it('writes nothing in the state that could end its script element', async () => {
    const page = await render('/');
    expect(page!.state).not.toMatch(/[<>]/);
  });
});
