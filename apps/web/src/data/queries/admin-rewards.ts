import { useQuery } from '@tanstack/react-query';
import { useAdminClient } from '../adminClient.ts';
import { adminRewardKeys } from '../keys.ts';

/** The VIP levels and the invitation tiers as stored (ADR 036): a few rows, one call. */
export function useAdminRewardRules() {
  const admin = useAdminClient();
  return useQuery({
    queryKey: adminRewardKeys.rules(),
    queryFn: () => admin.adminGetRewardRules({}),
  });
}
