// The live-streaming journey (issue 18) against the built web app served by the reference server
// on a fresh database, in two browser contexts: the host (`host`) and a viewer (`demo`).
// Run: see e2e/README.md.
//
// One journey, in order, since each step needs the last: the host ends the seeded stream,
// schedules one linked to a match and goes live; the viewer finds it in the lobby and the video
// plays; the viewer chats and the host sees it; the viewer sends a gift (the viewer's balance
// drops by its price, the host's earnings rise by the share); the host pushes an order and the
// viewer follows it and finds the bet in My bets; the host bans the viewer and the viewer's next
// post is refused with the reason.
import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { GIFT_HOST_SHARE_BPS, shareOf } from '@touchline/domain';
import type { Locator, Page } from 'playwright-core';
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
/** The host's tab on the host centre, and the viewer's tab. */
let host: Page;
let viewer: Page;
/** The stream the host goes live with, and its address. */
const title = `E2E derby ${Date.now().toString(36)}`;
let roomPath = '';

before(async () => {
  site = await startSite({ env: { FEED_SEED: 'touchline' } });
  base = site.base;
});

after(async () => {
  await site?.stop();
});

/**
 * A step of the journey: skipped after a failed one; a failure leaves screenshots of both tabs
 * in test-results/live-e2e.
 */
const step = journeySteps('live-e2e', () => ({ host, viewer }));

/** A new tab (own context) logged in as `userName`. */
async function loggedIn(userName: string, password: string): Promise<Page> {
  const page = await site.newPage();
  page.setDefaultTimeout(E2E_WAIT_MS);
  await page.goto(base);
  await page.getByRole('heading', { level: 1, name: 'Today on Touchline' }).waitFor();
  await logIn(page, userName, password);
  return page;
}

/** The host's list of streams (the section under its heading). */
const streamList = (): Locator => host.getByRole('region', { name: 'Your streams' });

/** A datetime-local value `minutes` from now, in the machine's time zone (the browser's too). */
function localInput(minutes: number): string {
  const d = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The host centre's gift earnings of its default period (the last 7 days), in minor units. */
async function giftEarnings(): Promise<bigint> {
  await host.goto(`${base}/personalAnchor?tab=earnings`);
  const figures = host.getByRole('group', { name: 'Figures of the period' });
  const value = figures
    .getByText('Gift earnings', { exact: true })
    .locator('xpath=following-sibling::*[1]');
  await value.waitFor();
  return minor(await value.textContent());
}

describe('live streaming', () => {
  step('a host schedules a stream linked to a match and goes live', async () => {
    host = await loggedIn('host', 'host1234');
    await host.goto(`${base}/personalAnchor?tab=streams`);
    // the seeded stream is live: a host presents one stream at a time
    const seeded = streamList()
      .getByRole('listitem')
      .filter({ hasText: 'Derby night' })
      .filter({ has: host.getByRole('button', { name: 'End stream' }) });
    await seeded.first().waitFor();
    await seeded.first().getByRole('button', { name: 'End stream' }).click();
    const ask = host.getByRole('dialog', { name: 'End this stream?' });
    await ask.getByRole('button', { name: 'End stream' }).click();
    // an ended stream leaves the host's list
    await streamList().getByRole('listitem').filter({ hasText: 'Derby night' }).waitFor({
      state: 'detached',
    });

    await host.getByRole('textbox', { name: 'Title' }).fill(title);
    const matches = host.getByRole('list', { name: 'Matches' });
    await matches.getByRole('button').first().click();
    await host.getByText(/^Linked to /).waitFor();
    await host.getByLabel('Start time').fill(localInput(30));
    await host.getByRole('button', { name: 'Schedule stream' }).click();
    const ours = streamList().getByRole('listitem').filter({ hasText: title });
    await ours.getByText('Scheduled', { exact: true }).waitFor();
    await ours.getByRole('button', { name: 'Go live', exact: true }).click();
    await ours.getByText('Live', { exact: true }).first().waitFor();
  });

  step('a viewer finds it in the lobby and the video plays', async () => {
    viewer = await loggedIn('demo', 'demo1234');
    await viewer.goto(`${base}/anchorPlay`);
    await viewer
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await viewer.waitForURL(/\/anchorPlay\/\d+$/);
    roomPath = new URL(viewer.url()).pathname;
    await viewer.getByRole('heading', { level: 1, name: title }).waitFor();

    const player = viewer.getByRole('group', { name: title });
    await player.waitFor();
    // a browser may refuse to start with sound before a gesture: press play if it waits
    const playing = () =>
      viewer.evaluate(() => {
        const video = document.querySelector('video');
        return !!video && !video.paused && video.readyState >= 2;
      });
    const deadline = Date.now() + E2E_WAIT_MS;
    while (!(await playing())) {
      assert.ok(Date.now() < deadline, 'the video starts playing');
      const play = player.getByRole('button', { name: 'Play' });
      if (await play.isVisible()) await play.click().catch(() => undefined);
      await viewer.waitForTimeout(500);
    }
    const time = () => viewer.evaluate(() => document.querySelector('video')?.currentTime ?? 0);
    const first = await time();
    await viewer.waitForFunction(
      (start) => (document.querySelector('video')?.currentTime ?? 0) > start + 1,
      first,
    );
    assert.equal(await player.getAttribute('data-status'), 'playing');
  });

  step('the viewer chats and the host sees the message in the room', async () => {
    const words = `hello from the e2e ${Date.now().toString(36)}`;
    const chat = viewer.getByRole('complementary', { name: 'Chat and gifts' });
    await chat.getByRole('textbox', { name: 'Message' }).fill(words);
    await chat.getByRole('button', { name: 'Send', exact: true }).click();
    await chat.getByText(words).waitFor();

    const hostRoom = await host.context().newPage();
    hostRoom.setDefaultTimeout(E2E_WAIT_MS);
    await hostRoom.goto(base + roomPath);
    await hostRoom
      .getByRole('complementary', { name: 'Chat and gifts' })
      .getByText(words)
      .waitFor();
    await hostRoom.close();
  });

  step(
    'the viewer sends a gift: the balance drops by its price and the host earns the share',
    async () => {
      const earnedBefore = await giftEarnings();
      const before = await balance(viewer);
      await viewer.getByRole('button', { name: 'Send a gift' }).click();
      const picker = viewer.getByRole('dialog');
      // the radio is drawn by its label, which is what a viewer presses; the click waits for the
      // dialog's opening animation to settle
      const firstGift = picker.getByRole('radio').first();
      await firstGift.locator('xpath=ancestor::label[1]').click();
      assert.ok(await firstGift.isChecked(), 'pressing a gift chooses it');
      const total = picker
        .getByText('Total', { exact: true })
        .locator('xpath=following-sibling::*[1]');
      const price = minor(await total.textContent());
      assert.ok(price > 0n, 'the gift has a price');
      await picker.getByRole('button', { name: 'Send gift' }).click();
      await balanceBecomes(viewer, before - price);

      const expected = earnedBefore + shareOf(price, GIFT_HOST_SHARE_BPS);
      const deadline = Date.now() + E2E_WAIT_MS;
      let earned = await giftEarnings();
      while (earned !== expected && Date.now() < deadline) {
        await host.waitForTimeout(500);
        earned = await giftEarnings();
      }
      assert.equal(earned, expected, "the host's gift earnings");
    },
  );

  step('the host pushes an order; the viewer follows it and finds the bet in My bets', async () => {
    await host.goto(`${base}/personalAnchor?tab=push`);
    const selections = host.getByRole('group', { name: 'Selection' });
    await selections.getByRole('button').first().click();
    await host.getByRole('button', { name: /^Push at / }).click();
    await host.getByText('Your order is pushed to the room.').first().waitFor();

    const follow = viewer.getByRole('button', { name: /^Follow .+ at / }).first();
    await follow.waitFor();
    await follow.click();
    const dialog = viewer.getByRole('dialog', { name: 'Follow this tip' });
    const pick = (
      await dialog
        .getByText('Pick', { exact: true })
        .locator('xpath=following-sibling::*[1]')
        .textContent()
    )?.trim();
    assert.ok(pick, 'the confirmation names the pick');
    const before = await balance(viewer);
    const stake = '10.00';
    await dialog.getByLabel('Your stake').fill(stake);
    await dialog.getByRole('button', { name: 'Place bet' }).click();
    await dialog.getByText('Followed. Your bet is in My bets.').waitFor();
    await balanceBecomes(viewer, before - minor(stake));
    await dialog.getByRole('link', { name: 'Open My bets' }).click();
    await viewer.waitForURL(/\/sports/);
    await viewer
      .getByRole('tablist', { name: 'Sportsbook sections' })
      .getByRole('tab', { name: 'My bets', selected: true })
      .waitFor();
    await viewer.getByRole('article').filter({ hasText: pick }).first().waitFor();
  });

  step(
    'the host bans the viewer and the viewer’s next post is refused with the reason',
    async () => {
      await host.goto(`${base}/personalAnchor?tab=moderation`);
      await host
        .getByRole('combobox', { name: 'Room', exact: true })
        .selectOption({ label: title });
      await host.getByRole('textbox', { name: 'User name' }).fill('demo');
      await host.getByRole('combobox', { name: 'For' }).selectOption('10');
      const reason = 'Spamming the e2e room';
      await host.getByRole('textbox', { name: /Reason/ }).fill(reason);
      await host.getByRole('button', { name: 'Ban', exact: true }).click();
      await host.getByText('The viewer is banned.').first().waitFor();

      await viewer.goto(base + roomPath);
      const chat = viewer.getByRole('complementary', { name: 'Chat and gifts' });
      const input = chat.getByRole('textbox', { name: 'Message' });
      // the room may learn of the ban as it opens (no input then) or when the post is refused
      if (await input.isVisible()) {
        await input.fill('am I still here?');
        await chat.getByRole('button', { name: 'Send', exact: true }).click();
      }
      await chat.getByText(reason).first().waitFor();
    },
  );
});
