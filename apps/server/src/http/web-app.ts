import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { CODES } from '@touchline/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Hashed build output never changes under its name: cached for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated, so a deploy shows at once. */
export const REVALIDATE_CACHE = 'no-cache';

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

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ code: CODES.notFound, msg: 'Not found' });
}

/**
 * Serves the built web app from `webDist` (when it exists): files as they are (source maps only
 * when `sourceMaps`), hashed assets cached for good, and `index.html` for every other GET that is not an API path, so the
 * client-side router owns the site's paths. Unknown API paths answer a 404 envelope.
 */
export async function registerWebApp(
  fastify: FastifyInstance,
  webDist: string | null,
  options: { sourceMaps?: boolean } = {},
): Promise<void> {
  const sourceMaps = options.sourceMaps ?? true;
  const root = webDist && existsSync(path.join(webDist, 'index.html')) ? webDist : null;
  if (root) {
    await fastify.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
      redirect: false,
      cacheControl: false,
      dotfiles: 'ignore',
      // *.map answered 404 when maps are not to be served (production)
      allowedPath: (pathName) => sourceMaps || !pathName.endsWith('.map'),
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
  fastify.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (!root || !page || isApiPath(request.url) || isMissingFile(request.url)) {
      return notFound(reply);
    }
    reply.header('Cache-Control', REVALIDATE_CACHE);
    return reply.sendFile('index.html', root);
  });
}
