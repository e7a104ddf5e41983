import { HOT_GAMES_LIMIT } from '@touchline/domain';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { GameCard, type GameCardProps } from '../GameCard/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import * as css from './LobbyGrid.css.ts';

export const LOBBY_GRID_VARIANTS = ['all', 'hot'] as const;
export type LobbyGridVariant = (typeof LOBBY_GRID_VARIANTS)[number];

/** One game of the lobby: a GameCard's data with a stable id. */
export type LobbyGame = Omit<GameCardProps, 'now' | 'timeZone' | 'onLaunch' | 'ref' | 'id'> & {
  id: string | number;
};

export interface LobbyGridProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  games: readonly LobbyGame[];
  /** The current time (epoch ms), for the games' maintenance windows. */
  now: number;
  timeZone?: string;
  onLaunch?: (game: LobbyGame) => void;
  /** `hot`: only the games marked hot, at most HOT_GAMES_LIMIT (4), titled "Hot games". */
  variant?: LobbyGridVariant;
  title?: ReactNode;
  /** Next to the title, e.g. a "More" link. */
  action?: ReactNode;
  /** Shows placeholder tiles while the games load. */
  loading?: boolean;
  /** How many placeholder tiles show while loading (the hot mode shows four). */
  skeletonCount?: number;
}

/** The games a lobby shows: all of them, or the first four marked hot. */
export function lobbyGames(games: readonly LobbyGame[], variant: LobbyGridVariant): LobbyGame[] {
  return variant === 'hot' ? games.filter((g) => g.hot).slice(0, HOT_GAMES_LIMIT) : [...games];
}

/**
 * A lobby of game tiles in a responsive grid (two columns on a phone, up to six on a desktop),
 * with a title, a hot-games mode, placeholder tiles while loading and "No Data" when empty.
 */
export function LobbyGrid({
  games,
  now,
  timeZone,
  onLaunch,
  variant = 'all',
  title,
  action,
  loading = false,
  skeletonCount,
  className,
  ...rest
}: LobbyGridProps) {
  const t = useUiText();
  const titleId = useId();
  const heading = title ?? (variant === 'hot' ? t('lobbyHotGames') : null);
  const shown = lobbyGames(games, variant);
  const placeholders =
    variant === 'hot' ? HOT_GAMES_LIMIT : Math.max(1, Math.floor(skeletonCount ?? 8) || 8);

  return (
    <section
      {...rest}
      aria-labelledby={heading ? titleId : undefined}
      aria-busy={loading || undefined}
      data-variant={variant}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      {(heading || action) && (
        <div className={css.header}>
          {heading ? (
            <h2 id={titleId} className={css.title}>
              {heading}
            </h2>
          ) : (
            <span />
          )}
          {action}
        </div>
      )}
      {loading ? (
        <>
          <span className={css.srOnly} role="status">
            {t('loading')}
          </span>
          <div className={css.grid} aria-hidden="true">
            {Array.from({ length: placeholders }, (_, i) => (
              <div key={i} className={css.skeletonTile} data-skeleton="">
                <Skeleton shape="rect" height="auto" style={{ aspectRatio: '1' }} />
                <div className={css.skeletonText}>
                  <Skeleton width="80%" />
                  <Skeleton width="50%" />
                </div>
              </div>
            ))}
          </div>
        </>
      ) : shown.length === 0 ? (
        <EmptyState size="sm" />
      ) : (
        <ul className={css.grid}>
          {shown.map((game) => {
            const { id, ...card } = game;
            return (
              <li key={id} className={css.item}>
                <GameCard
                  {...card}
                  now={now}
                  timeZone={timeZone}
                  onLaunch={() => onLaunch?.(game)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
LobbyGrid.displayName = 'LobbyGrid';
