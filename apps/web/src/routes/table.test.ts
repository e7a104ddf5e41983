import { describe, expect, it } from 'vitest';
import { createTestShell } from '../testing/site.tsx';
import { createRoutes } from './routes.tsx';
import { CAMPAIGN_PATHS, ERROR_ROUTE, findRoute, ROUTES } from './table.ts';

/** The pages of spec §2 with their access and aliases, as the spec's table gives them. */
const SPEC_PAGES: [
  path: string,
  access: 'public' | 'auth' | 'anchor' | 'superAdmin',
  aliases: string[],
][] = [
  ['/', 'public', []],
  ['/sports', 'auth', []],
  ['/VentureInvest', 'public', []],
  ['/AppDownload', 'public', []],
  ['/HelpCenter', 'public', []],
  ['/personal/:id', 'auth', []],
  ['/personalAnchor', 'anchor', []],
  ['/superadmincenter', 'superAdmin', []],
  ['/sponsor', 'public', []],
  ['/activity', 'public', []],
  ['/anchorPlay', 'auth', []],
  ['/electronic/:id', 'auth', []],
  ['/firstcharge', 'public', ['/first-charge']],
  ['/newbieactivity', 'public', ['/newbie-activity']],
  ['/ActivityView/StaticActivity', 'public', ['/static-activity']],
  ['/ActivityView/WelcomeWealthActivity', 'public', ['/welcomeWealthActivity']],
  ['/ActivityView/ElectronicActivity', 'public', ['/ElectronicActivity']],
  ['/luckyWheel', 'public', []],
  ['/vipDedicatedManager', 'public', []],
  ['/vipBusinessGirl', 'public', []],
  ['/vipYacht', 'public', []],
];

describe('the route table (spec §2)', () => {
  it.each(SPEC_PAGES)('%s: %s, aliases %j', (path, access, aliases) => {
    const entry = findRoute(path);
    expect(entry, path).toBeDefined();
    expect(entry!.aliases ?? []).toEqual(aliases);
    expect(!!entry!.requiresAuth).toBe(access !== 'public');
    expect(!!entry!.requiresAnchor).toBe(access === 'anchor');
    expect(!!entry!.requiresSuperAdmin).toBe(access === 'superAdmin');
    expect(entry!.tabBar).toBe(true);
    for (const alias of aliases) expect(findRoute(alias)).toBe(entry);
  });

  it('shows the footer on the home page and hides it on /sports and its detail', () => {
    expect(findRoute('/')!.footer).toBe(true);
    expect(findRoute('/sports')!.footer).toBe(false);
    expect(findRoute('/sports/sportsdetail/:id')!.footer).toBe(false);
    expect(findRoute('/sports/sportsdetail/:id')!.requiresAuth).toBe(true);
  });

  it('holds every campaign page of the spec, public, with footer and tab bar', () => {
    expect(CAMPAIGN_PATHS).toHaveLength(44);
    expect(new Set(CAMPAIGN_PATHS).size).toBe(44);
    for (const path of CAMPAIGN_PATHS) {
      const entry = findRoute(path);
      expect(entry, path).toMatchObject({ footer: true, tabBar: true });
      expect(entry!.requiresAuth).toBeFalsy();
    }
    expect(CAMPAIGN_PATHS).toContain('/61flow-activity');
    expect(CAMPAIGN_PATHS).toContain('/christmas-activities');
  });

  it('lists no path twice, aliases included', () => {
    const all = ROUTES.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    expect(new Set(all).size).toBe(all.length);
    // the spec's pages, the match detail, the live room and its sportsbook address, the game
    // history and the provably fair verifier (ours), the campaigns
    expect(ROUTES).toHaveLength(SPEC_PAGES.length + 5 + CAMPAIGN_PATHS.length);
  });

  it('adds the game history (members only) and the verifier (anyone) under the layout', () => {
    expect(findRoute('/game-history')).toMatchObject({ screen: 'gameHistory', requiresAuth: true });
    expect(findRoute('/fairness')).toMatchObject({ screen: 'fairness', tabBar: true });
    expect(findRoute('/fairness')!.requiresAuth).toBeFalsy();
    expect(findRoute('/electronic/:id')!.screen).toBe('gamesLobby');
  });

  it('keeps the game client out of the layout, at /play/:gameCode', () => {
    const { shell } = createTestShell();
    const routes = createRoutes(shell);
    const play = routes.find((r) => r.id === 'play');
    expect(play).toMatchObject({ path: '/play/:gameCode' });
    expect(play!.loader).toBeUndefined();
  });

  it('keeps the error page out of the layout, without footer or tab bar', () => {
    expect(ERROR_ROUTE).toMatchObject({
      path: '/404',
      aliases: ['/500', '/403'],
      footer: false,
      tabBar: false,
    });
  });

  it('registers every path and alias as a lazy, guarded route, plus the error page and *', () => {
    const { shell } = createTestShell();
    const [root] = createRoutes(shell);
    const children = root!.children!;
    const layout = children.find((r) => r.id === 'layout')!;
    const paths = layout.children!.map((r) => r.path);
    for (const entry of ROUTES) {
      for (const path of [entry.path, ...(entry.aliases ?? [])]) expect(paths).toContain(path);
    }
    for (const child of layout.children!) {
      expect(typeof child.lazy).toBe('function');
      expect(typeof child.loader).toBe('function');
    }
    expect(children.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/404', '/500', '/403', '*']),
    );
  });
});
