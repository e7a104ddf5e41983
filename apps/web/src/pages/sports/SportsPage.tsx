import type { Market, Match, Selection } from '@touchline/api';
import { DEFAULT_SPORT_ID, isSportId } from '@touchline/domain';
import { useMatchName } from '@touchline/ui';
import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useShell } from '../../app/context.tsx';
import { slipPickOf } from './slipPick.ts';
import { sportCounts, type SportsSettings } from './model.ts';
import { useStatistics } from '../../data/queries/sports.ts';
import { SlipContainer, useSlipStore } from './SlipContainer.tsx';
import { useSlip, useSportsSettings } from './state.ts';
import { SportNav, SportsFrame, type SportsSection } from './views/SportsFrame.tsx';
import { SportsMaintenanceView } from './views/SportsMaintenanceView.tsx';

const WIDE_QUERY = '(min-width: 1280px)';

/** Whether the three-column layout applies (1280 px and up). */
export function useWide(): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(WIDE_QUERY);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}

export { slipPickOf };

export interface SportsPageContext {
  settings: SportsSettings;
  setSettings: (settings: SportsSettings) => void;
  selectedIds: readonly string[];
  pick: (match: Match, market: Market, selection: Selection) => void;
}

/**
 * What every sportsbook screen shares: the maintenance check (code 8 of `match/statistical`),
 * the live feed, the settings, the frame with its section tabs and the bet slip.
 */
export function SportsPage({
  section,
  nav,
  children,
}: {
  section: SportsSection;
  nav?: ReactNode;
  children: (context: SportsPageContext) => ReactNode;
}) {
  const shell = useShell();
  const { t } = useTranslation('sports');
  const navigate = useNavigate();
  const [settings, setSettings] = useSportsSettings(shell.store);
  const statistics = useStatistics();
  const slipStore = useSlipStore();
  const slip = useSlip(slipStore);
  const selectedIds = useMemo(() => slip.picks.map((p) => p.selectionId), [slip.picks]);
  const nameOf = useMatchName();
  const wide = useWide();
  const [params] = useSearchParams();
  const sportParam = Number(params.get('sport'));
  // the same context while nothing in it changes: the match rows it reaches are memoised, so a
  // new list page or count re-renders only what changed (issue 16: every row, the sport bar and
  // their icons were drawn again for each of the page's first calls)
  const pick = useCallback(
    (match: Match, market: Market, selection: Selection) =>
      slipStore.toggle(slipPickOf(match, market, selection, nameOf)),
    [slipStore, nameOf],
  );
  const context = useMemo<SportsPageContext>(
    () => ({ settings, setSettings, selectedIds, pick }),
    [settings, setSettings, selectedIds, pick],
  );

  if (statistics.data?.kind === 'maintenance')
    return <SportsMaintenanceView period={statistics.data.period} />;

  return (
    <SportsFrame
      title={t('title')}
      section={section}
      onSectionChange={(next) =>
        void navigate(next === 'matches' ? '/sports' : `/sports?view=${next}`)
      }
      nav={
        // every screen keeps the sports column (detail, results, my bets, settings too): a sport
        // chosen here opens its matches
        nav ?? (
          <SportNav
            sportId={isSportId(sportParam) ? sportParam : DEFAULT_SPORT_ID}
            counts={sportCounts(
              statistics.data?.kind === 'ready' ? statistics.data.statistics : null,
              'all',
              (id) => shell.store.followList.get(id),
            )}
            onSportChange={(id) => void navigate(`/sports?sport=${id}`)}
          />
        )
      }
      wide={wide}
      slipCount={slip.picks.length}
      slip={<SlipContainer settings={settings} onSettingsChange={setSettings} />}
    >
      {children(context)}
    </SportsFrame>
  );
}
