import { SPORTS_DAY_ZONE_NAME } from '@touchline/domain';
import { EmptyState, MoneyText, Skeleton } from '@touchline/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CASHIER_TRANSACTIONS_PAGE_SIZE,
  useCashierTransactions,
} from '../../../data/queries/cashier.ts';
import { LoadFailed } from '../../parts.tsx';
import { Pager, statementTime } from './parts.tsx';
import * as css from './wallet.css.ts';

const KIND_LABELS = { deposit: 'kind.deposit', withdrawal: 'kind.withdrawal' } as const;
const STATUS_LABELS = {
  completed: 'status.completed',
  pending: 'status.pending',
  failed: 'status.failed',
} as const;

/** The member's recent deposits and withdrawals, newest first, a page at a time. */
export function TransactionsSection({ currency }: { currency: string }) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const [page, setPage] = useState(1);
  const list = useCashierTransactions(page);

  let body;
  if (list.status === 'pending') body = <Skeleton lines={4} />;
  else if (list.status === 'error')
    body = <LoadFailed ns="wallet" onRetry={() => void list.refetch()} />;
  else if (list.data.list.length === 0)
    body = <EmptyState size="sm" title={t('transactions.empty')} />;
  else
    body = (
      <>
        <div className={css.tableWrap}>
          <table className={`${css.table} ${css.stacked}`} aria-labelledby={`${id}-h`}>
            <thead>
              <tr>
                <th scope="col">{t('time')}</th>
                <th scope="col">{t('type')}</th>
                <th scope="col">{t('transactions.status')}</th>
                <th scope="col" className={css.number}>
                  {t('amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((row) => (
                <tr key={row.id}>
                  <td className={`${css.nowrap} ${css.cellTime}`}>
                    {statementTime(row.createdAt)}
                  </td>
                  <td className={css.cellKind}>{t(KIND_LABELS[row.kind])}</td>
                  <td className={css.cellExtra}>{t(STATUS_LABELS[row.status])}</td>
                  <td className={`${css.number} ${css.cellAmount}`}>
                    <MoneyText
                      amount={row.amount}
                      currency={currency}
                      currencyDisplay="narrowSymbol"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={page}
          total={list.data.total}
          pageSize={CASHIER_TRANSACTIONS_PAGE_SIZE}
          onPage={setPage}
          label={t('transactions.pages')}
        />
      </>
    );

  return (
    <section className={css.card} aria-labelledby={`${id}-h`}>
      <div className={css.headRow}>
        <h2 id={`${id}-h`} className={css.heading}>
          {t('transactions.heading')}
        </h2>
        <span className={css.muted}>{t('timesZone', { zone: SPORTS_DAY_ZONE_NAME })}</span>
      </div>
      {body}
    </section>
  );
}
