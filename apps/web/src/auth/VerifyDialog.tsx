import { Dialog } from '@touchline/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDialogs } from '../app/context.tsx';
import type { DialogState } from '../app/shell.ts';
import { useVerifyLogin } from '../data/mutations/auth.ts';
import { useSubmission } from './formParts.tsx';
import { checkSmsCode, collectErrors } from './validation.ts';
import { VerifyView } from './views.tsx';

/** The second login step: an SMS code sent to the member's mobile. */
export function VerifyDialog({ dialog }: { dialog: Extract<DialogState, { kind: 'verify' }> }) {
  const dialogs = useDialogs();
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const verify = useVerifyLogin();
  const [smsCode, setSmsCode] = useState('');
  const form = useSubmission({ fields: ['smsCode'], fallback: 'smsCode' });

  const submit = () => {
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
        <VerifyView
          smsCode={smsCode}
          onSmsCodeChange={setSmsCode}
          errors={form.errors}
          failure={form.failure}
          pending={form.busy}
          onSubmit={submit}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
