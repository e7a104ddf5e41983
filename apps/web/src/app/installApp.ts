/**
 * The installable app (ADR 027): the service worker, registered once the page has loaded (never
 * on the first screen's critical path), and the browser's install offer, kept from the moment
 * it comes (often before /AppDownload is ever opened) until that page asks for it.
 */

/** What Chromium browsers hand over in `beforeinstallprompt` (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The browser's install offer, if it has made one and it was not used yet. */
export const installOffer = (): InstallPromptEvent | null => offer;

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; the offer is spent whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = offer;
  if (!event) return 'unavailable';
  offer = null;
  changed();
  await event.prompt();
  return (await event.userChoice).outcome;
}

/** Called once at start-up in the browser. */
export function setUpInstallableApp(win: Window, register: boolean): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    // the page offers its own Install button rather than the browser's mini bar
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  win.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
  if (!register || !('serviceWorker' in win.navigator)) return;
  const start = () => void win.navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
