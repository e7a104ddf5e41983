import type { CallRequest, MemberWallet, memberCalls } from '@touchline/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClients, useSessionState } from '../../app/context.tsx';
import { cashierKeys, memberKeys } from '../keys.ts';

type Calls = typeof memberCalls;

/**
 * Money moved (or may have): the new balance goes straight into the header's wallet, then the
 * wallet, the cashier's list and the statement are asked again.
 */
function useMoneyMoved() {
  const { sessionId } = useSessionState();
  const queryClient = useQueryClient();
  return {
    balance: (balance: string | undefined) => {
      if (balance === undefined) return;
      queryClient.setQueryData<MemberWallet>(memberKeys.wallet(sessionId), (wallet) =>
        wallet ? { ...wallet, memberWallet: balance } : wallet,
      );
    },
    settled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.wallets() }),
        queryClient.invalidateQueries({ queryKey: cashierKeys.transactions() }),
        queryClient.invalidateQueries({ queryKey: cashierKeys.statement() }),
      ]),
  };
}

/** Pays in; the same key with the same body is the same deposit (a retry never pays twice). */
export function useCreateDeposit() {
  const { platform } = useClients();
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (request: CallRequest<Calls['createDeposit']>) =>
      platform.member.createDeposit(request, { noNeedResponseMsg: true }),
    onSuccess: (answer) => moved.balance(answer.balance),
    onSettled: moved.settled,
  });
}

/** Pays out to the saved account; idempotent by key like a deposit. */
export function useCreateWithdrawal() {
  const { platform } = useClients();
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (request: CallRequest<Calls['createWithdrawal']>) =>
      platform.member.createWithdrawal(request, { noNeedResponseMsg: true }),
    onSuccess: (answer) => moved.balance(answer.balance),
    onSettled: moved.settled,
  });
}

/** Saves where withdrawals are paid; the masked answer replaces the cached one. */
export function useSaveWithdrawInfo() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CallRequest<Calls['saveWithdrawInfo']>) =>
      platform.member.saveWithdrawInfo(request, { noNeedResponseMsg: true }),
    onSuccess: (info) => queryClient.setQueryData(cashierKeys.withdrawInfo(sessionId), info),
  });
}
