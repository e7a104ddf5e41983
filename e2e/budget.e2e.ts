// The size budget of each page (issue 16): the gzip JavaScript and CSS a cold visit to the built
// site downloads, against the budgets of e2e/budgets.ts. Prints the table; fails when a page is
// over. Bytes are deterministic, so this check is a plain comparison, never a timing.
import { after, before, it } from 'node:test';
import assert from 'node:assert/strict';
import { PAGE_BUDGETS } from './budgets.ts';
import { startSite, type Site } from './harness.ts';
import { budgetTable, measurePages, overBudget } from './pageBytes.ts';

let site: Site;

before(async () => {
  site = await startSite();
});

after(async () => {
  await site?.stop();
});

it('keeps every page within its JavaScript, CSS and file budgets', async () => {
  const results = await measurePages(site, PAGE_BUDGETS);
  console.log(
    `\npage size budgets (gzip, zlib level 9; e2e/budgets.ts)\n${budgetTable(results)}\n`,
  );
  assert.deepEqual(results.flatMap(overBudget), []);
});
