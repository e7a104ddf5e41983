// The super-admin centre's journey (issue 22) against the built web app served by the reference
// server on a fresh database, in two browser contexts: the operator (`admin`) and the member
// (`demo`) with their page open. Run: see e2e/README.md.
//
// One journey, in order: the admin finds the demo member and adjusts their wallet by 25.00 with a
// reason and a second confirmation; the member's open page shows the new balance without a
// reload (the balance topic); the audit log lists the adjustment with the balance before and
// after. Money is compared in exact minor units.
import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { formatMinor } from '@touchline/domain';
import type { Page } from 'playwright-core';
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
/** The member's balance before the adjustment, in minor units. */
let before0 = 0n;
const reason = `E2E goodwill credit ${Date.now().toString(36)}`;

before(async () => {
  site = await startSite();
  base = site.base;
});

after(async () => {
  await site?.stop();
});

const step = journeySteps('admin-e2e', () => ({ admin, member }));

async function loggedIn(userName: string, password: string): Promise<Page> {
  const page = await site.newPage();
  page.setDefaultTimeout(E2E_WAIT_MS);
  await page.goto(base);
  await page.getByRole('heading', { level: 1, name: 'Today on Touchline' }).waitFor();
  await logIn(page, userName, password);
  return page;
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
    await admin.getByRole('textbox', { name: 'Search members' }).fill('demo');
    await admin.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const list = admin.getByRole('list', { name: 'Members' });
    await list.getByRole('button', { name: /^demo · Demo player/ }).click();
    await admin.getByRole('heading', { name: 'Profile of demo' }).waitFor();

    await admin.getByRole('textbox', { name: 'Amount' }).fill('25.00');
    await admin.getByRole('textbox', { name: 'Reason (kept in the audit log)' }).fill(reason);
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

  step('the audit log lists the adjustment with the balance before and after', async () => {
    await admin.getByRole('tab', { name: 'Audit log' }).click();
    const log = admin.getByRole('list', { name: 'Audit log' });
    const entry = log.getByRole('listitem').filter({ hasText: reason });
    await entry.waitFor();
    assert.match((await entry.textContent()) ?? '', /Wallet adjusted/);
    await entry
      .getByText(`balance: ${formatMinor(before0)} → ${formatMinor(before0 + 2500n)}`)
      .waitFor();
  });
});
