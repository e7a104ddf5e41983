import { ADMIN_PAGE_DEFAULT } from '@touchline/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useClients } from '../../app/context.tsx';
import { adminSiteKeys } from '../keys.ts';

/** The site maintenance notice as an operator edits it: every language, its window. */
export function useAdminMaintenance() {
  const { platform } = useClients();
  return useQuery({
    queryKey: adminSiteKeys.maintenance(),
    queryFn: () => platform.admin.adminGetSiteMaintenance({}),
  });
}

/** Every home banner, newest first, a page at a time (ended ones too). */
export function useAdminBanners() {
  const { platform } = useClients();
  return useInfiniteQuery({
    queryKey: adminSiteKeys.banners(),
    queryFn: ({ pageParam }) =>
      platform.admin.adminListBanners({
        limit: ADMIN_PAGE_DEFAULT,
        ...(pageParam === null ? {} : { before: pageParam }),
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** Every home notice, newest first, a page at a time. */
export function useAdminNotices() {
  const { platform } = useClients();
  return useInfiniteQuery({
    queryKey: adminSiteKeys.notices(),
    queryFn: ({ pageParam }) =>
      platform.admin.adminListNotices({
        limit: ADMIN_PAGE_DEFAULT,
        ...(pageParam === null ? {} : { before: pageParam }),
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** Today's and the last 30 days' figures, per currency, summed by the server. */
export function useAdminDashboard() {
  const { platform } = useClients();
  return useQuery({
    queryKey: adminSiteKeys.dashboard(),
    queryFn: () => platform.admin.adminGetDashboard({}),
  });
}
