// The server's render of a page (issue 16): the reference server imports the build of this module
// (`dist-ssr/render.js`) and sends a visitor's first page as HTML, which the browser shows before
// any script has run and React then hydrates (main.tsx). Everything here runs in Node, once per
// request: no storage, no window, no timers left behind.
import type { FetchFunction } from '@touchline/api';
import { createMemoryStorage, htmlLang, pageTitle, type Language } from '@touchline/domain';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/App.tsx';
import { createShell } from '../app/shell.ts';
import { initI18n } from '../i18n/i18n.ts';
import { createRoutes } from '../routes/routes.tsx';
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

/** How long the page's first calls may take by default: the banners come from the database. */
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

/**
 * The page at `url` as a first-time visitor sees it, or null when the server should send the
 * page without it (a redirect, an error, a page the guard keeps for members: the browser's
 * router handles those as before).
 */
export async function renderPage({
  url,
  lang,
  origin,
  fetch,
  dataWaitMs = DATA_WAIT_MS,
}: RenderRequest): Promise<RenderedPage | null> {
  const i18n = await translationsFor(lang);
  const shell = createShell({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
    baseUrl: origin,
    getLanguage: () => lang,
    goHomeAndReload: () => undefined,
    fetch,
  });
  try {
    const handler = createStaticHandler(createRoutes(shell));
    const context = await handler.query(new Request(new URL(url, origin)));
    if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
    await queriesSettled(shell.queryClient, dataWaitMs);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <AppProviders shell={shell} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    const state: SsrState = {
      lang,
      url,
      // only what has come: a call still under way is made again by the browser
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
