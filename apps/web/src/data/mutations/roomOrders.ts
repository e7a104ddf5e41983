import type { CallRequest, liveCalls } from '@touchline/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClients, useSessionState } from '../../app/context.tsx';
import { memberKeys, roomKeys, sportsKeys } from '../keys.ts';

type Calls = typeof liveCalls;

/**
 * Follows a push order: a real bet, in My bets. The refusal is the dialog's to say (no toast);
 * on success the bet lists, the wallet and the room's orders (their follower counts) are read again.
 */
export function useFollowPushOrder(streamId: number) {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CallRequest<Calls['saveFollowOrder']>) =>
      platform.live.saveFollowOrder(request, { noNeedResponseMsg: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sportsKeys.allBets() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.wallet(sessionId) }),
        queryClient.invalidateQueries({ queryKey: roomKeys.pushOrders(streamId) }),
      ]),
  });
}

/**
 * Pays a paid room's fee (once per stream; repeats by key move nothing). The answer's balance is
 * the wallet's; the room's fee and its orders are read again, unlocked.
 */
export function usePayRoomFee(streamId: number) {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      platform.live.payRoomFee({ streamId, idempotencyKey }, { noNeedResponseMsg: true }),
    onSuccess: async ({ memberWallet }) => {
      queryClient.setQueryData(
        memberKeys.wallet(sessionId),
        (wallet: { memberWallet: string } | undefined) =>
          wallet ? { ...wallet, memberWallet } : wallet,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: roomKeys.fee(streamId, sessionId) }),
        queryClient.invalidateQueries({ queryKey: roomKeys.pushOrders(streamId) }),
        queryClient.invalidateQueries({ queryKey: memberKeys.wallet(sessionId) }),
      ]);
    },
  });
}
