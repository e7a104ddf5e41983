import { decimalOnly, limitDecimals } from '@touchline/domain';
import type { ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Input } from '../Input/index.ts';
import { MoneyText } from '../MoneyText/index.ts';
import * as css from './BetSlip.css.ts';

export interface BetSlipStakeProps {
  /** The field's label (a single names its pick for screen readers). */
  label: ReactNode;
  value: string;
  /** Called with what was typed, kept to digits and one dot with two decimals at most. */
  onValueChange: (value: string) => void;
  minStake?: string | number;
  maxStake?: string | number;
  currency?: string | undefined;
  /** A single's return if it wins, shown beside the field (decimal text, given by the app). */
  potentialReturn?: string;
  /** Marks the field (`data-stake`): a selection id, or `parlay`. */
  stakeKey?: string;
}

/** Typed text as a stake: digits and one dot, two decimals at most. */
export const cleanAmount = (typed: string) => limitDecimals(decimalOnly(typed), 2);

const given = (value: string | number | undefined): value is string | number =>
  value !== undefined && value !== '';

/** A stake field with the stake limits as its hint, and a single's return beside it. */
export function BetSlipStake({
  label,
  value,
  onValueChange,
  minStake,
  maxStake,
  currency,
  potentialReturn,
  stakeKey,
}: BetSlipStakeProps) {
  const text = useUiText();
  const limits =
    given(minStake) || given(maxStake) ? (
      <>
        {given(minStake) ? (
          <span className={css.limit}>
            {text('slipMinStake')} <MoneyText amount={minStake} currency={currency} />
          </span>
        ) : null}
        {given(minStake) && given(maxStake) ? ' · ' : null}
        {given(maxStake) ? (
          <span className={css.limit}>
            {text('slipMaxStake')} <MoneyText amount={maxStake} currency={currency} />
          </span>
        ) : null}
      </>
    ) : undefined;
  const single = potentialReturn !== undefined;
  const field = (
    <Input
      className={single ? css.stakeField : undefined}
      label={label}
      mode="decimal"
      maxDecimals={2}
      autoComplete="off"
      placeholder="0.00"
      value={value}
      hint={limits}
      suffix={currency}
      onValueChange={(typed) => onValueChange(cleanAmount(typed))}
      data-stake={stakeKey}
    />
  );
  if (!single) return field;
  return (
    <div className={css.stakeRow}>
      {field}
      <span className={css.stakeReturn}>
        {text('slipPotentialReturn')}
        <MoneyText className={css.stakeReturnValue} amount={potentialReturn} currency={currency} />
      </span>
    </div>
  );
}
BetSlipStake.displayName = 'BetSlip.Stake';
