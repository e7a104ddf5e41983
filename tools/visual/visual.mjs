#!/usr/bin/env node
// Visual regression and accessibility of every story, in Debian's Chromium.
//
//   node tools/visual/visual.mjs            build Storybook, compare every story × theme with its baseline
//   node tools/visual/visual.mjs --update   rewrite the baselines (and drop the ones of deleted stories)
//   --no-build                              reuse storybook-static/
//   --filter <text>[,<text>…]               only stories whose id contains one of the texts
//   --static-dir <dir>                      use a Storybook built there (implies --no-build)
//   --no-compare                            render and run axe only; screenshots are written to the
//                                           output folder to look at, not compared
//   --out-dir <dir>                         where diff images (or screenshots) go
//
// A story fails when its screenshot differs from the committed baseline by more than
// MAX_DIFF_RATIO of its pixels in five fresh loads (a diff image is written to test-results/visual/), when it has no
// baseline, when it throws while rendering, or when axe finds a serious or critical violation.
/* global document, window, requestAnimationFrame -- inside page.evaluate, which runs in the browser */
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
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const staticAt = process.argv.indexOf('--static-dir');
const staticDir =
  staticAt >= 0 ? path.resolve(process.argv[staticAt + 1]) : path.join(root, 'storybook-static');
const baselineDir = path.join(root, 'tools/visual/baselines');
const outAt = process.argv.indexOf('--out-dir');
const outDir =
  outAt >= 0 ? path.resolve(process.argv[outAt + 1]) : path.join(root, 'test-results/visual');
const THEMES = ['dark', 'light'];
const MAX_DIFF_RATIO = 0.001; // 0.1 % of the pixels
const PIXEL_THRESHOLD = 0.1; // pixelmatch per-pixel colour distance
const CONCURRENCY = 2;
const VIEWPORTS = {
  default: { width: 1024, height: 768 },
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
};
// screenshots: the same text rendering and colours on every machine
export const CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS,
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
const FREEZE_CSS = `*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;
  animation-iteration-count:1!important;transition:none!important;caret-color:transparent!important}`;

const args = process.argv.slice(2);
const update = args.includes('--update');
const build = !args.includes('--no-build') && staticAt < 0;
// Render and axe only, without screenshots compared (for checking stories while writing them).
const compareShots = !args.includes('--no-compare');
const filterAt = args.indexOf('--filter');
const filter = filterAt >= 0 ? args[filterAt + 1].split(',').filter(Boolean) : null;

const MIME = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
};

function serve(dir) {
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

function viewportFor(entry) {
  const tags = entry.tags ?? [];
  if (tags.includes('viewport-mobile')) return VIEWPORTS.mobile;
  if (tags.includes('viewport-desktop') || entry.title.startsWith('Screens/'))
    return VIEWPORTS.desktop;
  return VIEWPORTS.default;
}

async function capture(context, base, entry, theme) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.setViewportSize(viewportFor(entry));
    const url = `${base}/iframe.html?id=${entry.id}&viewMode=story&globals=theme:${theme}`;
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.addStyleTag({ content: FREEZE_CSS });
    // Storybook shows the story once it has left its "preparing" states; until then a loader
    // can still take space above it.
    await page.waitForFunction(
      () => {
        const body = document.body.classList;
        if (body.contains('sb-show-errordisplay')) return true;
        const ready =
          !body.contains('sb-show-preparing-story') && !body.contains('sb-show-preparing-docs');
        return (
          ready &&
          body.contains('sb-show-main') &&
          (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0
        );
      },
      undefined,
      { timeout: 15_000 },
    );
    if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
      const text = await page
        .locator('#error-message')
        .innerText()
        .catch(() => '');
      throw new Error(`story failed to render: ${text || errors.join('; ')}`);
    }
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    // Grow the viewport to the content instead of a full-page capture, which has been seen to
    // repeat parts of the page when the content is about as tall as the viewport.
    const viewport = viewportFor(entry);
    const height = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight));
    if (height > viewport.height) {
      await page.setViewportSize({ width: viewport.width, height: Math.min(height, 8_000) });
    }
    await settleImages(page);
    const png = await stableScreenshot(page);
    const axe = await analyzeWithAxe(page);
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    return { png, serious };
  } finally {
    await page.close();
  }
}

/**
 * Lazy images start loading when they scroll into view, which growing the viewport does: wait
 * for the network to go quiet and for every image in the page to be loaded (or failed) and
 * decoded, so a capture never catches one half-way.
 */
async function settleImages(page) {
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  await page.waitForLoadState('networkidle');
  // A lazy image that is in view and not yet loaded or failed (a story of the loading state
  // itself stays so: give up waiting after a while, that state is what it shows).
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
      { timeout: 8_000, polling: 100 },
    )
    .catch(() => undefined);
  await page.evaluate(() =>
    Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))),
  );
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
}

/**
 * Headless Chromium without a GPU now and then paints a stale tile into a capture (part of the
 * page repeated at another height, seen on fixed bars and after the viewport grows). Such a
 * frame does not repeat: take captures until two in a row are the same.
 */
async function stableScreenshot(page) {
  const shoot = () => page.screenshot({ animations: 'disabled', caret: 'hide' });
  const nextFrame = () =>
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  let previous = await shoot();
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await nextFrame();
    const current = await shoot();
    if (current.equals(previous)) return current;
    previous = current;
  }
  throw new Error('screenshot: the page did not paint the same twice in a row');
}

/**
 * Storybook's a11y addon runs axe in the preview after each render; a second run started while
 * that one is under way is refused with "Axe is already running". Wait for it and ask again.
 */
async function analyzeWithAxe(page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await new AxeBuilder({ page }).include('#storybook-root').analyze();
    } catch (error) {
      if (attempt >= 10 || !/already running/i.test(String(error?.message ?? error))) throw error;
      await page.waitForTimeout(300 * attempt);
    }
  }
}

/** Two captures alike within the comparison's tolerance. */
function alike(a, b) {
  const x = PNG.sync.read(a);
  const y = PNG.sync.read(b);
  if (x.width !== y.width || x.height !== y.height) return false;
  const changed = pixelmatch(x.data, y.data, null, x.width, x.height, {
    threshold: PIXEL_THRESHOLD,
  });
  return changed / (x.width * x.height) <= MAX_DIFF_RATIO;
}

/**
 * A baseline is the page as it usually paints: a second capture from a fresh load must agree
 * with the first, else a third decides (the one that agrees with another is kept).
 */
async function settledPng(first, again) {
  const second = (await again()).png;
  if (alike(first, second)) return first;
  const third = (await again()).png;
  if (alike(third, first)) return first;
  if (alike(third, second)) return second;
  throw new Error('the page painted three different ways: no baseline written');
}

function compare(actualPng, baselineFile, diffFile) {
  if (!existsSync(baselineFile)) return { ok: false, reason: 'no baseline (run with --update)' };
  const actual = PNG.sync.read(actualPng);
  const expected = PNG.sync.read(readFileSync(baselineFile));
  if (actual.width !== expected.width || actual.height !== expected.height) {
    writeFileSync(diffFile.replace(/\.diff\.png$/, '.actual.png'), actualPng);
    return {
      ok: false,
      reason: `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`,
    };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const changed = pixelmatch(actual.data, expected.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = changed / (actual.width * actual.height);
  if (ratio > MAX_DIFF_RATIO) {
    writeFileSync(diffFile, PNG.sync.write(diff));
    writeFileSync(diffFile.replace(/\.diff\.png$/, '.actual.png'), actualPng);
    return { ok: false, reason: `${changed} pixels differ (${(ratio * 100).toFixed(3)} %)` };
  }
  return { ok: true };
}

async function main() {
  const started = Date.now();
  if (build) {
    execFileSync('npx', ['storybook', 'build', '--quiet', '--output-dir', staticDir], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
  }
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries)
    .filter((e) => e.type === 'story')
    .filter((e) => !filter || filter.some((text) => e.id.includes(text)))
    .sort((a, b) => a.id.localeCompare(b.id));
  mkdirSync(baselineDir, { recursive: true });
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const server = await serve(staticDir);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  // The first page a fresh browser paints has shown stray repeated content in its screenshot:
  // paint one story and throw it away before capturing.
  if (stories[0]) await capture(context, base, stories[0], THEMES[0]).catch(() => undefined);
  const jobs = stories.flatMap((entry) => THEMES.map((theme) => ({ entry, theme })));
  const failures = [];
  let passed = 0;
  let next = 0;
  async function worker() {
    while (next < jobs.length) {
      const { entry, theme } = jobs[next++];
      const name = `${entry.id}.${theme}`;
      try {
        const { png, serious } = await capture(context, base, entry, theme);
        const problems = serious.map(
          (v) => `axe ${v.impact} ${v.id}: ${v.help} (${v.nodes.length} node(s))`,
        );
        const baselineFile = path.join(baselineDir, `${name}.png`);
        if (update) {
          // an unchanged story keeps its baseline (no churn in the history)
          const same = existsSync(baselineFile) && alike(png, readFileSync(baselineFile));
          if (!same)
            writeFileSync(
              baselineFile,
              await settledPng(png, () => capture(context, base, entry, theme)),
            );
        } else if (!compareShots) writeFileSync(path.join(outDir, `${name}.png`), png);
        else {
          let result = compare(png, baselineFile, path.join(outDir, `${name}.diff.png`));
          // A real change differs every time; a paint glitch or a rare layout of the page (a
          // one-pixel shift seen in a few screens) does not repeat: look again, a few times.
          for (let retry = 0; retry < 4 && !result.ok && existsSync(baselineFile); retry += 1) {
            const again = await capture(context, base, entry, theme);
            result = compare(again.png, baselineFile, path.join(outDir, `${name}.diff.png`));
            if (result.ok)
              for (const suffix of ['diff', 'actual'])
                rmSync(path.join(outDir, `${name}.${suffix}.png`), { force: true });
          }
          if (!result.ok) problems.push(`screenshot: ${result.reason}`);
        }
        if (problems.length) failures.push({ name, problems });
        else passed += 1;
        const done = passed + failures.length;
        if (done % 100 === 0)
          console.log(`  ${done}/${jobs.length} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      } catch (error) {
        failures.push({ name, problems: [String(error?.message ?? error).split('\n')[0]] });
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await browser.close();
  server.close();

  if (update && !filter) {
    const wanted = new Set(jobs.map(({ entry, theme }) => `${entry.id}.${theme}.png`));
    for (const file of readdirSync(baselineDir))
      if (!wanted.has(file)) unlinkSync(path.join(baselineDir, file));
  }
  for (const f of failures) console.log(`✗ ${f.name}\n    ${f.problems.join('\n    ')}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `\n${stories.length} stories × ${THEMES.length} themes in ${seconds} s${update ? ' (baselines written)' : ''}`,
  );
  if (failures.length) console.log(`diff images: ${path.relative(root, outDir)}/`);
  console.log(`Visual: ${passed} passed, ${failures.length} failed`);
  process.exitCode = failures.length ? 1 : 0;
}

await main();
