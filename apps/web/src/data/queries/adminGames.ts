import type { CallInput, PlatformCalls } from '@touchline/api';
import { ADMIN_PAGE_DEFAULT } from '@touchline/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAdminClient } from '../adminClient.ts';
import { adminGamesKeys } from '../keys.ts';

/** What the games section's games are filtered by (the cursor is the query's own). */
export type AdminGameFilter = Omit<CallInput<PlatformCalls['adminListGames']>, 'before' | 'limit'>;

/** The lobbies (of one game type), in the players' order, with their maintenance and hot flag. */
export function useAdminLobbies(gameType: string | null) {
  const admin = useAdminClient();
  return useQuery({
    queryKey: adminGamesKeys.lobbies(gameType),
    queryFn: () => admin.adminListLobbies(gameType ? { gameType } : {}),
  });
}

/** The games by code, a page at a time from the server. */
export function useAdminGames(filter: AdminGameFilter) {
  const admin = useAdminClient();
  return useInfiniteQuery({
    queryKey: adminGamesKeys.games(filter),
    queryFn: ({ pageParam }) =>
      admin.adminListGames({
        ...filter,
        limit: ADMIN_PAGE_DEFAULT,
        ...(pageParam === null ? {} : { before: pageParam }),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
