import type { CallData, CallRequest, memberCalls } from '@touchline/api';
import { STATEMENT_EXPORT_MAX_ROWS, type StatementKind } from '@touchline/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useClients, useSessionState } from '../../app/context.tsx';
import { cashierKeys } from '../keys.ts';

type Calls = typeof memberCalls;
export type StatementEntry = CallData<Calls['fetchWalletStatement']>['list'][number];

/** The payments provider's ways to pay in, with this wallet's limits (none: no cashier). */
export function usePaymentMethods() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: cashierKeys.methods(sessionId),
    queryFn: () => platform.member.listPaymentMethods(),
    enabled: !!sessionId,
  });
}

/** Where withdrawals are paid (the account number masked), or null before one is saved. */
export function useWithdrawInfo() {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: cashierKeys.withdrawInfo(sessionId),
    queryFn: () => platform.member.getWithdrawInfo(),
    enabled: !!sessionId,
  });
}

export const CASHIER_TRANSACTIONS_PAGE_SIZE = 10;

/** One page of the member's deposits and withdrawals, newest first. */
export function useCashierTransactions(page: number) {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: cashierKeys.transactionPage(sessionId, page),
    queryFn: () =>
      platform.member.listCashierTransactions({ page, pageSize: CASHIER_TRANSACTIONS_PAGE_SIZE }),
    enabled: !!sessionId,
    placeholderData: keepPreviousData,
  });
}

/** What the statement is filtered by: a kind, and whole days at UTC+8 (`YYYY-MM-DD`). */
export interface StatementFilter {
  kind?: StatementKind;
  from?: string;
  to?: string;
}

export const STATEMENT_PAGE_SIZE = 20;
/** The export asks for the largest page the call gives. */
const EXPORT_PAGE_SIZE = 100;

function statementRequest(filter: StatementFilter, page: number, pageSize: number) {
  const request: CallRequest<Calls['fetchWalletStatement']> = { page, pageSize };
  if (filter.kind) request.kind = filter.kind;
  if (filter.from) request.from = filter.from;
  if (filter.to) request.to = filter.to;
  return request;
}

/** One page of the wallet statement (the ledger), newest first; `enabled` false holds it. */
export function useWalletStatement(filter: StatementFilter, page: number, enabled = true) {
  const { platform } = useClients();
  const { sessionId } = useSessionState();
  return useQuery({
    queryKey: cashierKeys.statementPage(sessionId, filter, page),
    queryFn: () =>
      platform.member.fetchWalletStatement(statementRequest(filter, page, STATEMENT_PAGE_SIZE)),
    enabled: !!sessionId && enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * Every line of a filter for the CSV export, page after page, up to
 * `STATEMENT_EXPORT_MAX_ROWS`; `total` says how many the filter holds.
 */
export function useStatementExport() {
  const { platform } = useClients();
  return useCallback(
    async (filter: StatementFilter): Promise<{ rows: StatementEntry[]; total: number }> => {
      const rows: StatementEntry[] = [];
      let total = 0;
      for (let page = 1; rows.length < STATEMENT_EXPORT_MAX_ROWS; page += 1) {
        const answer = await platform.member.fetchWalletStatement(
          statementRequest(filter, page, EXPORT_PAGE_SIZE),
        );
        total = answer.total;
        rows.push(...answer.list);
        if (answer.list.length < EXPORT_PAGE_SIZE || rows.length >= total) break;
      }
      return { rows: rows.slice(0, STATEMENT_EXPORT_MAX_ROWS), total };
    },
    [platform],
  );
}
