import type { Stream } from '@touchline/api';
import { exampleUserInfo } from '@touchline/api/examples';
import {
  createMemoryStorage,
  LOCAL_STORAGE_KEYS,
  POPUP_AD_KEY_PREFIX,
  POPUP_AD_LOGGED_OUT_USER,
  type Language,
} from '@touchline/domain';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../../app/App.tsx';
import { createShell } from '../../../app/shell.ts';
import { localDay } from '../../../site/SiteNotices.tsx';
import { storyI18n } from '../../../stories/StorySite.tsx';
import { fixtureFetch, type FixtureAnswer } from '../../../testing/fixtureFetch.ts';
import { roomPanelRoutes, type RoomPanel } from './ordersHarness.tsx';
import { AGE_CONFIRMED_KEY } from '../../../app/store.ts';

export interface RoomPanelStorySiteProps {
  stream: Stream;
  panel: RoomPanel;
  locale?: Language;
  /** Logged in as the example member (a visitor otherwise). */
  member?: boolean;
  answers?: Partial<Record<string, FixtureAnswer>>;
}

/**
 * The site with one of the room's panels on `/anchorPlay/<stream.id>`, from the contract's
 * examples (no server), as `StorySite` renders whole pages.
 */
export function RoomPanelStorySite({
  stream,
  panel,
  locale = 'en',
  member = true,
  answers = {},
}: RoomPanelStorySiteProps) {
  const [site] = useState(() => {
    const seenAd = JSON.stringify({ date: localDay(new Date()), ids: [] });
    const local = createMemoryStorage({
      [LOCAL_STORAGE_KEYS.theme]: document.documentElement.dataset.theme ?? 'dark',
      ...(member
        ? {
            [LOCAL_STORAGE_KEYS.session]: 'story-session',
            [LOCAL_STORAGE_KEYS.userInfo]: JSON.stringify(exampleUserInfo),
          }
        : {}),
      [POPUP_AD_KEY_PREFIX + POPUP_AD_LOGGED_OUT_USER]: seenAd,
      [POPUP_AD_KEY_PREFIX + exampleUserInfo.userName]: seenAd,
      // the visitor confirmed their age on an earlier visit
      [AGE_CONFIRMED_KEY]: '1',
    });
    const i18n = storyI18n(locale);
    const shell = createShell({
      local,
      session: createMemoryStorage(),
      baseUrl: window.location.origin,
      getLanguage: () => i18n.language as Language,
      goHomeAndReload: () => undefined,
      fetch: fixtureFetch(answers),
    });
    const router = createMemoryRouter(roomPanelRoutes(shell, stream, panel), {
      initialEntries: [`/anchorPlay/${stream.id}`],
    });
    return { shell, i18n, router };
  });
  return <App shell={site.shell} i18n={site.i18n} router={site.router} />;
}
