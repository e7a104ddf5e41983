import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STREAM_STATUS, type Stream } from '@touchline/api/contract';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { BROWSER_ARGS, CHROMIUM, HAVE_BROWSER } from '../testing/browser.ts';

/**
 * The demo origin's live HLS played by hls.js (the player the web app uses) in Debian's
 * Chromium: it plays on, across the clip's loops, with no fatal error. Skipped without Chromium,
 * unless REQUIRE_BROWSER=1 (CI), where that is a failure.
 */

const UI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../packages/ui');
const HLS_JS = readFileSync(
  createRequire(path.join(UI, 'package.json')).resolve('hls.js/dist/hls.min.js'),
  'utf8',
);

/** What the page's script leaves for the test, read through `globalThis`. */
interface Player {
  played: number;
  fatal: string[];
  playlists: number;
  /** The discontinuity counter of each fragment played, in order (a new one per loop). */
  loops: number[];
}

describe('the demo origin in a browser', () => {
  it.runIf(!HAVE_BROWSER && process.env.REQUIRE_BROWSER === '1')('needs Chromium in CI', () => {
    expect.fail(`no Chromium at ${CHROMIUM}, and REQUIRE_BROWSER=1`);
  });

  describe.runIf(HAVE_BROWSER)('with hls.js', () => {
    let s: TestApp;
    let origin: string;
    let browser: Browser;
    let clock: NodeJS.Timeout;
    beforeAll(async () => {
      s = await openTestApp('pglite');
      // the playlist follows the app's clock: let it run
      clock = setInterval(() => (s.clock.now = Date.now()), 200);
      origin = await s.app.listen({ host: '127.0.0.1', port: 0 });
      browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: [...BROWSER_ARGS, '--autoplay-policy=no-user-gesture-required'],
      });
    }, 60_000);
    afterAll(async () => {
      clearInterval(clock);
      await browser?.close();
      await s?.dispose();
    });

    it('plays a live stream on, its playlist moving, past a loop of the clip', async () => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/live/stream/list',
        payload: { page: 1, pageSize: 99 },
      });
      const live = (res.json() as { data: { list: Stream[] } }).data.list.find(
        (x) => x.status === STREAM_STATUS.live,
      )!;
      const page = await browser.newPage();
      // a page of the origin, so the player's requests are same-origin, as on the site
      await page.route(`${origin}/player`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<video id="v" muted></video><script>${HLS_JS}</script><script>
            const state = { played: 0, fatal: [], playlists: 0, loops: [] };
            globalThis.player = state;
            const video = document.getElementById('v');
            const hls = new Hls();
            hls.on(Hls.Events.ERROR, (_, d) => { if (d.fatal) state.fatal.push(d.details); });
            hls.on(Hls.Events.LEVEL_LOADED, () => { state.playlists += 1; });
            hls.on(Hls.Events.FRAG_CHANGED, (_, d) => {
              if (state.loops.at(-1) !== d.frag.cc) state.loops.push(d.frag.cc);
            });
            video.addEventListener('timeupdate', () => { state.played = video.currentTime; });
            hls.loadSource(${JSON.stringify(live.pullUrl)});
            hls.attachMedia(video);
            video.play();
          </script>`,
        }),
      );
      await page.goto(`${origin}/player`);
      // the bundled clip is 20 s: playing into its next loop, and on from there
      const read = () => page.evaluate(() => (globalThis as unknown as { player: Player }).player);
      await page.waitForFunction(
        () => (globalThis as unknown as { player: Player }).player.loops.length > 1,
        undefined,
        { timeout: 150_000, polling: 250 },
      );
      const crossed = (await read()).played;
      await page.waitForFunction(
        (from) => (globalThis as unknown as { player: Player }).player.played > from + 4,
        crossed,
        { timeout: 60_000, polling: 250 },
      );
      const state = await read();
      expect(state.fatal).toEqual([]);
      expect(state.loops[1]).toBe(state.loops[0]! + 1);
      // a live playlist is read again and again
      expect(state.playlists).toBeGreaterThan(3);
      await page.close();
    }, 240_000);
  });
});
