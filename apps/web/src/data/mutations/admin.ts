import type { CallInput, PlatformCalls } from '@touchline/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../adminClient.ts';
import { adminKeys } from '../keys.ts';

/** The audited actions on a member's account, each a call of its own. */
export const MEMBER_ACTIONS = [
  'suspend',
  'restore',
  'makeHost',
  'makeMember',
  'resetTwoStep',
  'endSessions',
] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/**
 * Suspends or restores a member's login, changes their role, resets their two-step login or signs
 * them out everywhere; the member's profile, the members table and the audit log are read again.
 */
export function useMemberAction(memberId: number) {
  const admin = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: MemberAction; reason: string }) => {
      const input = { memberId, reason };
      switch (action) {
        case 'suspend':
          return admin.adminSuspendMember(input);
        case 'restore':
          return admin.adminRestoreMember(input);
        case 'makeHost':
          return admin.adminSetMemberRole({ ...input, role: 'anchor' });
        case 'makeMember':
          return admin.adminSetMemberRole({ ...input, role: 'member' });
        case 'resetTwoStep':
          return admin.adminResetTwoStepLogin(input);
        case 'endSessions':
          return admin.adminEndMemberSessions(input);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}

/**
 * Adjusts a member's wallet (a signed amount with a reason, once per idempotency key): the
 * profile, the ledger, the members table and the audit log are read again.
 */
export function useAdjustWallet() {
  const admin = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<PlatformCalls['adminAdjustWallet']>) =>
      admin.adminAdjustWallet(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}
