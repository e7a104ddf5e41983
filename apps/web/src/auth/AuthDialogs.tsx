import { useQuery } from '@tanstack/react-query';
import { isApiError, LOGIN_CHECK_ACTIONS } from '@touchline/api';
import { Button, Dialog, Input, Select, Stack, Tabs } from '@touchline/ui';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useShell, useShellState } from '../app/context.tsx';
import type { DialogState, Shell } from '../app/shell.ts';
import {
  checkNewPassword,
  checkPhone,
  checkRequired,
  checkSmsCode,
  checkUserName,
  collectErrors,
  type FieldErrors,
} from './validation.ts';

/** The dial code chosen when the list has not loaded (Vietnam, the build's market). */
export const DEFAULT_DIAL_CODE = '84';

/** A failure the server did not explain with a message (those show as toasts) → a form text. */
function failureKey(error: unknown): string | null {
  if (isApiError(error) && error.msg) return null;
  return 'errors:requestFailed';
}

function useCountryCodes(shell: Shell) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ['countryCodes'],
    queryFn: () => shell.platform.auth.listCountryCodes(),
    staleTime: Infinity,
  });
  const options = (list.data ?? []).map((c) => ({
    value: c.countryCode,
    label: `+${c.countryCode} ${c.name}`,
  }));
  if (!options.some((o) => o.value === DEFAULT_DIAL_CODE)) {
    options.unshift({
      value: DEFAULT_DIAL_CODE,
      label: `+${DEFAULT_DIAL_CODE} ${t('auth:vietnam')}`,
    });
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
  const { t } = useTranslation();
  if (!messageKey) return null;
  return <p role="alert">{t(messageKey)}</p>;
}

function useErrorText() {
  const { t } = useTranslation();
  return (key: string | undefined): ReactNode => (key ? t(key) : undefined);
}

function useInvitation(shell: Shell) {
  const inviteCode = shell.store.inviteCode.get() ?? undefined;
  const referCode = shell.store.referCode.get() ?? undefined;
  return { ...(inviteCode ? { inviteCode } : {}), ...(referCode ? { referCode } : {}) };
}

/**
 * A form's submission state: field errors, a failure without a server message, busy. `submit`
 * checks the fields first and runs the call only when none has an error; what was typed is kept
 * whatever happens.
 */
function useSubmission<F extends string>() {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (found: FieldErrors<F>, call: () => Promise<void>) => {
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await call();
    } catch (error) {
      setFailure(failureKey(error));
    } finally {
      setBusy(false);
    }
  };
  /** For a call outside the submission (sending an SMS code): its failure shows the same way. */
  const attempt = async <T,>(call: () => Promise<T | null>): Promise<T | null> => {
    try {
      return await call();
    } catch (error) {
      setFailure(failureKey(error));
      return null;
    }
  };
  return { errors, setErrors, failure, busy, submit, attempt };
}

/** The end of every auth form: the failure (when there is one) and the submit button. */
function SubmitRow({
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

/** What a phone form types into its PhoneFields: country code, mobile and SMS code. */
function usePhoneEntry(shell: Shell) {
  const dialCodes = useCountryCodes(shell);
  const [countryCode, setCountryCode] = useState(DEFAULT_DIAL_CODE);
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
function PhoneFields({
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
        variant="secondary"
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

function AccountLoginForm({ shell }: { shell: Shell }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const form = useSubmission<'userName' | 'password'>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors({
      userName: checkRequired(userName),
      password: checkRequired(password),
    });
    void form.submit(found, async () => {
      const botToken = await shell.botCheck.token();
      const response = await shell.platform.auth.accountLogin({
        userName: userName.trim(),
        password,
        ...(botToken ? { botToken } : {}),
      });
      await shell.completeLogin(response, 'account');
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth:accountLogin')}>
      <Stack gap={3}>
        <Input
          label={t('auth:userName')}
          autoComplete="username"
          value={userName}
          onValueChange={setUserName}
          error={errorText(form.errors.userName)}
        />
        <Input
          label={t('auth:password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={errorText(form.errors.password)}
        />
        <SubmitRow failure={form.failure} busy={form.busy} label={t('auth:login')} />
      </Stack>
    </form>
  );
}

function PhoneLoginForm({ shell }: { shell: Shell }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const invitation = useInvitation(shell);
  const phone = usePhoneEntry(shell);
  const { countryCode, mobile, smsCode } = phone;
  const form = useSubmission<'mobile' | 'smsCode'>();

  const send = async () => {
    const mobileError = checkPhone(mobile);
    form.setErrors({ mobile: mobileError });
    if (mobileError) return null;
    return form.attempt(async () => {
      const botToken = await shell.botCheck.token();
      const sent = await shell.platform.auth.sendSmsCode({
        mobile,
        countryCode,
        purpose: 'login',
        ...(botToken ? { botToken } : {}),
      });
      return sent.resendAfterSeconds;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors({ mobile: checkPhone(mobile), smsCode: checkSmsCode(smsCode) });
    void form.submit(found, async () => {
      const response = await shell.platform.auth.loginByMobile({
        mobile,
        smsCode,
        countryCode,
        ...invitation,
      });
      await shell.completeLogin(response, 'phone', searchParams.get('redirect'));
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth:phoneLogin')}>
      <Stack gap={3}>
        <PhoneFields {...phone.fields} errors={form.errors} onSend={send} />
        <SubmitRow failure={form.failure} busy={form.busy} label={t('auth:login')} />
      </Stack>
    </form>
  );
}

/** vtob: the server answered with a state; the account continues on its partner page. */
function VtobPanel({ shell }: { shell: Shell }) {
  const { t } = useTranslation();
  const vtob = shell.store.vtob.get();
  return (
    <Stack gap={3}>
      <p>{t('auth:vtobText', { userName: vtob?.userName ?? '' })}</p>
      <Button type="button" fullWidth onClick={() => shell.closeDialog()}>
        {t('common:ok')}
      </Button>
    </Stack>
  );
}

type Method = 'account' | 'phone';

/** Log in or register: the account and phone forms on two tabs, and the way to the other dialog. */
function MethodTabs({
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
  const shell = useShell();
  const { t } = useTranslation();
  return (
    <Stack gap={3}>
      <Tabs.Root
        value={mode}
        onValueChange={(value) => shell.openDialog({ kind, mode: value as Method })}
      >
        <Tabs.List aria-label={label}>
          <Tabs.Trigger value="account">{t('auth:byAccount')}</Tabs.Trigger>
          <Tabs.Trigger value="phone">{t('auth:byPhone')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="account">{account}</Tabs.Content>
        <Tabs.Content value="phone">{phone}</Tabs.Content>
      </Tabs.Root>
      <Button
        type="button"
        variant="ghost"
        onClick={() =>
          shell.openDialog({ kind: kind === 'login' ? 'register' : 'login', mode: 'account' })
        }
      >
        {t(kind === 'login' ? 'auth:noAccount' : 'auth:haveAccount')}
      </Button>
    </Stack>
  );
}

export function LoginDialog({ mode }: { mode: Method | 'vtob' }) {
  const shell = useShell();
  const { t } = useTranslation();
  // the proof of work starts while the player types
  useEffect(() => shell.botCheck.prefetch(), [shell]);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && shell.closeDialog()}>
      <Dialog.Content title={t('auth:login')} size="sm" data-mode={mode}>
        {mode === 'vtob' ? (
          <VtobPanel shell={shell} />
        ) : (
          <MethodTabs
            kind="login"
            mode={mode}
            label={t('auth:loginMethod')}
            account={<AccountLoginForm shell={shell} />}
            phone={<PhoneLoginForm shell={shell} />}
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

export function RegisterDialog({ mode }: { mode: Method }) {
  const shell = useShell();
  const { t } = useTranslation();
  useEffect(() => shell.botCheck.prefetch(), [shell]);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && shell.closeDialog()}>
      <Dialog.Content title={t('auth:register')} size="sm">
        <MethodTabs
          kind="register"
          mode={mode}
          label={t('auth:registerMethod')}
          account={<AccountRegisterForm shell={shell} />}
          phone={<PhoneRegisterForm shell={shell} />}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function AccountRegisterForm({ shell }: { shell: Shell }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialCodes = useCountryCodes(shell);
  const invitation = useInvitation(shell);
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [countryCode, setCountryCode] = useState(DEFAULT_DIAL_CODE);
  const [inviteCode, setInviteCode] = useState(invitation.inviteCode ?? '');
  const form = useSubmission<'userName' | 'password'>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors({
      userName: checkUserName(userName),
      password: checkNewPassword(password),
    });
    void form.submit(found, async () => {
      const botToken = await shell.botCheck.token();
      const response = await shell.platform.auth.registerByAccount({
        userName: userName.trim(),
        password,
        countryCode,
        ...invitation,
        ...(inviteCode.trim() ? { inviteCode: inviteCode.trim() } : {}),
        regDomain: window.location.hostname,
        ...(botToken ? { botToken } : {}),
      });
      await shell.completeLogin(response, 'account');
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth:accountRegister')}>
      <Stack gap={3}>
        <Input
          label={t('auth:userName')}
          hint={t('auth:userNameHint')}
          autoComplete="username"
          value={userName}
          onValueChange={setUserName}
          error={errorText(form.errors.userName)}
        />
        <Input
          label={t('auth:password')}
          hint={t('auth:passwordHint')}
          type="password"
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
          error={errorText(form.errors.password)}
        />
        <Select
          label={t('auth:countryCode')}
          options={dialCodes}
          value={countryCode}
          onValueChange={setCountryCode}
        />
        <Input
          label={t('auth:inviteCode')}
          optional
          value={inviteCode}
          onValueChange={setInviteCode}
        />
        <SubmitRow failure={form.failure} busy={form.busy} label={t('auth:register')} />
      </Stack>
    </form>
  );
}

function PhoneRegisterForm({ shell }: { shell: Shell }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const invitation = useInvitation(shell);
  const phone = usePhoneEntry(shell);
  const { countryCode, mobile, smsCode } = phone;
  const [userName, setUserName] = useState('');
  const form = useSubmission<'mobile' | 'smsCode' | 'userName'>();

  // a generated user name to start from; the player may change it
  const generated = useQuery({
    queryKey: ['generatedUserName'],
    queryFn: () => shell.platform.auth.generateUserName(undefined, { noNeedResponseMsg: true }),
    staleTime: Infinity,
  });
  useEffect(() => {
    if (generated.data && userName === '') setUserName(generated.data.userName);
    // only the first answer fills the field
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generated.data]);

  const send = async () => {
    const mobileError = checkPhone(mobile);
    form.setErrors({ mobile: mobileError });
    if (mobileError) return null;
    return form.attempt(async () => {
      const check = await shell.platform.auth.checkMobileAvailable({
        phone: mobile,
        phoneCode: countryCode,
      });
      if (!check.available) {
        form.setErrors({ mobile: 'auth:errors.mobileTaken' });
        return null;
      }
      return check.resendAfterSeconds;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors({
      mobile: checkPhone(mobile),
      smsCode: checkSmsCode(smsCode),
      userName: checkUserName(userName),
    });
    void form.submit(found, async () => {
      const check = await shell.platform.auth.checkMobileCode({ phone: mobile, code: smsCode });
      if (!check.valid || !check.mobileCode) {
        form.setErrors({ smsCode: 'auth:errors.smsCodeWrong' });
        return;
      }
      const response = await shell.platform.auth.registerByMobile({
        mobile,
        smsCode,
        countryCode,
        userName: userName.trim(),
        ...invitation,
        regDomain: window.location.hostname,
        mobileCode: check.mobileCode,
      });
      await shell.completeLogin(response, 'phone', searchParams.get('redirect'));
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth:phoneRegister')}>
      <Stack gap={3}>
        <PhoneFields {...phone.fields} errors={form.errors} onSend={send} />
        <Input
          label={t('auth:userName')}
          hint={t('auth:userNameHint')}
          value={userName}
          onValueChange={setUserName}
          error={errorText(form.errors.userName)}
        />
        <SubmitRow failure={form.failure} busy={form.busy} label={t('auth:register')} />
      </Stack>
    </form>
  );
}

/** The second login step: an SMS code sent to the member's mobile. */
export function VerifyDialog({ dialog }: { dialog: Extract<DialogState, { kind: 'verify' }> }) {
  const shell = useShell();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const [smsCode, setSmsCode] = useState('');
  const form = useSubmission<'smsCode'>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(collectErrors({ smsCode: checkSmsCode(smsCode) }), async () => {
      const response = await shell.platform.auth.checkLogin({
        userName: dialog.userName,
        mobile: dialog.mobile,
        smsCode,
        actionType:
          dialog.loginState === 2 ? LOGIN_CHECK_ACTIONS.newDevice : LOGIN_CHECK_ACTIONS.login,
      });
      await shell.completeLogin(response, 'account', searchParams.get('redirect'));
    });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && shell.closeDialog()}>
      <Dialog.Content
        title={t('auth:verifyTitle')}
        description={t('auth:verifyText', { mobile: `+${dialog.mobileArea} ${dialog.mobile}` })}
        size="sm"
      >
        <form onSubmit={submit} noValidate aria-label={t('auth:verifyTitle')}>
          <Stack gap={3}>
            {/* the server sent the code with the login answer; the mobile is masked, so a new
                code comes from logging in again */}
            <Input
              label={t('auth:smsCode')}
              mode="numeric"
              autoComplete="one-time-code"
              value={smsCode}
              onValueChange={setSmsCode}
              error={errorText(form.errors.smsCode)}
            />
            <SubmitRow failure={form.failure} busy={form.busy} label={t('auth:verify')} />
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The long-running app asks before the forced logout (keys of spec §4). */
export function SessionExpiredDialog() {
  const shell = useShell();
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && shell.endSession({ reload: false })}>
      <Dialog.Content
        title={t('auth:KindTips')}
        description={t('auth:loginTips_1')}
        size="sm"
        hideClose
      >
        <Dialog.Footer>
          <Button
            type="button"
            variant="secondary"
            onClick={() => shell.endSession({ reload: false })}
          >
            {t('auth:Cancel')}
          </Button>
          <Button
            type="button"
            onClick={() => {
              shell.endSession();
            }}
          >
            {t('auth:Sure')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export function AuthDialogs() {
  const { dialog } = useShellState();
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'login':
      return <LoginDialog mode={dialog.mode} />;
    case 'register':
      return <RegisterDialog mode={dialog.mode} />;
    case 'verify':
      return <VerifyDialog dialog={dialog} />;
    case 'sessionExpired':
      return <SessionExpiredDialog />;
  }
}
