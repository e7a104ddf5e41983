#!/usr/bin/env node
/**
 * Lighthouse's performance figures for the built site, the same way every time: the pinned
 * Lighthouse (the root's devDependency), Debian's Chromium with the project's flags
 * (tools/chromium.ts), Lighthouse's default mobile preset with simulated throttling (a mid-range
 * phone: 4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s), a fresh Chromium profile for every run, and
 * the median of each figure over the runs (3 by default). The site is apps/web/dist served by
 * the reference server on a fresh database (e2e/harness.ts); beside it, a minimal Vite + React 19
 * + react-router + i18next + Radix dialog app (bench/minimal-app), built here with the
 * workspace's Vite and the same compression step as the web's build, and served by the same
 * server. Prints the table; asserts nothing.
 *
 *   node bench/run.mjs lighthouse [--pages /,/sports] [--runs 3] [--no-minimal] [--reports DIR]
 *
 * --reports DIR writes each run's Lighthouse report (JSON: every audit, the trace's figures, the
 * final screenshot) into DIR, and the page load's trace beside it (`NAME.trace.json`: what the
 * simulation multiplies by 4; `node bench/trace-tasks.mjs FILE` lists its main-thread tasks).
 *
 * A page is measured as the logged-in `demo` member, except `/`, which is measured as a visitor;
 * a suffix says it: `--pages /:member,/sports:visitor`. The member's session (the HttpOnly cookie
 * and the web's marker in local storage, ADR 012) is made by logging in once through the header's
 * dialog, then put into each run's fresh profile before Lighthouse loads the page (which then
 * keeps storage: `disableStorageReset`; the HTTP cache is empty, as on a first visit). A visitor
 * comes with an empty profile, so the daily popup ad shows as on a first visit; the member has
 * seen it today (the harness's login marks it seen).
 * Builds apps/web/dist when it is missing (with the web's build script: the compressed copies).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { memberStorage, ROOT, startSite, WEB_DIST } from '../e2e/harness.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/chromium.ts';
import { precompress } from '../tools/precompress.ts';
import { option } from './options.mjs';

// ---------------------------------------------------------------------------------------------
// arguments

const RUNS = Math.max(1, Number(option('runs', '3')) || 3);
const WITH_MINIMAL = !process.argv.includes('--no-minimal');
/** Where each run's Lighthouse report (JSON) is written, when asked (`--reports DIR`). */
const REPORTS = option('reports', null);
/** `{ path, member }` for each page asked for. */
const PAGES = option('pages', '/,/sports')
  .split(',')
  .map((spec) => spec.trim())
  .filter(Boolean)
  .map((spec) => {
    const [pathname = '/', who] = spec.split(':');
    const member = who ? who === 'member' : pathname !== '/';
    return { path: pathname.startsWith('/') ? pathname : `/${pathname}`, member };
  });

// ---------------------------------------------------------------------------------------------
// Chromium and Lighthouse

/** Starts Chromium with a fresh profile and a DevTools port, runs `use(port)`, ends it. */
async function withChromium(use) {
  const profile = mkdtempSync(path.join(tmpdir(), 'touchline-lh-profile-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // its own process group: ended with its renderers and helpers
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  try {
    const port = await new Promise((resolve, reject) => {
      let err = '';
      child.stderr.on('data', (chunk) => {
        err += chunk.toString();
        const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
        if (listening) resolve(Number(listening[1]));
      });
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${err}`)));
    });
    return await use(port);
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    // its helpers may still be writing the profile for a moment
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

/** Puts a logged-in member's cookies and local storage into the browser at `port`. */
async function putSession(port, base, state) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await context.addCookies(state.cookies);
    const page = await context.newPage();
    // an answer of this origin that loads no script, style or image
    await page.goto(`${base}/api/lighthouse-bench`);
    const storage = state.origins.find((o) => o.origin === base)?.localStorage ?? [];
    await page.evaluate((items) => {
      for (const { name, value } of items) localStorage.setItem(name, value);
    }, storage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // connected, not launched: this disconnects and leaves the browser running
    await browser.close();
  }
}

/** One Lighthouse run of `url` (mobile, simulated throttling, performance only): its figures. */
async function measure(url, session, reportName) {
  return withChromium(async (port) => {
    if (session) await putSession(port, session.base, session.state);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // the profile is fresh; a member's session is in it
      disableStorageReset: true,
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    }
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(path.join(REPORTS, `${reportName}.json`), result.report);
      // the page load's trace, unthrottled as recorded (bench/trace-tasks.mjs reads its tasks)
      writeFileSync(
        path.join(REPORTS, `${reportName}.trace.json`),
        JSON.stringify(result.artifacts.Trace ?? {}),
      );
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    return {
      score: (lhr.categories.performance.score ?? Number.NaN) * 100,
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      jsFiles: scripts.length,
      warnings: lhr.runWarnings ?? [],
      version: lhr.lighthouseVersion,
      // Lighthouse's CPU yardstick for the run (its benchmark index; 1,000+ is a desktop-class
      // CPU): a machine that is slower or busier at the time reads lower, and so do the figures
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      chrome: lhr.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? '?',
    };
  });
}

// ---------------------------------------------------------------------------------------------
// the sites

/** Builds bench/minimal-app into a temporary directory, compressed as the web's build is. */
async function buildMinimalApp() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'touchline-minimal-app-'));
  await build({
    root: path.join(ROOT, 'bench/minimal-app'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  precompress(outDir);
  return outDir;
}

if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
  console.log('no built web app: building it (the web build script)…');
  execFileSync('npx', ['-y', 'pnpm@12.21.0', 'build'], {
    cwd: path.join(ROOT, 'apps/web'),
    stdio: 'inherit',
  });
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const targets = PAGES.map((page) => ({
  label: page.path,
  who: page.member ? 'member' : 'visitor',
  member: page.member,
  site: 'touchline',
  runs: [],
}));
if (WITH_MINIMAL) {
  targets.push({
    label: 'minimal app /',
    who: 'visitor',
    member: false,
    site: 'minimal',
    runs: [],
  });
}

const site = await startSite();
let minimal = null;
let minimalDist = null;
try {
  if (WITH_MINIMAL) {
    minimalDist = await buildMinimalApp();
    minimal = await startSite({ env: { WEB_DIST: minimalDist } });
  }
  let state = null;
  if (targets.some((t) => t.member)) state = await memberStorage(site);

  // the pages in turn within each round, so the machine's noise falls on all of them alike
  for (let round = 1; round <= RUNS; round += 1) {
    for (const target of targets) {
      const base = target.site === 'minimal' ? minimal.base : site.base;
      const url = `${base}${target.site === 'minimal' ? '/' : target.label}`;
      const name = `${target.site}${target.label.replace(/[^\w]+/g, '_')}-${round}`;
      const session = target.member ? { base, state } : null;
      // Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART, NO_FCP): again
      let figures;
      for (let attempt = 1; !figures; attempt += 1) {
        try {
          figures = await measure(url, session, name);
        } catch (error) {
          if (attempt >= 3) throw error;
          console.log(`  ${error.message}: again`);
        }
      }
      target.runs.push(figures);
      console.log(
        `run ${round}/${RUNS} ${target.label} (${target.who}): ${Math.round(figures.score)}, ` +
          `LCP ${(figures.lcp / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbt)} ms ` +
          `(CPU index ${Math.round(figures.benchmarkIndex)})`,
      );
      for (const warning of figures.warnings) console.log(`  warning: ${warning}`);
    }
  }
} finally {
  await site.stop();
  await minimal?.stop();
  if (minimalDist) rmSync(minimalDist, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// the table

const first = targets[0]?.runs[0];
console.log(
  `\nLighthouse ${first?.version} (${first?.chrome}), mobile, simulated throttling; ` +
    `median of ${RUNS} run${RUNS === 1 ? '' : 's'}\n`,
);
const header = ['page', 'as', 'perf', 'LCP', 'TBT', 'CLS', 'FCP', 'JS transferred'];
const rows = targets.map((t) => {
  const m = (key) => median(t.runs.map((r) => r[key]));
  return [
    t.label,
    t.who,
    String(Math.round(m('score'))),
    `${(m('lcp') / 1000).toFixed(2)} s`,
    `${Math.round(m('tbt'))} ms`,
    m('cls').toFixed(3),
    `${(m('fcp') / 1000).toFixed(2)} s`,
    `${(m('jsBytes') / 1024).toFixed(1)} kB in ${Math.round(m('jsFiles'))} files`,
  ];
});
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));

// the machine's speed over the runs: figures of runs with very different indexes do not compare
const indexes = targets.flatMap((t) => t.runs.map((r) => r.benchmarkIndex)).filter(Number.isFinite);
if (indexes.length > 0) {
  console.log(
    `\nLighthouse's CPU benchmark index over the runs: median ${Math.round(median(indexes))}, ` +
      `${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`,
  );
}
