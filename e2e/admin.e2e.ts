// The super-admin centre's journeys (issue 22, ADRs 030–032) against the built web app served by
// the reference server on a fresh database, in three browser contexts: the operator (`admin`), the
// member (`demo`, balance in the header and a pick in their open bet slip) and a visitor (not
// logged in, the home page open). Run: see e2e/README.md.
//
// In order: the admin adjusts the demo member's wallet by 25.00 with a reason and a second
// confirmation, and the member's open page shows the new balance without a reload (the balance
// topic); the admin suspends the market of the member's pick, and the member's open slip shows it
// locked (the match's odds topic), then reopens it; the admin switches the site maintenance on and
// the visitor's open page shows the banner without a reload (the site topic); the audit log lists
// all of them with their values before and after. Money is compared in exact minor units.
import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { formatMinor } from '@touchline/domain';
import type { Locator, Page } from 'playwright-core';
import {
  balance,
  balanceBecomes,
  E2E_WAIT_MS,
  journeySteps,
  logIn,
  startSite,
  type Site,
} from './harness.ts';

let site: Site;
let base: string;
let admin: Page;
let member: Page;
let visitor: Page;
const tag = Date.now().toString(36);
/** The member's balance before the adjustment, in minor units. */
let before0 = 0n;
let matchId = 0;
let marketName = '';
let label = '';
const maintenanceTitle = `Upgrade tonight ${tag}`;
const reasons = {
  adjust: `E2E goodwill credit ${tag}`,
  suspend: `E2E suspicious pattern ${tag}`,
  maintenance: `E2E maintenance ${tag}`,
};

before(async () => {
  site = await startSite();
  base = site.base;
});

after(async () => {
  await site?.stop();
});

const step = journeySteps('admin-e2e', () => ({ admin, member, visitor }));

/** A price cell: its name ends with the price (and the move, while it flashes). */
const PRICE_NAME = /, \d+(\.\d+)?(, Price went (up|down))?$/;

async function home(): Promise<Page> {
  const page = await site.newPage();
  page.setDefaultTimeout(E2E_WAIT_MS);
  await page.goto(base);
  await page.getByRole('heading', { level: 1, name: 'Today on Touchline' }).waitFor();
  return page;
}

async function loggedIn(userName: string, password: string): Promise<Page> {
  const page = await home();
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

async function openTab(name: string): Promise<void> {
  await admin.getByRole('tab', { name }).click();
}

/** The audit log's entry written with this reason. */
async function auditEntry(reason: string): Promise<Locator> {
  const log = admin.getByRole('list', { name: 'Audit log' });
  const entry = log.getByRole('listitem').filter({ hasText: reason });
  await entry.waitFor();
  return entry;
}

describe('the super-admin centre', () => {
  step('the member has their page open with their balance in the header', async () => {
    member = await loggedIn('demo', 'demo1234');
    await member.getByRole('banner').getByText('Balance', { exact: true }).waitFor();
    // the wallet has loaded once the header shows an amount
    const deadline = Date.now() + E2E_WAIT_MS;
    for (;;) {
      try {
        before0 = await balance(member);
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await member.waitForTimeout(250);
      }
    }
  });

  step('the admin finds the demo member and adjusts their wallet by 25.00', async () => {
    admin = await loggedIn('admin', 'admin1234');
    await admin.goto(`${base}/superadmincenter`);
    await admin.getByRole('heading', { level: 1, name: 'Super-admin centre' }).waitFor();
    await openTab('Members');
    await admin.getByRole('textbox', { name: 'Search members' }).fill('demo');
    await admin.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const list = admin.getByRole('list', { name: 'Members' });
    await list.getByRole('button', { name: /^demo · Demo player/ }).click();
    await admin.getByRole('heading', { name: 'Profile of demo' }).waitFor();

    await admin.getByRole('textbox', { name: 'Amount' }).fill('25.00');
    await admin
      .getByRole('textbox', { name: 'Reason (kept in the audit log)' })
      .fill(reasons.adjust);
    await admin.getByRole('button', { name: 'Review adjustment' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Confirm the adjustment' });
    // the second confirmation: the button waits for the check
    const confirm = dialog.getByRole('button', { name: 'Adjust the wallet' });
    assert.equal(await confirm.isDisabled(), true);
    await dialog
      .getByRole('checkbox', { name: 'I have checked the member and the amount' })
      .check();
    await confirm.click();
    await admin.getByText('The wallet is adjusted.').waitFor();
  });

  step('the member’s open page shows the new balance at once', async () => {
    await balanceBecomes(member, before0 + 2500n);
  });

  step('the member picks a price of an upcoming match; the slip holds it', async () => {
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
    await admin.goto(`${base}/superadmincenter?tab=sportsbook&match=${matchId}`);
    await admin.getByRole('heading', { level: 1, name: 'Super-admin centre' }).waitFor();
    const markets = admin.getByRole('list', { name: 'Markets' });
    await markets.getByRole('button', { name: `Suspend ${marketName}`, exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: new RegExp(`^Suspend ${marketName} of`) });
    await dialog
      .getByRole('textbox', { name: 'Reason (kept in the audit log)' })
      .fill(reasons.suspend);
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await admin.getByText('Suspended: members see it locked.').waitFor();
    await markets.getByRole('button', { name: `Reopen ${marketName}`, exact: true }).waitFor();
  });

  step('the member’s open slip shows the selection locked at once', async () => {
    await statusBecomes(pickOf(member), 'suspended');
    await pickOf(member).getByText('Suspended', { exact: true }).waitFor();
  });

  step('the admin reopens the market and the member’s slip unlocks', async () => {
    const markets = admin.getByRole('list', { name: 'Markets' });
    await markets.getByRole('button', { name: `Reopen ${marketName}`, exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: new RegExp(`^Reopen ${marketName} of`) });
    await dialog.getByRole('textbox').fill('Pattern cleared by trading');
    await dialog.getByRole('button', { name: 'Reopen', exact: true }).click();
    await statusBecomes(pickOf(member), 'open');
  });

  step('a visitor has the home page open, with no maintenance banner', async () => {
    visitor = await home();
    assert.equal(await visitor.getByText(maintenanceTitle).count(), 0);
  });

  step('the admin switches the site maintenance on, with a reason', async () => {
    await openTab('Site');
    const card = admin.locator('section').filter({
      has: admin.getByRole('heading', { name: 'Site maintenance' }),
    });
    // the seeded notice, announced for next week and off
    await card.getByText('Off', { exact: true }).waitFor();
    await card.getByRole('switch', { name: /Site in maintenance/ }).click();
    await card.getByRole('textbox', { name: 'Title (English)' }).fill(maintenanceTitle);
    await card.getByRole('button', { name: 'Save maintenance' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Save the site maintenance?' });
    await dialog
      .getByRole('textbox', { name: 'Reason (kept in the audit log)' })
      .fill(reasons.maintenance);
    await dialog.getByRole('button', { name: 'Save maintenance' }).click();
    await admin.getByText('The site maintenance is saved.').waitFor();
    // the centre reads the notice again: now in maintenance
    await card.getByText('In maintenance', { exact: true }).waitFor();
  });

  step('the visitor’s open page shows the maintenance banner without a reload', async () => {
    const loads: string[] = [];
    visitor.on('framenavigated', (frame) => {
      if (frame === visitor.mainFrame()) loads.push(frame.url());
    });
    await visitor.getByText(maintenanceTitle, { exact: true }).waitFor();
    assert.deepEqual(loads, []);
  });

  step('the audit log lists all three with their values before and after', async () => {
    await openTab('Audit log');
    const adjusted = await auditEntry(reasons.adjust);
    assert.match((await adjusted.textContent()) ?? '', /Wallet adjusted/);
    await adjusted
      .getByText(`balance: ${formatMinor(before0)} → ${formatMinor(before0 + 2500n)}`)
      .waitFor();

    const suspended = await auditEntry(reasons.suspend);
    assert.match((await suspended.textContent()) ?? '', /Market suspended · market /);
    await suspended.getByText('status: Open → Suspended').waitFor();
    await suspended.getByText('held by an operator: No → Yes').waitFor();

    const maintenance = await auditEntry(reasons.maintenance);
    assert.match(
      (await maintenance.textContent()) ?? '',
      /Site maintenance set · site maintenance/,
    );
    await maintenance.getByText('status: Off → In maintenance').waitFor();
    await maintenance.getByText(`title.en: Scheduled maintenance → ${maintenanceTitle}`).waitFor();
  });
});
