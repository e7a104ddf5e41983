import { useQuery } from '@tanstack/react-query';
import { useClients, useSessionState, useSiteConfig } from '../../app/context.tsx';
import { rgKeys } from '../keys.ts';
import { useWallet } from './member.ts';

/** The member's limits (with any pending raise), reality-check interval and break in force. */
export function useResponsibleGambling() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: rgKeys.state(sessionId),
    queryFn: () => platform.member.getResponsibleGambling({}),
    enabled: sessionId !== null,
  });
}

/**
 * This session's start, net result of play and the reality-check interval: the reality check
 * reads it at each interval (`refetch`), and `setRealityCheck` invalidates it.
 */
export function useSessionSummary() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: rgKeys.session(sessionId),
    queryFn: () => platform.member.getSessionSummary({}),
    enabled: sessionId !== null,
    staleTime: Infinity,
  });
}

/** Deposits, withdrawals, stakes, wins, spending and net by month (UTC+8), newest first. */
export function useActivityStatement() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: rgKeys.activity(sessionId),
    queryFn: () => platform.member.getActivityStatement({}),
    enabled: sessionId !== null,
  });
}

/**
 * The currency the member's statements are in: the wallet's (the header's query, usually
 * cached), else the currency they registered with, else the site's.
 */
export function useWalletCurrency(): string {
  const wallet = useWallet();
  const { user } = useSessionState();
  const site = useSiteConfig();
  return wallet.data?.currency ?? user?.regCurrency ?? site.fallbackCurrency;
}
