import type { FastifyInstance, FastifyReply } from 'fastify';

/** What the security headers depend on: the site's public address and where images may come from. */
export interface SecuritySettings {
  /** The configured PUBLIC_URL: its socket origin joins connect-src; https adds HSTS. */
  readonly publicUrl?: string | undefined;
  /** Origins images may also come from (ASSET_ORIGINS: an operator's image CDN). */
  readonly assetOrigins?: readonly string[] | undefined;
}

/** HSTS for a year, sent only when the public address is https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * The CSP is what the built web app passes: scripts from this origin only (the theme boot script
 * is a file, not inline; no eval), style sheets from this origin, `<style>` elements also inline
 * (the dialogs' scroll lock injects one at run time, with sizes measured then; style attributes
 * stay refused), images from this origin, data: and the configured asset origins, media from
 * anywhere over https (operators' video CDNs), fetches and sockets to this origin only — and the
 * public address's ws(s) origin, which older browsers do not count as 'self'.
 */
export function contentSecurityPolicy(settings: SecuritySettings = {}): string {
  const socketOrigin = settings.publicUrl?.replace(/^http/, 'ws');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-elem 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...(settings.assetOrigins ?? [])].join(' '),
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...(socketOrigin ? [socketOrigin] : [])].join(' '),
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The policy of a server with no public address or asset origins configured (development). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The headers every response carries, for these settings. */
export function securityHeaders(settings: SecuritySettings = {}): Readonly<Record<string, string>> {
  return Object.freeze({
    'Content-Security-Policy': contentSecurityPolicy(settings),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(settings.publicUrl?.startsWith('https://')
      ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }
      : {}),
  });
}

export const SECURITY_HEADERS = securityHeaders();

/** Sets the app's security headers on a reply (those `registerSecurityHeaders` was given). */
export function applySecurityHeaders(reply: FastifyReply): void {
  reply.headers(reply.server.securityHeaders ?? SECURITY_HEADERS);
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>> = SECURITY_HEADERS,
): void {
  app.decorate('securityHeaders', headers);
  app.addHook('onSend', async (_request, reply, payload) => {
    applySecurityHeaders(reply);
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers every response carries (`registerSecurityHeaders`). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}
