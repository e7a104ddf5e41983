// The campaign journeys (issue 21) in the built site on a fresh database, as a member who
// registers through the site (the demo's standing would make steps already done): the daily
// check-in calendar credits the day's reward once and a second check-in (from a tab opened
// before the first) is refused in the tab's language; a newcomer step is claimed once, then the
// first deposit makes the next step claimable; the lucky wheel credits exactly the prize it shows.
// Amounts are read from the page and compared in exact minor units.
// Run: see e2e/README.md (`node --import tsx --conditions=@touchline/source --test e2e/campaigns.e2e.ts`).
import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import {
  balance,
  balanceBecomes,
  E2E_WAIT_MS,
  journeySteps,
  minor,
  startSite,
  type Site,
} from './harness.ts';

let site: Site;
let page: Page;
/** A second tab of the same member, opened on the calendar before the first check-in. */
let stale: Page | undefined;
const userName = `cp${Date.now().toString(36)}`;
const password = 'secret123';

before(async () => {
  site = await startSite();
  page = await site.newPage();
  page.setDefaultTimeout(E2E_WAIT_MS);
});

after(async () => {
  await page?.context().close();
  await site?.stop();
});

const step = journeySteps('campaigns-e2e', () => ({ member: page, stale }));

/**
 * The one money figure in a text (`Claim $0.50`, `Reward: $1.00`, a calendar day's `$3`: tight
 * places drop zero cents), in minor units.
 */
function amountIn(text: string | null): bigint {
  const figures = (text ?? '').match(/-?[^\s\d-]?\d[\d,]*(?:\.\d{2})?/g) ?? [];
  assert.equal(figures.length, 1, `one amount in ${JSON.stringify(text)}`);
  const figure = figures[0]!;
  return minor(figure.includes('.') ? figure : `${figure}.00`);
}

/** Opens a campaign's page (English) and waits for its title. */
async function openCampaign(path: string, title: string) {
  await page.goto(`${site.base}${path}?lang=en`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** The newcomer step's row of claim/badge, by the step's name. */
const stepRow = (name: string): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) })
    .last();

describe('campaigns: check-in, newcomer steps, lucky wheel', () => {
  step('a new member registers through the site', async () => {
    await page.goto(site.base);
    await page.getByRole('heading', { level: 1, name: 'Today on Touchline' }).waitFor();
    // the new member has seen today's popup ad already (its modal would hide the header)
    await page.evaluate((name) => {
      const record = localStorage.getItem('popupAdRecord_NO_LOGIN');
      if (record) localStorage.setItem(`popupAdRecord_${name}`, record);
    }, userName);
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const form = page
      .getByRole('dialog', { name: 'Register' })
      .getByRole('form', { name: 'Register with an account name' });
    await form.getByRole('textbox', { name: 'User name' }).fill(userName);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('Date of birth').fill('1990-01-01');
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForFunction(() => !!localStorage.getItem('session'));
    await page.getByRole('banner').getByText(userName, { exact: true }).waitFor();
  });

  step('checking in on the calendar credits the day’s reward, once', async () => {
    await openCampaign('/sign-activity', 'Daily Sign-in Calendar');
    // a second tab, in Vietnamese, loaded while today's check-in is still open
    stale = await page.context().newPage();
    stale.setDefaultTimeout(E2E_WAIT_MS);
    await stale.goto(`${site.base}/sign-activity?lang=vi`);
    await stale.getByRole('button', { name: 'Điểm danh hôm nay' }).waitFor();

    await page.bringToFront();
    await page.goto(`${site.base}/sign-activity?lang=en`);
    const calendar = page.getByRole('region', { name: 'Check-in calendar' });
    const button = calendar.getByRole('button', { name: 'Sign in today' });
    await button.waitFor();
    const before = await balance(page);
    const today = calendar.locator('li[aria-current="date"]');
    const reward = amountIn(await today.locator('xpath=./span[last()]').textContent());
    assert.ok(reward > 0n, 'the day has a reward');
    await button.click();
    const credited = page.getByRole('status').filter({ hasText: 'credited to your balance' });
    assert.equal(amountIn(await credited.textContent()), reward, 'the credited amount');
    await balanceBecomes(page, before + reward);
    await calendar.getByRole('button', { name: 'Signed in today', disabled: true }).waitFor();

    // the stale tab's check-in is refused by the server, in its language; no money moves
    await stale.bringToFront();
    const answered = stale.waitForResponse((r) => r.url().endsWith('/api/activity/sign-in'));
    await stale.getByRole('button', { name: 'Điểm danh hôm nay' }).click();
    assert.equal((await answered).status(), 403, 'the second check-in is refused');
    await stale
      .getByRole('alert')
      .getByText('Hôm nay bạn đã điểm danh rồi. Hẹn gặp lại ngày mai.')
      .waitFor();
    await stale.close();
    stale = undefined;
    await page.bringToFront();
    await page.goto(`${site.base}/sign-activity?lang=en`);
    await calendar.getByRole('button', { name: 'Signed in today', disabled: true }).waitFor();
    await balanceBecomes(page, before + reward);
  });

  step('a newcomer step is claimed once for its reward', async () => {
    await openCampaign('/newbieactivity', 'New Member Tasks');
    const before = await balance(page);
    const claim = stepRow('Register an account').getByRole('button', { name: /^Claim / });
    const reward = amountIn(await claim.textContent());
    await claim.click();
    const credited = page.getByRole('status').filter({ hasText: 'credited to your balance' });
    assert.equal(amountIn(await credited.textContent()), reward, 'the credited amount');
    await balanceBecomes(page, before + reward);
    await stepRow('Register an account').getByText('Claimed', { exact: true }).waitFor();
    // after a reload the step stays claimed, with no button to claim it again
    await openCampaign('/newbieactivity', 'New Member Tasks');
    await stepRow('Register an account').getByText('Claimed', { exact: true }).waitFor();
    assert.equal(
      await stepRow('Register an account').getByRole('button').count(),
      0,
      'no second claim',
    );
    await balanceBecomes(page, before + reward);
  });

  step('a first deposit through the cashier makes its step claimable, and it pays', async () => {
    const first = stepRow('Make a first deposit');
    await first.getByText('Not done yet', { exact: true }).waitFor();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Account menu' })
      .getByRole('link', { name: 'My account' })
      .click();
    await page.getByRole('tab', { name: 'Cashier', exact: true }).click();
    const before = await balance(page);
    const form = page.getByRole('region', { name: 'Deposit' });
    await form.getByRole('textbox', { name: 'Deposit amount' }).fill('100');
    await form.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByRole('status').getByText('Deposit completed').waitFor();
    await balanceBecomes(page, before + 10_000n);

    await openCampaign('/newbieactivity', 'New Member Tasks');
    const claim = stepRow('Make a first deposit').getByRole('button', { name: /^Claim / });
    const reward = amountIn(await claim.textContent());
    await claim.click();
    await stepRow('Make a first deposit').getByText('Claimed', { exact: true }).waitFor();
    await balanceBecomes(page, before + 10_000n + reward);
  });

  step('each spin of the lucky wheel credits exactly the prize it shows', async () => {
    await openCampaign('/luckyWheel', 'Lucky Wheel');
    const wheel = page.getByRole('region', { name: 'Spin the wheel' });
    const spinsLeft = async () =>
      Number((await wheel.getByText('Spins left').textContent())?.replace(/\D/g, '') ?? Number.NaN);
    // the day's free spin and one for each qualifying part of the deposit
    const spins = await spinsLeft();
    assert.ok(spins >= 1, `spins to play: ${spins}`);
    let won = 0;
    for (let i = 0; i < spins; i += 1) {
      const before = await balance(page);
      const spin = wheel.getByRole('button', { name: 'Spin', exact: true });
      await spin.click();
      // the wheel comes to rest on the drawn segment and the page says what it was
      const result = page
        .getByRole('status')
        .filter({ hasText: /^(You won .+|No prize this time)$/ });
      await result.waitFor();
      const text = (await result.textContent()) ?? '';
      const shown = text === 'No prize this time' ? 0n : amountIn(text);
      const landed = wheel.getByRole('status').filter({ hasText: /^You won: / });
      const segment = ((await landed.textContent()) ?? '').replace(/^You won: /, '');
      if (shown === 0n) {
        assert.equal(segment, 'No prize', 'the wheel stopped on no prize');
      } else {
        // the segment shows the prize (whole amounts without cents): the same amount
        assert.equal(amountIn(segment), shown, segment);
        won += 1;
      }
      await balanceBecomes(page, before + shown);
      assert.equal(await spinsLeft(), spins - i - 1, 'one spin used');
      // one paying spin shows it; the rest stay for the member
      if (won > 0) break;
    }
  });
});
