import type { BetOrder, CashOutQuote, ReserveBet } from '@touchline/api';
import { formatMoney, useToast, useUiLanguage } from '@touchline/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelReserve, useCashOut } from '../../../data/mutations/bets.ts';
import { useWallet } from '../../../data/queries/member.ts';
import { useBets, useCashOutQuotes, useReserveBets } from '../../../data/queries/sports.ts';
import type { SportsPageContext } from '../SportsPage.tsx';
import { MyBetsView, type BetFilter } from '../views/MyBetsView.tsx';
import { loadable } from './loadable.ts';

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

/**
 * My bets: open (with cash-out offers), settled, and the reserve bets. It needs only the odds
 * format of the page around it (the sportsbook, or the personal centre's Bets tab).
 */
export function BetsSection({ context }: { context: Pick<SportsPageContext, 'settings'> }) {
  const { t } = useTranslation('sports');
  const toast = useToast();
  const language = useUiLanguage();
  const currency = useWallet().data?.currency;
  const [filter, setFilter] = useState<BetFilter>('open');
  const bets = useBets(filter === 'settled');
  const openIds =
    filter === 'open' ? (bets.bets ?? []).filter((b) => b.cashOutAvailable).map((b) => b.id) : [];
  const quotes = useCashOutQuotes(openIds);
  const reserve = useReserveBets();
  const cashOut = useCashOut();
  const cancelReserve = useCancelReserve();
  const quoteMap = useMemo(
    () => new Map<string, CashOutQuote>((quotes.data ?? []).map((q) => [q.orderId, q])),
    [quotes.data],
  );
  const now = useNow(quoteMap.size > 0);

  const cashOutBet = (bet: BetOrder, quote: CashOutQuote) =>
    cashOut.mutate(
      {
        orderId: bet.id,
        quoteId: quote.quoteId,
        cashOutAmount: quote.cashOutAmount,
        idempotencyKey: `cashout-${bet.id}-${quote.quoteId}`,
      },
      {
        onSuccess: (result) =>
          result.status === 'rejected'
            ? toast.show({ tone: 'warning', title: t('cashOutFailed') })
            : toast.show({
                tone: 'success',
                title: t('cashOutDone', {
                  amount: formatMoney(result.cashOutAmount, { language, currency }),
                }),
              }),
        // a failure: the server's message is already shown by the client (cash-out is not suppressed)
      },
    );

  const cancel = (r: ReserveBet) =>
    cancelReserve.mutate(r.id, {
      onSuccess: () => toast.show({ tone: 'success', title: t('reserveCancelled') }),
      // a failure: the client has shown the server's message
    });

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
      onCashOut={cashOutBet}
      cashingOutId={cashOut.isPending ? (cashOut.variables?.orderId ?? null) : null}
      reserve={loadable({ status: reserve.status, data: reserve.data?.records })}
      onCancelReserve={cancel}
      cancellingId={cancelReserve.isPending ? (cancelReserve.variables ?? null) : null}
      format={context.settings.oddsFormat}
      currency={currency}
      onRetry={() => void (filter === 'reserve' ? reserve.refetch() : bets.refetch())}
    />
  );
}
