import { isSportId, DEFAULT_SPORT_ID } from '@touchline/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShell } from '../../app/context.tsx';
import { useStatistics } from '../../data/queries/sports.ts';
import { isSportsTab, sportCounts, type SportsTab } from './model.ts';
import { BetsSection } from './sections/BetsSection.tsx';
import { MatchesSection } from './sections/MatchesSection.tsx';
import { ResultsSection } from './sections/ResultsSection.tsx';
import { SportsPage } from './SportsPage.tsx';
import { useFollows } from './state.ts';
import { SettingsView } from './views/SettingsView.tsx';
import { isSportsSection, SportNav } from './views/SportsFrame.tsx';

/** The sport in the address (`?sport=`), the default sport otherwise. */
function useSportParam(): [number, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('sport'));
  const sportId = isSportId(raw) ? raw : DEFAULT_SPORT_ID;
  return [
    sportId,
    (id) =>
      setParams((p) => {
        p.set('sport', String(id));
        return p;
      }),
  ];
}

/** `/sports`: the match lists, results, my bets and settings (`?view=`), with the slip. */
export function SportsRoute() {
  const [params] = useSearchParams();
  const view = params.get('view');
  const section = isSportsSection(view) ? view : 'matches';
  const [sportId, setSportId] = useSportParam();
  const statistics = useStatistics();
  const shell = useShell();
  const { idsOf: followedIn } = useFollows(shell.store, sportId);
  const tab = isSportsTab(params.get('tab')) ? (params.get('tab') as SportsTab) : 'all';
  const stats = statistics.data?.kind === 'ready' ? statistics.data.statistics : null;
  const counts = useMemo(() => sportCounts(stats, tab, followedIn), [stats, tab, followedIn]);

  return (
    <SportsPage
      section={section}
      nav={
        section === 'matches' ? (
          <SportNav sportId={sportId} counts={counts} onSportChange={setSportId} />
        ) : undefined
      }
    >
      {(context) =>
        section === 'matches' ? (
          <MatchesSection
            context={context}
            sportId={sportId}
            onSportChange={setSportId}
            tab={tab}
            counts={counts}
          />
        ) : section === 'results' ? (
          <ResultsSection sportId={sportId} onSportChange={setSportId} />
        ) : section === 'bets' ? (
          <BetsSection context={context} />
        ) : (
          <SettingsView settings={context.settings} onChange={context.setSettings} />
        )
      }
    </SportsPage>
  );
}
