import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@touchline/domain';
import type { FastifyInstance } from 'fastify';

/** What the web's server render (`apps/web/src/ssr/render.tsx`) gives for a page. */
export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The text of the state's `<script type="application/json">`. */
  state: string;
  /** The page's `<html lang>` and `<title>` in the language it was rendered in. */
  htmlLang?: string;
  title?: string;
}

/**
 * Renders a page in a language, or null when the page is sent without it: for a visitor, or,
 * given a member's `Cookie` header, for that member (ADR 041; the page's calls then carry it).
 */
export type PageRenderer = (
  url: string,
  lang: Language,
  cookie?: string,
) => Promise<RenderedPage | null>;

/** The fetch the web's render calls the APIs with. */
type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** The id of the state's `<script>` (the web's `SSR_STATE_ID`). */
export const SSR_STATE_ID = 'touchline-ssr';

/** The build of the web's server render: `dist-ssr/render.js` beside the web app's `dist`. */
export function pageRendererFile(webDist: string): string {
  return path.join(path.dirname(webDist), 'dist-ssr', 'render.js');
}

/**
 * A fetch answered by this server in-process (`fastify.inject`): the page's calls during a render
 * reach the same routes, hooks and database as the browser's, with no socket and no address to
 * trust (the request's Host is the client's to choose).
 */
export function injectFetch(fastify: FastifyInstance, cookie?: string): Fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    // a member's render: the calls carry the member's cookie, as the browser's do
    if (cookie !== undefined) request.headers.set('cookie', cookie);
    const url = new URL(request.url);
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : await request.arrayBuffer();
    const response = await fastify.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers.entries()),
      ...(body ? { payload: Buffer.from(body) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) headers.append(name, one);
    }
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}

/**
 * The web's server render, when it was built (`pnpm --filter @touchline/web build`), bound to
 * this server; null without it (the pages are then sent without their HTML, as before).
 */
export async function loadPageRenderer(
  fastify: FastifyInstance,
  webDist: string | null,
  origin: () => string,
): Promise<PageRenderer | null> {
  if (!webDist) return null;
  const file = pageRendererFile(webDist);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as {
    renderPage: (request: {
      url: string;
      lang: Language;
      origin: string;
      fetch: Fetch;
      cookie?: string;
    }) => Promise<RenderedPage | null>;
  };
  const visitorFetch = injectFetch(fastify);
  return (url, lang, cookie) =>
    module.renderPage({
      url,
      lang,
      origin: origin(),
      ...(cookie === undefined
        ? { fetch: visitorFetch }
        : { fetch: injectFetch(fastify, cookie), cookie }),
    });
}
