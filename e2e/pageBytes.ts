// What a player's browser downloads for a page: the JavaScript and CSS files of the built site
// that a cold visit fetched until the network went idle, and their raw and gzip sizes. Shared by
// the budget check (budget.e2e.ts) and `node bench/run.mjs bundle-size`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { PageBudget } from './budgets.ts';
import { memberStorage, WEB_DIST, type Site } from './harness.ts';

export interface Bytes {
  files: number;
  raw: number;
  gzip: number;
}

export interface PageBytes {
  budget: PageBudget;
  js: Bytes;
  css: Bytes;
  /** Each file's path with its gzip bytes, largest first. */
  detail: { file: string; raw: number; gzip: number }[];
}

/** The site's JS and CSS paths a page fetched until the network was idle. */
async function loaded(page: Page, url: string): Promise<Set<string>> {
  const files = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\.(js|css)$/.test(pathname)) files.add(pathname);
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return files;
}

function measure(files: Set<string>) {
  const detail: PageBytes['detail'] = [];
  for (const pathname of files) {
    const file = path.join(WEB_DIST, decodeURIComponent(pathname));
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    detail.push({ file: pathname, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  detail.sort((a, b) => b.gzip - a.gzip);
  const sum = (extension: string): Bytes => {
    const of = detail.filter((d) => d.file.endsWith(extension));
    return {
      files: of.length,
      raw: of.reduce((n, d) => n + d.raw, 0),
      gzip: of.reduce((n, d) => n + d.gzip, 0),
    };
  };
  return { js: sum('.js'), css: sum('.css'), detail };
}

/** Visits each page cold (a fresh context: empty cache) and measures what it downloaded. */
export async function measurePages(
  site: Site,
  budgets: readonly PageBudget[],
): Promise<PageBytes[]> {
  let state: Awaited<ReturnType<typeof memberStorage>> | undefined;
  const results: PageBytes[] = [];
  // The server's first render of a page, just after it started, can miss its time limit while
  // the server is still busy starting (its demo's first steps): the page then comes without its
  // HTML and fetches its data itself, which loads the API clients. A player's page comes from a
  // server that has been up a while; each page is asked for once before it is measured.
  for (const budget of budgets) await (await fetch(`${site.base}${budget.path}`)).text();
  for (const budget of budgets) {
    let page: Page;
    if (budget.member) {
      state ??= await memberStorage(site);
      const context = await site.browser.newContext({
        storageState: state,
        viewport: { width: 1280, height: 800 },
      });
      page = await context.newPage();
    } else {
      page = await site.newPage();
    }
    const files = await loaded(page, `${site.base}${budget.path}`);
    await page.context().close();
    results.push({ budget, ...measure(files) });
  }
  return results;
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** Whether each of a page's figures is within its budget. */
export function overBudget(result: PageBytes): string[] {
  const over: string[] = [];
  const { budget, js, css } = result;
  if (js.gzip > budget.jsKb * 1024)
    over.push(`${budget.label}: JS ${kb(js.gzip)} kB gzip > budget ${budget.jsKb} kB`);
  if (css.gzip > budget.cssKb * 1024)
    over.push(`${budget.label}: CSS ${kb(css.gzip)} kB gzip > budget ${budget.cssKb} kB`);
  if (js.files + css.files > budget.files)
    over.push(`${budget.label}: ${js.files + css.files} files > budget ${budget.files}`);
  return over;
}

/**
 * The table: page, kind, files, gzip kB, raw kB, budget, issue 16's goal; then the page's files
 * (JS and CSS) against their budget.
 */
export function budgetTable(results: readonly PageBytes[]): string {
  const rows = [['page', 'kind', 'files', 'gzip kB', 'raw kB', 'budget kB', 'goal kB', '']];
  for (const result of results) {
    const { budget } = result;
    for (const kind of ['js', 'css'] as const) {
      const bytes = result[kind];
      const limit = kind === 'js' ? budget.jsKb : budget.cssKb;
      rows.push([
        kind === 'js' ? budget.label : '',
        kind.toUpperCase(),
        String(bytes.files),
        kb(bytes.gzip),
        kb(bytes.raw),
        String(limit),
        kind === 'js' ? String(budget.goalJsKb) : '',
        bytes.gzip > limit * 1024 ? 'OVER' : 'ok',
      ]);
    }
    const files = result.js.files + result.css.files;
    rows.push([
      '',
      'files',
      String(files),
      '',
      '',
      String(budget.files),
      '',
      files > budget.files ? 'OVER' : 'ok',
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) =>
          i === 0 || i === 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
