import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClients } from '../../app/context.tsx';
import { adminKeys } from '../keys.ts';

/**
 * Suspends (holds) or reopens a whole match or one market with a reason: members' open pages
 * hear the new status on the match's odds topic; the centre reads the match, its markets and the
 * audit log again.
 */
export function useMarketHold() {
  const { platform } = useClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      held,
      ...input
    }: {
      held: boolean;
      matchId: number;
      marketId?: string;
      reason: string;
    }) =>
      held ? platform.admin.adminSuspendMarket(input) : platform.admin.adminReopenMarket(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}
