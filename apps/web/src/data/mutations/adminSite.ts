import type { CallInput, PlatformCalls } from '@touchline/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../adminClient.ts';
import { adminKeys } from '../keys.ts';
import { invalidateSiteNotices } from '../queries/site.ts';

type Input<Name extends keyof PlatformCalls> = CallInput<PlatformCalls[Name]>;

/**
 * After a change of the site's notices: the centre's lists and the audit log are read again, and
 * so are this tab's own banner, home banners and notices (other tabs hear of it on the site topic).
 */
function useSiteChange<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
        invalidateSiteNotices(queryClient, ['maintenance', 'banners', 'notices', 'popup-ads']),
      ]);
    },
  });
}

/** Sets the site maintenance notice and window (status, texts in four languages). */
export function useSetMaintenance() {
  const admin = useAdminClient();
  return useSiteChange((input: Input<'adminSetSiteMaintenance'>) =>
    admin.adminSetSiteMaintenance(input),
  );
}

/** Creates a home banner (no id) or edits one. */
export function useSaveBanner() {
  const admin = useAdminClient();
  return useSiteChange((input: Input<'adminSaveBanner'>) => admin.adminSaveBanner(input));
}

/** Creates a home notice (no id) or edits one. */
export function useSaveNotice() {
  const admin = useAdminClient();
  return useSiteChange((input: Input<'adminSaveNotice'>) => admin.adminSaveNotice(input));
}

/** Creates a popup ad (no id) or edits one. */
export function useSavePopupAd() {
  const admin = useAdminClient();
  return useSiteChange((input: Input<'adminSavePopupAd'>) =>
    admin.adminSavePopupAd(input),
  );
}

/** Ends a banner, a notice or a popup ad now. */
export function useEndSiteItem(kind: 'banner' | 'notice' | 'popupAd') {
  const admin = useAdminClient();
  return useSiteChange((input: Input<'adminEndBanner'>) => {
    if (kind === 'banner') return admin.adminEndBanner(input);
    if (kind === 'notice') return admin.adminEndNotice(input);
    return admin.adminEndPopupAd(input);
  });
}
