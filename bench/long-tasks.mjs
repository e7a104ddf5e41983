/**
 * The main thread's long tasks while a visitor's page starts, measured in Chromium with its CPU
 * slowed (4× by default, Lighthouse's phone factor): each task of 50 ms or more from the browser's
 * own `longtask` entries, and their blocking time after the first contentful paint (the part of
 * each beyond 50 ms, as Lighthouse's TBT counts it, but measured rather than simulated).
 *
 *   node bench/run.mjs long-tasks [--page /] [--member] [--runs 5] [--cpu-throttle 4]
 *                                 [--dist DIR[,DIR2]]
 *
 * `--dist` serves another build of apps/web (a `dist` with its `dist-ssr` beside it); two, comma
 * separated, are run alternately, run by run, for a before/after on a noisy machine. A first
 * visit: the 18+ question opens as for a new visitor. `--member`: the page as the `demo` member
 * sees it on a phone's screen (logged in once per server; each load then starts with that session
 * and an empty HTTP cache). Figures only; nothing is asserted.
 */
import { memberStorage, startSite, WEB_DIST } from '../e2e/harness.ts';
import { option } from './options.mjs';

/* global window -- in the page (init script, page.evaluate) */

const PAGE = option('page', '/');
const RUNS = Math.max(1, Number(option('runs', '5')) || 5);
const CPU = Math.max(1, Number(option('cpu-throttle', '4')) || 4);
const DISTS = option('dist', WEB_DIST).split(',');
const MEMBER = process.argv.includes('--member');
const SETTLE_MS = 5_000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One load: its first contentful paint, its long tasks [start, duration] and their blocking time. */
async function load({ site, state }) {
  const page = state
    ? // Lighthouse's phone screen (the page it measures for goal 1)
      await (
        await site.browser.newContext({
          storageState: state,
          viewport: { width: 412, height: 823 },
        })
      ).newPage()
    : await site.newPage({ ageGate: true });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await page.addInitScript(() => {
    const tasks = [];
    Object.defineProperty(window, '__longTasks', { value: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(site.base + PAGE);
  await page.waitForTimeout(SETTLE_MS);
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tasks = window.__longTasks.map(([start, duration]) => [
      Math.round(start),
      Math.round(duration),
    ]);
    const blocking = tasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { fcp: Math.round(fcp), tasks, blocking };
  });
  await page.context().close();
  return result;
}

const sites = [];
for (const dist of DISTS) {
  const site = await startSite({ env: { WEB_DIST: dist } });
  sites.push({ dist, site, state: MEMBER ? await memberStorage(site) : null });
}
const results = new Map(DISTS.map((dist) => [dist, []]));
try {
  const who = MEMBER ? 'as the demo member' : 'a first visit';
  console.log(`long tasks of ${PAGE} (${who}), CPU ${CPU}× slower, ${RUNS} runs per build`);
  for (let run = 1; run <= RUNS; run++) {
    for (const entry of sites) {
      const { dist } = entry;
      const r = await load(entry);
      results.get(dist).push(r);
      const tasks = r.tasks.map(([start, duration]) => `${duration}@${start}`).join(' ');
      console.log(
        `run ${run}/${RUNS} ${DISTS.length > 1 ? `${dist} ` : ''}blocking ${r.blocking} ms, FCP ${r.fcp} ms; tasks (ms@start): ${tasks}`,
      );
    }
  }
  console.log('');
  console.log(
    '| build | blocking after FCP, median (range) | longest task, median | tasks ≥ 50 ms, median |',
  );
  console.log('|---|---|---|---|');
  for (const dist of DISTS) {
    const rs = results.get(dist);
    const blocking = rs.map((r) => r.blocking);
    const longest = rs.map((r) => Math.max(0, ...r.tasks.map(([, d]) => d)));
    console.log(
      `| ${dist} | ${median(blocking)} ms (${Math.min(...blocking)}–${Math.max(...blocking)}) | ${median(longest)} ms | ${median(rs.map((r) => r.tasks.length))} |`,
    );
  }
} finally {
  for (const { site } of sites) await site.stop();
}
