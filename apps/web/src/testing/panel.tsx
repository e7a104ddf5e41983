import { exampleUserInfo } from '@touchline/api/examples';
import {
  createMemoryStorage,
  LOCAL_STORAGE_KEYS,
  POPUP_AD_KEY_PREFIX,
  POPUP_AD_LOGGED_OUT_USER,
  type Language,
} from '@touchline/domain';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { App } from '../app/App.tsx';
import { Root } from '../app/Root.tsx';
import { AGE_CONFIRMED_KEY } from '../app/store.ts';
import { initI18n } from '../i18n/i18n.ts';
import { provideRealtime } from '../pages/sports/feed.ts';
import { createFakeRealtime } from '../pages/sports/testing.ts';
import { localDay } from '../site/SiteNotices.tsx';
import { createTestShell } from './site.tsx';

/**
 * The site's root and layout with one element as the only page: for panels a page mounts (the
 * personal centre's tabs), tested on their own with everything the site gives them — the shell,
 * queries, toasts, the member's watchers.
 */
export function panelRoutes(element: ReactNode): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Root,
      HydrateFallback: () => null,
      children: [
        {
          id: 'layout',
          lazy: () => import('../layout/Layout.tsx').then((m) => ({ Component: m.Layout })),
          children: [{ id: 'panel', path: '*', element }],
        },
      ],
    },
  ];
}

/** A panel in the site, logged in as the example member (unless `member` is false). */
export async function renderPanel(
  element: ReactNode,
  { lang = 'en', member = true }: { lang?: Language; member?: boolean } = {},
) {
  const local = createMemoryStorage({
    [AGE_CONFIRMED_KEY]: '1',
    ...(member ? { [LOCAL_STORAGE_KEYS.session]: 'session-1' } : {}),
    // the daily popup ad was seen today: its dialog would cover the panel
    ...Object.fromEntries(
      [POPUP_AD_LOGGED_OUT_USER, exampleUserInfo.userName].map((name) => [
        POPUP_AD_KEY_PREFIX + name,
        JSON.stringify({ date: localDay(new Date()), ids: [] }),
      ]),
    ),
  });
  const i18n = await initI18n(lang, createInstance());
  const { shell, goHomeAndReload } = createTestShell(local);
  provideRealtime(shell, createFakeRealtime());
  const router = createMemoryRouter(panelRoutes(element), { initialEntries: ['/panel'] });
  const view = render(<App shell={shell} i18n={i18n} router={router} />);
  return { ...view, shell, i18n, router, local, goHomeAndReload };
}
