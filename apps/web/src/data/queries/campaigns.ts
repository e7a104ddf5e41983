import type { CampaignDetail, CampaignSummary } from '@touchline/api';
import { useQuery } from '@tanstack/react-query';
import { useClients, useSessionState } from '../../app/context.tsx';
import { campaignKeys } from '../keys.ts';
import { useDataLanguage } from '../language.ts';

/**
 * The campaign a route serves (`path`, as the address reads), in the reader's language, with the
 * member's own standing when logged in. A path with no campaign answers null (the page says so).
 */
export function useCampaign(path: string) {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  const language = useDataLanguage();
  return useQuery({
    queryKey: campaignKeys.detail(path, sessionId, language),
    queryFn: (): Promise<CampaignDetail> =>
      platform.campaigns.getCampaign({ path }, { noNeedResponseMsg: true }),
    retry: false,
  });
}

export interface CampaignListFilter {
  state?: CampaignSummary['state'];
  category?: CampaignSummary['category'];
}

/** The promotions list of /sponsor and /activity, by state and category, in the list's order. */
export function useCampaignList(filter: CampaignListFilter) {
  const { platform } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: campaignKeys.list(filter, language),
    queryFn: async () =>
      [...(await platform.campaigns.listCampaigns(filter, { noNeedResponseMsg: true }))].sort(
        (a, b) => a.sort - b.sort,
      ),
  });
}
