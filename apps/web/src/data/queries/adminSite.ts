import type { AdminBanner, AdminNotice, AdminPopupAd } from '@touchline/api';
import { ADMIN_PAGE_DEFAULT } from '@touchline/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAdminClient } from '../adminClient.ts';
import { adminSiteKeys } from '../keys.ts';

/** The site maintenance notice as an operator edits it: every language, its window. */
export function useAdminMaintenance() {
  const admin = useAdminClient();
  return useQuery({
    queryKey: adminSiteKeys.maintenance(),
    queryFn: () => admin.adminGetSiteMaintenance({}),
  });
}

/** Today's and the last 30 days' figures, per currency, summed by the server. */
export function useAdminDashboard() {
  const admin = useAdminClient();
  return useQuery({
    queryKey: adminSiteKeys.dashboard(),
    queryFn: () => admin.adminGetDashboard({}),
  });
}

/** The site section's lists: home banners, home notices, popup ads. */
export type SiteItemKind = 'banner' | 'notice' | 'popupAd';
export type SiteItem = AdminBanner | AdminNotice | AdminPopupAd;
type SiteItemsPage = { list: SiteItem[]; next: number | null };

/** One of the site section's lists, newest first, a page at a time. */
export function useAdminSiteItems(kind: SiteItemKind) {
  const admin = useAdminClient();
  const keys = {
    banner: adminSiteKeys.banners(),
    notice: adminSiteKeys.notices(),
    popupAd: adminSiteKeys.popupAds(),
  };
  return useInfiniteQuery({
    queryKey: keys[kind],
    queryFn: ({ pageParam }): Promise<SiteItemsPage> => {
      const input = {
        limit: ADMIN_PAGE_DEFAULT,
        ...(pageParam === null ? {} : { before: pageParam }),
      };
      if (kind === 'banner') return admin.adminListBanners(input);
      if (kind === 'notice') return admin.adminListNotices(input);
      return admin.adminListPopupAds(input);
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
