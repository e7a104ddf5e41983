import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { CONTENT_SECURITY_POLICY } from './security.ts';

/**
 * The built web app, served by this server with its security headers, loaded in a real browser:
 * the page renders and the browser reports no Content-Security-Policy violation. Uses Debian's
 * Chromium (no test tool downloads one); without it the test is skipped, unless
 * REQUIRE_BROWSER=1 (CI), where that is a failure.
 */

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const HAVE_BROWSER = existsSync(CHROMIUM);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const WEB = path.join(ROOT, 'apps/web');
const VITE = path.join(ROOT, 'node_modules/vite/bin/vite.js');

const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

interface ViolationEvent {
  violatedDirective: string;
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
}

/**
 * What the functions run in the page use of it (the server's types have no DOM): they reach it
 * through `globalThis`, cast to this.
 */
interface Page {
  __csp?: Violation[];
  __inline?: boolean;
  document: {
    addEventListener(type: 'securitypolicyviolation', listener: (e: ViolationEvent) => void): void;
    getElementById(id: string): { childElementCount: number } | null;
    createElement(tag: 'script'): { textContent: string | null };
    body: { append(node: unknown): void };
  };
}

describe('the built web app under the security headers', () => {
  it.runIf(!HAVE_BROWSER && process.env.REQUIRE_BROWSER === '1')('needs Chromium in CI', () => {
    expect.fail(`no Chromium at ${CHROMIUM}, and REQUIRE_BROWSER=1`);
  });

  describe.runIf(HAVE_BROWSER)('in Chromium', () => {
    let dist: string;
    let s: TestApp;
    let origin: string;
    let browser: Browser;

    beforeAll(async () => {
      // a build of its own, so the test never reads a stale or half-written apps/web/dist
      dist = mkdtempSync(path.join(tmpdir(), 'tl-web-dist-'));
      execFileSync(
        process.execPath,
        [VITE, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
        { cwd: WEB, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      s = await openTestApp('pglite', { webDist: dist });
      origin = await s.app.listen({ host: '127.0.0.1', port: 0 });
      browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
    }, 240_000);

    /**
     * The one violation tolerated: zod 4's feature probe, `try { Function('') } catch {}` in its
     * `allowsEval`, which the browser reports although zod catches the refusal and parses without
     * eval. It goes once the web app sets `z.config({ jitless: true })` before its first parse; any
     * other eval, from any other code, still fails the test.
     */
    async function zodEvalProbes(violations: Violation[]): Promise<Violation[]> {
      const probes: Violation[] = [];
      for (const v of violations) {
        if (v.directive !== 'script-src' || v.blocked !== 'eval') continue;
        const file = v.source.replace(/:\d+$/, '');
        if (!file.startsWith(`${origin}/assets/`)) continue;
        const code = await (await fetch(file)).text();
        if (
          /navigator\?\.userAgent\?\.includes\(.Cloudflare.\)\)return!1;try\{return Function\(``\),!0\}catch\{return!1\}/.test(
            code,
          )
        ) {
          probes.push(v);
        }
      }
      return probes;
    }

    afterAll(async () => {
      await browser?.close();
      await s?.dispose();
      if (dist) rmSync(dist, { recursive: true, force: true });
    });

    it.each(['/', '/Promotion', '/some/deep/page?lang=vi'])(
      'renders %s with no CSP violation (zod’s caught eval probe aside)',
      async (page) => {
        const context = await browser.newContext();
        try {
          const tab = await context.newPage();
          await tab.addInitScript(() => {
            const page = globalThis as unknown as Page;
            const seen: Violation[] = [];
            page.__csp = seen;
            page.document.addEventListener('securitypolicyviolation', (event) => {
              seen.push({
                directive: event.violatedDirective,
                blocked: event.blockedURI,
                source: `${event.sourceFile}:${event.lineNumber}`,
              });
            });
          });
          const reports: string[] = [];
          tab.on('console', (message) => {
            if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
          });
          const response = await tab.goto(`${origin}${page}`, { waitUntil: 'load', timeout: 0 });
          expect(response?.status()).toBe(200);
          expect(response?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
          // the app mounts once its language pack has loaded: wait for it, then for the network
          await tab.waitForFunction(
            () =>
              ((globalThis as unknown as Page).document.getElementById('root')?.childElementCount ??
                0) > 0,
            undefined,
            { timeout: 0 },
          );
          await tab.waitForLoadState('networkidle', { timeout: 0 });
          const violations = await tab.evaluate(() => (globalThis as unknown as Page).__csp);
          const probes = await zodEvalProbes(violations ?? []);
          expect(violations?.filter((v) => !probes.includes(v))).toEqual([]);
          expect(reports.filter((r) => !(probes.length > 0 && /'unsafe-eval'/.test(r)))).toEqual(
            [],
          );
        } finally {
          await context.close();
        }
      },
      240_000,
    );

    it('notices a violation when there is one: an inline script is blocked', async () => {
      const context = await browser.newContext();
      try {
        const tab = await context.newPage();
        await tab.goto(`${origin}/`, { waitUntil: 'load', timeout: 0 });
        const outcome = await tab.evaluate(
          () =>
            new Promise<{ directive: string; ran: boolean }>((resolve) => {
              const page = globalThis as unknown as Page;
              page.document.addEventListener('securitypolicyviolation', (event) => {
                resolve({ directive: event.effectiveDirective, ran: page.__inline === true });
              });
              const script = page.document.createElement('script');
              script.textContent = 'window.__inline = true;';
              page.document.body.append(script);
            }),
        );
        expect(outcome).toEqual({ directive: 'script-src-elem', ran: false });
      } finally {
        await context.close();
      }
    }, 240_000);
  });
});
