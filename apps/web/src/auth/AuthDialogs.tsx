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
  const [errors, setErrors] = useState<FieldErrors<'userName' | 'password'>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors({
      userName: checkRequired(userName),
      password: checkRequired(password),
    });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const botToken = await shell.botCheck.token();
      const response = await shell.platform.auth.accountLogin({
        userName: userName.trim(),
        password,
        ...(botToken ? { botToken } : {}),
      });
      await shell.completeLogin(response, 'account');
    } catch (error) {
      setFailure(failureKey(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth:accountLogin')}>
      <Stack gap={3}>
        <Input
          label={t('auth:userName')}
          autoComplete="username"
          value={userName}
          onValueChange={setUserName}
          error={errorText(errors.userName)}
        />
        <Input
          label={t('auth:password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={errorText(errors.password)}
        />
        <FormFailure messageKey={failure} />
        <Button type="submit" fullWidth loading={busy}>
          {t('auth:login')}
        </Button>
      </Stack>
    </form>
  );
}

function PhoneLoginForm({ shell }: { shell: Shell }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const dialCodes = useCountryCodes(shell);
  const invitation = useInvitation(shell);
  const [countryCode, setCountryCode] = useState(DEFAULT_DIAL_CODE);
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'mobile' | 'smsCode'>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const mobileError = checkPhone(mobile);
    setErrors({ mobile: mobileError });
    if (mobileError) return null;
    try {
      const botToken = await shell.botCheck.token();
      const sent = await shell.platform.auth.sendSmsCode({
        mobile,
        countryCode,
        purpose: 'login',
        ...(botToken ? { botToken } : {}),
      });
      return sent.resendAfterSeconds;
    } catch (error) {
      setFailure(failureKey(error));
      return null;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors({ mobile: checkPhone(mobile), smsCode: checkSmsCode(smsCode) });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const response = await shell.platform.auth.loginByMobile({
        mobile,
        smsCode,
        countryCode,
        ...invitation,
      });
      await shell.completeLogin(response, 'phone', searchParams.get('redirect'));
    } catch (error) {
      setFailure(failureKey(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth:phoneLogin')}>
      <Stack gap={3}>
        <Select
          label={t('auth:countryCode')}
          options={dialCodes}
          value={countryCode}
          onValueChange={setCountryCode}
        />
        <Input
          label={t('auth:mobile')}
          mode="numeric"
          autoComplete="tel-national"
          value={mobile}
          onValueChange={setMobile}
          error={errorText(errors.mobile)}
        />
        <SmsCodeField
          value={smsCode}
          onChange={setSmsCode}
          error={errorText(errors.smsCode)}
          onSend={send}
        />
        <FormFailure messageKey={failure} />
        <Button type="submit" fullWidth loading={busy}>
          {t('auth:login')}
        </Button>
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

export function LoginDialog({ mode }: { mode: 'account' | 'phone' | 'vtob' }) {
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
          <Stack gap={3}>
            <Tabs.Root
              value={mode}
              onValueChange={(value) =>
                shell.openDialog({ kind: 'login', mode: value as 'account' | 'phone' })
              }
            >
              <Tabs.List aria-label={t('auth:loginMethod')}>
                <Tabs.Trigger value="account">{t('auth:byAccount')}</Tabs.Trigger>
                <Tabs.Trigger value="phone">{t('auth:byPhone')}</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="account">
                <AccountLoginForm shell={shell} />
              </Tabs.Content>
              <Tabs.Content value="phone">
                <PhoneLoginForm shell={shell} />
              </Tabs.Content>
            </Tabs.Root>
            <Button
              type="button"
              variant="ghost"
              onClick={() => shell.openDialog({ kind: 'register', mode: 'account' })}
            >
              {t('auth:noAccount')}
            </Button>
          </Stack>
        )}
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
  const [errors, setErrors] = useState<FieldErrors<'userName' | 'password'>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors({
      userName: checkUserName(userName),
      password: checkNewPassword(password),
    });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
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
    } catch (error) {
      setFailure(failureKey(error));
    } finally {
      setBusy(false);
    }
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
          error={errorText(errors.userName)}
        />
        <Input
          label={t('auth:password')}
          hint={t('auth:passwordHint')}
          type="password"
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
          error={errorText(errors.password)}
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
        <FormFailure messageKey={failure} />
        <Button type="submit" fullWidth loading={busy}>
          {t('auth:register')}
        </Button>
      </Stack>
    </form>
  );
}

function PhoneRegisterForm({ shell }: { shell: Shell }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const dialCodes = useCountryCodes(shell);
  const invitation = useInvitation(shell);
  const [countryCode, setCountryCode] = useState(DEFAULT_DIAL_CODE);
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [userName, setUserName] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'mobile' | 'smsCode' | 'userName'>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
    setErrors({ mobile: mobileError });
    if (mobileError) return null;
    try {
      const check = await shell.platform.auth.checkMobileAvailable({
        phone: mobile,
        phoneCode: countryCode,
      });
      if (!check.available) {
        setErrors({ mobile: 'auth:errors.mobileTaken' });
        return null;
      }
      return check.resendAfterSeconds;
    } catch (error) {
      setFailure(failureKey(error));
      return null;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors({
      mobile: checkPhone(mobile),
      smsCode: checkSmsCode(smsCode),
      userName: checkUserName(userName),
    });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const check = await shell.platform.auth.checkMobileCode({ phone: mobile, code: smsCode });
      if (!check.valid || !check.mobileCode) {
        setErrors({ smsCode: 'auth:errors.smsCodeWrong' });
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
    } catch (error) {
      setFailure(failureKey(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth:phoneRegister')}>
      <Stack gap={3}>
        <Select
          label={t('auth:countryCode')}
          options={dialCodes}
          value={countryCode}
          onValueChange={setCountryCode}
        />
        <Input
          label={t('auth:mobile')}
          mode="numeric"
          autoComplete="tel-national"
          value={mobile}
          onValueChange={setMobile}
          error={errorText(errors.mobile)}
        />
        <SmsCodeField
          value={smsCode}
          onChange={setSmsCode}
          error={errorText(errors.smsCode)}
          onSend={send}
        />
        <Input
          label={t('auth:userName')}
          hint={t('auth:userNameHint')}
          value={userName}
          onValueChange={setUserName}
          error={errorText(errors.userName)}
        />
        <FormFailure messageKey={failure} />
        <Button type="submit" fullWidth loading={busy}>
          {t('auth:register')}
        </Button>
      </Stack>
    </form>
  );
}

export function RegisterDialog({ mode }: { mode: 'account' | 'phone' }) {
  const shell = useShell();
  const { t } = useTranslation();
  useEffect(() => shell.botCheck.prefetch(), [shell]);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && shell.closeDialog()}>
      <Dialog.Content title={t('auth:register')} size="sm">
        <Stack gap={3}>
          <Tabs.Root
            value={mode}
            onValueChange={(value) =>
              shell.openDialog({ kind: 'register', mode: value as 'account' | 'phone' })
            }
          >
            <Tabs.List aria-label={t('auth:registerMethod')}>
              <Tabs.Trigger value="account">{t('auth:byAccount')}</Tabs.Trigger>
              <Tabs.Trigger value="phone">{t('auth:byPhone')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="account">
              <AccountRegisterForm shell={shell} />
            </Tabs.Content>
            <Tabs.Content value="phone">
              <PhoneRegisterForm shell={shell} />
            </Tabs.Content>
          </Tabs.Root>
          <Button
            type="button"
            variant="ghost"
            onClick={() => shell.openDialog({ kind: 'login', mode: 'account' })}
          >
            {t('auth:haveAccount')}
          </Button>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The second login step: an SMS code sent to the member's mobile. */
export function VerifyDialog({ dialog }: { dialog: Extract<DialogState, { kind: 'verify' }> }) {
  const shell = useShell();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const [smsCode, setSmsCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkSmsCode(smsCode);
    setError(found);
    setFailure(null);
    if (found) return;
    setBusy(true);
    try {
      const response = await shell.platform.auth.checkLogin({
        userName: dialog.userName,
        mobile: dialog.mobile,
        smsCode,
        actionType:
          dialog.loginState === 2 ? LOGIN_CHECK_ACTIONS.newDevice : LOGIN_CHECK_ACTIONS.login,
      });
      await shell.completeLogin(response, 'account', searchParams.get('redirect'));
    } catch (cause) {
      setFailure(failureKey(cause));
    } finally {
      setBusy(false);
    }
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
              error={errorText(error)}
            />
            <FormFailure messageKey={failure} />
            <Button type="submit" fullWidth loading={busy}>
              {t('auth:verify')}
            </Button>
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
