import { Dialog, Input, Select, Stack } from '@touchline/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useClients, useDialogs, useShell, useSiteConfig } from '../app/context.tsx';
import {
  useAccountRegister,
  usePhoneRegister,
  useSendRegisterCode,
} from '../data/mutations/auth.ts';
import { useGeneratedUserName } from '../data/queries/auth.ts';
import {
  CredentialFields,
  MethodTabs,
  PhoneFields,
  SubmitRow,
  useDialCodes,
  useErrorText,
  usePhoneEntry,
  useSubmission,
  type Method,
} from './formParts.tsx';
import {
  checkNewPassword,
  checkPhone,
  checkSmsCode,
  checkUserName,
  collectErrors,
} from './validation.ts';

function AccountRegisterForm() {
  const { t } = useTranslation();
  const dialCodes = useDialCodes();
  const { dialCode } = useSiteConfig();
  const { store } = useShell();
  const register = useAccountRegister();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [countryCode, setCountryCode] = useState(dialCode.code);
  const [inviteCode, setInviteCode] = useState(() => store.inviteCode.get() ?? '');
  const form = useSubmission<'userName' | 'password'>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors({
      userName: checkUserName(userName),
      password: checkNewPassword(password),
    });
    void form.submit(found, () =>
      register.mutateAsync({ userName, password, countryCode, inviteCode }),
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth:accountRegister')}>
      <Stack gap={3}>
        <CredentialFields
          userName={userName}
          onUserNameChange={setUserName}
          password={password}
          onPasswordChange={setPassword}
          errors={form.errors}
          newAccount
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

function PhoneRegisterForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const sendCode = useSendRegisterCode();
  const register = usePhoneRegister();
  const phone = usePhoneEntry();
  const { countryCode, mobile, smsCode } = phone;
  const [userName, setUserName] = useState('');
  const form = useSubmission<'mobile' | 'smsCode' | 'userName'>();

  // a generated user name to start from; the player may change it
  const generated = useGeneratedUserName();
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
      const wait = await sendCode.mutateAsync({ mobile, countryCode });
      if (wait === null) form.setErrors({ mobile: 'auth:errors.mobileTaken' });
      return wait;
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
      const step = await register.mutateAsync({
        mobile,
        smsCode,
        countryCode,
        userName,
        redirect: searchParams.get('redirect'),
      });
      if (step === 'wrongCode') form.setErrors({ smsCode: 'auth:errors.smsCodeWrong' });
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

export function RegisterDialog({ mode }: { mode: Method }) {
  const dialogs = useDialogs();
  const { botCheck } = useClients();
  const { t } = useTranslation();
  useEffect(() => botCheck.prefetch(), [botCheck]);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && dialogs.close()}>
      <Dialog.Content title={t('auth:register')} size="sm">
        <MethodTabs
          kind="register"
          mode={mode}
          label={t('auth:registerMethod')}
          account={<AccountRegisterForm />}
          phone={<PhoneRegisterForm />}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
