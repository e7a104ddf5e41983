import { Button, Dialog, Stack } from '@touchline/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useClients, useDialogs, useShell } from '../app/context.tsx';
import { useAccountLogin, usePhoneLogin, useSendLoginCode } from '../data/mutations/auth.ts';
import { MethodTabs, usePhoneEntry, useSubmission, type Method } from './formParts.tsx';
import {
  checkDateOfBirth,
  checkPhone,
  checkRequired,
  checkSmsCode,
  collectErrors,
} from './validation.ts';
import { AccountLoginView, PhoneLoginView } from './views.tsx';

function AccountLoginForm() {
  const login = useAccountLogin();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  // a wrong user name or password is told at the password
  const form = useSubmission({ fields: ['userName', 'password'], fallback: 'password' });

  const submit = () => {
    const found = collectErrors({
      userName: checkRequired(userName),
      password: checkRequired(password),
    });
    void form.submit(found, () => login.mutateAsync({ userName, password }));
  };

  return (
    <AccountLoginView
      userName={userName}
      onUserNameChange={setUserName}
      password={password}
      onPasswordChange={setPassword}
      errors={form.errors}
      failure={form.failure}
      pending={form.busy}
      onSubmit={submit}
    />
  );
}

function PhoneLoginForm() {
  const [searchParams] = useSearchParams();
  const sendCode = useSendLoginCode();
  const login = usePhoneLogin();
  const phone = usePhoneEntry();
  const { countryCode, mobile, smsCode } = phone;
  const form = useSubmission({
    fields: ['mobile', 'smsCode', 'dateOfBirth'],
    fallback: 'smsCode',
  });
  const [dateOfBirth, setDateOfBirth] = useState('');
  // a number with no account yet is registered at its first login: the server says so at the
  // date of birth, which is asked from then on (the code stays valid for the retry)
  const [askBirth, setAskBirth] = useState(false);
  if (form.errors.dateOfBirth && !askBirth) setAskBirth(true);

  const send = async () => {
    const mobileError = checkPhone(mobile);
    form.setErrors({ mobile: mobileError });
    if (mobileError) return null;
    return form.attempt(() => sendCode.mutateAsync({ mobile, countryCode }), 'mobile');
  };

  const submit = () => {
    const found = collectErrors({
      mobile: checkPhone(mobile),
      smsCode: checkSmsCode(smsCode),
      dateOfBirth: askBirth ? checkDateOfBirth(dateOfBirth, Date.now()) : undefined,
    });
    void form.submit(found, () =>
      login.mutateAsync({
        mobile,
        smsCode,
        countryCode,
        ...(askBirth ? { dateOfBirth } : {}),
        redirect: searchParams.get('redirect'),
      }),
    );
  };

  return (
    <PhoneLoginView
      phone={{ ...phone.fields, onSend: send }}
      birth={askBirth ? { dateOfBirth, onDateOfBirthChange: setDateOfBirth } : undefined}
      errors={form.errors}
      failure={form.failure}
      pending={form.busy}
      onSubmit={submit}
    />
  );
}

/** vtob: the server answered with a state; the account continues on its partner page. */
function VtobPanel() {
  const { t } = useTranslation();
  const { store } = useShell();
  const dialogs = useDialogs();
  const vtob = store.vtob.get();
  return (
    <Stack gap={3}>
      <p>{t('auth:vtobText', { userName: vtob?.userName ?? '' })}</p>
      <Button type="button" fullWidth onClick={() => dialogs.close()}>
        {t('common:ok')}
      </Button>
    </Stack>
  );
}

export function LoginDialog({ mode }: { mode: Method | 'vtob' }) {
  const dialogs = useDialogs();
  const { botCheck } = useClients();
  const { t } = useTranslation();
  // the proof of work starts while the player types
  useEffect(() => botCheck.prefetch(), [botCheck]);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && dialogs.close()}>
      <Dialog.Content title={t('auth:login')} size="sm" data-mode={mode}>
        {mode === 'vtob' ? (
          <VtobPanel />
        ) : (
          <MethodTabs
            kind="login"
            mode={mode}
            label={t('auth:loginMethod')}
            account={<AccountLoginForm />}
            phone={<PhoneLoginForm />}
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
