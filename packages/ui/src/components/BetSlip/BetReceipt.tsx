import { formatOdds, sumAmounts, type OddsFormat } from '@touchline/domain';
import { useEffect, useId, useRef, type ComponentPropsWithRef } from 'react';
import type { UiMessageKey } from '../../i18n/messages.ts';
import { useUiText } from '../../i18n/useUiText.ts';
import { Badge, type BadgeTone } from '../Badge/index.ts';
import { BetLegs, type BetLeg } from '../BetCard/BetLegs.tsx';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { MoneyText } from '../MoneyText/index.ts';
import * as css from './BetReceipt.css.ts';
import { BetSlipSummary } from './BetSlipSummary.tsx';

/** Where a placed bet stands when the receipt is shown. */
export const BET_RECEIPT_STATUSES = ['accepted', 'pending', 'rejected'] as const;
export type BetReceiptStatus = (typeof BET_RECEIPT_STATUSES)[number];

const STATUS_KEYS = {
  accepted: 'receiptStatusAccepted',
  pending: 'receiptStatusPending',
  rejected: 'receiptStatusRejected',
} as const satisfies Record<BetReceiptStatus, UiMessageKey>;

const STATUS_TONES = {
  accepted: 'success',
  pending: 'warning',
  rejected: 'danger',
} as const satisfies Record<BetReceiptStatus, BadgeTone>;

/** One selection of a placed bet, at the price it was taken at. */
export type BetReceiptLeg = BetLeg;

/** One placed bet: a single or a parlay, as the server answered it. */
export interface BetReceiptBet {
  /** The bet's reference (order id), as the server gave it. */
  id: string;
  kind: 'single' | 'parlay';
  status: BetReceiptStatus;
  legs: readonly BetReceiptLeg[];
  /** The decimal price taken (a parlay's combined price). */
  price: number | null;
  /** Decimal text, as the server answered. */
  stake: string;
  /** Decimal text, as the server answered. */
  potentialReturn: string;
}

export interface BetReceiptProps extends ComponentPropsWithRef<'section'> {
  bets: readonly BetReceiptBet[];
  currency?: string;
  format?: OddsFormat;
  /** Puts the placed selections back in the slip (offered when given). */
  onKeepSelections?: () => void;
  /** Closes the receipt: the slip goes on without the placed selections. */
  onDone: () => void;
  headingLevel?: 2 | 3;
  /** Moves the focus to the receipt's heading when it appears (default), so it is read out. */
  focusOnShow?: boolean;
}

/**
 * What was placed: each bet with its selections at the prices taken, its stake, potential
 * return and reference, and where it stands (accepted, awaiting confirmation, not accepted);
 * the totals of several bets; then the player's choice to keep the selections for another bet
 * or to be done. Amounts and prices are shown as the server answered them, through domain's
 * exact formatters. The heading takes the focus when it appears, so it is read out.
 */
export function BetReceipt({
  bets,
  currency,
  format = 'decimal',
  onKeepSelections,
  onDone,
  headingLevel = 2,
  focusOnShow = true,
  className,
  ...rest
}: BetReceiptProps) {
  const text = useUiText();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';

  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);

  const taken = bets.filter((b) => b.status !== 'rejected');
  const title = text(taken.length > 1 ? 'receiptPlacedMany' : 'receiptPlacedOne');
  const odds = (price: number | null) =>
    typeof price === 'number' ? formatOdds(price, format) : '-';

  return (
    <section
      {...rest}
      aria-labelledby={`${id}-title`}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      <Heading id={`${id}-title`} ref={headingRef} tabIndex={-1} className={css.title}>
        <Icon name="check-circle" className={css.titleIcon} />
        {title}
      </Heading>
      <ul className={css.bets}>
        {bets.map((bet) => (
          <li key={bet.id} className={css.bet} data-status={bet.status}>
            <div className={css.betHead}>
              <Sub className={css.betKind}>
                {bet.kind === 'parlay'
                  ? `${text('slipParlay')} (${bet.legs.length})`
                  : text('betCardSingle')}
              </Sub>
              <Badge tone={STATUS_TONES[bet.status]} size="sm">
                {text(STATUS_KEYS[bet.status])}
              </Badge>
            </div>
            <BetLegs legs={bet.legs} format={format} />
            <dl className={css.facts}>
              {bet.kind === 'parlay' ? (
                <div className={css.fact}>
                  <dt className={css.factTerm}>{text('receiptOddsTaken')}</dt>
                  <dd className={css.factValue}>{odds(bet.price)}</dd>
                </div>
              ) : null}
              <div className={css.fact}>
                <dt className={css.factTerm}>{text('slipStake')}</dt>
                <dd className={css.factValue}>
                  <MoneyText amount={bet.stake} currency={currency} />
                </dd>
              </div>
              {bet.status !== 'rejected' ? (
                <div className={css.fact}>
                  <dt className={css.factTerm}>{text('slipPotentialReturn')}</dt>
                  <dd className={css.factValue}>
                    <MoneyText amount={bet.potentialReturn} currency={currency} />
                  </dd>
                </div>
              ) : null}
              <div className={css.fact}>
                <dt className={css.factTerm}>{text('receiptReference')}</dt>
                <dd className={css.reference}>{bet.id}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {taken.length > 1 ? (
        <BetSlipSummary
          totalStake={sumAmounts(taken.map((b) => b.stake))}
          potentialReturn={sumAmounts(taken.map((b) => b.potentialReturn))}
          currency={currency}
        />
      ) : null}
      {bets.some((b) => b.status === 'pending') ? (
        <p className={css.note}>{text('receiptPendingNote')}</p>
      ) : null}
      {bets.some((b) => b.status === 'rejected') ? (
        <p className={css.note}>{text('receiptRejectedNote')}</p>
      ) : null}
      <div className={css.actions}>
        {onKeepSelections ? (
          <Button variant="outline" tone="neutral" size="lg" onClick={onKeepSelections}>
            {text('receiptKeep')}
          </Button>
        ) : null}
        <Button size="lg" onClick={onDone}>
          {text('receiptDone')}
        </Button>
      </div>
    </section>
  );
}
BetReceipt.displayName = 'BetReceipt';
