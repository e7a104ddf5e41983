import type { VipService } from '@touchline/domain';
import type { INVITE_AWARD_KINDS, MemberProfile } from '@touchline/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClients, useSession, useSessionState } from '../../app/context.tsx';
import { memberKeys, personalKeys } from '../keys.ts';

type InviteAwardKind = (typeof INVITE_AWARD_KINDS)[number];

/** The forms show the server's reasons themselves, beside the field they are about. */
const FORM_CALL = { noNeedResponseMsg: true } as const;

/** Picks an avatar; the header and the centre show it once the user is loaded again. */
export function useSetAvatar() {
  const { platform } = useClients();
  const session = useSession();
  const queryClient = useQueryClient();
  const { sessionId } = useSessionState();
  return useMutation({
    mutationFn: (avatarId: number) => platform.member.setAvatar({ avatarId }),
    onSuccess: async ({ avatarId }) => {
      queryClient.setQueryData<MemberProfile>(personalKeys.profile(sessionId), (profile) =>
        profile ? { ...profile, avatarId } : profile,
      );
      await session.loadUser();
    },
  });
}

/** Changes the password (the current one is asked); the other sessions are signed out. */
export function useChangePassword() {
  const { platform } = useClients();
  const queryClient = useQueryClient();
  const { sessionId } = useSessionState();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      platform.member.changePassword(input, FORM_CALL),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalKeys.sessions(sessionId) }),
  });
}

/** Signs one of the member's sessions out (another device). */
export function useRevokeSession() {
  const { platform } = useClients();
  const queryClient = useQueryClient();
  const { sessionId } = useSessionState();
  return useMutation({
    mutationFn: (id: string) => platform.member.revokeSession({ sessionId: id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: personalKeys.sessions(sessionId) }),
  });
}

/** Turns the second login step on or off. */
export function useSetTwoStepLogin() {
  const { platform } = useClients();
  const queryClient = useQueryClient();
  const { sessionId } = useSessionState();
  return useMutation({
    mutationFn: (enabled: boolean) => platform.member.setTwoStepLogin({ enabled }, FORM_CALL),
    onSuccess: ({ twoStepLogin }) =>
      queryClient.setQueryData<MemberProfile>(personalKeys.profile(sessionId), (profile) =>
        profile ? { ...profile, twoStepLogin } : profile,
      ),
  });
}

/** Draws the invitation awards of one kind into the wallet (idempotent by the key given). */
export function useDrawInviteAward() {
  const { platform } = useClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: InviteAwardKind; idempotencyKey: string }) =>
      platform.invite.drawInviteAward(input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: personalKeys.invite() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.wallets() }),
      ]),
  });
}

/** Asks the VIP desk to call the member back. */
export function useRequestVipCallback() {
  const { platform } = useClients();
  const queryClient = useQueryClient();
  const { sessionId } = useSessionState();
  return useMutation({
    mutationFn: (input: {
      mobile: string;
      mobileArea: string;
      preferredTime?: string;
      note?: string;
      /** The service asked about (the page asked from); none is the general desk's. */
      service?: VipService;
    }) => platform.vip.requestVipCallback(input, FORM_CALL),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: personalKeys.vipCallback(sessionId) }),
  });
}
