import type { PopupAdInfo } from '@touchline/api';
import { createPopupAdGate, isSiteInMaintenance } from '@touchline/domain';
import { MaintenanceBanner } from '@touchline/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useDialog, useSessionState, useShell } from '../app/context.tsx';
import { useMaintenance, usePopupAds } from '../data/queries/site.ts';

/** The day as the popup-ad records hold it (the player's local calendar day). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The site maintenance banner (spec §4: status 1 and point 0). */
export function MaintenanceNotice() {
  // dismissed is that notice only: one an operator sets afterwards shows again
  const [dismissed, setDismissed] = useState<string | null>(null);
  const info = useMaintenance();
  if (!info.data || !isSiteInMaintenance(info.data)) return null;
  const shown = [info.data.id, info.data.startTime, info.data.endTime, info.data.title].join('|');
  if (dismissed === shown) return null;
  return (
    <MaintenanceBanner
      variant="bar"
      title={info.data.title}
      content={info.data.content}
      start={info.data.startTime}
      end={info.data.endTime}
      onDismiss={() => setDismissed(shown)}
    />
  );
}

/**
 * The house popup ad an operator runs (`listPopupAds`: the first running), at most once a day per
 * user (the logged-out visitor has a key of their own), by domain's gate. One modal at a time: while an
 * auth dialog is open (a deep link's login) the ad waits, and shows once it closes.
 */
const today = () => new Date();

/** The ad's dialog (Radix's dialog, focus trap and scroll lock) is fetched the day it shows. */
const PopupAd = lazy(() => import('./PopupAd.ts'));

export function DailyPopupAd({
  now = today,
  held = false,
}: {
  now?: () => Date;
  /**
   * Kept back (the 18+ question is open): a promotion is not shown to a visitor who has not
   * confirmed their age, nor stacked under that question; it shows once it is answered.
   */
  held?: boolean;
}) {
  const shell = useShell();
  const { user, sessionId } = useSessionState();
  const gate = useMemo(() => createPopupAdGate(shell.local), [shell]);
  const ads = usePopupAds();
  // the ad shown today (once chosen it stays mounted, so closing animates as before)
  const [shown, setShown] = useState<PopupAdInfo | null>(null);
  const [open, setOpen] = useState(false);
  const userName = sessionId ? (user?.userName ?? null) : null;
  const waitingForUser = !!sessionId && !user;
  const authDialogOpen = useDialog() !== null;
  useEffect(() => {
    if (held || shown || waitingForUser || authDialogOpen || !ads.data) return;
    // one ad a day per user (spec): the first running, when today's is not yet shown (the gate
    // records it)
    const [ad] = ads.data;
    if (ad && gate.shouldShow(userName, localDay(now()))) {
      setShown(ad);
      setOpen(true);
    }
  }, [gate, userName, waitingForUser, authDialogOpen, now, ads.data, shown, held]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <PopupAd
        // an auth dialog opened while the ad's chunk was coming (a tap on "Log in" just after the
        // page starts) goes first: the ad waits for it, never stacked over it
        open={open && !authDialogOpen}
        onOpenChange={setOpen}
        title={shown.title}
        text={shown.text}
        {...(shown.ctaLabel ? { ctaLabel: shown.ctaLabel } : {})}
        {...(shown.link ? { ctaHref: shown.link } : {})}
        onCtaClick={() => setOpen(false)}
      />
    </Suspense>
  );
}

/** The site's own notices; `held` keeps the daily popup ad back (see DailyPopupAd). */
export function SiteNotices({ held = false }: { held?: boolean }) {
  return (
    <>
      <MaintenanceNotice />
      <DailyPopupAd held={held} />
    </>
  );
}
