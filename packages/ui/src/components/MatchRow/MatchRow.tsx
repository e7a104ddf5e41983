import { formatMatchTime, matchClock, parseScore, type OddsFormat } from '@touchline/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  Fragment,
  useId,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Badge } from '../Badge/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { OddsCell, type OddsCellProps } from '../OddsCell/index.ts';
import * as css from './MatchRow.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export const MATCH_ROW_LAYOUTS = ['auto', 'compact', 'wide'] as const;
export type MatchRowLayout = (typeof MATCH_ROW_LAYOUTS)[number];

/** The match fields a row reads (the sports service's names: `ms`, `bt`, `lg.na`, `mc.pe`). */
export interface MatchRowMatch {
  id: number | string;
  /** Match status; 4 shows the start time instead of the period. */
  ms: number;
  /** Start time, epoch ms. */
  bt: number;
  lg?: { na?: string | null } | null;
  mc?: { pe?: number | string | null } | null;
  liveUrl?: string | null;
  home: { na: string };
  away: { na: string };
  scores?: readonly { score?: string | null }[] | null;
}

/** One of the main prices (1 / X / 2, or home / away). */
export interface MatchRowOdd {
  id: string;
  label: string;
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
  match: MatchRowMatch;
}

export interface MatchRowProps extends Omit<ComponentPropsWithRef<'article'>, 'onSelect'> {
  match: MatchRowMatch;
  /** The headline market's prices: three-way (1X2) or two-way. */
  odds?: readonly MatchRowOdd[];
  /** The headline market's name, read to screen readers before each price. */
  oddsTitle?: string;
  selectedIds?: readonly string[];
  onSelect?: (odd: MatchRowOdd, match: MatchRowMatch) => void;
  format?: OddsFormat;
  /** IANA zone the start time is shown in; the browser's when not given. */
  timeZone?: string;
  /** The match is in play: live badge and a live-coloured clock and score. */
  live?: boolean;
  followed?: boolean;
  /** Shows the follow star (a toggle button). */
  onFollowChange?: (followed: boolean, match: MatchRowMatch) => void;
  /** Called by the stream button, shown when the match has a `liveUrl`. */
  onWatch?: (match: MatchRowMatch) => void;
  /** Opens the match detail: the teams become a button, with the market count beside them. */
  onOpen?: (match: MatchRowMatch) => void;
  /** How many markets the detail offers (`+124`). */
  marketCount?: number;
  /** The period as a person reads it (`2H`, `Q3`); the raw period when not given. */
  periodLabel?: (period: string) => string;
  layout?: MatchRowLayout;
  /**
   * Renders one price cell instead of the row (a slot). The app can give each cell its own live
   * subscription, so that a price change re-renders that cell and not the row; the row still
   * lays the cells out in the odds group. Without it, the row renders `OddsCell`s from `odds`.
   */
  renderPrice?: (odd: MatchRowOdd, slot: MatchRowPriceSlot) => ReactNode;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const isoTime = (epochMs: number) => {
  const date = new Date(epochMs);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      className={css.icon}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9Z" />
    </svg>
  );
}

function StreamIcon() {
  return <Icon name="stream" className={css.icon} />;
}

/**
 * A match in a list: league, clock (start time for status 4, otherwise the period), teams and
 * score, a live badge, stream and follow buttons, and the main prices as OddsCells. One line on
 * a wide container, stacked on a narrow one (`layout="auto"`); long names wrap to two lines.
 */
export function MatchRow({
  match,
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
  periodLabel,
  layout = 'auto',
  renderPrice,
  className,
  ...rest
}: MatchRowProps) {
  const text = useUiText();
  const id = useId();
  const home = match.home?.na ?? '';
  const away = match.away?.na ?? '';
  const matchName = `${home} v ${away}`;
  const clock = matchClock(match);
  const score = parseScore(match);
  const selected = new Set(selectedIds ?? []);
  const hasStream = typeof match.liveUrl === 'string' && match.liveUrl.trim() !== '';
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
        {match.lg?.na ? <span className={css.league}>{match.lg.na}</span> : null}
        <span className={css.clock}>
          {live ? <Badge tone="live" size="sm" /> : null}
          {clock.kind === 'start-time' ? (
            <time dateTime={isoTime(clock.startTime)}>
              {formatMatchTime(clock.startTime, timeZone ?? browserTimeZone())}
            </time>
          ) : clock.kind === 'period' ? (
            <span className={live ? css.clockLive : undefined}>
              {periodLabel ? periodLabel(clock.period) : clock.period}
            </span>
          ) : null}
        </span>
        {onOpen ? (
          <button
            type="button"
            className={[css.teams, css.teamsButton].join(' ')}
            onClick={() => onOpen(match)}
          >
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
                price: odd.price,
                previousPrice: odd.previousPrice,
                suspended: odd.suspended,
                selected: selected.has(odd.id),
                format,
                context,
                onClick: () => onSelect?.(odd, match),
              };
              const cell = <OddsCell {...props} />;
              return (
                <Fragment key={odd.id}>
                  {renderPrice ? renderPrice(odd, { cell, props, match }) : cell}
                </Fragment>
              );
            })}
          </div>
        ) : (
          <span className={css.noOdds}>-</span>
        )}
        <div className={css.actions}>
          {hasStream ? (
            <IconButton
              label={`${text('matchRowWatch')}: ${matchName}`}
              icon={<StreamIcon />}
              onClick={() => onWatch?.(match)}
            />
          ) : null}
          {onFollowChange ? (
            <IconButton
              label={`${text('matchRowFollow')}: ${matchName}`}
              icon={<StarIcon filled={followed} />}
              pressed={followed}
              className={css.follow}
              onClick={() => onFollowChange(!followed, match)}
            />
          ) : null}
          {onOpen && typeof marketCount === 'number' && marketCount > 0 ? (
            <button
              type="button"
              className={[css.iconButton, css.more].join(' ')}
              aria-label={`${text('matchRowMoreMarkets')}: ${marketCount}`}
              onClick={() => onOpen(match)}
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
