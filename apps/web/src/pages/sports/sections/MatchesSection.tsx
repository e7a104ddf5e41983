import type { Match } from '@touchline/api';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useShell } from '../../../app/context.tsx';
import {
  useBulletins,
  useFollowedMatches,
  useLeagues,
  useLeaguesOfTabs,
  useMatchList,
  useStatistics,
} from '../../../data/queries/sports.ts';
import { leagueTabCount, matchesSearch, tabCount, SPORTS_TABS, type SportsTab } from '../model.ts';
import type { SportsPageContext } from '../SportsPage.tsx';
import { useFollows } from '../state.ts';
import { SportsListView, type Loadable } from '../views/SportsListView.tsx';
import { loadable } from './loadable.ts';
import { watchPathOf } from '../matchRow.ts';

/** The tabs whose lists a league filter narrows (the followed matches are the player's own). */
const COUNTED_TABS = SPORTS_TABS.filter((key) => key !== 'follow');

/** The match lists: tabs, leagues, search, follows and the bulletins beside them. */
export function MatchesSection({
  context,
  sportId,
  onSportChange,
  tab,
  counts,
}: {
  context: SportsPageContext;
  sportId: number;
  onSportChange: (id: number) => void;
  tab: SportsTab;
  counts: ReadonlyMap<number, number>;
}) {
  const shell = useShell();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const [leagueIds, setLeagueIds] = useState<number[]>([]);
  const [search, setSearch] = useState('');
  const format = context.settings.oddsFormat;
  const statistics = useStatistics();
  const follows = useFollows(shell.store, sportId);
  const list = useMatchList({ tab, sportId, leagueIds, format }, tab !== 'follow');
  const followed = useFollowedMatches(follows.ids, format, tab === 'follow');
  const leagues = useLeagues(sportId, tab);
  // under a league filter each tab counts the chosen leagues' matches, as its list will show them
  const filtered = leagueIds.length > 0;
  const leaguesOfTabs = useLeaguesOfTabs(sportId, COUNTED_TABS, filtered);
  const bulletins = useBulletins();

  // another sport has other leagues
  useEffect(() => setLeagueIds([]), [sportId]);

  const stats = statistics.data?.kind === 'ready' ? statistics.data.statistics : null;
  const countOf = (key: SportsTab): number | undefined => {
    if (key === 'follow') return follows.ids.length;
    if (filtered) {
      const tabLeagues = leaguesOfTabs[COUNTED_TABS.indexOf(key)]?.data;
      return tabLeagues ? leagueTabCount(tabLeagues, leagueIds) : undefined;
    }
    return stats ? tabCount(stats, key, sportId) : undefined;
  };
  const tabCounts = Object.fromEntries(SPORTS_TABS.map((key) => [key, countOf(key)]));
  // what the list and the bars take stays the same while its data does: their rows and bars are
  // memoised, so a new page, count or bulletin re-renders only what changed (issue 16)
  const { matches: listMatches, status: listStatus, fetchNextPage, refetch } = list;
  const rows = useMemo(
    () =>
      tab === 'follow'
        ? followed.pending
          ? { status: 'loading' as const }
          : followed.error
            ? { status: 'error' as const }
            : { status: 'ready' as const, data: followed.matches }
        : loadable({ status: listStatus, data: listMatches }),
    [tab, followed.pending, followed.error, followed.matches, listStatus, listMatches],
  );
  const matches = useMemo<Loadable<readonly Match[]>>(
    () =>
      rows.status === 'ready'
        ? { status: 'ready', data: rows.data.filter((m) => matchesSearch(m, search)) }
        : rows,
    [rows, search],
  );
  const leagueOptions = useMemo(
    () =>
      (leagues.data ?? []).map((l) => ({
        id: l.id,
        name: l.na,
        matchCount: l.matchCount,
      })),
    [leagues.data],
  );
  const bulletinItems = useMemo(
    () =>
      (bulletins.data ?? []).map((b) => ({
        id: b.id,
        title: b.title,
        text: b.content,
        date: b.publishedAt,
      })),
    [bulletins.data],
  );
  const followedKey = follows.ids.join(',');
  const followedIds = useMemo(
    () => new Set(followedKey ? followedKey.split(',') : []),
    [followedKey],
  );
  const { toggle: toggleFollow } = follows;
  const onTabChange = useCallback(
    (next: SportsTab) =>
      setParams((p) => {
        p.set('tab', next);
        return p;
      }),
    [setParams],
  );
  const onLoadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const onRetry = useCallback(() => void refetch(), [refetch]);
  const onFollowChange = useCallback(
    (match: Match) => toggleFollow(match.sid, match.id),
    [toggleFollow],
  );
  const onOpen = useCallback(
    (match: Match) => void navigate(`/sports/sportsdetail/${match.id}`),
    [navigate],
  );
  const onWatch = useCallback((match: Match) => void navigate(watchPathOf(match)), [navigate]);

  return (
    <SportsListView
      tab={tab}
      onTabChange={onTabChange}
      tabCounts={tabCounts}
      sportId={sportId}
      onSportChange={onSportChange}
      sportCounts={counts}
      leagues={leagueOptions}
      leagueIds={leagueIds}
      onLeaguesChange={setLeagueIds}
      search={search}
      onSearchChange={setSearch}
      matches={matches}
      hasMore={tab !== 'follow' && list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={onLoadMore}
      onRetry={onRetry}
      bulletins={bulletinItems}
      bulletinsLoading={bulletins.isPending}
      format={format}
      selectedIds={context.selectedIds}
      followedIds={followedIds}
      onPick={context.pick}
      onFollowChange={onFollowChange}
      onOpen={onOpen}
      onWatch={onWatch}
    />
  );
}
