import type { Market, Match, Selection } from '@touchline/api';
import type { OddsFormat } from '@touchline/domain';
import { MatchRow, type MatchRowOdd } from '@touchline/ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveMatch, useWatchMatch } from '../live.ts';
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

/**
 * A match of the list with its live prices and score: while the row is on screen it receives the
 * match's updates, and only this row re-renders when one of its prices moves.
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
  useWatchMatch(snapshot.id);
  const match = useLiveMatch(snapshot);
  const market = headlineMarket(match);
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
      onSelect={(odd) => {
        const selection = market?.selections.find((s) => s.id === odd.id);
        if (market && selection) onPick(match, market, selection);
      }}
      onFollowChange={(next) => onFollowChange(snapshot, next)}
      onOpen={() => onOpen(snapshot)}
      {...(onWatch ? { onWatch: () => onWatch(snapshot) } : {})}
    />
  );
});
