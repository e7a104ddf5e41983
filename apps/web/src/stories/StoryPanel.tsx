import { exampleUserInfo } from '@touchline/api/examples';
import {
  createMemoryStorage,
  LOCAL_STORAGE_KEYS,
  POPUP_AD_KEY_PREFIX,
  POPUP_AD_LOGGED_OUT_USER,
  type Language,
} from '@touchline/domain';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { App } from '../app/App.tsx';
import { Root } from '../app/Root.tsx';
import { createShell } from '../app/shell.ts';
import { AGE_CONFIRMED_KEY } from '../app/store.ts';
import { localDay } from '../site/SiteNotices.tsx';
import { fixtureFetch, type FixtureAnswer } from '../testing/fixtureFetch.ts';
import { storyI18n } from './StorySite.tsx';
import * as css from './StoryPanel.css.ts';

/**
 * The site's root and layout with one element as the only page: for panels another page mounts
 * (the personal centre's tabs), shown and tested on their own with everything the site gives
 * them — the shell, queries, toasts, the member's watchers.
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

/** Local storage of a member who confirmed their age and saw today's popup ad. */
export function memberStorage(extra: Readonly<Record<string, string>> = {}) {
  return createMemoryStorage({
    [AGE_CONFIRMED_KEY]: '1',
    [LOCAL_STORAGE_KEYS.session]: 'story-session',
    [LOCAL_STORAGE_KEYS.userInfo]: JSON.stringify(exampleUserInfo),
    ...Object.fromEntries(
      [POPUP_AD_LOGGED_OUT_USER, exampleUserInfo.userName].map((name) => [
        POPUP_AD_KEY_PREFIX + name,
        JSON.stringify({ date: localDay(new Date()), ids: [] }),
      ]),
    ),
    ...extra,
  });
}

export interface StoryPanelProps {
  /** The panel, as the page that mounts it would. */
  panel: ReactNode;
  locale?: Language;
  /** Calls answered otherwise than with their example (`'hang'` keeps them loading). */
  answers?: Partial<Record<string, FixtureAnswer>>;
}

/** A panel in the whole site (header, tab bar), logged in as the example member, from fixtures. */
export function StoryPanel({ panel, locale = 'en', answers = {} }: StoryPanelProps) {
  const [site] = useState(() => {
    const i18n = storyI18n(locale);
    const shell = createShell({
      local: memberStorage({
        [LOCAL_STORAGE_KEYS.theme]: document.documentElement.dataset.theme ?? 'dark',
      }),
      session: createMemoryStorage(),
      baseUrl: window.location.origin,
      getLanguage: () => i18n.language as Language,
      goHomeAndReload: () => undefined,
      fetch: fixtureFetch(answers),
    });
    const router = createMemoryRouter(panelRoutes(<div className={css.frame}>{panel}</div>), {
      initialEntries: ['/panel'],
    });
    return { shell, i18n, router };
  });
  return <App shell={site.shell} i18n={site.i18n} router={site.router} />;
}
