import { useUiText } from '../../i18n/useUiText.ts';
import { MoneyText } from '../MoneyText/index.ts';
import * as css from './BetSlip.css.ts';

export interface BetSlipSummaryProps {
  /** What the slip takes from the wallet (decimal text, given by the app). */
  totalStake: string;
  /** What the slip returns if it wins (decimal text, given by the app). */
  potentialReturn: string;
  currency?: string | undefined;
}

/** The slip's totals: the stake it takes and what it returns. */
export function BetSlipSummary({ totalStake, potentialReturn, currency }: BetSlipSummaryProps) {
  const text = useUiText();
  return (
    <dl className={css.summary}>
      <div className={css.row}>
        <dt className={css.rowTerm}>{text('slipTotalStake')}</dt>
        <dd className={css.rowValue}>
          <MoneyText amount={totalStake} currency={currency} />
        </dd>
      </div>
      <div className={css.row}>
        <dt className={css.rowTerm}>{text('slipPotentialReturn')}</dt>
        <dd className={css.rowValue}>
          <MoneyText amount={potentialReturn} currency={currency} size="lg" />
        </dd>
      </div>
    </dl>
  );
}
BetSlipSummary.displayName = 'BetSlip.Summary';
