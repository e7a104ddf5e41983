// The super-admin centre's sportsbook journey (issue 22, ADR 032) against the built web app
// served by the reference server on a fresh database, in two browser contexts: the operator
// (`admin`) and the member (`demo`) with a pick in their open bet slip. Run: see e2e/README.md.
//
// One journey, in order: the member picks a price of an upcoming match; the admin opens that
// match in the centre and suspends the market with a reason; the member's open slip shows the
// selection locked without a reload (the match's odds topic); the audit log lists the suspension
// with the values before and after; the admin reopens it and the slip unlocks.
import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { E2E_WAIT_MS, journeySteps, logIn, startSite, type Site } from './harness.ts';

let site: Site;
let base: string;
let admin: Page;
let member: Page;
let matchId = 0;
let marketName = '';
let label = '';
const reason = `E2E suspicious pattern ${Date.now().toString(36)}`;

before(async () => {
  site = await startSite();
  base = site.base;
});

after(async () => {
  await site?.stop();
});

const step = journeySteps('admin-sportsbook-e2e', () => ({ admin, member }));

/** A price cell: its name ends with the price (and the move, while it flashes). */
const PRICE_NAME = /, \d+(\.\d+)?(, Price went (up|down))?$/;

async function loggedIn(userName: string, password: string): Promise<Page> {
  const page = await site.newPage();
  page.setDefaultTimeout(E2E_WAIT_MS);
  await page.goto(base);
  await page.getByRole('heading', { level: 1, name: 'Today on Touchline' }).waitFor();
  await logIn(page, userName, password);
  return page;
}

const slipOf = (page: Page): Locator => page.getByRole('complementary', { name: 'Bet slip' });
/** The slip's line of the pick. */
const pickOf = (page: Page): Locator =>
  slipOf(page).getByRole('listitem').filter({ hasText: label }).filter({ hasText: marketName });

async function statusBecomes(locator: Locator, status: string): Promise<void> {
  const deadline = Date.now() + E2E_WAIT_MS;
  for (;;) {
    const now = await locator.first().getAttribute('data-status');
    if (now === status) return;
    if (Date.now() > deadline) assert.fail(`the pick stays ${now}, not ${status}`);
    await locator.page().waitForTimeout(100);
  }
}

describe('the super-admin centre’s sportsbook', () => {
  step('the member picks a price of an upcoming match; the slip holds it', async () => {
    member = await loggedIn('demo', 'demo1234');
    await member.goto(`${base}/sports?tab=early`);
    const row = member
      .getByRole('list', { name: 'Matches' })
      .getByRole('article')
      .filter({ has: member.getByRole('button', { name: PRICE_NAME, disabled: false }) })
      .first();
    await row.getByRole('button', { name: /^More markets/ }).click();
    await member.waitForURL(/\/sports\/sportsdetail\/\d+$/);
    matchId = Number(/(\d+)$/.exec(new URL(member.url()).pathname)![1]);
    const cell = member
      .getByRole('region')
      .filter({ has: member.getByRole('heading', { level: 2 }) })
      .getByRole('button', { name: PRICE_NAME, disabled: false })
      .first();
    const name = (await cell.getAttribute('aria-label')) ?? '';
    [, marketName = '', label = ''] = name.split(', ');
    assert.ok(marketName && label, `a price cell's name: ${name}`);
    await cell.click();
    await pickOf(member).waitFor();
    await statusBecomes(pickOf(member), 'open');
  });

  step('the admin opens the match and suspends the market with a reason', async () => {
    admin = await loggedIn('admin', 'admin1234');
    await admin.goto(`${base}/superadmincenter?tab=sportsbook&match=${matchId}`);
    await admin.getByRole('heading', { level: 1, name: 'Super-admin centre' }).waitFor();
    const markets = admin.getByRole('list', { name: 'Markets' });
    await markets.getByRole('button', { name: `Suspend ${marketName}`, exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: new RegExp(`^Suspend ${marketName} of`) });
    await dialog.getByRole('textbox', { name: 'Reason (kept in the audit log)' }).fill(reason);
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await admin.getByText('Suspended: members see it locked.').waitFor();
    await markets.getByRole('button', { name: `Reopen ${marketName}`, exact: true }).waitFor();
  });

  step('the member’s open slip shows the selection locked at once', async () => {
    await statusBecomes(pickOf(member), 'suspended');
    await pickOf(member).getByText('Suspended', { exact: true }).waitFor();
  });

  step('the audit log lists the suspension with the values before and after', async () => {
    await admin.getByRole('tab', { name: 'Audit log' }).click();
    const log = admin.getByRole('list', { name: 'Audit log' });
    const entry = log.getByRole('listitem').filter({ hasText: reason });
    await entry.waitFor();
    assert.match((await entry.textContent()) ?? '', /Market suspended · market /);
    await entry.getByText('status: Open → Suspended').waitFor();
    await entry.getByText('held by an operator: No → Yes').waitFor();
  });

  step('the admin reopens the market and the member’s slip unlocks', async () => {
    await admin.getByRole('tab', { name: 'Sportsbook' }).click();
    const markets = admin.getByRole('list', { name: 'Markets' });
    await markets.getByRole('button', { name: `Reopen ${marketName}`, exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: new RegExp(`^Reopen ${marketName} of`) });
    await dialog.getByRole('textbox').fill('Pattern cleared by trading');
    await dialog.getByRole('button', { name: 'Reopen', exact: true }).click();
    await statusBecomes(pickOf(member), 'open');
  });
});
