import { Button, Dialog, MoneyText, Text } from '@touchline/ui';
import { useTranslation } from 'react-i18next';

export interface RealityCheckDialogProps {
  /** How long the member has been logged in. */
  elapsedMs: number;
  /** The session's net result of play (wins less stakes and spending), exact. */
  net: string;
  currency: string;
  /** Logging out is under way. */
  leaving?: boolean;
  onContinue: () => void;
  onLogOut: () => void;
}

/**
 * The reality check itself: time since login, the session's net result, continue or log out. A
 * module of its own, with Radix's dialog: the watcher loads it when a check is due (issue 16).
 */
export default function RealityCheckDialog({
  elapsedMs,
  net,
  currency,
  leaving = false,
  onContinue,
  onLogOut,
}: RealityCheckDialogProps) {
  const { t } = useTranslation('reality');
  const elapsedMinutes = Math.floor(Math.max(0, elapsedMs) / 60_000);
  const hours = Math.floor(elapsedMinutes / 60);
  const rest = elapsedMinutes % 60;
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        // Escape is "Continue"
        if (!open) onContinue();
      }}
    >
      <Dialog.Content size="sm" title={t('realityCheckTitle')} hideClose>
        <Text as="p">
          {hours > 0
            ? t('loggedInForHours', { hours, minutes: rest })
            : t('loggedInForMinutes', { count: rest })}
        </Text>
        <Text as="p">
          {t('sessionNet')}{' '}
          <MoneyText amount={net} currency={currency} sign="exceptZero" tone="auto" size="lg" />
        </Text>
        <Text variant="caption" as="p">
          {t('sessionNetHint')}
        </Text>
        <Dialog.Footer>
          <Button variant="outline" loading={leaving} onClick={onLogOut}>
            {t('logOut')}
          </Button>
          <Button onClick={onContinue}>{t('continue')}</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
