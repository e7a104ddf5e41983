import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CODES } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { contentSecurityPolicy } from './security.ts';
import { PageTemplate } from './web-app.ts';

/**
 * The security headers an attacker and a hostile network see: a CSP that lets sockets reach only
 * this site and images come only from it (and the configured asset origins), HSTS when the
 * public address is https, the envelope and the headers on what Node refuses before Fastify
 * (431, a malformed request), a status that agrees with the envelope's code on refused paths,
 * no 'unsafe-inline' for scripts or style elements — a page's `<style>` elements are let in by a
 * nonce of its own; style attributes are, for the server-rendered HTML (ADR 039) — and no source
 * maps served in production.
 */

const HSTS = 'max-age=31536000';

/** The policy less its one inline allowance, `style-src-attr 'unsafe-inline'` (ADR 039). */
const withoutStyleAttributes = (csp: unknown) =>
  String(csp).replace("style-src-attr 'unsafe-inline'", '');

function directives(csp: unknown): Map<string, string> {
  return new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

/** The nonce a page hands its scripts (the `<meta>` the server writes into index.html). */
function pageNonce(html: string): string | undefined {
  return /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];
}

/** Sends raw bytes and answers the status, the headers (lower-cased) and the body. */
function raw(port: number, bytes: string) {
  return new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    let data = '';
    const socket = connect({ host: '127.0.0.1', port }, () => socket.end(bytes));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
        headers: head.toLowerCase(),
        body,
      });
    });
  });
}

describe('security headers', () => {
  let webDist: string;
  let plain: TestApp;
  let secure: TestApp;
  let production: TestApp;
  let securePort: number;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'tl-headers-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js'), 'console.log(1)');
    writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js.map'), '{"sources":["secret"]}');
    plain = await openTestApp('pglite', { webDist });
    secure = await openTestApp('pglite', {
      webDist,
      env: {
        PUBLIC_URL: 'https://touchline.example',
        ASSET_ORIGINS: 'https://cdn.example, https://img.example:8443',
      },
    });
    production = await openTestApp('pglite', {
      webDist,
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://unused/db',
        SESSION_SECRET: 's'.repeat(40),
        GAME_PROVIDER_SECRET: 'g'.repeat(40),
        PUBLIC_URL: 'http://touchline.internal',
      },
    });
    const url = await secure.app.listen({ host: '127.0.0.1', port: 0 });
    securePort = Number(new URL(url).port);
  });
  afterAll(async () => {
    await plain?.dispose();
    await secure?.dispose();
    await production?.dispose();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('lets sockets reach this site only, and images come from it and data: only', async () => {
    const csp = directives((await plain.app.inject('/')).headers['content-security-policy']);
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('img-src')).toBe("'self' data:");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self'");
    // a server-rendered page's style attributes (ADR 039); style elements still need the nonce
    expect(csp.get('style-src-attr')).toBe("'unsafe-inline'");
  });

  it("adds the public address's socket origin and the configured asset origins", async () => {
    const csp = directives((await secure.app.inject('/')).headers['content-security-policy']);
    expect(csp.get('connect-src')).toBe("'self' wss://touchline.example");
    expect(csp.get('img-src')).toBe("'self' data: https://cdn.example https://img.example:8443");
  });

  it('takes only https origins as asset origins', () => {
    for (const bad of [
      'http://cdn.example',
      'https://cdn.example/images',
      '*',
      "'unsafe-inline'",
    ]) {
      expect(() => loadConfig({ ASSET_ORIGINS: bad }), bad).toThrow(ConfigError);
    }
  });

  it('sends HSTS only when the public address is https', async () => {
    for (const url of ['/', '/api/nothing', '/assets/index-AbC123.js']) {
      expect((await secure.app.inject(url)).headers['strict-transport-security'], url).toBe(HSTS);
      expect((await plain.app.inject(url)).headers['strict-transport-security'], url).toBe(
        undefined,
      );
      expect((await production.app.inject(url)).headers['strict-transport-security']).toBe(
        undefined,
      );
    }
    // the router's own refusals too
    const router = await secure.app.inject(`/api/user/info/${'x'.repeat(300)}`);
    expect(router.headers['strict-transport-security']).toBe(HSTS);
  });

  it("sends 'unsafe-inline' for style attributes only, in every policy: pages, files, calls, refusals", async () => {
    const router = `/api/user/info/${'x'.repeat(300)}`;
    for (const app of [plain, secure, production]) {
      for (const url of [
        '/',
        '/sports',
        '/index.html',
        '/assets/index-AbC123.js',
        '/api/nothing',
      ]) {
        const csp = String((await app.app.inject(url)).headers['content-security-policy']);
        expect(csp, url).toContain("style-src-elem 'self'");
        expect(withoutStyleAttributes(csp), url).not.toContain('unsafe-inline');
      }
      const refused = await app.app.inject(router);
      expect(withoutStyleAttributes(refused.headers['content-security-policy'])).not.toContain(
        'unsafe-inline',
      );
    }
    const tooLarge = await raw(
      securePort,
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(tooLarge.headers).toContain("content-security-policy: default-src 'self'");
    expect(withoutStyleAttributes(tooLarge.headers)).not.toContain('unsafe-inline');
  });

  it('gives every page a nonce of its own, named by its CSP and handed to the page', async () => {
    const seen = new Set<string>();
    for (const url of ['/', '/', '/index.html', '/some/deep/page?lang=vi', '/sports']) {
      const response = await plain.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      const nonce = pageNonce(response.body);
      // 128 random bits in base64
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(String(nonce), 'base64')).toHaveLength(16);
      expect(response.headers['content-security-policy'], url).toBe(
        contentSecurityPolicy({}, nonce),
      );
      expect(directives(response.headers['content-security-policy']).get('style-src-elem')).toBe(
        `'self' 'nonce-${nonce}'`,
      );
      // the page as built, with the meta first (and on `/`, its first banner's preload)
      const preload =
        url === '/'
          ? '<link rel="preload" as="image" fetchpriority="high" href="/static/banners/first-deposit.svg">'
          : '';
      expect(response.body, url).toBe(
        `<!doctype html><meta property="csp-nonce" nonce="${nonce}">${preload}<div id="root"></div>`,
      );
      seen.add(String(nonce));
    }
    expect(seen.size).toBe(5);
  });

  it("keeps the settings' origins in a page's policy beside its nonce", async () => {
    const response = await secure.app.inject('/Promotion');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('style-src-elem')).toBe(`'self' 'nonce-${pageNonce(response.body)}'`);
    expect(csp.get('connect-src')).toBe("'self' wss://touchline.example");
    expect(csp.get('img-src')).toBe("'self' data: https://cdn.example https://img.example:8443");
    expect(response.headers['strict-transport-security']).toBe(HSTS);
  });

  it('names no nonce on what is not a page', async () => {
    for (const url of [
      '/assets/index-AbC123.js',
      '/assets/missing-1.js',
      '/favicon.ico',
      '/api/nothing',
    ]) {
      const csp = directives((await plain.app.inject(url)).headers['content-security-policy']);
      expect(csp.get('style-src-elem'), url).toBe("'self'");
    }
  });

  it('sends pages without validators, so no 304 pairs an old nonce with a new policy', async () => {
    const first = await plain.app.inject('/');
    expect(first.headers.etag).toBeUndefined();
    expect(first.headers['last-modified']).toBeUndefined();
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await plain.app.inject({
      url: '/',
      headers: { 'if-modified-since': new Date(Date.now() + 86_400_000).toUTCString() },
    });
    expect(again.statusCode).toBe(200);
    expect(pageNonce(again.body)).not.toBe(pageNonce(first.body));
    const head = await plain.app.inject({ method: 'HEAD', url: '/sports' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(directives(head.headers['content-security-policy']).get('style-src-elem')).toMatch(
      /^'self' 'nonce-[A-Za-z0-9+/]{22}=='$/,
    );
  });

  it('answers headers too large with a 431 envelope and the security headers', async () => {
    const answer = await raw(
      securePort,
      `GET /api/user/info HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      code: CODES.invalidRequest,
      msg: 'Illegal input: the request headers are too large',
    });
    expect(answer.headers).toContain("content-security-policy: default-src 'self'");
    expect(answer.headers).toContain(`strict-transport-security: ${HSTS}`);
    expect(answer.headers).toContain('x-content-type-options: nosniff');
  });

  it('answers a malformed request line with a 400 envelope and the security headers', async () => {
    const answer = await raw(securePort, 'GET /a b c HTTP/9\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      code: CODES.invalidRequest,
      msg: 'Illegal input: the request is malformed',
    });
    expect(answer.headers).toContain('content-security-policy:');
    expect(answer.headers).toContain('x-frame-options: deny');
  });

  it('answers refused paths with a status that agrees with the envelope code', async () => {
    for (const url of [
      '/%00',
      '/assets/%00.js',
      '/assets/%2e%2e%5c..%5cpackage.json',
      '/..%5cpackage.json',
      '/../package.json',
      '/%2e%2e/package.json',
    ]) {
      const response = await plain.app.inject({ method: 'GET', url });
      const { code } = response.json<{ code: number }>();
      expect(response.statusCode, url).toBe(code);
      expect([CODES.invalidRequest, CODES.notFound], url).toContain(code);
      expect(response.body, url).not.toContain('"name"');
    }
  });

  it('serves no source map in production', async () => {
    const map = await production.app.inject('/assets/index-AbC123.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.json()).toEqual({ code: CODES.notFound, msg: 'Not found' });
    expect((await production.app.inject('/assets/index-AbC123.js')).statusCode).toBe(200);
    // outside production a map that was built is served, for debugging
    expect((await plain.app.inject('/assets/index-AbC123.js.map')).statusCode).toBe(200);
  });
});

describe('the page template', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tl-page-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the nonce's meta first in <head>, and reads the file again when it changes", async () => {
    const file = path.join(dir, 'index.html');
    writeFileSync(
      file,
      '<!DOCTYPE html>\n<html lang="en">\n  <head lang="x">\n    <title>A</title>',
    );
    const page = new PageTemplate(file);
    expect(await page.render('bm9uY2U=')).toBe(
      '<!DOCTYPE html>\n<html lang="en">\n  <head lang="x"><meta property="csp-nonce" nonce="bm9uY2U=">\n    <title>A</title>',
    );
    // a deploy in place: the new page at once (another size, whatever the clock's resolution)
    writeFileSync(file, '<html><HEAD><title>Build 2</title></HEAD><header>h</header></html>');
    expect(await page.render('b3RoZXI=')).toBe(
      '<html><HEAD><meta property="csp-nonce" nonce="b3RoZXI="><title>Build 2</title></HEAD><header>h</header></html>',
    );
    // no <head> (a <header> is not one) and no doctype: at the start
    writeFileSync(file, '<header>bare</header>');
    expect(await page.render('eA==')).toBe(
      '<meta property="csp-nonce" nonce="eA=="><header>bare</header>',
    );
  });
});
