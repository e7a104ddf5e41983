import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { Language } from '@touchline/domain';
import { Dialog } from '@touchline/ui';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { storyI18n } from '../stories/StorySite.tsx';
import {
  AccountLoginView,
  AccountRegisterView,
  PhoneLoginView,
  PhoneRegisterView,
  SessionExpiredActions,
  VerifyView,
  type PhoneFieldsProps,
} from './views.tsx';

/**
 * The auth forms as pure views, one state per story: empty, filled with field errors, pending
 * (the submit button shows its spinner) and a failure the server did not explain.
 */
type State = 'empty' | 'errors' | 'pending' | 'failed' | 'codeSent' | 'underAge' | 'needsBirth';
type Form = 'accountLogin' | 'phoneLogin' | 'accountRegister' | 'phoneRegister' | 'verify';

const noop = () => undefined;
const dialCodes = [{ value: '66', label: '+66 Thailand' }];
const failedKey = 'errors:requestFailed';

function phone(filled: boolean): PhoneFieldsProps {
  return {
    dialCodes,
    countryCode: '66',
    onCountryCodeChange: noop,
    mobile: filled ? '81234' : '',
    onMobileChange: noop,
    smsCode: filled ? '12' : '',
    onSmsCodeChange: noop,
    onSend: () => Promise.resolve(null),
  };
}

function AuthForm({ form, state }: { form: Form; state: State }) {
  const filled = state !== 'empty';
  const common = {
    failure: state === 'failed' ? failedKey : null,
    pending: state === 'pending',
    onSubmit: noop,
  };
  const credentials = {
    userName: filled ? 'ab' : '',
    onUserNameChange: noop,
    password: filled ? 'secret' : '',
    onPasswordChange: noop,
  };
  const errorsIf = <E,>(errors: E) => (state === 'errors' ? errors : {});
  const dateOfBirth = {
    dateOfBirth: filled ? '2012-05-01' : '',
    onDateOfBirthChange: noop,
  };
  // the server's refusal of an under-18, shown beside the date of birth
  const underAge = state === 'underAge' ? { dateOfBirth: 'auth:errors.underAge' } : {};
  switch (form) {
    case 'accountLogin':
      return (
        <AccountLoginView
          {...credentials}
          {...common}
          errors={errorsIf({ userName: 'auth:errors.required', password: 'auth:errors.required' })}
        />
      );
    case 'phoneLogin':
      return (
        <PhoneLoginView
          phone={phone(filled)}
          {...common}
          // a number with no account yet: the server asked for the date of birth
          {...(state === 'needsBirth'
            ? { birth: { dateOfBirth: '', onDateOfBirthChange: noop } }
            : {})}
          errors={
            state === 'needsBirth'
              ? { dateOfBirth: 'auth:errors.dateOfBirth' }
              : errorsIf({ mobile: 'auth:errors.phone', smsCode: 'auth:errors.smsCode' })
          }
        />
      );
    case 'accountRegister':
      return (
        <AccountRegisterView
          {...credentials}
          dialCodes={dialCodes}
          countryCode="66"
          onCountryCodeChange={noop}
          inviteCode=""
          onInviteCodeChange={noop}
          {...dateOfBirth}
          {...common}
          errors={{
            ...errorsIf({
              userName: 'auth:errors.userName',
              password: 'auth:errors.passwordLength',
              dateOfBirth: 'auth:errors.dateOfBirth',
            }),
            ...underAge,
          }}
        />
      );
    case 'phoneRegister':
      return (
        <PhoneRegisterView
          phone={phone(filled)}
          userName={credentials.userName}
          onUserNameChange={noop}
          codeRequested={state === 'codeSent'}
          {...dateOfBirth}
          {...common}
          errors={{
            ...errorsIf({
              mobile: 'auth:errors.phone',
              smsCode: 'auth:errors.smsCode',
              userName: 'auth:errors.userName',
              dateOfBirth: 'auth:errors.required',
            }),
            ...underAge,
          }}
        />
      );
    case 'verify':
      return (
        <VerifyView
          smsCode={filled ? '12' : ''}
          onSmsCodeChange={noop}
          {...common}
          errors={errorsIf({ smsCode: 'auth:errors.smsCode' })}
        />
      );
  }
}

/** The web's packs in the toolbar's locale, and a dialog-wide column as in the app. */
const withWebTexts: Decorator = (Story, context) => {
  const locale = (['en', 'zh-cn', 'vi', 'th'] as const).includes(context.globals.locale as Language)
    ? (context.globals.locale as Language)
    : 'en';
  return <WebTexts key={locale} locale={locale} story={<Story />} />;
};

function WebTexts({ locale, story }: { locale: Language; story: ReactNode }) {
  const [i18n] = useState(() => storyI18n(locale));
  return (
    <I18nextProvider i18n={i18n}>
      <div style={{ maxWidth: 400, padding: 16 }}>{story}</div>
    </I18nextProvider>
  );
}

const meta = {
  title: 'Screens/Auth',
  component: AuthForm,
  decorators: [withWebTexts],
  args: { form: 'accountLogin', state: 'empty' },
  argTypes: {
    form: {
      control: 'select',
      options: ['accountLogin', 'phoneLogin', 'accountRegister', 'phoneRegister', 'verify'],
    },
    state: {
      control: 'inline-radio',
      options: ['empty', 'errors', 'pending', 'failed', 'codeSent', 'underAge', 'needsBirth'],
    },
  },
} satisfies Meta<typeof AuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccountLoginEmpty: Story = { args: { form: 'accountLogin', state: 'empty' } };
export const AccountLoginErrors: Story = { args: { form: 'accountLogin', state: 'errors' } };
export const AccountLoginPending: Story = { args: { form: 'accountLogin', state: 'pending' } };
export const AccountLoginFailed: Story = { args: { form: 'accountLogin', state: 'failed' } };

export const PhoneLoginEmpty: Story = { args: { form: 'phoneLogin', state: 'empty' } };
export const PhoneLoginErrors: Story = { args: { form: 'phoneLogin', state: 'errors' } };
export const PhoneLoginPending: Story = { args: { form: 'phoneLogin', state: 'pending' } };
export const PhoneLoginFailed: Story = { args: { form: 'phoneLogin', state: 'failed' } };
/** A number with no account yet: its first login registers it, so the date of birth is asked. */
export const PhoneLoginNeedsBirth: Story = { args: { form: 'phoneLogin', state: 'needsBirth' } };

export const AccountRegisterEmpty: Story = { args: { form: 'accountRegister', state: 'empty' } };
export const AccountRegisterErrors: Story = { args: { form: 'accountRegister', state: 'errors' } };
export const AccountRegisterPending: Story = {
  args: { form: 'accountRegister', state: 'pending' },
};
export const AccountRegisterFailed: Story = { args: { form: 'accountRegister', state: 'failed' } };
/** The server refused an under-18: its words beside the date of birth, nothing typed lost. */
export const AccountRegisterUnderAge: Story = {
  args: { form: 'accountRegister', state: 'underAge' },
};

export const PhoneRegisterEmpty: Story = { args: { form: 'phoneRegister', state: 'empty' } };
export const PhoneRegisterErrors: Story = { args: { form: 'phoneRegister', state: 'errors' } };
export const PhoneRegisterPending: Story = { args: { form: 'phoneRegister', state: 'pending' } };
export const PhoneRegisterFailed: Story = { args: { form: 'phoneRegister', state: 'failed' } };
export const PhoneRegisterUnderAge: Story = { args: { form: 'phoneRegister', state: 'underAge' } };
/** A code was asked for: the form says it went out if the number can register (taken or not). */
export const PhoneRegisterCodeSent: Story = {
  args: { form: 'phoneRegister', state: 'codeSent' },
};

export const VerifyEmpty: Story = { args: { form: 'verify', state: 'empty' } };
export const VerifyErrors: Story = { args: { form: 'verify', state: 'errors' } };
export const VerifyPending: Story = { args: { form: 'verify', state: 'pending' } };
export const VerifyFailed: Story = { args: { form: 'verify', state: 'failed' } };

/** The session-expired dialog's answers, in their dialog. */
export const SessionExpired: Story = {
  render: () => <SessionExpiredStory />,
};

function SessionExpiredStory() {
  const { t } = useTranslation();
  return (
    <Dialog.Root open>
      <Dialog.Content
        title={t('auth:KindTips')}
        description={t('auth:loginTips_1')}
        size="sm"
        hideClose
      >
        <SessionExpiredActions onCancel={noop} onConfirm={noop} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
