import type { Market, Match, Selection } from '@touchline/api';
import { headlineMarket, isLive, type OddsFormat } from '@touchline/domain';
import { MatchRow, usePeriodName, type MatchRowOdd } from '@touchline/ui';
import { memo } from 'react';
import { useLiveScore, useWatchMatch } from '../live.ts';
import { labelOf, matchRowOf } from '../matchRow.ts';
import { LivePriceCell } from './LivePriceCell.tsx';

export interface MatchItemProps {
  match: Match;
  format: OddsFormat;
  selectedIds: readonly string[];
  followed: boolean;
  onPick: (match: Match, market: Market, selection: Selection) => void;
  onFollowChange: (match: Match, followed: boolean) => void;
  onOpen: (match: Match) => void;
  onWatch?: (match: Match) => void;
}

/**
 * A match of the list with its live prices and score: while the row is on screen it receives the
 * match's updates. The row re-renders for its score; each price cell (the row's `renderPrice`
 * slot) subscribes to its own price, so a price move re-renders that cell only.
 */
export const MatchItem = memo(function MatchItem({
  match: snapshot,
  format,
  selectedIds,
  followed,
  onPick,
  onFollowChange,
  onOpen,
  onWatch,
}: MatchItemProps) {
  const periodName = usePeriodName();
  useWatchMatch(snapshot.id);
  const match = useLiveScore(snapshot);
  const market = headlineMarket(snapshot);
  const odds: MatchRowOdd[] =
    market?.selections.map((s) => ({
      id: s.id,
      ...labelOf(s),
      price: s.price,
      suspended: market.status !== 'open' || s.status !== 'open',
    })) ?? [];
  return (
    <MatchRow
      {...matchRowOf(match, periodName)}
      odds={odds}
      oddsTitle={market?.name}
      selectedIds={selectedIds}
      format={format}
      live={isLive(match)}
      followed={followed}
      marketCount={match.marketCount}
      renderPrice={(odd, { props }) => {
        const selection = market?.selections.find((s) => s.id === odd.id);
        return market && selection ? (
          <LivePriceCell
            selection={selection}
            market={market}
            props={props}
            // the pick is the price the player pressed, as the cell shows it
            onPick={(pickedMarket, picked) => onPick(match, pickedMarket, picked)}
          />
        ) : null;
      }}
      onFollowChange={(next) => onFollowChange(snapshot, next)}
      onOpen={() => onOpen(snapshot)}
      {...(onWatch ? { onWatch: () => onWatch(snapshot) } : {})}
    />
  );
});
