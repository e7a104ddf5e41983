import {
  CODES,
  isApiError,
  type FollowOrder,
  type Market,
  type PushOrder,
  type Stream,
} from '@touchline/api';
import {
  formatOdds,
  oddsFormatForSetting,
  PUSH_ANALYSIS_MAX_LENGTH,
  STREAM_STATUS_LIVE,
  winRatePercentText,
  type Language,
  type PushOrderResult,
} from '@touchline/domain';
import {
  Badge,
  Button,
  EmptyState,
  formatMoney,
  Input,
  Select,
  Skeleton,
  useMatchName,
  useTimeZone,
  useUiLanguage,
} from '@touchline/ui';
import { formatMatchTime } from '@touchline/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionState, useShell } from '../../app/context.tsx';
import { useMatchDetail } from '../../data/queries/sports.ts';
import { labelOf } from '../sports/matchRow.ts';
import * as css from './host.css.ts';
import { useSuccessToast } from './feedback.ts';
import { useSavePushOrder } from '../../data/mutations/host.ts';
import { failureText, LoadFailed } from '../parts.tsx';
import { Figures } from './parts.tsx';
import { useFollowers, useHostStreams, usePushOrders } from '../../data/queries/host.ts';

function useOddsFormat() {
  return oddsFormatForSetting(useShell().store.settings.get().oddsFormat);
}

/** Pushes a pick from a market of the live stream's match to its viewers. */
function PushForm({ stream }: { stream: Stream & { gameId: number } }) {
  const { t } = useTranslation('host');
  const id = useId();
  const format = useOddsFormat();
  const nameOf = useMatchName();
  // prices are read in decimal: the push carries the decimal price the host saw
  const detail = useMatchDetail(stream.gameId, 'decimal');
  const push = useSavePushOrder();
  const toast = useSuccessToast();
  const [marketId, setMarketId] = useState('');
  const [selectionId, setSelectionId] = useState('');
  const [stake, setStake] = useState('');
  const [analysis, setAnalysis] = useState('');
  const [error, setError] = useState<string>();

  if (detail.status === 'pending') return <Skeleton lines={4} />;
  if (detail.status === 'error')
    return <LoadFailed ns="host" onRetry={() => void detail.refetch()} />;
  const markets = detail.data.markets.filter((m: Market) => m.status === 'open');
  const market = markets.find((m) => m.id === marketId) ?? markets[0];
  const selection = market?.selections.find((s) => s.id === selectionId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!market || !selection) return setError(t('push.pickRequired'));
    setError(undefined);
    push.mutate(
      {
        streamId: stream.id,
        matchId: stream.gameId,
        marketId: market.id,
        selectionId: selection.id,
        price: selection.price,
        ...(stake ? { stake } : {}),
        ...(analysis.trim() ? { analysis: analysis.trim() } : {}),
      },
      {
        onSuccess: () => {
          setSelectionId('');
          setStake('');
          setAnalysis('');
          toast('push.pushed');
        },
        // the price moved against the host: show the new prices, keep the rest
        onError: (e) => {
          if (isApiError(e) && e.code === CODES.priceChanged) void detail.refetch();
        },
      },
    );
  };
  const worse = isApiError(push.error) && push.error.code === CODES.priceChanged;

  return (
    <section className={css.card} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {t('push.heading')}
      </h2>
      <p className={css.muted}>
        {nameOf(detail.data.home.na, detail.data.away.na)} · {detail.data.lg.na}
      </p>
      {markets.length === 0 ? (
        <p className={css.muted}>{t('push.noMarkets')}</p>
      ) : (
        <form className={css.form} onSubmit={submit} noValidate>
          <Select
            label={t('push.market')}
            value={market?.id ?? ''}
            options={markets.map((m) => ({ value: m.id, label: m.name }))}
            onValueChange={(v) => {
              setMarketId(v);
              setSelectionId('');
            }}
          />
          <fieldset className={css.fieldset}>
            <legend className={css.legend}>{t('push.selection')}</legend>
            <div className={css.selections}>
              {market?.selections.map((s) => {
                const { label, line } = labelOf(s);
                return (
                  <button
                    key={s.id}
                    type="button"
                    className={css.pickerItem}
                    aria-pressed={selection?.id === s.id}
                    disabled={s.status !== 'open'}
                    onClick={() => setSelectionId(s.id)}
                  >
                    <span>{line ? `${label} ${line}` : label}</span>
                    <strong className={css.number}>{formatOdds(s.price, format)}</strong>
                  </button>
                );
              })}
            </div>
          </fieldset>
          <Input
            label={t('push.stake')}
            optional
            mode="decimal"
            maxDecimals={2}
            value={stake}
            onValueChange={setStake}
          />
          <div className={css.field}>
            <label className={css.fieldLabel} htmlFor={`${id}-analysis`}>
              {t('push.analysis')}
            </label>
            <textarea
              id={`${id}-analysis`}
              className={css.textarea}
              value={analysis}
              maxLength={PUSH_ANALYSIS_MAX_LENGTH}
              onChange={(e) => setAnalysis(e.currentTarget.value)}
            />
          </div>
          {error ? (
            <p role="alert" className={css.alert}>
              {error}
            </p>
          ) : push.isError ? (
            <p role="alert" className={css.alert}>
              {worse ? t('push.priceWorse') : failureText(push.error, t)}
            </p>
          ) : null}
          <div className={css.row}>
            <Button type="submit" loading={push.isPending}>
              {selection
                ? t('push.pushAt', { price: formatOdds(selection.price, format) })
                : t('push.push')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

const RESULT_TONE = { won: 'success', lost: 'danger', void: 'neutral' } as const;
const RESULT_LABELS: Readonly<Record<PushOrderResult, string>> = {
  won: 'push.result.won',
  lost: 'push.result.lost',
  void: 'push.result.void',
};
const PUSH_STATUS_LABELS: Readonly<Record<PushOrder['status'], string>> = {
  open: 'push.status.open',
  closed: 'push.status.closed',
  settled: 'push.status.settled',
};
const BET_STATUS_LABELS: Readonly<Record<FollowOrder['status'], string>> = {
  pending: 'push.bet.pending',
  accepted: 'push.bet.accepted',
  rejected: 'push.bet.rejected',
  won: 'push.bet.won',
  lost: 'push.bet.lost',
  void: 'push.bet.void',
  cashedOut: 'push.bet.cashedOut',
};

/** The host's push orders, their record and win rate. */
function History() {
  const { t } = useTranslation('host');
  const id = useId();
  const zone = useTimeZone();
  const format = useOddsFormat();
  const orders = usePushOrders();
  if (orders.status === 'pending') return <Skeleton lines={4} />;
  if (orders.status === 'error')
    return <LoadFailed ns="host" onRetry={() => void orders.refetch()} />;
  const { record, list } = orders.data;
  return (
    <section className={css.card} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {t('push.historyHeading')}
      </h2>
      <Figures
        label={t('push.record')}
        items={[
          {
            label: t('push.winRate'),
            value: record.winRate === null ? '—' : `${winRatePercentText(record.winRate)}%`,
          },
          { label: t('push.won'), value: record.won },
          { label: t('push.lost'), value: record.lost },
          { label: t('push.void'), value: record.void },
          { label: t('push.open'), value: record.open },
        ]}
      />
      {list.length === 0 ? (
        <EmptyState size="sm" title={t('push.empty')} />
      ) : (
        <ul className={css.list}>
          {list.map((order) => (
            <li key={order.id} className={css.item}>
              <div className={css.itemHead}>
                <h3 className={css.itemTitle}>
                  {order.selectionName}
                  {order.price !== null ? ` @ ${formatOdds(order.price, format)}` : ''}
                </h3>
                {order.result ? (
                  <Badge tone={RESULT_TONE[order.result]}>{t(RESULT_LABELS[order.result])}</Badge>
                ) : (
                  <Badge tone={order.status === 'open' ? 'accent' : 'neutral'}>
                    {t(PUSH_STATUS_LABELS[order.status])}
                  </Badge>
                )}
              </div>
              <p className={css.meta}>
                <span>{order.matchName}</span>
                <span>{order.marketName}</span>
                <span>{formatMatchTime(order.createdAt, zone)}</span>
                <span>{t('push.followerCount', { count: order.followers })}</span>
              </p>
              {order.analysis ? <p className={css.intro}>{order.analysis}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Who followed the host's push orders (names masked by the server). */
function Followers() {
  const { t } = useTranslation('host');
  const id = useId();
  const language = useUiLanguage() as Language;
  const currency = useSessionState().user?.regCurrency;
  const format = useOddsFormat();
  const followers = useFollowers();
  return (
    <section className={`${css.card} ${css.wide}`} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {t('push.followersHeading')}
      </h2>
      {followers.status === 'pending' ? (
        <Skeleton lines={3} />
      ) : followers.status === 'error' ? (
        <LoadFailed ns="host" onRetry={() => void followers.refetch()} />
      ) : followers.data.list.length === 0 ? (
        <EmptyState size="sm" title={t('push.noFollowers')} />
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={css.visuallyHidden}>{t('push.followersHeading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('push.follower')}</th>
                <th scope="col">{t('push.selection')}</th>
                <th scope="col" className={css.number}>
                  {t('push.price')}
                </th>
                <th scope="col" className={css.number}>
                  {t('push.stakeColumn')}
                </th>
                <th scope="col">{t('push.betStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {followers.data.list.map((f) => (
                <tr key={f.id}>
                  <td>{f.userName}</td>
                  <td>{f.selectionName}</td>
                  <td className={css.number}>{formatOdds(f.price, format)}</td>
                  <td className={css.number}>
                    {formatMoney(f.stake, { language, ...(currency ? { currency } : {}) })}
                  </td>
                  <td>{t(BET_STATUS_LABELS[f.status])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function PushSection({ presenterId }: { presenterId: number }) {
  const { t } = useTranslation('host');
  const streams = useHostStreams(presenterId);
  const live = streams.data?.find((s) => s.status === STREAM_STATUS_LIVE);
  return (
    <div className={css.columns}>
      {streams.status === 'pending' ? (
        <Skeleton lines={4} />
      ) : live && live.gameId !== null ? (
        <PushForm stream={{ ...live, gameId: live.gameId }} />
      ) : (
        <section className={css.card}>
          <h2 className={css.heading}>{t('push.heading')}</h2>
          <p className={css.muted}>{live ? t('push.noMatchLinked') : t('push.notLive')}</p>
        </section>
      )}
      <History />
      <Followers />
    </div>
  );
}
