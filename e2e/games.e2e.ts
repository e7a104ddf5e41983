// The games journey (issue 19) against the built web app served by the reference server on a
// fresh database: the member `demo` opens the Touchline Originals lobby, launches Golden Goal in
// the game frame, spins ten times (the balance is the start less the stakes plus the wins, to
// the cent), rotates the seed and verifies a round with the revealed seed, leaves the game and
// finds the rounds in the game history. Run: see e2e/README.md.
import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { FrameLocator, Page } from 'playwright-core';
import {
  balance,
  balanceBecomes,
  E2E_WAIT_MS,
  journeySteps,
  logIn,
  minor,
  startSite,
  type Site,
} from './harness.ts';

let site: Site;
let base: string;
let page: Page;
/** The header's balance before the game, in minor units. */
let start = 0n;
/** The rounds played: what each staked and won, in minor units. */
const played: { stake: bigint; win: bigint }[] = [];
/** A verify link of a round whose seed was revealed. */
let verifyPath = '';

before(async () => {
  site = await startSite();
  base = site.base;
});

after(async () => {
  await site?.stop();
});

const step = journeySteps('games-e2e', () => ({ page }));

const game = (): FrameLocator => page.frameLocator('iframe[title="Golden Goal"]');

describe('games', () => {
  step('a member opens the lobby and launches the slot in the game frame', async () => {
    page = await site.newPage();
    page.setDefaultTimeout(E2E_WAIT_MS);
    await page.goto(base);
    await page.getByRole('heading', { level: 1, name: 'Today on Touchline' }).waitFor();
    await logIn(page, 'demo', 'demo1234');
    await page.goto(`${base}/electronic/touchline-slots`);
    await page.getByRole('heading', { level: 1, name: 'Touchline Originals' }).waitFor();
    start = await balance(page);
    const all = page.getByRole('region', { name: 'All games' });
    await all.getByRole('button', { name: 'Golden Goal', exact: true }).click();
    await page.getByRole('dialog', { name: 'Golden Goal' }).waitFor();
    await game().getByRole('region', { name: 'Golden Goal' }).waitFor();
  });

  step('ten spins move the balance by exactly the stakes and the wins', async () => {
    const slot = game().getByRole('region', { name: 'Golden Goal' });
    const spin = slot.getByRole('button', { name: 'Spin', exact: true });
    for (let i = 0; i < 10; i += 1) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/originals/slot/spin'));
      await spin.click();
      const round = (await (await answered).json()) as {
        code: number;
        data: { stake: string; win: string };
      };
      assert.equal(round.code, 200, 'the spin was played');
      played.push({ stake: minor(round.data.stake), win: minor(round.data.win) });
      // the round is shown to its end (free spins one after another) before the next
      await slot.getByRole('button', { name: 'Spin', exact: true, disabled: false }).waitFor();
    }
    const expected =
      start - played.reduce((n, r) => n + r.stake, 0n) + played.reduce((n, r) => n + r.win, 0n);
    // the frame keeps the member's balance in view, from the game's own reports
    const frameBalance = page
      .getByRole('dialog', { name: 'Golden Goal' })
      .getByText('Balance', { exact: true })
      .locator('xpath=following-sibling::*[1]');
    const deadline = Date.now() + E2E_WAIT_MS;
    while (Date.now() < deadline && minor(await frameBalance.textContent()) !== expected) {
      await page.waitForTimeout(250);
    }
    assert.equal(minor(await frameBalance.textContent()), expected, 'the balance over the game');
  });

  step('rotating the seed reveals it, and a round verifies with it', async () => {
    const fairness = game().getByRole('region', { name: 'Provably fair' });
    await fairness.getByRole('button', { name: 'Rotate seed' }).click();
    await game()
      .getByRole('dialog', { name: 'Rotate the seed pair?' })
      .getByRole('button', { name: 'Rotate' })
      .click();
    const verify = fairness.getByRole('link', { name: /Verify/ }).first();
    await verify.waitFor();
    verifyPath = (await verify.getAttribute('href')) ?? '';
    assert.match(verifyPath, /^\/fairness\?/);
  });

  step('leaving the game collects its wallet and the header shows the balance', async () => {
    const collect = page.waitForResponse((r) => r.url().includes('/api/game/fund/collect'));
    await page
      .getByRole('dialog', { name: 'Golden Goal' })
      .getByRole('button', { name: 'Leave game' })
      .click();
    await page.getByRole('dialog', { name: 'Golden Goal' }).waitFor({ state: 'detached' });
    // the seamless games moved no money into a game wallet; what the transfer-mode wallets held
    // (the demo keeps 80.00 in the slots wallet) comes back with the collect
    const answer = (await (await collect).json()) as { code: number; data: { collected: string } };
    assert.equal(answer.code, 200, 'the collect succeeded');
    const collected = minor(answer.data.collected);
    assert.equal(collected, 8000n, "the demo's slots wallet came back");
    const expected =
      start -
      played.reduce((n, r) => n + r.stake, 0n) +
      played.reduce((n, r) => n + r.win, 0n) +
      collected;
    await balanceBecomes(page, expected);
  });

  step('the verifier recomputes the round from the revealed seed', async () => {
    await page.goto(`${base}${verifyPath}`);
    const outcome = page.getByRole('region', { name: 'Result' });
    await outcome.getByText('Matches: this is the seed you were promised.').waitFor();
  });

  step('the rounds are in the game history', async () => {
    await page.goto(`${base}/game-history`);
    await page.getByRole('heading', { level: 1, name: 'Game history' }).waitFor();
    const rows = page.getByText('Golden Goal', { exact: true });
    const deadline = Date.now() + E2E_WAIT_MS;
    while (Date.now() < deadline && (await rows.count()) < 10) await page.waitForTimeout(250);
    assert.ok((await rows.count()) >= 10, 'ten Golden Goal rounds in the history');
  });
});
