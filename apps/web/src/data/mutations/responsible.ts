import type { CallRequest, responsibleCalls } from '@touchline/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClients, useSession, useSessionState } from '../../app/context.tsx';
import { rgKeys } from '../keys.ts';

type Calls = typeof responsibleCalls;

/**
 * Sets, changes or removes a limit (no amount or minutes: remove). The server answers the limits
 * as they now stand: lowering is in force at once, raising or removing is pending for 24 hours.
 */
export function useSetRgLimit() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CallRequest<Calls['setRgLimit']>) => platform.member.setRgLimit(request),
    onSuccess: (state) => queryClient.setQueryData(rgKeys.state(sessionId), state),
  });
}

/** Sets the reality check's interval; the site-wide reality check follows it without a reload. */
export function useSetRealityCheck() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CallRequest<Calls['setRealityCheck']>) =>
      platform.member.setRealityCheck(request),
    onSuccess: async (state) => {
      queryClient.setQueryData(rgKeys.state(sessionId), state);
      await queryClient.invalidateQueries({ queryKey: rgKeys.session(sessionId) });
    },
  });
}

/**
 * A time-out or self-exclusion, at once. The server ends every session of the member, so the
 * web app ends its own too (the session-ended path, without going home: the page shows when the
 * break ends); the answer is the break in force.
 */
export function useTakeBreak() {
  const { platform } = useClients();
  const session = useSession();
  return useMutation({
    mutationFn: (request: CallRequest<Calls['takeBreak']>) => platform.member.takeBreak(request),
    // ending the session clears the query client (mutations too): callers read the answer from
    // `mutateAsync`, whose promise settles whatever the cache holds
    onSuccess: () => session.endSession({ reload: false }),
  });
}
