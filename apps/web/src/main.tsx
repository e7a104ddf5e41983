// The theme contract and global styles (dark by default, light via data-theme on <html>).
import '@touchline/ui/theme.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { App } from './app/App.tsx';
import { setUpInstallableApp } from './app/installApp.ts';
import { startHydration } from './app/hydration.ts';
import { createShell } from './app/shell.ts';
import { applyStyleNonce, startupLanguage } from './boot.ts';
import { applyDocumentLanguage, initI18n } from './i18n/i18n.ts';
import { createRoutes } from './routes/routes.tsx';
import { readSsrState } from './ssr/state.ts';
import { withViewCookie } from './ssr/viewCookie.ts';
import { browserStorage } from './storage.ts';

/**
 * The lazy parts of the routes that match `url`, loaded and written into their route objects: a
 * hydrating router must render the server's page at once, not its fallback while they load
 * (react-router's advice for lazy routes under hydration). Their files are preloaded by the page.
 */
async function resolveLazyMatches(routes: RouteObject[], url: string): Promise<void> {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/** Ends the current task: the browser may paint or handle input before the next part runs. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function main() {
  // the modules' evaluation was one task; starting the app is the next (issue 16: on a slow CPU
  // the two together were one long task of 150–190 ms at the page's start)
  await yieldToBrowser();
  // the service worker only in a build (the dev server's modules are not hashed assets)
  setUpInstallableApp(window, import.meta.env.PROD);
  // the scroll lock's <style> carries the page's nonce, which the server's CSP names
  applyStyleNonce(document);
  // the language chosen, a member's session marker and the settings are copied into the view
  // cookie, which the server's render reads (ADR 041)
  const local = withViewCookie(
    browserStorage(),
    (assignment) => (document.cookie = assignment),
    window.location.protocol === 'https:',
  );
  const lang = startupLanguage({
    search: window.location.search,
    storage: local,
    browserLanguages: navigator.languages ?? [navigator.language],
  });
  // the pack becomes the active locale before the app mounts; meanwhile the router (created
  // below) fetches the first page's chunks and runs its guard (issue 16: they waited for the
  // pack, one round trip more before the page's largest element)
  const i18nReady = initI18n(lang, undefined, { lazy: true });
  let i18n: Awaited<typeof i18nReady> | undefined = undefined;

  // the page the server rendered, when it is this page in this language
  const here = window.location.pathname + window.location.search;
  const ssrState = readSsrState(document);
  const ssr = ssrState && ssrState.lang === lang && ssrState.url === here ? ssrState : null;

  const shell = createShell({
    local,
    rendered: ssr,
    session: browserStorage('session'),
    baseUrl: window.location.origin,
    getLanguage: () => (i18n?.resolvedLanguage ?? lang) as typeof lang,
    goHomeAndReload: () => window.location.assign('/'),
    appMode: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    queryDeviceId: () => new URLSearchParams(window.location.search).get('deviceId'),
    clientModel: navigator.userAgent,
    // its hash function is a chunk of its own, fetched only when the fallback is reached
    fingerprint: async () =>
      (await import('./app/fingerprint.ts')).browserFingerprint({
        userAgent: navigator.userAgent,
        languages: navigator.languages,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        screen: window.screen,
        hardwareConcurrency: navigator.hardwareConcurrency,
      }),
  });
  // no device id at start-up: the first protected call resolves it, with the bot check behind
  // it (ADR 014); until then calls carry the stored id, if any

  const routes = createRoutes(shell);
  // each step of the start-up is a task of its own, short enough for a slow phone to answer
  // input between them (issue 16: together they were one long task of 40 ms at full speed, 150 ms
  // at Lighthouse's 4x CPU)
  await yieldToBrowser();
  // hydrated, not drawn again, when it was rendered for this session too (a page from the
  // worker's offline cache, another stored language, or a page rendered before a login or logout
  // in another tab is drawn anew)
  const hydrating = ssr !== null && ssr.sessionId === shell.getState().sessionId;
  if (hydrating) {
    hydrate(shell.queryClient, ssr.queries);
    await yieldToBrowser();
    await resolveLazyMatches(routes, here);
    await yieldToBrowser();
  }
  const router = createBrowserRouter(
    routes,
    hydrating ? { hydrationData: { loaderData: ssr.router.loaderData } } : undefined,
  );
  i18n = await i18nReady;
  applyDocumentLanguage(document, lang, i18n.t('tagline'));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <App shell={shell} i18n={i18n} router={router} />
    </StrictMode>
  );
  // a transition: React renders (or hydrates) the first screen in slices of a few milliseconds,
  // yielding to the browser between them, instead of in one long task (issue 16: the page
  // answers input while it starts)
  startTransition(() => {
    // a page the browser's first render would not match is drawn anew by React (and reported)
    if (hydrating) {
      startHydration();
      // React listens from here on: a tap from now is its to handle, not boot.js's to keep
      window.touchlineBoot?.handOver();
      hydrateRoot(root, app);
    } else createRoot(root).render(app);
  });
}

void main();
