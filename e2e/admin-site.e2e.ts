// The super-admin centre's site section (issue 22, ADR 031) against the built web app served by
// the reference server on a fresh database, in two browser contexts: the operator (`admin`) and a
// visitor (not logged in) with the home page open. Run: see e2e/README.md.
//
// One journey, in order: the admin switches the site maintenance on with a new title and a
// reason; the visitor's open page shows the maintenance banner without a reload (the site topic);
// the audit log lists the change with its values before and after.
import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { E2E_WAIT_MS, journeySteps, logIn, startSite, type Site } from './harness.ts';

let site: Site;
let base: string;
let admin: Page;
let visitor: Page;
const tag = Date.now().toString(36);
const title = `Upgrade tonight ${tag}`;
const reason = `E2E maintenance ${tag}`;

before(async () => {
  site = await startSite();
  base = site.base;
});

after(async () => {
  await site?.stop();
});

const step = journeySteps('admin-site-e2e', () => ({ admin, visitor }));

async function home(): Promise<Page> {
  const page = await site.newPage();
  page.setDefaultTimeout(E2E_WAIT_MS);
  await page.goto(base);
  await page.getByRole('heading', { level: 1, name: 'Today on Touchline' }).waitFor();
  return page;
}

describe('the super-admin centre’s site section', () => {
  step('a visitor has the home page open, with no maintenance banner', async () => {
    visitor = await home();
    assert.equal(await visitor.getByText(title).count(), 0);
  });

  step('the admin switches the site maintenance on, with a reason', async () => {
    admin = await home();
    await logIn(admin, 'admin', 'admin1234');
    await admin.goto(`${base}/superadmincenter?tab=site`);
    await admin.getByRole('heading', { level: 1, name: 'Super-admin centre' }).waitFor();
    const card = admin.locator('section').filter({
      has: admin.getByRole('heading', { name: 'Site maintenance' }),
    });
    // the seeded notice, announced for next week and off
    await card.getByText('Off', { exact: true }).waitFor();
    await card.getByRole('switch', { name: /Site in maintenance/ }).click();
    await card.getByRole('textbox', { name: 'Title (English)' }).fill(title);
    await card.getByRole('button', { name: 'Save maintenance' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Save the site maintenance?' });
    await dialog.getByRole('textbox', { name: 'Reason (kept in the audit log)' }).fill(reason);
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
    await visitor.getByText(title, { exact: true }).waitFor();
    assert.deepEqual(loads, []);
  });

  step('the audit log lists the change with its values before and after', async () => {
    await admin.getByRole('tab', { name: 'Audit log' }).click();
    const log = admin.getByRole('list', { name: 'Audit log' });
    const entry = log.getByRole('listitem').filter({ hasText: reason });
    await entry.waitFor();
    assert.match((await entry.textContent()) ?? '', /Site maintenance set · site maintenance/);
    await entry.getByText('status: 0 → 1').waitFor();
    await entry.getByText(`title.en: Scheduled maintenance → ${title}`).waitFor();
  });
});
