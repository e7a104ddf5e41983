// What every end-to-end suite shares: the reference server serving the built web app on a fresh
// database, and Debian's Chromium through playwright-core. See e2e/README.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/chromium.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST = path.join(ROOT, 'apps/web/dist');

export interface SiteOptions {
  /** Adds to (or overrides) the server's environment. */
  env?: Record<string, string>;
}

export interface NewPageOptions {
  /** Let the daily popup ad show (by default it counts as already seen today). */
  popupAd?: boolean;
  /**
   * Ask the first-visit 18+ question (by default it counts as answered "Yes" on this browser,
   * as for a player who answered it once: the journeys are about what comes after).
   */
  ageGate?: boolean;
}

export interface Site {
  /** The server's address, without a trailing slash (`http://127.0.0.1:41234`). */
  base: string;
  browser: Browser;
  /** A fresh browser context (own storage) with one page in it. */
  newPage: (options?: NewPageOptions) => Promise<Page>;
  /** Ends the browser and the server and removes the database. */
  stop: () => Promise<void>;
  /** Everything the server printed so far (stdout and stderr). */
  log: () => string;
}

/**
 * Starts `apps/server` on a free port with a fresh database in a temporary directory, and
 * Chromium. Resolves once the server printed its address.
 */
export async function startSite({ env = {} }: SiteOptions = {}): Promise<Site> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('build the site first: npx pnpm@12.21.0 --filter @touchline/web build');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-e2e-'));
  let log = '';
  // as apps/server's start script: node with tsx's loader (the tsx wrapper's signal relay would
  // SIGKILL a server still closing its database on stop)
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=@touchline/source',
      path.join(ROOT, 'apps/server/src/main.ts'),
    ],
    {
      cwd: path.join(ROOT, 'apps/server'),
      // a fresh embedded database, whatever DATABASE_URL the suite around it runs with
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: '0',
        DATA_DIR: dataDir,
        WEB_DIST,
        NODE_ENV: 'development',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // a harness that ends without stop() (an uncaught error, a closed pipe: `bench … | head`)
  // takes its server with it, instead of leaving it running the simulated feed
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  // a suite that failed shows what its server said (a CI run keeps only what was printed)
  process.once('exit', () => {
    if (process.exitCode) writeSync(2, serverLogReport(log));
  });
  const base = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const ready = /Touchline is ready at (http:\/\/\S+)/.exec(log);
      if (ready?.[1]) resolve(ready[1].replace(/\/$/, ''));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${log}`)));
  });
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  async function newPage({ popupAd = false, ageGate = false }: NewPageOptions = {}): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (!ageGate) {
      // the one place the journeys answer the 18+ gate (apps/web store: AGE_CONFIRMED_KEY)
      await context.addInitScript(() => localStorage.setItem('ageConfirmed', '1'));
    }
    if (!popupAd) {
      // Runs in the page, from its source text: no named inner functions, which tsx compiles to
      // calls of a `__name` helper the page does not have.
      await context.addInitScript(() => {
        const d = new Date();
        const today = [d.getFullYear(), d.getMonth() + 1, d.getDate()]
          .map((n) => String(n).padStart(2, '0'))
          .join('-');
        for (const user of ['NO_LOGIN', 'demo', 'host', 'admin']) {
          if (!localStorage.getItem(`popupAdRecord_${user}`)) {
            localStorage.setItem(`popupAdRecord_${user}`, JSON.stringify({ date: today, ids: [] }));
          }
        }
      });
    }
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[page error] ${page.url()}: ${error.message}`));
    return page;
  }

  async function stop(): Promise<void> {
    // the exit hook stays until the server is gone: a harness that dies while stopping (a closed
    // pipe's EPIPE while the browser closes) still takes its server along
    await browser.close();
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // it finishes the requests under way and closes the database; a hung one is ended
      const hung = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(hung);
    }
    process.off('exit', orphaned);
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { base, browser, newPage, stop, log: () => log };
}

export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** How many of the server's last lines a failed suite prints. */
export const SERVER_LOG_LINES = 150;

/** The end of a server's log, headed, as a failed suite prints it. */
export function serverLogReport(log: string, lines = SERVER_LOG_LINES): string {
  const all = log.trimEnd().split('\n');
  const shown = all.slice(-lines);
  const skipped = all.length - shown.length;
  return [
    '',
    `== the server's log (a test in ${path.basename(process.argv[1] ?? 'this suite')} failed)${skipped > 0 ? `: its last ${shown.length} of ${all.length} lines` : ''}`,
    ...shown,
    "== end of the server's log",
    '',
  ].join('\n');
}

/** Logs in through the header's dialog and waits until the session is marked as started. */
export async function logIn(page: Page, userName: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('User name').fill(userName);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  // a refusal the dialog shows (under the form, or at a field) ends the wait at once, with the
  // dialog's words, rather than as a timeout
  const refusal = dialog.locator('[role="alert"], [aria-invalid="true"]').first();
  const refused = await Promise.race([
    page.waitForFunction(() => !!localStorage.getItem('session')).then(() => null),
    refusal.waitFor().then(async () => (await dialog.innerText()).replace(/\s+/g, ' ')),
  ]);
  assert.equal(refused, null, `the log-in of ${userName} was refused; the dialog says`);
  // a host or a super admin is told they continue on the partner site (vtob): acknowledged
  const ok = dialog.getByRole('button', { name: 'OK', exact: true });
  await Promise.race([
    dialog.waitFor({ state: 'detached' }),
    ok
      .click()
      .catch(() => undefined)
      .then(() => dialog.waitFor({ state: 'detached' })),
  ]);
}

/**
 * The storage of a browser context where `demo` is logged in on `site` (its session cookie and the
 * web's marker): the benches and the budget check open member pages in contexts made with it.
 */
export async function memberStorage(site: Site) {
  const page = await site.newPage();
  await page.goto(`${site.base}/`);
  await logIn(page, 'demo', 'demo1234');
  const state = await page.context().storageState();
  await page.context().close();
  return state;
}

/**
 * A script for the page before any other (`addInitScript`): React finds the hook React DevTools
 * uses as it starts, and runs `onCommit` (source, with the committed `root` in scope) at each
 * commit. `setup` (source) runs first, once; its names are in scope of `onCommit`.
 */
export const reactCommitHook = (setup: string, onCommit: string): string => `(() => {
  ${setup}
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id, root) => {
      ${onCommit}
    },
  };
})();`;

/** Generous: a shared 2-core machine runs the server, Chromium and the test at once. */
export const E2E_WAIT_MS = 60_000;

/** A money text (`₫9,987.66`, `12.34`) as exact minor units. */
export function minor(text: string | null | undefined): bigint {
  const plain = (text ?? '').replace(/[^\d.-]/g, '');
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(plain);
  assert.ok(match, `an amount with two decimals: ${JSON.stringify(text)}`);
  const value = BigInt(match[2] ?? '') * 100n + BigInt(match[3] ?? '');
  return match[1] ? -value : value;
}

/** The header's balance, once the wallet has loaded, in minor units. */
export async function balance(page: Page): Promise<bigint> {
  const amount = page
    .getByRole('banner')
    .getByText('Balance', { exact: true })
    .locator('xpath=following-sibling::*[1]');
  return minor(await amount.textContent());
}

/** Waits until the header shows exactly `expected` (minor units); fails with what it showed. */
export async function balanceBecomes(page: Page, expected: bigint): Promise<void> {
  const deadline = Date.now() + E2E_WAIT_MS;
  let shown: bigint | null = null;
  while (Date.now() < deadline) {
    shown = await balance(page);
    if (shown === expected) return;
    await page.waitForTimeout(250);
  }
  assert.equal(shown, expected, 'the balance shown in the header');
}

/**
 * The steps of one journey, in order, since each needs the last: a step after a failed one is
 * skipped (naming it), and a failure leaves a full-page screenshot of each of the journey's tabs
 * in `test-results/<folder>` (`tabs` gives them by name; one not opened yet is left out).
 */
export function journeySteps(
  folder: string,
  tabs: () => Record<string, Page | undefined>,
): (name: string, run: () => Promise<void>) => void {
  const shots = path.join(ROOT, 'test-results', folder);
  let failed: string | null = null;
  return (name, run) => {
    it(name, async (t) => {
      if (failed) {
        t.skip(`after the failed step: ${failed}`);
        return;
      }
      try {
        await run();
      } catch (error) {
        failed = name;
        mkdirSync(shots, { recursive: true });
        for (const [who, page] of Object.entries(tabs())) {
          await page
            ?.screenshot({ path: path.join(shots, `${who}.png`), fullPage: true })
            .catch(() => undefined);
        }
        throw error;
      }
    });
  };
}
