import type { Market, Match, Selection } from '@touchline/api';
import { headlineMarket, type OddsFormat } from '@touchline/domain';
import { OutrightRow, type OutrightSelection } from '@touchline/ui';
import { memo } from 'react';
import { useWatchMatch } from '../live.ts';
import { labelOf } from '../matchRow.ts';
import { LivePriceCell } from './LivePriceCell.tsx';

export interface OutrightItemProps {
  /** An outright (domain `isOutright`): its headline market lists the field. */
  match: Match;
  format: OddsFormat;
  selectedIds: readonly string[];
  followed: boolean;
  onPick: (match: Match, market: Market, selection: Selection) => void;
  onFollowChange: (match: Match, followed: boolean) => void;
}

/**
 * An outright of the list: its competition, its market's title, when it is decided and its
 * field, each price with its own live subscription (as a match row's).
 */
export const OutrightItem = memo(function OutrightItem({
  match,
  format,
  selectedIds,
  followed,
  onPick,
  onFollowChange,
}: OutrightItemProps) {
  useWatchMatch(match.id);
  const market = headlineMarket(match);
  if (!market) return null;
  const selections: OutrightSelection[] = market.selections.map((s) => ({
    id: s.id,
    ...labelOf(s),
    price: s.price,
    suspended: market.status !== 'open' || s.status !== 'open',
  }));
  return (
    <OutrightRow
      league={match.lg.na}
      title={market.name}
      decidedAt={match.bt}
      selections={selections}
      selectedIds={selectedIds}
      format={format}
      followed={followed}
      onFollowChange={(next) => onFollowChange(match, next)}
      renderPrice={(odd, { props }) => {
        const selection = market.selections.find((s) => s.id === odd.id);
        return selection ? (
          <LivePriceCell
            selection={selection}
            market={market}
            props={props}
            onPick={(pickedMarket, picked) => onPick(match, pickedMarket, picked)}
          />
        ) : null;
      }}
    />
  );
});
