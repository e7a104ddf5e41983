// The yardstick of `pnpm bench lighthouse`: the smallest app on Touchline's stack — React 19,
// react-router's data router, i18next with react-i18next and a Radix dialog — with a header, a
// heading, a list and a dialog, built with the workspace's Vite and served by the reference
// server as Touchline is. What it scores is what the stack allows before any product code.
import * as Dialog from '@radix-ui/react-dialog';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  resources: {
    en: {
      translation: {
        title: 'Matches today',
        about: 'About',
        home: 'Home',
        open: 'Log in',
        close: 'Close',
        dialog: 'Log in to place a bet',
        match: 'Match {{n}}',
        aboutText: 'A minimal app on the same stack.',
      },
    },
  },
});

function Layout() {
  const { t } = useTranslation();
  return (
    <>
      <header>
        <nav>
          <Link to="/">{t('home')}</Link> · <Link to="/about">{t('about')}</Link>
        </nav>
        <Dialog.Root>
          <Dialog.Trigger>{t('open')}</Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay />
            <Dialog.Content>
              <Dialog.Title>{t('dialog')}</Dialog.Title>
              <Dialog.Description>{t('aboutText')}</Dialog.Description>
              <Dialog.Close>{t('close')}</Dialog.Close>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function Home() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('title')}</h1>
      <ul>
        {Array.from({ length: 20 }, (_, i) => (
          <li key={i}>{t('match', { n: i + 1 })}</li>
        ))}
      </ul>
    </>
  );
}

function About() {
  const { t } = useTranslation();
  return <p>{t('aboutText')}</p>;
}

const router = createBrowserRouter([
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <Home /> },
      { path: 'about', element: <About /> },
    ],
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  </StrictMode>,
);
