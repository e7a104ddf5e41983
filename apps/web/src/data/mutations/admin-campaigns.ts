import type { CallInput, PlatformCalls } from '@touchline/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../adminClient.ts';
import { adminKeys, campaignKeys } from '../keys.ts';

/**
 * The campaigns section's audited changes: each answers the campaign as stored, and the
 * centre's lists, the audit log and the site's campaign pages are read again.
 */
function useCampaignChange<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.all() }),
      ]),
  });
}

/** A new draft from a kind's template or a copy of a campaign. */
export function useCreateCampaign() {
  const admin = useAdminClient();
  return useCampaignChange((input: CallInput<PlatformCalls['adminCreateCampaign']>) =>
    admin.adminCreateCampaign(input),
  );
}

/** Saves the editor's campaign (the server checks it with the catalogue's schema). */
export function useUpdateCampaign() {
  const admin = useAdminClient();
  return useCampaignChange((input: CallInput<PlatformCalls['adminUpdateCampaign']>) =>
    admin.adminUpdateCampaign(input),
  );
}

/** Publishes (served to players) or unpublishes a campaign. */
export function usePublishCampaign() {
  const admin = useAdminClient();
  return useCampaignChange((input: CallInput<PlatformCalls['adminPublishCampaign']>) =>
    admin.adminPublishCampaign(input),
  );
}

/** Ends a campaign now. */
export function useEndCampaign() {
  const admin = useAdminClient();
  return useCampaignChange((input: CallInput<PlatformCalls['adminEndCampaign']>) =>
    admin.adminEndCampaign(input),
  );
}
