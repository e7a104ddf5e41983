import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { CODES, readViewCookie } from '@touchline/api/contract';
import {
  acceptedLanguages,
  isLanguage,
  LOCAL_STORAGE_KEYS,
  resolveLanguage,
  type Language,
} from '@touchline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SSR_STATE_ID, type PageRenderer, type RenderedPage } from './page-render.ts';
import { styleNonceFor } from './security.ts';

/** Hashed build output never changes under its name: cached for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated, so a deploy shows at once. */
export const REVALIDATE_CACHE = 'no-cache';
/** A page drawn for one member: revalidated, and kept by no cache but the member's browser's. */
export const PRIVATE_REVALIDATE_CACHE = 'private, no-cache';

/** Paths that belong to the APIs: unknown ones answer the envelope, never the web app. */
export function isApiPath(url: string): boolean {
  return /^\/(api|v1|language)(\/|$|\?)/.test(url) || url === '/ws' || url.startsWith('/ws?');
}

/**
 * A request for a file (its last path segment has an extension: `/static/games/x.png`) that is
 * not there: a 404, so an `<img>` fails visibly instead of receiving the page's HTML.
 */
function isMissingFile(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname);
}

/** The page itself asked for by its file name: served as every other page. */
function isIndexFile(url: string): boolean {
  return (url.split(/[?#]/, 1)[0] ?? '') === '/index.html';
}

/**
 * Where the page hands its nonce to its scripts: Vite's own convention (its preload helper reads
 * it too). In a `nonce` attribute, which the browser hides from attribute selectors and
 * `getAttribute` once the page runs under a CSP header; scripts read the `nonce` property.
 */
export function nonceMeta(nonce: string): string {
  return `<meta property="csp-nonce" nonce="${nonce}">`;
}

/** One path's files, as the web's build lists them (apps/web/src/build/route-preloads.ts). */
interface RoutePreload {
  path: string;
  js: string[];
  css: string[];
  /** The layout's lazy parts' style sheets, which a page rendered for a member draws. */
  memberCss?: string[];
}

/** The file the web's build writes beside index.html (apps/web/src/build/route-preloads.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const ASSET_URL = /^\/assets\/[\w.-]+\.(js|css)$/;

/**
 * Which chunks a page's path needs beyond the entry's: read from the build's
 * `route-preloads.json` (none when it is missing or unreadable — the page then loads them as the
 * router asks), matched as react-router matches (case-insensitive, `:param` one segment, a
 * trailing slash allowed), and written as `<link>`s for the page's `<head>` (issue 16: the layout
 * and the screen arrive with the entry instead of two round trips after it).
 */
export class RoutePreloads {
  readonly #routes: {
    pattern: RegExp;
    tags: string;
    stylesheets: string;
    memberStylesheets: string;
  }[] = [];
  readonly #languages = new Map<Language, string>();

  /**
   * `languages`: each language's start-up packs (`route-preloads.json`'s `languages`); `market`:
   * the build's market, which the start-up language follows before the browser's languages.
   */
  constructor(
    routes: readonly RoutePreload[],
    languages: Partial<Record<string, readonly string[]>> = {},
    readonly market: string | null = null,
  ) {
    for (const route of routes) {
      const memberCss = Array.isArray(route.memberCss) ? route.memberCss : [];
      const files = [...route.js, ...route.css, ...memberCss];
      // only the build's own asset names reach the page (the file is ours, but the page is HTML)
      if (!files.every((file) => ASSET_URL.test(file))) continue;
      const pattern = new RegExp(
        `^${route.path
          .split('/')
          .map((segment) =>
            segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('/')
          .replace(/\/$/, '')}/?$`,
        'i',
      );
      const tags =
        route.js.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('') +
        route.css
          .map((file) => `<link rel="preload" as="style" crossorigin href="${file}">`)
          .join('');
      const sheets = (list: readonly string[]) =>
        list.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`).join('');
      this.#routes.push({
        pattern,
        tags,
        stylesheets: sheets(route.css),
        memberStylesheets: sheets(memberCss),
      });
    }
    for (const [lang, files] of Object.entries(languages)) {
      if (!isLanguage(lang) || !Array.isArray(files)) continue;
      if (!files.every((file) => typeof file === 'string' && ASSET_URL.test(file))) continue;
      this.#languages.set(
        lang,
        files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join(''),
      );
    }
  }

  static read(webDist: string): RoutePreloads {
    try {
      const parsed = JSON.parse(readFileSync(path.join(webDist, ROUTE_PRELOADS_FILE), 'utf8')) as {
        routes?: RoutePreload[];
        languages?: Record<string, string[]>;
        market?: string | null;
      };
      return new RoutePreloads(
        Array.isArray(parsed.routes) ? parsed.routes : [],
        parsed.languages && typeof parsed.languages === 'object' ? parsed.languages : {},
        typeof parsed.market === 'string' ? parsed.market : null,
      );
    } catch {
      return new RoutePreloads([]);
    }
  }

  /**
   * The `<link>`s for a request's URL (its path; the query and hash do not matter) and, for a
   * page of the site, the language packs of the language it will start in — as the page resolves
   * it (spec §4: `?lang=`, then the stored choice, the market, the browser's languages). The
   * stored choice is the view cookie's copy (ADR 041), when the browser has written one.
   */
  tagsFor(url: string, acceptLanguage?: string, stored?: string | null): string {
    const route = this.#routeOf(url);
    if (!route) return '';
    return route.tags + (this.#languages.get(this.languageFor(url, acceptLanguage, stored)) ?? '');
  }

  /**
   * The page's style sheets as `<link rel="stylesheet">`s, for a page the server rendered: its
   * HTML is drawn before any script runs, so its styles must be there for the first paint (the
   * app's loader finds them there and does not add them again).
   */
  stylesheetsFor(url: string, member = false): string {
    const route = this.#routeOf(url);
    if (!route) return '';
    // a member's page holds the layout's member parts (the account menu) before their chunks
    return route.stylesheets + (member ? route.memberStylesheets : '');
  }

  /** The route a URL's path matches (the query and hash do not matter), if any. */
  #routeOf(url: string) {
    let pathname: string;
    try {
      pathname = decodeURIComponent(pathOf(url));
    } catch {
      return undefined;
    }
    return this.#routes.find((r) => r.pattern.test(pathname));
  }

  /** The language a page at this URL starts in, given the browser's stored choice (if known). */
  languageFor(url: string, acceptLanguage?: string, stored?: string | null): Language {
    const query = url.includes('?') ? url.slice(url.indexOf('?')).split('#', 1)[0]! : '';
    return resolveLanguage({
      query: new URLSearchParams(query).get('lang'),
      stored: stored ?? null,
      market: this.market,
      browserLanguages: acceptedLanguages(acceptLanguage),
    });
  }
}

/**
 * `index.html` cut once where the nonce's `<meta>` goes (first thing in `<head>`, or after the
 * doctype, or at the start), so each page is two string joins, not a parse. Read again when the
 * file changes (a deploy in place shows at once, as when the file was sent as it is).
 */
export class PageTemplate {
  #cut: { mtimeMs: number; size: number; before: string; after: string } | null = null;

  constructor(readonly file: string) {}

  /** The page with its nonce, and `head` (more of the head's tags) after it. */
  async render(nonce: string, head = ''): Promise<string> {
    // a stat of a file just read is a few µs in the same turn; through the thread pool it waits
    // its turn there (~200 µs on a busy machine)
    const { mtimeMs, size } = statSync(this.file);
    let cut = this.#cut;
    if (!cut || cut.mtimeMs !== mtimeMs || cut.size !== size) {
      const html = await readFile(this.file, 'utf8');
      const at = /<head(?:\s[^>]*)?>/i.exec(html) ?? /^\s*<!doctype[^>]*>/i.exec(html);
      const index = at ? at.index + at[0].length : 0;
      cut = { mtimeMs, size, before: html.slice(0, index), after: html.slice(index) };
      this.#cut = cut;
    }
    return cut.before + nonceMeta(nonce) + head + cut.after;
  }
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function pathOf(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&#39;',
};

/** A high-priority preload of an image (a site path or an https address, else nothing). */
export function imagePreload(image: string): string {
  if (!/^(\/(?!\/)|https:\/\/)/.test(image)) return '';
  const href = image.replace(/[&"<>']/g, (c) => ATTRIBUTE_ESCAPES[c]!);
  return `<link rel="preload" as="image" fetchpriority="high" href="${href}">`;
}

/** The longest a page's server render may take before the page is sent without it. */
export const PAGE_RENDER_TIMEOUT_MS = 1_500;

/** Where the render goes in the page: the root `index.html` leaves empty. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The page's `<html lang>` and `<title>` in the render's language, as the app sets them when it
 * starts: the page is read (by a screen reader, a search engine, the tab's title) before that.
 */
function documentLanguage(head: string, page: RenderedPage): string {
  let out = head;
  if (page.htmlLang && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(page.htmlLang)) {
    out = out.replace(/(<html\b[^>]*?\slang=")[^"]*(")/i, `$1${page.htmlLang}$2`);
  }
  if (page.title) {
    const title = page.title.replace(/[&"<>']/g, (c) => ATTRIBUTE_ESCAPES[c]!);
    out = out.replace(/<title>[^<]*<\/title>/i, () => `<title>${title}</title>`);
  }
  return out;
}

/**
 * The page with its server-rendered markup in `#root`, the route's style sheets before it, and the
 * state the browser hydrates it with after it (unchanged when the template has no empty root).
 */
export function withRenderedPage(html: string, page: RenderedPage, stylesheets = ''): string {
  const at = html.indexOf(EMPTY_ROOT);
  if (at < 0) return html;
  const head = documentLanguage(html.slice(0, at), page);
  return (
    head +
    // before the markup they style, after the entry's own sheet in the head (the cascade's order
    // when the app adds them)
    stylesheets +
    `<div id="root">${page.html}</div>` +
    `<script type="application/json" id="${SSR_STATE_ID}">${page.state}</script>` +
    html.slice(at + EMPTY_ROOT.length)
  );
}

/** The `<template>` a rendered page's scripts wait in until its first paint (the web's `boot.js`). */
export const AFTER_PAINT_ID = 'touchline-after-paint';

const MODULE_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * A rendered page's module scripts and their preloads, moved into an inert `<template>` at the
 * end of its body, which the web's `boot.js` puts in the head once the page has been painted
 * (issue 16): the page's HTML, style sheets and largest image have the connection to themselves,
 * and a visit whose scripts are cached does not run them before its first paint.
 */
export function scriptsAfterPaint(html: string): string {
  const tags = html.match(MODULE_TAGS);
  const end = html.lastIndexOf('</body>');
  if (!tags || end < 0) return html;
  const rest = html.slice(0, end).replace(MODULE_TAGS, '');
  const held = `<template id="${AFTER_PAINT_ID}">${tags.join('')}</template>`;
  return rest + held + html.slice(end);
}

/** The render, or null when it fails or takes longer than `ms` (the page is sent without it). */
async function renderWithin(
  render: () => Promise<RenderedPage | null>,
  ms: number,
  onError: (error: unknown) => void,
): Promise<RenderedPage | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([render(), late]);
  } catch (error) {
    onError(error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ code: CODES.notFound, msg: 'Not found' });
}

/**
 * Serves the built web app from `webDist` (when it exists): files as they are (source maps only
 * when `sourceMaps`), hashed assets cached for good, and the page (`index.html` with a fresh
 * style nonce, which the response's CSP names) for every other GET that is not an API path, so
 * the client-side router owns the site's paths. Unknown API paths answer a 404 envelope.
 */
export async function registerWebApp(
  fastify: FastifyInstance,
  webDist: string | null,
  options: {
    sourceMaps?: boolean;
    /**
     * The image that is the largest element of the page at a path, if any: preloaded at high
     * priority from the page's head, so it downloads with the scripts instead of after them.
     */
    lcpImage?: (pathname: string) => Promise<string | null>;
    /**
     * The web's server render (issue 16): a page arrives as HTML, shown before its scripts run.
     * A member's request (`isMember`: the session cookie) is rendered with its cookie, as that
     * member sees the page, when it comes from this site's own pages or the address bar
     * (`fromOwnPages`); the web's render decides which pages it draws for members (ADR 041).
     */
    renderPage?: PageRenderer | null;
    isMember?: (request: FastifyRequest) => boolean;
    fromOwnPages?: (request: FastifyRequest) => boolean;
  } = {},
): Promise<void> {
  const sourceMaps = options.sourceMaps ?? true;
  const root = webDist && existsSync(path.join(webDist, 'index.html')) ? webDist : null;
  const page = root ? new PageTemplate(path.join(root, 'index.html')) : null;
  const preloads = root ? RoutePreloads.read(root) : new RoutePreloads([]);
  if (root) {
    await fastify.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      // the page is never sent as a file: `/` and `/index.html` fall through to the handler below
      index: false,
      redirect: false,
      cacheControl: false,
      // the build writes `x.js.br` and `x.js.gz` beside `x.js` (tools/precompress.ts): sent by
      // Accept-Encoding with `Vary: Accept-Encoding`, the file itself when neither is there
      preCompressed: true,
      dotfiles: 'ignore',
      // *.map answered 404 when maps are not to be served (production)
      allowedPath: (pathName) =>
        pathName !== '/' && !isIndexFile(pathName) && (sourceMaps || !pathName.endsWith('.map')),
      setHeaders(reply, filePath) {
        const relative = path.relative(root, filePath).split(path.sep).join('/');
        reply.header(
          'Cache-Control',
          relative.startsWith('assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
        );
      },
    });
  } else {
    fastify.log.warn({ webDist }, 'the built web app was not found: only the APIs are served');
  }
  fastify.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const get = request.method === 'GET' || request.method === 'HEAD';
    const url = request.url;
    if (!page || !get || isApiPath(url) || (isMissingFile(url) && !isIndexFile(url))) {
      return notFound(reply);
    }
    const acceptLanguage = headerOf(request, 'accept-language');
    const { renderPage } = options;
    const member = options.isMember?.(request) ?? false;
    // a member's page only for the member's own navigations (the cookie is SameSite=Strict too)
    const renderable = !isIndexFile(url) && (!member || (options.fromOwnPages?.(request) ?? false));
    const cookies = headerOf(request, 'cookie');
    const cookie = member ? cookies : undefined;
    // the language the player chose, as the page will read it from its storage
    const stored = readViewCookie(cookies)[LOCAL_STORAGE_KEYS.language] ?? null;
    const lang = preloads.languageFor(url, acceptLanguage, stored);
    const [image, rendered] = await Promise.all([
      options.lcpImage ? options.lcpImage(pathOf(url)).catch(() => null) : null,
      renderPage && renderable
        ? renderWithin(
            () => renderPage(url, lang, cookie),
            PAGE_RENDER_TIMEOUT_MS,
            (error) => request.log.error({ err: error, url }, 'the page could not be rendered'),
          )
        : null,
    ]);
    const html = await page.render(
      styleNonceFor(reply),
      preloads.tagsFor(url, acceptLanguage, stored) + (image ? imagePreload(image) : ''),
    );
    // no validators: each page has its own nonce, so a 304 would pair a stale body with a new CSP
    return (
      reply
        // a member's page holds their own data: never kept by a shared cache or the service
        // worker (which keeps no private page for its offline copy)
        .header('Cache-Control', rendered && member ? PRIVATE_REVALIDATE_CACHE : REVALIDATE_CACHE)
        // the language packs named in the head follow the browser's languages and the view
        // cookie; the render, the member's cookie too
        .header('Vary', 'Accept-Language, Cookie')
        .type('text/html; charset=utf-8')
        .send(
          rendered
            ? scriptsAfterPaint(
                withRenderedPage(html, rendered, preloads.stylesheetsFor(url, member)),
              )
            : html,
        )
    );
  });
}
