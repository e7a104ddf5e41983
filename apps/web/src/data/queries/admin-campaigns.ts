import type { AdminCampaignDocument, CallInput, PlatformCalls } from '@touchline/api';
import { ADMIN_PAGE_DEFAULT, type Language } from '@touchline/domain';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAdminClient } from '../adminClient.ts';
import { adminKeys } from '../keys.ts';

/** What the campaigns table is filtered by (the cursor is the query's own). */
export type AdminCampaignFilter = Omit<
  CallInput<PlatformCalls['adminListCampaigns']>,
  'before' | 'limit'
>;

/** The campaigns table: newest first, a page at a time from the server (keyset on the id). */
export function useAdminCampaigns(filter: AdminCampaignFilter) {
  const admin = useAdminClient();
  return useInfiniteQuery({
    queryKey: adminKeys.campaigns(filter),
    queryFn: ({ pageParam }) =>
      admin.adminListCampaigns({
        ...filter,
        limit: ADMIN_PAGE_DEFAULT,
        ...(pageParam === null ? {} : { before: pageParam }),
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** One campaign as the editor opens it (drafts too). */
export function useAdminCampaign(campaignId: number | null) {
  const admin = useAdminClient();
  return useQuery({
    queryKey: adminKeys.campaign(campaignId ?? 0),
    queryFn: () => admin.adminGetCampaign({ campaignId: campaignId! }),
    enabled: campaignId !== null,
  });
}

/**
 * A draft's page as a visitor reading `language` would get it, built by the server from the
 * draft (checked by the same schema as a save; nothing is stored).
 */
export function useAdminCampaignPreview(document: AdminCampaignDocument, language: Language) {
  const admin = useAdminClient();
  return useQuery({
    queryKey: adminKeys.campaignPreview(document, language),
    // a refusal is shown in the preview panel itself, not again as a toast
    queryFn: () =>
      admin.adminPreviewCampaign({ document, language }, { noNeedResponseMsg: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The images a campaign's hero may show. */
export function usePromoImages() {
  const admin = useAdminClient();
  return useQuery({
    queryKey: adminKeys.promoImages(),
    queryFn: () => admin.adminListPromoImages({}),
    staleTime: Infinity,
  });
}
