import { topics, type MemberWallet, type RealtimeClient } from '@touchline/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useClients, useSessionState } from '../../app/context.tsx';
import { memberKeys } from '../keys.ts';

/** The member's wallet (the header's balance, the slip's limit); one cache entry per session. */
export function useWallet() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: memberKeys.wallet(sessionId),
    queryFn: () => platform.member.fetchMemberWallet(),
    enabled: !!sessionId,
  });
}

/**
 * While a member is logged in, the server's `member-balance` topic writes each new balance into
 * the wallet's cache: a bet, a cash-out or a gift shows the moment it moves money, no refetch.
 */
export function useBalanceFeed(realtime: RealtimeClient | null): void {
  const queryClient = useQueryClient();
  const { sessionId } = useSessionState();
  useEffect(() => {
    if (!sessionId || !realtime) return;
    return realtime.subscribe(topics.memberBalance(), (message) => {
      // events missed while the socket was down: the wallet is asked once again
      if (message.type === 'resync') {
        if (message.reason === 'reconnected')
          void queryClient.invalidateQueries({ queryKey: memberKeys.wallet(sessionId) });
        return;
      }
      const { memberWallet, currency } = message.data;
      queryClient.setQueryData<MemberWallet>(memberKeys.wallet(sessionId), (wallet) => ({
        ...wallet,
        memberWallet,
        currency,
      }));
    });
  }, [queryClient, realtime, sessionId]);
}
