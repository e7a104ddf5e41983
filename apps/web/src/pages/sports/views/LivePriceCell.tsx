import type { Market, Selection } from '@touchline/api';
import { OddsCell, type OddsCellProps } from '@touchline/ui';
import { useLivePrice } from '../live.ts';

/**
 * One price in MatchRow's `renderPrice` slot, with its own live subscription: a move re-renders
 * this cell alone. A press picks the price and status the cell shows, as they are now.
 */
export function LivePriceCell({
  selection,
  market,
  props,
  onPick,
}: {
  selection: Selection;
  market: Market;
  props: OddsCellProps;
  onPick?: (market: Market, selection: Selection) => void;
}) {
  const live = useLivePrice(selection, market.id, market.status);
  return (
    <OddsCell
      {...props}
      price={live.price}
      suspended={live.marketStatus !== 'open' || live.status !== 'open'}
      {...(onPick
        ? {
            onClick: () =>
              onPick(
                { ...market, status: live.marketStatus },
                { ...selection, price: live.price, status: live.status },
              ),
          }
        : {})}
    />
  );
}
