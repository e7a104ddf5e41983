import { topics, type Stream } from '@touchline/api';
import { STREAM_STATUS_LIVE } from '@touchline/domain';
import { useToast } from '@touchline/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { liveKeys } from '../data/keys.ts';
import { useMyReminders } from '../data/queries/lobby.ts';
import { realtimeFor } from '../pages/sports/feed.ts';
import { useSessionState, useShell } from './context.tsx';
import { roomPath } from '../pages/live/streamCard.ts';

/** A plain press of a link (not a new tab or window): the app routes it itself. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Tells a member, wherever they are on the site, that a stream they asked to be reminded of went
 * live: a toast with a link to its room. It watches the `stream-status` topics of the member's
 * reminders (the lobby's reminder toggles update that list); a stream that went live, ended or
 * was cancelled leaves the list.
 */
export function ReminderWatcher() {
  const shell = useShell();
  const { sessionId } = useSessionState();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { t } = useTranslation('live');
  const reminders = useMyReminders();
  // the latest of each, for the handlers, without subscribing again when they change
  const latest = useRef({ streams: reminders.data, t, toast, navigate });
  latest.current = { streams: reminders.data, t, toast, navigate };

  const idsKey = (reminders.data ?? [])
    .map((s) => s.id)
    .sort((a, b) => a - b)
    .join(',');
  useEffect(() => {
    if (!sessionId || idsKey === '') return;
    const realtime = realtimeFor(shell);
    const key = liveKeys.reminders(sessionId);
    const stops = idsKey.split(',').map((id) =>
      realtime.subscribe(topics.streamStatus(Number(id)), (message) => {
        if (message.type === 'resync') {
          // a stream may have started while the socket was away: ask again
          if (message.reason === 'reconnected')
            void queryClient.invalidateQueries({ queryKey: key });
          return;
        }
        const { streamId, status } = message.data;
        const stream = latest.current.streams?.find((s) => s.id === streamId);
        if (!stream || status === stream.status) return;
        queryClient.setQueryData<Stream[]>(key, (list) => list?.filter((s) => s.id !== streamId));
        void queryClient.invalidateQueries({ queryKey: liveKeys.streams() });
        if (status !== STREAM_STATUS_LIVE) return;
        const { t, toast, navigate } = latest.current;
        const href = roomPath(streamId);
        toast.show({
          id: `stream-live-${streamId}`,
          tone: 'info',
          title: t('lobby.wentLive', { title: stream.title }),
          description: t('lobby.wentLiveHint', { host: stream.presenterName }),
          duration: Infinity,
          action: {
            label: t('lobby.watch'),
            href,
            onClick: (event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              void navigate(href);
            },
          },
        });
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [shell, sessionId, queryClient, idsKey]);
  return null;
}
