import type { PushOrder } from '@touchline/api';
import {
  formatMinor,
  formatOdds,
  potentialReturn,
  type OddsChangePolicy,
  type OddsFormat,
} from '@touchline/domain';
import {
  Button,
  Dialog,
  formatMoney,
  Input,
  Link,
  MoneyText,
  ODDS_CHANGE_POLICY_KEYS,
  useUiLanguage,
  useUiText,
} from '@touchline/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './RoomOrders.css.ts';

/** Where a followed bet is found. */
export const MY_BETS_PATH = '/sports?view=bets';

/** The member's balance as a row of a dialog's summary; nothing while it is unknown. */
function BalanceRow({ balance, currency }: { balance: string | null; currency?: string }) {
  const { t } = useTranslation('live');
  if (balance === null) return null;
  return (
    <>
      <dt className={css.term}>{t('orders.balance')}</dt>
      <dd className={css.summaryValue}>
        <MoneyText amount={balance} currency={currency} />
      </dd>
    </>
  );
}

/**
 * A money dialog's end: why the last try was refused (read out at once), then cancel and the
 * confirming button (a form's submit when `onConfirm` is not given).
 */
function ConfirmFooter({
  refusal,
  submitting,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  refusal: string | null;
  submitting: boolean;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm?: () => void;
}) {
  const { t } = useTranslation('live');
  return (
    <>
      {refusal ? (
        <p className={css.error} role="alert">
          {refusal}
        </p>
      ) : null}
      <Dialog.Footer>
        <Button variant="ghost" onClick={onCancel}>
          {t('orders.cancel')}
        </Button>
        <Button
          {...(onConfirm ? { onClick: onConfirm } : { type: 'submit' as const })}
          variant="solid"
          tone="accent"
          loading={submitting}
        >
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </>
  );
}

export interface RoomOrdersFollowDialogProps {
  /** The order being followed; the dialog is open while it is set. */
  order: PushOrder | null;
  stake: string;
  onStakeChange: (stake: string) => void;
  /** What is wrong with the stake, translated; shown once it matters. */
  stakeError: string | null;
  /** The stake range, in the wallet's minor units. */
  limits: { minMinor: bigint; maxMinor: bigint };
  balance: string | null;
  currency?: string;
  format: OddsFormat;
  /** The member's odds-change setting, sent with the follow. */
  policy: OddsChangePolicy;
  submitting: boolean;
  /** Why the last follow was refused, translated. */
  refusal: string | null;
  /** The follow was placed: the dialog says so. */
  done: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The follow confirmation: the pick at its price, the stake, the odds-change setting. */
export function RoomOrdersFollowDialog({
  order,
  stake,
  onStakeChange,
  stakeError,
  limits,
  balance,
  currency,
  format,
  policy,
  submitting,
  refusal,
  done,
  onConfirm,
  onClose,
}: RoomOrdersFollowDialogProps) {
  const { t } = useTranslation('live');
  const ui = useUiText();
  const language = useUiLanguage();
  const money = (amount: string) => formatMoney(amount, { language, currency });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog.Root open={order !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {order ? (
        <Dialog.Content title={t('orders.followTitle')} size="sm">
          {done ? (
            <div className={css.dialogBody}>
              <p className={css.success} role="status">
                {t('orders.followed')}
              </p>
              <Link href={MY_BETS_PATH}>{t('orders.myBets')}</Link>
              <Dialog.Footer>
                <Button variant="solid" tone="accent" onClick={onClose}>
                  {t('orders.done')}
                </Button>
              </Dialog.Footer>
            </div>
          ) : (
            <form className={css.dialogBody} onSubmit={submit} noValidate>
              <dl className={css.summary}>
                <dt className={css.term}>{t('orders.match')}</dt>
                <dd className={css.summaryValue}>{order.matchName}</dd>
                <dt className={css.term}>{t('orders.market')}</dt>
                <dd className={css.summaryValue}>{order.marketName}</dd>
                <dt className={css.term}>{t('orders.selection')}</dt>
                <dd className={css.summaryValue}>{order.selectionName}</dd>
                <dt className={css.term}>{t('orders.price')}</dt>
                <dd className={`${css.summaryValue} ${css.price}`}>
                  {order.price === null ? '-' : formatOdds(order.price, format)}
                </dd>
                <BalanceRow balance={balance} currency={currency} />
              </dl>
              <Input
                label={t('orders.stake')}
                mode="decimal"
                maxDecimals={2}
                value={stake}
                onValueChange={onStakeChange}
                error={stakeError ?? undefined}
                hint={
                  stakeError
                    ? undefined
                    : t('orders.stakeRange', {
                        min: money(formatMinor(limits.minMinor)),
                        max: money(formatMinor(limits.maxMinor)),
                      })
                }
                autoComplete="off"
              />
              <dl className={css.summary}>
                <dt className={css.term}>{t('orders.potentialReturn')}</dt>
                <dd className={css.summaryValue}>
                  {order.price !== null && !stakeError && stake.trim() !== ''
                    ? money(potentialReturn(stake, order.price))
                    : '-'}
                </dd>
                <dt className={css.term}>{ui('oddsChangeLabel')}</dt>
                <dd className={css.summaryValue}>{ui(ODDS_CHANGE_POLICY_KEYS[policy])}</dd>
              </dl>
              <ConfirmFooter
                refusal={refusal}
                submitting={submitting}
                confirmLabel={t('orders.confirmFollow')}
                onCancel={onClose}
              />
            </form>
          )}
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}

export interface RoomOrdersPayDialogProps {
  open: boolean;
  /** The fee in the viewer's currency. */
  fee: string;
  currency: string;
  balance: string | null;
  submitting: boolean;
  refusal: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Paying a paid room's fee: the price in the viewer's currency, shown before paying. */
export function RoomOrdersPayDialog({
  open,
  fee,
  currency,
  balance,
  submitting,
  refusal,
  onConfirm,
  onClose,
}: RoomOrdersPayDialogProps) {
  const { t } = useTranslation('live');
  const language = useUiLanguage();
  const price = formatMoney(fee, { language, currency });
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Content title={t('orders.payTitle')} size="sm">
        <div className={css.dialogBody}>
          <p className={css.analysis}>{t('orders.payText', { fee: price })}</p>
          <dl className={css.summary}>
            <dt className={css.term}>{t('orders.fee')}</dt>
            <dd className={css.summaryValue}>
              <MoneyText amount={fee} currency={currency} />
            </dd>
            <BalanceRow balance={balance} currency={currency} />
          </dl>
          <ConfirmFooter
            refusal={refusal}
            submitting={submitting}
            confirmLabel={t('orders.payConfirm', { fee: price })}
            onCancel={onClose}
            onConfirm={onConfirm}
          />
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
