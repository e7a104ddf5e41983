import {
  halfTimeScore,
  htmlLang,
  recentSportsDays,
  RESULTS_DAYS_OFFERED,
  SPORTS,
  SPORTS_DAY_TIME_ZONE,
  SPORTS_DAY_ZONE_NAME,
  wallClockToEpoch,
  type Language,
} from '@touchline/domain';
import {
  Button,
  EmptyState,
  ResultRow,
  Select,
  Skeleton,
  usePeriodName,
  useSportName,
  type ResultRowDetail,
} from '@touchline/ui';
import { useTranslation } from 'react-i18next';
import type { MatchResult, MatchResultDetail } from '../../../data/queries/sports.ts';
import type { Loadable } from './SportsListView.tsx';
import * as css from './sports.css.ts';

export interface ResultsViewProps {
  /** The day shown, `YYYY-MM-DD`. */
  date: string;
  /** The sportsbook's day now, `YYYY-MM-DD` (the picker offers it and the days before it); `date` when not given. */
  today?: string;
  onDateChange: (date: string) => void;
  sportId: number;
  onSportChange: (sportId: number) => void;
  results: Loadable<readonly MatchResult[]>;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  expandedId: number | null;
  onExpandedChange: (matchId: number | null) => void;
  /** The settled markets of the expanded match. */
  detail: Loadable<MatchResultDetail> | null;
  onRetry?: () => void;
  /** The zone of the days and row times: the sportsbook day's (UTC+8) unless a story says. */
  timeZone?: string;
}

/**
 * The days the results picker offers, in the page's language: "Today, 11-26", "Yesterday, 11-25",
 * then "Tue 11-24"… (`DD-MM` in Vietnamese), and the shown day too when it is older (a link).
 */
function useResultDays(
  today: string,
  date: string,
  language: Language,
  relative: (key: 'resultsToday' | 'resultsYesterday', day: string) => string,
): { value: string; label: string }[] {
  const at = (day: string) => wallClockToEpoch(`${day} 12:00:00`, 0) ?? 0;
  const days = recentSportsDays(at(today), RESULTS_DAYS_OFFERED);
  if (!days.includes(date)) days.push(date);
  const weekday = new Intl.DateTimeFormat(htmlLang(language), {
    weekday: 'short',
    timeZone: 'UTC',
  });
  return days.map((day, i) => {
    const [, month, dayOfMonth] = day.split('-');
    const short = language === 'vi' ? `${dayOfMonth}-${month}` : `${month}-${dayOfMonth}`;
    const label =
      i === 0 && day === today
        ? relative('resultsToday', short)
        : i === 1 && days[0] === today
          ? relative('resultsYesterday', short)
          : `${weekday.format(at(day))} ${short}`;
    return { value: day, label };
  });
}

/** A result's half-time score where its sport has a half time (none: no such column). */
function halfTimeOf(result: MatchResult): { halfTimeScore?: string | null } {
  const half = halfTimeScore(result.sid, result.scores);
  return half === undefined ? {} : { halfTimeScore: half };
}

/** The details a result row opens on: period scores, then the settled markets' winners. */
export function resultDetails(
  detail: MatchResultDetail,
  labels: { period: (period: number) => string; noWinner: string },
): ResultRowDetail[] {
  return [
    ...detail.scores
      .filter((s) => s.pe !== null)
      .map((s) => ({
        id: `pe-${s.pe}`,
        label: labels.period(s.pe!),
        value: s.score,
      })),
    ...detail.settledMarkets.map((m) => ({
      id: `m-${m.mty}-${m.pe}`,
      label: m.name,
      value: m.winningSelections.join(', ') || labels.noWinner,
    })),
  ];
}

/**
 * Results by day (00:00:00–23:59:59) and sport, paged; a row opens on its settled markets. The
 * day is a sportsbook day (domain's `sportsDayOf`, UTC+8) and the rows show their times in the
 * same zone, which the date field names, so a row is never dated other than the day it is under.
 */
export function ResultsView({
  date,
  today = date,
  onDateChange,
  sportId,
  onSportChange,
  results,
  page,
  pages,
  onPageChange,
  expandedId,
  onExpandedChange,
  detail,
  onRetry,
  timeZone = SPORTS_DAY_TIME_ZONE,
}: ResultsViewProps) {
  const { t, i18n } = useTranslation('sports');
  const sportName = useSportName();
  const periodName = usePeriodName();
  const days = useResultDays(today, date, i18n.language as Language, (key, day) => t(key, { day }));
  return (
    <>
      <div className={`${css.toolbar} ${css.alignTop}`}>
        <div className={css.grow}>
          <Select
            label={t('resultsDate')}
            hint={t('resultsZone', { zone: SPORTS_DAY_ZONE_NAME })}
            value={date}
            options={days}
            onValueChange={onDateChange}
          />
        </div>
        <div className={css.grow}>
          <Select
            label={t('resultsSport')}
            value={String(sportId)}
            options={SPORTS.map((s) => ({ value: String(s.id), label: sportName(s.id) }))}
            onValueChange={(value) => onSportChange(Number(value))}
          />
        </div>
      </div>
      {results.status === 'loading' ? (
        <div className={css.stack} role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton shape="rect" height={72} />
          <Skeleton shape="rect" height={72} />
        </div>
      ) : results.status === 'error' ? (
        <EmptyState
          kind="error"
          description={t('resultsFailed')}
          action={onRetry ? <Button onClick={onRetry}>{t('retry')}</Button> : undefined}
        />
      ) : results.data.length === 0 ? (
        <EmptyState kind="noData" description={t('resultsEmpty')} />
      ) : (
        <>
          <div className={css.stack}>
            {results.data.map((result) => {
              const expanded = expandedId === result.id;
              return (
                <ResultRow
                  key={result.id}
                  league={result.lg.na}
                  home={result.home.na}
                  away={result.away.na}
                  scores={result.scores}
                  {...halfTimeOf(result)}
                  startTime={result.bt}
                  timeZone={timeZone}
                  expanded={expanded}
                  onExpandedChange={(open) => onExpandedChange(open ? result.id : null)}
                  details={
                    expanded && detail?.status === 'ready'
                      ? resultDetails(detail.data, {
                          period: (period) => periodName(result.sid, period),
                          noWinner: t('noWinner'),
                        })
                      : []
                  }
                />
              );
            })}
          </div>
          {pages > 1 ? (
            <nav className={css.pager} aria-label={t('pagination')}>
              <Button
                variant="solid"
                tone="neutral"
                disabled={page <= 1}
                onClick={() => onPageChange(page - 1)}
              >
                {t('previousPage')}
              </Button>
              <span>{t('pageOf', { page, pages })}</span>
              <Button
                variant="solid"
                tone="neutral"
                disabled={page >= pages}
                onClick={() => onPageChange(page + 1)}
              >
                {t('nextPage')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}
