import type { Language } from '@touchline/domain';
import type { ReactNode } from 'react';
import { memberStorage } from '../stories/StoryPanel.tsx';
import { renderSite } from './site.tsx';

/**
 * A panel the personal centre mounts, on its own inside the site's layout (`renderSite`'s
 * `panel`), logged in as the example member, calling the msw origin.
 */
export function renderPanel(element: ReactNode, { lang = 'en' }: { lang?: Language } = {}) {
  return renderSite('/panel', { panel: element, lang, local: memberStorage() });
}
