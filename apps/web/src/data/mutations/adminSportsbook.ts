import type { CallInput, PlatformCalls } from '@touchline/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../adminClient.ts';
import { adminKeys } from '../keys.ts';

/**
 * Suspends (holds) or reopens a whole match or one market with a reason: members' open pages
 * hear the new status on the match's odds topic; the centre reads the match, its markets and the
 * audit log again.
 */
export function useMarketHold() {
  const admin = useAdminClient();
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
      held ? admin.adminSuspendMarket(input) : admin.adminReopenMarket(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}

/**
 * Voids a market with a reason: its bets' stakes come back through the ledger (once), parlays go
 * on without the leg, and the market stays suspended; the centre reads the match and the audit
 * log again.
 */
export function useVoidMarket() {
  const admin = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { matchId: number; marketId: string; reason: string }) =>
      admin.adminVoidMarket(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}

/** A new sports bulletin in four languages, pinned as a top one or not. */
export function useCreateBulletin() {
  const admin = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<PlatformCalls['adminCreateBulletin']>) =>
      admin.adminCreateBulletin(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}

/** Pins or unpins a bulletin, or expires it (members no longer see it). */
export function useBulletinAction() {
  const admin = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      id,
      reason,
    }: {
      action: 'pin' | 'unpin' | 'expire';
      id: number;
      reason: string;
    }) =>
      action === 'expire'
        ? admin.adminExpireBulletin({ id, reason })
        : admin.adminPinBulletin({ id, pinned: action === 'pin', reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}

/** Sets the sports maintenance window (code 8 within it), or ends it. */
export function useSportsMaintenance() {
  const admin = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { end: true; reason: string }
        | { end: false; startTime: number; endTime: number; message: string; reason: string },
    ) => {
      if (input.end) return admin.adminEndSportsMaintenance({ reason: input.reason });
      const { end: _end, ...window } = input;
      return admin.adminSetSportsMaintenance(window);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}
