import { CODES, isApiError, type CallData, type memberCalls } from '@touchline/api';
import {
  cashierLimits,
  checkCashierAmount,
  formatMinor,
  normalizeAccountNumber,
  parseAmountToMinor,
  WITHDRAW_ACCOUNT_NUMBER,
  WITHDRAW_ACCOUNT_TYPES,
  type WithdrawAccountType,
} from '@touchline/domain';
import { Button, Input, MoneyText, RadioGroup, Skeleton } from '@touchline/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateWithdrawal, useSaveWithdrawInfo } from '../../../data/mutations/cashier.ts';
import { useWithdrawInfo } from '../../../data/queries/cashier.ts';
import { LoadFailed, MutationFailure } from '../../parts.tsx';
import { useAmountText, useAttemptKey } from './parts.tsx';
import * as css from './wallet.css.ts';

type WithdrawInfo = NonNullable<CallData<(typeof memberCalls)['getWithdrawInfo']>>;
type Withdrawal = CallData<(typeof memberCalls)['createWithdrawal']>;

const ACCOUNT_TYPE_LABELS: Readonly<Record<WithdrawAccountType, string>> = {
  bank: 'withdraw.bank',
  ewallet: 'withdraw.ewallet',
};

/**
 * Pay out: to the saved withdraw info (a form to save it first, shown masked afterwards, with
 * edit), never above the withdrawable balance (the member wallet, shown), within the cashier's
 * limits; a retry keeps the attempt's key.
 */
export function WithdrawSection({ balance, currency }: { balance: string; currency: string }) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const info = useWithdrawInfo();
  const [editing, setEditing] = useState(false);

  let body;
  if (info.status === 'pending') body = <Skeleton lines={3} />;
  else if (info.status === 'error')
    body = <LoadFailed ns="wallet" onRetry={() => void info.refetch()} />;
  else if (!info.data || editing)
    body = (
      <WithdrawInfoForm
        saved={info.data}
        onSaved={() => setEditing(false)}
        {...(info.data ? { onCancel: () => setEditing(false) } : {})}
      />
    );
  else
    body = (
      <>
        <SavedAccount info={info.data} onEdit={() => setEditing(true)} />
        <WithdrawForm balance={balance} currency={currency} />
      </>
    );

  return (
    <section className={css.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={css.heading}>
        {t('withdraw.heading')}
      </h2>
      {body}
    </section>
  );
}

function SavedAccount({ info, onEdit }: { info: WithdrawInfo; onEdit: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <div className={css.result}>
      <div className={css.headRow}>
        <p className={css.resultTitle}>{t('withdraw.savedAccount')}</p>
        <Button size="sm" variant="outline" onClick={onEdit}>
          {t('withdraw.edit')}
        </Button>
      </div>
      <dl className={css.figures}>
        <dt>{t('withdraw.accountType')}</dt>
        <dd>{t(ACCOUNT_TYPE_LABELS[info.accountType])}</dd>
        <dt>{t('withdraw.provider')}</dt>
        <dd>{info.provider}</dd>
        <dt>{t('withdraw.holderName')}</dt>
        <dd>{info.holderName}</dd>
        <dt>{t('withdraw.accountNumber')}</dt>
        <dd>{info.accountNumber}</dd>
      </dl>
    </div>
  );
}

/** Where withdrawals are paid; the account number is typed again (only its mask is known). */
function WithdrawInfoForm({
  saved,
  onSaved,
  onCancel,
}: {
  saved: WithdrawInfo | null;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('wallet');
  const save = useSaveWithdrawInfo();
  const [accountType, setAccountType] = useState<WithdrawAccountType>(saved?.accountType ?? 'bank');
  const [provider, setProvider] = useState(saved?.provider ?? '');
  const [holderName, setHolderName] = useState(saved?.holderName ?? '');
  const [accountNumber, setAccountNumber] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'provider' | 'holder' | 'number', string>>>(
    {},
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!provider.trim()) found.provider = t('withdraw.providerRequired');
    if (!holderName.trim()) found.holder = t('withdraw.holderRequired');
    if (!WITHDRAW_ACCOUNT_NUMBER.test(normalizeAccountNumber(accountNumber)))
      found.number = t('withdraw.accountNumberInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { accountType, provider: provider.trim(), holderName: holderName.trim(), accountNumber },
      { onSuccess: onSaved },
    );
  };

  return (
    <form className={css.form} onSubmit={submit} noValidate>
      <p className={css.muted}>{t('withdraw.needsAccount')}</p>
      <RadioGroup
        legend={t('withdraw.accountType')}
        options={WITHDRAW_ACCOUNT_TYPES.map((value) => ({
          value,
          label: t(ACCOUNT_TYPE_LABELS[value]),
        }))}
        value={accountType}
        onChange={setAccountType}
      />
      <Input
        label={t(accountType === 'bank' ? 'withdraw.bankName' : 'withdraw.walletName')}
        value={provider}
        maxLength={60}
        error={errors.provider}
        onValueChange={setProvider}
      />
      <Input
        label={t('withdraw.holderName')}
        value={holderName}
        maxLength={60}
        error={errors.holder}
        onValueChange={setHolderName}
        autoComplete="name"
      />
      <Input
        label={t('withdraw.accountNumber')}
        value={accountNumber}
        maxLength={60}
        error={errors.number}
        hint={t('withdraw.accountNumberHint')}
        onValueChange={setAccountNumber}
        autoComplete="off"
      />
      <MutationFailure mutation={save} />
      <div className={css.row}>
        <Button type="submit" loading={save.isPending}>
          {t('withdraw.saveAccount')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('withdraw.cancelEdit')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function WithdrawForm({ balance, currency }: { balance: string; currency: string }) {
  const { t } = useTranslation('wallet');
  const amountText = useAmountText();
  const withdraw = useCreateWithdrawal();
  const attempt = useAttemptKey('withdrawal');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [result, setResult] = useState<Withdrawal | null>(null);
  const balanceMinor = parseAmountToMinor(balance) ?? 0n;
  const limits = cashierLimits(currency);

  const check = (minor: bigint | null): string | undefined => {
    if (minor === null || minor <= 0n) return t('amountInvalid');
    if (minor > balanceMinor)
      return t('withdraw.aboveBalance', { amount: amountText(balance), currency });
    const rule = checkCashierAmount('withdrawal', currency, minor);
    if (rule.ok) return undefined;
    if (rule.reason === 'notPositive') return t('amountInvalid');
    return t(rule.reason === 'belowMin' ? 'withdrawBelowMin' : 'withdrawAboveMax', {
      amount: amountText(formatMinor(rule.limitMinor)),
      currency,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = parseAmountToMinor(amount);
    const problem = check(minor);
    setAmountError(problem);
    if (problem || minor === null) return;
    const text = formatMinor(minor);
    setResult(null);
    withdraw.mutate(
      { amount: text, idempotencyKey: attempt.keyFor(text) },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.status !== 'pending') attempt.done();
          if (answer.status === 'completed') setAmount('');
        },
        onError: (error) => {
          if (isApiError(error) && error.code === CODES.idempotencyKeyReused) attempt.done();
        },
      },
    );
  };

  return (
    <form className={css.form} onSubmit={submit} noValidate>
      <p className={css.balance}>
        <span className={css.muted}>{t('withdraw.withdrawable')}</span>
        <MoneyText amount={balance} currency={currency} currencyDisplay="narrowSymbol" size="lg" />
      </p>
      <Input
        label={t('withdraw.amount')}
        mode="decimal"
        maxDecimals={2}
        value={amount}
        onValueChange={(next) => {
          setAmount(next);
          setAmountError(undefined);
        }}
        hint={t('limits', {
          min: amountText(formatMinor(limits.withdrawMinMinor)),
          max: amountText(formatMinor(limits.withdrawMaxMinor)),
          currency,
        })}
        error={amountError}
        suffix={currency}
        autoComplete="off"
      />
      <div className={css.row}>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            setAmount(balance);
            setAmountError(undefined);
          }}
        >
          {t('withdraw.all')}
        </Button>
      </div>
      <MutationFailure mutation={withdraw} />
      <div className={css.row}>
        <Button type="submit" loading={withdraw.isPending}>
          {t('withdraw.submit')}
        </Button>
      </div>
      {result ? (
        <div role="status" className={css.result}>
          <p className={css.resultTitle}>
            {
              {
                completed: t('withdraw.completed'),
                pending: t('withdraw.pending'),
                failed: t('withdraw.failed'),
              }[result.status]
            }
          </p>
          <dl className={css.figures}>
            <dt>{t('amount')}</dt>
            <dd>
              <MoneyText
                amount={result.amount}
                currency={currency}
                currencyDisplay="narrowSymbol"
              />
            </dd>
            <dt>{t('newBalance')}</dt>
            <dd>
              <MoneyText
                amount={result.balance}
                currency={currency}
                currencyDisplay="narrowSymbol"
              />
            </dd>
          </dl>
        </div>
      ) : null}
    </form>
  );
}
