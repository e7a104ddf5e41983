// The first-visit 18+ gate (issue 20) in the built site: a fresh browser is asked, "No" leads to
// the adults-only page, and "Yes" is remembered on this browser (no question after a reload).
// Run: see e2e/README.md (`node --import tsx --conditions=@touchline/source --test e2e/age-gate.e2e.ts`).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pathOf, startSite, type Site } from './harness.ts';

let site: Site;

before(async () => {
  site = await startSite();
});

after(async () => {
  await site?.stop();
});

describe('the 18+ gate', () => {
  it('asks on a fresh visit; "No" leads to the adults-only page, which can confirm after all', async () => {
    const page = await site.newPage({ ageGate: true });
    await page.goto(`${site.base}/luckyWheel`);
    const gate = page.getByRole('dialog', { name: 'Are you 18 or older?' });
    await gate.waitFor();
    // only an answer closes it
    await page.keyboard.press('Escape');
    assert.ok(await gate.isVisible(), 'Escape leaves the question open');
    await gate.getByRole('button', { name: 'No', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Adults only' }).waitFor();
    assert.equal(pathOf(page), '/adults-only');
    assert.equal(await gate.count(), 0);
    const help = page.getByRole('link', { name: /BeGambleAware/ });
    assert.match((await help.getAttribute('href')) ?? '', /^https:\/\/www\.begambleaware\.org/);
    assert.equal(await page.evaluate(() => localStorage.getItem('ageConfirmed')), null);

    await page.getByRole('button', { name: 'I am 18 or older after all' }).click();
    await page.waitForFunction(() => location.pathname === '/luckyWheel');
    assert.equal(await page.getByRole('dialog', { name: 'Are you 18 or older?' }).count(), 0);
    await page.context().close();
  });

  it('remembers "Yes" on this browser: no question after a reload', async () => {
    const page = await site.newPage({ ageGate: true });
    await page.goto(site.base);
    const gate = page.getByRole('dialog', { name: 'Are you 18 or older?' });
    await gate.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
    await gate.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Today on Touchline' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Today on Touchline' }).waitFor();
    assert.equal(await page.getByRole('dialog', { name: 'Are you 18 or older?' }).count(), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem('ageConfirmed')), '1');
    await page.context().close();
  });
});
