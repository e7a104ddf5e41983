import { nextRealityCheck } from '@touchline/domain';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useSessionSummary, useWalletCurrency } from '../data/queries/responsible.ts';
import { useSession } from './context.tsx';

const RealityCheckDialog = lazy(() => import('./RealityCheckDialog.tsx'));

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
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
