import { Dialog, Input, Stack } from '@touchline/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDialogs } from '../app/context.tsx';
import type { DialogState } from '../app/shell.ts';
import { useVerifyLogin } from '../data/mutations/auth.ts';
import { SubmitRow, useErrorText, useSubmission } from './formParts.tsx';
import { checkSmsCode, collectErrors } from './validation.ts';

/** The second login step: an SMS code sent to the member's mobile. */
export function VerifyDialog({ dialog }: { dialog: Extract<DialogState, { kind: 'verify' }> }) {
  const dialogs = useDialogs();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const verify = useVerifyLogin();
  const [smsCode, setSmsCode] = useState('');
  const form = useSubmission<'smsCode'>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(collectErrors({ smsCode: checkSmsCode(smsCode) }), () =>
      verify.mutateAsync({ dialog, smsCode, redirect: searchParams.get('redirect') }),
    );
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && dialogs.close()}>
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
