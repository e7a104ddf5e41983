import { formatMatchTime, isInMaintenanceWindow } from '@touchline/domain';
import { useId, type ComponentPropsWithRef } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Badge } from '../Badge/index.ts';
import { Icon } from '../Icon/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { LazyImage } from '../LazyImage/index.ts';
import * as css from './GameCard.css.ts';
import { useTimeZone } from '../../i18n/timeZone.tsx';

export interface GameMaintenanceWindow {
  /** Epoch ms, inclusive. */
  startTimestamp: number;
  endTimestamp: number;
}

export interface GameCardProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  image: string;
  /**
   * The picture is the page's largest paint (a tile of the first row): fetched at once, with high
   * priority, and in the server's HTML (LazyImage `priority`).
   */
  priority?: boolean;
  name: string;
  provider?: string;
  /** Marked "Hot" (a word on a badge, not only a colour). */
  hot?: boolean;
  /** The game's maintenance window; while `now` lies in it the game can't be launched. */
  maintenance?: GameMaintenanceWindow | null;
  /** The current time (epoch ms), given by the page. */
  now: number;
  /** IANA zone of the maintenance end time; the device's zone by default. */
  timeZone?: string;
  /** The tile's picture shape, width / height. */
  aspectRatio?: number | string;
  onLaunch?: () => void;
  /** Can't be launched for another reason (e.g. while a launch is under way). */
  disabled?: boolean;
  /** The member's favourite: a star toggle on the tile (also while in maintenance). */
  favourite?: boolean;
  /** Leave out to hide the star (e.g. when logged out). */
  onFavouriteChange?: (favourite: boolean) => void;
}

function WrenchIcon() {
  return <Icon name="wrench" width="18" height="18" />;
}

/**
 * A game tile: picture, name, provider and a "Hot" badge. The whole tile launches the game; while
 * `now` lies in its maintenance window (domain `isInMaintenanceWindow`) it says so and can't.
 */
export function GameCard({
  image,
  priority = false,
  name,
  provider,
  hot = false,
  maintenance,
  now,
  timeZone: ownTimeZone,
  aspectRatio = 1,
  onLaunch,
  disabled = false,
  favourite = false,
  onFavouriteChange,
  className,
  ...rest
}: GameCardProps) {
  const timeZone = useTimeZone(ownTimeZone);
  const t = useUiText();
  const detailsId = useId();
  const inMaintenance = isInMaintenanceWindow(maintenance, now);
  const until =
    inMaintenance && maintenance ? formatMatchTime(maintenance.endTimestamp, timeZone) : '-';

  return (
    <div
      {...rest}
      data-maintenance={inMaintenance || undefined}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      <div className={css.media}>
        <LazyImage
          className={css.image}
          src={image}
          alt=""
          aspectRatio={aspectRatio}
          priority={priority}
        />
        {hot && !inMaintenance && (
          <Badge className={css.hot} tone="live" size="sm" aria-hidden="true">
            {t('gameHot')}
          </Badge>
        )}
        {inMaintenance && (
          <div className={css.overlay} aria-hidden="true">
            <span className={css.maintenance}>
              <WrenchIcon />
              {t('gameMaintenance')}
              {until !== '-' && (
                <span className={css.until}>
                  {t('gameMaintenanceUntil')} <time>{until}</time>
                </span>
              )}
            </span>
          </div>
        )}
        {onFavouriteChange ? (
          <IconButton
            className={css.favourite}
            label={`${t('gameFavourite')}: ${name}`}
            pressed={favourite}
            size="sm"
            round
            icon={
              <Icon
                name="star"
                width="100%"
                height="100%"
                className={favourite ? css.starOn : undefined}
              />
            }
            onClick={() => onFavouriteChange(!favourite)}
          />
        ) : null}
      </div>
      <div className={css.body}>
        <button
          type="button"
          className={css.launch}
          disabled={inMaintenance || disabled}
          aria-describedby={detailsId}
          onClick={() => onLaunch?.()}
        >
          {name}
        </button>
        <span id={detailsId} className={css.provider}>
          {provider ? (
            <>
              <span className={css.srOnly}>{t('gameProvider')}: </span>
              {provider}
            </>
          ) : null}
          {hot && !inMaintenance ? <span className={css.srOnly}>{`, ${t('gameHot')}`}</span> : null}
          {inMaintenance ? (
            <span
              className={css.srOnly}
            >{`, ${t('gameMaintenance')}${until !== '-' ? ` ${t('gameMaintenanceUntil')} ${until}` : ''}`}</span>
          ) : null}
        </span>
      </div>
    </div>
  );
}
GameCard.displayName = 'GameCard';
