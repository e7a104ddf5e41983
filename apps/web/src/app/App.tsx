import { QueryClientProvider } from '@tanstack/react-query';
import { SPORTS_DAY_TIME_ZONE } from '@touchline/domain';
import { TimeZoneProvider, ToastProvider } from '@touchline/ui';
import type { i18n as I18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { ShellProvider } from './context.tsx';
import { endHydration } from './hydration.ts';
import type { Shell } from './shell.ts';

type Router = RouterProviderProps['router'];

declare global {
  interface Window {
    /**
     * The page's first script (`public/boot.js`): told when React starts listening to the page
     * (`handOver`, just before it hydrates it) and once the app has started.
     */
    touchlineBoot?: { handOver: () => void; started: () => void };
  }
}

/**
 * The providers around the router: the shell, translations, the zone of the site's times, queries
 * and toasts. Every time is shown at UTC+8, the sportsbook's zone, where its days are cut (domain's
 * results-day rule; ADR 015), so a match's time, its "Today" and its results day agree.
 */
export function App({ shell, i18n, router }: { shell: Shell; i18n: I18n; router: Router }) {
  useEffect(() => {
    // the outermost effect of the first commit: every other has run (useHydrated)
    endHydration();
    // the page is the app's now (hydrated or drawn): a tap on a button of the server's HTML
    // before this is carried out (public/boot.js) — in a task of its own: a tap on a part React
    // hydrates later (a tab row, ADR 043) makes React hydrate it at once, which it cannot do from
    // inside its own effects (it would drop the tap)
    const timer = setTimeout(() => window.touchlineBoot?.started(), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <AppProviders shell={shell} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** The providers alone, around the browser's router (`App`) or the server's (`ssr/render.tsx`). */
export function AppProviders({
  shell,
  i18n,
  children,
}: {
  shell: Shell;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <ShellProvider shell={shell}>
      <I18nextProvider i18n={i18n}>
        <TimeZoneProvider timeZone={SPORTS_DAY_TIME_ZONE}>
          <QueryClientProvider client={shell.queryClient}>
            <ToastProvider>{children}</ToastProvider>
          </QueryClientProvider>
        </TimeZoneProvider>
      </I18nextProvider>
    </ShellProvider>
  );
}
