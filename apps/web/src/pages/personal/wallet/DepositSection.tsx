import { CODES, isApiError, type CallData, type memberCalls } from '@touchline/api';
import {
  cashierQuickAmounts,
  checkCashierAmount,
  formatMinor,
  parseAmountToMinor,
} from '@touchline/domain';
import { Button, Input, MoneyText, Select } from '@touchline/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateDeposit } from '../../../data/mutations/cashier.ts';
import { MutationFailure } from '../../parts.tsx';
import { useAmountText, useAttemptKey } from './parts.tsx';
import * as css from './wallet.css.ts';

type PaymentMethod = CallData<(typeof memberCalls)['listPaymentMethods']>[number];
type Deposit = CallData<(typeof memberCalls)['createDeposit']>;

/** Sends the player to the provider's payment page (a new tab: the site stays where it is). */
function openPaymentPage(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * Pay in: a method of the provider, an amount within its limits (checked before sending, with
 * domain's rule), quick amounts, and what it came to. A retry of the same amount and method
 * keeps the attempt's key, so it never pays twice; a refusal keeps what was typed.
 */
export function DepositSection({
  methods,
  walletCurrency,
}: {
  methods: readonly PaymentMethod[];
  walletCurrency: string;
}) {
  const { t } = useTranslation('wallet');
  const amountText = useAmountText();
  const id = useId();
  const deposit = useCreateDeposit();
  const attempt = useAttemptKey('deposit');
  const [methodId, setMethodId] = useState(methods[0]?.methodId ?? '');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [result, setResult] = useState<Deposit | null>(null);
  const method = methods.find((m) => m.methodId === methodId) ?? methods[0];
  if (!method) return null;
  const minMinor = parseAmountToMinor(method.min) ?? 0n;
  const maxMinor = parseAmountToMinor(method.max) ?? 0n;
  const currency = method.currency;

  const check = (minor: bigint | null): string | undefined => {
    if (minor === null || minor <= 0n) return t('amountInvalid');
    if (minor < minMinor) return t('depositBelowMin', { amount: amountText(method.min), currency });
    if (minor > maxMinor) return t('depositAboveMax', { amount: amountText(method.max), currency });
    const rule = checkCashierAmount('deposit', walletCurrency, minor);
    if (rule.ok) return undefined;
    if (rule.reason === 'notPositive') return t('amountInvalid');
    return t(rule.reason === 'belowMin' ? 'depositBelowMin' : 'depositAboveMax', {
      amount: amountText(formatMinor(rule.limitMinor)),
      currency,
    });
  };

  const send = (minor: bigint) => {
    const request = { methodId: method.methodId, amount: formatMinor(minor) };
    setResult(null);
    deposit.mutate(
      { ...request, idempotencyKey: attempt.keyFor(`${request.methodId}:${request.amount}`) },
      {
        onSuccess: (answer) => {
          setResult(answer);
          // a pending deposit is asked about again with its key; the others are over
          if (answer.status !== 'pending') {
            attempt.done();
            if (answer.status === 'completed') setAmount('');
          }
          if (answer.status === 'pending' && answer.redirectUrl)
            openPaymentPage(answer.redirectUrl);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === CODES.idempotencyKeyReused) attempt.done();
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = parseAmountToMinor(amount);
    const problem = check(minor);
    setAmountError(problem);
    if (problem || minor === null) return;
    send(minor);
  };

  const quick = cashierQuickAmounts(minMinor, maxMinor);

  return (
    <section className={css.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={css.heading}>
        {t('deposit.heading')}
      </h2>
      <form className={css.form} onSubmit={submit} noValidate>
        <Select
          label={t('deposit.method')}
          value={method.methodId}
          options={methods.map((m) => ({ value: m.methodId, label: m.name }))}
          onValueChange={(next) => {
            setMethodId(next);
            setAmountError(undefined);
          }}
        />
        <Input
          label={t('deposit.amount')}
          mode="decimal"
          maxDecimals={2}
          value={amount}
          onValueChange={(next) => {
            setAmount(next);
            setAmountError(undefined);
          }}
          hint={t('limits', {
            min: amountText(method.min),
            max: amountText(method.max),
            currency,
          })}
          error={amountError}
          suffix={currency}
          autoComplete="off"
        />
        {quick.length > 0 ? (
          <div className={css.chips} role="group" aria-label={t('deposit.quickAmounts')}>
            {quick.map((minor) => {
              const text = formatMinor(minor);
              return (
                <Button
                  key={text}
                  type="button"
                  size="sm"
                  variant={parseAmountToMinor(amount) === minor ? 'solid' : 'outline'}
                  aria-pressed={parseAmountToMinor(amount) === minor}
                  onClick={() => {
                    setAmount(text);
                    setAmountError(undefined);
                  }}
                >
                  <MoneyText amount={text} currencyDisplay="none" decimals={0} />
                </Button>
              );
            })}
          </div>
        ) : null}
        <MutationFailure mutation={deposit} />
        <div className={css.row}>
          <Button type="submit" loading={deposit.isPending}>
            {t('deposit.submit')}
          </Button>
        </div>
      </form>
      {result ? (
        <DepositResult
          result={result}
          currency={currency}
          onCheckAgain={() => {
            const minor = parseAmountToMinor(result.amount);
            if (minor !== null) send(minor);
          }}
          checking={deposit.isPending}
        />
      ) : null}
    </section>
  );
}

function DepositResult({
  result,
  currency,
  onCheckAgain,
  checking,
}: {
  result: Deposit;
  currency: string;
  onCheckAgain: () => void;
  checking: boolean;
}) {
  const { t } = useTranslation('wallet');
  const title = {
    completed: t('deposit.completed'),
    pending: t('deposit.pending'),
    failed: t('deposit.failed'),
  }[result.status];
  return (
    <div role="status" className={css.result}>
      <p className={css.resultTitle}>{title}</p>
      <dl className={css.figures}>
        <dt>{t('amount')}</dt>
        <dd>
          <MoneyText amount={result.amount} currency={currency} currencyDisplay="narrowSymbol" />
        </dd>
        {result.balance !== undefined ? (
          <>
            <dt>{t('newBalance')}</dt>
            <dd>
              <MoneyText
                amount={result.balance}
                currency={currency}
                currencyDisplay="narrowSymbol"
              />
            </dd>
          </>
        ) : null}
      </dl>
      {result.status === 'pending' ? (
        <div className={css.row}>
          {result.redirectUrl ? (
            <a href={result.redirectUrl} target="_blank" rel="noopener noreferrer">
              {t('deposit.openPaymentPage')}
            </a>
          ) : null}
          <Button size="sm" variant="outline" loading={checking} onClick={onCheckAgain}>
            {t('deposit.checkAgain')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
