import { formatOdds } from '@touchline/domain';
import type { UiMessageKey } from '../../i18n/messages.ts';
import { useUiText } from '../../i18n/useUiText.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { Input } from '../Input/index.ts';
import * as css from './BetSlip.css.ts';
import { cleanAmount } from './BetSlipStake.tsx';
import type { BetSlipReserveProblem } from './types.ts';

const RESERVE_PROBLEM_KEYS = {
  missing: 'slipReservePriceMissing',
  invalid: 'slipReservePriceInvalid',
  'not-better': 'slipReservePriceNotBetter',
} as const satisfies Record<BetSlipReserveProblem, UiMessageKey>;

export interface BetSlipReserveProps {
  /** The reserve choice. */
  on: boolean;
  onChange: (on: boolean) => void;
  /** The wanted odds as typed. */
  price: string;
  onPriceChange: (typed: string) => void;
  /** The pick's current decimal price (the field's placeholder). */
  currentPrice?: number | null;
  /** What is wrong with the wanted odds (given by the app), said under the field. */
  problem?: BetSlipReserveProblem | null;
}

/** The choice to reserve a single at better odds, and the odds wanted. */
export function BetSlipReserve({
  on,
  onChange,
  price,
  onPriceChange,
  currentPrice,
  problem = null,
}: BetSlipReserveProps) {
  const text = useUiText();
  return (
    <div className={css.reserve}>
      <Checkbox
        label={text('slipReserveToggle')}
        hint={text('slipReserveHint')}
        checked={on}
        onCheckedChange={onChange}
      />
      {on ? (
        <Input
          label={text('slipReservePrice')}
          mode="decimal"
          maxDecimals={2}
          autoComplete="off"
          placeholder={
            typeof currentPrice === 'number' ? formatOdds(currentPrice, 'decimal') : undefined
          }
          value={price}
          onValueChange={(typed) => onPriceChange(cleanAmount(typed))}
          {...(problem === 'missing'
            ? { hint: text(RESERVE_PROBLEM_KEYS.missing) }
            : problem
              ? { error: text(RESERVE_PROBLEM_KEYS[problem]) }
              : {})}
        />
      ) : null}
    </div>
  );
}
BetSlipReserve.displayName = 'BetSlip.Reserve';
