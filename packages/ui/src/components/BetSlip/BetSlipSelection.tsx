import type { OddsFormat } from '@touchline/domain';
import type { ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/index.ts';
import * as css from './BetSlip.css.ts';
import { BetSlipPrice } from './BetSlipPrice.tsx';
import type { BetSlipSelection as Selection } from './types.ts';

export interface BetSlipSelectionProps {
  selection: Selection;
  format?: OddsFormat;
  /** Offers a remove button named after the pick. */
  onRemove?: (id: string) => void;
  /** What goes under the pick: its stake, the reserve choice. */
  children?: ReactNode;
}

/** One pick of the slip (a list item): the pick, market and match, its price, its status. */
export function BetSlipSelection({
  selection: pick,
  format = 'decimal',
  onRemove,
  children,
}: BetSlipSelectionProps) {
  const text = useUiText();
  const status = pick.status ?? 'open';
  return (
    <li className={css.item} data-status={status}>
      <div className={css.itemHead}>
        <div className={css.itemText}>
          <span className={css.itemLabel}>{pick.label}</span>
          <span className={css.itemMarket}>{pick.market}</span>
          <span className={css.itemMatch}>{pick.match}</span>
        </div>
        <BetSlipPrice price={pick.price} pickedPrice={pick.pickedPrice} format={format} />
        {onRemove ? (
          <IconButton
            size="sm"
            label={`${text('slipRemove')}: ${pick.label}`}
            icon={<Icon name="close" className={css.icon} />}
            onClick={() => onRemove(pick.id)}
          />
        ) : null}
      </div>
      {status !== 'open' ? (
        <span className={css.itemStatus}>
          {status === 'suspended' ? text('suspended') : text('marketGroupClosed')}
        </span>
      ) : null}
      {children}
    </li>
  );
}
BetSlipSelection.displayName = 'BetSlip.Selection';
