import type { Market, Match, Selection } from '@touchline/api';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useShell } from '../../app/context.tsx';
import type { Shell } from '../../app/shell.ts';
import { createLiveFeed, realtimeFor } from './feed.ts';
import { LiveFeedContext, type LiveFeed } from './live.ts';
import type { SportsSettings } from './model.ts';
import { useStatistics } from './queries.ts';
import { SlipContainer, useSlipStore } from './SlipContainer.tsx';
import { useSlip, useSportsSettings } from './state.ts';
import { SportsFrame, type SportsSection } from './views/SportsFrame.tsx';
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

const feeds = new WeakMap<object, LiveFeed>();
let makeFeed: (shell: Shell, queryClient: QueryClient) => LiveFeed = (shell, queryClient) =>
  createLiveFeed(realtimeFor(shell), queryClient);

/** Makes the feeds of shells not seen yet another way (stories: a socket-less fake). */
export function setLiveFeedFactory(factory: typeof makeFeed): void {
  makeFeed = factory;
}

/** Gives a shell a feed other than its socket's (tests and stories drive prices by hand). */
export function provideLiveFeed(shell: object, feed: LiveFeed): void {
  feeds.set(shell, feed);
}

/** The live feed of this shell's socket (one per tab). */
function useShellFeed(): LiveFeed {
  const shell = useShell();
  const queryClient = useQueryClient();
  let feed = feeds.get(shell);
  if (!feed) feeds.set(shell, (feed = makeFeed(shell, queryClient)));
  return feed;
}

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
  const feed = useShellFeed();
  const [settings, setSettings] = useSportsSettings(shell.store);
  const statistics = useStatistics();
  const slipStore = useSlipStore();
  const slip = useSlip(slipStore);
  const selectedIds = useMemo(() => slip.picks.map((p) => p.selectionId), [slip.picks]);
  const wide = useWide();

  if (statistics.data?.kind === 'maintenance')
    return <SportsMaintenanceView period={statistics.data.period} />;

  const context: SportsPageContext = {
    settings,
    setSettings,
    selectedIds,
    pick: (match, market, selection) =>
      slipStore.toggle({
        matchId: match.id,
        marketId: market.id,
        selectionId: selection.id,
        sid: match.sid,
        matchName: `${match.home.na} v ${match.away.na}`,
        marketName: market.name,
        label: selection.line ? `${selection.name} ${selection.line}` : selection.name,
        pickedPrice: selection.price,
      }),
  };

  return (
    <LiveFeedContext value={feed}>
      <SportsFrame
        title={t('title')}
        section={section}
        onSectionChange={(next) =>
          void navigate(next === 'matches' ? '/sports' : `/sports?view=${next}`)
        }
        nav={nav}
        wide={wide}
        slipCount={slip.picks.length}
        slip={<SlipContainer settings={settings} onSettingsChange={setSettings} />}
      >
        {children(context)}
      </SportsFrame>
    </LiveFeedContext>
  );
}
