#!/usr/bin/env node
/**
 * The live match list under load, in Chromium, on the real app: the built web app served by the
 * reference server (`bench/sports-live-server.ts`: 200 live soccer matches, the `/ws` socket),
 * `/sports?tab=live` open, and price updates published on the `match-odds` topics the page
 * watches — through the real realtime client, live feed, store and list components. Prints
 * figures; asserts nothing.
 *
 *   node bench/run.mjs sports-live-list [--dist <built web app>] [--rate 500] [--seconds 20]
 *                                       [--viewport 1280x1000] [--cold-loads 3]
 *                                       [--cpu-throttle 4] [--runs 1] [--coalesce-ms 0]
 *                                       [--cpu-profile <file>] [--trace <file>]
 *
 * The load runs at the machine's CPU speed and with the CPU slowed 4× (CDP
 * `Emulation.setCPUThrottlingRate`, Lighthouse's phone factor); `--cpu-throttle N` runs one
 * speed only, `--runs N` repeats each and the summary gives medians.
 *
 * Figures:
 * - JS shipped for `/sports`: the gzip size (zlib level 9) of the dist's JS files the page loads.
 * - time to first match row on a cold load (fresh browser context): from navigation start to
 *   the first frame after the first row is in the document.
 * - under load: frames/s and dropped frames (rAF intervals over 1.5 × the median interval), long
 *   tasks over 50 ms (PerformanceObserver 'longtask'), update-to-paint delay p50/p99 — from the
 *   socket message reaching the page to the end of the paint of the frame that shows its price
 *   (each update moves its selection to a new price, so a cell's accessible name — match,
 *   market, label, price — names the update it shows; a price shown before a frame begins, or by
 *   one of its animation-frame callbacks, is painted by that frame, and the delay ends with the
 *   first task after it) — publish-to-page p50/p99 (the server
 *   stamps each update with its publication time, the page notes its arrival: a backlog in the
 *   socket, when the page cannot keep up, shows here), and the main thread's script and layout
 *   time (CDP Performance metrics).
 * - the machine's speed just before each load: Lighthouse's CPU benchmark index, computed in the
 *   page at full speed (1,000+ is a desktop-class CPU). This machine is shared: a run whose index
 *   is far from the others' was slowed from outside, and its figures with it.
 */
/* global window, document, requestAnimationFrame, MutationObserver -- in the page (init script, page.evaluate) */
import { execFileSync, fork } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/chromium.ts';
import { option } from './options.mjs';
import { selfTimes, spansOf } from './trace.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const argv = process.argv.slice(2);
const dist = path.resolve(option('dist', path.join(root, 'apps/web/dist')));
const RATE = Number(option('rate', 500));
const SECONDS = Number(option('seconds', 20));
const [WIDTH, HEIGHT] = option('viewport', '1280x1000').split('x').map(Number);
const COLD_LOADS = Number(option('cold-loads', 3));
/** Writes a CPU profile of the page under load (Chrome DevTools format) and prints its top costs. */
const CPU_PROFILE = option('cpu-profile', null);
/**
 * Writes a Chromium trace of the page under load (devtools.timeline, for chrome://tracing or the
 * DevTools performance panel) and prints the main thread's time per top-level event.
 */
const TRACE = option('trace', null);
/**
 * CPU slowdown factors to measure under load (CDP `Emulation.setCPUThrottlingRate`): both the
 * machine's own speed and Lighthouse's phone factor (4×) by default, one with `--cpu-throttle`.
 */
const THROTTLES = argv.includes('--cpu-throttle') ? [Number(option('cpu-throttle', 4))] : [1, 4];
/**
 * The bench server coalesces a match's moves within this many milliseconds into one message
 * (0: every move is a message), to show what coalescing on the server would add.
 */
const COALESCE_MS = Number(option('coalesce-ms', 0));
/** The load is over once no price message has reached the page for this long. */
const QUIET_MS = 1_000;
/** Runs under load per CPU speed; the summary gives each figure's median. */
const RUNS = Number(option('runs', 1));

if (!existsSync(path.join(dist, 'index.html'))) {
  console.log(`no built web app at ${dist}: building it (vite build)…`);
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
}

/**
 * Runs in the page before its own scripts: frame, long-task, socket and price-cell probes. While
 * the load runs they only note what happened, in order (a message's text and arrival, a price
 * cell's new name, a frame's start, the task after its paint): the matching of prices shown to
 * the messages that carried them is work the page under test would not do, and it is done once
 * the load is over (`window.__bench.settle()`), replaying the notes in their order.
 */
function probe(labels) {
  const b = {
    recording: false,
    frames: [],
    longTasks: [],
    /** What happened while recording, in order: [kind, …]. */
    log: [],
    messages: 0,
    oddsMessages: 0,
    /** When the last price message reached the page (performance.now()). */
    lastOddsAt: 0,
    firstRowAt: null,
    firstRowPaintAt: null,
  };
  window.__bench = b;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (b.recording) b.longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });

  const ODDS = '{"type":"event","topic":"match-odds:';
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      // added before the app's own listener: the stamp is when the message reached the page
      this.addEventListener('message', (event) => {
        if (!b.recording || typeof event.data !== 'string') return;
        b.messages += 1;
        if (!event.data.startsWith(ODDS)) return;
        const at = performance.now();
        b.oddsMessages += 1;
        b.lastOddsAt = at;
        b.log.push(['message', at, Date.now(), event.data]);
      });
    }
  };

  // a price cell's accessible name carries its price: noted as it changes
  new MutationObserver((records) => {
    if (!b.recording) return;
    for (const record of records) {
      const label = record.target.getAttribute?.('aria-label');
      if (label) b.log.push(['name', label]);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-label'] });

  const rows = new MutationObserver(() => {
    if (document.querySelector('[role="list"][aria-label="Matches"] article')) {
      b.firstRowAt = performance.now();
      rows.disconnect();
      requestAnimationFrame(() => (b.firstRowPaintAt = performance.now()));
    }
  });
  rows.observe(document, { subtree: true, childList: true });

  // A frame's callbacks, style, layout and paint are one task: a task posted from its first
  // callback runs after its paint. A price shown before the frame began, or by a callback of the
  // frame (the page may apply its updates there), is painted by it: its delay ends there.
  const afterPaint = new MessageChannel();
  afterPaint.port1.onmessage = () => {
    if (b.recording) b.log.push(['painted', performance.now(), Date.now()]);
  };
  const frame = () => {
    if (b.recording) {
      b.frames.push(performance.now());
      b.log.push(['frame']);
    }
    afterPaint.port2.postMessage(null);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  /** The figures from the notes: each price shown, matched to the message that carried it. */
  b.settle = () => {
    const delays = [];
    const sinceSent = [];
    const queued = [];
    /** A cell's accessible name up to its price → when the message carrying it reached the page. */
    const pending = new Map();
    /** Selection id → its last price and the pending key of it. */
    const last = new Map();
    let superseded = 0;
    /** Prices shown since the last frame began: the next frame paints them. */
    let painting = [];
    /** Prices shown during this frame's own callbacks: its paint shows them. */
    let painted = [];
    /** From this frame's first callback to the task after its paint. */
    let inFrame = false;
    for (const note of b.log) {
      if (note[0] === 'message') {
        const [, at, now, data] = note;
        // the server's publication time (same machine clock): what the socket's queue added
        const sentAt = Number(/"at":(\d+)/.exec(data)?.[1] ?? now);
        queued.push(now - sentAt);
        for (const match of data.matchAll(/"id":"([^"]+)","price":(\d+(?:\.\d+)?)/g)) {
          const [, id, price] = match;
          if (!(id in labels)) continue;
          const before = last.get(id) ?? { price: String(labels[id].price), key: null };
          if (before.price === price) continue;
          if (pending.delete(before.key)) superseded += 1;
          const key = labels[id].name + Number(price).toFixed(2);
          pending.set(key, { at, sentAt });
          last.set(id, { price, key });
        }
      } else if (note[0] === 'name') {
        const label = note[1];
        // the price is the last `, 1.23` of the name (states such as "Price went up" follow it)
        let found = null;
        for (const match of label.matchAll(/, (\d+\.\d{2})(?=, |$)/g)) found = match;
        if (!found) continue;
        const key = label.slice(0, found.index + 2) + found[1];
        const update = pending.get(key);
        if (update === undefined) continue;
        pending.delete(key);
        (inFrame ? painted : painting).push(update);
      } else if (note[0] === 'frame') {
        painted.push(...painting);
        painting = [];
        inFrame = true;
      } else {
        const [, now, wall] = note;
        inFrame = false;
        for (const p of painted) {
          delays.push(now - p.at);
          sinceSent.push(wall - p.sentAt);
        }
        painted = [];
      }
    }
    return { delays, sinceSent, queued, unshown: pending.size, superseded };
  };
}

function startServer() {
  const child = fork(path.join(root, 'bench/sports-live-server.ts'), [dist], {
    execArgv: ['--import', 'tsx', '--conditions=@touchline/source'],
    cwd: path.join(root, 'apps/server'),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    child.once('message', (m) => resolve({ child, ...m }));
  });
}

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const median = (values) => percentile(values, 50);
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const { child, url, liveMatches, labels } = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const pageUrl = `${url}/sports?tab=live&sport=1`;
const rowSelector = '[role="list"][aria-label="Matches"] article';

/**
 * A context with its own storage, the 18+ question answered and the day's popup ad already seen
 * (their modals would cover the page).
 */
async function newContext(storageState) {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: HEIGHT },
    ...(storageState ? { storageState } : {}),
  });
  await context.addInitScript(() => {
    localStorage.setItem('ageConfirmed', '1');
    const d = new Date();
    const pad = (n) => String(n).padStart(2, '0');
    const today = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    for (const user of ['NO_LOGIN', 'demo']) {
      if (!localStorage.getItem(`popupAdRecord_${user}`))
        localStorage.setItem(`popupAdRecord_${user}`, JSON.stringify({ date: today, ids: [] }));
    }
  });
  return context;
}

/** The renderer main thread's time per top-level trace event, most first. */
function printTrace({ traceEvents }, file) {
  const main = traceEvents.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const self = main ? selfTimes(spansOf(traceEvents, main)) : [];
  console.log(`trace written to ${file}; the main thread's self time per event:`);
  for (const [name, us] of self.slice(0, 20))
    console.log(`  ${ms(us / 1000).padStart(10)}  ${name}`);
}

/**
 * The list under load at one CPU speed: a fresh page, `rate`× CPU throttling from before the
 * updates start, RATE updates/s for SECONDS s. Prints its figures and returns the goal's ones.
 */
async function underLoad(storageState, rate, run) {
  const context = await newContext(storageState);
  const page = await context.newPage();
  await page.addInitScript(probe, labels);
  await page.goto(pageUrl);
  await page.waitForSelector(rowSelector, { timeout: 60_000 });
  // the machine's speed now, before the throttling (Lighthouse's yardstick, about a second)
  const benchmarkIndex = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  const cdp = await context.newCDPSession(page);
  // throttled once the page is up: what is measured is keeping up, not loading
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.waitForTimeout(2_000);
  await cdp.send('Performance.enable');
  const metric = async () =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    );
  const dom = await page.evaluate((selector) => {
    const rows = document.querySelectorAll(selector);
    let cells = 0;
    for (const row of rows) cells += row.querySelectorAll('[role="group"] button').length;
    return { rows: rows.length, cells };
  }, rowSelector);
  const before = await metric();
  if (CPU_PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  if (TRACE) await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await page.evaluate(() => (window.__bench.recording = true));
  const published = new Promise((resolve) => {
    const onMessage = (m) => {
      if (m.type !== 'published') return;
      child.off('message', onMessage);
      resolve(m);
    };
    child.on('message', onMessage);
  });
  child.send({ type: 'publish', perSecond: RATE, seconds: SECONDS, coalesceMs: COALESCE_MS });
  const { sent, messages, watchedMatches } = await published;
  // the page may be behind: wait until every message has reached it, or — the server's hub may
  // merge a match's moves into fewer messages than were published — until none has come for
  // QUIET_MS (at most 60 s more). The figures cover the load only: frames up to the last
  // message's paint, the main thread's time over the same span.
  await page
    .waitForFunction(
      ([n, quiet]) =>
        window.__bench.oddsMessages >= n || performance.now() - window.__bench.lastOddsAt > quiet,
      [messages, QUIET_MS],
      { timeout: 60_000, polling: 100 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(QUIET_MS / 3);
  const result = await page.evaluate(() => {
    const b = window.__bench;
    b.recording = false;
    const end = b.lastOddsAt + 250;
    return {
      frames: b.frames.filter((t) => t <= end),
      recorded: b.frames.at(-1) - b.frames[0],
      longTasks: b.longTasks,
      messages: b.messages,
      oddsMessages: b.oddsMessages,
      ...b.settle(),
    };
  });
  const after = await metric();
  if (TRACE) {
    const file = THROTTLES.length * RUNS > 1 ? `${TRACE}.${rate}x.${run}` : TRACE;
    const trace = await browser.stopTracing();
    writeFileSync(file, trace);
    printTrace(JSON.parse(trace.toString()), file);
  }
  if (CPU_PROFILE) {
    const { profile } = await cdp.send('Profiler.stop');
    const file = THROTTLES.length * RUNS > 1 ? `${CPU_PROFILE}.${rate}x.${run}` : CPU_PROFILE;
    writeFileSync(file, JSON.stringify(profile));
    const self = new Map();
    const interval = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    for (const id of profile.samples) {
      const { functionName, url: source, lineNumber } = byId.get(id).callFrame;
      const key = `${functionName || '(anonymous)'} ${path.basename(source)}:${lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + interval);
    }
    console.log(`CPU profile written to ${file}; most self time:`);
    for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15))
      console.log(`  ${ms(time).padStart(10)}  ${key}`);
  }
  await context.close();

  const intervals = result.frames.slice(1).map((t, i) => t - result.frames[i]);
  const typical = median(intervals);
  const dropped = intervals.filter((d) => d > 1.5 * typical).length;
  // against the display's 60 Hz as well: when the median itself is slow, 1.5 × it hides that
  const over60 = intervals.filter((d) => d > 1.5 * (1000 / 60)).length;
  const longTotal = result.longTasks.reduce((a, b) => a + b, 0);
  const span = (result.frames.at(-1) - result.frames[0]) / 1000;
  const fps = result.frames.length / span;
  console.log(
    `\nunder load, CPU ${rate}× slower (run ${run}; the machine's CPU index just before: ${Math.round(benchmarkIndex)}):`,
  );
  console.log(
    `load: ${sent} price updates in ${SECONDS} s (${RATE}/s) on the ${watchedMatches} matches the page watched, ` +
      `${COALESCE_MS > 0 ? `coalesced per match over ${COALESCE_MS} ms into ${messages} messages` : `${messages} messages`}; ` +
      `${dom.rows} rows and ${dom.cells} price cells in the DOM; ${result.oddsMessages} price messages received (${result.messages} socket messages in all)`,
  );
  console.log(
    `frames: ${result.frames.length} over ${span.toFixed(1)} s, median interval ${ms(typical)}, ` +
      `dropped ${dropped} (${((dropped / Math.max(1, intervals.length)) * 100).toFixed(1)} %), ` +
      `longest ${ms(Math.max(...intervals))}; ${over60} intervals over 25 ms (1.5 × 60 Hz), ` +
      `${fps.toFixed(1)} frames/s`,
  );
  console.log(
    `long tasks over 50 ms: ${result.longTasks.length} (total ${ms(longTotal)}, longest ${ms(Math.max(0, ...result.longTasks))})`,
  );
  console.log(
    `update-to-paint: p50 ${ms(percentile(result.delays, 50))}, p99 ${ms(percentile(result.delays, 99))}, ` +
      `max ${ms(Math.max(...result.delays))} over ${result.delays.length} updates shown ` +
      `(${result.unshown} not shown: not on screen; ${result.superseded} superseded before they showed)`,
  );
  console.log(
    `publish-to-paint (server publication to paint, socket queue included): p50 ${ms(percentile(result.sinceSent, 50))}, ` +
      `p99 ${ms(percentile(result.sinceSent, 99))}; publish-to-page p50 ${ms(percentile(result.queued, 50))}, ` +
      `p99 ${ms(percentile(result.queued, 99))}, max ${ms(Math.max(...result.queued))}`,
  );
  // the main thread's time over the recording (its quiet tail included: a slight understatement)
  const per = (name) => ((after[name] - before[name]) * 1_000_000) / result.recorded;
  console.log(
    `main thread per second: script ${per('ScriptDuration').toFixed(0)} ms, layout ${per('LayoutDuration').toFixed(0)} ms, ` +
      `style ${per('RecalcStyleDuration').toFixed(0)} ms, tasks ${per('TaskDuration').toFixed(0)} ms`,
  );
  return {
    rate,
    fps,
    paintP50: percentile(result.delays, 50),
    paintP99: percentile(result.delays, 99),
    pageP50: percentile(result.queued, 50),
    pageP99: percentile(result.queued, 99),
    longTasks: result.longTasks.length,
    longTotal,
    benchmarkIndex,
  };
}

try {
  console.log(
    `sports live list: ${liveMatches} live matches, viewport ${WIDTH}×${HEIGHT}, Chromium ${browser.version()}`,
  );

  // log in as demo once; every later context starts with its storage (session cookie, popup ad seen)
  const login = await newContext();
  const loginPage = await login.newPage();
  await loginPage.goto(url);
  await loginPage.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = loginPage.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('User name').fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await loginPage.waitForFunction(() => !!localStorage.getItem('session'));
  const storageState = await login.storageState();
  await login.close();

  // cold loads: a fresh context (no HTTP cache) each time
  const firstRows = [];
  const scripts = new Set();
  for (let i = 0; i < COLD_LOADS; i += 1) {
    const context = await newContext(storageState);
    const page = await context.newPage();
    await page.addInitScript(probe, labels);
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    await page.goto(pageUrl);
    await page.waitForSelector(rowSelector, { timeout: 60_000 });
    await page.waitForFunction(() => window.__bench.firstRowPaintAt !== null);
    firstRows.push(await page.evaluate(() => window.__bench.firstRowPaintAt));
    await page.waitForLoadState('networkidle');
    await context.close();
  }
  let gzip = 0;
  let raw = 0;
  for (const pathname of scripts) {
    const file = path.join(dist, decodeURIComponent(pathname));
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  if (COLD_LOADS > 0) {
    console.log(`JS shipped for /sports: ${scripts.size} files, ${kb(gzip)} gzip (${kb(raw)} raw)`);
    console.log(
      `time to first match row, cold: ${firstRows.map(ms).join(', ')} (median ${ms(median(firstRows))})`,
    );
  }

  const runs = [];
  for (const rate of THROTTLES)
    for (let i = 0; i < RUNS; i += 1) {
      const r = await underLoad(storageState, rate, i + 1);
      runs.push(r);
    }
  // the figures of the goal, one line per CPU speed (median over the runs)
  console.log(
    `\nsummary (${RATE} updates/s for ${SECONDS} s${COALESCE_MS > 0 ? `, coalesced per match over ${COALESCE_MS} ms` : ''}; median of ${RUNS} run${RUNS === 1 ? '' : 's'} per speed):`,
  );
  console.log(
    '  CPU    frames/s  update-to-paint p50 / p99   publish-to-page p50 / p99   long tasks (count, total)   machine CPU index',
  );
  for (const rate of THROTTLES) {
    const mine = runs.filter((r) => r.rate === rate);
    const m = (pick) => median(mine.map(pick));
    console.log(
      `  ${`${rate}×`.padEnd(5)}  ${m((r) => r.fps)
        .toFixed(1)
        .padStart(8)}  ` +
        `${ms(m((r) => r.paintP50)).padStart(10)} / ${ms(m((r) => r.paintP99)).padEnd(12)}  ` +
        `${ms(m((r) => r.pageP50)).padStart(10)} / ${ms(m((r) => r.pageP99)).padEnd(12)}  ` +
        `${`${m((r) => r.longTasks)}, ${ms(m((r) => r.longTotal))}`.padEnd(26)}  ` +
        `${Math.round(m((r) => r.benchmarkIndex))}`,
    );
  }
} finally {
  await browser.close();
  child.send({ type: 'stop' });
}
