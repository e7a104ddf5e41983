import { useQuery } from '@tanstack/react-query';
import { isSportsNotice } from '@touchline/api';
import { STATISTICS_TYPES, oddsFormatForSetting } from '@touchline/domain';
import type { Notice } from '@touchline/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell, useShellState } from '../../app/context.tsx';
import { createLiveFeed, realtimeFor } from '../sports/feed.ts';
import { LiveFeedContext } from '../sports/live.ts';
import { sportsKeys } from '../sports/queries.ts';
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
  const { token } = useShellState();
  const loggedIn = !!token;

  const { i18n } = useTranslation();
  // banners and notices come in the active language (the Language header): one cache per language
  const language = i18n.language;
  const banners = useQuery({
    queryKey: ['homeBanners', language],
    queryFn: () => shell.platform.games.listHomeBanners({}, { noNeedResponseMsg: true }),
  });
  const homeNotices = useQuery({
    queryKey: ['homeNotices', language],
    queryFn: () => shell.platform.games.listHomeNotices({}, { noNeedResponseMsg: true }),
  });
  const lobbies = useQuery({
    queryKey: ['homeLobbies'],
    queryFn: () => shell.platform.games.listHomeLobbies({}, { noNeedResponseMsg: true }),
  });
  const streams = useQuery({
    queryKey: ['streams', 'home'],
    queryFn: () => shell.platform.live.listStreams(),
  });
  // live prices over the site's one socket; a reconnect refetches the sports lists, this one too
  const feed = useMemo(() => createLiveFeed(realtimeFor(shell), shell.queryClient), [shell]);
  const matches = useQuery({
    queryKey: [...sportsKeys.lists(), 'home', token],
    queryFn: async () => {
      const page = await shell.sports.listMatches({
        type: STATISTICS_TYPES.live,
        sportId: 1,
        current: 1,
        size: 6,
      });
      // code 8: the sportsbook passes a notice (maintenance) instead of matches
      if (isSportsNotice(page)) throw new Error(page.msg);
      return page.records;
    },
    enabled: loggedIn,
  });
  const maintenance = useQuery({
    queryKey: ['maintenance', 0],
    queryFn: () =>
      shell.platform.operation.getMaintenanceInfo({ point: 0 }, { noNeedResponseMsg: true }),
    staleTime: 60_000,
  });

  // the maintenance notice leads; the home notices follow (a failed list only leaves them out)
  const notices = useMemo<Notice[]>(
    () => [
      ...(maintenance.data && maintenance.data.status === 1
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
    <LiveFeedContext value={feed}>
      <HomeView
        now={Date.now()}
        notices={notices}
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
        onLogin={() => shell.openDialog({ kind: 'login', mode: 'account' })}
      />
    </LiveFeedContext>
  );
}
