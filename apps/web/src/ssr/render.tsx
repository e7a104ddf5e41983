// The server's render of a page (issue 16): the reference server imports the build of this module
// (`dist-ssr/render.js`) and sends a visitor's first page as HTML (and a member's, where the route
// allows it: ADR 041), which the browser shows before any script has run and React then hydrates
// (main.tsx). Everything here runs in Node, once per
// request: no storage, no window, no timers left behind.
import { readViewCookie, type FetchFunction } from '@touchline/api';
import { createMemoryStorage, htmlLang, pageTitle, type Language } from '@touchline/domain';
import { dehydrate, skipToken, type QueryClient } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from '../app/App.tsx';
import { createShell } from '../app/shell.ts';
import { initI18n } from '../i18n/i18n.ts';
import { createRoutes, type RouteHandle } from '../routes/routes.tsx';
import { serializeSsrState, type SsrState } from './state.ts';

export interface RenderRequest {
  /** The page's path and query (`/sports?tab=live`). */
  url: string;
  /** The language to render in: the one the page will start in (`resolveLanguage`). */
  lang: Language;
  /** The site's own origin, where the page's calls go (`http://127.0.0.1:8080`). */
  origin: string;
  /** How those calls are made (the server answers them in-process). */
  fetch: FetchFunction;
  /** How long the page's first calls may take before it is rendered with what has come. */
  dataWaitMs?: number;
  /**
   * A member's request: its `Cookie` header (the server's `fetch` sends the session with the
   * page's calls). The page is then rendered as the member sees it, with the stored values the
   * view cookie carries, when its route allows it (`memberRender`); otherwise not at all.
   */
  cookie?: string;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The text of the state's `<script type="application/json">` (`SSR_STATE_ID`). */
  state: string;
  /** `<html lang>` and the document's title, as the app sets them (`applyDocumentLanguage`). */
  htmlLang: string;
  title: string;
}

/**
 * How long the page's calls may take in all by default: the banners come from the database; a
 * member's sportsbook asks for its token, then the lists.
 */
export const DATA_WAIT_MS = 300;

/** One initialised i18next per language, all its namespaces loaded: shared by every request. */
const translations = new Map<Language, Promise<I18n>>();
function translationsFor(lang: Language): Promise<I18n> {
  let ready = translations.get(lang);
  if (!ready) {
    ready = initI18n(lang, createInstance());
    // a failed load is tried again by the next request
    ready.catch(() => translations.delete(lang));
    translations.set(lang, ready);
  }
  return ready;
}

/** How many times a page is rendered at most while its data comes (each render may ask for more). */
const MAX_RENDER_PASSES = 4;

/**
 * Starts every query a render asked for that nobody has fetched: a render on the server builds
 * its queries but fetches none (that happens in effects). Disabled ones stay as they are. Returns
 * how many were started.
 */
function startAskedQueries(client: QueryClient): number {
  let started = 0;
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') continue;
    const { enabled, queryFn } = query.options as {
      enabled?: boolean | ((q: typeof query) => boolean);
      queryFn?: unknown;
    };
    if (!queryFn || queryFn === skipToken) continue;
    if ((typeof enabled === 'function' ? enabled(query) : enabled) === false) continue;
    // a failed call leaves the query as the browser will find it: it asks again
    query.fetch().catch(() => undefined);
    started++;
  }
  return started;
}

/** Resolves when no query is fetching, or after `ms`. */
function queriesSettled(client: QueryClient, ms: number): Promise<void> {
  if (client.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
  });
}

/** Whether the page at `url` is one the server renders for a member (its route says so). */
function rendersForMember(routes: RouteObject[], url: string): boolean {
  const matches = matchRoutes(routes, url) ?? [];
  const handle = matches[matches.length - 1]?.route.handle as RouteHandle | undefined;
  return handle?.entry.memberRender === true;
}

/**
 * The page at `url` as a first-time visitor sees it — or, given a member's cookie, as that member
 * sees it — or null when the server should send the page without it (a redirect, an error, a page
 * the guard keeps for members, a member's page not rendered for members: the browser's router
 * handles those as before).
 */
export async function renderPage({
  url,
  lang,
  origin,
  fetch,
  dataWaitMs = DATA_WAIT_MS,
  cookie,
}: RenderRequest): Promise<RenderedPage | null> {
  const i18n = await translationsFor(lang);
  const member = cookie !== undefined;
  // every pass draws the page at one time, which the browser's hydration draws it at too
  const renderedAt = Date.now();
  const shell = createShell({
    rendered: { sessionId: null, user: null, renderedAt },
    // a visitor's storage is empty; a member's holds what the view cookie carries
    local: createMemoryStorage(member ? readViewCookie(cookie) : {}),
    session: createMemoryStorage(),
    baseUrl: origin,
    getLanguage: () => lang,
    goHomeAndReload: () => undefined,
    fetch,
  });
  try {
    const routes = createRoutes(shell);
    // a member's page only where its route allows it
    if (member && !rendersForMember(routes, new URL(url, origin).pathname)) return null;
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(url, origin)));
    if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
    const { sessionId, user } = shell.getState();
    // and once the guard has loaded them (an ended session is sent without a render)
    if (member && (!sessionId || !user)) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    // `prerender` waits for the page's lazy parts (a menu's chunk the first render asks for);
    // with no chunk size, every part is written in place (no inline script, which the CSP
    // refuses, reveals a part written later)
    const render = async () => {
      const errors: unknown[] = [];
      const { prelude } = await prerender(
        <AppProviders shell={shell} i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
        {
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: (error) => void errors.push(error),
        },
      );
      const html = await new Response(prelude).text();
      // a part that failed would be drawn by the browser alone: the page is sent without a render
      if (errors.length > 0) throw errors[0];
      return html;
    };
    // the page's data: what the loaders started, then what each render asked for, rendered again
    // once it has come, until a render asks for nothing new or the wait is over
    const deadline = Date.now() + dataWaitMs;
    await queriesSettled(shell.queryClient, dataWaitMs);
    let html = '';
    for (let pass = 1; ; pass++) {
      const last = pass === MAX_RENDER_PASSES || Date.now() >= deadline;
      // the last render's data is the state's: nothing may change under it (a call still under
      // way is made again by the browser)
      if (last) await shell.queryClient.cancelQueries();
      html = await render();
      if (last || startAskedQueries(shell.queryClient) === 0) break;
      await queriesSettled(shell.queryClient, deadline - Date.now());
    }
    const state: SsrState = {
      lang,
      url,
      sessionId,
      user,
      renderedAt,
      // what the last render showed: the calls that had come
      queries: dehydrate(shell.queryClient),
      router: { loaderData: context.loaderData },
    };
    return {
      html,
      state: serializeSsrState(state),
      htmlLang: htmlLang(lang),
      title: pageTitle(i18n.t('tagline')),
    };
  } finally {
    // calls still under way end here; nothing of this request outlives it
    await shell.queryClient.cancelQueries();
    shell.queryClient.clear();
  }
}
