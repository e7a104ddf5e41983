import { formatMatchTime, type OddsFormat } from '@touchline/domain';
import { useEffect, useId, useRef, useState, type ComponentPropsWithRef } from 'react';
import type { UiMessageKey } from '../../i18n/messages.ts';
import { useUiText } from '../../i18n/useUiText.ts';
import { Badge, type BadgeTone } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { MoneyText } from '../MoneyText/index.ts';
import * as css from './BetCard.css.ts';
import { BetLegs, type BetLeg } from './BetLegs.tsx';
import { useTimeZone } from '../../i18n/timeZone.tsx';

export const BET_CARD_STATUSES = [
  'pending',
  'open',
  'won',
  'lost',
  'void',
  'cashed-out',
  'rejected',
] as const;
export type BetCardStatus = (typeof BET_CARD_STATUSES)[number];

/** Settled statuses show the payout instead of the potential return. */
export const BET_CARD_SETTLED_STATUSES: readonly BetCardStatus[] = [
  'won',
  'lost',
  'void',
  'cashed-out',
];

export const BET_CARD_STATUS_TONES = {
  pending: 'warning',
  open: 'neutral',
  won: 'success',
  lost: 'danger',
  void: 'neutral',
  'cashed-out': 'accent',
  rejected: 'danger',
} as const satisfies Record<BetCardStatus, BadgeTone>;

const STATUS_KEYS = {
  pending: 'betCardStatusPending',
  open: 'betCardStatusOpen',
  won: 'betCardStatusWon',
  lost: 'betCardStatusLost',
  void: 'betCardStatusVoid',
  'cashed-out': 'betCardStatusCashedOut',
  rejected: 'betCardStatusRejected',
} as const satisfies Record<BetCardStatus, UiMessageKey>;

/** A cash-out quote shows its remaining time in the warning colour from this many seconds. */
export const BET_CARD_EXPIRY_WARNING_SECONDS = 5;

/** One selection of a bet in My bets (the price it was accepted at). */
export type BetCardLeg = BetLeg;

export interface BetCardCashOut {
  /** What the player gets now; floored to 2 decimals when shown. */
  quote: string | number;
  /** When the quote stops being valid, epoch ms. */
  expiresAt: number;
  /** The current time, epoch ms (the app ticks it; stories fix it). */
  now: number;
}

export interface BetCardProps extends ComponentPropsWithRef<'article'> {
  betId: string;
  /** When the bet was placed, epoch ms. */
  placedAt: number;
  /** IANA zone of the placed time; the browser's when not given. */
  timeZone?: string;
  status: BetCardStatus;
  legs: readonly BetCardLeg[];
  stake: string | number;
  /** What the bet returns if it wins (open bets). */
  potentialReturn?: string | number | null;
  /** What the bet paid (settled bets). */
  payout?: string | number | null;
  currency?: string;
  format?: OddsFormat;
  /** The current cash-out offer, when there is one. */
  cashOut?: BetCardCashOut | null;
  /** Called after the player confirmed the cash-out. */
  onCashOut?: () => void;
  /** The cash-out is under way: the confirm button is busy. */
  cashingOut?: boolean;
}

/**
 * One bet of "my bets": its id, placed time, status (a word in a toned badge), legs, stake and
 * potential return or payout, and, when offered, a cash-out quote with its expiry and a
 * cash-out button that asks for confirmation before `onCashOut`.
 */
export function BetCard({
  betId,
  placedAt,
  timeZone,
  status,
  legs,
  stake,
  potentialReturn,
  payout,
  currency,
  format = 'decimal',
  cashOut,
  onCashOut,
  cashingOut = false,
  className,
  ...rest
}: BetCardProps) {
  const zone = useTimeZone(timeZone);
  const text = useUiText();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cashOutRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const list = legs ?? [];
  const settled = BET_CARD_SETTLED_STATUSES.includes(status);
  const knownStatus = BET_CARD_STATUSES.includes(status) ? status : 'pending';

  const msLeft =
    cashOut && Number.isFinite(cashOut.expiresAt) && Number.isFinite(cashOut.now)
      ? cashOut.expiresAt - cashOut.now
      : 0;
  const secondsLeft = Math.max(0, Math.ceil(msLeft / 1000));
  const expired = !cashOut || msLeft <= 0;
  // An offer that runs out ends the confirmation; a later offer starts from the button again.
  if (confirming && expired) setConfirming(false);
  const isConfirming = confirming && !expired;

  useEffect(() => {
    if (isConfirming) confirmRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      cashOutRef.current?.focus();
    }
  }, [isConfirming]);

  const kind = list.length > 1 ? `${text('slipParlay')} (${list.length})` : text('betCardSingle');

  const quote = cashOut ? <MoneyText amount={cashOut.quote} currency={currency} /> : null;

  return (
    <article
      {...rest}
      aria-labelledby={`${id}-title`}
      data-status={knownStatus}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      <div className={css.header}>
        <div>
          <h3 id={`${id}-title`} className={css.title}>
            {kind}
          </h3>
          <dl className={css.meta}>
            <div className={css.metaItem}>
              <dt>{text('betCardId')}</dt>
              <dd className={css.metaItem}>{betId}</dd>
            </div>
            <div className={css.metaItem}>
              <dt>{text('betCardPlacedAt')}</dt>
              <dd className={css.metaItem}>{formatMatchTime(placedAt, zone)}</dd>
            </div>
          </dl>
        </div>
        <Badge tone={BET_CARD_STATUS_TONES[knownStatus]} size="sm">
          {text(STATUS_KEYS[knownStatus])}
        </Badge>
      </div>

      <BetLegs legs={list} format={format} />

      <dl className={css.amounts}>
        <div className={css.amount}>
          <dt className={css.amountTerm}>{text('slipStake')}</dt>
          <dd className={css.amountValue}>
            <MoneyText amount={stake} currency={currency} />
          </dd>
        </div>
        {settled && payout !== undefined && payout !== null ? (
          <div className={css.amount}>
            <dt className={css.amountTerm}>{text('betCardPayout')}</dt>
            <dd className={css.amountValue}>
              <MoneyText
                amount={payout}
                currency={currency}
                tone={status === 'won' || status === 'cashed-out' ? 'positive' : 'default'}
              />
            </dd>
          </div>
        ) : !settled && potentialReturn !== undefined && potentialReturn !== null ? (
          <div className={css.amount}>
            <dt className={css.amountTerm}>{text('slipPotentialReturn')}</dt>
            <dd className={css.amountValue}>
              <MoneyText amount={potentialReturn} currency={currency} />
            </dd>
          </div>
        ) : null}
      </dl>

      {cashOut ? (
        <section className={css.cashOut} aria-labelledby={`${id}-cash-out`}>
          <p className={css.cashOutRow}>
            <span id={`${id}-cash-out`}>{text('betCardCashOutOffer')}</span>
            <strong>{quote}</strong>
          </p>
          <p
            className={[
              css.expiry,
              !expired && secondsLeft <= BET_CARD_EXPIRY_WARNING_SECONDS ? css.expirySoon : '',
            ].join(' ')}
          >
            {expired
              ? text('betCardOfferExpired')
              : `${text('betCardExpiresIn')} ${secondsLeft} ${text('betCardSeconds')}`}
          </p>
          {isConfirming ? (
            <div role="group" aria-labelledby={`${id}-question`} className={css.buttons}>
              <p id={`${id}-question`} className={css.question}>
                {text('betCardConfirmQuestion')} {quote}
              </p>
              <Button
                ref={confirmRef}
                className={css.grow}
                loading={cashingOut}
                onClick={() => {
                  if (!cashingOut) onCashOut?.();
                }}
              >
                {text('betCardConfirmCashOut')}
              </Button>
              <Button
                variant="solid"
                tone="neutral"
                className={css.grow}
                disabled={cashingOut}
                onClick={() => {
                  returnFocus.current = true;
                  setConfirming(false);
                }}
              >
                {text('betCardCancel')}
              </Button>
            </div>
          ) : (
            <Button
              ref={cashOutRef}
              variant="solid"
              tone="neutral"
              fullWidth
              disabled={expired || !onCashOut}
              onClick={() => setConfirming(true)}
            >
              {text('betCardCashOut')} {quote}
            </Button>
          )}
        </section>
      ) : null}
    </article>
  );
}
BetCard.displayName = 'BetCard';
