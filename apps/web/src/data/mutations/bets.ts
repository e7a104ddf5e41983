import type { BetOrder, CallRequest, sportsCalls } from '@touchline/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClients } from '../../app/context.tsx';
import { sportsKeys } from '../keys.ts';
import { dataOf } from '../queries/sports.ts';

type Calls = typeof sportsCalls;

/**
 * The bets a slip places: one parlay, or the staked singles. The balance moves through the
 * `member-balance` topic (see useBalanceFeed); the open bets are fetched again.
 */
export type Placement =
  | { mode: 'parlay'; request: CallRequest<Calls['placeMultipleBet']> }
  | { mode: 'singles'; request: CallRequest<Calls['placeSingleBets']> };

export function usePlaceBet() {
  const { sports } = useClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (placement: Placement): Promise<BetOrder[]> =>
      placement.mode === 'parlay'
        ? [dataOf(await sports.placeMultipleBet(placement.request))]
        : dataOf(await sports.placeSingleBets(placement.request)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sportsKeys.bets(false) }),
  });
}

/** A reserve bet: its stake is held until the odds reach the target (or it is cancelled). */
export function useReserveBet() {
  const { sports } = useClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CallRequest<Calls['reserveBet']>) =>
      dataOf(await sports.reserveBet(request)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sportsKeys.reserve() }),
  });
}

export function useCancelReserve() {
  const { sports } = useClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reserveId: string) => dataOf(await sports.cancelReserveBet({ reserveId })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sportsKeys.reserve() }),
  });
}

/** Cashes a bet out at its quoted offer; both bet lists and the offers are fetched again. */
export function useCashOut() {
  const { sports } = useClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CallRequest<Calls['cashOut']>) =>
      dataOf(await sports.cashOut(request)),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sportsKeys.allBets() }),
        queryClient.invalidateQueries({ queryKey: sportsKeys.cashOuts() }),
      ]);
    },
  });
}
