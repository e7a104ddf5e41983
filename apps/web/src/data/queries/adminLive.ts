import type { CallInput, PlatformCalls } from '@touchline/api';
import { ADMIN_PAGE_DEFAULT } from '@touchline/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useAdminClient } from '../adminClient.ts';
import { adminLiveKeys } from '../keys.ts';

/** What the live section's streams are filtered by (the cursor is the query's own). */
export type AdminStreamFilter = Omit<CallInput<PlatformCalls['adminListStreams']>, 'before' | 'limit'>;

/** Every stream (live, then announced, then ended), a page at a time from the server. */
export function useAdminStreams(filter: AdminStreamFilter) {
  const admin = useAdminClient();
  return useInfiniteQuery({
    queryKey: adminLiveKeys.streams(filter),
    queryFn: ({ pageParam }) =>
      admin.adminListStreams({
        ...filter,
        limit: ADMIN_PAGE_DEFAULT,
        ...(pageParam === null ? {} : { before: pageParam }),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** The site's sensitive words in their order (those holding `search`), a page at a time. */
export function useAdminSensitiveWords(search: string) {
  const admin = useAdminClient();
  return useInfiniteQuery({
    queryKey: adminLiveKeys.words(search),
    queryFn: ({ pageParam }) =>
      admin.adminListSensitiveWords({
        limit: ADMIN_PAGE_DEFAULT,
        ...(search ? { search } : {}),
        ...(pageParam === null ? {} : { after: pageParam }),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** The bans from every room in force, newest first, a page at a time. */
export function useAdminGlobalBans(search: string) {
  const admin = useAdminClient();
  return useInfiniteQuery({
    queryKey: adminLiveKeys.bans(search),
    queryFn: ({ pageParam }) =>
      admin.adminListGlobalBans({
        limit: ADMIN_PAGE_DEFAULT,
        ...(search ? { search } : {}),
        ...(pageParam === null ? {} : { before: pageParam }),
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
