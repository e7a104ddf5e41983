import { topics, type Stream } from '@touchline/api';
import {
  lobbySections,
  parseScore,
  STREAM_STATUS_LIVE,
  streamSports,
  type StreamStatusUpdate,
} from '@touchline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShell } from '../../../app/context.tsx';
import { liveKeys } from '../../../data/keys.ts';
import { realtimeFor } from '../../sports/feed.ts';
import { useReserveStream } from '../../../data/mutations/lobby.ts';
import {
  useLinkedMatches,
  useLinkedScores,
  useLobbyStreams,
  useMyReminders,
  useReminderCounts,
} from '../../../data/queries/lobby.ts';
import { LOBBY_TABS, LobbyView, type LinkedMatch, type LobbyTab, type Part } from './LobbyView.tsx';

const EMPTY: readonly Stream[] = [];

/**
 * The streams' `stream-status` topics while they are on screen: each event's status and viewers
 * (a stream that ends leaves "live now", one that starts joins it). After a reconnect the lists
 * are fetched again and the events start over from them.
 */
function useStreamUpdates(streamIds: readonly number[]) {
  const shell = useShell();
  const queryClient = useQueryClient();
  const [updates, setUpdates] = useState<ReadonlyMap<number, StreamStatusUpdate>>(new Map());
  const idsKey = [...streamIds].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (idsKey === '') return;
    const realtime = realtimeFor(shell);
    const stops = idsKey.split(',').map((id) =>
      realtime.subscribe(topics.streamStatus(Number(id)), (message) => {
        if (message.type === 'resync') {
          if (message.reason === 'reconnected') {
            void queryClient.invalidateQueries({ queryKey: liveKeys.streams() });
          }
          return;
        }
        const { streamId, status, viewers } = message.data;
        setUpdates((before) => new Map(before).set(streamId, { status, viewers }));
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [shell, queryClient, idsKey]);
  return updates;
}

/** The lobby's container: its queries, the socket, the reminder mutation and the URL's filters. */
export function LobbyRoute() {
  const [params, setParams] = useSearchParams();
  const tab: LobbyTab = LOBBY_TABS.find((t) => t === params.get('tab')) ?? 'all';
  const sportParam = Number(params.get('sport'));
  const sportId = Number.isInteger(sportParam) && sportParam > 0 ? sportParam : null;
  const setParam = (name: string, value: string | null) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const all = useLobbyStreams('all', tab === 'all');
  const followed = useLobbyStreams('followed', tab === 'followed');
  const current = tab === 'all' ? all : followed;
  const list = current.data ?? EMPTY;

  const updates = useStreamUpdates(useMemo(() => list.map((s) => s.id), [list]));
  const { live, scheduled } = lobbySections(list, { updates });

  const linked = list.some((s) => s.gameId !== null);
  const matchList = useLinkedMatches(linked);
  const matches = useMemo(() => {
    const byGame = new Map<number, LinkedMatch>();
    for (const m of matchList.data ?? []) {
      byGame.set(m.gameId, { home: m.homeTeam, away: m.awayTeam });
    }
    return byGame;
  }, [matchList.data]);

  const liveGameIds = useMemo(
    () =>
      [
        ...new Set(
          list
            .filter((s) => s.status === STREAM_STATUS_LIVE && s.gameId !== null)
            .map((s) => s.gameId!),
        ),
      ].sort((a, b) => a - b),
    [list],
  );
  const scoreQuery = useLinkedScores(liveGameIds);
  const scores = useMemo((): Part<ReadonlyMap<number, { home: string; away: string }>> => {
    if (scoreQuery.status === 'error') return { status: 'error' };
    if (!scoreQuery.data) return { status: 'loading' };
    const byGame = new Map<number, { home: string; away: string }>();
    for (const entry of scoreQuery.data) {
      const score = parseScore(entry);
      if (score) byGame.set(entry.gameId, score);
    }
    return { status: 'ready', data: byGame };
  }, [scoreQuery.status, scoreQuery.data]);

  const reminderQuery = useMyReminders();
  const reminders = useMemo(
    (): Part<ReadonlySet<number>> =>
      reminderQuery.status === 'error'
        ? { status: 'error' }
        : reminderQuery.data
          ? { status: 'ready', data: new Set(reminderQuery.data.map((s) => s.id)) }
          : { status: 'loading' },
    [reminderQuery.status, reminderQuery.data],
  );
  const scheduledKey = scheduled.map((s) => s.id).join(',');
  const reminderCounts = useReminderCounts(
    useMemo(() => (scheduledKey === '' ? [] : scheduledKey.split(',').map(Number)), [scheduledKey]),
  );
  const reserve = useReserveStream();

  return (
    <LobbyView
      now={Date.now()}
      tab={tab}
      onTabChange={(next) => setParam('tab', next === 'all' ? null : next)}
      streams={current.data ? { status: 'ready', data: current.data } : { status: 'loading' }}
      sports={streamSports(list)}
      sportId={sportId}
      onSportChange={(next) => setParam('sport', next === null ? null : String(next))}
      updates={updates}
      matches={matches}
      scores={live.some((s) => s.gameId !== null) ? scores : { status: 'ready', data: new Map() }}
      onRetryScores={() => void scoreQuery.refetch()}
      reminders={reminders}
      onRetryReminders={() => void reminderQuery.refetch()}
      reminderCounts={reminderCounts}
      onToggleReminder={(stream, reserved) => reserve.mutate({ stream, reserved })}
    />
  );
}
