#!/usr/bin/env -S node --import tsx
// Visual regression and accessibility of every story, in Debian's Chromium.
//
//   node --import tsx tools/visual/visual.ts            build Storybook, compare every story × theme
//   node --import tsx tools/visual/visual.ts --update   rewrite the baselines (and drop deleted stories')
//   --no-build                    reuse storybook-static/
//   --static-dir <dir>            use a Storybook built there (implies --no-build)
//   --filter <text>[,<text>…]     only stories whose id contains one of the texts
//   --no-compare                  render and run axe only; screenshots go to the output folder
//   --out-dir <dir>               where diff images (or screenshots) go
//   --workers <n>                 pages rendering at once, each in a browser of its own
//                                 (default VISUAL_WORKERS or 3)
//
// A capture fails when its screenshot differs from the committed baseline by more than
// MAX_DIFF_RATIO of its pixels (a mismatch is rendered again once; a capture that needed that
// retry is named in the output), when it has no baseline, when the story fails to render, or
// when axe finds a serious or critical violation.
//
// Each worker is one page that loads Storybook's preview once and then switches stories in place
// through Storybook's channel, waiting for its "story finished" event, fonts, images and a quiet
// network, instead of a page load per capture. See docs/adr/010-visual-suite-in-place.md.
import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { installBridge, type AxeFinding } from './bridge.ts';
import { alike, compareScreenshot } from './compare.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const staticOption = option('--static-dir');
const staticDir = staticOption ? path.resolve(staticOption) : path.join(root, 'storybook-static');
const baselineDir = path.join(root, 'tools/visual/baselines');
const outOption = option('--out-dir');
const outDir = outOption ? path.resolve(outOption) : path.join(root, 'test-results/visual');
const update = args.includes('--update');
const build = !args.includes('--no-build') && !staticOption;
const compareShots = !args.includes('--no-compare');
const filter = option('--filter')?.split(',').filter(Boolean) ?? null;
const WORKERS = Number(option('--workers') ?? process.env.VISUAL_WORKERS ?? 3);

const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];
const VIEWPORTS = {
  default: { width: 1024, height: 768 },
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
};
/** The tallest capture: a story taller than this is cut (none is today). */
const MAX_HEIGHT = 8_000;
// screenshots: the same text rendering and colours on every machine
export const CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS,
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
const FREEZE_CSS = `*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;
  animation-iteration-count:1!important;transition:none!important;caret-color:transparent!important}`;
const MIME: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
};

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}
interface Job {
  entry: IndexEntry;
  theme: Theme;
}
interface Capture {
  png: Buffer;
  findings: AxeFinding[];
}

/** Where the seconds went, summed over all workers. */
const spent = { render: 0, settle: 0, screenshot: 0, axe: 0, compare: 0 };
async function timed<T>(step: keyof typeof spent, work: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    spent[step] += performance.now() - start;
  }
}

function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function viewportFor(entry: IndexEntry) {
  const tags = entry.tags ?? [];
  if (tags.includes('viewport-mobile')) return VIEWPORTS.mobile;
  if (tags.includes('viewport-desktop') || entry.title.startsWith('Screens/'))
    return VIEWPORTS.desktop;
  return VIEWPORTS.default;
}

const axeSource = readFileSync(
  fileURLToPath(import.meta.resolve('axe-core/axe.min.js', import.meta.url)),
  'utf8',
);

/**
 * One page of Storybook's preview, kept open: it renders story after story in place. It counts
 * the requests in flight, so that "the network is quiet" costs a few milliseconds instead of
 * Playwright's fixed half second of network idle.
 */
class Worker {
  private page!: Page;
  private inFlight = 0;
  private lastNetworkChange = 0;
  private pageErrors: string[] = [];

  constructor(
    private readonly context: BrowserContext,
    private readonly base: string,
  ) {}

  async open(theme: Theme) {
    this.page = await this.context.newPage();
    const page = this.page;
    const moved = () => (this.lastNetworkChange = performance.now());
    page.on('request', () => {
      this.inFlight += 1;
      moved();
    });
    const settled = () => {
      this.inFlight = Math.max(0, this.inFlight - 1);
      moved();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('pageerror', (e) => this.pageErrors.push(e.message));
    await page.setViewportSize(VIEWPORTS.default);
    await page.goto(`${this.base}/iframe.html?viewMode=story&globals=theme:${theme}`);
    await page.waitForFunction(() => Boolean(window.__STORYBOOK_PREVIEW__?.storyStoreValue));
    await page.addStyleTag({ content: FREEZE_CSS });
    await page.addScriptTag({ content: axeSource });
    await page.evaluate(installBridge, theme);
    // Storybook's a11y addon would run axe after every render as well: the suite runs it itself
    // once the capture is settled, so the addon's run is turned off here (only here)
    await page.evaluate(() =>
      window.__STORYBOOK_ADDONS_CHANNEL__?.emit('updateGlobals', {
        globals: { a11y: { manual: true } },
      }),
    );
  }

  /** Ready again after a crash or a reload Storybook did on its own. */
  private async ensureOpen(theme: Theme) {
    const alive =
      this.page &&
      !this.page.isClosed() &&
      (await this.page.evaluate(() => Boolean(window.__visual)).catch(() => false));
    if (alive) return;
    if (this.page && !this.page.isClosed()) await this.page.close();
    this.inFlight = 0;
    await this.open(theme);
  }

  async capture(job: Job, withAxe: boolean): Promise<Capture> {
    await this.ensureOpen(job.theme);
    const page = this.page;
    const viewport = viewportFor(job.entry);
    this.pageErrors = [];
    await page.setViewportSize(viewport);
    const outcome = await timed('render', () =>
      page.evaluate(([id, theme]) => window.__visual!.render(id, theme), [
        job.entry.id,
        job.theme,
      ] as const),
    );
    const errors = [...outcome.errors, ...this.pageErrors];
    if (errors.length) throw new Error(`story failed to render: ${errors.join('; ')}`);
    await timed('settle', async () => {
      await this.settle();
      // Grow the viewport to the content instead of a full-page capture, which has been seen to
      // repeat parts of the page when the content is about as tall as the viewport.
      const height = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight));
      if (height > viewport.height) {
        await page.setViewportSize({ width: viewport.width, height: Math.min(height, MAX_HEIGHT) });
        await this.settle();
      }
    });
    const png = await timed('screenshot', () =>
      page.screenshot({ animations: 'disabled', caret: 'hide' }),
    );
    const findings = withAxe
      ? await timed('axe', () => page.evaluate(() => window.__visual!.axe()))
      : [];
    if (this.pageErrors.length)
      throw new Error(`error while the story settled: ${this.pageErrors.join('; ')}`);
    return { png, findings };
  }

  /**
   * Headless Chromium without a GPU now and then paints a stale tile into a capture (part of the
   * page repeated at another height, seen on fixed bars after the viewport grows). Such a frame
   * does not repeat: shoot the same render again until two shots in a row are the same. Only a
   * capture that does not match its baseline pays for this.
   */
  async steady(first: Buffer): Promise<Buffer> {
    let previous = first;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await this.page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      const current = await timed('screenshot', () =>
        this.page.screenshot({ animations: 'disabled', caret: 'hide' }),
      );
      if (current.equals(previous)) return current;
      previous = current;
    }
    throw new Error('screenshot: the page did not paint the same twice in a row');
  }

  /**
   * Fonts loaded, the network quiet, every image in view loaded (or failed) and decoded, and two
   * frames painted. Lazy images start loading when they come into view, which growing the
   * viewport does; a story of the loading state itself stays so, so waiting gives up after a while.
   */
  private async settle() {
    const page = this.page;
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // a lazy section's chunk (a chart library) can take longer than the DOM's quiet spell to
    // arrive under load: its Suspense fallback says so (`data-lazy-chunk`), and the capture waits
    await page
      .waitForFunction(() => !document.querySelector('[data-lazy-chunk]'), undefined, {
        timeout: 15_000,
        polling: 50,
      })
      .catch(() => undefined);
    await this.networkQuiet();
    await this.domQuiet();
    await this.networkQuiet();
    await page
      .waitForFunction(
        () =>
          [...document.images].every((img) => img.complete) &&
          [...document.querySelectorAll('[data-lazy-image]')].every((node) => {
            const status = node.getAttribute('data-status');
            if (status === 'loaded' || status === 'failed') return true;
            const box = node.getBoundingClientRect();
            return box.bottom < 0 || box.top > window.innerHeight || box.width === 0;
          }),
        undefined,
        { timeout: 8_000, polling: 50 },
      )
      .catch(() => undefined);
    await this.networkQuiet();
    await page.evaluate(async () => {
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
  }

  /**
   * No change to the page for 80 ms (at most 3 s: a clock may tick forever). A story's data comes
   * from an in-page fixture, not the network, and reaches the page a few tasks after the render
   * (query notifications, React's scheduler): measuring the height before that captured a half-
   * rendered page now and then under load.
   */
  private async domQuiet() {
    await this.page.evaluate(
      ({ quietMs, maxMs }) =>
        new Promise<void>((resolve) => {
          const done = () => {
            observer.disconnect();
            clearTimeout(quiet);
            clearTimeout(deadline);
            resolve();
          };
          const observer = new MutationObserver(() => {
            clearTimeout(quiet);
            quiet = setTimeout(done, quietMs);
          });
          let quiet = setTimeout(done, quietMs);
          const deadline = setTimeout(done, maxMs);
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
        }),
      { quietMs: 80, maxMs: 3_000 },
    );
  }

  /** No request in flight for 50 ms (at most 5 s: a stream may never end). */
  private async networkQuiet() {
    const QUIET_MS = 50;
    const deadline = performance.now() + 5_000;
    while (performance.now() < deadline) {
      const quietFor = performance.now() - this.lastNetworkChange;
      if (this.inFlight === 0 && quietFor >= QUIET_MS) return;
      await new Promise((r) => setTimeout(r, this.inFlight === 0 ? QUIET_MS - quietFor : 20));
    }
  }

  async close() {
    await this.page?.close();
  }
}

/**
 * A baseline is the page as it usually paints: a second render must agree with the first, else
 * a third decides (the one that agrees with another is kept).
 */
async function settledPng(first: Buffer, again: () => Promise<Buffer>): Promise<Buffer> {
  const second = await again();
  if (alike(first, second)) return first;
  const third = await again();
  if (alike(third, first)) return first;
  if (alike(third, second)) return second;
  throw new Error('the story painted three different ways: no baseline written');
}

async function main() {
  const started = performance.now();
  if (build) {
    execFileSync('npx', ['storybook', 'build', '--quiet', '--output-dir', staticDir], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
  }
  const built = performance.now();
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const stories = Object.values(index.entries)
    .filter((e) => e.type === 'story')
    .filter((e) => !filter || filter.some((text) => e.id.includes(text)))
    .sort((a, b) => a.id.localeCompare(b.id));
  mkdirSync(baselineDir, { recursive: true });
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const server = await serve(staticDir);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // theme-major order: a worker changes theme once, not at every story
  const jobs: Job[] = THEMES.flatMap((theme) => stories.map((entry) => ({ entry, theme })));
  // each page in a browser of its own: the pages of one browser share its compositor and its
  // screenshots, which left the machine's cores idle for much of the run (3 pages in one browser
  // took 0.40 s a capture here; in 3 browsers, 0.26–0.28 s)
  const browsers = await Promise.all(
    Array.from({ length: Math.max(1, Math.min(WORKERS, jobs.length)) }, () =>
      chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
    ),
  );
  const workers = await Promise.all(
    browsers.map(async (browser) => {
      const context = await browser.newContext({
        reducedMotion: 'reduce',
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      // tsx compiles this file keeping function names (esbuild's `__name` helper), and functions
      // handed to page.evaluate carry those calls into the page: give the page the helper too
      await context.addInitScript('globalThis.__name = (fn) => fn;');
      return new Worker(context, base);
    }),
  );
  await Promise.all(
    workers.map(async (worker) => {
      await worker.open(THEMES[0]);
      // The first story a fresh page paints has shown stray repeated content in its screenshot:
      // paint one and throw it away before capturing.
      if (jobs[0]) await worker.capture(jobs[0], false).catch(() => undefined);
    }),
  );
  const ready = performance.now();

  const failures: { name: string; problems: string[] }[] = [];
  const retried: string[] = [];
  const stalePaints: string[] = [];
  let passed = 0;
  let next = 0;
  const run = async (worker: Worker) => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const name = `${job.entry.id}.${job.theme}`;
      const baselineFile = path.join(baselineDir, `${name}.png`);
      const problems: string[] = [];
      try {
        const { png, findings } = await worker.capture(job, true);
        problems.push(
          ...findings.map((f) => `axe ${f.impact} ${f.id}: ${f.help} (${f.nodes} node(s))`),
        );
        const baseline = existsSync(baselineFile) ? readFileSync(baselineFile) : null;
        /** The shot as painted once the page paints steadily; counts a stale paint it replaced. */
        const steady = async (shot: Buffer) => {
          const settled = await worker.steady(shot);
          if (!settled.equals(shot)) stalePaints.push(name);
          return settled;
        };
        if (update) {
          const first = await steady(png);
          // an unchanged story keeps its baseline (no churn in the history)
          if (!baseline || !alike(first, baseline)) {
            const again = async () => steady((await worker.capture(job, false)).png);
            writeFileSync(baselineFile, await settledPng(first, again));
          }
        } else if (!compareShots)
          writeFileSync(path.join(outDir, `${name}.png`), await steady(png));
        else {
          let shot = png;
          let verdict = await timed('compare', () => compareScreenshot(shot, baseline));
          if (!verdict.ok && baseline) {
            shot = await steady(shot);
            verdict = await timed('compare', () => compareScreenshot(shot, baseline));
          }
          // A real change differs every time; a story that paints differently from one render to
          // the next does not: render it once more, and name it, so that a flaky story is seen
          // rather than hidden.
          if (!verdict.ok && baseline) {
            const first = { shot, verdict };
            shot = await steady((await worker.capture(job, false)).png);
            verdict = await timed('compare', () => compareScreenshot(shot, baseline));
            if (verdict.ok) {
              // kept to look at: how the first render differed
              retried.push(
                `${name} (first render: ${first.verdict.ok ? '' : first.verdict.reason})`,
              );
              writeFileSync(path.join(outDir, `${name}.flaky.actual.png`), first.shot);
              if (!first.verdict.ok && first.verdict.diff)
                writeFileSync(path.join(outDir, `${name}.flaky.diff.png`), first.verdict.diff);
            }
          }
          if (!verdict.ok) {
            problems.push(`screenshot: ${verdict.reason}`);
            writeFileSync(path.join(outDir, `${name}.actual.png`), shot);
            if (verdict.diff) writeFileSync(path.join(outDir, `${name}.diff.png`), verdict.diff);
          }
        }
      } catch (error) {
        problems.push(String((error as Error)?.message ?? error).split('\n')[0]!);
      }
      if (problems.length) failures.push({ name, problems });
      else passed += 1;
      const done = passed + failures.length;
      if (done % 200 === 0)
        console.log(
          `  ${done}/${jobs.length} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
    }
  };
  await Promise.all(workers.map(run));
  const captured = performance.now();
  await Promise.all(workers.map((w) => w.close()));
  await Promise.all(browsers.map((b) => b.close()));
  server.close();

  if (update && !filter) {
    const wanted = new Set(jobs.map(({ entry, theme }) => `${entry.id}.${theme}.png`));
    for (const file of readdirSync(baselineDir))
      if (!wanted.has(file)) unlinkSync(path.join(baselineDir, file));
  }
  for (const f of failures) console.log(`✗ ${f.name}\n    ${f.problems.join('\n    ')}`);
  if (retried.length)
    console.log(
      `\n${retried.length} capture(s) matched only when rendered a second time (flaky: fix the story):\n  ${retried.join('\n  ')}`,
    );
  if (stalePaints.length)
    console.log(
      `\n${stalePaints.length} capture(s) caught a stale paint and were shot again (same render): ${stalePaints.join(', ')}`,
    );
  const s = (ms: number) => (ms / 1000).toFixed(1);
  const captureSeconds = (captured - ready) / 1000;
  const perCapture = jobs.length ? captureSeconds / jobs.length : 0;
  console.log(
    `\n${stories.length} stories × ${THEMES.length} themes = ${jobs.length} captures on ${workers.length} pages${update ? ' (baselines written)' : ''}`,
  );
  console.log(
    `time: build ${s(built - started)} s, start ${s(ready - built)} s, captures ${captureSeconds.toFixed(1)} s, total ${s(performance.now() - started)} s`,
  );
  console.log(
    `work summed over pages: render ${s(spent.render)} s, settle ${s(spent.settle)} s, screenshot ${s(spent.screenshot)} s, axe ${s(spent.axe)} s, compare ${s(spent.compare)} s`,
  );
  console.log(`seconds per capture: ${perCapture.toFixed(3)}`);
  if (failures.length) console.log(`diff images: ${path.relative(root, outDir)}/`);
  console.log(
    `Visual: ${passed} passed, ${failures.length} failed, ${retried.length} retried, ${stalePaints.length} re-shot`,
  );
  process.exitCode = failures.length ? 1 : 0;
}

await main();
