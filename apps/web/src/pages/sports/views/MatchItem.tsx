import type { Market, Match, Selection } from '@touchline/api';
import type { OddsFormat } from '@touchline/domain';
import { MatchRow, OddsCell, type MatchRowOdd, type OddsCellProps } from '@touchline/ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveFeed, useLiveScore, useLiveSelection, useWatchMatch } from '../live.ts';
import { headlineMarket } from '../model.ts';

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

/** One headline price with its own live subscription: a move re-renders this cell alone. */
function LivePrice({
  selection,
  market,
  props,
}: {
  selection: Selection;
  market: Market;
  props: OddsCellProps;
}) {
  const live = useLiveSelection(selection, market.id, market.status);
  return (
    <OddsCell
      {...props}
      price={live.price}
      suspended={live.marketStatus !== 'open' || live.status !== 'open'}
    />
  );
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
  const { t } = useTranslation('sports');
  const { store } = useLiveFeed();
  useWatchMatch(snapshot.id);
  const match = useLiveScore(snapshot);
  const market = headlineMarket(snapshot);
  const odds: MatchRowOdd[] =
    market?.selections.map((s) => ({
      id: s.id,
      label: s.line ? `${s.name} ${s.line}` : s.name,
      price: s.price,
      suspended: market.status !== 'open' || s.status !== 'open',
    })) ?? [];
  return (
    <MatchRow
      match={match}
      odds={odds}
      oddsTitle={market?.name}
      selectedIds={selectedIds}
      format={format}
      live={match.ms === 5}
      followed={followed}
      marketCount={match.marketCount}
      periodLabel={(period) => t('period', { period })}
      renderPrice={(odd, { props }) => {
        const selection = market?.selections.find((s) => s.id === odd.id);
        return market && selection ? (
          <LivePrice selection={selection} market={market} props={props} />
        ) : null;
      }}
      onSelect={(odd) => {
        const selection = market?.selections.find((s) => s.id === odd.id);
        if (!market || !selection) return;
        // the pick takes the price and status the cell shows now
        const live = store.selection(selection.id);
        onPick(
          match,
          { ...market, status: store.market(market.id) ?? market.status },
          live ? { ...selection, price: live.price, status: live.status } : selection,
        );
      }}
      onFollowChange={(next) => onFollowChange(snapshot, next)}
      onOpen={() => onOpen(snapshot)}
      {...(onWatch ? { onWatch: () => onWatch(snapshot) } : {})}
    />
  );
});
