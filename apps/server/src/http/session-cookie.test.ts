import {
  CODES,
  HEADERS,
  platformCalls,
  routerPath,
  type AnyCall,
  type PlatformCallName,
} from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../auth/sessions.ts';
import { platformHandlers } from '../services/index.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import {
  clearSessionCookie,
  fromOwnPages,
  mayUseSessionCookie,
  originAllowed,
  readSessionCookie,
  sessionCookieOf,
  setSessionCookie,
} from './session-cookie.ts';

/**
 * The browser's session in an HttpOnly cookie (ADR 012, issue 14 item 13): a login that asks for
 * it gets the cookie and no token in the body; the cookie authenticates only requests from this
 * site's pages (the `client` header, a same-site Origin and Sec-Fetch-Site); a header token wins;
 * logout and an ended session clear it; a state-changing call from another site's page is refused.
 */

const TOKEN = `tl_${'A'.repeat(43)}`;
const PLAIN = sessionCookieOf({ PUBLIC_URL: undefined });
const SECURE = sessionCookieOf({ PUBLIC_URL: 'https://touchline.example' });

describe('the session cookie', () => {
  it('is __Host- and Secure over https, plain tl_session over http', () => {
    expect(SECURE).toEqual({ name: '__Host-tl_session', secure: true });
    expect(PLAIN).toEqual({ name: 'tl_session', secure: false });
    expect(setSessionCookie(SECURE, TOKEN)).toBe(
      `__Host-tl_session=${TOKEN}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${SESSION_TTL_MS / 1000}; Secure`,
    );
    expect(clearSessionCookie(PLAIN)).toBe(
      'tl_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0',
    );
  });

  it('reads only a well-formed token of its own name', () => {
    expect(readSessionCookie(PLAIN, { cookie: `a=1; tl_session=${TOKEN}; b=2` })).toBe(TOKEN);
    expect(readSessionCookie(PLAIN, { cookie: `__Host-tl_session=${TOKEN}` })).toBeNull();
    expect(readSessionCookie(PLAIN, { cookie: 'tl_session=tl_a;b' })).toBe('tl_a');
    expect(readSessionCookie(PLAIN, { cookie: 'tl_session=<script>' })).toBeNull();
    expect(readSessionCookie(PLAIN, { cookie: 'tl_session=' })).toBeNull();
    expect(readSessionCookie(PLAIN, {})).toBeNull();
  });

  it('takes an Origin as this site only when it is the public origin, or the Host without one', () => {
    const https = { PUBLIC_URL: 'https://touchline.example' };
    expect(originAllowed(https, { origin: 'https://touchline.example' })).toBe(true);
    expect(originAllowed(https, { origin: 'https://evil.example' })).toBe(false);
    expect(originAllowed(https, { origin: 'http://touchline.example' })).toBe(false);
    expect(originAllowed(https, {})).toBe(true);
    const dev = { PUBLIC_URL: undefined };
    expect(originAllowed(dev, { origin: 'http://localhost:5173', host: 'localhost:5173' })).toBe(
      true,
    );
    expect(originAllowed(dev, { origin: 'http://evil.example', host: '127.0.0.1:8080' })).toBe(
      false,
    );
    expect(originAllowed(dev, { origin: 'null', host: '127.0.0.1:8080' })).toBe(false);
  });

  it('lets the cookie through only with the client header, from this site', () => {
    const dev = { PUBLIC_URL: undefined };
    const own = { host: 'localhost:8080', origin: 'http://localhost:8080' };
    expect(mayUseSessionCookie(dev, { ...own, client: '1' })).toBe(true);
    expect(mayUseSessionCookie(dev, own)).toBe(false);
    expect(mayUseSessionCookie(dev, { ...own, client: '1', 'sec-fetch-site': 'cross-site' })).toBe(
      false,
    );
    expect(mayUseSessionCookie(dev, { ...own, client: '1', 'sec-fetch-site': 'same-site' })).toBe(
      false,
    );
    expect(fromOwnPages(dev, { ...own, 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(fromOwnPages(dev, { host: 'localhost:8080', origin: 'http://evil.example' })).toBe(
      false,
    );
  });
});

/** The member calls of the registry that have a handler (the cookie may only reach these). */
function memberCalls(): AnyCall[] {
  return (Object.keys(platformHandlers) as PlatformCallName[])
    .filter((name) => {
      const access = platformHandlers[name]?.access;
      return access === 'member' || access === 'anchor' || access === 'superAdmin';
    })
    .map((name) => platformCalls[name] as AnyCall);
}

/** A concrete URL for a call's path: every parameter given a harmless value. */
const concretePath = (call: AnyCall) => routerPath(call.path).replace(/:[A-Za-z]+/g, '1');

describe.each(DATABASE_KINDS)('the browser session on %s', (kind) => {
  let api: TestApp;
  const SITE = 'http://localhost:8080';
  const browser = (cookie: string, extra: Record<string, string> = {}) => ({
    cookie,
    host: 'localhost:8080',
    origin: SITE,
    'sec-fetch-site': 'same-origin',
    [HEADERS.client]: '1',
    ...extra,
  });

  /** Logs in as a browser in cookie mode; answers the Set-Cookie and the body. */
  async function cookieLogin(userName = 'demo', password = 'demo1234') {
    const answer = await api.call(
      'accountLogin',
      { userName, password },
      { headers: { 'Session-Mode': 'cookie', host: 'localhost:8080', origin: SITE } },
    );
    const setCookie = String(answer.headers['set-cookie']);
    const token = /^tl_session=([^;]+)/.exec(setCookie)?.[1] ?? '';
    return { answer, setCookie, token, cookie: `tl_session=${token}` };
  }

  beforeAll(async () => {
    api = await openTestApp(kind);
  });
  afterAll(async () => {
    await api.dispose();
  });

  it('gives a cookie-mode login its session in an HttpOnly cookie and no token in the body', async () => {
    const { answer, setCookie, token } = await cookieLogin();
    expect(answer.body.code).toBe(CODES.success);
    expect((answer.body.data as { accessToken: string }).accessToken).toBe('');
    expect(setCookie).toMatch(
      /^tl_session=tl_[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=604800$/,
    );
    expect(token).not.toBe('');
  });

  it('keeps the token in the body and sets no cookie for other clients', async () => {
    const answer = await api.call('accountLogin', { userName: 'demo', password: 'demo1234' });
    expect((answer.body.data as { accessToken: string }).accessToken).toMatch(/^tl_/);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('authenticates the site’s own requests with the cookie', async () => {
    const { cookie } = await cookieLogin();
    const info = await api.call('getUserInfo', {}, { headers: browser(cookie) });
    expect(info.body.code).toBe(CODES.success);
    expect((info.body.data as { userName: string }).userName).toBe('demo');
  });

  it('refuses the cookie without the client header, from another origin, or cross-site', async () => {
    const { cookie } = await cookieLogin();
    const { [HEADERS.client]: _client, ...noClient } = browser(cookie);
    for (const headers of [
      noClient,
      browser(cookie, { origin: 'http://evil.example' }),
      browser(cookie, { 'sec-fetch-site': 'cross-site' }),
    ]) {
      const info = await api.call('getUserInfo', {}, { headers });
      expect(info.status).toBe(403);
      expect(info.body.code).toBe(CODES.forbidden);
      // a forged request does not end the member's session
      expect(info.headers['set-cookie']).toBeUndefined();
    }
    const still = await api.call('getUserInfo', {}, { headers: browser(cookie) });
    expect(still.body.code).toBe(CODES.success);
  });

  it('refuses every member call a cookie reaches without the client header (the contract walk)', async () => {
    const { cookie } = await cookieLogin();
    const calls = memberCalls();
    expect(calls.length).toBeGreaterThan(10);
    const { [HEADERS.client]: _client, ...noClient } = browser(cookie);
    for (const call of calls) {
      const response = await api.app.inject({
        method: call.method,
        url: concretePath(call),
        headers: {
          ...noClient,
          ...(call.method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
        ...(call.method === 'GET' ? {} : { payload: '{}' }),
      });
      expect({ call: call.name, code: response.json().code }).toEqual({
        call: call.name,
        code: CODES.forbidden,
      });
    }
  });

  it('refuses a state-changing call another site sends, whatever its credentials', async () => {
    const token = await api.login('demo', 'demo1234');
    const answer = await api.call(
      'accountLogin',
      { userName: 'demo', password: 'demo1234' },
      { headers: { origin: 'http://evil.example', host: 'localhost:8080' } },
    );
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(CODES.forbidden);
    const logout = await api.call(
      'logout',
      {},
      { token, headers: { origin: 'http://evil.example', host: 'localhost:8080' } },
    );
    expect(logout.body.code).toBe(CODES.forbidden);
    const info = await api.call('getUserInfo', {}, { token });
    expect(info.body.code).toBe(CODES.success);
  });

  it('lets an Authorization header win over the cookie', async () => {
    const { cookie } = await cookieLogin();
    const header = await api.call(
      'getUserInfo',
      {},
      { token: 'tl_not-a-session', headers: browser(cookie) },
    );
    expect(header.body.code).toBe(CODES.sessionExpired);
    // the cookie was not the credential refused: it stays
    expect(header.headers['set-cookie']).toBeUndefined();
    const admin = await api.login('admin', 'admin1234');
    const other = await api.call('getUserInfo', {}, { token: admin, headers: browser(cookie) });
    expect((other.body.data as { userName: string }).userName).toBe('admin');
  });

  it('logs out: the session is revoked and the cookie cleared', async () => {
    const { cookie } = await cookieLogin();
    const logout = await api.call('logout', {}, { headers: browser(cookie) });
    expect(logout.body.code).toBe(CODES.success);
    expect(logout.headers['set-cookie']).toBe(clearSessionCookie(PLAIN));
    const after = await api.call('getUserInfo', {}, { headers: browser(cookie) });
    expect(after.body.code).toBe(CODES.sessionExpired);
    // an ended session the cookie still names: the browser is told to forget it
    expect(after.headers['set-cookie']).toBe(clearSessionCookie(PLAIN));
  });

  it('clears the cookie of an expired session', async () => {
    const { cookie } = await cookieLogin();
    api.clock.now += SESSION_TTL_MS + 1_000;
    try {
      const info = await api.call('getUserInfo', {}, { headers: browser(cookie) });
      expect(info.body.code).toBe(CODES.sessionExpired);
      expect(info.headers['set-cookie']).toBe(clearSessionCookie(PLAIN));
    } finally {
      api.clock.now -= SESSION_TTL_MS + 1_000;
    }
  });

  it('sets no cookie when the login fails', async () => {
    const answer = await api.call(
      'accountLogin',
      { userName: 'demo', password: 'wrong-password' },
      { headers: { 'Session-Mode': 'cookie' } },
    );
    expect(answer.body.code).not.toBe(CODES.success);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('the browser session over https', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await openTestApp('pglite', { env: { PUBLIC_URL: 'https://touchline.example' } });
  });
  afterAll(async () => {
    await api.dispose();
  });

  it('is the __Host- cookie, Secure, and works from the public origin only', async () => {
    const login = await api.call(
      'accountLogin',
      { userName: 'demo', password: 'demo1234' },
      { headers: { 'Session-Mode': 'cookie', origin: 'https://touchline.example' } },
    );
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^__Host-tl_session=tl_[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/,
    );
    const cookie = setCookie.split(';')[0]!;
    const own = await api.call(
      'getUserInfo',
      {},
      { headers: { cookie, origin: 'https://touchline.example', [HEADERS.client]: '1' } },
    );
    expect(own.body.code).toBe(CODES.success);
    const plain = await api.call(
      'getUserInfo',
      {},
      { headers: { cookie: cookie.replace('__Host-', ''), [HEADERS.client]: '1' } },
    );
    expect(plain.body.code).toBe(CODES.sessionExpired);
  });
});
