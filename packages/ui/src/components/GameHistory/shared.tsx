import { calendarDate, compareAmounts, formatMatchTime } from '@touchline/domain';
import type { ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Button } from '../Button/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { MoneyText } from '../MoneyText/index.ts';
import { Skeleton, skeletonBusyStatus } from '../Skeleton/index.ts';
import * as css from './GameHistory.css.ts';

/** Where a history view stands: loading its first page, failed, or showing what it has. */
export const GAME_HISTORY_STATES = ['loading', 'error', 'ready'] as const;
export type GameHistoryState = (typeof GAME_HISTORY_STATES)[number];

/** `YYYY-MM-DD HH:mm` of an instant in a zone; `-` for a time that is not valid. */
export function formatRoundTime(epochMs: number, timeZone: string): string {
  if (!Number.isFinite(epochMs) || Math.abs(epochMs) > 8.64e15) return '-';
  const date = calendarDate(epochMs, timeZone);
  return `${date} ${formatMatchTime(epochMs, timeZone).slice(-5)}`;
}

/** A win or a loss: the amount with its sign and colour, and the word, so colour is not alone. */
export function WinLoss({ amount, currency }: { amount: string; currency?: string }) {
  const t = useUiText();
  const direction = compareAmounts(amount, 0) ?? 0;
  const word =
    direction > 0 ? t('historyWon') : direction < 0 ? t('historyLost') : t('historyEven');
  return (
    <span className={css.winLoss} data-direction={direction}>
      <MoneyText amount={amount} currency={currency} sign="exceptZero" tone="auto" />
      <span className={css.winLossWord}>{word}</span>
    </span>
  );
}

/** The loading, failed and empty states a history view shares. */
export function HistoryState({
  state,
  empty,
  rows = 3,
  onRetry,
}: {
  state: GameHistoryState;
  empty: boolean;
  rows?: number;
  onRetry?: () => void;
}): ReactNode {
  const t = useUiText();
  if (state === 'loading') {
    return (
      <div className={css.skeletons}>
        <span className={skeletonBusyStatus} role="status">
          {t('loading')}
        </span>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} shape="rect" height={56} />
        ))}
      </div>
    );
  }
  if (state === 'error') {
    return (
      <EmptyState
        kind="error"
        size="sm"
        title={t('historyError')}
        action={onRetry ? <Button onClick={onRetry}>{t('historyRetry')}</Button> : undefined}
      />
    );
  }
  if (empty) return <EmptyState kind="noData" size="sm" title={t('historyEmpty')} />;
  return null;
}
