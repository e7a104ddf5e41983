import type { CallInput, PlatformCalls } from '@touchline/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../adminClient.ts';
import { adminKeys } from '../keys.ts';

/** What an operator does to a stream. */
export type StreamAction = 'forceStop' | 'feature' | 'unfeature';

/**
 * Force-stops a live stream (its viewers' pages hear it ended, as when its host stops), or
 * features it on the home page or stops featuring it; the centre reads its lists and the audit
 * log again.
 */
export function useStreamAction() {
  const admin = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id, reason }: { action: StreamAction; id: number; reason: string }) =>
      action === 'forceStop'
        ? admin.adminForceStopStream({ id, reason })
        : admin.adminFeatureStream({ id, featured: action === 'feature', reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}

/** Adds a sensitive word (every chat masks it from the next message) or removes one. */
export function useSensitiveWord() {
  const admin = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ remove, ...input }: { remove: boolean; word: string; reason: string }) =>
      remove
        ? admin.adminRemoveSensitiveWord(input)
        : admin.adminAddSensitiveWord(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}

/** Bans a member from every chat room: the chat refuses their next message. */
export function useBanGlobal() {
  const admin = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<PlatformCalls['adminBanGlobal']>) =>
      admin.adminBanGlobal(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}

/** Lifts a ban from every room: the member may talk again at once. */
export function useLiftGlobalBan() {
  const admin = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reason: string }) =>
      admin.adminLiftGlobalBan(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}
