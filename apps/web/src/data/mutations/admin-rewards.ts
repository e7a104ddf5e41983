import type { AdminRewardRules, CallInput, PlatformCalls } from '@touchline/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClients } from '../../app/context.tsx';
import { adminKeys, adminRewardKeys, personalKeys } from '../keys.ts';

/**
 * The reward rules' audited saves (ADR 036): each answers every rule as stored, which the
 * section shows at once; the audit log and this tab's own VIP and invitation pages are read again.
 */
function useRulesChange<I>(call: (input: I) => Promise<AdminRewardRules>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (rules) => queryClient.setQueryData(adminRewardKeys.rules(), rules),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
        queryClient.invalidateQueries({ queryKey: personalKeys.vipLevels() }),
        queryClient.invalidateQueries({ queryKey: ['personal', 'vip'] }),
        queryClient.invalidateQueries({ queryKey: personalKeys.inviteRules() }),
      ]),
  });
}

/** A VIP level's threshold and benefits. */
export function useSetVipLevel() {
  const { platform } = useClients();
  return useRulesChange((input: CallInput<PlatformCalls['adminSetVipLevel']>) =>
    platform.admin.adminSetVipLevel(input),
  );
}

/** The invitation's bet tiers, all at once. */
export function useSetInviteBetTiers() {
  const { platform } = useClients();
  return useRulesChange((input: CallInput<PlatformCalls['adminSetInviteBetTiers']>) =>
    platform.admin.adminSetInviteBetTiers(input),
  );
}

/** The invitation's deposit tiers, all at once. */
export function useSetInviteDepositTiers() {
  const { platform } = useClients();
  return useRulesChange((input: CallInput<PlatformCalls['adminSetInviteDepositTiers']>) =>
    platform.admin.adminSetInviteDepositTiers(input),
  );
}

/** The invitation's VIP rewards, all at once. */
export function useSetInviteVipRewards() {
  const { platform } = useClients();
  return useRulesChange((input: CallInput<PlatformCalls['adminSetInviteVipRewards']>) =>
    platform.admin.adminSetInviteVipRewards(input),
  );
}
