import {
  isSportsNotice,
  type BetOrder,
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
  type InfiniteData,
} from '@tanstack/react-query';
import { useShell, useShellState } from '../../app/context.tsx';
import { statisticsTypesOf, uniqueById, type SportsTab } from './model.ts';

type Calls = typeof sportsCalls;
export type MatchPage = CallData<Calls['listMatches']>;
export type MatchResultPage = CallData<Calls['pageMatchResults']>;
export type MatchResult = MatchResultPage['records'][number];
export type MatchResultDetail = CallData<Calls['getMatchResult']>;
export type BetPage = CallData<Calls['listBets']>;
export type ReserveBetPage = CallData<Calls['listReserveBets']>;

/** Every query key of the sports screens, so invalidations name exactly what they mean. */
export const sportsKeys = {
  all: ['sports'] as const,
  statistics: () => ['sports', 'statistics'] as const,
  lists: () => ['sports', 'list'] as const,
  list: (params: object) => ['sports', 'list', params] as const,
  follows: () => ['sports', 'follow'] as const,
  follow: (matchId: number, oddsType: number) => ['sports', 'follow', matchId, oddsType] as const,
  leagues: (sportId: number, type: number | undefined) =>
    ['sports', 'leagues', sportId, type] as const,
  bulletins: () => ['sports', 'bulletins'] as const,
  detail: (matchId: number) => ['sports', 'detail', matchId] as const,
  results: (params: object) => ['sports', 'results', params] as const,
  result: (matchId: number) => ['sports', 'result', matchId] as const,
  bets: (settled: boolean) => ['sports', 'bets', settled] as const,
  cashOut: (ids: readonly string[]) => ['sports', 'cashOut', ids] as const,
  reserve: () => ['sports', 'reserve'] as const,
  quotes: (ids: readonly string[]) => ['sports', 'quotes', ids] as const,
};

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
  const shell = useShell();
  return useQuery({
    queryKey: sportsKeys.statistics(),
    queryFn: async () => {
      const answer = await shell.sports.getStatistics({});
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

/**
 * The match list of a tab, 50 a page; the `all` tab runs through live, today and early, each to
 * its end, before the next.
 */
export function useMatchList({ tab, sportId, leagueIds, format }: ListParams, enabled = true) {
  const shell = useShell();
  const types = statisticsTypesOf(tab);
  const params = {
    tab,
    sportId,
    leagueIds: [...leagueIds].sort(),
    oddsType: oddsTypeForFormat(format),
  };
  const query = useInfiniteQuery({
    queryKey: sportsKeys.list(params),
    enabled: enabled && types.length > 0,
    initialPageParam: { typeIndex: 0, current: 1 } as ListCursor,
    queryFn: async ({ pageParam, signal }) =>
      dataOf(
        await shell.sports.listMatches(
          {
            type: types[pageParam.typeIndex] as 1,
            sportId: sportId as SportId,
            current: pageParam.current,
            size: DEFAULT_MATCH_PAGE_SIZE,
            oddsType: params.oddsType,
            ...(params.leagueIds.length > 0 ? { leagueIds: params.leagueIds } : {}),
          },
          { signal },
        ),
      ),
    getNextPageParam: (last: MatchPage, _all, cursor: ListCursor): ListCursor | undefined => {
      if (last.current * last.size < last.total && last.records.length > 0)
        return { typeIndex: cursor.typeIndex, current: cursor.current + 1 };
      if (cursor.typeIndex + 1 < types.length)
        return { typeIndex: cursor.typeIndex + 1, current: 1 };
      return undefined;
    },
  });
  return { ...query, matches: matchesOf(query.data) };
}

function matchesOf(data: InfiniteData<MatchPage> | undefined) {
  return data ? uniqueById(data.pages.flatMap((p) => p.records)) : undefined;
}

/** The followed matches of a sport, each by its detail (the follow list keeps ids only). */
export function useFollowedMatches(ids: readonly string[], format: OddsFormat, enabled = true) {
  const shell = useShell();
  const oddsType = oddsTypeForFormat(format);
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: sportsKeys.follow(Number(id), oddsType),
      enabled,
      queryFn: async () =>
        dataOf(await shell.sports.getMatchDetail({ matchId: Number(id), oddsType })),
    })),
    combine: (results) => ({
      pending: results.some((r) => r.isPending),
      error: results.length > 0 && results.every((r) => r.isError),
      matches: results.flatMap((r) => (r.data ? [r.data] : [])),
    }),
  });
}

export function useLeagues(sportId: number, tab: SportsTab) {
  const shell = useShell();
  const type = tab === 'all' || tab === 'follow' ? undefined : statisticsTypesOf(tab)[0];
  return useQuery({
    queryKey: sportsKeys.leagues(sportId, type),
    queryFn: async () =>
      dataOf(
        await shell.sports.listOnSaleLeagues({
          sportId: sportId as SportId,
          ...(type ? { type: type as 1 } : {}),
        }),
      ),
    staleTime: 60_000,
  });
}

export function useBulletins() {
  const shell = useShell();
  return useQuery({
    queryKey: sportsKeys.bulletins(),
    queryFn: async () => dataOf(await shell.sports.listTopBulletins({})),
    staleTime: 5 * 60_000,
  });
}

export function useMatchDetail(matchId: number, format: OddsFormat) {
  const shell = useShell();
  const oddsType = oddsTypeForFormat(format);
  return useQuery({
    queryKey: [...sportsKeys.detail(matchId), oddsType],
    queryFn: async ({ signal }) =>
      dataOf(await shell.sports.getMatchDetail({ matchId, oddsType }, { signal })),
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
  const shell = useShell();
  return useQuery({
    queryKey: sportsKeys.results(params),
    queryFn: async ({ signal }) =>
      dataOf(
        await shell.sports.pageMatchResults(
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
  const shell = useShell();
  return useQuery({
    queryKey: sportsKeys.result(matchId ?? 0),
    queryFn: async () => dataOf(await shell.sports.getMatchResult({ matchId: matchId! })),
    enabled: matchId !== null,
  });
}

export const BETS_PAGE_SIZE = 20;

export function useBets(settled: boolean) {
  const shell = useShell();
  const query = useInfiniteQuery({
    queryKey: sportsKeys.bets(settled),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      dataOf(
        await shell.sports.listBets({
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
  const shell = useShell();
  const ids = [...orderIds].sort();
  return useQuery({
    queryKey: sportsKeys.cashOut(ids),
    queryFn: async () => dataOf(await shell.sports.getCashOutQuotes({ orderIds: ids })),
    enabled: ids.length > 0,
    refetchInterval: CASH_OUT_REFRESH_MS,
  });
}

export function useReserveBets() {
  const shell = useShell();
  return useQuery({
    queryKey: sportsKeys.reserve(),
    queryFn: async () => dataOf(await shell.sports.listReserveBets({ current: 1, size: 50 })),
  });
}

/** The wallet, under the key the header uses, so a placed bet updates both. */
export function useWallet() {
  const shell = useShell();
  const { token } = useShellState();
  return useQuery({
    queryKey: ['memberWallet', token],
    queryFn: () => shell.platform.member.fetchMemberWallet(),
    enabled: !!token,
  });
}

/** How often the slip's prices and limits are asked again while it is open. */
export const SLIP_REFRESH_MS = 5_000;
