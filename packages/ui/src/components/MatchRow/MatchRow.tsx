import { formatMatchTime, type OddsFormat } from '@touchline/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  Fragment,
  useId,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useMatchName } from '../../i18n/useMatchName.ts';
import { useUiText } from '../../i18n/useUiText.ts';
import { Badge } from '../Badge/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { OddsCell, type OddsCellProps } from '../OddsCell/index.ts';
import * as css from './MatchRow.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { useTimeZone } from '../../i18n/timeZone.tsx';

export const MATCH_ROW_LAYOUTS = ['auto', 'compact', 'wide'] as const;
export type MatchRowLayout = (typeof MATCH_ROW_LAYOUTS)[number];

/** The two sides of a match, as shown. */
export interface MatchRowTeams {
  home: string;
  away: string;
}

/** The score of each side, as shown (`2`, `1`). */
export interface MatchRowScore {
  home: string;
  away: string;
}

/** One of the main prices (1 / X / 2, or home / away). */
export interface MatchRowOdd {
  id: string;
  /** The side (`Madrid`), `Draw`…: wraps in its cell when long. */
  label: string;
  /** A handicap or total line after the label, shown whole. */
  line?: string | null;
  price: number | null;
  previousPrice?: number | null;
  suspended?: boolean;
}

/** What `renderPrice` receives for one price besides the odd: the row's own cell for it. */
export interface MatchRowPriceSlot {
  /** The cell the row would render (an `OddsCell` with `props`). Return it to keep the default. */
  cell: ReactElement<OddsCellProps>;
  /**
   * The default cell's props: label, price, previous price, suspended, selected, format, the
   * screen-reader context and the click that calls `onSelect`. Spread them on an `OddsCell` and
   * override what the app knows better (a live price, a live suspension).
   */
  props: OddsCellProps;
}

/**
 * A match as a person reads it; the app adapts its own match format to these props (the row knows
 * no wire format).
 */
export interface MatchRowProps extends Omit<ComponentPropsWithRef<'article'>, 'onSelect'> {
  teams: MatchRowTeams;
  league?: string | null;
  /** Kick-off, epoch ms: shown (in `timeZone`) while `clock` is left out. */
  start: number;
  /**
   * The clock once the match is under way, as shown (`2nd half`, `Quarter 3`: `usePeriodName`);
   * null when it has none. Leave it out before kick-off: the start time shows instead.
   */
  clock?: string | null;
  /** The score; none before it is known. */
  score?: MatchRowScore | null;
  /**
   * The match has a stream: the watch button shows when `onWatch` is given too (without a place to
   * watch it, a button would do nothing when pressed).
   */
  stream?: boolean;
  /** The headline market's prices: three-way (1X2) or two-way. */
  odds?: readonly MatchRowOdd[];
  /** The headline market's name, read to screen readers before each price. */
  oddsTitle?: string;
  selectedIds?: readonly string[];
  onSelect?: (odd: MatchRowOdd) => void;
  format?: OddsFormat;
  /** IANA zone the start time is shown in; the browser's when not given. */
  timeZone?: string;
  /** The match is in play: live badge and a live-coloured clock and score. */
  live?: boolean;
  followed?: boolean;
  /** Shows the follow star (a toggle button). */
  onFollowChange?: (followed: boolean) => void;
  /** Called by the stream button, shown when the match has a `stream` and this is given. */
  onWatch?: () => void;
  /** Opens the match detail: the teams become a button, with the market count beside them. */
  onOpen?: () => void;
  /** How many markets the detail offers (`+124`). */
  marketCount?: number;
  layout?: MatchRowLayout;
  /**
   * Renders one price cell instead of the row (a slot). The app can give each cell its own live
   * subscription, so that a price change re-renders that cell and not the row; the row still
   * lays the cells out in the odds group. Without it, the row renders `OddsCell`s from `odds`.
   */
  renderPrice?: (odd: MatchRowOdd, slot: MatchRowPriceSlot) => ReactNode;
}

const isoTime = (epochMs: number) => {
  const date = new Date(epochMs);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

function StarIcon({ filled }: { filled: boolean }) {
  return <Icon name="star" className={css.icon} fill={filled ? 'currentColor' : 'none'} />;
}

function StreamIcon() {
  return <Icon name="stream" className={css.icon} />;
}

/**
 * A match in a list: league, clock (the start time before kick-off, the clock after), teams and
 * score, a live badge, stream and follow buttons, and the main prices as OddsCells. One line on
 * a wide container, stacked on a narrow one (`layout="auto"`); long names wrap, never cut.
 */
export function MatchRow({
  teams,
  league,
  start,
  clock,
  score,
  stream = false,
  odds = [],
  oddsTitle,
  selectedIds,
  onSelect,
  format = 'decimal',
  timeZone,
  live = false,
  followed = false,
  onFollowChange,
  onWatch,
  onOpen,
  marketCount,
  layout = 'auto',
  renderPrice,
  className,
  ...rest
}: MatchRowProps) {
  const zone = useTimeZone(timeZone);
  const text = useUiText();
  const id = useId();
  const { home, away } = teams;
  const matchName = useMatchName()(home, away);
  const selected = new Set(selectedIds ?? []);
  const context = [matchName, oddsTitle].filter(Boolean).join(', ');

  const scoreClass = [css.score, live ? css.scoreLive : ''].join(' ');
  // Spaces between the parts are not laid out in the flex lines, but keep names and scores
  // apart when the row is read as text ("Arsenal 2 Chelsea 1").
  const teamsBody = (
    <>
      <span className={css.team}>
        <span className={css.teamName} title={home}>
          {home}
        </span>{' '}
        {score ? <span className={scoreClass}>{score.home}</span> : null}
      </span>{' '}
      <span className={css.team}>
        <span className={css.teamName} title={away}>
          {away}
        </span>{' '}
        {score ? <span className={scoreClass}>{score.away}</span> : null}
      </span>
    </>
  );

  return (
    <article
      {...rest}
      aria-labelledby={`${id}-teams`}
      className={[css.container, className].filter(Boolean).join(' ')}
    >
      <div className={[css.root, css.layout[layout]].join(' ')}>
        <span id={`${id}-teams`} className={css.srOnly}>
          {matchName}
        </span>
        {league ? <span className={css.league}>{league}</span> : null}
        <span className={css.clock}>
          {live ? <Badge tone="live" size="sm" /> : null}
          {clock === undefined ? (
            <time dateTime={isoTime(start)}>{formatMatchTime(start, zone)}</time>
          ) : clock !== null ? (
            <span className={live ? css.clockLive : undefined}>{clock}</span>
          ) : null}
        </span>
        {onOpen ? (
          <button type="button" className={[css.teams, css.teamsButton].join(' ')} onClick={onOpen}>
            {teamsBody}
          </button>
        ) : (
          <div className={css.teams}>{teamsBody}</div>
        )}
        {odds.length > 0 ? (
          <div
            className={css.odds}
            role="group"
            aria-label={oddsTitle || matchName}
            style={assignInlineVars({ [css.oddsCountVar]: String(odds.length) })}
          >
            {odds.map((odd) => {
              const props: OddsCellProps = {
                label: odd.label,
                line: odd.line,
                price: odd.price,
                previousPrice: odd.previousPrice,
                suspended: odd.suspended,
                selected: selected.has(odd.id),
                format,
                context,
                onClick: () => onSelect?.(odd),
              };
              const cell = <OddsCell {...props} />;
              return (
                <Fragment key={odd.id}>
                  {renderPrice ? renderPrice(odd, { cell, props }) : cell}
                </Fragment>
              );
            })}
          </div>
        ) : (
          <span className={css.noOdds}>-</span>
        )}
        <div className={css.actions}>
          {stream && onWatch ? (
            <IconButton
              label={`${text('matchRowWatch')}: ${matchName}`}
              icon={<StreamIcon />}
              onClick={() => onWatch()}
            />
          ) : null}
          {onFollowChange ? (
            <IconButton
              label={`${text('matchRowFollow')}: ${matchName}`}
              icon={<StarIcon filled={followed} />}
              pressed={followed}
              className={css.follow}
              onClick={() => onFollowChange(!followed)}
            />
          ) : null}
          {onOpen && typeof marketCount === 'number' && marketCount > 0 ? (
            <button
              type="button"
              className={[css.iconButton, css.more].join(' ')}
              aria-label={`${text('matchRowMoreMarkets')}: ${marketCount}`}
              onClick={onOpen}
            >
              +{marketCount}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
MatchRow.displayName = 'MatchRow';
