import type { CallRequest, liveCalls } from '@touchline/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClients } from '../../app/context.tsx';
import { hostKeys, liveKeys } from '../keys.ts';

type Calls = typeof liveCalls;

/** The host's card: name, introduction and picture (multipart); the card is replaced. */
export function useUpdatePresenter(presenterId: number) {
  const { platform } = useClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CallRequest<Calls['updatePresenter']>) =>
      platform.live.updatePresenter(request),
    onSuccess: (card) => queryClient.setQueryData(hostKeys.presenter(presenterId), card),
  });
}

/** Streams change: the host's list and every live list (lobby, home) are fetched again. */
function useStreamsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: hostKeys.all() }),
      queryClient.invalidateQueries({ queryKey: liveKeys.streams() }),
    ]);
}

export function useSaveStream() {
  const { platform } = useClients();
  const changed = useStreamsChanged();
  return useMutation({
    mutationFn: (request: CallRequest<Calls['saveStream']>) => platform.live.saveStream(request),
    onSuccess: changed,
  });
}

export function useUpdateStream() {
  const { platform } = useClients();
  const changed = useStreamsChanged();
  return useMutation({
    mutationFn: (request: CallRequest<Calls['updateStream']>) =>
      platform.live.updateStream(request),
    onSuccess: changed,
  });
}

/** Go live with, stop or cancel a stream. */
export type StreamCommand = 'start' | 'stop' | 'cancel';

export function useStreamCommand() {
  const { platform } = useClients();
  const changed = useStreamsChanged();
  return useMutation({
    mutationFn: async ({ command, id }: { command: StreamCommand; id: number }) => {
      if (command === 'start') await platform.live.startStream({ id });
      else if (command === 'stop') await platform.live.stopStream({ id });
      else await platform.live.cancelStream({ id });
    },
    onSettled: changed,
  });
}

export function useBanUser() {
  const { platform } = useClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CallRequest<Calls['banUser']>) => platform.live.banUser(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostKeys.bans() }),
  });
}

export function useUpdateBan() {
  const { platform } = useClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CallRequest<Calls['updateBan']>) => platform.live.updateBan(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostKeys.bans() }),
  });
}

export function useLiftBans() {
  const { platform } = useClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => platform.live.liftBans({ ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostKeys.bans() }),
  });
}

export function useSaveShieldedWords() {
  const { platform } = useClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (words: string[]) => {
      await platform.live.saveShieldedWords({ words });
      return words;
    },
    onSuccess: (words) => queryClient.setQueryData(hostKeys.shieldedWords(), words),
  });
}

export function useSavePushOrder() {
  const { platform } = useClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CallRequest<Calls['savePushOrder']>) =>
      platform.live.savePushOrder(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostKeys.pushOrders() }),
  });
}
