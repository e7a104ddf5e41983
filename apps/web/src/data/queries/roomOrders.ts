import { topics, type RealtimeClient } from '@touchline/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useClients, useSessionState } from '../../app/context.tsx';
import { roomKeys } from '../keys.ts';
import { useDataLanguage } from '../language.ts';

/**
 * A live room's push orders (`push/order/list2`): the unsettled first, then the latest settled.
 * Locked ones (a paid room not paid for) come without their pick; the session is in the key, so
 * a login or a payment reads them afresh.
 */
export function useStreamPushOrders(streamId: number) {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  const language = useDataLanguage();
  return useQuery({
    queryKey: roomKeys.pushOrdersIn(streamId, sessionId, language),
    queryFn: ({ signal }) =>
      platform.live.listStreamPushOrders({ streamId }, { signal, noNeedResponseMsg: true }),
  });
}

/**
 * The `push-orders:<roomId>` topic: an order pushed or settled is only named there, so the list
 * is fetched again; so it is at every resync — the first one too, since an order pushed before
 * the subscription took may be missing from the list fetched while it was being set up.
 */
export function usePushOrdersFeed(
  realtime: RealtimeClient,
  streamId: number,
  roomId: string,
): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.subscribe(topics.pushOrders(roomId), () => {
        void queryClient.invalidateQueries({ queryKey: roomKeys.pushOrders(streamId) });
      }),
    [queryClient, realtime, roomId, streamId],
  );
}

/** The host's public record of push orders (won, lost, void, win rate). */
export function useHostRecord(streamId: number, presenterId: number) {
  const { platform } = useClients();
  return useQuery({
    queryKey: roomKeys.hostRecord(streamId, presenterId),
    queryFn: async ({ signal }) =>
      (
        await platform.live.listPushOrders(
          { presenterId, page: 1, pageSize: 1 },
          { signal, noNeedResponseMsg: true },
        )
      ).record,
  });
}

/** Whether the room is paid, its fee in the viewer's currency, and whether the viewer may see it. */
export function useRoomFee(streamId: number, enabled: boolean) {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: roomKeys.fee(streamId, sessionId),
    queryFn: ({ signal }) =>
      platform.live.getRoomFee({ streamId }, { signal, noNeedResponseMsg: true }),
    enabled,
  });
}

/** A visitor's score of the room's match (the sportsbook's own calls need a member's token). */
export function useRoomMatchScore(streamId: number, gameId: number, enabled: boolean) {
  const { platform } = useClients();
  return useQuery({
    queryKey: roomKeys.matchScore(streamId, gameId),
    queryFn: async ({ signal }) =>
      (await platform.live.getLiveMatchScores({ gameIds: [gameId] }, { signal })).find(
        (score) => score.gameId === gameId,
      ) ?? null,
    enabled,
  });
}
