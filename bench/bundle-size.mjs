#!/usr/bin/env node
/**
 * What a player's browser downloads: the JavaScript and CSS that `/` (a visitor) and `/sports`
 * (the `demo` member) load on a cold visit to the built site, served by the reference server on a
 * fresh database. Prints the files, raw bytes and gzip size (zlib level 9) per page; asserts
 * nothing.
 *
 *   node bench/run.mjs bundle-size        (builds apps/web/dist when it is missing)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { logIn, ROOT, startSite, WEB_DIST } from '../e2e/harness.ts';

if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
  console.log('no built web app: building it (vite build)…');
  execFileSync('npx', ['vite', 'build'], { cwd: path.join(ROOT, 'apps/web'), stdio: 'inherit' });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The dist files of one kind a page loaded until the network was idle. */
async function loaded(page, url) {
  const files = new Set();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\.(js|css)$/.test(pathname)) files.add(pathname);
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return files;
}

function sizes(files, extension) {
  let raw = 0;
  let gzip = 0;
  let count = 0;
  for (const pathname of files) {
    if (!pathname.endsWith(extension)) continue;
    const file = path.join(WEB_DIST, decodeURIComponent(pathname));
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    count += 1;
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return `${count} files, ${kb(gzip)} gzip (${kb(raw)} raw)`;
}

const site = await startSite();
try {
  const visitor = await site.newPage();
  const home = await loaded(visitor, `${site.base}/`);
  console.log(`/ (visitor)      JS:  ${sizes(home, '.js')}`);
  console.log(`                 CSS: ${sizes(home, '.css')}`);

  const login = await site.newPage();
  await login.goto(`${site.base}/`);
  await logIn(login, 'demo', 'demo1234');
  const state = await login.context().storageState();
  await login.context().close();
  const context = await site.browser.newContext({ storageState: state });
  const member = await context.newPage();
  const sports = await loaded(member, `${site.base}/sports`);
  console.log(`/sports (member) JS:  ${sizes(sports, '.js')}`);
  console.log(`                 CSS: ${sizes(sports, '.css')}`);
} finally {
  await site.stop();
}
