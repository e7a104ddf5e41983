import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@touchline/ui';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { ShellProvider } from './context.tsx';
import type { Shell } from './shell.ts';

type Router = RouterProviderProps['router'];

/** The providers around the router: the shell, translations, queries and toasts. */
export function App({ shell, i18n, router }: { shell: Shell; i18n: I18n; router: Router }) {
  return (
    <ShellProvider shell={shell}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={shell.queryClient}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ShellProvider>
  );
}
