import { CODES, isApiError, topics, type RealtimeClient, type Stream } from '@touchline/api';
import { STREAM_STATUS_LIVE } from '@touchline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useClients, useSessionState } from '../../app/context.tsx';
import { roomKeys } from '../keys.ts';
import { useDataLanguage } from '../language.ts';

/** A call that answered "no such thing": the screen says so instead of "failed". */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === CODES.notFound;
}

/** A stream (the room's title, host, status, viewers and chat room). */
export function useRoomStream(streamId: number) {
  const { platform } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: roomKeys.stream(streamId, language),
    queryFn: () => platform.live.getStream({ id: streamId }, { noNeedResponseMsg: true }),
    enabled: Number.isSafeInteger(streamId) && streamId > 0,
  });
}

/**
 * The stream a match's room shows: the match's most-watched live stream (`matchListFront` lists
 * each match's streams live first, most-watched first); null when the match has none.
 */
export function useMatchStreamId(matchId: number) {
  const { platform } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: roomKeys.liveMatches(language),
    queryFn: () => platform.live.listLiveMatches({}, { noNeedResponseMsg: true }),
    enabled: Number.isSafeInteger(matchId) && matchId > 0,
    select: (matches) => matches.find((m) => m.gameId === matchId)?.streamIds[0] ?? null,
  });
}

/** A live stream's playback sources, one per line, the default first; none unless live. */
export function useVideoSources(stream: Stream | undefined) {
  const { platform } = useClients();
  const language = useDataLanguage();
  const streamId = stream?.id ?? 0;
  return useQuery({
    queryKey: roomKeys.sources(streamId, language),
    queryFn: () => platform.live.listVideoSources({ streamId }, { noNeedResponseMsg: true }),
    enabled: stream?.status === STREAM_STATUS_LIVE,
    select: (sources) => [...sources].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
  });
}

export function usePresenter(presenterId: number | undefined) {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: roomKeys.presenter(presenterId ?? 0, sessionId),
    queryFn: () => platform.live.getPresenter({ id: presenterId! }, { noNeedResponseMsg: true }),
    enabled: presenterId !== undefined,
  });
}

export function useChatRoomConfig(streamId: number, roomId: string | undefined) {
  const { platform } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: roomKeys.chatConfig(streamId, roomId ?? '', language),
    queryFn: () =>
      platform.live.getChatRoomConfig({ roomId: roomId! }, { noNeedResponseMsg: true }),
    enabled: !!roomId,
  });
}

/** The signature that admits the member to the room's chat (members only; an hour's validity). */
export function useChatSignature(streamId: number, roomId: string | undefined) {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: roomKeys.signature(streamId, roomId ?? '', sessionId),
    queryFn: () => platform.live.getChatSignature({ id: roomId! }, { noNeedResponseMsg: true }),
    enabled: !!roomId && !!sessionId,
    staleTime: Infinity,
  });
}

/** Whether the member is banned from the room's chat, why and until when. */
export function useBanInfo(streamId: number, roomId: string | undefined) {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: roomKeys.ban(streamId, roomId ?? '', sessionId),
    queryFn: () => platform.live.getBanInfo({ roomId: roomId! }, { noNeedResponseMsg: true }),
    enabled: !!roomId && !!sessionId,
  });
}

/** The gift catalogue, priced in the caller's currency. */
export function useGiftCatalogue() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  const language = useDataLanguage();
  return useQuery({
    queryKey: roomKeys.gifts(sessionId, language),
    queryFn: () => platform.live.listGifts({}, { noNeedResponseMsg: true }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The stream's status topic: each event writes the status and the viewer count into the stream's
 * cache (the host bar's count moves, an ending shows at once); a resync takes the stream again.
 * A stream that goes live has sources to fetch.
 */
export function useStreamStatusFeed(realtime: RealtimeClient, streamId: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!streamId) return;
    return realtime.subscribe(topics.streamStatus(streamId), (message) => {
      if (message.type === 'resync') {
        if (message.reason === 'reconnected')
          void queryClient.invalidateQueries({ queryKey: roomKeys.streams(streamId) });
        return;
      }
      const { status, viewers } = message.data;
      let wentLive = false;
      queryClient.setQueriesData<Stream>({ queryKey: roomKeys.streams(streamId) }, (stream) => {
        if (!stream) return stream;
        if (status === STREAM_STATUS_LIVE && stream.status !== STREAM_STATUS_LIVE) wentLive = true;
        return { ...stream, status, viewers };
      });
      if (wentLive) void queryClient.invalidateQueries({ queryKey: roomKeys.allSources(streamId) });
    });
  }, [queryClient, realtime, streamId]);
}
