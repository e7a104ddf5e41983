/**
 * How much React renders while a page loads: every commit and the components it rendered, read
 * from React's own commit hook (the one React DevTools uses) in Chromium at the machine's speed
 * (or slowed: `--cpu-throttle 4`, Lighthouse's phone factor, where answers that come while the page
 * is busy can share a render).
 * Unlike a timing, the count does not move with the machine's load, so it shows what a change to
 * the app's renders did on a shared, noisy machine.
 *
 *   node bench/run.mjs renders [--page /sports] [--member] [--settle 6] [--runs 1] [--dist DIR]
 *                                     [--cpu-throttle 1]
 *
 * `--member`: the page as the `demo` member sees it on a phone's screen (412 × 823, Lighthouse's);
 * otherwise a visitor's first visit (the 18+ question opens). Counts over `--settle` seconds from
 * the navigation (the live feed's price moves, if the page has any, are counted too). Prints the
 * commits, the components rendered in all, the components that rendered most, and each commit of
 * 20 or more components with the component whose update started it. Figures only; nothing is
 * asserted. `--dist`: another build of apps/web (a `dist` with its `dist-ssr` beside it). Names
 * are the build's: a component without a display name shows as the minifier left it.
 *
 * A component "rendered" in a commit when React called it (its fiber has the PerformedWork flag)
 * and the fiber is not the one the previous commit left there (a subtree React skipped keeps its
 * fibers, and their flags, from an earlier commit).
 */
/* global window -- in the page (page.evaluate) */
import { memberStorage, reactCommitHook, startSite, WEB_DIST } from '../e2e/harness.ts';
import { option } from './options.mjs';

const PAGE = option('page', '/sports');
const MEMBER = process.argv.includes('--member');
const SETTLE_MS = Math.max(1, Number(option('settle', '6')) || 6) * 1000;
const RUNS = Math.max(1, Number(option('runs', '1')) || 1);
const DIST = option('dist', WEB_DIST);
const CPU = Math.max(1, Number(option('cpu-throttle', '1')) || 1);

/** In the page before any script: React finds this hook when it starts and reports each commit. */
const HOOK = reactCommitHook(
  `const commits = [];
  Object.defineProperty(window, '__renders', { value: commits });
  const seen = new WeakMap();
  let serial = 0;
  const nameOf = (type) =>
    type.displayName || type.name ||
    (type.render && (type.render.displayName || type.render.name)) ||
    (type.type && (type.type.displayName || type.type.name)) || 'Anonymous';`,
  `serial += 1;
      const counts = {};
      let rendered = 0;
      let origin = null;
      const stack = [[root.current, false]];
      while (stack.length) {
        const [fiber, underRendered] = stack.pop();
        const type = fiber.type;
        const component = !!type && typeof type !== 'string' && typeof type !== 'symbol';
        const did = component && (fiber.flags & 1) === 1 && seen.get(fiber) !== serial - 1;
        seen.set(fiber, serial);
        if (did) {
          const name = nameOf(type);
          counts[name] = (counts[name] || 0) + 1;
          rendered += 1;
          if (!underRendered && origin === null) origin = name;
        }
        if (fiber.sibling) stack.push([fiber.sibling, underRendered]);
        if (fiber.child) stack.push([fiber.child, underRendered || did]);
      }
      commits.push({ at: Math.round(performance.now()), rendered, origin, counts });`,
);

async function load(site, state) {
  const context = state
    ? await site.browser.newContext({ storageState: state, viewport: { width: 412, height: 823 } })
    : (await site.newPage({ ageGate: true })).context();
  const page = context.pages()[0] ?? (await context.newPage());
  await page.addInitScript({ content: HOOK });
  if (CPU > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  }
  await page.goto(site.base + PAGE);
  await page.waitForTimeout(SETTLE_MS);
  const commits = await page.evaluate(() => window.__renders);
  await context.close();
  return commits;
}

const site = await startSite({ env: { WEB_DIST: DIST } });
try {
  const state = MEMBER ? await memberStorage(site) : null;
  const who = MEMBER ? 'the demo member, 412 × 823' : 'a first visit';
  const speed = CPU > 1 ? `, CPU ${CPU}× slower` : '';
  console.log(`React's renders while ${PAGE} loads (${who}${speed}), over ${SETTLE_MS / 1000} s`);
  const totals = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const commits = await load(site, state);
    const rendered = commits.reduce((sum, c) => sum + c.rendered, 0);
    totals.push({ commits: commits.length, rendered });
    const byName = {};
    for (const c of commits) {
      for (const [name, n] of Object.entries(c.counts)) byName[name] = (byName[name] ?? 0) + n;
    }
    const top = Object.entries(byName)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
    console.log(`\nrun ${run}/${RUNS}: ${commits.length} commits, ${rendered} components rendered`);
    console.log(`  most rendered: ${top}`);
    for (const c of commits.filter((x) => x.rendered >= 20)) {
      console.log(`  at ${c.at} ms: ${c.rendered} components, from ${c.origin ?? '?'}`);
    }
  }
  if (RUNS > 1) {
    const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(
      `\nmedian of ${RUNS}: ${med(totals.map((t) => t.commits))} commits, ${med(totals.map((t) => t.rendered))} components rendered`,
    );
  }
} finally {
  await site.stop();
}
