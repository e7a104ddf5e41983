import { isSportId, DEFAULT_SPORT_ID, dayRange } from '@touchline/domain';
import type { BetOrder, CashOutQuote, Match, ReserveBet } from '@touchline/api';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@touchline/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useShell } from '../../app/context.tsx';
import {
  isSportsTab,
  matchesSearch,
  sportCounts,
  sportsToday,
  tabTotal,
  SPORTS_TABS,
  type SportsTab,
} from './model.ts';
import {
  dataOf,
  RESULTS_PAGE_SIZE,
  sportsKeys,
  useBets,
  useBulletins,
  useCashOutQuotes,
  useFollowedMatches,
  useLeagues,
  useMatchList,
  useReserveBets,
  useResultDetail,
  useResults,
  useStatistics,
} from './queries.ts';
import { SportsPage, type SportsPageContext } from './SportsPage.tsx';
import { useFollows } from './state.ts';
import { MyBetsView, type BetFilter } from './views/MyBetsView.tsx';
import { ResultsView } from './views/ResultsView.tsx';
import { SettingsView } from './views/SettingsView.tsx';
import { isSportsSection, SportNav } from './views/SportsFrame.tsx';
import { SportsListView, type Loadable } from './views/SportsListView.tsx';

function loadable<T>(query: { status: string; data: T | undefined }): Loadable<T> {
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  return query.status === 'error' ? { status: 'error' } : { status: 'loading' };
}

/** The sport in the address (`?sport=`), the default sport otherwise. */
function useSportParam(): [number, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('sport'));
  const sportId = isSportId(raw) ? raw : DEFAULT_SPORT_ID;
  return [
    sportId,
    (id) =>
      setParams((p) => {
        p.set('sport', String(id));
        return p;
      }),
  ];
}

/** `/sports`: the match lists, results, my bets and settings (`?view=`), with the slip. */
export function SportsRoute() {
  const [params] = useSearchParams();
  const view = params.get('view');
  const section = isSportsSection(view) ? view : 'matches';
  const [sportId, setSportId] = useSportParam();
  const statistics = useStatistics();
  const shell = useShell();
  const { ids: followIds } = useFollows(shell.store, sportId);
  const tab = isSportsTab(params.get('tab')) ? (params.get('tab') as SportsTab) : 'all';
  const stats = statistics.data?.kind === 'ready' ? statistics.data.statistics : null;
  const counts = useMemo(
    () => sportCounts(stats, tab, (id) => shell.store.followList.get(id)),
    // the follow list is read again whenever its ids change
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stats, tab, shell.store, followIds],
  );

  return (
    <SportsPage
      section={section}
      nav={
        section === 'matches' ? (
          <SportNav sportId={sportId} counts={counts} onSportChange={setSportId} />
        ) : undefined
      }
    >
      {(context) =>
        section === 'matches' ? (
          <MatchesSection
            context={context}
            sportId={sportId}
            onSportChange={setSportId}
            tab={tab}
            counts={counts}
          />
        ) : section === 'results' ? (
          <ResultsSection sportId={sportId} onSportChange={setSportId} />
        ) : section === 'bets' ? (
          <BetsSection context={context} />
        ) : (
          <SettingsView settings={context.settings} onChange={context.setSettings} />
        )
      }
    </SportsPage>
  );
}

function MatchesSection({
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
  const bulletins = useBulletins();

  // another sport has other leagues
  useEffect(() => setLeagueIds([]), [sportId]);

  const stats = statistics.data?.kind === 'ready' ? statistics.data.statistics : null;
  const tabCounts = Object.fromEntries(
    SPORTS_TABS.map((key) => [
      key,
      key === 'follow' ? follows.ids.length : stats ? tabTotal(stats, key) : undefined,
    ]),
  );
  const rows =
    tab === 'follow'
      ? followed.pending
        ? { status: 'loading' as const }
        : followed.error
          ? { status: 'error' as const }
          : { status: 'ready' as const, data: followed.matches }
      : loadable({ status: list.status, data: list.matches });
  const matches: Loadable<readonly Match[]> =
    rows.status === 'ready'
      ? { status: 'ready', data: rows.data.filter((m) => matchesSearch(m, search)) }
      : rows;

  return (
    <SportsListView
      tab={tab}
      onTabChange={(next) =>
        setParams((p) => {
          p.set('tab', next);
          return p;
        })
      }
      tabCounts={tabCounts}
      sportId={sportId}
      onSportChange={onSportChange}
      sportCounts={counts}
      leagues={(leagues.data ?? []).map((l) => ({
        id: l.id,
        name: l.na,
        matchCount: l.matchCount,
      }))}
      leagueIds={leagueIds}
      onLeaguesChange={setLeagueIds}
      search={search}
      onSearchChange={setSearch}
      matches={matches}
      hasMore={tab !== 'follow' && list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      onRetry={() => void list.refetch()}
      bulletins={(bulletins.data ?? []).map((b) => ({
        id: b.id,
        title: b.title,
        text: b.content,
        date: b.publishedAt,
      }))}
      format={format}
      selectedIds={context.selectedIds}
      followedIds={new Set(follows.ids)}
      onPick={context.pick}
      onFollowChange={(match) => follows.toggle(match.sid, match.id)}
      onOpen={(match) => void navigate(`/sports/sportsdetail/${match.id}`)}
    />
  );
}

function ResultsSection({
  sportId,
  onSportChange,
}: {
  sportId: number;
  onSportChange: (id: number) => void;
}) {
  const [date, setDate] = useState(() => sportsToday(Date.now()));
  const [page, setPage] = useState(1);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const range = dayRange(date);
  const results = useResults({ sportId, ...range, page });
  const detail = useResultDetail(expandedId);
  const total = results.data?.total ?? 0;
  return (
    <ResultsView
      date={date}
      onDateChange={(next) => {
        setDate(next);
        setPage(1);
      }}
      sportId={sportId}
      onSportChange={(id) => {
        onSportChange(id);
        setPage(1);
      }}
      results={
        results.data
          ? { status: 'ready', data: results.data.records }
          : results.status === 'error'
            ? { status: 'error' }
            : { status: 'loading' }
      }
      page={page}
      pages={Math.max(1, Math.ceil(total / RESULTS_PAGE_SIZE))}
      onPageChange={setPage}
      expandedId={expandedId}
      onExpandedChange={setExpandedId}
      detail={expandedId === null ? null : loadable(detail)}
      onRetry={() => void results.refetch()}
    />
  );
}

/** Ticks every second while something on screen counts down. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function BetsSection({ context }: { context: SportsPageContext }) {
  const shell = useShell();
  const { t } = useTranslation('sports');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<BetFilter>('open');
  const bets = useBets(filter === 'settled');
  const openIds =
    filter === 'open' ? (bets.bets ?? []).filter((b) => b.cashOutAvailable).map((b) => b.id) : [];
  const quotes = useCashOutQuotes(openIds);
  const reserve = useReserveBets();
  const [cashingOutId, setCashingOutId] = useState<string | null>(null);
  const [cancellingId, setCancellingId] = useState<string | null>(null);
  const quoteMap = useMemo(
    () => new Map<string, CashOutQuote>((quotes.data ?? []).map((q) => [q.orderId, q])),
    [quotes.data],
  );
  const now = useNow(quoteMap.size > 0);

  const cashOut = async (bet: BetOrder, quote: CashOutQuote) => {
    setCashingOutId(bet.id);
    try {
      const result = dataOf(
        await shell.sports.cashOut({
          orderId: bet.id,
          quoteId: quote.quoteId,
          cashOutAmount: quote.cashOutAmount,
          idempotencyKey: `cashout-${bet.id}-${quote.quoteId}`,
        }),
      );
      if (result.status === 'rejected') {
        toast.show({ tone: 'warning', title: t('cashOutFailed') });
      } else {
        toast.show({ tone: 'success', title: t('cashOutDone', { amount: result.cashOutAmount }) });
        void queryClient.invalidateQueries({ queryKey: ['memberWallet'] });
      }
    } catch {
      // the server's message is already shown by the client (cash-out is not suppressed)
    } finally {
      setCashingOutId(null);
      void queryClient.invalidateQueries({ queryKey: sportsKeys.bets(false) });
      void queryClient.invalidateQueries({ queryKey: sportsKeys.bets(true) });
      void quotes.refetch();
    }
  };

  const cancelReserve = async (r: ReserveBet) => {
    setCancellingId(r.id);
    try {
      dataOf(await shell.sports.cancelReserveBet({ reserveId: r.id }));
      toast.show({ tone: 'success', title: t('reserveCancelled') });
    } catch {
      // the client has shown the server's message
    } finally {
      setCancellingId(null);
      void queryClient.invalidateQueries({ queryKey: sportsKeys.reserve() });
    }
  };

  return (
    <MyBetsView
      filter={filter}
      onFilterChange={setFilter}
      bets={loadable({ status: bets.status, data: bets.bets })}
      hasMore={bets.hasNextPage}
      loadingMore={bets.isFetchingNextPage}
      onLoadMore={() => void bets.fetchNextPage()}
      quotes={quoteMap}
      now={now}
      onCashOut={(bet, quote) => void cashOut(bet, quote)}
      cashingOutId={cashingOutId}
      reserve={loadable({ status: reserve.status, data: reserve.data?.records })}
      onCancelReserve={(r) => void cancelReserve(r)}
      cancellingId={cancellingId}
      format={context.settings.oddsFormat}
      onRetry={() => void (filter === 'reserve' ? reserve.refetch() : bets.refetch())}
    />
  );
}
