import { Button, Dialog } from '@touchline/ui';
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/context.tsx';

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
        <Dialog.Footer>
          <Button
            type="button"
            variant="solid"
            tone="neutral"
            onClick={() => session.endSession({ reload: false })}
          >
            {t('auth:Cancel')}
          </Button>
          <Button type="button" onClick={() => session.endSession()}>
            {t('auth:Sure')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
