import { isSiteInMaintenance, oddsFormatForSetting } from '@touchline/domain';
import type { Notice } from '@touchline/ui';
import { useMatchName } from '@touchline/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDialogs, useSessionState, useShell } from '../../app/context.tsx';
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

/** The home page's container: the queries behind HomeView. */
export function HomeRoute() {
  const shell = useShell();
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

  const matchList = loadable(matches);
  return (
    <HomeView
      now={Date.now()}
      notices={notices}
      noticesPending={homeNotices.isPending}
      banners={loadable(banners)}
      lobbies={loadable(lobbies)}
      streams={loadable(streams)}
      matches={
        !loggedIn
          ? { status: 'loggedOut' }
          : matchList.status === 'ready'
            ? { status: 'ready', data: matchList.data }
            : matchList
      }
      oddsFormat={oddsFormatForSetting(shell.store.settings.get().oddsFormat)}
      onLogin={() => dialogs.open({ kind: 'login', mode: 'account' })}
      onLaunchGame={(game) => void navigate(gameHref(lobbies.data ?? [], game))}
      onOpenMatch={(match) => void navigate(`/sports/sportsdetail/${match.id}`)}
      onPickMatch={(match, market, selection) => {
        // a price pressed here goes into the slip (once: a second press does not take it out),
        // and the match's page opens beside it
        if (!slip.get().picks.some((p) => p.selectionId === selection.id)) {
          slip.toggle(slipPickOf(match, market, selection, nameOf));
        }
        void navigate(`/sports/sportsdetail/${match.id}`);
      }}
    />
  );
}
