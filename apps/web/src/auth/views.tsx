import { Button, Dialog, Input, Select, Stack } from '@touchline/ui';
import type { ComponentProps, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CredentialFields,
  DateOfBirthField,
  PhoneFields,
  SubmitRow,
  useErrorText,
} from './formParts.tsx';
import type { FieldErrors } from './validation.ts';

/**
 * The auth forms as pure views: what was typed, the field errors (i18n keys), the failure without
 * a server message, whether the submission is pending come in; changes and the submit go out. The
 * containers (LoginDialog, RegisterDialog, VerifyDialog, SessionExpiredDialog) hold the hooks.
 */
export interface FormViewProps<F extends string> {
  errors: FieldErrors<F>;
  /** A failure without a server message (an i18n key), shown above the submit button. */
  failure: string | null;
  pending: boolean;
  onSubmit: () => void;
}

function submitted(onSubmit: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
}

/** What a phone form shows and sends from its phone fields (the errors come with the form's). */
export type PhoneFieldsProps = Omit<ComponentProps<typeof PhoneFields>, 'errors'>;

export interface AccountLoginViewProps extends FormViewProps<'userName' | 'password'> {
  userName: string;
  onUserNameChange: (value: string) => void;
  password: string;
  onPasswordChange: (value: string) => void;
}

export function AccountLoginView({
  errors,
  failure,
  pending,
  onSubmit,
  ...credentials
}: AccountLoginViewProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={submitted(onSubmit)} noValidate aria-label={t('auth:accountLogin')}>
      <Stack gap={3}>
        <CredentialFields {...credentials} errors={errors} />
        <SubmitRow failure={failure} busy={pending} label={t('auth:login')} />
      </Stack>
    </form>
  );
}

export interface PhoneLoginViewProps extends FormViewProps<'mobile' | 'smsCode' | 'dateOfBirth'> {
  phone: PhoneFieldsProps;
  /**
   * The date of birth, asked once the server says the number has no account yet (its first
   * phone login registers it, for an adult only); absent until then.
   */
  birth?: DateOfBirthProps;
}

export function PhoneLoginView({
  phone,
  birth,
  errors,
  failure,
  pending,
  onSubmit,
}: PhoneLoginViewProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={submitted(onSubmit)} noValidate aria-label={t('auth:phoneLogin')}>
      <Stack gap={3}>
        <PhoneFields {...phone} errors={errors} />
        {birth ? (
          <DateOfBirthField
            value={birth.dateOfBirth}
            onValueChange={birth.onDateOfBirthChange}
            error={errors.dateOfBirth}
          />
        ) : null}
        <SubmitRow failure={failure} busy={pending} label={t('auth:login')} />
      </Stack>
    </form>
  );
}

/** The date of birth a registration form asks for (issue 20, 18+). */
export interface DateOfBirthProps {
  /** `YYYY-MM-DD`, or empty before one is picked. */
  dateOfBirth: string;
  onDateOfBirthChange: (value: string) => void;
}

export interface AccountRegisterViewProps
  extends
    Omit<AccountLoginViewProps, 'errors'>,
    FormViewProps<'userName' | 'password' | 'dateOfBirth'>,
    DateOfBirthProps {
  dialCodes: { value: string; label: string }[];
  countryCode: string;
  onCountryCodeChange: (value: string) => void;
  inviteCode: string;
  onInviteCodeChange: (value: string) => void;
}

export function AccountRegisterView({
  dialCodes,
  countryCode,
  onCountryCodeChange,
  inviteCode,
  onInviteCodeChange,
  dateOfBirth,
  onDateOfBirthChange,
  errors,
  failure,
  pending,
  onSubmit,
  ...credentials
}: AccountRegisterViewProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={submitted(onSubmit)} noValidate aria-label={t('auth:accountRegister')}>
      <Stack gap={3}>
        <CredentialFields {...credentials} errors={errors} newAccount />
        <DateOfBirthField
          value={dateOfBirth}
          onValueChange={onDateOfBirthChange}
          error={errors.dateOfBirth}
        />
        <Select
          label={t('auth:countryCode')}
          options={dialCodes}
          value={countryCode}
          onValueChange={onCountryCodeChange}
        />
        <Input
          label={t('auth:inviteCode')}
          optional
          value={inviteCode}
          onValueChange={onInviteCodeChange}
        />
        <SubmitRow failure={failure} busy={pending} label={t('auth:register')} />
      </Stack>
    </form>
  );
}

export interface PhoneRegisterViewProps
  extends FormViewProps<'mobile' | 'smsCode' | 'userName' | 'dateOfBirth'>, DateOfBirthProps {
  phone: PhoneFieldsProps;
  userName: string;
  onUserNameChange: (value: string) => void;
  /** A code was asked for: say it went out if the number can register (it may be taken). */
  codeRequested?: boolean;
}

export function PhoneRegisterView({
  phone,
  userName,
  onUserNameChange,
  codeRequested = false,
  dateOfBirth,
  onDateOfBirthChange,
  errors,
  failure,
  pending,
  onSubmit,
}: PhoneRegisterViewProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <form onSubmit={submitted(onSubmit)} noValidate aria-label={t('auth:phoneRegister')}>
      <Stack gap={3}>
        <PhoneFields {...phone} errors={errors} />
        {codeRequested && <p role="status">{t('auth:registerCodeSent')}</p>}
        <Input
          label={t('auth:userName')}
          hint={t('auth:userNameHint')}
          value={userName}
          onValueChange={onUserNameChange}
          error={errorText(errors.userName)}
        />
        <DateOfBirthField
          value={dateOfBirth}
          onValueChange={onDateOfBirthChange}
          error={errors.dateOfBirth}
        />
        <SubmitRow failure={failure} busy={pending} label={t('auth:register')} />
      </Stack>
    </form>
  );
}

export interface VerifyViewProps extends FormViewProps<'smsCode'> {
  smsCode: string;
  onSmsCodeChange: (value: string) => void;
}

/** The second login step's form (the dialog around it says where the code went). */
export function VerifyView({
  smsCode,
  onSmsCodeChange,
  errors,
  failure,
  pending,
  onSubmit,
}: VerifyViewProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <form onSubmit={submitted(onSubmit)} noValidate aria-label={t('auth:verifyTitle')}>
      <Stack gap={3}>
        {/* the server sent the code with the login answer; the mobile is masked, so a new
            code comes from logging in again */}
        <Input
          label={t('auth:smsCode')}
          mode="numeric"
          autoComplete="one-time-code"
          value={smsCode}
          onValueChange={onSmsCodeChange}
          error={errorText(errors.smsCode)}
        />
        <SubmitRow failure={failure} busy={pending} label={t('auth:verify')} />
      </Stack>
    </form>
  );
}

/** The session-expired dialog's two answers. */
export function SessionExpiredActions({
  onCancel,
  onConfirm,
}: {
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Footer>
      <Button type="button" variant="solid" tone="neutral" onClick={onCancel}>
        {t('auth:Cancel')}
      </Button>
      <Button type="button" onClick={onConfirm}>
        {t('auth:Sure')}
      </Button>
    </Dialog.Footer>
  );
}
