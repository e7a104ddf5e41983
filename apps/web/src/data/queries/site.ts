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

/**
 * Starts the home banners' query before the home page's chunks have arrived (its route's loader
 * calls it), so the largest element's address is known when the page first renders (issue 16).
 */
export function prefetchHomeBanners(shell: Pick<Shell, 'queryClient' | 'clients' | 'getLanguage'>) {
  void shell.queryClient.prefetchQuery(
    homeBannersQuery(shell.clients.platform, shell.getLanguage()),
  );
}

export function useHomeBanners() {
  const { platform } = useClients();
  return useQuery(homeBannersQuery(platform, useDataLanguage()));
}

export function useHomeNotices() {
  const { platform } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: siteKeys.homeNotices(language),
    queryFn: () => platform.games.listHomeNotices({}, { noNeedResponseMsg: true }),
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
