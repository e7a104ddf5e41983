import type { AdminRewardRules, CallInput, PlatformCalls } from '@touchline/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../adminClient.ts';
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
  const admin = useAdminClient();
  return useRulesChange((input: CallInput<PlatformCalls['adminSetVipLevel']>) =>
    admin.adminSetVipLevel(input),
  );
}

/** The invitation's bet tiers, all at once. */
export function useSetInviteBetTiers() {
  const admin = useAdminClient();
  return useRulesChange((input: CallInput<PlatformCalls['adminSetInviteBetTiers']>) =>
    admin.adminSetInviteBetTiers(input),
  );
}

/** The invitation's deposit tiers, all at once. */
export function useSetInviteDepositTiers() {
  const admin = useAdminClient();
  return useRulesChange((input: CallInput<PlatformCalls['adminSetInviteDepositTiers']>) =>
    admin.adminSetInviteDepositTiers(input),
  );
}

/** The invitation's VIP rewards, all at once. */
export function useSetInviteVipRewards() {
  const admin = useAdminClient();
  return useRulesChange((input: CallInput<PlatformCalls['adminSetInviteVipRewards']>) =>
    admin.adminSetInviteVipRewards(input),
  );
}
