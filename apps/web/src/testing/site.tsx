import type { RealtimeClient } from '@touchline/api';
import { exampleUserInfo } from '@touchline/api/examples';
import {
  createMemoryStorage,
  POPUP_AD_KEY_PREFIX,
  POPUP_AD_LOGGED_OUT_USER,
  type Language,
} from '@touchline/domain';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createInstance, type i18n as I18n } from 'i18next';
import { createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { App } from '../app/App.tsx';
import { createShell, type Shell, type ShellDeps } from '../app/shell.ts';
import { AGE_CONFIRMED_KEY } from '../app/store.ts';
import { initI18n } from '../i18n/i18n.ts';
import { provideRealtime } from '../pages/sports/feed.ts';
import { createFakeRealtime } from '../pages/sports/testing.ts';
import { localDay } from '../site/SiteNotices.tsx';
import { createRoutes } from '../routes/routes.tsx';
import { FIXTURE_NOW } from './clock.ts';
import { withPanelRoute } from './panelRoute.tsx';
import { TEST_ORIGIN } from './server.ts';

export interface TestSite {
  shell: Shell;
  i18n: I18n;
  router: ReturnType<typeof createMemoryRouter>;
  local: ReturnType<typeof createMemoryStorage>;
  goHomeAndReload: ReturnType<typeof vi.fn>;
}

/** A shell on memory storages, calling the msw origin. */
export function createTestShell(
  local = createMemoryStorage(),
  overrides: Partial<ShellDeps> = {},
): { shell: Shell; goHomeAndReload: ReturnType<typeof vi.fn> } {
  const goHomeAndReload = vi.fn();
  const shell = createShell({
    local,
    session: createMemoryStorage(),
    baseUrl: TEST_ORIGIN,
    getLanguage: () => 'en',
    goHomeAndReload,
    // the fixtures' moment (their campaigns run around it), whatever the date of the run
    clock: { now: () => FIXTURE_NOW, ticking: true },
    ...overrides,
  });
  return { shell, goHomeAndReload };
}

/** The whole site at `path`, in a memory router, with the language's pack loaded first. */
export async function renderSite(
  path: string,
  {
    local = createMemoryStorage(),
    lang = 'en',
    shellDeps = {},
    popupAd = false,
    ageGate = false,
    realtime = createFakeRealtime(),
    panel,
  }: {
    /** A panel shown on its own at `path`, inside the site's layout (`withPanelRoute`). */
    panel?: ReactNode;
    /** The socket the site's live provider uses (a fake by default: tests push events by hand). */
    realtime?: RealtimeClient;
    /** Let the daily popup ad show (off by default: its dialog would hide the page). */
    popupAd?: boolean;
    /** Ask the first-visit 18+ question (off by default: it is answered, as after a first visit). */
    ageGate?: boolean;
    local?: ReturnType<typeof createMemoryStorage>;
    lang?: Language;
    shellDeps?: Partial<ShellDeps>;
  } = {},
): Promise<TestSite & ReturnType<typeof render>> {
  if (!popupAd) {
    for (const user of [POPUP_AD_LOGGED_OUT_USER, exampleUserInfo.userName]) {
      local.setItem(
        POPUP_AD_KEY_PREFIX + user,
        JSON.stringify({ date: localDay(new Date()), ids: [] }),
      );
    }
  }
  if (!ageGate) local.setItem(AGE_CONFIRMED_KEY, '1');
  const i18n = await initI18n(lang, createInstance());
  const { shell, goHomeAndReload } = createTestShell(local, shellDeps);
  provideRealtime(shell, realtime);
  const routes = createRoutes(shell);
  const router = createMemoryRouter(panel ? withPanelRoute(routes, path, panel) : routes, {
    initialEntries: [path],
  });
  const view = render(<App shell={shell} i18n={i18n} router={router} />);
  return { ...view, shell, i18n, router, local, goHomeAndReload };
}
