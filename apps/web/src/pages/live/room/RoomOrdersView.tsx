import type { PushOrder, PushOrderRecord } from '@touchline/api';
import { formatOdds, winRatePercentText, type OddsFormat } from '@touchline/domain';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  formatMoney,
  Icon,
  MoneyText,
  Skeleton,
  useUiLanguage,
  type BadgeTone,
} from '@touchline/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loadable } from '../../sports/views/SportsListView.tsx';
import * as css from './RoomOrders.css.ts';

/** A paid room the viewer has not paid for: its fee, in the viewer's currency. */
export interface RoomOrdersLock {
  fee: string;
  currency: string;
}

export interface RoomOrdersViewProps {
  orders: Loadable<PushOrder[]>;
  /** The host's public record; null while it loads (or when it could not be loaded). */
  record: PushOrderRecord | null;
  /** The member's odds format: prices are formatted at render. */
  format: OddsFormat;
  /** Set while the viewer has not paid a paid room's fee: its orders show locked. */
  lock: RoomOrdersLock | null;
  /** A visitor: unlocking asks them to log in first. */
  visitor?: boolean;
  /** The host watching their own room: their orders are theirs, not to follow. */
  own?: boolean;
  onUnlock: () => void;
  onFollow: (order: PushOrder) => void;
  onRetry?: () => void;
  /** The heading level of the section (the room decides where it sits). */
  headingLevel?: 2 | 3;
}

const STATUS_KEYS = {
  open: 'orders.statusOpen',
  closed: 'orders.statusClosed',
  settled: 'orders.statusSettled',
} as const satisfies Record<PushOrder['status'], string>;

const RESULT_KEYS = {
  won: 'orders.resultWon',
  lost: 'orders.resultLost',
  void: 'orders.resultVoid',
} as const satisfies Record<NonNullable<PushOrder['result']>, string>;

const RESULT_TONES = {
  won: 'success',
  lost: 'danger',
  void: 'neutral',
} as const satisfies Record<NonNullable<PushOrder['result']>, BadgeTone>;

/**
 * The room's pushed orders: the host's record, the cards (match, market, pick at its price in
 * the member's format, suggested stake, analysis, followers, status or result), follow on the
 * open ones, and a paid room's lock with its fee.
 */
export function RoomOrdersView({
  orders,
  record,
  format,
  lock,
  visitor = false,
  own = false,
  onUnlock,
  onFollow,
  onRetry,
  headingLevel = 2,
}: RoomOrdersViewProps) {
  const { t } = useTranslation('live');
  const language = useUiLanguage();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <div className={css.head}>
        <Heading id={headingId} className={css.heading}>
          {t('orders.heading')}
        </Heading>
        {record ? <RecordLine record={record} /> : null}
      </div>
      {lock ? (
        <Card padding="md" className={css.lockBanner}>
          <p className={css.locked}>
            <Icon name="lock" size="sm" />
            <span>
              {t('orders.lockedText', {
                fee: formatMoney(lock.fee, { language, currency: lock.currency }),
              })}
            </span>
          </p>
          <Button variant="solid" tone="accent" onClick={onUnlock}>
            {visitor ? t('orders.logInToUnlock') : t('orders.unlock')}
          </Button>
        </Card>
      ) : null}
      {orders.status === 'loading' ? (
        <div className={css.list} role="status" aria-busy="true" aria-label={t('orders.loading')}>
          <Skeleton shape="rect" height={120} />
          <Skeleton shape="rect" height={120} />
        </div>
      ) : orders.status === 'error' ? (
        <EmptyState
          kind="error"
          size="sm"
          description={t('orders.failed')}
          action={onRetry ? <Button onClick={onRetry}>{t('orders.retry')}</Button> : undefined}
        />
      ) : orders.data.length === 0 ? (
        <EmptyState kind="noData" size="sm" description={t('orders.empty')} />
      ) : (
        <ul className={css.list} aria-label={t('orders.listLabel')}>
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                format={format}
                onFollow={own ? null : () => onFollow(order)}
                headingLevel={headingLevel === 2 ? 3 : 4}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RecordLine({ record }: { record: PushOrderRecord }) {
  const { t } = useTranslation('live');
  return (
    <p className={css.record}>
      {t('orders.record', { won: record.won, lost: record.lost, void: record.void })}
      {' · '}
      {record.winRate === null
        ? t('orders.winRateNone')
        : t('orders.winRate', { rate: winRatePercentText(record.winRate) })}
    </p>
  );
}

function OrderCard({
  order,
  format,
  onFollow,
  headingLevel,
}: {
  order: PushOrder;
  format: OddsFormat;
  /** Null where the viewer may not follow (their own orders). */
  onFollow: (() => void) | null;
  headingLevel: 3 | 4;
}) {
  const { t } = useTranslation('live');
  const Heading = `h${headingLevel}` as const;
  const followers = t('orders.followers', { count: order.followers });
  if (order.locked) {
    return (
      <Card padding="md" className={css.card}>
        <p className={css.match}>{order.matchName}</p>
        <Heading className={`${css.pick} ${css.locked}`}>
          <Icon name="lock" size="sm" />
          {t('orders.lockedCard')}
        </Heading>
        <p className={css.note}>{followers}</p>
      </Card>
    );
  }
  const price = order.price === null ? null : formatOdds(order.price, format);
  return (
    <Card padding="md" className={css.card}>
      <div className={css.cardTop}>
        <p className={css.match}>{order.matchName}</p>
        {order.status === 'settled' && order.result ? (
          <Badge tone={RESULT_TONES[order.result]}>{t(RESULT_KEYS[order.result])}</Badge>
        ) : (
          <Badge tone={order.status === 'open' ? 'accent' : 'warning'}>
            {t(STATUS_KEYS[order.status])}
          </Badge>
        )}
      </div>
      <Heading className={css.pick}>
        {order.selectionName} {price ? <span className={css.price}>@ {price}</span> : null}
      </Heading>
      <dl className={css.facts}>
        <div className={css.fact}>
          <dt className={css.term}>{t('orders.market')}</dt>
          <dd className={css.value}>{order.marketName}</dd>
        </div>
        {order.stake ? (
          <div className={css.fact}>
            <dt className={css.term}>{t('orders.suggestedStake')}</dt>
            <dd className={css.value}>
              <MoneyText amount={order.stake} currencyDisplay="none" />
            </dd>
          </div>
        ) : null}
      </dl>
      {order.analysis ? <p className={css.analysis}>{order.analysis}</p> : null}
      <div className={css.actions}>
        <span className={css.note}>{followers}</span>
        {order.status === 'open' && onFollow ? (
          <Button
            variant="solid"
            tone="accent"
            size="sm"
            onClick={onFollow}
            aria-label={t('orders.followLabel', {
              selection: order.selectionName,
              price: price ?? '',
            })}
          >
            {t('orders.follow')}
          </Button>
        ) : order.status === 'closed' ? (
          <span className={css.note}>{t('orders.closedNote')}</span>
        ) : null}
      </div>
    </Card>
  );
}
