import { formatOdds, priceMovement, type OddsFormat } from '@touchline/domain';
import { useUiText } from '../../i18n/useUiText.ts';
import { Icon } from '../Icon/index.ts';
import * as css from './BetSlip.css.ts';

export interface BetSlipPriceProps {
  /** The current decimal price; null shows `-`. */
  price: number | null;
  /** The price when it was picked; a different current price shows the move and the old price. */
  pickedPrice?: number | null;
  format?: OddsFormat;
}

/** A pick's price in the slip: ▲/▼ with the price it was when it moved since it was picked. */
export function BetSlipPrice({ price, pickedPrice, format = 'decimal' }: BetSlipPriceProps) {
  const text = useUiText();
  const now = typeof price === 'number' ? formatOdds(price, format) : '-';
  const move = typeof price === 'number' ? priceMovement(pickedPrice, price) : null;
  return (
    <span className={css.price} data-movement={move ?? undefined}>
      <span className={css.priceNow}>
        {now}
        {move ? (
          <>
            <Icon name={move === 'up' ? 'price-up' : 'price-down'} className={css.arrow[move]} />
            <span className={css.srOnly}>{text(move === 'up' ? 'priceUp' : 'priceDown')}</span>
          </>
        ) : null}
      </span>
      {move && typeof pickedPrice === 'number' ? (
        <span className={css.priceWas}>
          <span className={css.srOnly}>{text('slipPreviousPrice')} </span>
          {formatOdds(pickedPrice, format)}
        </span>
      ) : null}
    </span>
  );
}
BetSlipPrice.displayName = 'BetSlip.Price';
