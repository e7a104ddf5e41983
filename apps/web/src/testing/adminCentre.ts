import { exampleUserInfo } from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS, POPUP_AD_KEY_PREFIX } from '@touchline/domain';
import { screen } from '@testing-library/react';
import { localDay } from '../site/SiteNotices.tsx';
import { exampleHandlers, ok, server, type Answer, type Seen } from './server.ts';
import { renderSite } from './site.tsx';

/** The example member as a super admin. */
export const SUPER_ADMIN = { ...exampleUserInfo, role: 'superAdmin' as const };

/**
 * The super-admin centre at `path`, logged in as a super admin who has seen today's popup ad,
 * over the example handlers (`answers` replace some); resolves once the centre's heading shows.
 * `calls(name)` lists the calls of that name made so far.
 */
export async function openAdminCentre(
  path = '/superadmincenter',
  answers: Partial<Record<string, Answer>> = {},
) {
  const seen: Seen[] = [];
  server.use(...exampleHandlers({ getUserInfo: ok(SUPER_ADMIN), ...answers }, seen));
  const local = createMemoryStorage({
    [LOCAL_STORAGE_KEYS.session]: 'session-admin',
    [POPUP_AD_KEY_PREFIX + SUPER_ADMIN.userName]: JSON.stringify({
      date: localDay(new Date()),
      ids: [],
    }),
  });
  const site = await renderSite(path, { local });
  await screen.findByRole('heading', { level: 1, name: 'Super-admin centre' });
  return { ...site, seen, calls: (name: string) => seen.filter((s) => s.call === name) };
}
