import { useQuery } from '@tanstack/react-query';
import { useClients } from '../../app/context.tsx';
import { adminRewardKeys } from '../keys.ts';

/** The VIP levels and the invitation tiers as stored (ADR 036): a few rows, one call. */
export function useAdminRewardRules() {
  const { platform } = useClients();
  return useQuery({
    queryKey: adminRewardKeys.rules(),
    queryFn: () => platform.admin.adminGetRewardRules({}),
  });
}
