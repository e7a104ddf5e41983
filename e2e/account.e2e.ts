// A new member's account journey (issue 20) in the built site on a fresh database: registration
// refuses an under-18 date of birth, then an adult registers; the member deposits through the
// cashier, sets a daily deposit limit that the server then holds a deposit to (the refusal says
// why and keeps the amount), reads the wallet statement with its running balance, takes a
// 24-hour time-out and finds login refused with its end.
// Run: see e2e/README.md (`node --import tsx --conditions=@touchline/source --test e2e/account.e2e.ts`).
import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { balanceBecomes, journeySteps, minor, pathOf, startSite, type Site } from './harness.ts';

let site: Site;
let page: Page;
const userName = `rg${Date.now().toString(36)}`;
const password = 'secret123';

before(async () => {
  site = await startSite();
  page = await site.newPage();
});

after(async () => {
  await page?.context().close();
  await site?.stop();
});

const step = journeySteps('account-journey', () => ({ member: page }));

/** The personal centre's tab, opened by pressing it. */
async function openTab(name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
}

async function deposit(amount: string) {
  const form = page.getByRole('region', { name: 'Deposit' });
  await form.getByRole('textbox', { name: 'Deposit amount' }).fill(amount);
  await form.getByRole('button', { name: 'Deposit', exact: true }).click();
}

describe('a member’s account, money and a break', () => {
  step('refuses a date of birth under 18, then registers an adult', async () => {
    await page.goto(site.base);
    await page.getByRole('heading', { level: 1, name: 'Today on Touchline' }).waitFor();
    // the new member has seen today's popup ad already (its modal would hide the header)
    await page.evaluate((name) => {
      const record = localStorage.getItem('popupAdRecord_NO_LOGIN');
      if (record) localStorage.setItem(`popupAdRecord_${name}`, record);
    }, userName);
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register' });
    const form = dialog.getByRole('form', { name: 'Register with an account name' });
    await form.getByRole('textbox', { name: 'User name' }).fill(userName);
    await form.getByLabel('Password', { exact: true }).fill(password);
    const born = new Date();
    const under18 = `${born.getUTCFullYear() - 17}-01-01`;
    await form.getByLabel('Date of birth').fill(under18);
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.getByText('You must be 18 or older to register.').waitFor();
    // nothing typed is lost: only the date changes
    assert.equal(await form.getByRole('textbox', { name: 'User name' }).inputValue(), userName);
    await form.getByLabel('Date of birth').fill('1990-01-01');
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForFunction(() => !!localStorage.getItem('session'));
    await page.getByRole('banner').getByText(userName, { exact: true }).waitFor();
  });

  step(
    'reaches the personal centre from the header and deposits 100 through the cashier',
    async () => {
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: /^Account menu/ }).click();
      const menu = page.getByRole('dialog', { name: 'Account menu' });
      await menu.getByRole('link', { name: 'My account' }).click();
      await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
      assert.match(pathOf(page), /^\/personal\/\d+$/);
      await openTab('Cashier');
      await deposit('100');
      await page.getByRole('status').getByText('Deposit completed').waitFor();
      await balanceBecomes(page, 10_000n);
    },
  );

  step('sets a daily deposit limit of 150, in force at once', async () => {
    await openTab('Safer gambling');
    await page.getByRole('button', { name: 'Set Daily deposit limit' }).click();
    await page.getByRole('textbox', { name: 'New Daily deposit limit' }).fill('150');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved. This limit is in force now.').waitFor();
  });

  step('is refused a deposit of 60 with the reason, keeping the amount; 50 passes', async () => {
    await openTab('Cashier');
    await deposit('60');
    const form = page.getByRole('region', { name: 'Deposit' });
    await form
      .getByRole('alert')
      .getByText(/daily deposit limit of 150\.00 \(100\.00 deposited so far\)/)
      .waitFor();
    assert.equal(await form.getByRole('textbox', { name: 'Deposit amount' }).inputValue(), '60');
    await balanceBecomes(page, 10_000n);
    await deposit('50');
    await page.getByRole('status').getByText('Deposit completed').waitFor();
    await balanceBecomes(page, 15_000n);
  });

  step('shows every movement in the wallet statement with its running balance', async () => {
    await openTab('Wallet');
    const table = page.getByRole('table');
    await table.getByRole('row').nth(2).waitFor();
    const rows = await table.getByRole('row').allInnerTexts();
    // the header row, then the newest first: 50 (150 after), then 100 (100 after)
    const lines = rows.slice(1).map((r) => r.replace(/\s+/g, ' '));
    assert.equal(lines.length, 2, lines.join('\n'));
    const figures = lines.map((line) => {
      const amounts = line.match(/[+-]?[^\s\d+-]?\d[\d,]*\.\d{2}/g) ?? [];
      assert.ok(/Deposit/.test(line), line);
      return amounts.slice(-2).map((a) => minor(a));
    });
    assert.deepEqual(figures, [
      [5_000n, 15_000n],
      [10_000n, 10_000n],
    ]);
  });

  step('takes a 24-hour time-out: logged out at once', async () => {
    await openTab('Safer gambling');
    await page.getByRole('radio', { name: '24 hours' }).check();
    await page.getByRole('button', { name: 'Take a time-out' }).click();
    const confirm = page
      .getByRole('alertdialog', { name: 'Take a time-out of 24 hours?' })
      .or(page.getByRole('dialog', { name: 'Take a time-out of 24 hours?' }));
    await confirm.getByRole('button', { name: 'Start my time-out' }).click();
    await page.getByText('You are logged out').waitFor();
    await page.waitForFunction(() => !localStorage.getItem('session'));
  });

  step('is refused login until the time-out ends, told when', async () => {
    await page.goto(site.base);
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('User name').fill(userName);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await dialog
      .getByText(/You are taking a break until \d{4}-\d\d-\d\d \d\d:\d\d UTC\+8\./)
      .waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('session')), null);
  });
});
