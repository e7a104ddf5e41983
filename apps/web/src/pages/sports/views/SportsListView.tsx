import type { Market, Match, Selection } from '@touchline/api';
import type { OddsFormat } from '@touchline/domain';
import {
  Button,
  BulletinTicker,
  EmptyState,
  Input,
  LeagueDropdown,
  List,
  Skeleton,
  SportTabs,
  Tabs,
  type Bulletin,
  type LeagueOption,
} from '@touchline/ui';
import { isOutright, SPORTS } from '@touchline/domain';
import { memo, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../app/hydration.ts';
import { SPORTS_TABS, type SportsTab } from '../model.ts';
import { MatchItem } from './MatchItem.tsx';
import { OutrightItem } from './OutrightItem.tsx';
import { ZoneNote } from './ZoneNote.tsx';
import * as css from './sports.css.ts';

export type Loadable<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

const TAB_KEYS = {
  all: 'tabAll',
  live: 'tabLive',
  today: 'tabToday',
  early: 'tabEarly',
  champions: 'tabChampions',
  follow: 'tabFollow',
} as const satisfies Record<SportsTab, string>;

/** Row height the virtual list starts from (real heights are measured). */
export const MATCH_ROW_ESTIMATE = 132;

export interface SportsListViewProps {
  tab: SportsTab;
  onTabChange: (tab: SportsTab) => void;
  /** Matches per tab, for the tab labels; left out while unknown. */
  tabCounts?: Partial<Record<SportsTab, number>>;
  sportId: number;
  onSportChange: (sportId: number) => void;
  /** Match count of each sport in this tab. */
  sportCounts: ReadonlyMap<number, number>;
  leagues: readonly LeagueOption[];
  leagueIds: readonly number[];
  onLeaguesChange: (ids: number[]) => void;
  search: string;
  onSearchChange: (search: string) => void;
  matches: Loadable<readonly Match[]>;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  onRetry?: () => void;
  bulletins?: readonly Bulletin[];
  /** The bulletins are loading: the ticker holds its place (the list below does not move). */
  bulletinsLoading?: boolean;
  format: OddsFormat;
  selectedIds: readonly string[];
  followedIds: ReadonlySet<string>;
  onPick: (match: Match, market: Market, selection: Selection) => void;
  onFollowChange: (match: Match, followed: boolean) => void;
  onOpen: (match: Match) => void;
  /** Opens the live room of a match that has a stream (its row's watch button). */
  onWatch?: (match: Match) => void;
  /**
   * Height of the list (a CSS length or px) when it scrolls inside itself; by default the page
   * scrolls it, so its end is never under the tab bar or the bet slip's bar (issue 15).
   */
  listHeight?: number | string;
}

/**
 * The match lists of `/sports`: tabs (all, live, today, early, champions, my follow), the sport
 * bar with counts, leagues, search, the bulletins and the virtualised match list that loads the
 * next page as it nears its end.
 */
export function SportsListView({
  tab,
  onTabChange,
  tabCounts = {},
  sportId,
  onSportChange,
  sportCounts,
  leagues,
  leagueIds,
  onLeaguesChange,
  search,
  onSearchChange,
  matches,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onRetry,
  bulletins = NO_BULLETINS,
  bulletinsLoading = false,
  format,
  selectedIds,
  followedIds,
  onPick,
  onFollowChange,
  onOpen,
  onWatch,
  listHeight = 'window',
}: SportsListViewProps) {
  const { t } = useTranslation('sports');
  return (
    <>
      <Bulletins items={bulletins} loading={bulletinsLoading} label={t('bulletins')} />
      <SportBar sportId={sportId} sportCounts={sportCounts} onSportChange={onSportChange} />
      <Tabs.Root value={tab} onValueChange={(v) => onTabChange(v as SportsTab)}>
        <TabBar label={t('tabsLabel')} {...tabCounts} />
        {SPORTS_TABS.map((key) => (
          <Tabs.Content key={key} value={key} className={css.stack}>
            {key === tab ? (
              <>
                <div className={css.toolbar}>
                  <div className={css.grow}>
                    <Input
                      label={t('search')}
                      type="search"
                      value={search}
                      onValueChange={onSearchChange}
                    />
                  </div>
                  {tab !== 'follow' ? (
                    <LeagueDropdown
                      leagues={leagues}
                      value={leagueIds}
                      onValueChange={(ids) => onLeaguesChange(ids.map(Number))}
                    />
                  ) : null}
                </div>
                <ZoneNote />
                <MatchList
                  matches={matches}
                  tab={tab}
                  search={search}
                  hasMore={hasMore}
                  loadingMore={loadingMore}
                  onLoadMore={onLoadMore}
                  onRetry={onRetry}
                  format={format}
                  selectedIds={selectedIds}
                  followedIds={followedIds}
                  onPick={onPick}
                  onFollowChange={onFollowChange}
                  onOpen={onOpen}
                  {...(onWatch ? { onWatch } : {})}
                  listHeight={listHeight}
                />
              </>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}

const NO_BULLETINS: readonly Bulletin[] = [];

/**
 * The tabs with their counts, each count a prop of its own: drawn again only when a count or the
 * language changes, not with every new page of the list under them.
 */
const TabBar = memo(function TabBar({
  label,
  ...counts
}: { label: string } & Partial<Record<SportsTab, number>>) {
  const { t } = useTranslation('sports');
  return (
    <Tabs.List variant="pill" aria-label={label}>
      {SPORTS_TABS.map((key) => (
        <Tabs.Trigger key={key} value={key} count={counts[key]}>
          {t(TAB_KEYS[key])}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
});

/** The bulletins' ticker, drawn again only when its items or state change. */
const Bulletins = memo(BulletinTicker);

/** The sport bar with each sport's count; drawn again only when a count or the sport changes. */
const SportBar = memo(function SportBar({
  sportId,
  sportCounts,
  onSportChange,
}: Pick<SportsListViewProps, 'sportId' | 'sportCounts' | 'onSportChange'>) {
  const sports = useMemo(
    () => SPORTS.map((s) => ({ sport: s.id, count: sportCounts.get(s.id) ?? 0 })),
    [sportCounts],
  );
  const onValueChange = useCallback(
    (key: string) => {
      const sport = SPORTS.find((s) => s.key === key);
      if (sport) onSportChange(sport.id);
    },
    [onSportChange],
  );
  return (
    <div className={css.sportBar}>
      <SportTabs sports={sports} value={sportId} onValueChange={onValueChange} />
    </div>
  );
});

type MatchListProps = Pick<
  SportsListViewProps,
  | 'matches'
  | 'tab'
  | 'search'
  | 'hasMore'
  | 'loadingMore'
  | 'onLoadMore'
  | 'onRetry'
  | 'format'
  | 'selectedIds'
  | 'followedIds'
  | 'onPick'
  | 'onFollowChange'
  | 'onOpen'
  | 'onWatch'
  | 'listHeight'
>;

/** The virtualised list; drawn again only when its rows or what they show change. */
const MatchList = memo(function MatchList({
  matches,
  tab,
  search,
  hasMore,
  loadingMore,
  onLoadMore,
  onRetry,
  format,
  selectedIds,
  followedIds,
  onPick,
  onFollowChange,
  onOpen,
  onWatch,
  listHeight,
}: MatchListProps) {
  const { t } = useTranslation('sports');
  // the server's rows are drawn in the page's flow until the browser has them (ADR 041)
  const hydrated = useHydrated();
  // A page with no rows has no end to scroll to: while more pages may follow (the all tab's
  // next list after an empty live one, or rows a search left out), ask for the next at once
  // instead of saying there are no matches.
  const waitingForMore = matches.status === 'ready' && matches.data.length === 0 && hasMore;
  useEffect(() => {
    if (waitingForMore && !loadingMore) onLoadMore?.();
  }, [waitingForMore, loadingMore, onLoadMore]);
  if (matches.status === 'loading' || waitingForMore)
    return (
      <div className={css.stack} aria-busy="true" aria-label={t('loading')} role="status">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="rect" height={MATCH_ROW_ESTIMATE - 12} />
        ))}
      </div>
    );
  if (matches.status === 'error')
    return (
      <EmptyState
        kind="error"
        description={t('loadFailed')}
        action={onRetry ? <Button onClick={onRetry}>{t('retry')}</Button> : undefined}
      />
    );
  const rows = matches.data;
  return (
    <List
      aria-label={t('matchList')}
      items={rows}
      getKey={(m) => m.id}
      estimateSize={MATCH_ROW_ESTIMATE}
      gap={8}
      height={listHeight}
      initialRect={{ width: 375, height: 800 }}
      inFlow={!hydrated}
      loadingMore={loadingMore}
      onEndReached={hasMore && !loadingMore ? onLoadMore : undefined}
      emptyState={
        search.trim() ? (
          <EmptyState kind="noMatchingData" size="sm" />
        ) : (
          <EmptyState
            kind="noData"
            size="sm"
            description={tab === 'follow' ? t('followEmpty') : t('noMatches')}
          />
        )
      }
      renderItem={(match) =>
        isOutright(match) ? (
          <OutrightItem
            match={match}
            format={format}
            selectedIds={selectedIds}
            followed={followedIds.has(String(match.id))}
            onPick={onPick}
            onFollowChange={onFollowChange}
          />
        ) : (
          <MatchItem
            match={match}
            format={format}
            selectedIds={selectedIds}
            followed={followedIds.has(String(match.id))}
            onPick={onPick}
            onFollowChange={onFollowChange}
            onOpen={onOpen}
            {...(onWatch ? { onWatch } : {})}
          />
        )
      }
    />
  );
});
