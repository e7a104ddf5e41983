import type { MemberWallet } from '@touchline/api';
import type { NewbieTask } from '@touchline/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useClients, useSessionState } from '../../app/context.tsx';
import { campaignKeys, memberKeys } from '../keys.ts';

/** A credited award: the new balance into the header at once, then the wallet and the campaign asked again. */
function settleAward(queryClient: QueryClient, sessionId: string | null, balance: string) {
  queryClient.setQueryData<MemberWallet>(memberKeys.wallet(sessionId), (wallet) =>
    wallet ? { ...wallet, memberWallet: balance } : wallet,
  );
  void queryClient.invalidateQueries({ queryKey: memberKeys.wallets() });
  void queryClient.invalidateQueries({ queryKey: campaignKeys.all() });
}

/** Today's sign-in on a calendar campaign (once a day; the server refuses a second). */
export function useSignInCampaign(slug: string) {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => platform.campaigns.signInCampaign({ slug }, { noNeedResponseMsg: true }),
    onSuccess: ({ balance }) => settleAward(queryClient, sessionId, balance),
  });
}

/** One spin of the lucky wheel; the same key answers the same spin if it is sent again. */
export function useSpinWheel(slug: string) {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      platform.campaigns.spinWheel({ slug, idempotencyKey }, { noNeedResponseMsg: true }),
    onSuccess: ({ balance }) => settleAward(queryClient, sessionId, balance),
  });
}

/** Claims what a campaign owes: a newbie step, the last period's rebate, the deposit match. */
export function useClaimCampaign(slug: string) {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: NewbieTask | undefined) =>
      platform.campaigns.claimCampaign(step ? { slug, step } : { slug }, {
        noNeedResponseMsg: true,
      }),
    onSuccess: ({ balance }) => settleAward(queryClient, sessionId, balance),
  });
}
