#!/usr/bin/env node
/**
 * What a player's browser downloads: the JavaScript and CSS that `/` (a visitor) and `/sports`
 * (the `demo` member) load on a cold visit to the built site, served by the reference server on a
 * fresh database. Prints the table of e2e/budgets.ts's pages (files, gzip size at zlib level 9,
 * raw size, CI's budget and issue 16's goal), then each page's files; asserts nothing (the
 * budget check is e2e/budget.e2e.ts).
 *
 *   node bench/run.mjs bundle-size        (builds apps/web/dist when it is missing)
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PAGE_BUDGETS } from '../e2e/budgets.ts';
import { ROOT, startSite, WEB_DIST } from '../e2e/harness.ts';
import { budgetTable, kb, measurePages } from '../e2e/pageBytes.ts';

if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
  console.log('no built web app: building it (vite build)…');
  execFileSync('npx', ['vite', 'build'], { cwd: path.join(ROOT, 'apps/web'), stdio: 'inherit' });
}

const site = await startSite();
try {
  const results = await measurePages(site, PAGE_BUDGETS);
  console.log(budgetTable(results));
  for (const { budget, detail } of results) {
    console.log(`\n${budget.label}: gzip kB, raw kB, file`);
    for (const { file, raw, gzip } of detail) {
      console.log(`${kb(gzip).padStart(7)} ${kb(raw).padStart(7)}  ${file}`);
    }
  }
} finally {
  await site.stop();
}
