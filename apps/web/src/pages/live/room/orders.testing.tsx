import type { RealtimeClient, Stream } from '@touchline/api';
import { exampleUserInfo } from '@touchline/api/examples';
import {
  createMemoryStorage,
  LOCAL_STORAGE_KEYS,
  POPUP_AD_KEY_PREFIX,
  POPUP_AD_LOGGED_OUT_USER,
} from '@touchline/domain';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../../app/App.tsx';
import { initI18n } from '../../../i18n/i18n.ts';
import { localDay } from '../../../site/SiteNotices.tsx';
import { exampleHandlers, server, type Answer, type Seen } from '../../../testing/server.ts';
import { createTestShell } from '../../../testing/site.tsx';
import { provideRealtime } from '../../sports/feed.ts';
import { createFakeRealtime } from '../../sports/testing.ts';
import { roomPanelRoutes, type RoomPanel } from './ordersHarness.tsx';
import { AGE_CONFIRMED_KEY } from '../../../app/store.ts';

/** A member's storage (the example session), or a visitor's; the day's popup ad already seen. */
export function storageOf(member: boolean) {
  const seenAd = JSON.stringify({ date: localDay(new Date()), ids: [] });
  return createMemoryStorage({
    ...(member ? { [LOCAL_STORAGE_KEYS.session]: 'session-1' } : {}),
    [POPUP_AD_KEY_PREFIX + POPUP_AD_LOGGED_OUT_USER]: seenAd,
    [POPUP_AD_KEY_PREFIX + exampleUserInfo.userName]: seenAd,
    // the visitor confirmed their age on an earlier visit
    [AGE_CONFIRMED_KEY]: '1',
  });
}

/**
 * The site with one of the room's panels on `/anchorPlay/<stream.id>`, every call answered by
 * msw from the examples unless `answers` says otherwise; `seen` records the requests.
 */
export async function renderRoomPanel(
  stream: Stream,
  panel: RoomPanel,
  {
    answers = {},
    member = true,
    local = storageOf(member),
    realtime = createFakeRealtime(),
  }: {
    answers?: Partial<Record<string, Answer>>;
    member?: boolean;
    local?: ReturnType<typeof createMemoryStorage>;
    realtime?: RealtimeClient;
  } = {},
) {
  const seen: Seen[] = [];
  server.use(...exampleHandlers(answers, seen));
  const i18n = await initI18n('en', createInstance());
  const { shell } = createTestShell(local);
  provideRealtime(shell, realtime);
  const router = createMemoryRouter(roomPanelRoutes(shell, stream, panel), {
    initialEntries: [`/anchorPlay/${stream.id}`],
  });
  const view = render(<App shell={shell} i18n={i18n} router={router} />);
  return {
    ...view,
    shell,
    router,
    local,
    realtime,
    seen,
    calls: (name: string) => seen.filter((s) => s.call === name),
  };
}
