import { createRealtimeClient, topics, type RealtimeClient } from '@touchline/api';
import type { QueryClient } from '@tanstack/react-query';
import type { Shell } from '../../app/shell.ts';
import { LiveStore, type LiveFeed } from './live.ts';
import { sportsKeys } from './queries.ts';

/** The socket's address on the page's own origin (the server and the dev proxy answer `/ws`). */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

const clients = new WeakMap<Shell, RealtimeClient>();

/** One realtime client per shell (one socket per tab), made on first use. */
export function realtimeFor(shell: Shell): RealtimeClient {
  let client = clients.get(shell);
  if (!client) {
    client = createRealtimeClient({
      url: () => socketUrl(window.location),
      getToken: () => shell.store.token.get(),
    });
    clients.set(shell, client);
  }
  return client;
}

/**
 * The live feed of the sports screens over a realtime client: watching a match subscribes its
 * odds and score topics; events go to the store (one listener per price); a `resync` drops the
 * match's deltas and fetches a fresh snapshot. Resyncs that come together (a reconnect resyncs
 * every topic) refetch once.
 */
export function createLiveFeed(realtime: RealtimeClient, queryClient: QueryClient): LiveFeed {
  const store = new LiveStore();
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
        // a list row's first subscription comes with the list it was drawn from; a detail page,
        // and anything after a dropped connection, takes a fresh snapshot
        if (detail || reason === 'reconnected') scheduleRefetch(matchId, detail);
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
      };
    },
  };
}
