import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalanceFeed } from '../data/queries/member.ts';
import { useSiteFeed } from '../data/queries/site.ts';
import { createLiveFeed, realtimeFor } from '../pages/sports/feed.ts';
import { LiveFeedContext, type LiveFeed } from '../pages/sports/live.ts';
import { useSessionState, useShell } from './context.tsx';
import type { Shell } from './shell.ts';

const feeds = new WeakMap<Shell, LiveFeed>();

/**
 * The site's one live provider, at the root: one socket per tab, the prices and scores of what is
 * on screen (`useLivePrice`, `useLiveScore`), and the member's balance written into the wallet's
 * cache as the server moves money, and the site's notices taken again when an operator changes
 * them (maintenance shows on every open page).
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const shell = useShell();
  const queryClient = useQueryClient();
  const { sessionId } = useSessionState();
  const realtime = realtimeFor(shell);
  let feed = feeds.get(shell);
  if (!feed) feeds.set(shell, (feed = createLiveFeed(realtime, queryClient)));
  useBalanceFeed(realtime);
  useSiteFeed(realtime);
  // a new session's socket signs in afresh from the new cookie (logout reloads the page anyway)
  const firstSession = useRef(sessionId);
  useEffect(() => {
    if (sessionId && sessionId !== firstSession.current) realtime.reconnect();
  }, [realtime, sessionId]);
  // the socket's refusals are in its address's language: a new language, a new connection
  const language = useTranslation().i18n.resolvedLanguage;
  const firstLanguage = useRef(language);
  useEffect(() => {
    if (language === firstLanguage.current) return;
    firstLanguage.current = language;
    realtime.reconnect();
  }, [realtime, language]);
  return <LiveFeedContext value={feed}>{children}</LiveFeedContext>;
}
