import { formatMatchTime, formatShortDate, parseScore } from '@touchline/domain';
import { useId, useState, type ComponentPropsWithRef } from 'react';
import { useMatchName } from '../../i18n/useMatchName.ts';
import { useUiLanguage, useUiText } from '../../i18n/useUiText.ts';
import * as css from './ResultRow.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { useTimeZone } from '../../i18n/timeZone.tsx';

/** One line of a settled match's detail: a period or a market, and how it ended. */
export interface ResultRowDetail {
  id?: string;
  /** `1st half`, `Total goals 2.5`… */
  label: string;
  /** `1:0`, `Over`, `Arsenal`… */
  value: string;
}

export interface ResultRowProps extends ComponentPropsWithRef<'article'> {
  /** League name (`lg.na`). */
  league?: string | null;
  home: string;
  away: string;
  /** The scores list of the result; the first entry is the final score (`home:away`). */
  scores?: readonly { score?: string | null }[] | null;
  /**
   * The half-time score, `home:away` (domain's `halfTimeScore`); null shows `-` for an unknown
   * one. Left out for a sport with no half time: the row has no half-time column then.
   */
  halfTimeScore?: string | null;
  /** Start time, epoch ms. */
  startTime: number;
  /** IANA zone the date is shown in; the browser's when not given. */
  timeZone?: string;
  /** The period and market results; without it the row does not expand. */
  details?: readonly ResultRowDetail[];
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
}

/**
 * A settled match: date, league, teams with the final and half-time scores (a small table),
 * expandable to the list of period and market results.
 */
export function ResultRow({
  league,
  home,
  away,
  scores,
  halfTimeScore,
  startTime,
  timeZone,
  details,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  className,
  ...rest
}: ResultRowProps) {
  const text = useUiText();
  const matchName = useMatchName();
  const language = useUiLanguage();
  const id = useId();
  const [expandedState, setExpandedState] = useState(defaultExpanded);
  const expanded = expandedProp ?? expandedState;
  const zone = useTimeZone(timeZone);
  const final = parseScore({ scores });
  const withHalf = halfTimeScore !== undefined;
  const half = halfTimeScore ? parseScore({ scores: [{ score: halfTimeScore }] }) : null;
  const date = formatShortDate(startTime, language, zone);
  const time = formatMatchTime(startTime, zone).split(' ')[1] ?? '';
  const validTime = Number.isFinite(startTime) && date !== '-';

  const toggle = () => {
    const next = !expanded;
    if (expandedProp === undefined) setExpandedState(next);
    onExpandedChange?.(next);
  };

  return (
    <article
      {...rest}
      aria-labelledby={`${id}-teams`}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      <div className={css.main}>
        <span id={`${id}-teams`} className={css.srOnly}>
          {matchName(home, away)}
        </span>
        {validTime ? (
          <time className={css.when} dateTime={new Date(startTime).toISOString()}>
            <span>{date}</span>
            <span>{time}</span>
          </time>
        ) : (
          <span className={css.when}>-</span>
        )}
        {league ? <span className={css.league}>{league}</span> : null}
        <table className={css.table}>
          <thead>
            <tr>
              <td />
              <th scope="col" className={[css.headCell, css.scoreColumn].join(' ')}>
                {text('resultRowFullTime')}
              </th>
              {withHalf ? (
                <th scope="col" className={[css.headCell, css.scoreColumn].join(' ')}>
                  {text('resultRowHalfTime')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={css.team}>
                {home}
              </th>
              <td className={css.final}>{final?.home ?? '-'}</td>
              {withHalf ? <td className={css.half}>{half?.home ?? '-'}</td> : null}
            </tr>
            <tr>
              <th scope="row" className={css.team}>
                {away}
              </th>
              <td className={css.final}>{final?.away ?? '-'}</td>
              {withHalf ? <td className={css.half}>{half?.away ?? '-'}</td> : null}
            </tr>
          </tbody>
        </table>
        {details ? (
          <button
            type="button"
            className={css.toggle}
            aria-expanded={expanded}
            aria-controls={`${id}-details`}
            onClick={toggle}
          >
            {text('resultRowDetails')}
            <Icon name="chevron-down" className={css.chevron} />
          </button>
        ) : null}
      </div>
      {details && details.length > 0 ? (
        <dl id={`${id}-details`} className={css.details} hidden={!expanded}>
          {details.map((detail, index) => (
            <div key={detail.id ?? index} className={css.detailGroup}>
              <dt className={css.detailTerm}>{detail.label}</dt>
              <dd className={css.detailValue}>{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : details ? (
        <p id={`${id}-details`} className={[css.details, css.empty].join(' ')} hidden={!expanded}>
          {text('noData')}
        </p>
      ) : null}
    </article>
  );
}
ResultRow.displayName = 'ResultRow';
