import { formatMatchTime, formatShortDate, parseScore } from '@touchline/domain';
import { useId, type ComponentPropsWithRef } from 'react';
import { useMatchName } from '../../i18n/useMatchName.ts';
import { usePeriodName } from '../../i18n/usePeriodName.ts';
import { useUiLanguage, useUiText } from '../../i18n/useUiText.ts';
import { useTimeZone } from '../../i18n/timeZone.tsx';
import { Link } from '../Link/Link.tsx';
import * as css from './FixtureList.css.ts';

export const FIXTURE_STATUSES = ['upcoming', 'live', 'finished'] as const;
export type FixtureStatus = (typeof FIXTURE_STATUSES)[number];

/** One match of a competition's schedule. */
export interface Fixture {
  id: string | number;
  league?: string | null;
  home: string;
  away: string;
  /** Kick-off, epoch ms. */
  startsAt: number;
  status: FixtureStatus;
  /** `home:away`: so far while live, final once finished; null before kick-off. */
  score?: string | null;
  /** While live: the period in play and, for a timed sport, the minute. */
  clock?: { period: number; minute: number | null } | null;
  /** Where the match's page is (its sportsbook page). */
  href: string;
}

export interface FixtureListProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The list's heading ("Fixtures", "Results"). */
  title: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** The sport's id: names the live period (`2nd half`, `Set 3`). */
  sportId: number;
  fixtures: readonly Fixture[];
  /** What the list says when it has no match. */
  emptyText: string;
  /** IANA zone of the kick-off times; the app's (or the browser's) when not given. */
  timeZone?: string;
}

/**
 * A competition's fixtures, live matches or results as a list of links, one a match: kick-off
 * date and time (or the live badge with the period and minute, or "Full time"), league, teams,
 * and the score once there is one. Each row leads to the match's page.
 */
export function FixtureList({
  title,
  headingLevel: Heading = 'h3',
  sportId,
  fixtures,
  emptyText,
  timeZone,
  className,
  ...rest
}: FixtureListProps) {
  const id = useId();
  const text = useUiText();
  const language = useUiLanguage();
  const matchName = useMatchName();
  const periodName = usePeriodName();
  const zone = useTimeZone(timeZone);
  return (
    <section
      {...rest}
      aria-labelledby={`${id}-title`}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      <Heading id={`${id}-title`} className={css.title}>
        {title}
      </Heading>
      {fixtures.length === 0 ? (
        <p className={css.empty}>{emptyText}</p>
      ) : (
        <ul className={css.list}>
          {fixtures.map((f) => {
            const score = f.score ? parseScore({ scores: [{ score: f.score }] }) : null;
            const live = f.status === 'live';
            const state = live
              ? [
                  text('live'),
                  f.clock ? periodName(sportId, f.clock.period) : null,
                  f.clock?.minute != null ? `${f.clock.minute}'` : null,
                ]
                  .filter(Boolean)
                  .join(' ')
              : f.status === 'finished'
                ? text('resultRowFullTime')
                : null;
            const date = formatShortDate(f.startsAt, language, zone);
            const time = formatMatchTime(f.startsAt, zone).split(' ')[1] ?? '';
            // what a screen reader hears for the row; the drawn parts below are hidden from it
            const label = [
              matchName(f.home, f.away),
              score ? `${score.home}:${score.away}` : null,
              state ?? `${date} ${time}`,
            ]
              .filter(Boolean)
              .join(', ');
            return (
              <li key={f.id} className={css.item} data-status={f.status}>
                <Link href={f.href} underline="none" tone="inherit" className={css.row}>
                  <span className={css.srOnly}>{label}</span>
                  {live ? (
                    <span className={css.when} aria-hidden="true">
                      <span className={css.live}>{text('live')}</span>
                      {f.clock ? (
                        <span className={css.clock}>
                          {periodName(sportId, f.clock.period)}
                          {f.clock.minute != null ? ` ${f.clock.minute}'` : ''}
                        </span>
                      ) : null}
                    </span>
                  ) : (
                    <time
                      className={css.when}
                      dateTime={new Date(f.startsAt).toISOString()}
                      aria-hidden="true"
                    >
                      <span>{date}</span>
                      <span>{f.status === 'finished' ? text('resultRowFullTime') : time}</span>
                    </time>
                  )}
                  <span className={css.teams} aria-hidden="true">
                    {f.league ? <span className={css.league}>{f.league}</span> : null}
                    <span className={css.team}>{f.home}</span>
                    <span className={css.team}>{f.away}</span>
                  </span>
                  <span
                    aria-hidden="true"
                    className={[css.score, live ? css.scoreLive : ''].filter(Boolean).join(' ')}
                  >
                    <span>{score ? score.home : '–'}</span>
                    <span>{score ? score.away : '–'}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
FixtureList.displayName = 'FixtureList';
