import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { COMPRESS_THRESHOLD_BYTES, isCompressible } from './compression.ts';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './web-app.ts';

/**
 * Every text answer goes compressed to a browser that accepts it: the built assets as the build
 * compressed them (`x.js.br`, `x.js.gz` beside `x.js`), the page and API JSON as they are sent —
 * brotli when accepted, else gzip, else as they are; `Vary: Accept-Encoding` on all of them, the
 * compressed length in Content-Length, and small answers left alone.
 */

const BR = 'br, gzip, deflate';
const GZIP = 'gzip, deflate';

/** A script well over the threshold, and what the build would have written beside it. */
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'row ${i}' }`).join(', ')}];\n`;
/** The page: over the threshold too, so it is compressed per request (it has its nonce). */
const PAGE = `<!doctype html><html><head><title>t</title></head><body>${'<p>Touchline</p>'.repeat(200)}<div id="root"></div></body></html>`;

function nonceOf(html: string): string | undefined {
  return /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];
}

function decode(encoding: unknown, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('compression', () => {
  let webDist: string;
  let s: TestApp;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'tl-compression-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), PAGE);
    const script = path.join(webDist, 'assets', 'index-AbC123.js');
    writeFileSync(script, SCRIPT);
    writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
    // a build without the compression step: compressed as it is sent
    writeFileSync(path.join(webDist, 'assets', 'plain-XyZ789.css'), `a{color:red}\n`.repeat(200));
    writeFileSync(path.join(webDist, 'logo.png'), Buffer.alloc(4096, 7));
    s = await openTestApp('pglite', { webDist });
  }, 60_000);
  afterAll(async () => {
    await s?.dispose();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the precompressed asset by Accept-Encoding: brotli first, then gzip', async () => {
    const url = '/assets/index-AbC123.js';
    const br = await s.app.inject({ url, headers: { 'accept-encoding': BR } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(decode('br', br.rawPayload)).toBe(SCRIPT);

    const gzip = await s.app.inject({ url, headers: { 'accept-encoding': GZIP } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(decode('gzip', gzip.rawPayload)).toBe(SCRIPT);
  });

  it('sends the file as it is when no encoding is accepted, still varying on it', async () => {
    const url = '/assets/index-AbC123.js';
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const plain = await s.app.inject({ url, headers });
      expect(plain.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(plain.headers['vary']).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(SCRIPT);
      expect(Number(plain.headers['content-length'])).toBe(SCRIPT.length);
    }
  });

  it('answers HEAD with the headers GET would have, and no body', async () => {
    const url = '/assets/index-AbC123.js';
    const get = await s.app.inject({ url, headers: { 'accept-encoding': BR } });
    const head = await s.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': BR } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
    const page = await s.app.inject({
      method: 'HEAD',
      url: '/',
      headers: { 'accept-encoding': BR },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.rawPayload.length).toBe(0);
  });

  it('compresses an asset the build left uncompressed as it sends it', async () => {
    const url = '/assets/plain-XyZ789.css';
    const br = await s.app.inject({ url, headers: { 'accept-encoding': BR } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(decode('br', br.rawPayload)).toBe(`a{color:red}\n`.repeat(200));
  });

  it('leaves images alone', async () => {
    const png = await s.app.inject({ url: '/logo.png', headers: { 'accept-encoding': BR } });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(4096);
  });

  it('compresses the page per request, with a fresh nonce each time', async () => {
    const answers = await Promise.all(
      [BR, BR, GZIP].map((encoding) =>
        s.app.inject({ url: '/sports', headers: { 'accept-encoding': encoding } }),
      ),
    );
    const nonces = answers.map((answer, i) => {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(i < 2 ? 'br' : 'gzip');
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe(REVALIDATE_CACHE);
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      const html = decode(answer.headers['content-encoding'], answer.rawPayload);
      expect(html).toContain('<div id="root"></div>');
      const nonce = nonceOf(html);
      expect(answer.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      return nonce;
    });
    expect(new Set(nonces).size).toBe(3);
    const plain = await s.app.inject({ url: '/sports' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(nonceOf(plain.body)).toBeTruthy();
  });

  it('compresses a large API answer and leaves a small one as it is', async () => {
    const large = await s.app.inject({
      url: '/api/user/home/bar/list',
      headers: { 'accept-encoding': BR },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['vary']).toMatch(/accept-encoding/i);
    const json = decode('br', large.rawPayload);
    expect(json.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(JSON.parse(json)).toMatchObject({ code: 200 });
    expect(large.headers['x-content-type-options']).toBe('nosniff');
    expect(large.headers['content-security-policy']).toBeTruthy();

    const small = await s.app.inject({ url: '/api/nothing', headers: { 'accept-encoding': BR } });
    expect(small.statusCode).toBe(404);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: expect.any(Number) });
  });

  it('compresses text only', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/css',
      'text/javascript; charset=utf-8',
      'application/javascript',
      'application/json; charset=utf-8',
      'application/manifest+json',
      'image/svg+xml',
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ['image/png', 'font/woff2', 'text/event-stream', 'video/mp4']) {
      expect(isCompressible(type), type).toBe(false);
    }
  });
});
