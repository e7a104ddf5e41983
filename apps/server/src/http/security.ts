import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** What the security headers depend on: the site's public address and where images may come from. */
export interface SecuritySettings {
  /** The configured PUBLIC_URL: its socket origin joins connect-src; https adds HSTS. */
  readonly publicUrl?: string | undefined;
  /** Origins images may also come from (ASSET_ORIGINS: an operator's image CDN). */
  readonly assetOrigins?: readonly string[] | undefined;
  /** The origins of the live video lines (LIVE_VIDEO_LINES): the player fetches their playlists. */
  readonly videoOrigins?: readonly string[] | undefined;
}

/** HSTS for a year, sent only when the public address is https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * The CSP is what the built web app passes: scripts from this origin only (the theme boot script
 * is a file, not inline; no eval), style sheets from this origin, `<style>` elements from this
 * origin and — on a page (`styleNonce`) — the one the dialogs' scroll lock injects at run time
 * (sizes measured then), which carries the page's nonce (the web app hands it to `get-nonce`
 * before its first render); no other inline `<style>`. Style attributes are allowed
 * (`style-src-attr`, ADR 039): the pages the server renders carry their components' custom
 * properties and sizes in them, which a refused attribute would leave unset for good (hydration
 * keeps the server's attributes). Scripts stay without any 'unsafe-inline'. Images from this origin, data: and the configured asset
 * origins, media from anywhere over https (operators' video CDNs), fetches and sockets to this
 * origin — and the public address's ws(s) origin, which older browsers do not count as 'self' —
 * and to the live video lines' origins (the player fetches HLS playlists and segments).
 */
export function contentSecurityPolicy(
  settings: SecuritySettings = {},
  styleNonce?: string,
  framable = false,
): string {
  const socketOrigin = settings.publicUrl?.replace(/^http/, 'ws');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // the server-rendered page's style attributes (ADR 039): custom properties and sizes
    "style-src-attr 'unsafe-inline'",
    ["style-src-elem 'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])].join(' '),
    ["img-src 'self' data:", ...(settings.assetOrigins ?? [])].join(' '),
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    [
      "connect-src 'self'",
      ...(socketOrigin ? [socketOrigin] : []),
      ...(settings.videoOrigins ?? []),
    ].join(' '),
    "worker-src 'self' blob:",
    framable ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The policy of a server with no public address or asset origins configured (development). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * The headers a response carries, for these settings; a page's (`styleNonce`: its nonce) let
 * `<style>` elements carrying that nonce apply.
 */
export function securityHeaders(
  settings: SecuritySettings = {},
  styleNonce?: string,
  framable = false,
): Readonly<Record<string, string>> {
  return Object.freeze({
    'Content-Security-Policy': contentSecurityPolicy(settings, styleNonce, framable),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': framable ? 'SAMEORIGIN' : 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(settings.publicUrl?.startsWith('https://')
      ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }
      : {}),
  });
}

export const SECURITY_HEADERS = securityHeaders();

/**
 * A fresh nonce (128 random bits, base64) for the `<style>` elements of the page this reply
 * sends: the reply's CSP names it (`applySecurityHeaders`), and the page must hand it to its
 * scripts. One per response, never reused, so a nonce read from one page is worth nothing on
 * the next.
 */
export function styleNonceFor(reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('base64');
  reply.styleNonce = nonce;
  return nonce;
}

/**
 * The one page a page of this site frames: the in-house game client (`/play/:gameCode`), which
 * the games lobby shows in its game frame. Only this origin may frame it; every other page (and
 * every other answer) refuses to be framed at all.
 */
export function isFramablePage(url: string): boolean {
  return /^\/play\/[^/?#]+(?:[?#]|$)/.test(url);
}

/**
 * Sets the app's security headers on a reply (for the settings `registerSecurityHeaders` was
 * given), with the reply's style nonce when it sends a page.
 */
export function applySecurityHeaders(reply: FastifyReply): void {
  const nonce = reply.styleNonce;
  reply.headers(
    nonce
      ? securityHeaders(reply.server.securitySettings, nonce, isFramablePage(reply.request.url))
      : (reply.server.securityHeaders ?? SECURITY_HEADERS),
  );
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  settings: SecuritySettings = {},
): void {
  app.decorate('securitySettings', settings);
  app.decorate('securityHeaders', securityHeaders(settings));
  app.decorateReply('styleNonce', null);
  app.addHook('onSend', async (_request, reply, payload) => {
    applySecurityHeaders(reply);
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the security headers depend on (`registerSecurityHeaders`). */
    securitySettings: SecuritySettings;
    /** The headers every response that is not a page carries (`registerSecurityHeaders`). */
    securityHeaders: Readonly<Record<string, string>>;
  }
  interface FastifyReply {
    /** The nonce of the page this reply sends (`styleNonceFor`), or null. */
    styleNonce: string | null;
  }
}
