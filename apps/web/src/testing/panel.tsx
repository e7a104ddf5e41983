import type { Language } from '@touchline/domain';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/App.tsx';
import { initI18n } from '../i18n/i18n.ts';
import { provideRealtime } from '../pages/sports/feed.ts';
import { createFakeRealtime } from '../pages/sports/testing.ts';
import { memberStorage, panelRoutes } from '../stories/StoryPanel.tsx';
import { createTestShell } from './site.tsx';

/**
 * A panel another page mounts (the personal centre's tabs) on its own, in the site's root and
 * layout, logged in as the example member, calling the msw origin.
 */
export async function renderPanel(element: ReactNode, { lang = 'en' }: { lang?: Language } = {}) {
  const local = memberStorage();
  const i18n = await initI18n(lang, createInstance());
  const { shell, goHomeAndReload } = createTestShell(local);
  provideRealtime(shell, createFakeRealtime());
  const router = createMemoryRouter(panelRoutes(element), { initialEntries: ['/panel'] });
  const view = render(<App shell={shell} i18n={i18n} router={router} />);
  return { ...view, shell, i18n, router, local, goHomeAndReload };
}
