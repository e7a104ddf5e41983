// ADR 043: nothing renders inside the hydration's commit. React gives an update made during a
// commit (a `setState` in a layout effect or a ref callback, an external store that changed) the
// sync lane, and renders it before the task ends — after running every pending effect of the page
// it just hydrated. One such update doubled `/sports`' longest task. This loads each page of
// issue 16's Lighthouse set on the built site and reads, from React's commit hook (the one React
// DevTools uses), the lanes still pending as the first commit — the hydration of the server's
// HTML — ends: a sync lane (2) there is such an update. A count of lanes, not a timing.
//
// To find the component that made it: build with `minify: false` set locally in vite.config.ts
// and log the sync lane in react-dom's `scheduleUpdateOnFiber` (ADR 043).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext } from 'playwright-core';
import { memberStorage, reactCommitHook, startSite, type Site } from './harness.ts';

/** In the page before any script: React finds the hook as it starts and reports each commit. */
const HOOK = reactCommitHook(
  `const commits = [];
  Object.defineProperty(window, '__commits', { value: commits });`,
  // the root's state before this commit: dehydrated while the server's HTML waits for React
  `const before = root.current.alternate && root.current.alternate.memoizedState;
  commits.push({ pendingLanes: root.pendingLanes, hydrated: !!(before && before.isDehydrated) });`,
);

const SYNC_LANE = 2;

interface Commit {
  /** The lanes left to render as the commit ends. */
  pendingLanes: number;
  /** Whether the commit hydrated the root (its previous state was the server's HTML). */
  hydrated: boolean;
}

let site: Site;
let memberState: Awaited<ReturnType<typeof memberStorage>>;

before(async () => {
  site = await startSite();
  memberState = await memberStorage(site);
});

after(async () => {
  await site?.stop();
});

/** The commits React reported while `path` loaded, until the page's main content is drawn. */
async function commitsOf(path: string, member: boolean): Promise<Commit[]> {
  let context: BrowserContext;
  if (member) {
    context = await site.browser.newContext({
      storageState: memberState,
      viewport: { width: 412, height: 823 },
    });
  } else {
    context = (await site.newPage({ ageGate: true })).context();
  }
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript({ content: HOOK });
    await page.goto(site.base + path);
    await page.waitForFunction(
      () => (window as unknown as { __commits: unknown[] }).__commits.length > 0,
    );
    return await page.evaluate(() => (window as unknown as { __commits: Commit[] }).__commits);
  } finally {
    await context.close();
  }
}

describe("the hydration's commit leaves nothing to render at once (ADR 043)", () => {
  for (const [path, member] of [
    ['/', false],
    ['/sports', true],
    ['/anchorPlay', true],
    ['/electronic/touchline-slots', true],
    ['/luckyWheel', false],
    ['/firstcharge', false],
  ] as const) {
    it(`${path} (${member ? 'the demo member' : 'a first visit'})`, async () => {
      const [hydration] = await commitsOf(path, member);
      assert.ok(hydration, 'React reported no commit');
      assert.ok(hydration.hydrated, "the first commit did not hydrate the server's HTML");
      assert.equal(
        hydration.pendingLanes & SYNC_LANE,
        0,
        `an update made during the hydration's commit is rendered in its task (pending lanes ${hydration.pendingLanes.toString(2)})`,
      );
    });
  }
});
