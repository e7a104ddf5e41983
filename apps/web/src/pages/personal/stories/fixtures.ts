import { waitFor } from 'storybook/test';
import { StorySite } from '../../../stories/StorySite.tsx';
import { withLocale } from '../../../stories/withLocale.tsx';
import { setRealtimeFactory } from '../../sports/feed.ts';
import { createFakeRealtime } from '../../sports/testing.ts';

// stories have no socket
setRealtimeFactory(() => createFakeRealtime());

export const ok = (data: unknown) => ({ code: 200, msg: '', data });
export const down = { code: 500, msg: '' } as const;
export const emptyPage = ok({ list: [], total: 0, page: 1, pageSize: 20 });

/** The example member's own centre (user 1001), at a tab. */
export const centre = (tab?: string) => `/personal/1001${tab ? `?tab=${tab}` : ''}`;

/**
 * A story is done when the centre's heading is there and nothing is loading any more (lazy tab
 * chunks and their data arrive a few tasks apart; the visual suite shoots when the play is over).
 */
export async function loaded({ canvasElement }: { canvasElement: HTMLElement }) {
  await waitFor(
    () => {
      if (!canvasElement.querySelector('h1')) throw new Error('no heading yet');
      if (canvasElement.querySelector('[aria-busy="true"]')) throw new Error('still loading');
    },
    { timeout: 10_000 },
  );
}

/** A loading story is done when the loading state shows (it never ends). */
export async function loading({ canvasElement }: { canvasElement: HTMLElement }) {
  await waitFor(
    () => {
      if (!canvasElement.querySelector('h1')) throw new Error('no heading yet');
      // the tab's own loading state, not the placeholder shown while its code loads
      if (!canvasElement.querySelector('[aria-busy="true"]:not([data-lazy-chunk])'))
        throw new Error('not loading yet');
    },
    { timeout: 10_000 },
  );
}

/**
 * What every screen of the centre's meta shares (spread after its literal `title`, which
 * Storybook's indexer reads as written): the whole site, the member signed in, at a tab.
 */
export const centreScreen = (tab?: string) => ({
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  play: loaded,
  args: { path: centre(tab), member: true },
});
