import type { Market, MatchDetail, MatchScore, Selection } from '@touchline/api';
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
  Card,
  EmptyState,
  Link,
  MarketGroup,
  MarketGroupSelection,
  Skeleton,
  useMatchName,
  usePeriodName,
  useTimeZone,
} from '@touchline/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLivePrice, useLiveScore, useWatchMatch } from '../../sports/live.ts';
import { labelOf } from '../../sports/matchRow.ts';
import { marketTabsOf } from '../../sports/model.ts';
import type { Loadable } from '../../sports/views/SportsListView.tsx';
import * as css from './RoomMatch.css.ts';

/** How many of the match's markets the room shows (the first category's); the rest are a link away. */
export const ROOM_MAIN_MARKETS = 3;

/** The markets a room shows: the first of the match's first category tab. */
export function mainMarketsOf(detail: Pick<MatchDetail, 'tabs' | 'markets'>): Market[] {
  return (marketTabsOf(detail)[0]?.markets ?? []).slice(0, ROOM_MAIN_MARKETS);
}

/** Where the match's every market is. */
export const matchDetailPath = (matchId: number) => `/sports/sportsdetail/${matchId}`;

interface FrameProps {
  headingLevel: 2 | 3;
  children: ReactNode;
}

function Frame({ headingLevel, children }: FrameProps) {
  const { t } = useTranslation('live');
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={css.section} aria-labelledby={id}>
      <Heading id={id} className={css.heading}>
        {t('match.heading')}
      </Heading>
      {children}
    </section>
  );
}

export interface RoomMatchVisitorViewProps {
  score: Loadable<MatchScore | null>;
  onLogIn: () => void;
  headingLevel?: 2 | 3;
}

/** A visitor's match panel: the score from the live service, and a login to bet on it. */
export function RoomMatchVisitorView({
  score,
  onLogIn,
  headingLevel = 2,
}: RoomMatchVisitorViewProps) {
  const { t } = useTranslation('live');
  const parsed = score.status === 'ready' ? parseScore(score.data) : null;
  return (
    <Frame headingLevel={headingLevel}>
      <Card padding="md" className={css.board}>
        {score.status === 'loading' ? (
          <Skeleton shape="rect" height={32} />
        ) : (
          <p className={css.visitorScore}>
            <span className={css.league}>{t('match.score')}</span>
            <span className={css.score}>
              {parsed ? `${parsed.home} : ${parsed.away}` : t('match.noScore')}
            </span>
          </p>
        )}
      </Card>
      <div className={css.prompt}>
        <p className={css.text}>{t('match.visitorText')}</p>
        <Button variant="solid" tone="accent" onClick={onLogIn}>
          {t('match.logIn')}
        </Button>
      </div>
    </Frame>
  );
}

export interface RoomMatchViewProps {
  detail: Loadable<MatchDetail>;
  format: OddsFormat;
  selectedIds: readonly string[];
  onPick: (match: MatchDetail, market: Market, selection: Selection) => void;
  onRetry?: () => void;
  /** The slip's button (its count), beside the link to every market. */
  slip?: ReactNode;
  headingLevel?: 2 | 3;
  timeZone?: string;
}

/** A member's match panel: score and clock, the main markets with live prices, the slip button. */
export function RoomMatchView({
  detail,
  format,
  selectedIds,
  onPick,
  onRetry,
  slip,
  headingLevel = 2,
  timeZone,
}: RoomMatchViewProps) {
  const { t } = useTranslation('live');
  return (
    <Frame headingLevel={headingLevel}>
      {detail.status === 'loading' ? (
        <div className={css.markets} role="status" aria-busy="true" aria-label={t('match.loading')}>
          <Skeleton shape="rect" height={96} />
          <Skeleton shape="rect" height={120} />
        </div>
      ) : detail.status === 'error' ? (
        <EmptyState
          kind="error"
          size="sm"
          description={t('match.failed')}
          action={onRetry ? <Button onClick={onRetry}>{t('match.retry')}</Button> : undefined}
        />
      ) : (
        <LiveMatch
          detail={detail.data}
          format={format}
          selectedIds={selectedIds}
          onPick={onPick}
          timeZone={timeZone}
          headingLevel={headingLevel}
        />
      )}
      <div className={css.toolbar}>
        {detail.status === 'ready' ? (
          <Link href={matchDetailPath(detail.data.id)}>{t('match.allMarkets')}</Link>
        ) : (
          <span />
        )}
        {slip}
      </div>
    </Frame>
  );
}

function LiveMatch({
  detail: snapshot,
  format,
  selectedIds,
  onPick,
  timeZone,
  headingLevel,
}: Omit<RoomMatchViewProps, 'detail' | 'onRetry' | 'slip'> & {
  detail: MatchDetail;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation('live');
  const periodName = usePeriodName();
  const zone = useTimeZone(timeZone);
  useWatchMatch(snapshot.id, true);
  // the board follows the live score; each price follows its own selection
  const match = useLiveScore(snapshot);
  const score = parseScore(match);
  const clock = matchClock(match);
  const live = isLive(match);
  const matchName = useMatchName()(match.home.na, match.away.na);
  const markets = mainMarketsOf(snapshot);
  return (
    <>
      <Card padding="md" className={css.board}>
        <p className={css.league}>{match.lg.na}</p>
        <p className={css.teams}>
          <span className={css.home}>{match.home.na}</span>
          <span className={css.score} aria-label={t('match.score')}>
            {score ? `${score.home} : ${score.away}` : t('match.versus')}
          </span>
          <span className={css.away}>{match.away.na}</span>
        </p>
        <p className={css.clock}>
          {live ? <Badge tone="live">{t('match.live')}</Badge> : null}
          <span>
            {clock.kind === 'start-time'
              ? t('match.startsAt', {
                  time: `${formatMatchTime(clock.startTime, zone)} ${utcOffsetName(zone, clock.startTime)}`,
                })
              : clock.kind === 'period'
                ? [
                    periodName(match.sid, clock.period),
                    match.mc?.s != null
                      ? t('match.minute', { minute: Math.floor(match.mc.s / 60) })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : null}
          </span>
        </p>
      </Card>
      {markets.length === 0 ? (
        <EmptyState kind="noData" size="sm" description={t('match.noMarkets')} />
      ) : (
        <div className={css.markets}>
          {markets.map((market) => (
            <RoomMarket
              key={market.id}
              market={market}
              format={format}
              context={matchName}
              selectedIds={selectedIds}
              headingLevel={headingLevel === 2 ? 3 : 4}
              onPick={(selection) => onPick(snapshot, market, selection)}
            />
          ))}
        </div>
      )}
    </>
  );
}

function RoomMarket({
  market,
  format,
  context,
  selectedIds,
  headingLevel,
  onPick,
}: {
  market: Market;
  format: OddsFormat;
  context: string;
  selectedIds: readonly string[];
  headingLevel: 3 | 4;
  onPick: (selection: Selection) => void;
}) {
  const first = market.selections[0];
  // the market's status is live too: read through its first selection's subscription
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
      headingLevel={headingLevel}
      columns={market.selections.length >= 3 ? 3 : 2}
    >
      {market.selections.map((selection) => (
        <RoomPrice
          key={selection.id}
          selection={selection}
          market={market}
          selected={selectedIds.includes(selection.id)}
          onPick={onPick}
        />
      ))}
    </MarketGroup>
  );
}

/** One live price: a move repaints this cell alone; a press picks the price it shows. */
function RoomPrice({
  selection,
  market,
  selected,
  onPick,
}: {
  selection: Selection;
  market: Market;
  selected: boolean;
  onPick: (selection: Selection) => void;
}) {
  const live = useLivePrice(selection, market.id, market.status);
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
