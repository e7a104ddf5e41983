import type { Market, MatchDetail, Selection } from '@touchline/api';
import {
  formatMatchTime,
  isLive,
  matchClock,
  parseScore,
  utcOffsetName,
  type OddsFormat,
} from '@touchline/domain';
import {
  Badge,
  Button,
  EmptyState,
  Icon,
  Link,
  MarketGroup,
  MarketGroupSelection,
  Skeleton,
  Tabs,
  useMarketCategoryName,
  useMatchName,
  usePeriodName,
  useTimeZone,
} from '@touchline/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLivePrice, useLiveScore, useWatchMatch } from '../live.ts';
import { labelOf, watchPathOf } from '../matchRow.ts';
import { marketTabsOf } from '../model.ts';
import type { Loadable } from './SportsListView.tsx';
import * as css from './sports.css.ts';

export interface MatchDetailViewProps {
  detail: Loadable<MatchDetail>;
  format: OddsFormat;
  selectedIds: readonly string[];
  onPick: (match: MatchDetail, market: Market, selection: Selection) => void;
  onBack: () => void;
  onRetry?: () => void;
  /** IANA zone of the start time; the browser's when not given. */
  timeZone?: string;
}

/** Match detail: header (teams, score, clock, stream), market category tabs, every market. */
export function MatchDetailView({
  detail,
  format,
  selectedIds,
  onPick,
  onBack,
  onRetry,
  timeZone,
}: MatchDetailViewProps) {
  const { t } = useTranslation('sports');
  return (
    <>
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('back')}
        </Button>
      </div>
      {detail.status === 'loading' ? (
        <div className={css.stack} role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton shape="rect" height={120} />
          <Skeleton shape="rect" height={200} />
        </div>
      ) : detail.status === 'error' ? (
        <EmptyState
          kind="error"
          description={t('detailFailed')}
          action={onRetry ? <Button onClick={onRetry}>{t('retry')}</Button> : undefined}
        />
      ) : (
        <LiveDetail
          detail={detail.data}
          format={format}
          selectedIds={selectedIds}
          onPick={onPick}
          timeZone={timeZone}
        />
      )}
    </>
  );
}

function LiveDetail({
  detail: snapshot,
  format,
  selectedIds,
  onPick,
  timeZone,
}: Omit<MatchDetailViewProps, 'detail' | 'onBack' | 'onRetry'> & { detail: MatchDetail }) {
  const { t } = useTranslation('sports');
  const categoryName = useMarketCategoryName();
  const periodName = usePeriodName();
  useWatchMatch(snapshot.id, true);
  // the header follows the live score alone; prices are followed cell by cell below
  const match = useLiveScore(snapshot);
  const tabs = marketTabsOf(snapshot);
  const [category, setCategory] = useState<string | null>(null);
  const active = tabs.find((tab) => tab.category === category) ?? tabs[0];
  const score = parseScore(match);
  const clock = matchClock(match);
  const live = isLive(match);
  const zone = useTimeZone(timeZone);
  const matchName = useMatchName()(match.home.na, match.away.na);

  return (
    <>
      <section className={css.header} aria-label={t('matchHeader')}>
        <span className={css.muted}>{match.lg.na}</span>
        <div className={css.teams}>
          <span>{match.home.na}</span>
          <span className={css.score} aria-label={t('score')}>
            {score ? `${score.home} : ${score.away}` : t('versus')}
          </span>
          <span>{match.away.na}</span>
        </div>
        <div className={css.toolbar}>
          {live ? <Badge tone="live">{t('live')}</Badge> : null}
          <span>
            {clock.kind === 'start-time'
              ? t('startsAt', {
                  time: `${formatMatchTime(clock.startTime, zone)} ${utcOffsetName(zone, clock.startTime)}`,
                })
              : clock.kind === 'period'
                ? [
                    periodName(match.sid, clock.period),
                    match.mc?.s != null
                      ? t('minute', { minute: Math.floor(match.mc.s / 60) })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : null}
          </span>
          {match.liveUrl ? (
            <Link href={watchPathOf(match)} className={css.watchLink}>
              <Icon name="stream" width="16" height="16" />
              {t('watchStream')}
            </Link>
          ) : null}
        </div>
      </section>
      {tabs.length === 0 ? (
        <EmptyState kind="noData" description={t('noMarkets')} />
      ) : (
        <Tabs.Root value={active!.category} onValueChange={setCategory}>
          <Tabs.List variant="pill" aria-label={t('marketsLabel')}>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.category} value={tab.category} count={tab.markets.length}>
                {categoryName(tab.category)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Content key={tab.category} value={tab.category} className={css.stack}>
              {tab === active
                ? tab.markets.map((market) => (
                    <LiveMarket
                      key={market.id}
                      market={market}
                      format={format}
                      context={matchName}
                      selectedIds={selectedIds}
                      onPick={(selection) => onPick(snapshot, market, selection)}
                    />
                  ))
                : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </>
  );
}

function LiveMarket({
  market,
  format,
  context,
  selectedIds,
  onPick,
}: {
  market: Market;
  format: OddsFormat;
  context: string;
  selectedIds: readonly string[];
  onPick: (selection: Selection) => void;
}) {
  const first = market.selections[0];
  // the market's status is live too: read it through the first selection's hook
  const status = useLivePrice(
    first ?? { id: `${market.id}-none`, price: 0, status: market.status },
    market.id,
    market.status,
  ).marketStatus;
  return (
    <MarketGroup
      title={market.name}
      status={status}
      format={format}
      context={context}
      headingLevel={2}
      columns={market.selections.length >= 3 ? 3 : 2}
    >
      {market.selections.map((selection) => (
        <LiveCell
          key={selection.id}
          selection={selection}
          marketId={market.id}
          marketStatus={market.status}
          selected={selectedIds.includes(selection.id)}
          onPick={onPick}
        />
      ))}
    </MarketGroup>
  );
}

/** One price: it subscribes to its own selection, so a price change repaints this cell only. */
function LiveCell({
  selection,
  marketId,
  marketStatus,
  selected,
  onPick,
}: {
  selection: Selection;
  marketId: string;
  marketStatus: Market['status'];
  selected: boolean;
  onPick: (selection: Selection) => void;
}) {
  const live = useLivePrice(selection, marketId, marketStatus);
  const unavailable = live.status !== 'open' || live.marketStatus !== 'open';
  return (
    <MarketGroupSelection
      price={live.price}
      {...labelOf(selection)}
      selected={selected}
      suspended={live.status === 'suspended' || live.marketStatus === 'suspended'}
      disabled={live.status === 'closed' || live.marketStatus === 'closed'}
      onClick={() => {
        if (!unavailable) onPick({ ...selection, price: live.price, status: live.status });
      }}
    />
  );
}
