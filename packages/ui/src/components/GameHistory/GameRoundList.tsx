import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { UiMessageKey } from '../../i18n/messages.ts';
import { useTimeZone } from '../../i18n/timeZone.tsx';
import { useUiText } from '../../i18n/useUiText.ts';
import { Button } from '../Button/index.ts';
import { Link } from '../Link/index.ts';
import { MoneyText } from '../MoneyText/index.ts';
import * as css from './GameHistory.css.ts';
import { formatRoundTime, HistoryState, WinLoss, type GameHistoryState } from './shared.tsx';

export const GAME_ROUND_STATUSES = ['settled', 'pending', 'cancelled', 'refunded'] as const;
export type GameRoundStatus = (typeof GAME_ROUND_STATUSES)[number];

const STATUS_KEYS: Readonly<Record<GameRoundStatus, UiMessageKey>> = {
  settled: 'historyStatusSettled',
  pending: 'historyStatusPending',
  cancelled: 'historyStatusCancelled',
  refunded: 'historyStatusRefunded',
};

export interface GameRound {
  id: string;
  gameName: string;
  /** When the round was played, epoch ms. */
  time: number;
  /** Decimal amounts; `winLoss` is the net result (negative for a loss). */
  stake: string;
  winLoss: string;
  status: GameRoundStatus;
  /** Where the round can be verified (provably fair games); or use `renderVerifyLink`. */
  verifyHref?: string;
}

export interface GameRoundListProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  rounds: readonly GameRound[];
  currency?: string;
  /** IANA zone of the times; the app's zone by default. */
  timeZone?: string;
  state?: GameHistoryState;
  onRetry?: () => void;
  /** More rounds can be loaded; leave `onLoadMore` out to hide the button. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadingMore?: boolean;
  /** Wraps the "verify" content of a round in the app's own link (otherwise `verifyHref`). */
  renderVerifyLink?: (round: GameRound, content: ReactNode) => ReactNode;
  /** The list's heading; "Rounds" by default. */
  title?: string;
}

/** A long round id shortened in the middle (`8f2c4e…7d8e`); the whole id is its title. */
export function maskRoundId(id: string): string {
  const chars = [...id];
  return chars.length > 12 ? `${chars.slice(0, 6).join('')}…${chars.slice(-4).join('')}` : id;
}

/**
 * A member's game rounds, newest first: game, time, stake, win/loss (sign, colour and a word),
 * status, round id and a link to verify it. A table on desktop, cards on phones; loading,
 * empty and failed states; "load more" at the end.
 */
export function GameRoundList({
  rounds,
  currency,
  timeZone: ownTimeZone,
  state = 'ready',
  onRetry,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  renderVerifyLink,
  title,
  className,
  ...rest
}: GameRoundListProps) {
  const t = useUiText();
  const timeZone = useTimeZone(ownTimeZone);
  const titleId = useId();
  const anyVerify = !!renderVerifyLink || rounds.some((round) => round.verifyHref);
  return (
    <section
      {...rest}
      aria-labelledby={titleId}
      aria-busy={state === 'loading' || undefined}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      <h2 id={titleId} className={css.title}>
        {title ?? t('historyRounds')}
      </h2>
      <HistoryState state={state} empty={rounds.length === 0} onRetry={onRetry} rows={5} />
      {state === 'ready' && rounds.length > 0 ? (
        <table className={css.table} aria-labelledby={titleId}>
          <thead className={css.head}>
            <tr>
              <th scope="col">{t('historyGame')}</th>
              <th scope="col">{t('historyTime')}</th>
              <th scope="col" className={css.numeric}>
                {t('historyStake')}
              </th>
              <th scope="col" className={css.numeric}>
                {t('historyWinLoss')}
              </th>
              <th scope="col">{t('historyStatus')}</th>
              <th scope="col">{t('historyRoundId')}</th>
              {anyVerify ? (
                <th scope="col">
                  <span className={css.srOnly}>{t('historyActions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => {
              const content = (
                <>
                  {t('fairVerify')}{' '}
                  <span className={css.srOnly}>{`${t('historyRoundId')} ${round.id}`}</span>
                </>
              );
              const link = renderVerifyLink ? (
                renderVerifyLink(round, content)
              ) : round.verifyHref ? (
                <Link className={css.verify} href={round.verifyHref}>
                  {content}
                </Link>
              ) : null;
              return (
                <tr key={round.id} className={css.row}>
                  <th scope="row" data-label={t('historyGame')} className={css.cellStrong}>
                    {round.gameName}
                  </th>
                  <td data-label={t('historyTime')} className={css.cell}>
                    <time
                      className={css.tabular}
                      dateTime={
                        Number.isFinite(round.time) ? new Date(round.time).toISOString() : undefined
                      }
                    >
                      {formatRoundTime(round.time, timeZone)}
                    </time>
                  </td>
                  <td data-label={t('historyStake')} className={css.numericCell}>
                    <MoneyText amount={round.stake} currency={currency} />
                  </td>
                  <td data-label={t('historyWinLoss')} className={css.numericCell}>
                    {round.status === 'settled' ? (
                      <WinLoss amount={round.winLoss} currency={currency} />
                    ) : (
                      <span className={css.muted}>-</span>
                    )}
                  </td>
                  <td data-label={t('historyStatus')} className={css.cell}>
                    <span className={css.status} data-status={round.status}>
                      {t(STATUS_KEYS[round.status])}
                    </span>
                  </td>
                  <td data-label={t('historyRoundId')} className={css.cell}>
                    <span className={css.roundId} title={round.id} translate="no">
                      {maskRoundId(round.id)}
                    </span>
                  </td>
                  {anyVerify ? <td className={css.actionCell}>{link}</td> : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {state === 'ready' && hasMore && onLoadMore ? (
        <Button variant="outline" fullWidth loading={loadingMore} onClick={onLoadMore}>
          {t('historyLoadMore')}
        </Button>
      ) : null}
    </section>
  );
}
GameRoundList.displayName = 'GameRoundList';
