import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { BROWSER_ARGS, CHROMIUM, HAVE_BROWSER } from '../testing/browser.ts';
import { contentSecurityPolicy } from './security.ts';

/**
 * The built web app, served by this server with its security headers, loaded in a real browser:
 * the page renders and the browser reports no Content-Security-Policy violation, and a `<style>`
 * element applies only when it carries the page's nonce. Uses Debian's
 * Chromium (no test tool downloads one); without it the test is skipped, unless
 * REQUIRE_BROWSER=1 (CI), where that is a failure.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const WEB = path.join(ROOT, 'apps/web');
const VITE = path.join(ROOT, 'node_modules/vite/bin/vite.js');

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
    createElement(tag: 'script' | 'style' | 'p'): PageElement;
    querySelector(selector: string): PageElement | null;
    body: { append(node: unknown): void };
    head: { append(node: unknown): void };
  };
  getComputedStyle(element: PageElement): { outlineStyle: string };
}

interface PageElement {
  textContent: string | null;
  id: string;
  nonce: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
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
      browser = await chromium.launch({ executablePath: CHROMIUM, args: [...BROWSER_ARGS] });
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
          // the page's policy names the nonce the server wrote into it, and only that one
          const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(
            (await response?.text()) ?? '',
          )?.[1];
          expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
          expect(response?.headers()['content-security-policy']).toBe(
            contentSecurityPolicy({}, nonce),
          );
          // inline only for style attributes, which the server-rendered HTML carries (ADR 039)
          const policy = response?.headers()['content-security-policy'] ?? '';
          expect(policy.replace("style-src-attr 'unsafe-inline'", '')).not.toContain(
            'unsafe-inline',
          );
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

    it('applies a <style> that carries the page’s nonce and refuses one that does not', async () => {
      const context = await browser.newContext();
      try {
        const tab = await context.newPage();
        await tab.goto(`${origin}/`, { waitUntil: 'load', timeout: 0 });
        const outcome = await tab.evaluate(
          () =>
            new Promise<{ hidden: string | null; applied: string[]; refused: string[] }>(
              (resolve) => {
                const page = globalThis as unknown as Page;
                const meta = page.document.querySelector('meta[property="csp-nonce"]');
                const refused: string[] = [];
                const applied: string[] = [];
                // the two styles without the page's nonce are refused: done once both are reported
                page.document.addEventListener('securitypolicyviolation', (event) => {
                  refused.push(event.effectiveDirective);
                  if (refused.length === 2) {
                    resolve({ hidden: meta?.getAttribute('nonce') ?? null, applied, refused });
                  }
                });
                const probe = page.document.createElement('p');
                probe.id = 'probe';
                page.document.body.append(probe);
                for (const [nonce, outline] of [
                  [meta?.nonce ?? '', 'dotted'],
                  ['', 'dashed'],
                  ['bm90LXRoZS1wYWdlcw==', 'double'],
                ] as const) {
                  const style = page.document.createElement('style');
                  if (nonce) style.setAttribute('nonce', nonce);
                  style.textContent = `#probe { outline-style: ${outline} !important; }`;
                  page.document.head.append(style);
                  applied.push(page.getComputedStyle(probe).outlineStyle);
                }
              },
            ),
        );
        // the browser hides the nonce from the attribute (and so from CSS selectors)
        expect(outcome.hidden).toBe('');
        expect(outcome.applied).toEqual(['dotted', 'dotted', 'dotted']);
        expect(outcome.refused).toEqual(['style-src-elem', 'style-src-elem']);
      } finally {
        await context.close();
      }
    }, 240_000);

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
