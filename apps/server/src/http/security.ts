import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Security headers on every response. The CSP is what the built web app passes: scripts from this
 * origin only (the theme boot script is a file, not inline; no eval), style sheets from this
 * origin, `<style>` elements also inline (the dialogs' scroll lock injects one at run time; style
 * attributes stay refused), images also from data: and blob:, media from anywhere over https
 * (operators' video CDNs), sockets to this origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-elem 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
});

export function applySecurityHeaders(reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    applySecurityHeaders(reply);
    return payload;
  });
}
