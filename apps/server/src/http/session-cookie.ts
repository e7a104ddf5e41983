import type { IncomingHttpHeaders } from 'node:http';
import { HEADERS } from '@touchline/api/contract';
import { SESSION_TTL_MS } from '../auth/sessions.ts';
import type { ServerConfig } from '../config.ts';

/**
 * The browser's session cookie (ADR 012): the session token in an `HttpOnly`, `SameSite=Strict`
 * cookie that no script of the page can read. Over https (a `PUBLIC_URL` starting `https://`,
 * which production requires) it is `__Host-tl_session`, `Secure` and host-only; over plain http
 * (development, tests) `tl_session` without `Secure`, which `__Host-` would require.
 *
 * Other clients keep the spec's `Authorization` header, which wins when both come.
 */
export interface SessionCookie {
  readonly name: string;
  readonly secure: boolean;
}

export function sessionCookieOf(config: Pick<ServerConfig, 'PUBLIC_URL'>): SessionCookie {
  const secure = config.PUBLIC_URL?.startsWith('https://') ?? false;
  return { name: secure ? '__Host-tl_session' : 'tl_session', secure };
}

/** Tokens are `tl_` and base64url (`newToken`); anything else in the cookie is ignored. */
const TOKEN_SHAPE = /^tl_[A-Za-z0-9_-]{1,200}$/;

/** The session token of the request's cookie, if it carries a well-formed one. */
export function readSessionCookie(
  cookie: SessionCookie,
  headers: IncomingHttpHeaders,
): string | null {
  const header = headers.cookie;
  if (typeof header !== 'string' || header === '') return null;
  const prefix = `${cookie.name}=`;
  for (const part of header.split(';')) {
    const pair = part.trim();
    if (!pair.startsWith(prefix)) continue;
    const value = pair.slice(prefix.length);
    return TOKEN_SHAPE.test(value) ? value : null;
  }
  return null;
}

function attributes(cookie: SessionCookie, maxAgeSeconds: number): string {
  return [
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(cookie.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The `Set-Cookie` value that gives the browser this session for its whole life. */
export function setSessionCookie(
  cookie: SessionCookie,
  token: string,
  ttlMs: number = SESSION_TTL_MS,
): string {
  return `${cookie.name}=${token}; ${attributes(cookie, Math.floor(ttlMs / 1000))}`;
}

/** The `Set-Cookie` value that makes the browser forget the session. */
export function clearSessionCookie(cookie: SessionCookie): string {
  return `${cookie.name}=; ${attributes(cookie, 0)}`;
}

function firstHeader(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}

/**
 * Whether a request's `Origin` (if it has one) is this site's: the configured public origin, or
 * without one (development) the origin whose host is the request's own `Host` — what a page
 * served from this address sends. A request without `Origin` is not a browser's cross-site
 * request (browsers send it on every cross-origin request and on every POST).
 */
export function originAllowed(
  config: Pick<ServerConfig, 'PUBLIC_URL'>,
  headers: IncomingHttpHeaders,
): boolean {
  const origin = firstHeader(headers, 'origin');
  if (origin === null) return true;
  if (config.PUBLIC_URL) return origin === config.PUBLIC_URL;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host !== '' && host === firstHeader(headers, 'host')?.toLowerCase();
}

/**
 * Whether a browser sent this request from this site's own pages: its `Origin`, if any, is this
 * site's and it does not call itself cross-site (`Sec-Fetch-Site`). The socket's upgrade uses
 * its cookie only then (cross-site WebSocket hijacking).
 */
export function fromOwnPages(
  config: Pick<ServerConfig, 'PUBLIC_URL'>,
  headers: IncomingHttpHeaders,
): boolean {
  const site = firstHeader(headers, 'sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return false;
  return originAllowed(config, headers);
}

/**
 * Whether a call may use the session cookie (CSRF, ADR 012): it comes from this site's own pages
 * (`fromOwnPages`) and carries the `client` header the site's clients always send, which another
 * site's page cannot add without a CORS preflight this server never grants. `SameSite=Strict`
 * already keeps the cookie off cross-site requests in current browsers; these checks hold
 * without it.
 */
export function mayUseSessionCookie(
  config: Pick<ServerConfig, 'PUBLIC_URL'>,
  headers: IncomingHttpHeaders,
): boolean {
  return firstHeader(headers, HEADERS.client) !== null && fromOwnPages(config, headers);
}
