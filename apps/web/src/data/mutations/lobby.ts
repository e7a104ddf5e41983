import { ApiError, type Stream } from '@touchline/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClients, useSessionState, useShell } from '../../app/context.tsx';
import { liveKeys } from '../keys.ts';

/**
 * Asks to be reminded of an announced stream, or takes it back. The toggle and the count move at
 * once; the server's answer then sets the count, and a refusal puts both back and says why.
 */
export function useReserveStream() {
  const { platform } = useClients();
  const shell = useShell();
  const { sessionId } = useSessionState();
  const queryClient = useQueryClient();
  const remindersKey = liveKeys.reminders(sessionId);
  return useMutation({
    mutationFn: ({ stream, reserved }: { stream: Stream; reserved: boolean }) =>
      platform.live.reserveStream({ id: stream.id, reserved }, { noNeedResponseMsg: true }),
    onMutate: async ({ stream, reserved }) => {
      const countKey = liveKeys.reminderCount(stream.id);
      await Promise.all([
        queryClient.cancelQueries({ queryKey: remindersKey }),
        queryClient.cancelQueries({ queryKey: countKey }),
      ]);
      const before = {
        reminders: queryClient.getQueryData<Stream[]>(remindersKey),
        count: queryClient.getQueryData<number>(countKey),
      };
      queryClient.setQueryData<Stream[]>(remindersKey, (list = []) =>
        reserved
          ? [...list.filter((s) => s.id !== stream.id), stream]
          : list.filter((s) => s.id !== stream.id),
      );
      if (before.count !== undefined) {
        queryClient.setQueryData<number>(countKey, Math.max(0, before.count + (reserved ? 1 : -1)));
      }
      return before;
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<number>(liveKeys.reminderCount(answer.id), answer.count);
    },
    onError: (error, { stream }, before) => {
      if (before) {
        queryClient.setQueryData(remindersKey, before.reminders);
        queryClient.setQueryData(liveKeys.reminderCount(stream.id), before.count);
      }
      shell.notify(
        error instanceof ApiError && error.msg.trim() !== ''
          ? { tone: 'danger', text: error.msg }
          : { tone: 'danger', key: 'live:lobby.reminderFailed' },
      );
    },
  });
}
