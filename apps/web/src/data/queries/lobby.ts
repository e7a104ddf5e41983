import { STREAM_DATA_RESOURCES, type Stream } from '@touchline/api';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useClients, useSessionState } from '../../app/context.tsx';
import { liveKeys } from '../keys.ts';
import { useDataLanguage } from '../language.ts';

/** More reminders than a member keeps at once; the list is one page. */
const REMINDERS_PAGE_SIZE = 100;

/**
 * The announced streams the member asked to be reminded of: the lobby's reminder toggles and
 * the site's "went live" toasts read the same entry (the lobby's mutation writes it).
 */
export function useMyReminders() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: liveKeys.reminders(sessionId),
    queryFn: async (): Promise<Stream[]> =>
      (
        await platform.live.listReservedStreams(
          { page: 1, pageSize: REMINDERS_PAGE_SIZE, reservedByMe: true },
          { noNeedResponseMsg: true },
        )
      ).list,
    enabled: !!sessionId,
    staleTime: 60_000,
  });
}

export type StreamSource = keyof typeof STREAM_DATA_RESOURCES;

/**
 * A stream list: every host's, or the followed hosts'. Spec §8: the list swallows failures into
 * an empty list, so it never errors.
 */
export function useLobbyStreams(source: StreamSource, enabled = true) {
  const { platform } = useClients();
  const language = useDataLanguage();
  const dataResource = STREAM_DATA_RESOURCES[source];
  return useQuery({
    queryKey: liveKeys.streamList(dataResource, language),
    queryFn: () => platform.live.listStreams({ dataResource }),
    enabled,
  });
}

/** The matches streams present: the names of the linked matches. */
export function useLinkedMatches(enabled: boolean) {
  const { platform } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: liveKeys.matches(language),
    queryFn: () => platform.live.listLiveMatches({}, { noNeedResponseMsg: true }),
    enabled,
  });
}

/** The scores of the linked matches (spec §3: the first entry's score, split on the colon). */
export function useLinkedScores(gameIds: readonly number[]) {
  const { platform } = useClients();
  return useQuery({
    queryKey: liveKeys.scores(gameIds),
    queryFn: () => platform.live.getLiveMatchScores({ gameIds: [...gameIds] }),
    enabled: gameIds.length > 0,
    refetchInterval: 60_000,
  });
}

/** How many members asked to be reminded of each stream; a failed count is left out. */
export function useReminderCounts(streamIds: readonly number[]): Map<number, number> {
  const { platform } = useClients();
  return useQueries({
    queries: streamIds.map((id) => ({
      queryKey: liveKeys.reminderCount(id),
      queryFn: () => platform.live.countStreamReservations({ id }),
    })),
    combine: (results) => {
      const counts = new Map<number, number>();
      results.forEach((r, i) => {
        if (r.data !== undefined) counts.set(streamIds[i]!, r.data);
      });
      return counts;
    },
  });
}
