import { Dialog } from '@touchline/ui';
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/context.tsx';
import { SessionExpiredActions } from './views.tsx';

/** The long-running app asks before the forced logout (keys of spec §4). */
export function SessionExpiredDialog() {
  const session = useSession();
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && session.endSession({ reload: false })}>
      <Dialog.Content
        title={t('auth:KindTips')}
        description={t('auth:loginTips_1')}
        size="sm"
        hideClose
      >
        <SessionExpiredActions
          onCancel={() => session.endSession({ reload: false })}
          onConfirm={() => session.endSession()}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
