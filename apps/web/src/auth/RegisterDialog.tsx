import { Dialog } from '@touchline/ui';
import { useEffect, useState } from 'react';
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
  MethodTabs,
  useDialCodes,
  usePhoneEntry,
  useSubmission,
  type Method,
} from './formParts.tsx';
import {
  checkDateOfBirth,
  checkNewPassword,
  checkPhone,
  checkSmsCode,
  checkUserName,
  collectErrors,
} from './validation.ts';
import { AccountRegisterView, PhoneRegisterView } from './views.tsx';

function AccountRegisterForm() {
  const dialCodes = useDialCodes();
  const { dialCode } = useSiteConfig();
  const { store } = useShell();
  const register = useAccountRegister();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [countryCode, setCountryCode] = useState(dialCode.code);
  const [inviteCode, setInviteCode] = useState(() => store.inviteCode.get() ?? '');
  const [dateOfBirth, setDateOfBirth] = useState('');
  // the account form's refusal is the user name's (taken) unless the server names the field
  const form = useSubmission({
    fields: ['userName', 'password', 'dateOfBirth'],
    fallback: 'userName',
  });

  const submit = () => {
    const found = collectErrors({
      userName: checkUserName(userName),
      password: checkNewPassword(password),
      dateOfBirth: checkDateOfBirth(dateOfBirth, Date.now()),
    });
    void form.submit(found, () =>
      register.mutateAsync({ userName, password, countryCode, dateOfBirth, inviteCode }),
    );
  };

  return (
    <AccountRegisterView
      userName={userName}
      onUserNameChange={setUserName}
      password={password}
      onPasswordChange={setPassword}
      dialCodes={dialCodes}
      countryCode={countryCode}
      onCountryCodeChange={setCountryCode}
      inviteCode={inviteCode}
      onInviteCodeChange={setInviteCode}
      dateOfBirth={dateOfBirth}
      onDateOfBirthChange={setDateOfBirth}
      errors={form.errors}
      failure={form.failure}
      pending={form.busy}
      onSubmit={submit}
    />
  );
}

function PhoneRegisterForm() {
  const [searchParams] = useSearchParams();
  const sendCode = useSendRegisterCode();
  const register = usePhoneRegister();
  const phone = usePhoneEntry();
  const { countryCode, mobile, smsCode } = phone;
  const [userName, setUserName] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [codeRequested, setCodeRequested] = useState(false);
  const form = useSubmission({ fields: ['mobile', 'smsCode', 'userName', 'dateOfBirth'] });

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
      // the server does not say whether the number is taken: the form says what it knows
      setCodeRequested(true);
      return wait;
    }, 'mobile');
  };

  const submit = () => {
    const found = collectErrors({
      mobile: checkPhone(mobile),
      smsCode: checkSmsCode(smsCode),
      userName: checkUserName(userName),
      dateOfBirth: checkDateOfBirth(dateOfBirth, Date.now()),
    });
    void form.submit(found, async () => {
      const step = await register.mutateAsync({
        mobile,
        smsCode,
        countryCode,
        userName,
        dateOfBirth,
        redirect: searchParams.get('redirect'),
      });
      if (step === 'wrongCode') form.setErrors({ smsCode: 'auth:errors.smsCodeWrong' });
    });
  };

  return (
    <PhoneRegisterView
      phone={{ ...phone.fields, onSend: send }}
      userName={userName}
      onUserNameChange={setUserName}
      dateOfBirth={dateOfBirth}
      onDateOfBirthChange={setDateOfBirth}
      codeRequested={codeRequested}
      errors={form.errors}
      failure={form.failure}
      pending={form.busy}
      onSubmit={submit}
    />
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
