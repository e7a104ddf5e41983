import { useQuery } from '@tanstack/react-query';
import { useClients, useSessionState } from '../../app/context.tsx';
import { personalKeys } from '../keys.ts';

/** How many award rows the invitation lists show. */
export const INVITE_PAGE = { page: 1, pageSize: 20 } as const;

/** The member's profile (masked mobile, two-step login, identity code). */
export function useMemberProfile() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: personalKeys.profile(sessionId),
    queryFn: () => platform.member.getMemberProfile(),
    enabled: !!sessionId,
  });
}

/** The member's signed-in sessions, this one first. */
export function useMemberSessions() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: personalKeys.sessions(sessionId),
    queryFn: () => platform.member.listSessions(),
    enabled: !!sessionId,
  });
}

/** The member's VIP level and the way to the next. */
export function useVipInfo() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: personalKeys.vip(sessionId),
    queryFn: () => platform.vip.getVipInfo(),
    enabled: !!sessionId,
  });
}

/** The table of VIP levels 0–11 (the operator's; it changes seldom). */
export function useVipLevels() {
  const { platform } = useClients();
  return useQuery({
    queryKey: personalKeys.vipLevels(),
    queryFn: () => platform.vip.listVipLevels(),
    staleTime: 10 * 60_000,
  });
}

/** The VIP desk's call-back page: whether the member may ask, and whether they already did. */
export function useVipCallbackPage() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: personalKeys.vipCallback(sessionId),
    queryFn: () => platform.vip.getVipCallbackPage(),
    enabled: !!sessionId,
  });
}

export function useInviteInfo() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: personalKeys.inviteInfo(sessionId),
    queryFn: () => platform.invite.getInviteInfo(),
    enabled: !!sessionId,
  });
}

/** Awards earned so far, by kind. */
export function useInviteTotals() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: personalKeys.inviteTotals(sessionId),
    queryFn: () => platform.invite.getInviteTotalAward(),
    enabled: !!sessionId,
  });
}

/** The horse-ring ticker of recent invitation rewards. */
export function useInviteMarquee() {
  const { platform } = useClients();
  return useQuery({
    queryKey: personalKeys.inviteMarquee(),
    queryFn: () => platform.invite.listInviteMarquee(),
    refetchInterval: 60_000,
  });
}

/** The programme's rules: bet tiers, deposit tiers and VIP rewards, asked together. */
export function useInviteRules() {
  const { platform } = useClients();
  return useQuery({
    queryKey: personalKeys.inviteRules(),
    queryFn: async () => {
      const [bet, deposit, vip] = await Promise.all([
        platform.invite.getInviteBetConfig(),
        platform.invite.getInviteDepositConfig(),
        platform.invite.getInviteVipConfig(),
      ]);
      return { bet, deposit, vip };
    },
    staleTime: 10 * 60_000,
  });
}

/** Friends' deposits that earned an award. */
export function useInviteDepositAwards() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: personalKeys.inviteDeposits(sessionId),
    queryFn: () => platform.invite.listInviteDepositAwards(INVITE_PAGE),
    enabled: !!sessionId,
  });
}

/** Friends' settled bets that earned an award. */
export function useInviteBetAwards() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: personalKeys.inviteBets(sessionId),
    queryFn: () => platform.invite.listInviteBetAwards(INVITE_PAGE),
    enabled: !!sessionId,
  });
}
