import type { GameSession, PlatformClient } from '@touchline/api';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useClients, useSessionState } from '../../app/context.tsx';
import { gameClientKeys, gamesKeys } from '../keys.ts';
import { useDataLanguage } from '../language.ts';

/** The game types the site offers (the lobby's tabs), in their order. */
export function useGameTypes() {
  const { platform } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: gamesKeys.types(language),
    queryFn: async () =>
      [...(await platform.games.listGameTypes({}, { noNeedResponseMsg: true }))].sort(
        (a, b) => a.sort - b.sort,
      ),
    staleTime: 5 * 60_000,
  });
}

/** A lobby's games, the whole list at once (spec: no page-size limit); the page filters it. */
export function useLobbyGames(lobbyCode: string) {
  const { platform } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: gamesKeys.lobbyGames(lobbyCode, language),
    queryFn: () => platform.games.listSlotGames({ lobbyCode }, { noNeedResponseMsg: true }),
  });
}

export interface GameHistoryFilter {
  beginTime: string;
  endTime: string;
  gameType?: string;
}

/** The member's game totals in a range (`mybet/sum`): overall and by game and day. */
export function useGameBetSum(filter: GameHistoryFilter) {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: gamesKeys.historySum(sessionId, filter),
    queryFn: () => platform.games.sumMyBets(filter, { noNeedResponseMsg: true }),
    enabled: !!sessionId,
  });
}

export const GAME_HISTORY_PAGE_SIZE = 20;

/** The member's game rounds in a range (`mybet/detail`), newest first, a page at a time. */
export function useGameBetRecords(filter: GameHistoryFilter) {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useInfiniteQuery({
    queryKey: gamesKeys.historyList(sessionId, filter),
    queryFn: ({ pageParam }) =>
      platform.games.listMyBets(
        { ...filter, page: pageParam, pageSize: GAME_HISTORY_PAGE_SIZE },
        { noNeedResponseMsg: true },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
    },
    enabled: !!sessionId,
  });
}

/** The game session's recent rounds at the provider, with their fairness inputs. */
export function useGameRounds(session: Pick<GameSession, 'sessionToken'> | null) {
  const { platform } = useClients();
  const token = session?.sessionToken ?? '';
  return useQuery({
    queryKey: gameClientKeys.rounds(token),
    queryFn: async () =>
      (
        await platform.games.listGameRounds(
          { sessionToken: token, page: 1, pageSize: 10 },
          { noNeedResponseMsg: true },
        )
      ).list,
    enabled: token !== '',
  });
}

type GamesArea = PlatformClient['games'];
/** A member's game totals in a range, as `mybet/sum` answers them. */
export type MyBetSum = Awaited<ReturnType<GamesArea['sumMyBets']>>;
/** One game round of the member, as `mybet/detail` lists it. */
export type MyBetRecord = Awaited<ReturnType<GamesArea['listMyBets']>>['list'][number];
/** A game type of the site. */
export type GameType = Awaited<ReturnType<GamesArea['listGameTypes']>>[number];
