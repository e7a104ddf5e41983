import { formatOdds, type OddsFormat } from '@touchline/domain';
import { useUiText } from '../../i18n/useUiText.ts';
import * as css from './BetLegs.css.ts';

/** One selection of a bet, at the price it was taken at. */
export interface BetLeg {
  id: string;
  /** The match, e.g. `Arsenal v Chelsea`. */
  match: string;
  market: string;
  /** The pick, e.g. `Arsenal`, `Over 2.5`. */
  selection: string;
  /** The decimal price the leg was taken at. */
  price: number | null;
}

/**
 * A bet's selections, each with its price, market and match: the one list of a placed bet's legs,
 * in My bets' cards and in the slip's receipt.
 */
export function BetLegs({ legs, format }: { legs: readonly BetLeg[]; format: OddsFormat }) {
  const text = useUiText();
  return (
    <ul className={css.legs} aria-label={text('betCardLegs')}>
      {legs.map((leg) => (
        <li key={leg.id} className={css.leg}>
          <span className={css.legSelection}>{leg.selection}</span>
          <span className={css.legPrice}>
            {typeof leg.price === 'number' ? formatOdds(leg.price, format) : '-'}
          </span>
          <span className={css.legMarket}>{leg.market}</span>
          <span className={css.legMatch}>{leg.match}</span>
        </li>
      ))}
    </ul>
  );
}
