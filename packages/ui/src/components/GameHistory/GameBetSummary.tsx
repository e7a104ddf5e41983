import { useId, type ComponentPropsWithRef } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { MoneyText } from '../MoneyText/index.ts';
import * as css from './GameHistory.css.ts';
import { HistoryState, WinLoss, type GameHistoryState } from './shared.tsx';

export interface GameBetTotals {
  rounds: number;
  /** Decimal amounts. */
  stake: string;
  validStake: string;
  winLoss: string;
}

export interface GameBetSummaryRow {
  /** The day, as the page shows it (`2026-11-26`). */
  date: string;
  gameName: string;
  betCount: number;
  /** Decimal amounts. */
  betAmount: string;
  winLoss: string;
}

export interface GameBetSummaryProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  totals: GameBetTotals | null;
  rows: readonly GameBetSummaryRow[];
  currency?: string;
  state?: GameHistoryState;
  onRetry?: () => void;
}

/**
 * A member's game bets in a period: the totals (rounds, stake, valid stake, win/loss), then a
 * table by game and day. The table turns into cards on phones.
 */
export function GameBetSummary({
  totals,
  rows,
  currency,
  state = 'ready',
  onRetry,
  className,
  ...rest
}: GameBetSummaryProps) {
  const t = useUiText();
  const titleId = useId();
  const tableTitleId = useId();
  return (
    <section
      {...rest}
      aria-labelledby={titleId}
      aria-busy={state === 'loading' || undefined}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      <h2 id={titleId} className={css.title}>
        {t('historySummary')}
      </h2>
      {state === 'ready' && totals ? (
        <dl className={css.totals}>
          <div className={css.total}>
            <dt className={css.label}>{t('historyRounds')}</dt>
            <dd className={css.totalValue}>{totals.rounds}</dd>
          </div>
          <div className={css.total}>
            <dt className={css.label}>{t('historyStake')}</dt>
            <dd className={css.totalValue}>
              <MoneyText amount={totals.stake} currency={currency} />
            </dd>
          </div>
          <div className={css.total}>
            <dt className={css.label}>{t('historyValidStake')}</dt>
            <dd className={css.totalValue}>
              <MoneyText amount={totals.validStake} currency={currency} />
            </dd>
          </div>
          <div className={css.total}>
            <dt className={css.label}>{t('historyWinLoss')}</dt>
            <dd className={css.totalValue}>
              <WinLoss amount={totals.winLoss} currency={currency} />
            </dd>
          </div>
        </dl>
      ) : null}
      <HistoryState state={state} empty={rows.length === 0} onRetry={onRetry} />
      {state === 'ready' && rows.length > 0 ? (
        <table className={css.table} aria-labelledby={tableTitleId}>
          <caption id={tableTitleId} className={css.caption}>
            {t('historyByGame')}
          </caption>
          <thead className={css.head}>
            <tr>
              <th scope="col">{t('historyDate')}</th>
              <th scope="col">{t('historyGame')}</th>
              <th scope="col" className={css.numeric}>
                {t('historyBetCount')}
              </th>
              <th scope="col" className={css.numeric}>
                {t('historyStake')}
              </th>
              <th scope="col" className={css.numeric}>
                {t('historyWinLoss')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.date}|${row.gameName}`} className={css.row}>
                <td data-label={t('historyDate')} className={css.cell}>
                  <span className={css.tabular}>{row.date}</span>
                </td>
                <th scope="row" data-label={t('historyGame')} className={css.cellStrong}>
                  {row.gameName}
                </th>
                <td data-label={t('historyBetCount')} className={css.numericCell}>
                  {row.betCount}
                </td>
                <td data-label={t('historyStake')} className={css.numericCell}>
                  <MoneyText amount={row.betAmount} currency={currency} />
                </td>
                <td data-label={t('historyWinLoss')} className={css.numericCell}>
                  <WinLoss amount={row.winLoss} currency={currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
GameBetSummary.displayName = 'GameBetSummary';
