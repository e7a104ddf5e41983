import type { ActivityMonth } from '@touchline/api';
import type { Language } from '@touchline/domain';
import { Button, EmptyState, MoneyText, Skeleton, Text, useUiLanguage } from '@touchline/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivityStatement, useWalletCurrency } from '../../../data/queries/responsible.ts';
import * as css from './responsible.css.ts';
import { monthText } from './when.ts';

/** The figures of a month, in the order the statement lists them (keys written out for the scan). */
const FIGURES: readonly { field: Exclude<keyof ActivityMonth, 'month' | 'net'>; key: string }[] = [
  { field: 'deposits', key: 'deposits' },
  { field: 'withdrawals', key: 'withdrawals' },
  { field: 'stakes', key: 'stakes' },
  { field: 'wins', key: 'wins' },
  { field: 'spent', key: 'spent' },
];

/**
 * The activity statement (issue 20): each month (UTC+8), newest first, with what went in and out
 * and what play came to — deposits, withdrawals, stakes, wins, money spent in live rooms (gifts
 * and fees) and the net result — every amount exact. Mounted by the personal centre.
 */
export function ActivityPanel() {
  const { t } = useTranslation('responsible');
  const titleId = useId();
  const statement = useActivityStatement();
  const currency = useWalletCurrency();
  return (
    <section className={css.panel} aria-labelledby={titleId}>
      <div className={css.intro}>
        <h2 id={titleId} className={css.title}>
          {t('activity')}
        </h2>
        <Text tone="muted">{t('activityIntro')}</Text>
      </div>
      {statement.isPending ? (
        <ul className={css.months} aria-busy="true" aria-label={t('loading')}>
          {[0, 1].map((i) => (
            <li key={i} className={css.card}>
              <Skeleton shape="text" lines={6} />
            </li>
          ))}
        </ul>
      ) : statement.isError ? (
        <EmptyState
          kind="error"
          title={t('activityFailed')}
          action={
            <Button variant="outline" onClick={() => void statement.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : statement.data.length === 0 ? (
        <EmptyState title={t('activityEmpty')} description={t('activityEmptyHint')} />
      ) : (
        <ul className={css.months} aria-labelledby={titleId}>
          {statement.data.map((month) => (
            <MonthCard key={month.month} month={month} currency={currency} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MonthCard({ month, currency }: { month: ActivityMonth; currency: string }) {
  const { t } = useTranslation('responsible');
  const language = useUiLanguage() as Language;
  const id = useId();
  return (
    <li className={css.card} aria-labelledby={id}>
      <h3 id={id} className={css.heading}>
        {monthText(month.month, language)}
      </h3>
      <dl className={css.figures}>
        {FIGURES.map(({ field, key }) => (
          <div key={field} className={css.figureRow}>
            <dt className={css.figureName}>{t(key)}</dt>
            <dd className={css.figureValue}>
              <MoneyText amount={month[field]} currency={currency} />
            </dd>
          </div>
        ))}
        <div className={css.netLine}>
          <dt>{t('net')}</dt>
          <dd className={css.figureValue}>
            <MoneyText amount={month.net} currency={currency} sign="exceptZero" tone="auto" />
          </dd>
        </div>
      </dl>
    </li>
  );
}
