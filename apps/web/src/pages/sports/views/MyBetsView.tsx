import type { BetOrder, CashOutQuote, ReserveBet } from '@touchline/api';
import { formatOdds, selectionLabel, type OddsFormat } from '@touchline/domain';
import {
  BetCard,
  Button,
  Card,
  EmptyState,
  formatMoney,
  Skeleton,
  Tabs,
  useMatchName,
  useUiLanguage,
  type BetCardStatus,
} from '@touchline/ui';
import { useTranslation } from 'react-i18next';
import type { Loadable } from './SportsListView.tsx';
import { ZoneNote } from './ZoneNote.tsx';
import * as css from './sports.css.ts';

export const BET_FILTERS = ['open', 'settled', 'reserve'] as const;
export type BetFilter = (typeof BET_FILTERS)[number];

/** A placed bet's status as the bet card names it. */
export function betCardStatus(status: BetOrder['status']): BetCardStatus {
  switch (status) {
    case 'accepted':
      return 'open';
    case 'cashedOut':
      return 'cashed-out';
    default:
      return status;
  }
}

export interface MyBetsViewProps {
  filter: BetFilter;
  onFilterChange: (filter: BetFilter) => void;
  bets: Loadable<readonly BetOrder[]>;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** The current cash-out offers by bet id. */
  quotes: ReadonlyMap<string, CashOutQuote>;
  /** The current time (the container ticks it), for the offers' expiry. */
  now: number;
  onCashOut: (bet: BetOrder, quote: CashOutQuote) => void;
  cashingOutId?: string | null;
  reserve: Loadable<readonly ReserveBet[]>;
  onCancelReserve: (reserve: ReserveBet) => void;
  cancellingId?: string | null;
  format: OddsFormat;
  /** The member's currency (the wallet's): every amount shows it. Required, so no list forgets it. */
  currency: string | undefined;
  timeZone?: string;
  onRetry?: () => void;
}

const FILTER_KEYS = {
  open: 'betsOpen',
  settled: 'betsSettled',
  reserve: 'betsReserve',
} as const satisfies Record<BetFilter, string>;

/** My bets: open (with cash-out) and settled, paged; and the reserve bets, which can be cancelled. */
export function MyBetsView(props: MyBetsViewProps) {
  const { t } = useTranslation('sports');
  const { filter, onFilterChange } = props;
  return (
    <Tabs.Root value={filter} onValueChange={(v) => onFilterChange(v as BetFilter)}>
      <Tabs.List variant="pill" aria-label={t('betsLabel')}>
        {BET_FILTERS.map((f) => (
          <Tabs.Trigger key={f} value={f}>
            {t(FILTER_KEYS[f])}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {BET_FILTERS.map((f) => (
        <Tabs.Content key={f} value={f} className={css.stack}>
          {f !== filter ? null : f === 'reserve' ? (
            <ReserveList {...props} />
          ) : (
            <BetList {...props} />
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function Loading() {
  const { t } = useTranslation('sports');
  return (
    <div className={css.stack} role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton shape="rect" height={140} />
      <Skeleton shape="rect" height={140} />
    </div>
  );
}

function BetList({
  bets,
  hasMore,
  loadingMore,
  onLoadMore,
  quotes,
  now,
  onCashOut,
  cashingOutId,
  format,
  currency,
  timeZone,
  onRetry,
}: MyBetsViewProps) {
  const { t } = useTranslation('sports');
  const matchName = useMatchName();
  if (bets.status === 'loading') return <Loading />;
  if (bets.status === 'error')
    return (
      <EmptyState
        kind="error"
        description={t('betsFailed')}
        action={onRetry ? <Button onClick={onRetry}>{t('retry')}</Button> : undefined}
      />
    );
  if (bets.data.length === 0) return <EmptyState kind="noData" description={t('betsEmpty')} />;
  return (
    <>
      <ZoneNote {...(timeZone ? { timeZone } : {})} />
      {bets.data.map((bet) => {
        const quote = quotes.get(bet.id);
        const offer = quote && quote.available && bet.cashOutAvailable ? quote : null;
        return (
          <BetCard
            key={bet.id}
            betId={bet.id}
            placedAt={bet.placedAt}
            timeZone={timeZone}
            status={betCardStatus(bet.status)}
            legs={bet.legs.map((leg) => ({
              id: `${bet.id}-${leg.selectionId}`,
              match: matchName(leg.homeTeam, leg.awayTeam),
              market: leg.marketName,
              selection: selectionLabel({ name: leg.selectionName, line: leg.line }),
              price: leg.price,
            }))}
            stake={bet.stake}
            potentialReturn={bet.potentialReturn}
            payout={bet.payout}
            currency={currency}
            format={format}
            cashOut={offer ? { quote: offer.cashOutAmount, expiresAt: offer.expiresAt, now } : null}
            onCashOut={offer ? () => onCashOut(bet, offer) : undefined}
            cashingOut={cashingOutId === bet.id}
          />
        );
      })}
      {hasMore ? (
        <Button variant="solid" tone="neutral" loading={loadingMore} onClick={onLoadMore}>
          {t('loadMore')}
        </Button>
      ) : null}
    </>
  );
}

function ReserveList({
  reserve,
  onCancelReserve,
  cancellingId,
  format,
  currency,
  onRetry,
}: MyBetsViewProps) {
  const { t } = useTranslation('sports');
  const language = useUiLanguage();
  if (reserve.status === 'loading') return <Loading />;
  if (reserve.status === 'error')
    return (
      <EmptyState
        kind="error"
        description={t('betsFailed')}
        action={onRetry ? <Button onClick={onRetry}>{t('retry')}</Button> : undefined}
      />
    );
  if (reserve.data.length === 0)
    return <EmptyState kind="noData" description={t('reserveEmpty')} />;
  return (
    <ul className={css.sportList} aria-label={t('betsReserve')}>
      {reserve.data.map((r) => (
        <li key={r.id}>
          <Card>
            <div className={css.stack}>
              <strong>{r.matchName}</strong>
              <span>
                {r.selectionName} ·{' '}
                {t('reserveTarget', { price: formatOdds(r.targetPrice, format) })} ·{' '}
                {t('reserveStake', { stake: formatMoney(r.stake, { language, currency }) })}
              </span>
              <span className={css.muted}>{t(`reserveStatus_${r.status}`)}</span>
              {r.status === 'waiting' ? (
                <div>
                  <Button
                    variant="solid"
                    tone="neutral"
                    size="sm"
                    loading={cancellingId === r.id}
                    onClick={() => onCancelReserve(r)}
                    aria-label={t('reserveCancelLabel', { match: r.matchName })}
                  >
                    {t('reserveCancel')}
                  </Button>
                </div>
              ) : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
