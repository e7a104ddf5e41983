/**
 * Every query key of the web app, in one place: a query and the invalidations that refresh it
 * name the same key through these builders, never a literal written twice.
 */

/** The sportsbook's keys, under one root so a logout or a resync can name them all. */
export const sportsKeys = {
  all: ['sports'] as const,
  statistics: () => ['sports', 'statistics'] as const,
  lists: () => ['sports', 'list'] as const,
  list: (params: object) => ['sports', 'list', params] as const,
  /** The home page's short list (a list, so list refreshes reach it). */
  homeList: (token: string | null) => ['sports', 'list', 'home', token] as const,
  follows: () => ['sports', 'follow'] as const,
  follow: (matchId: number, oddsType: number) => ['sports', 'follow', matchId, oddsType] as const,
  leagues: (sportId: number, type: number | undefined) =>
    ['sports', 'leagues', sportId, type] as const,
  bulletins: () => ['sports', 'bulletins'] as const,
  detail: (matchId: number) => ['sports', 'detail', matchId] as const,
  detailIn: (matchId: number, oddsType: number) => ['sports', 'detail', matchId, oddsType] as const,
  results: (params: object) => ['sports', 'results', params] as const,
  result: (matchId: number) => ['sports', 'result', matchId] as const,
  bets: (settled: boolean) => ['sports', 'bets', settled] as const,
  /** Both bet lists (open and settled). */
  allBets: () => ['sports', 'bets'] as const,
  cashOuts: () => ['sports', 'cashOut'] as const,
  cashOut: (ids: readonly string[]) => ['sports', 'cashOut', ids] as const,
  reserve: () => ['sports', 'reserve'] as const,
  quotes: (ids: readonly string[]) => ['sports', 'quotes', ids] as const,
  /** A placed bet's status until it is final. */
  betStatus: (orderIds: readonly string[]) => ['sports', 'betStatus', orderIds] as const,
};

/** The member's own data. */
export const memberKeys = {
  /** The wallet of every session (a new login is a new key). */
  wallets: () => ['memberWallet'] as const,
  wallet: (token: string | null) => ['memberWallet', token] as const,
};

/** The login and registration forms' lists. */
export const authKeys = {
  countryCodes: () => ['countryCodes'] as const,
  generatedUserName: () => ['generatedUserName'] as const,
};

/** Site-wide data: maintenance, the home page's banners, notices, lobbies and streams. */
export const siteKeys = {
  maintenance: (point: number) => ['maintenance', point] as const,
  homeBanners: (language: string) => ['homeBanners', language] as const,
  homeNotices: (language: string) => ['homeNotices', language] as const,
  homeLobbies: () => ['homeLobbies'] as const,
  homeStreams: () => ['streams', 'home'] as const,
};
