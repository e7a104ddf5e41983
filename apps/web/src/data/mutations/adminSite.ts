import type { CallInput, PlatformCalls } from '@touchline/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClients } from '../../app/context.tsx';
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
        invalidateSiteNotices(queryClient, ['maintenance', 'banners', 'notices']),
      ]);
    },
  });
}

/** Sets the site maintenance notice and window (status, texts in four languages). */
export function useSetMaintenance() {
  const { platform } = useClients();
  return useSiteChange((input: Input<'adminSetSiteMaintenance'>) =>
    platform.admin.adminSetSiteMaintenance(input),
  );
}

/** Creates a home banner (no id) or edits one. */
export function useSaveBanner() {
  const { platform } = useClients();
  return useSiteChange((input: Input<'adminSaveBanner'>) => platform.admin.adminSaveBanner(input));
}

/** Ends a home banner now. */
export function useEndBanner() {
  const { platform } = useClients();
  return useSiteChange((input: Input<'adminEndBanner'>) => platform.admin.adminEndBanner(input));
}

/** Creates a home notice (no id) or edits one. */
export function useSaveNotice() {
  const { platform } = useClients();
  return useSiteChange((input: Input<'adminSaveNotice'>) => platform.admin.adminSaveNotice(input));
}

/** Ends a home notice now. */
export function useEndNotice() {
  const { platform } = useClients();
  return useSiteChange((input: Input<'adminEndNotice'>) => platform.admin.adminEndNotice(input));
}
