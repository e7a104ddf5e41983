import { nextRealityCheck } from '@touchline/domain';
import { Button, Dialog, MoneyText, Text } from '@touchline/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionSummary, useWalletCurrency } from '../data/queries/responsible.ts';
import { useSession } from './context.tsx';

export interface RealityCheckWatcherProps {
  /** The time now (tests fix it). */
  now?: () => number;
}

/**
 * The reality check (issue 20): for a logged-in member who chose an interval, at each interval
 * since login a dialog shows how long they have been logged in and this session's net result,
 * with "Continue" and "Log out". It reads the session's summary (again at each check, for fresh
 * figures); a new interval (`setRealityCheck` invalidates the summary) applies without a reload.
 * Root mounts it lazily, for members only.
 */
export default function RealityCheckWatcher({ now = Date.now }: RealityCheckWatcherProps) {
  const session = useSession();
  const currency = useWalletCurrency();
  const summary = useSessionSummary();
  // the check on screen: when it was due (its elapsed time is counted to then)
  const [shownAt, setShownAt] = useState<number | null>(null);
  const [leaving, setLeaving] = useState(false);

  const startedAt = summary.data?.startedAt;
  const minutes = summary.data?.realityCheckMinutes ?? 0;
  const { refetch } = summary;
  useEffect(() => {
    if (startedAt === undefined || shownAt !== null) return;
    const due = nextRealityCheck(startedAt, minutes, now());
    if (due === null) return;
    const timer = setTimeout(
      () => {
        setShownAt(due);
        // the net result as it stands now
        void refetch();
      },
      Math.max(0, due - now()),
    );
    return () => clearTimeout(timer);
  }, [startedAt, minutes, shownAt, now, refetch]);

  if (shownAt === null || !summary.data) return null;
  return (
    <RealityCheckDialog
      elapsedMs={shownAt - summary.data.startedAt}
      net={summary.data.net}
      currency={currency}
      leaving={leaving}
      onContinue={() => setShownAt(null)}
      onLogOut={() => {
        setLeaving(true);
        void session.logout();
      }}
    />
  );
}

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

/** The reality check itself: time since login, the session's net result, continue or log out. */
export function RealityCheckDialog({
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
