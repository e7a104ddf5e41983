import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: a compressed frame would save next to nothing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The encodings offered, best first; `deflate` and `zstd` add nothing browsers need. */
export const RESPONSE_ENCODINGS = ['br', 'gzip'] as const;

/**
 * The text the server sends: HTML, CSS, JavaScript, JSON (API answers, source maps), SVG and
 * other XML. Never the event stream (a compressor would hold its events back) nor images,
 * fonts and media, which are compressed already.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|^application\/(?:javascript|json)|\+(?:json|xml)\b/i;

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/**
 * Brotli or gzip, by the request's Accept-Encoding, for every text answer of
 * `COMPRESS_THRESHOLD_BYTES` or more: API JSON and the page (`index.html`, made per request
 * since it carries its nonce) are compressed as they are sent, with `Vary: Accept-Encoding` and
 * the compressed Content-Length. The built assets are compressed once at build
 * (`tools/precompress.ts`) and sent as they are by `@fastify/static` (`preCompressed`); an asset
 * without its `.br`/`.gz` beside it (a build without that step) is compressed here as it streams.
 * Brotli at quality 5: a few hundred µs for a large JSON answer, most of quality 11's gain.
 * Request bodies are not decompressed (JSON calls are small; a compressed body is refused as
 * not JSON). Registered before every route: it applies to the routes registered after it.
 */
export async function registerCompression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: [...RESPONSE_ENCODINGS],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: isCompressible,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}
