import { compareAmounts } from '@touchline/domain';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Badge } from '../Badge/index.ts';
import { MoneyText } from '../MoneyText/index.ts';
import * as css from './RewardTable.css.ts';

export const REWARD_TABLE_THRESHOLD_KINDS = ['money', 'count', 'text'] as const;
export type RewardTableThresholdKind = (typeof REWARD_TABLE_THRESHOLD_KINDS)[number];

export interface RewardTier {
  /** A stable key; the position is used when missing. */
  id?: string | number;
  /**
   * What must be reached: an amount of money or a count (bets, friends, days); with the `text`
   * kind, the condition in words ("Deposit 100 or more").
   */
  threshold: number | string;
  /** The reward in money, floored to `decimals` places; null when it is not money (see `note`). */
  reward: number | string | null;
  /** More about the reward, e.g. "+ 1 free bet". */
  note?: ReactNode;
}

export interface RewardTableProps extends Omit<ComponentPropsWithRef<'table'>, 'children'> {
  tiers: readonly RewardTier[];
  /** The player's progress; the highest tier it reaches is highlighted as theirs. */
  current?: number | string;
  thresholdKind?: RewardTableThresholdKind;
  currency?: string;
  decimals?: number;
  caption?: ReactNode;
  /** Column headings: "Target" and "Reward" by default. */
  thresholdLabel?: ReactNode;
  rewardLabel?: ReactNode;
}

/**
 * The index of the highest tier that `current` reaches, compared exactly (never as floats);
 * -1 when it reaches none or is not a number.
 */
export function reachedTierIndex(
  tiers: readonly RewardTier[],
  current: number | string | undefined,
): number {
  if (current === undefined) return -1;
  let best = -1;
  tiers.forEach((tier, i) => {
    const reached = compareAmounts(current, tier.threshold);
    if (reached === null || reached < 0) return;
    if (best < 0 || (compareAmounts(tier.threshold, tiers[best]!.threshold) ?? 0) > 0) best = i;
  });
  return best;
}

/** A campaign's reward tiers: what to reach and what it pays, with the player's tier marked. */
export function RewardTable({
  tiers,
  current,
  thresholdKind = 'money',
  currency,
  decimals = 2,
  caption,
  thresholdLabel,
  rewardLabel,
  className,
  ...rest
}: RewardTableProps) {
  const t = useUiText();
  const reached = reachedTierIndex(tiers, current);
  return (
    <table {...rest} className={[css.root, className].filter(Boolean).join(' ')}>
      {caption ? <caption className={css.caption}>{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col" className={css.headCell}>
            {thresholdLabel ?? t('rewardTableTarget')}
          </th>
          <th scope="col" className={css.headCell}>
            {rewardLabel ?? t('rewardTableReward')}
          </th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, i) => (
          <tr
            key={tier.id ?? i}
            className={css.row}
            aria-current={i === reached ? 'true' : undefined}
          >
            <th scope="row" className={css.cell}>
              <span className={css.threshold}>
                {thresholdKind === 'money' ? (
                  <MoneyText amount={tier.threshold} currency={currency} decimals={decimals} />
                ) : thresholdKind === 'count' ? (
                  <MoneyText amount={tier.threshold} decimals={0} />
                ) : (
                  tier.threshold
                )}
                {i === reached && (
                  <Badge tone="accent" size="sm">
                    {t('rewardTableCurrent')}
                  </Badge>
                )}
              </span>
            </th>
            <td className={css.rewardCell}>
              <span className={css.reward}>
                {tier.reward !== null && (
                  <MoneyText
                    className={css.amount}
                    amount={tier.reward}
                    currency={currency}
                    decimals={decimals}
                  />
                )}
                {tier.note ? <span className={css.note}>{tier.note}</span> : null}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
RewardTable.displayName = 'RewardTable';
