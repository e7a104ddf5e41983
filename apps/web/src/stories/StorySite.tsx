import { exampleUserInfo } from '@touchline/api/examples';
import {
  createMemoryStorage,
  DEFAULT_LANGUAGE,
  LOCAL_STORAGE_KEYS,
  POPUP_AD_KEY_PREFIX,
  POPUP_AD_LOGGED_OUT_USER,
  type Language,
} from '@touchline/domain';
import { registerUiMessages } from '@touchline/ui';
import { createInstance, type Resource } from 'i18next';
import { useState, type ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/App.tsx';
import { createShell, type DialogState } from '../app/shell.ts';
import { NAMESPACES } from '../i18n/i18n.ts';
import { createRoutes } from '../routes/routes.tsx';
import { localDay } from '../site/SiteNotices.tsx';
import { AGE_CONFIRMED_KEY } from '../app/store.ts';
import { FIXTURE_NOW } from '../testing/clock.ts';
import { fixtureFetch, type FixtureAnswer } from '../testing/fixtureFetch.ts';
import { withPanelRoute } from '../testing/panelRoute.tsx';

// every pack at once: stories switch language from the toolbar without waiting
const packs = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function resources(): Resource {
  const out: Resource = {};
  for (const [file, pack] of Object.entries(packs)) {
    const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
    (out[lang!] ??= {})[ns!] = pack;
  }
  return out;
}

/** An i18next instance with every web pack and the ui texts, in one language. */
export function storyI18n(lang: Language) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    resources: resources(),
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    lowerCaseLng: true,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  registerUiMessages(i18n);
  return i18n;
}

export interface StorySiteProps {
  path: string;
  locale?: Language;
  /** Logged in as the example member (or with another role). */
  member?: boolean;
  role?: 'member' | 'anchor' | 'superAdmin';
  dialog?: DialogState;
  /** Calls answered otherwise than with their example (`'hang'` keeps them loading). */
  answers?: Partial<Record<string, FixtureAnswer>>;
  /** Let the daily popup ad show. */
  popupAd?: boolean;
  /** Ask the first-visit 18+ question (by default it counts as answered "Yes"). */
  ageGate?: boolean;
  /** More local-storage entries (favourites, recently played…), by key. */
  storage?: Readonly<Record<string, string>>;
  /** A panel shown on its own at `path`, inside the site's layout (`withPanelRoute`). */
  panel?: ReactNode;
}

/**
 * The whole site at one path, from the contract's example data (no server): the same shell,
 * routes and pages as the app, in a memory router.
 */
export function StorySite({
  path,
  locale = 'en',
  member = false,
  role = 'member',
  dialog = null,
  answers = {},
  popupAd = false,
  ageGate = false,
  storage = {},
  panel,
}: StorySiteProps) {
  const [site] = useState(() => {
    const user = { ...exampleUserInfo, role };
    const local = createMemoryStorage({
      [LOCAL_STORAGE_KEYS.theme]: document.documentElement.dataset.theme ?? 'dark',
      // the 18+ gate counts as answered: the screens show what comes after it
      ...(ageGate ? {} : { [AGE_CONFIRMED_KEY]: '1' }),
      ...(member
        ? {
            [LOCAL_STORAGE_KEYS.session]: 'story-session',
            [LOCAL_STORAGE_KEYS.userInfo]: JSON.stringify(user),
          }
        : {}),
      ...(popupAd
        ? {}
        : Object.fromEntries(
            [POPUP_AD_LOGGED_OUT_USER, user.userName].map((name) => [
              POPUP_AD_KEY_PREFIX + name,
              JSON.stringify({ date: localDay(new Date()), ids: [] }),
            ]),
          )),
      ...storage,
    });
    const i18n = storyI18n(locale);
    const shell = createShell({
      local,
      session: createMemoryStorage(),
      baseUrl: window.location.origin,
      getLanguage: () => i18n.language as Language,
      goHomeAndReload: () => undefined,
      fetch: fixtureFetch(answers),
      // the fixtures' moment, standing still: countdowns hold for the screenshots
      clock: { now: () => FIXTURE_NOW, ticking: false },
    });
    if (dialog) shell.openDialog(dialog);
    const routes = createRoutes(shell);
    const router = createMemoryRouter(panel ? withPanelRoute(routes, path, panel) : routes, {
      initialEntries: [path],
    });
    return { shell, i18n, router };
  });
  return <App shell={site.shell} i18n={site.i18n} router={site.router} />;
}
