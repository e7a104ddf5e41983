import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CODES, HEADERS, platformCalls, type PlatformCallName } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { platformHandlers } from '../services/index.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import type { PlatformHandlers } from './routes.ts';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './security.ts';
import { IMMUTABLE_CACHE } from './web-app.ts';

/** The headers of every answer; a page's CSP also names the page's style nonce. */
function expectSecurityHeaders(headers: Record<string, unknown>, styleNonce?: string) {
  expect(headers['content-security-policy']).toBe(
    styleNonce ? contentSecurityPolicy({}, styleNonce) : CONTENT_SECURITY_POLICY,
  );
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe.each(DATABASE_KINDS)('HTTP behaviour on %s', (kind) => {
  let s: TestApp;
  let webDist: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'tl-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js'), 'console.log("app")');
    writeFileSync(
      path.join(webDist, 'theme-boot.js'),
      'document.documentElement.dataset.theme="dark"',
    );
    writeFileSync(path.join(webDist, '.env'), 'SECRET=1');
    writeFileSync(
      path.join(webDist, 'route-preloads.json'),
      JSON.stringify({
        routes: [
          {
            path: '/sports',
            js: ['/assets/Layout-X1.js', '/assets/SportsRoute-X2.js'],
            css: ['/assets/SportsRoute-X3.css'],
          },
          {
            path: '/personal/:id',
            js: ['/assets/Layout-X1.js', '/assets/PersonalRoute-X4.js'],
            css: [],
          },
        ],
      }),
    );
    s = await openTestApp(kind, {
      webDist,
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    });
  }, 60_000);
  afterAll(async () => {
    await s?.dispose();
    rmSync(webDist, { recursive: true, force: true });
  });

  describe('the web app', () => {
    it('serves index.html at the root and for every other page path, never cached', async () => {
      for (const url of ['/', '/sports', '/personal/12', '/ActivityView/StaticActivity?x=1']) {
        const response = await s.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toContain('<div id="root">');
        const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(response.body)?.[1];
        expect(nonce, url).toBeDefined();
        expectSecurityHeaders(response.headers, nonce);
      }
    });

    it("names the chunks of the path's page in its head (the build's route preloads)", async () => {
      const sports = await s.app.inject({ method: 'GET', url: '/SPORTS/?tab=live' });
      expect(sports.body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/Layout-X1.js"><link rel="modulepreload" crossorigin href="/assets/SportsRoute-X2.js"><link rel="preload" as="style" crossorigin href="/assets/SportsRoute-X3.css">',
      );
      // in the head, after the nonce, before the entry's script
      expect(sports.body.indexOf('Layout-X1.js')).toBeGreaterThan(sports.body.indexOf('csp-nonce'));
      expect(sports.body.indexOf('Layout-X1.js')).toBeLessThan(
        sports.body.indexOf('index-AbC123.js'),
      );
      const personal = await s.app.inject({ method: 'GET', url: '/personal/12' });
      expect(personal.body).toContain('/assets/PersonalRoute-X4.js');
      expect(personal.body).not.toContain('SportsRoute');
      for (const url of ['/', '/personal/12/more', '/sportsx']) {
        const other = await s.app.inject({ method: 'GET', url });
        expect(other.body, url).not.toContain('modulepreload');
      }
    });

    it("preloads the home page's first banner, its largest element, on / only", async () => {
      const preload =
        '<link rel="preload" as="image" fetchpriority="high" href="/static/banners/first-deposit.svg">';
      expect((await s.app.inject({ method: 'GET', url: '/?lang=th' })).body).toContain(preload);
      expect((await s.app.inject({ method: 'GET', url: '/sports' })).body).not.toContain(
        'as="image"',
      );
    });

    it('lets only this site frame the game client page', async () => {
      const response = await s.app.inject({
        method: 'GET',
        url: '/play/golden-goal?launch=lt_0123456789abcdef&lang=en',
      });
      expect(response.statusCode).toBe(200);
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(response.body)?.[1];
      expect(response.headers['content-security-policy']).toBe(
        contentSecurityPolicy({}, nonce, true),
      );
      expect(String(response.headers['content-security-policy'])).toContain(
        "frame-ancestors 'self'",
      );
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      // no other page, and not the game client's API
      for (const url of ['/playground', '/play', '/electronic/touchline-slots?x=/play/a']) {
        const other = await s.app.inject({ method: 'GET', url });
        expect(other.headers['x-frame-options'], url).toBe('DENY');
      }
    });

    it('caches hashed assets for a year, other files not', async () => {
      const asset = await s.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expectSecurityHeaders(asset.headers);
      const boot = await s.app.inject({ method: 'GET', url: '/theme-boot.js' });
      expect(boot.statusCode).toBe(200);
      expect(boot.headers['cache-control']).toBe('no-cache');
    });

    it('answers a missing asset or file 404, not the page', async () => {
      for (const url of [
        '/assets/missing-123.js',
        '/static/games/missing.png',
        '/favicon.ico?v=2',
        '/promo/none.svg',
      ]) {
        const response = await s.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ code: CODES.notFound, msg: 'Not found' });
      }
    });

    it('never serves dot files or files outside its folder', async () => {
      for (const url of [
        '/.env',
        '/../package.json',
        '/%2e%2e/package.json',
        '/assets/../../package.json',
      ]) {
        const response = await s.app.inject({ method: 'GET', url });
        expect(response.body, url).not.toContain('SECRET');
        expect(response.body, url).not.toContain('"name"');
      }
    });

    it('answers unknown API paths and other methods with the 404 envelope', async () => {
      for (const [method, url] of [
        ['GET', '/api/nothing/here'],
        ['POST', '/api/nothing/here'],
        ['GET', '/api'],
        ['POST', '/v1/nothing/here'],
        ['GET', '/v1/nothing/here'],
        ['POST', '/sports'],
        ['DELETE', '/api/user/info'],
        ['GET', '/api/user/auth/account-login/v2'],
      ] as const) {
        const response = await s.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ code: CODES.notFound, msg: 'Not found' });
        expectSecurityHeaders(response.headers);
      }
    });

    it('serves the APIs alone when there is no built web app', async () => {
      const bare = await buildApp({
        config: loadConfig({ NODE_ENV: 'test' }),
        db: s.t.db,
        webDist: null,
      });
      try {
        const response = await bare.inject({ method: 'GET', url: '/' });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: CODES.notFound, msg: 'Not found' });
      } finally {
        await bare.close();
      }
    });
  });

  describe('calls', () => {
    it('carry the security headers and the envelope', async () => {
      const answer = await s.call('listCountryCodes', {});
      expectSecurityHeaders(answer.headers);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.body).toMatchObject({ code: 200, msg: '' });
    });

    it('logs each request with its id', async () => {
      await s.call('listGameTypes', {});
      const line = logLines
        .map((l) => JSON.parse(l))
        .find((l) => l.req?.url === '/api/game/type/list');
      expect(line?.reqId).toMatch(/^[0-9a-f]{16}$/);
    });

    const memberCalls = (Object.keys(platformHandlers) as PlatformCallName[]).filter(
      (name) => platformHandlers[name]!.access === 'member',
    );

    it.each(memberCalls)('%s needs a session: 401 with the session-expired code', async (name) => {
      const call = platformCalls[name];
      const response = await s.app.inject({
        method: call.method,
        url: call.path.replace(/\{\w+\}/g, '1'),
        ...(call.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: CODES.sessionExpired,
        msg: 'Your session has expired. Please log in again.',
      });
    });
  });
});

describe.each(DATABASE_KINDS)('roles and failures on %s', (kind) => {
  let s: TestApp;
  const logLines: string[] = [];
  const handlers: PlatformHandlers = {
    ...platformHandlers,
    // a host-only and an admin-only call, to hold the role checks to account
    getCustomerLineSwitch: {
      access: 'anchor',
      handle: async () => ({ enabled: true, preferredLineId: 1, lines: [] }),
    },
    getCustomerServiceLink: {
      access: 'superAdmin',
      handle: async () => ({ url: '/admin', title: 'Admin' }),
    },
    // an answer outside the contract: a bug the server must catch
    listGameTypes: {
      access: 'public',
      handle: async () => [{ gameType: 'Not A Code', name: '', icon: '', sort: 1.5 }],
    },
    // a handler that fails unexpectedly
    listInviteMarquee: {
      access: 'public',
      handle: async () => {
        throw new Error('database password is hunter2');
      },
    },
  };
  beforeAll(async () => {
    s = await openTestApp(kind, {
      handlers,
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    });
  }, 60_000);
  afterAll(() => s?.dispose());

  it('lets hosts and super admins into host calls, not members', async () => {
    const member = await s.login('demo', 'demo1234');
    const host = await s.login('host', 'host1234');
    const admin = await s.login('admin', 'admin1234');
    const refused = await s.call('getCustomerLineSwitch', {}, { token: member });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: CODES.forbidden, msg: 'Your account may not use this.' });
    expect((await s.call('getCustomerLineSwitch', {}, { token: host })).status).toBe(200);
    expect((await s.call('getCustomerLineSwitch', {}, { token: admin })).status).toBe(200);
    expect((await s.call('getCustomerLineSwitch', {})).status).toBe(401);
  });

  it('lets only super admins into admin calls', async () => {
    for (const [userName, password, status] of [
      ['demo', 'demo1234', 403],
      ['host', 'host1234', 403],
      ['admin', 'admin1234', 200],
    ] as const) {
      const token = await s.login(userName, password);
      expect((await s.call('getCustomerServiceLink', {}, { token })).status, userName).toBe(status);
    }
  });

  it('answers a handler answer outside the contract with a 500, and logs it', async () => {
    const answer = await s.call('listGameTypes', {});
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ code: CODES.internalError, msg: 'Server error' });
    expect(logLines.some((l) => l.includes('a handler answered outside the contract'))).toBe(true);
  });

  it('answers an unexpected failure with "Server error" and nothing more, logged with the request id', async () => {
    const response = await s.app.inject({
      method: 'GET',
      url: '/api/member/invite/queryHorseRing',
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: CODES.internalError, msg: 'Server error' });
    expect(response.body).not.toContain('hunter2');
    expectSecurityHeaders(response.headers);
    const logged = logLines
      .map((l) => JSON.parse(l) as { msg?: string; reqId?: string; err?: { message?: string } })
      .find((l) => l.msg === 'request failed' && l.err?.message?.includes('hunter2'));
    expect(logged?.reqId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('reads the token from the Authorization header as is', async () => {
    const token = await s.login('host', 'host1234');
    const response = await s.app.inject({
      method: 'GET',
      url: '/api/live/video/queryCustomerLineSwitch',
      headers: { [HEADERS.authorization.toLowerCase()]: token },
    });
    expect(response.statusCode).toBe(200);
  });
});
