import type { CallInput, PlatformCalls } from '@touchline/api';
import { ADMIN_PAGE_DEFAULT } from '@touchline/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAdminClient } from '../adminClient.ts';
import { adminKeys } from '../keys.ts';

/** What the sportsbook section's matches are filtered by (the cursor is the query's own). */
export type AdminMatchFilter = Omit<CallInput<PlatformCalls['adminListMatches']>, 'before' | 'limit'>;

/** The feed's matches, newest id first, a page at a time from the server. */
export function useAdminMatches(filter: AdminMatchFilter) {
  const admin = useAdminClient();
  return useInfiniteQuery({
    queryKey: adminKeys.matches(filter),
    queryFn: ({ pageParam }) =>
      admin.adminListMatches({
        ...filter,
        limit: ADMIN_PAGE_DEFAULT,
        ...(pageParam === null ? {} : { before: pageParam }),
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** One match's markets with their statuses and the operator's holds. */
export function useAdminMatchMarkets(matchId: number | null) {
  const admin = useAdminClient();
  return useQuery({
    queryKey: adminKeys.markets(matchId ?? 0),
    queryFn: () => admin.adminGetMatchMarkets({ matchId: matchId! }),
    enabled: matchId !== null,
  });
}

/** The sports bulletins, newest first, a page at a time (expired ones included). */
export function useAdminBulletins() {
  const admin = useAdminClient();
  return useInfiniteQuery({
    queryKey: adminKeys.bulletins(),
    queryFn: ({ pageParam }) =>
      admin.adminListBulletins({
        limit: ADMIN_PAGE_DEFAULT,
        ...(pageParam === null ? {} : { before: pageParam }),
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** The sports maintenance window operators set, or null. */
export function useAdminSportsMaintenance() {
  const admin = useAdminClient();
  return useQuery({
    queryKey: adminKeys.sportsMaintenance(),
    queryFn: () => admin.adminGetSportsMaintenance({}),
  });
}
