import { dayRange } from '@touchline/domain';
import { useState } from 'react';
import { RESULTS_PAGE_SIZE, useResultDetail, useResults } from '../../../data/queries/sports.ts';
import { sportsToday } from '../model.ts';
import { ResultsView } from '../views/ResultsView.tsx';
import { loadable } from './loadable.ts';

/** The results of a day, a page at a time, each match's settled markets on demand. */
export function ResultsSection({
  sportId,
  onSportChange,
}: {
  sportId: number;
  onSportChange: (id: number) => void;
}) {
  const [date, setDate] = useState(() => sportsToday(Date.now()));
  const [page, setPage] = useState(1);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const range = dayRange(date);
  const results = useResults({ sportId, ...range, page });
  const detail = useResultDetail(expandedId);
  const total = results.data?.total ?? 0;
  return (
    <ResultsView
      date={date}
      today={sportsToday(Date.now())}
      onDateChange={(next) => {
        setDate(next);
        setPage(1);
      }}
      sportId={sportId}
      onSportChange={(id) => {
        onSportChange(id);
        setPage(1);
      }}
      results={
        results.data
          ? { status: 'ready', data: results.data.records }
          : results.status === 'error'
            ? { status: 'error' }
            : { status: 'loading' }
      }
      page={page}
      pages={Math.max(1, Math.ceil(total / RESULTS_PAGE_SIZE))}
      onPageChange={setPage}
      expandedId={expandedId}
      onExpandedChange={setExpandedId}
      detail={expandedId === null ? null : loadable(detail)}
      onRetry={() => void results.refetch()}
    />
  );
}
