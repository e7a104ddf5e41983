import {
  isSportsNotice,
  type BetOrder,
  type BetOrderStatus,
  type CallData,
  type sportsCalls,
  type SportsNotice,
} from '@touchline/api';
import {
  DEFAULT_MATCH_PAGE_SIZE,
  oddsTypeForFormat,
  type OddsFormat,
  type SportId,
} from '@touchline/domain';
import {
  keepPreviousData,
  useInfiniteQuery,
  useQueries,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useClients } from '../../app/context.tsx';
import { statisticsTypesOf, uniqueById, type SportsTab } from '../../pages/sports/model.ts';
import { sportsKeys } from '../keys.ts';
import { useDataLanguage } from '../language.ts';

type Calls = typeof sportsCalls;
export type MatchPage = CallData<Calls['listMatches']>;
export type MatchResultPage = CallData<Calls['pageMatchResults']>;
export type MatchResult = MatchResultPage['records'][number];
export type MatchResultDetail = CallData<Calls['getMatchResult']>;
export type BetPage = CallData<Calls['listBets']>;
export type ReserveBetPage = CallData<Calls['listReserveBets']>;

/** A sports answer that is a notice (code 8) instead of data: the caller shows it as a failure. */
export class SportsNoticeError extends Error {
  constructor(readonly notice: SportsNotice) {
    super(notice.msg);
  }
}

/** The data of a sports answer, or the notice thrown. */
export function dataOf<T>(answer: T | SportsNotice): T {
  if (isSportsNotice(answer)) throw new SportsNoticeError(answer);
  return answer;
}

/** Statistics, or the maintenance period when the service answers code 8. */
export function useStatistics() {
  const { sports } = useClients();
  return useQuery({
    queryKey: sportsKeys.statistics(),
    queryFn: async () => {
      const answer = await sports.getStatistics({});
      if (isSportsNotice(answer))
        return { kind: 'maintenance' as const, period: answer.maintenance };
      return { kind: 'ready' as const, statistics: answer };
    },
    refetchInterval: 60_000,
  });
}

interface ListParams {
  tab: SportsTab;
  sportId: number;
  leagueIds: readonly number[];
  format: OddsFormat;
}

interface ListCursor {
  /** Index in the tab's statistics types. */
  typeIndex: number;
  current: number;
}

/** A page of a tab's match list, and where the next one starts (none: the tab's lists ended). */
interface MatchListPage {
  records: MatchPage['records'];
  next: ListCursor | undefined;
}

/** Where the tab's lists go on after `page`, fetched at `cursor`. */
function cursorAfter(page: MatchPage, cursor: ListCursor, lists: number): ListCursor | undefined {
  if (page.current * page.size < page.total && page.records.length > 0)
    return { typeIndex: cursor.typeIndex, current: cursor.current + 1 };
  if (cursor.typeIndex + 1 < lists) return { typeIndex: cursor.typeIndex + 1, current: 1 };
  return undefined;
}

/**
 * The match list of a tab, 50 a page; the `all` tab runs through live, today and early, each to
 * its end, before the next. A page that ends a list short of 50 rows goes on into the next list,
 * so the first page fills a screen by itself: the server's render draws it whole, and the browser
 * does not fetch and lay out two or three more pages one after another as it starts (issue 16:
 * `/sports` grew from its 9 live rows to the next lists in four commits right after hydration).
 */
export function useMatchList({ tab, sportId, leagueIds, format }: ListParams, enabled = true) {
  const { sports } = useClients();
  const language = useDataLanguage();
  const types = statisticsTypesOf(tab);
  const params = {
    tab,
    sportId,
    leagueIds: [...leagueIds].sort(),
    oddsType: oddsTypeForFormat(format),
  };
  const query = useInfiniteQuery({
    queryKey: sportsKeys.list(params, language),
    enabled: enabled && types.length > 0,
    initialPageParam: { typeIndex: 0, current: 1 } as ListCursor,
    queryFn: async ({ pageParam, signal }): Promise<MatchListPage> => {
      const records: MatchPage['records'] = [];
      let cursor: ListCursor | undefined = pageParam;
      while (cursor && records.length < DEFAULT_MATCH_PAGE_SIZE) {
        const page = dataOf(
          await sports.listMatches(
            {
              type: types[cursor.typeIndex] as 1,
              sportId: sportId as SportId,
              current: cursor.current,
              size: DEFAULT_MATCH_PAGE_SIZE,
              oddsType: params.oddsType,
              ...(params.leagueIds.length > 0 ? { leagueIds: params.leagueIds } : {}),
            },
            { signal },
          ),
        );
        records.push(...page.records);
        cursor = cursorAfter(page, cursor, types.length);
      }
      return { records, next: cursor };
    },
    getNextPageParam: (last: MatchListPage) => last.next,
  });
  // the same array while the pages are: the list's rows are memoised on their match
  const matches = useMemo(() => matchesOf(query.data), [query.data]);
  return { ...query, matches };
}

function matchesOf(data: InfiniteData<MatchListPage> | undefined) {
  return data ? uniqueById(data.pages.flatMap((p) => p.records)) : undefined;
}

/** The followed matches of a sport, each by its detail (the follow list keeps ids only). */
export function useFollowedMatches(ids: readonly string[], format: OddsFormat, enabled = true) {
  const { sports } = useClients();
  const language = useDataLanguage();
  const oddsType = oddsTypeForFormat(format);
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: sportsKeys.follow(Number(id), oddsType, language),
      enabled,
      queryFn: async () => dataOf(await sports.getMatchDetail({ matchId: Number(id), oddsType })),
    })),
    combine: combineFollowed,
  });
}

/**
 * The followed matches' queries as one list: a module-level function, so useQueries keeps the
 * same result (and the same `matches` array) while no query's result changes.
 */
function combineFollowed<T>(
  results: readonly { isPending: boolean; isError: boolean; data?: T | undefined }[],
) {
  return {
    pending: results.some((r) => r.isPending),
    error: results.length > 0 && results.every((r) => r.isError),
    matches: results.flatMap((r) => (r.data ? [r.data] : [])),
  };
}

/** The leagues on sale in a sport, for a tab (every type for `all`), each with its match count. */
function leaguesQuery(
  sports: ReturnType<typeof useClients>['sports'],
  sportId: number,
  tab: SportsTab,
  language: string,
) {
  const type = tab === 'all' || tab === 'follow' ? undefined : statisticsTypesOf(tab)[0];
  return {
    queryKey: sportsKeys.leagues(sportId, type, language),
    queryFn: async () =>
      dataOf(
        await sports.listOnSaleLeagues({
          sportId: sportId as SportId,
          ...(type ? { type: type as 1 } : {}),
        }),
      ),
    staleTime: 60_000,
  };
}

export function useLeagues(sportId: number, tab: SportsTab) {
  const { sports } = useClients();
  const language = useDataLanguage();
  return useQuery(leaguesQuery(sports, sportId, tab, language));
}

/**
 * The leagues of each of `tabs` (none while not `enabled`): what a league filter leaves in each
 * tab, so the tabs' counts can say what their lists will show. Not observed at all while not
 * enabled: the all tab's query is `useLeagues`' own, and a disabled observer of it made the
 * server's render skip it (the last observer's options said "disabled"), so the browser asked for
 * it as the page hydrated, and its change of state re-rendered the list at once, inside the
 * hydration's commit (issue 16).
 */
export function useLeaguesOfTabs(sportId: number, tabs: readonly SportsTab[], enabled: boolean) {
  const { sports } = useClients();
  const language = useDataLanguage();
  return useQueries({
    queries: enabled ? tabs.map((tab) => leaguesQuery(sports, sportId, tab, language)) : [],
  });
}

export function useBulletins() {
  const { sports } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: sportsKeys.bulletins(language),
    queryFn: async () => dataOf(await sports.listTopBulletins({})),
    staleTime: 5 * 60_000,
  });
}

export function useMatchDetail(matchId: number, format: OddsFormat) {
  const { sports } = useClients();
  const language = useDataLanguage();
  const oddsType = oddsTypeForFormat(format);
  return useQuery({
    queryKey: sportsKeys.detailIn(matchId, oddsType, language),
    queryFn: async ({ signal }) =>
      dataOf(await sports.getMatchDetail({ matchId, oddsType }, { signal })),
    enabled: Number.isInteger(matchId) && matchId > 0,
  });
}

export const RESULTS_PAGE_SIZE = 20;

export function useResults(params: {
  sportId: number;
  beginTime: string;
  endTime: string;
  page: number;
}) {
  const { sports } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: sportsKeys.results(params, language),
    queryFn: async ({ signal }) =>
      dataOf(
        await sports.pageMatchResults(
          {
            sportId: params.sportId as SportId,
            beginTime: params.beginTime,
            endTime: params.endTime,
            current: params.page,
            size: RESULTS_PAGE_SIZE,
          },
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useResultDetail(matchId: number | null) {
  const { sports } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: sportsKeys.result(matchId ?? 0, language),
    queryFn: async () => dataOf(await sports.getMatchResult({ matchId: matchId! })),
    enabled: matchId !== null,
  });
}

export const BETS_PAGE_SIZE = 20;

export function useBets(settled: boolean) {
  const { sports } = useClients();
  const query = useInfiniteQuery({
    queryKey: sportsKeys.bets(settled),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      dataOf(
        await sports.listBets({
          isSettled: settled,
          current: pageParam,
          size: BETS_PAGE_SIZE,
        }),
      ),
    getNextPageParam: (last: BetPage) =>
      last.current * last.size < last.total ? last.current + 1 : undefined,
  });
  const bets: BetOrder[] | undefined = query.data
    ? uniqueById(query.data.pages.flatMap((p) => p.records))
    : undefined;
  return { ...query, bets };
}

/** How often an open bet's cash-out offer is asked again (offers expire after a few seconds). */
export const CASH_OUT_REFRESH_MS = 5_000;

export function useCashOutQuotes(orderIds: readonly string[]) {
  const { sports } = useClients();
  const ids = [...orderIds].sort();
  return useQuery({
    queryKey: sportsKeys.cashOut(ids),
    queryFn: async () => dataOf(await sports.getCashOutQuotes({ orderIds: ids })),
    enabled: ids.length > 0,
    refetchInterval: CASH_OUT_REFRESH_MS,
  });
}

export function useReserveBets() {
  const { sports } = useClients();
  return useQuery({
    queryKey: sportsKeys.reserve(),
    queryFn: async () => dataOf(await sports.listReserveBets({ current: 1, size: 50 })),
  });
}

/** How often the slip's prices and limits are asked again while it is open. */
export const SLIP_REFRESH_MS = 5_000;

/** The slip's current prices and limits, asked again while it has picks. */
export function useSlipQuotes(
  picks: readonly { matchId: number; marketId: string; selectionId: string }[],
  enabled: boolean,
) {
  const { sports } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: sportsKeys.quotes(
      picks.map((p) => p.selectionId),
      language,
    ),
    queryFn: async () =>
      dataOf(
        await sports.quoteBetSlip({
          picks: picks.map(({ matchId, marketId, selectionId }) => ({
            matchId,
            marketId,
            selectionId,
          })),
        }),
      ),
    enabled: enabled && picks.length > 0,
    refetchInterval: SLIP_REFRESH_MS,
    staleTime: 0,
  });
}

/** How often a held bet's status is asked until it is final. */
export const BET_STATUS_POLL_MS = 1_000;
/** After this many asks a still-pending bet is left to My bets. */
export const BET_STATUS_MAX_POLLS = 30;

const FINAL_STATUSES: readonly BetOrderStatus[] = [
  'accepted',
  'rejected',
  'won',
  'lost',
  'void',
  'cashedOut',
];

export function isFinalBetStatus(status: BetOrderStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/**
 * The statuses of bets just placed, asked every `pollMs` until each is final (or the asks run
 * out): a query whose interval stops itself, and stops too when its screen unmounts. `done`
 * says the wait is over; the open bets are fetched again then.
 */
export function useBetStatuses(orders: readonly BetOrder[] | null, pollMs = BET_STATUS_POLL_MS) {
  const { sports } = useClients();
  const queryClient = useQueryClient();
  const ids = orders?.map((o) => o.id) ?? [];
  const query = useQuery({
    queryKey: sportsKeys.betStatus(ids),
    enabled: ids.length > 0,
    initialData: () => orders?.map((o) => o.status),
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const answer = dataOf(await sports.getBetStatuses({ orderIds: ids }, { signal }));
      const byId = new Map(answer.map((a) => [a.orderId, a.status]));
      return orders!.map((o) => byId.get(o.id) ?? o.status);
    },
    refetchInterval: ({ state }) =>
      !state.data ||
      state.data.every(isFinalBetStatus) ||
      state.dataUpdateCount >= BET_STATUS_MAX_POLLS
        ? false
        : pollMs,
  });
  const statuses = query.data;
  const asked = queryClient.getQueryState(sportsKeys.betStatus(ids))?.dataUpdateCount ?? 0;
  const done = !!statuses && (statuses.every(isFinalBetStatus) || asked >= BET_STATUS_MAX_POLLS);
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: sportsKeys.bets(false) });
  }, [done, queryClient]);
  return { statuses, done };
}
