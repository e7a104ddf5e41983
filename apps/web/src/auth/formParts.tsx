import { CODES, isApiError } from '@touchline/api';
import { ageRuleDayOf, EARLIEST_BIRTH_YEAR, MINIMUM_AGE } from '@touchline/domain';
import { Button, Input, Select, Stack, Tabs } from '@touchline/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs, useSiteConfig } from '../app/context.tsx';
import { useCountryCodeList } from '../data/queries/auth.ts';
import type { FieldErrors } from './validation.ts';

/** Marks the server's own words among translation keys (a field error or the form's failure). */
const SERVER_TEXT = '\u0001';

/** A message the server wrote, to show as it is (not a translation key). */
export function serverText(text: string): string {
  return SERVER_TEXT + text;
}

/** The field of a form a server failure is about, and the text to show there or under the form. */
interface ServerFailure<F extends string> {
  field?: F;
  text: string;
}

/**
 * Reads a failure: the server's message goes to the field it names — in the envelope's data
 * (`{ field }`), or spec §8's "Illegal input: field: reason" — or, for a refusal of the input
 * (code 400), to the form's `fallback` field (the wrong password is the password's); else it is
 * the form's failure. A failure without a message reads "request failed".
 */
function readFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: F | undefined,
): ServerFailure<F> {
  if (!isApiError(error) || !error.msg) return { text: 'errors:requestFailed' };
  const text = serverText(error.msg);
  const isField = (name: unknown): name is F =>
    typeof name === 'string' && (fields as readonly string[]).includes(name);
  const data = error.data as { field?: unknown } | null | undefined;
  if (data && typeof data === 'object' && isField(data.field)) return { field: data.field, text };
  const named = /^Illegal input: ([A-Za-z]+):/.exec(error.msg)?.[1];
  if (isField(named)) return { field: named, text };
  if (error.code === CODES.invalidRequest && fallback) return { field: fallback, text };
  return { text };
}

/** The dial codes as select options; the site's own code leads when the list has not loaded. */
export function useDialCodes() {
  const { t } = useTranslation();
  const { dialCode } = useSiteConfig();
  const list = useCountryCodeList();
  const options = (list.data ?? []).map((c) => ({
    value: c.countryCode,
    label: `+${c.countryCode} ${c.name}`,
  }));
  if (!options.some((o) => o.value === dialCode.code)) {
    options.unshift({ value: dialCode.code, label: `+${dialCode.code} ${t(dialCode.nameKey)}` });
  }
  return options;
}

/** Counts the seconds until an SMS code may be asked for again. */
function useCooldown(): [number, (seconds: number) => void] {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds];
}

function FormFailure({ messageKey }: { messageKey: string | null }) {
  const errorText = useErrorText();
  if (!messageKey) return null;
  return <p role="alert">{errorText(messageKey)}</p>;
}

/** A field's or form's error: a translation key, or the server's own words (`serverText`). */
export function useErrorText() {
  const { t } = useTranslation();
  return (key: string | undefined): ReactNode => {
    if (!key) return undefined;
    return key.startsWith(SERVER_TEXT) ? key.slice(SERVER_TEXT.length) : t(key);
  };
}

/**
 * A form's submission state: field errors, the form's failure, busy. `submit` checks the fields
 * first and runs the call (a mutation) only when none has an error; what was typed is kept
 * whatever happens. The server's refusals show at the field they are about (`fields`: the form's
 * fields; `fallback`: the field a refusal of the input is about when the server names none), or
 * under the form — never as a toast far from it.
 */
export function useSubmission<F extends string>({
  fields = [],
  fallback,
}: { fields?: readonly F[]; fallback?: F } = {}) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = (error: unknown, own: F | undefined) => {
    const found = readFailure(error, fields, own);
    if (found.field) setErrors((shown) => ({ ...shown, [found.field as F]: found.text }));
    else setFailure(found.text);
  };
  const submit = async (found: FieldErrors<F>, call: () => Promise<unknown>) => {
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await call();
    } catch (error) {
      fail(error, fallback);
    } finally {
      setBusy(false);
    }
  };
  /**
   * For a call outside the submission (sending an SMS code): its failure shows the same way, at
   * `field` when the server refuses the input.
   */
  const attempt = async <T,>(call: () => Promise<T | null>, field?: F): Promise<T | null> => {
    setFailure(null);
    try {
      return await call();
    } catch (error) {
      fail(error, field);
      return null;
    }
  };
  return { errors, setErrors, failure, busy, submit, attempt };
}

/**
 * The date of birth registration asks for (issue 20, 18+): a native date input, which gives
 * `YYYY-MM-DD` whatever the language shows and brings up the phone's own date picker at 375 px.
 * The latest date offered is today; the earliest 1900-01-01 (domain's rule).
 */
export function DateOfBirthField({
  value,
  onValueChange,
  error,
}: {
  value: string;
  onValueChange: (value: string) => void;
  /** An i18n key or the server's words (`serverText`). */
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Input
      label={t('auth:dateOfBirth')}
      hint={t('auth:dateOfBirthHint', { age: MINIMUM_AGE })}
      type="date"
      autoComplete="bday"
      min={`${EARLIEST_BIRTH_YEAR}-01-01`}
      max={ageRuleDayOf(Date.now())}
      value={value}
      onValueChange={onValueChange}
      error={errorText(error)}
    />
  );
}

/** The end of every auth form: the failure (when there is one) and the submit button. */
export function SubmitRow({
  failure,
  busy,
  label,
}: {
  failure: string | null;
  busy: boolean;
  label: string;
}) {
  return (
    <>
      <FormFailure messageKey={failure} />
      <Button type="submit" fullWidth loading={busy}>
        {label}
      </Button>
    </>
  );
}

/** User name and password; a new account shows their rules as hints. */
export function CredentialFields({
  userName,
  onUserNameChange,
  password,
  onPasswordChange,
  errors,
  newAccount = false,
}: {
  userName: string;
  onUserNameChange: (value: string) => void;
  password: string;
  onPasswordChange: (value: string) => void;
  errors: { userName?: string | undefined; password?: string | undefined };
  newAccount?: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <>
      <Input
        label={t('auth:userName')}
        {...(newAccount ? { hint: t('auth:userNameHint') } : {})}
        autoComplete="username"
        value={userName}
        onValueChange={onUserNameChange}
        error={errorText(errors.userName)}
      />
      <Input
        label={t('auth:password')}
        {...(newAccount ? { hint: t('auth:passwordHint') } : {})}
        type="password"
        autoComplete={newAccount ? 'new-password' : 'current-password'}
        value={password}
        onValueChange={onPasswordChange}
        error={errorText(errors.password)}
      />
    </>
  );
}

/** What a phone form types into its PhoneFields: country code, mobile and SMS code. */
export function usePhoneEntry() {
  const dialCodes = useDialCodes();
  const { dialCode } = useSiteConfig();
  const [countryCode, setCountryCode] = useState(dialCode.code);
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  return {
    countryCode,
    mobile,
    smsCode,
    fields: {
      dialCodes,
      countryCode,
      onCountryCodeChange: setCountryCode,
      mobile,
      onMobileChange: setMobile,
      smsCode,
      onSmsCodeChange: setSmsCode,
    },
  };
}

/** Country code, mobile number and the SMS code with its send button. */
export function PhoneFields({
  dialCodes,
  countryCode,
  onCountryCodeChange,
  mobile,
  onMobileChange,
  smsCode,
  onSmsCodeChange,
  errors,
  onSend,
}: {
  dialCodes: { value: string; label: string }[];
  countryCode: string;
  onCountryCodeChange: (value: string) => void;
  mobile: string;
  onMobileChange: (value: string) => void;
  smsCode: string;
  onSmsCodeChange: (value: string) => void;
  errors: { mobile?: string | undefined; smsCode?: string | undefined };
  onSend: () => Promise<number | null>;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <>
      <Select
        label={t('auth:countryCode')}
        options={dialCodes}
        value={countryCode}
        onValueChange={onCountryCodeChange}
      />
      <Input
        label={t('auth:mobile')}
        mode="numeric"
        autoComplete="tel-national"
        value={mobile}
        onValueChange={onMobileChange}
        error={errorText(errors.mobile)}
      />
      <SmsCodeField
        value={smsCode}
        onChange={onSmsCodeChange}
        error={errorText(errors.smsCode)}
        onSend={onSend}
      />
    </>
  );
}

/** The SMS code field with its send button and cooldown. */
function SmsCodeField({
  value,
  onChange,
  error,
  onSend,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  onSend: () => Promise<number | null>;
}) {
  const { t } = useTranslation();
  const [cooldown, setCooldown] = useCooldown();
  const [sending, setSending] = useState(false);
  return (
    <Stack gap={2}>
      <Input
        label={t('auth:smsCode')}
        mode="numeric"
        autoComplete="one-time-code"
        value={value}
        onValueChange={onChange}
        error={error}
      />
      <Button
        type="button"
        variant="solid"
        tone="neutral"
        size="sm"
        disabled={cooldown > 0}
        loading={sending}
        onClick={async () => {
          setSending(true);
          try {
            const wait = await onSend();
            if (wait !== null) setCooldown(wait);
          } finally {
            setSending(false);
          }
        }}
      >
        {cooldown > 0 ? t('auth:resendIn', { seconds: cooldown }) : t('auth:sendCode')}
      </Button>
    </Stack>
  );
}

export type Method = 'account' | 'phone';

/** Log in or register: the account and phone forms on two tabs, and the way to the other dialog. */
export function MethodTabs({
  kind,
  mode,
  label,
  account,
  phone,
}: {
  kind: 'login' | 'register';
  mode: Method;
  label: string;
  account: ReactNode;
  phone: ReactNode;
}) {
  const dialogs = useDialogs();
  const { t } = useTranslation();
  return (
    <Stack gap={3}>
      <Tabs.Root
        value={mode}
        onValueChange={(value) => dialogs.open({ kind, mode: value as Method })}
      >
        <Tabs.List aria-label={label}>
          <Tabs.Trigger value="account">{t('auth:byAccount')}</Tabs.Trigger>
          <Tabs.Trigger value="phone">{t('auth:byPhone')}</Tabs.Trigger>
        </Tabs.List>
        {/* one height for both forms: the dialog does not jump when the method changes */}
        <Tabs.Panels>
          <Tabs.Content value="account">{account}</Tabs.Content>
          <Tabs.Content value="phone">{phone}</Tabs.Content>
        </Tabs.Panels>
      </Tabs.Root>
      <Button
        type="button"
        variant="ghost"
        onClick={() =>
          dialogs.open({ kind: kind === 'login' ? 'register' : 'login', mode: 'account' })
        }
      >
        {t(kind === 'login' ? 'auth:noAccount' : 'auth:haveAccount')}
      </Button>
    </Stack>
  );
}
