import type { MemberWallet, Presenter } from '@touchline/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClients, useSessionState } from '../../app/context.tsx';
import { memberKeys, roomKeys } from '../keys.ts';

/** Follows a host (or stops): the host bar shows the new count from the answer. */
export function useFollowPresenter(presenterId: number | undefined) {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (followed: boolean) =>
      platform.live.followPresenter({ id: presenterId!, followed }),
    onSuccess: ({ followed, followers }) => {
      queryClient.setQueryData<Presenter>(
        roomKeys.presenter(presenterId ?? 0, sessionId),
        (presenter) => (presenter ? { ...presenter, isFollowed: followed, followers } : presenter),
      );
    },
  });
}

export interface GiftSend {
  streamId: number;
  giftId: number;
  count: number;
  /** The same for every try of one send, so a retry after a lost answer pays once. */
  idempotencyKey: string;
}

/**
 * Sends gifts to the host. The wallet moves through the `member-balance` topic; a refusal
 * (balance, limits) rejects with the server's message, shown by the picker, not as a toast.
 */
export function useSendGift() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (send: GiftSend) => platform.live.sendGift(send, { noNeedResponseMsg: true }),
    // the answer's balance at once (the balance topic brings the same a moment later)
    onSuccess: ({ memberWallet, currency }) => {
      queryClient.setQueryData<MemberWallet>(memberKeys.wallet(sessionId), (wallet) =>
        wallet ? { ...wallet, memberWallet, currency } : wallet,
      );
    },
  });
}
