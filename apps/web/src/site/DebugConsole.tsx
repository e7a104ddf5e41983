import { Dialog } from '@touchline/ui';
import { useTranslation } from 'react-i18next';
import { useSessionState, useShell } from '../app/context.tsx';

/**
 * The hidden debug console (opened by a 6 s press-and-hold; its own chunk, loaded only then):
 * what support asks a player to read out.
 */
export default function DebugConsole({ onClose }: { onClose: () => void }) {
  const shell = useShell();
  const { user, sessionId } = useSessionState();
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [
    [t('debug.language'), i18n.language],
    [t('debug.theme'), document.documentElement.dataset.theme ?? 'dark'],
    [t('debug.deviceId'), shell.store.deviceId.get() ?? '—'],
    [t('debug.loggedIn'), sessionId ? (user?.userName ?? '✓') : '—'],
    [t('debug.settings'), JSON.stringify(shell.store.settings.get())],
    [t('debug.address'), window.location.href],
    [t('debug.userAgent'), navigator.userAgent],
  ];
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content title={t('debug.title')} size="md">
        <dl>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Dialog.Content>
    </Dialog.Root>
  );
}
