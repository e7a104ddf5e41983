import {
  isSportsNotice,
  SITE_CHANGES,
  topics,
  type RealtimeClient,
  type SiteEvent,
} from '@touchline/api';
import { STATISTICS_TYPES } from '@touchline/domain';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Shell, ShellClients } from '../../app/shell.ts';
import { useClients, useSessionState } from '../../app/context.tsx';
import { gamesKeys, liveKeys, siteKeys, sportsKeys } from '../keys.ts';
import { useDataLanguage } from '../language.ts';

/** The site's maintenance period (point 0): the banner and the home notices read the same entry. */
export function useMaintenance() {
  const { platform } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: siteKeys.maintenance(0, language),
    queryFn: () => platform.operation.getMaintenanceInfo({ point: 0 }, { noNeedResponseMsg: true }),
    staleTime: 60_000,
  });
}

/** The home banners' query: the first one's picture is the home page's largest element. */
export function homeBannersQuery(platform: ShellClients['platform'], language: string) {
  return queryOptions({
    queryKey: siteKeys.homeBanners(language),
    queryFn: () => platform.games.listHomeBanners({}, { noNeedResponseMsg: true }),
  });
}

/** The home notices' query: the bar above the banners. */
export function homeNoticesQuery(platform: ShellClients['platform'], language: string) {
  return queryOptions({
    queryKey: siteKeys.homeNotices(language),
    queryFn: () => platform.games.listHomeNotices({}, { noNeedResponseMsg: true }),
  });
}

/**
 * Starts the queries of the home page's top — the notices and the banners — before the page's
 * chunks have arrived (its route's loader calls it): the largest element's address is known when
 * the page first renders, and the notice bar above it is there about as soon (issue 16).
 */
export function prefetchHomeTop(shell: Pick<Shell, 'queryClient' | 'clients' | 'getLanguage'>) {
  const language = shell.getLanguage();
  void shell.queryClient.prefetchQuery(homeBannersQuery(shell.clients.platform, language));
  void shell.queryClient.prefetchQuery(homeNoticesQuery(shell.clients.platform, language));
}

export function useHomeBanners() {
  const { platform } = useClients();
  return useQuery(homeBannersQuery(platform, useDataLanguage()));
}

export function useHomeNotices() {
  const { platform } = useClients();
  return useQuery(homeNoticesQuery(platform, useDataLanguage()));
}

/** The house popup ads running now, in the reader's language (the daily popup shows one). */
export function usePopupAds(enabled = true) {
  const { platform } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: siteKeys.popupAds(language),
    queryFn: () => platform.games.listPopupAds({}, { noNeedResponseMsg: true }),
    enabled,
  });
}

export function useHomeLobbies() {
  const { platform } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: siteKeys.homeLobbies(language),
    queryFn: () => platform.games.listHomeLobbies({}, { noNeedResponseMsg: true }),
  });
}

export function useHomeStreams() {
  const { platform } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: siteKeys.homeStreams(language),
    queryFn: () => platform.live.listStreams(),
  });
}

/** The home page's six live football matches, for a logged-in member. */
export function useHomeMatches() {
  const { sports } = useClients();
  const { sessionId } = useSessionState();
  const language = useDataLanguage();
  return useQuery({
    queryKey: sportsKeys.homeList(sessionId, language),
    queryFn: async () => {
      const page = await sports.listMatches({
        type: STATISTICS_TYPES.live,
        sportId: 1,
        current: 1,
        size: 6,
      });
      // code 8: the sportsbook passes a notice (maintenance) instead of matches
      if (isSportsNotice(page)) throw new Error(page.msg);
      return page.records;
    },
    enabled: !!sessionId,
  });
}

/** The first parts of a key: the query in every language (and every filter). */
const prefix = (key: readonly unknown[], parts = 1): readonly unknown[] => key.slice(0, parts);

/** The queries each kind of site change makes stale, in every language. */
const SITE_CHANGE_KEYS: Readonly<Record<SiteEvent['changed'], readonly (readonly unknown[])[]>> = {
  maintenance: [prefix(siteKeys.maintenance(0, ''))],
  banners: [prefix(siteKeys.homeBanners(''))],
  notices: [prefix(siteKeys.homeNotices(''))],
  'popup-ads': [prefix(siteKeys.popupAds(''))],
  // every sportsbook query: an open page asks again and meets the maintenance (code 8) or its end
  'sports-maintenance': [sportsKeys.all],
  bulletins: [prefix(sportsKeys.bulletins(''), 2)],
  // the game lobbies' lists and the home page's lobbies
  games: [gamesKeys.all, prefix(siteKeys.homeLobbies(''))],
  // the home page's live list and the live lobby's lists
  streams: [prefix(siteKeys.homeStreams('')), liveKeys.streams()],
};

/** Takes the site's notices of these kinds again (the open page shows the new ones). */
export function invalidateSiteNotices(
  queryClient: QueryClient,
  changed: readonly SiteEvent['changed'][],
): Promise<unknown> {
  return Promise.all(
    changed.flatMap((kind) =>
      SITE_CHANGE_KEYS[kind].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ),
  );
}

/**
 * Every page, a visitor's too, follows the site's topic: when an operator sets maintenance or
 * changes the home's banners or notices, the page takes them again at once — no reload, no
 * polling (ADR 031). After a reconnect all of them are taken again (events may have been missed).
 */
export function useSiteFeed(realtime: RealtimeClient | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!realtime) return;
    return realtime.subscribe(topics.site(), (message) => {
      if (message.type === 'resync') {
        if (message.reason === 'reconnected') {
          void invalidateSiteNotices(queryClient, SITE_CHANGES);
        }
        return;
      }
      void invalidateSiteNotices(queryClient, [message.data.changed]);
    });
  }, [queryClient, realtime]);
}
