import { CAMPAIGN_PATHS, type RouteAccess } from '@touchline/domain';

/** The campaign paths of spec §2 (domain keeps the list). */
export { CAMPAIGN_PATHS };

/**
 * Which screen a route shows. `notBuilt` screens belong to later issues: until they land, the
 * route is registered with its guard and lazy boundary and shows the translated empty state.
 */
export type ScreenKey =
  | 'home'
  | 'campaign'
  | 'promotions'
  | 'sports'
  | 'sportsDetail'
  | 'liveLobby'
  | 'liveRoom'
  | 'hostCentre'
  | 'personal'
  | 'gamesLobby'
  | 'gameHistory'
  | 'fairness'
  | 'vipService'
  | 'helpCenter'
  | 'appDownload'
  | 'ventureInvest'
  | 'adminCentre'
  | 'notBuilt';

export interface RouteEntry extends RouteAccess {
  /** The path, react-router syntax (`:id` for a parameter). */
  path: string;
  /** Other addresses of the same page (spec §2). */
  aliases?: readonly string[];
  screen: ScreenKey;
  /** Translation key (common namespace) naming the page. */
  titleKey: string;
  footer: boolean;
  tabBar: boolean;
  /** The tab-bar tab this route lights up. */
  tab?: 'home' | 'sports' | 'live' | 'games' | 'me';
  /**
   * The server renders the page for a member too, not only for a visitor (ADR 041): its first
   * screen reads nothing the browser keeps but the view cookie's values, or waits for hydration.
   */
  memberRender?: boolean;
}

const page = (
  path: string,
  titleKey: string,
  extra: Partial<Omit<RouteEntry, 'path' | 'titleKey'>> = {},
): RouteEntry => ({
  path,
  titleKey,
  screen: 'notBuilt',
  footer: true,
  tabBar: true,
  ...extra,
});

/** Every page of spec §2 under the common layout (the error page sits outside it). */
export const ROUTES: readonly RouteEntry[] = [
  page('/', 'route.home', { screen: 'home', tab: 'home' }),
  page('/sports', 'route.sports', {
    screen: 'sports',
    requiresAuth: true,
    footer: false,
    tab: 'sports',
    memberRender: true,
  }),
  page('/sports/sportsdetail/:id', 'route.sportsDetail', {
    screen: 'sportsDetail',
    requiresAuth: true,
    footer: false,
    tab: 'sports',
  }),
  page('/VentureInvest', 'route.ventureInvest', { screen: 'ventureInvest' }),
  page('/AppDownload', 'route.appDownload', { screen: 'appDownload' }),
  page('/HelpCenter', 'route.helpCenter', { screen: 'helpCenter' }),
  page('/personal/:id', 'route.personal', {
    screen: 'personal',
    requiresAuth: true,
    footer: false,
    tab: 'me',
  }),
  page('/personalAnchor', 'route.personalAnchor', {
    screen: 'hostCentre',
    requiresAuth: true,
    requiresAnchor: true,
    footer: false,
    tab: 'me',
  }),
  page('/superadmincenter', 'route.superAdminCenter', {
    screen: 'adminCentre',
    requiresAuth: true,
    requiresSuperAdmin: true,
    footer: false,
    tab: 'me',
  }),
  page('/sponsor', 'route.sponsor', { screen: 'promotions' }),
  page('/activity', 'route.activity', { screen: 'promotions' }),
  page('/anchorPlay', 'route.anchorPlay', {
    screen: 'liveLobby',
    requiresAuth: true,
    footer: false,
    tab: 'live',
    memberRender: true,
  }),
  // a room is open to visitors (they watch and read; chat, gifts and follows ask them to log in)
  page('/anchorPlay/:streamId', 'route.liveRoom', {
    screen: 'liveRoom',
    footer: false,
    tab: 'live',
  }),
  // the room of a match inside the sportsbook: the match's "watch" link (its `liveUrl`)
  page('/sports/live/:id', 'route.liveRoom', {
    screen: 'liveRoom',
    requiresAuth: true,
    footer: false,
    tab: 'sports',
  }),
  page('/electronic/:id', 'route.electronic', {
    screen: 'gamesLobby',
    requiresAuth: true,
    footer: false,
    tab: 'games',
    memberRender: true,
  }),
  // ours: the member's game rounds (the personal centre places the same view later)
  page('/game-history', 'route.gameHistory', {
    screen: 'gameHistory',
    requiresAuth: true,
    footer: false,
    tab: 'games',
  }),
  // ours: the provably fair verifier, open to anyone
  page('/fairness', 'route.fairness', { screen: 'fairness', tab: 'games' }),
  page('/firstcharge', 'route.firstCharge', { screen: 'campaign', aliases: ['/first-charge'] }),
  page('/newbieactivity', 'route.newbieActivity', {
    screen: 'campaign',
    aliases: ['/newbie-activity'],
  }),
  page('/ActivityView/StaticActivity', 'route.staticActivity', {
    screen: 'campaign',
    aliases: ['/static-activity'],
  }),
  page('/ActivityView/WelcomeWealthActivity', 'route.welcomeWealthActivity', {
    screen: 'campaign',
    aliases: ['/welcomeWealthActivity'],
  }),
  page('/ActivityView/ElectronicActivity', 'route.electronicActivity', {
    screen: 'campaign',
    aliases: ['/ElectronicActivity'],
  }),
  page('/luckyWheel', 'route.luckyWheel', { screen: 'campaign' }),
  page('/vipDedicatedManager', 'route.vipDedicatedManager', { screen: 'vipService' }),
  page('/vipBusinessGirl', 'route.vipBusinessGirl', { screen: 'vipService' }),
  page('/vipYacht', 'route.vipYacht', { screen: 'vipService' }),
  ...CAMPAIGN_PATHS.map((path) => page(path, 'route.campaign', { screen: 'campaign' })),
];

/** The error page: `/404`, and its aliases `/500` and `/403`; no header, no tab bar. */
export const ERROR_ROUTE = {
  path: '/404',
  aliases: ['/500', '/403'],
  footer: false,
  tabBar: false,
} as const;

/** The entry of an address (a path as the router matches it), aliases included. */
export function findRoute(pattern: string): RouteEntry | undefined {
  return ROUTES.find((r) => r.path === pattern || r.aliases?.includes(pattern));
}
