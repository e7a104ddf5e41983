import type { Game } from '@touchline/api';
import { HOT_GAMES_LIMIT, isInMaintenanceWindow } from '@touchline/domain';
import {
  Button,
  EmptyState,
  GameCard,
  Input,
  Link,
  Skeleton,
  type GameMaintenanceWindow,
} from '@touchline/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from '../games.css.ts';

/** A part of the page that loads on its own. */
export type Part<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** A game type's tab: it leads to that type's first lobby. */
export interface GameTypeTab {
  gameType: string;
  name: string;
  href: string;
}

/** A game as the lobby shows it: the contract's game and its maintenance (own or its lobby's). */
export interface LobbyGameItem {
  game: Game;
  maintenance: GameMaintenanceWindow | null;
}

export interface GamesLobbyViewProps {
  now: number;
  /** The lobby's name (null while the lobbies load). */
  lobbyName: string | null;
  tabs: readonly GameTypeTab[];
  activeType: string | null;
  search: string;
  onSearchChange: (search: string) => void;
  games: Part<readonly LobbyGameItem[]>;
  onRetry: () => void;
  /** The starred game codes (spec's collected ids). */
  favourites: ReadonlySet<string>;
  onFavouriteChange: (gameCode: string, on: boolean) => void;
  /** The codes of the games played last, newest first. */
  recent: readonly string[];
  /** The game being launched (its card shows it), if any. */
  launching: string | null;
  onLaunch: (game: Game) => void;
  /** The member's game history page. */
  historyHref: string;
}

/** The name search: case and accents of the active language ignored. */
export function matchesSearch(name: string, search: string, locale: string): boolean {
  const fold = (text: string) =>
    text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
  const needle = fold(search.trim());
  return needle === '' || fold(name).includes(needle);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={css.section} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The tiles of a phone's first row: the first section's pictures, the page's largest paint. */
const LEAD_TILES = 2;

function GameTiles({
  items,
  lead = false,
  now,
  favourites,
  onFavouriteChange,
  launching,
  onLaunch,
}: Pick<
  GamesLobbyViewProps,
  'now' | 'favourites' | 'onFavouriteChange' | 'launching' | 'onLaunch'
> & {
  items: readonly LobbyGameItem[];
  /** The page's first section: its first row's pictures load at once (LazyImage `priority`). */
  lead?: boolean;
}) {
  return (
    <ul className={css.grid}>
      {items.map(({ game, maintenance }, index) => {
        const starred = favourites.has(game.gameCode);
        return (
          <li key={game.gameCode} className={css.tile}>
            <GameCard
              image={game.icon}
              priority={lead && index < LEAD_TILES}
              name={game.gameName}
              hot={game.isHotGame}
              maintenance={maintenance}
              now={now}
              favourite={starred}
              onFavouriteChange={(on) => onFavouriteChange(game.gameCode, on)}
              disabled={launching !== null}
              aria-busy={launching === game.gameCode || undefined}
              onLaunch={() => onLaunch(game)}
            />
          </li>
        );
      })}
    </ul>
  );
}

function Loading() {
  const { t } = useTranslation('games');
  return (
    <>
      <p role="status" className={css.srOnly}>
        {t('lobby.loading')}
      </p>
      <div className={css.grid} aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} shape="rect" height={180} />
        ))}
      </div>
    </>
  );
}

/**
 * A games lobby as a pure view: the game types, a name search, then hot games (at most four),
 * favourites, recently played and every game; data in, events out.
 */
export function GamesLobbyView(props: GamesLobbyViewProps) {
  const { t, i18n } = useTranslation('games');
  const { lobbyName, tabs, activeType, search, onSearchChange, games, onRetry, now } = props;

  let body: ReactNode;
  if (games.status === 'loading') body = <Loading />;
  else if (games.status === 'error') {
    body = (
      <EmptyState
        kind="error"
        title={t('lobby.failed')}
        action={
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else {
    const all = games.data;
    const byCode = new Map(all.map((item) => [item.game.gameCode, item]));
    const tiles = (items: readonly LobbyGameItem[], lead = false) => (
      <GameTiles {...props} items={items} lead={lead} />
    );
    if (search.trim() !== '') {
      const found = all.filter(({ game }) => matchesSearch(game.gameName, search, i18n.language));
      body = (
        <Section title={t('lobby.results')}>
          {found.length > 0 ? (
            tiles(found, true)
          ) : (
            <EmptyState
              kind="noMatchingData"
              title={t('lobby.noResults', { search: search.trim() })}
              action={
                <Button size="sm" variant="outline" onClick={() => onSearchChange('')}>
                  {t('lobby.clearSearch')}
                </Button>
              }
            />
          )}
        </Section>
      );
    } else if (all.length === 0) {
      body = <EmptyState kind="noData" title={t('lobby.empty')} />;
    } else {
      const hot = all
        .filter(
          ({ game, maintenance }) => game.isHotGame && !isInMaintenanceWindow(maintenance, now),
        )
        .slice(0, HOT_GAMES_LIMIT);
      const favourites = all.filter(({ game }) => props.favourites.has(game.gameCode));
      const recent = props.recent.flatMap((code) => byCode.get(code) ?? []);
      // the first section shown leads
      const lead = [hot, favourites, recent, all].find((section) => section.length > 0);
      body = (
        <>
          {hot.length > 0 ? (
            <Section title={t('lobby.hot')}>{tiles(hot, lead === hot)}</Section>
          ) : null}
          {favourites.length > 0 ? (
            <Section title={t('lobby.favourites')}>
              {tiles(favourites, lead === favourites)}
            </Section>
          ) : null}
          {recent.length > 0 ? (
            <Section title={t('lobby.recent')}>{tiles(recent, lead === recent)}</Section>
          ) : null}
          <Section title={t('lobby.all')}>{tiles(all, lead === all)}</Section>
        </>
      );
    }
  }

  return (
    <div className={css.page}>
      <div className={css.titleRow}>
        <h1 className={css.title}>{lobbyName ?? t('lobby.title')}</h1>
        <Link href={props.historyHref}>{t('lobby.history')}</Link>
      </div>
      {tabs.length > 1 ? (
        <nav aria-label={t('lobby.types')}>
          <ul className={css.types}>
            {tabs.map((tab) => (
              <li key={tab.gameType}>
                <Link
                  href={tab.href}
                  className={css.typeLink}
                  aria-current={tab.gameType === activeType ? 'page' : undefined}
                >
                  {tab.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div role="search">
        <Input
          type="search"
          label={t('lobby.search')}
          hideLabel
          placeholder={t('lobby.searchPlaceholder')}
          value={search}
          onValueChange={onSearchChange}
        />
      </div>
      {body}
    </div>
  );
}
