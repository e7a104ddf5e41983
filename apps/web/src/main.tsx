// The theme contract and global styles (dark by default, light via data-theme on <html>).
import '@touchline/ui/theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { setUpInstallableApp } from './app/installApp.ts';
import { createShell } from './app/shell.ts';
import { applyStyleNonce, startupLanguage } from './boot.ts';
import { applyDocumentLanguage, initI18n } from './i18n/i18n.ts';
import { createRoutes } from './routes/routes.tsx';
import { browserStorage } from './storage.ts';

async function main() {
  // the service worker only in a build (the dev server's modules are not hashed assets)
  setUpInstallableApp(window, import.meta.env.PROD);
  // the scroll lock's <style> carries the page's nonce, which the server's CSP names
  applyStyleNonce(document);
  const local = browserStorage();
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

  const shell = createShell({
    local,
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

  const router = createBrowserRouter(createRoutes(shell));
  i18n = await i18nReady;
  applyDocumentLanguage(document, lang, i18n.t('tagline'));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // a transition: React renders the first screen in slices of a few milliseconds, yielding to
  // the browser between them, instead of in one long task (issue 16: the page answers input
  // while it starts)
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App shell={shell} i18n={i18n} router={router} />
      </StrictMode>,
    );
  });
}

void main();
