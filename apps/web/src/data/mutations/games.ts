import {
  type DiceRound,
  type FairnessState,
  type GameSession,
  type MemberWallet,
  type SlotRound,
} from '@touchline/api';
import { rememberRecentGame } from '@touchline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClients, useSessionState, useShell } from '../../app/context.tsx';
import { gameClientKeys, gamesKeys, memberKeys } from '../keys.ts';

export interface LaunchRequest {
  lobbyCode: string;
  gameCode: string;
  language: GameLanguage;
}
type GameLanguage = 'zh-cn' | 'en' | 'vi' | 'th';

/**
 * The single-wallet jump (the client gives it 10 s, the contract's timeout). Failures are shown by
 * the page, translated, not by the generic toast; a launch is remembered as recently played.
 */
export function useLaunchGame() {
  const { platform } = useClients();
  const shell = useShell();
  return useMutation({
    mutationFn: (request: LaunchRequest) =>
      platform.games.jumpToGame(request, { noNeedResponseMsg: true }),
    onSuccess: (_launch, { gameCode }) => {
      shell.store.recentGames.set(rememberRecentGame(shell.store.recentGames.get(), gameCode));
    },
  });
}

/**
 * Collects the game wallet back to the member's wallet (`fund/collect`) when a game is left; the
 * answer's wallet goes straight into the header's balance, then the wallet and the game history
 * are asked again.
 */
export function useCollectGameFunds() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameType: string | undefined) =>
      platform.member.collectGameFunds(gameType ? { gameType } : {}, { noNeedResponseMsg: true }),
    onSuccess: ({ memberWallet }) => {
      queryClient.setQueryData<MemberWallet>(memberKeys.wallet(sessionId), (wallet) =>
        wallet ? { ...wallet, memberWallet } : wallet,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.wallets() });
      void queryClient.invalidateQueries({ queryKey: gamesKeys.history() });
    },
  });
}

/**
 * A balance the game client reported (after one of its rounds): into the header at once, then
 * the wallet is asked again so the game wallet's part is right too.
 */
export function useGameBalanceReport() {
  const { sessionId } = useSessionState();
  const queryClient = useQueryClient();
  return (balance: string | null) => {
    if (balance !== null) {
      queryClient.setQueryData<MemberWallet>(memberKeys.wallet(sessionId), (wallet) =>
        wallet ? { ...wallet, memberWallet: balance } : wallet,
      );
    }
    void queryClient.invalidateQueries({ queryKey: memberKeys.wallets() });
  };
}

/** Opens the game session a launch token stands for (once per token). */
export function useOpenGameSession() {
  const { platform } = useClients();
  return useMutation({
    mutationFn: (launchToken: string): Promise<GameSession> =>
      platform.games.openGameSession({ launchToken }, { noNeedResponseMsg: true }),
  });
}

/** One slot round; the session's recent rounds are asked again after it. */
export function useSpinSlot(sessionToken: string) {
  const { platform } = useClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stake: string): Promise<SlotRound> =>
      platform.games.spinSlot({ sessionToken, stake }, { noNeedResponseMsg: true }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: gameClientKeys.rounds(sessionToken) }),
  });
}

export interface DiceBetRequest {
  stake: string;
  target: number;
  direction: 'over' | 'under';
}

/** One dice round. */
export function useRollDice(sessionToken: string) {
  const { platform } = useClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bet: DiceBetRequest): Promise<DiceRound> =>
      platform.games.rollDice({ sessionToken, ...bet }, { noNeedResponseMsg: true }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: gameClientKeys.rounds(sessionToken) }),
  });
}

/** Sets the client seed the next rounds use. */
export function useSetClientSeed(sessionToken: string) {
  const { platform } = useClients();
  return useMutation({
    mutationFn: (clientSeed: string): Promise<FairnessState> =>
      platform.games.setGameClientSeed({ sessionToken, clientSeed }, { noNeedResponseMsg: true }),
  });
}

/** Retires the server seed (revealing it) and commits to a new one; the rounds show the seed. */
export function useRotateSeed(sessionToken: string) {
  const { platform } = useClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => platform.games.rotateGameSeed({ sessionToken }, { noNeedResponseMsg: true }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: gameClientKeys.rounds(sessionToken) }),
  });
}
