import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_COOKIE, viewCookieValue } from '@touchline/api/contract';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { pageRendererFile, SSR_STATE_ID } from './page-render.ts';
import { AFTER_PAINT_ID, scriptsAfterPaint, withRenderedPage } from './web-app.ts';

/**
 * A stand-in for the web's build of `src/ssr/render.tsx` (`dist-ssr/render.js`): it renders the
 * URL and language it is given, with the status of the call it makes through the fetch it is
 * given (the server's own routes, in-process); `/none` gives null, `/throw` fails, `/slow` never
 * ends.
 */
const FAKE_RENDERER = `
export async function renderPage({ url, lang, origin, fetch, cookie }) {
  if (url === '/none') return null;
  if (cookie !== undefined) {
    const me = await fetch(origin + '/api/user/info', { headers: { client: '1' } });
    const { code, data } = await me.json();
    return {
      html: '<main>member ' + url + ': ' + code + ' ' + (data ? data.userName : '-') + '</main>',
      state: '{}',
    };
  }
  if (url === '/throw') throw new Error('render failed');
  if (url === '/slow') return new Promise(() => {});
  const response = await fetch(origin + '/api/user/home/banner/list', { headers: { Language: lang } });
  const { code, data } = await response.json();
  return {
    html: '<main>rendered ' + url + ' in ' + lang + ': ' + response.status + ' ' + code + ' ' + data.length + '</main>',
    state: JSON.stringify({ lang, url }).replace(/</g, '\\\\u003c'),
  };
}
`;

describe('a page rendered by the server (the web build’s dist-ssr)', () => {
  let root: string;
  let s: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'tl-ssr-'));
    const webDist = path.join(root, 'dist');
    mkdirSync(webDist);
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
    );
    writeFileSync(
      path.join(webDist, 'route-preloads.json'),
      JSON.stringify({
        routes: [{ path: '/activity', js: ['/assets/Promo-1.js'], css: ['/assets/Promo-2.css'] }],
      }),
    );
    mkdirSync(path.dirname(pageRendererFile(webDist)));
    writeFileSync(pageRendererFile(webDist), FAKE_RENDERER);
    s = await openTestApp('pglite', {
      webDist,
      logger: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } },
    });
  }, 60_000);
  afterAll(async () => {
    await s?.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'GET', url, headers });

  it('sends a visitor the page rendered, its calls answered in-process, and its state after it', async () => {
    const response = await page('/activity', { 'accept-language': 'vi-VN,vi;q=0.9' });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    // the banners call reached the real route through the server itself: 200, code 200, a list;
    // the page's style sheet comes before it (drawn before any script adds it)
    expect(body).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/Promo-2.css"><div id="root"><main>rendered \/activity in vi: 200 200 \d+<\/main><\/div>/,
    );
    expect(body).toContain(
      `<script type="application/json" id="${SSR_STATE_ID}">{"lang":"vi","url":"/activity"}</script>`,
    );
    // the app's script and the route's preloads wait in the template the web's boot script
    // starts after the first paint, at the end of the body: the page shows without them
    expect(body).toContain(
      `<template id="${AFTER_PAINT_ID}"><link rel="modulepreload" crossorigin href="/assets/Promo-1.js"><script type="module" src="/assets/index.js"></script></template></body>`,
    );
    expect(body.match(/\/assets\/index\.js|\/assets\/Promo-1\.js/g)).toHaveLength(2);
  });

  it('renders in the language the page will start in: ?lang= first, then the stored choice', async () => {
    const response = await page('/?lang=th', { 'accept-language': 'vi' });
    expect(response.body).toContain('rendered /?lang=th in th');
    // the choice the browser stored, as its view cookie carries it (ADR 041)
    const chosen = `${VIEW_COOKIE}=${viewCookieValue((key) => (key === 'language' ? 'zh-cn' : null))}`;
    const stored = await page('/activity', { 'accept-language': 'vi', cookie: chosen });
    expect(stored.body).toContain('rendered /activity in zh-cn');
    // a visitor's page: anyone's with that cookie
    expect(stored.headers['cache-control']).toBe('no-cache');
    expect((await page('/?lang=th', { cookie: chosen })).body).toContain(
      'rendered /?lang=th in th',
    );
  });

  it('renders a member’s page with their cookie, which the page’s calls carry, kept private (ADR 041)', async () => {
    const cookie = `theme=1; tl_session=${await s.login('demo', 'demo1234')}`;
    const requests: Record<string, string>[] = [
      { cookie },
      { cookie, 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of requests) {
      const response = await page('/sports', headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"><main>member /sports: 200 demo</main></div>');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers.vary).toBe('Accept-Language, Cookie');
    }
    // a visitor's page is anyone's
    expect((await page('/activity')).headers['cache-control']).toBe('no-cache');
  });

  it('renders no page for a request another site made with a member’s cookie', async () => {
    const cookie = `tl_session=${await s.login('demo', 'demo1234')}`;
    for (const site of ['cross-site', 'same-site']) {
      const response = await page('/sports', { cookie, 'sec-fetch-site': site });
      expect(response.body, site).toContain('<div id="root"></div>');
      expect(response.body, site).not.toContain(SSR_STATE_ID);
    }
  });

  it('leaves a member’s page the render gives nothing for to the browser, as it was', async () => {
    const response = await page('/none', { cookie: 'theme=1; tl_session=tl_abcDEF123' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain(SSR_STATE_ID);
    expect(response.headers['cache-control']).toBe('no-cache');
    // its scripts draw it: they load at once, where the template has them
    expect(response.body).toContain('<script type="module" src="/assets/index.js">');
    expect(response.body).not.toContain(AFTER_PAINT_ID);
  });

  it('sends the page without a render when there is none, it fails, or it is too slow', async () => {
    for (const url of ['/none', '/throw', '/slow']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain(SSR_STATE_ID);
    }
    expect(logLines.join('\n')).toContain('the page could not be rendered');
  }, 20_000);

  it('holds every module script and preload, wherever it was, in one template before </body>', () => {
    const page =
      '<html><head><script src="/boot.js"></script><script type="module" crossorigin src="/a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/b.js"><link rel="stylesheet" href="/c.css"></head>' +
      '<body><div id="root"><p>x</p></div><link rel="modulepreload" href="/d.js"></body></html>';
    expect(scriptsAfterPaint(page)).toBe(
      '<html><head><script src="/boot.js"></script><link rel="stylesheet" href="/c.css"></head>' +
        '<body><div id="root"><p>x</p></div>' +
        `<template id="${AFTER_PAINT_ID}"><script type="module" crossorigin src="/a.js"></script>` +
        '<link rel="modulepreload" crossorigin href="/b.js"><link rel="modulepreload" href="/d.js"></template>' +
        '</body></html>',
    );
    // nothing to hold, or nowhere to put it: unchanged
    expect(scriptsAfterPaint('<body><p>x</p></body>')).toBe('<body><p>x</p></body>');
    expect(scriptsAfterPaint('<script type="module" src="/a.js"></script>')).toBe(
      '<script type="module" src="/a.js"></script>',
    );
  });

  it('gives the page the render’s <html lang> and title, escaped', () => {
    const template =
      '<html lang="en" data-theme="dark"><head><title>Touchline</title></head><body><div id="root"></div></body></html>';
    const out = withRenderedPage(template, {
      html: '<p>x</p>',
      state: '{}',
      htmlLang: 'zh-CN',
      title: 'Touchline - 赢 <b>&</b>',
    });
    expect(out).toMatch(
      /^<html lang="zh-CN" data-theme="dark"><head><title>Touchline - 赢 &lt;b&gt;&amp;&lt;\/b&gt;<\/title>/,
    );
    // a language that is not a language tag is not written; without them the head is as it was
    const odd = withRenderedPage(template, { html: '', state: '{}', htmlLang: 'x"><script>' });
    expect(odd).toMatch(/^<html lang="en" data-theme="dark"><head><title>Touchline<\/title>/);
  });

  it('puts the render only in the empty root', () => {
    const rendered = { html: '<p>x</p>', state: '{}' };
    expect(withRenderedPage('<body><div id="root"></div></body>', rendered)).toBe(
      `<body><div id="root"><p>x</p></div><script type="application/json" id="${SSR_STATE_ID}">{}</script></body>`,
    );
    expect(
      withRenderedPage('<body><div id="root"></div></body>', rendered, '<link rel="stylesheet">'),
    ).toBe(
      `<body><link rel="stylesheet"><div id="root"><p>x</p></div><script type="application/json" id="${SSR_STATE_ID}">{}</script></body>`,
    );
    expect(withRenderedPage('<body><div id="app"></div></body>', rendered)).toBe(
      '<body><div id="app"></div></body>',
    );
  });
});
