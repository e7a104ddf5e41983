import { DEFAULT_SETTINGS, isSiteInMaintenance, oddsFormatForSetting } from '@touchline/domain';
import type { Market, Match, Selection } from '@touchline/api';
import type { LobbyGame, Notice } from '@touchline/ui';
import { useMatchName } from '@touchline/ui';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDialogs, useSessionState, useShell } from '../../app/context.tsx';
import { useHydrated } from '../../app/hydration.ts';
import {
  useHomeBanners,
  useHomeLobbies,
  useHomeMatches,
  useHomeNotices,
  useHomeStreams,
  useMaintenance,
} from '../../data/queries/site.ts';
import { slipPickOf, useSlipStore } from '../sports/slipPick.ts';
import { gameHref } from '../../app/lobbies.ts';
import { HomeView, type Loadable } from './HomeView.tsx';

function loadable<T>(query: {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
}): Loadable<T> {
  if (query.status === 'success' && query.data !== undefined)
    return { status: 'ready', data: query.data };
  return query.status === 'error' ? { status: 'error' } : { status: 'loading' };
}

/**
 * A query as the view's `Loadable`, the same object while the query's status and data are: the
 * view's sections re-render only when theirs change.
 */
function useLoadable<T>(query: {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
}): Loadable<T> {
  const { status, data } = query;
  return useMemo(() => loadable({ status, data }), [status, data]);
}

/** The home page's container: the queries behind HomeView. */
export function HomeRoute() {
  const shell = useShell();
  // the stored odds format waits for hydration: the server renders the default (ADR 039)
  const settings = useHydrated() ? shell.store.settings.get() : DEFAULT_SETTINGS;
  const dialogs = useDialogs();
  const loggedIn = !!useSessionState().sessionId;
  const navigate = useNavigate();
  const slip = useSlipStore();
  const nameOf = useMatchName();

  const banners = useHomeBanners();
  const homeNotices = useHomeNotices();
  const lobbies = useHomeLobbies();
  const streams = useHomeStreams();
  const matches = useHomeMatches();
  const maintenance = useMaintenance();

  // the maintenance notice leads; the home notices follow (a failed list only leaves them out)
  const notices = useMemo<Notice[]>(
    () => [
      ...(maintenance.data && isSiteInMaintenance(maintenance.data)
        ? [
            {
              id: `maintenance-${maintenance.data.id}`,
              text: `${maintenance.data.title} — ${maintenance.data.content}`,
            },
          ]
        : []),
      ...(homeNotices.data ?? []).map((n) => ({ id: `notice-${n.id}`, text: n.text })),
    ],
    [maintenance.data, homeNotices.data],
  );

  const bannerList = useLoadable(banners);
  const lobbyList = useLoadable(lobbies);
  const streamList = useLoadable(streams);
  const matchList = useLoadable(matches);
  const recommended = useMemo(
    () => (loggedIn ? matchList : ({ status: 'loggedOut' } as const)),
    [loggedIn, matchList],
  );

  const lobbyData = lobbies.data;
  const onLogin = useCallback(() => dialogs.open({ kind: 'login', mode: 'account' }), [dialogs]);
  const onLaunchGame = useCallback(
    (game: LobbyGame) => void navigate(gameHref(lobbyData ?? [], game)),
    [navigate, lobbyData],
  );
  const onOpenMatch = useCallback(
    (match: Match) => void navigate(`/sports/sportsdetail/${match.id}`),
    [navigate],
  );
  const onPickMatch = useCallback(
    (match: Match, market: Market, selection: Selection) => {
      // a price pressed here goes into the slip (once: a second press does not take it out),
      // and the match's page opens beside it
      if (!slip.get().picks.some((p) => p.selectionId === selection.id)) {
        slip.toggle(slipPickOf(match, market, selection, nameOf));
      }
      void navigate(`/sports/sportsdetail/${match.id}`);
    },
    [slip, nameOf, navigate],
  );

  return (
    <HomeView
      now={Date.now()}
      notices={notices}
      noticesPending={homeNotices.isPending}
      banners={bannerList}
      lobbies={lobbyList}
      streams={streamList}
      matches={recommended}
      oddsFormat={oddsFormatForSetting(settings.oddsFormat)}
      onLogin={onLogin}
      onLaunchGame={onLaunchGame}
      onOpenMatch={onOpenMatch}
      onPickMatch={onPickMatch}
    />
  );
}
