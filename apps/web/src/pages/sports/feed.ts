import { createRealtimeClient, topics, type RealtimeClient } from '@touchline/api';
import type { QueryClient } from '@tanstack/react-query';
import type { Shell } from '../../app/shell.ts';
import { LiveStore, nextFrame, type LiveFeed, type Scheduler } from './live.ts';
import { sportsKeys } from '../../data/keys.ts';

/**
 * The socket's address on the page's own origin (the server and the dev proxy answer `/ws`), with
 * the reader's language (`?lang=`) so that the server's refusals (a ban, slow mode) come in it.
 */
export function socketUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  language?: string,
): string {
  const base = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
  return language ? `${base}?lang=${encodeURIComponent(language)}` : base;
}

const clients = new WeakMap<Shell, RealtimeClient>();

let makeRealtime = (shell: Shell): RealtimeClient =>
  createRealtimeClient({
    url: () => socketUrl(window.location, shell.getLanguage()),
    // the socket signs in from the session cookie at its upgrade (ADR 012): no auth message
    getToken: () => null,
  });

/** Makes the realtime clients of shells not seen yet another way (stories: a socket-less fake). */
export function setRealtimeFactory(factory: (shell: Shell) => RealtimeClient): void {
  makeRealtime = factory;
}

/** Gives a shell a realtime client other than a socket (tests push prices and balances by hand). */
export function provideRealtime(shell: Shell, client: RealtimeClient): void {
  clients.set(shell, client);
}

/** One realtime client per shell (one socket per tab), made on first use. */
export function realtimeFor(shell: Shell): RealtimeClient {
  let client = clients.get(shell);
  if (!client) clients.set(shell, (client = makeRealtime(shell)));
  return client;
}

/** A list row watched again after this long off screen may show prices that moved meanwhile. */
export const ROW_AWAY_MS = 1_000;
/** Rows coming back together (a view shown again, a scroll) refetch their lists once, this long after the last. */
export const LIST_REFRESH_DELAY_MS = 300;

/**
 * The live feed of the sports screens over a realtime client: watching a match subscribes its
 * odds and score topics; events go to the store (one listener per price, woken once per animation
 * frame, however many moves came in it); a `resync` drops the match's deltas and fetches a fresh
 * snapshot. Resyncs that come together (a reconnect resyncs every topic) refetch once.
 *
 * A list row's first subscription comes with the list it was drawn from. A row that comes back
 * after a while (the list shown again from the cache, a row scrolled back into view) was drawn
 * from a list older than the moves it missed: its lists are fetched again. The snapshot is taken
 * after the row subscribed, so every later move reaches the store and none is lost.
 */
export function createLiveFeed(
  realtime: RealtimeClient,
  queryClient: QueryClient,
  // a price store that wakes its cells once per frame (see LiveStore)
  { schedule = nextFrame }: { schedule?: Scheduler } = {},
): LiveFeed {
  const store = new LiveStore({ schedule });
  /** When each list row stopped being watched. */
  const leftAt = new Map<number, number>();
  let listRefresh: ReturnType<typeof setTimeout> | undefined;
  const refreshListsSoon = () => {
    clearTimeout(listRefresh);
    listRefresh = setTimeout(() => {
      listRefresh = undefined;
      void queryClient.invalidateQueries({ queryKey: sportsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: sportsKeys.follows() });
    }, LIST_REFRESH_DELAY_MS);
  };
  let refetch: { list: boolean; details: Set<number> } | null = null;
  const scheduleRefetch = (matchId: number, detail: boolean) => {
    if (!refetch) {
      refetch = { list: false, details: new Set() };
      queueMicrotask(() => {
        const due = refetch!;
        refetch = null;
        if (due.list) void queryClient.invalidateQueries({ queryKey: sportsKeys.lists() });
        for (const id of due.details)
          void queryClient.invalidateQueries({ queryKey: sportsKeys.detail(id) });
      });
    }
    if (detail) refetch.details.add(matchId);
    else refetch.list = true;
  };

  return {
    store,
    watch(matchId, { detail = false } = {}) {
      const onResync = (reason: 'subscribed' | 'reconnected') => {
        store.reset(matchId);
        // a detail page, and anything after a dropped connection, takes a fresh snapshot; a list
        // row only when it comes back from a while off screen
        if (detail || reason === 'reconnected') scheduleRefetch(matchId, detail);
        else {
          const left = leftAt.get(matchId);
          if (left !== undefined && Date.now() - left >= ROW_AWAY_MS) refreshListsSoon();
        }
      };
      const stopOdds = realtime.subscribe(topics.matchOdds(matchId), (message) => {
        if (message.type === 'resync') onResync(message.reason);
        else store.applyOdds(matchId, message.data);
      });
      const stopScore = realtime.subscribe(topics.matchScore(matchId), (message) => {
        if (message.type === 'event') store.applyScore(matchId, message.data);
      });
      return () => {
        stopOdds();
        stopScore();
        if (!detail) leftAt.set(matchId, Date.now());
      };
    },
  };
}
