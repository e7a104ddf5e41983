import type { HomeBanner, Lobby, Market, Match, Selection, Stream } from '@touchline/api';
import {
  headlineMarket,
  isLive,
  sortStreamsLiveFirst,
  STREAM_STATUS_LIVE,
  type OddsFormat,
} from '@touchline/domain';
import {
  Button,
  EmptyState,
  LiveCard,
  LobbyGrid,
  MatchRow,
  NoticeBar,
  PromoCard,
  Skeleton,
  type LobbyGame,
  usePeriodName,
  type MatchRowOdd,
  type Notice,
} from '@touchline/ui';
import { memo, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveScore, useWatchMatch } from '../sports/live.ts';
import { labelOf, matchRowOf } from '../sports/matchRow.ts';
import { LivePriceCell } from '../sports/views/LivePriceCell.tsx';
import { ZoneNote } from '../sports/views/ZoneNote.tsx';
import { HomeBanners } from './HomeBanners.tsx';
import * as css from './HomeView.css.ts';
import { streamCardProps } from '../live/streamCard.ts';

export type Loadable<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

export interface Promotion {
  id: string;
  href: string;
  titleKey: string;
  image: string;
}

/** The promotion entries of the home page (campaign pages of spec §2). */
export const PROMOTIONS: readonly Promotion[] = [
  {
    id: 'first-charge',
    href: '/firstcharge',
    titleKey: 'campaigns:promo.firstCharge',
    image: '/promo/first-charge.svg',
  },
  {
    id: 'newbie',
    href: '/newbieactivity',
    titleKey: 'campaigns:promo.newbie',
    image: '/promo/newbie.svg',
  },
  {
    id: 'lucky-wheel',
    href: '/luckyWheel',
    titleKey: 'campaigns:promo.luckyWheel',
    image: '/promo/lucky-wheel.svg',
  },
  {
    id: 'sign-in',
    href: '/sign-activity',
    titleKey: 'campaigns:promo.signIn',
    image: '/promo/sign-in.svg',
  },
];

/** At most this many streams on the home page. */
export const HOME_STREAMS_LIMIT = 6;

export interface HomeViewProps {
  now: number;
  /** The notice bar: the maintenance notice, if any, then the server's home notices. */
  notices: readonly Notice[];
  /**
   * The home notices are still on their way: the bar's place is kept, so the carousel under it
   * does not move when they arrive (issue 16).
   */
  noticesPending?: boolean;
  /** The banner carousel. */
  banners: Loadable<readonly HomeBanner[]>;
  lobbies: Loadable<readonly Lobby[]>;
  streams: Loadable<readonly Stream[]>;
  /** `loggedOut`: the sportsbook needs a session; the section invites to log in. */
  matches: Loadable<readonly Match[]> | { status: 'loggedOut' };
  oddsFormat: OddsFormat;
  promotions?: readonly Promotion[];
  onLogin?: () => void;
  /** A hot game's press (`gameHref` of `app/lobbies.ts` says where it leads). */
  onLaunchGame?: (game: LobbyGame) => void;
  /** A recommended match's teams or market count: its detail. */
  onOpenMatch?: (match: Match) => void;
  /** A recommended match's price: the pick, where the slip shows it. */
  onPickMatch?: (match: Match, market: Market, selection: Selection) => void;
}

/** The games of every lobby, as the lobby grid shows them. */
export function lobbyGamesOf(lobbies: readonly Lobby[]): LobbyGame[] {
  return lobbies.flatMap((lobby) =>
    lobby.gameList.map((game) => ({
      id: `${lobby.lobbyCode}/${game.gameCode}`,
      image: game.icon,
      name: game.gameName,
      provider: lobby.lobbyName,
      hot: game.isHotGame,
      maintenance:
        game.startTimestamp !== null && game.endTimestamp !== null
          ? { startTimestamp: game.startTimestamp, endTimestamp: game.endTimestamp }
          : null,
    })),
  );
}

/** The odds a match row shows: its headline market's selections. */
export function matchOdds(match: Match): MatchRowOdd[] {
  const market = headlineMarket(match);
  if (!market) return [];
  return market.selections.map((s) => ({
    id: s.id,
    ...labelOf(s),
    price: s.price,
    suspended: market.status !== 'open' || s.status !== 'open',
  }));
}

/**
 * A recommended match, with its live prices and score while it is on screen: the row re-renders
 * for its score, each price cell for its own price.
 */
function LiveMatchRow({
  match,
  oddsFormat,
  onOpen,
  onPick,
}: {
  match: Match;
  oddsFormat: OddsFormat;
  onOpen?: (match: Match) => void;
  onPick?: (match: Match, market: Market, selection: Selection) => void;
}) {
  useWatchMatch(match.id);
  const live = useLiveScore(match);
  const periodName = usePeriodName();
  const market = headlineMarket(match);
  return (
    <MatchRow
      {...matchRowOf(live, periodName)}
      odds={matchOdds(match)}
      format={oddsFormat}
      live={isLive(live)}
      marketCount={live.marketCount}
      renderPrice={(odd, { props }) => {
        const selection = market?.selections.find((s) => s.id === odd.id);
        return market && selection ? (
          <LivePriceCell
            selection={selection}
            market={market}
            props={props}
            {...(onPick
              ? { onPick: (picked: Market, price: Selection) => onPick(live, picked, price) }
              : {})}
          />
        ) : null;
      }}
      {...(onOpen ? { onOpen: () => onOpen(match) } : {})}
    />
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={css.section} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Loading({ count }: { count: number }) {
  return (
    <div className={css.grid}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} shape="rect" height={120} />
      ))}
    </div>
  );
}

/** The hot games: re-rendered when its games or handler change, not with every render of the page. */
const HotGames = memo(
  function HotGames({
    now,
    lobbies,
    onLaunch,
  }: {
    now: number;
    lobbies: HomeViewProps['lobbies'];
    onLaunch?: (game: LobbyGame) => void;
  }) {
    const { t } = useTranslation();
    const games = useMemo(
      () => (lobbies.status === 'ready' ? lobbyGamesOf(lobbies.data) : []),
      [lobbies],
    );
    if (lobbies.status === 'error') {
      return (
        <Section id="home-hot-games" title={t('games:hotGames')}>
          <EmptyState kind="error" size="sm" />
        </Section>
      );
    }
    return (
      <LobbyGrid
        variant="hot"
        title={t('games:hotGames')}
        now={now}
        loading={lobbies.status === 'loading'}
        games={games}
        {...(onLaunch ? { onLaunch } : {})}
      />
    );
  },
  // `now` is the time of the page's render, new with each: the grid's maintenance marks are
  // read again when its games come (or change), as before, not at every notice or price
  (before, after) => before.lobbies === after.lobbies && before.onLaunch === after.onLaunch,
);

const LiveStreams = memo(function LiveStreams({ streams }: { streams: HomeViewProps['streams'] }) {
  const { t } = useTranslation();
  return (
    <Section id="home-live" title={t('live:liveNow')}>
      {streams.status === 'loading' && <Loading count={3} />}
      {streams.status === 'error' && <EmptyState kind="error" size="sm" />}
      {streams.status === 'ready' &&
        (streams.data.length === 0 ? (
          <EmptyState kind="noData" size="sm" />
        ) : (
          <>
            {streams.data.some((stream) => stream.status !== STREAM_STATUS_LIVE) ? (
              <ZoneNote />
            ) : null}
            <div className={css.grid}>
              {sortStreamsLiveFirst(streams.data)
                .slice(0, HOME_STREAMS_LIMIT)
                .map((stream) => (
                  <LiveCard key={stream.id} headingLevel="h3" {...streamCardProps(stream)} />
                ))}
            </div>
          </>
        ))}
    </Section>
  );
});

const RecommendedMatches = memo(function RecommendedMatches({
  matches,
  oddsFormat,
  onLogin,
  onOpenMatch,
  onPickMatch,
}: Pick<HomeViewProps, 'matches' | 'oddsFormat' | 'onLogin' | 'onOpenMatch' | 'onPickMatch'>) {
  const { t } = useTranslation();
  return (
    <Section id="home-matches" title={t('sports:recommended')}>
      {matches.status === 'loggedOut' && (
        <EmptyState
          kind="noData"
          size="sm"
          title={t('sports:loginToSee')}
          action={
            <Button size="sm" onClick={onLogin}>
              {t('auth:login')}
            </Button>
          }
        />
      )}
      {matches.status === 'loading' && <Skeleton shape="text" lines={4} />}
      {matches.status === 'error' && (
        <EmptyState kind="error" size="sm" description={t('sports:unavailable')} />
      )}
      {matches.status === 'ready' &&
        (matches.data.length === 0 ? (
          <EmptyState kind="noData" size="sm" />
        ) : (
          <>
            <ZoneNote />
            <ul className={css.list}>
              {matches.data.map((match) => (
                <li key={match.id}>
                  <LiveMatchRow
                    match={match}
                    oddsFormat={oddsFormat}
                    {...(onOpenMatch ? { onOpen: onOpenMatch } : {})}
                    {...(onPickMatch ? { onPick: onPickMatch } : {})}
                  />
                </li>
              ))}
            </ul>
          </>
        ))}
    </Section>
  );
});

const Promotions = memo(function Promotions({ promotions }: { promotions: readonly Promotion[] }) {
  const { t } = useTranslation();
  return (
    <Section id="home-promotions" title={t('campaigns:promotions')}>
      <div className={css.grid}>
        {promotions.map((promo) => (
          <PromoCard
            key={promo.id}
            headingLevel="h3"
            image={promo.image}
            imageAlt=""
            title={t(promo.titleKey)}
            href={promo.href}
            ctaLabel={t('campaigns:promo.cta')}
          />
        ))}
      </div>
    </Section>
  );
});

/**
 * The home page as a pure view: data in, events out.
 *
 * The notices and banners (the first screen, the largest paint) render with their data. The
 * sections under them each render alone, when their own data or handlers change, and take new
 * data in the background (`useDeferredValue`: a transition React renders in slices of a few
 * milliseconds, yielding between them). Their data comes in one at a time, and each arrival
 * used to render the whole page again in one task: 100–250 ms on a 4× slower CPU (issue 16).
 */
export function HomeView({
  now,
  notices,
  noticesPending = false,
  banners,
  lobbies,
  streams,
  matches,
  oddsFormat,
  promotions = PROMOTIONS,
  onLogin,
  onLaunchGame,
  onOpenMatch,
  onPickMatch,
}: HomeViewProps) {
  const { t } = useTranslation();
  const deferredLobbies = useDeferredValue(lobbies);
  const deferredStreams = useDeferredValue(streams);
  const deferredMatches = useDeferredValue(matches);
  return (
    <div className={css.page}>
      <h1 className={css.heading}>{t('home.title')}</h1>
      {notices.length > 0 ? (
        <NoticeBar notices={notices} />
      ) : (
        noticesPending && <div className={css.noticesPending} aria-hidden="true" />
      )}
      <HomeBanners banners={banners} />
      <HotGames
        now={now}
        lobbies={deferredLobbies}
        {...(onLaunchGame ? { onLaunch: onLaunchGame } : {})}
      />
      <LiveStreams streams={deferredStreams} />
      <RecommendedMatches
        matches={deferredMatches}
        oddsFormat={oddsFormat}
        {...(onLogin ? { onLogin } : {})}
        {...(onOpenMatch ? { onOpenMatch } : {})}
        {...(onPickMatch ? { onPickMatch } : {})}
      />
      <Promotions promotions={promotions} />
    </div>
  );
}
