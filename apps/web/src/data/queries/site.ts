import { isSportsNotice } from '@touchline/api';
import { STATISTICS_TYPES } from '@touchline/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shell, ShellClients } from '../../app/shell.ts';
import { useClients, useSessionState } from '../../app/context.tsx';
import { siteKeys, sportsKeys } from '../keys.ts';
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
