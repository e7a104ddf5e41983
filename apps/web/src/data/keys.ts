/**
 * Every query key of the web app, in one place: a query and the invalidations that refresh it
 * name the same key through these builders, never a literal written twice. A key whose answer
 * depends on the language (`useDataLanguage`) ends with it, so the prefixes invalidations name
 * reach every language's entry.
 */

/** The sportsbook's keys, under one root so a logout or a resync can name them all. */
export const sportsKeys = {
  all: ['sports'] as const,
  statistics: () => ['sports', 'statistics'] as const,
  lists: () => ['sports', 'list'] as const,
  list: (params: object, language: string) => ['sports', 'list', params, language] as const,
  /** The home page's short list (a list, so list refreshes reach it). */
  homeList: (sessionId: string | null, language: string) =>
    ['sports', 'list', 'home', sessionId, language] as const,
  follows: () => ['sports', 'follow'] as const,
  follow: (matchId: number, oddsType: number, language: string) =>
    ['sports', 'follow', matchId, oddsType, language] as const,
  leagues: (sportId: number, type: number | undefined, language: string) =>
    ['sports', 'leagues', sportId, type, language] as const,
  bulletins: (language: string) => ['sports', 'bulletins', language] as const,
  detail: (matchId: number) => ['sports', 'detail', matchId] as const,
  detailIn: (matchId: number, oddsType: number, language: string) =>
    ['sports', 'detail', matchId, oddsType, language] as const,
  results: (params: object, language: string) => ['sports', 'results', params, language] as const,
  result: (matchId: number, language: string) => ['sports', 'result', matchId, language] as const,
  bets: (settled: boolean) => ['sports', 'bets', settled] as const,
  /** Both bet lists (open and settled). */
  allBets: () => ['sports', 'bets'] as const,
  cashOuts: () => ['sports', 'cashOut'] as const,
  cashOut: (ids: readonly string[]) => ['sports', 'cashOut', ids] as const,
  reserve: () => ['sports', 'reserve'] as const,
  quotes: (ids: readonly string[], language: string) =>
    ['sports', 'quotes', ids, language] as const,
  /** A placed bet's status until it is final. */
  betStatus: (orderIds: readonly string[]) => ['sports', 'betStatus', orderIds] as const,
};

/** The member's own data. */
export const memberKeys = {
  /** The wallet of every session (a new login is a new key). */
  wallets: () => ['memberWallet'] as const,
  wallet: (sessionId: string | null) => ['memberWallet', sessionId] as const,
};

/** The login and registration forms' lists. */
export const authKeys = {
  countryCodes: (language: string) => ['countryCodes', language] as const,
  generatedUserName: () => ['generatedUserName'] as const,
};

/** Site-wide data: maintenance, the home page's banners, notices, lobbies and streams. */
export const siteKeys = {
  maintenance: (point: number, language: string) => ['maintenance', point, language] as const,
  homeBanners: (language: string) => ['homeBanners', language] as const,
  homeNotices: (language: string) => ['homeNotices', language] as const,
  popupAds: (language: string) => ['popupAds', language] as const,
  homeLobbies: (language: string) => ['homeLobbies', language] as const,
  homeStreams: (language: string) => ['streams', 'home', language] as const,
  customerServiceLink: (language: string) => ['customerServiceLink', language] as const,
  /** The help centre's questions in all four languages (search reads every one). */
  helpIndex: () => ['helpIndex'] as const,
};

/**
 * Live streaming's keys, under one root so a login or logout can name them all: the lobby's
 * lists, a room's data, and the host centre's.
 */
export const liveKeys = {
  all: ['live'] as const,
  /** Every stream list (the lobby's and the followed hosts'), in every language. */
  streams: () => ['live', 'streams'] as const,
  streamList: (dataResource: number, language: string) =>
    ['live', 'streams', dataResource, language] as const,
  /** The matches the streams present (names of the linked matches). */
  matches: (language: string) => ['live', 'matches', language] as const,
  /** The linked matches' scores, for these match ids. */
  scores: (gameIds: readonly number[]) => ['live', 'scores', gameIds] as const,
  /** The announced streams the member asked to be reminded of (a session's own). */
  reminders: (sessionId: string | null) => ['live', 'reminders', sessionId] as const,
  /** How many members asked to be reminded of a stream. */
  reminderCount: (streamId: number) => ['live', 'reminderCount', streamId] as const,
};

/** A live room's data (one stream). */
export const roomKeys = {
  all: (streamId: number) => ['live', 'room', streamId] as const,
  /** The stream's push orders (every language's, for invalidations). */
  pushOrders: (streamId: number) => ['live', 'room', streamId, 'pushOrders'] as const,
  pushOrdersIn: (streamId: number, sessionId: string | null, language: string) =>
    ['live', 'room', streamId, 'pushOrders', sessionId, language] as const,
  /** The host's record of push orders (public), as the room shows it. */
  hostRecord: (streamId: number, presenterId: number) =>
    ['live', 'room', streamId, 'hostRecord', presenterId] as const,
  /** Whether the room is paid, its fee in the viewer's currency, and whether they paid it. */
  fee: (streamId: number, sessionId: string | null) =>
    ['live', 'room', streamId, 'fee', sessionId] as const,
  /** A visitor's view of the linked match's score (`live/match/score`). */
  matchScore: (streamId: number, gameId: number) =>
    ['live', 'room', streamId, 'matchScore', gameId] as const,
  stream: (streamId: number, language: string) =>
    ['live', 'room', streamId, 'stream', language] as const,
  /** The stream entries of every language (a status event writes into each). */
  streams: (streamId: number) => ['live', 'room', streamId, 'stream'] as const,
  sources: (streamId: number, language: string) =>
    ['live', 'room', streamId, 'sources', language] as const,
  allSources: (streamId: number) => ['live', 'room', streamId, 'sources'] as const,
  chatConfig: (streamId: number, roomId: string, language: string) =>
    ['live', 'room', streamId, 'chatConfig', roomId, language] as const,
  signature: (streamId: number, roomId: string, sessionId: string | null) =>
    ['live', 'room', streamId, 'signature', roomId, sessionId] as const,
  ban: (streamId: number, roomId: string, sessionId: string | null) =>
    ['live', 'room', streamId, 'ban', roomId, sessionId] as const,
  /** The live matches with their streams (a match's room finds its stream there). */
  liveMatches: (language: string) => ['live', 'room', 'matches', language] as const,
  presenter: (presenterId: number, sessionId: string | null) =>
    ['live', 'room', 'presenter', presenterId, sessionId] as const,
  gifts: (sessionId: string | null, language: string) =>
    ['live', 'room', 'gifts', sessionId, language] as const,
};

/** The host centre's data (the host's own). */
export const hostKeys = {
  all: () => ['live', 'host'] as const,
  /** The host's own card. */
  presenter: (presenterId: number) => ['live', 'host', 'presenter', presenterId] as const,
  coverTags: (language: string) => ['live', 'host', 'coverTags', language] as const,
  roomFees: () => ['live', 'host', 'roomFees'] as const,
  /** The host's streams (every status). */
  streams: (presenterId: number) => ['live', 'host', 'streams', presenterId] as const,
  reservations: (streamId: number) => ['live', 'host', 'reservations', streamId] as const,
  sources: (streamId: number) => ['live', 'host', 'sources', streamId] as const,
  /** Every page of the ban log, whatever the filter. */
  bans: () => ['live', 'host', 'bans'] as const,
  banPage: (filter: object) => ['live', 'host', 'bans', filter] as const,
  shieldedWords: () => ['live', 'host', 'shieldedWords'] as const,
  /** The host's push orders and their followers. */
  pushOrders: () => ['live', 'host', 'push'] as const,
  pushOrderPage: (language: string) => ['live', 'host', 'push', 'orders', language] as const,
  followers: (language: string) => ['live', 'host', 'push', 'followers', language] as const,
  /** The earnings of a period (its range in the key). */
  earnings: () => ['live', 'host', 'earnings'] as const,
  giftProfits: (range: object) => ['live', 'host', 'earnings', 'gifts', range] as const,
  giftSum: (range: object) => ['live', 'host', 'earnings', 'sum', range] as const,
  statistics: (range: object) => ['live', 'host', 'earnings', 'statistics', range] as const,
};

/** The games pages' data: lobbies' games, game types, and the member's game rounds. */
export const gamesKeys = {
  all: ['games'] as const,
  types: (language: string) => ['games', 'types', language] as const,
  /** A lobby's games (the whole list; the page filters it). */
  lobbyGames: (lobbyCode: string, language: string) =>
    ['games', 'lobby', lobbyCode, language] as const,
  /** The member's game rounds (totals and pages), every range and filter. */
  history: () => ['games', 'history'] as const,
  historySum: (sessionId: string | null, range: object) =>
    ['games', 'history', 'sum', sessionId, range] as const,
  historyList: (sessionId: string | null, range: object) =>
    ['games', 'history', 'list', sessionId, range] as const,
};

/** The game client's data (the page inside the game frame), by the game session's token. */
export const gameClientKeys = {
  rounds: (sessionToken: string) => ['gameClient', 'rounds', sessionToken] as const,
};

/**
 * The personal centre's data (the member's own), under one root so a logout or a change of
 * account can name it all. Each entry carries the session, so a new login is a new entry.
 */
export const personalKeys = {
  all: () => ['personal'] as const,
  profile: (sessionId: string | null) => ['personal', 'profile', sessionId] as const,
  sessions: (sessionId: string | null) => ['personal', 'sessions', sessionId] as const,
  vip: (sessionId: string | null) => ['personal', 'vip', sessionId] as const,
  vipLevels: () => ['personal', 'vipLevels'] as const,
  vipCallback: (sessionId: string | null) => ['personal', 'vipCallback', sessionId] as const,
  /** Every invitation figure and list (a draw changes them all). */
  invite: () => ['personal', 'invite'] as const,
  inviteInfo: (sessionId: string | null) => ['personal', 'invite', 'info', sessionId] as const,
  inviteTotals: (sessionId: string | null) => ['personal', 'invite', 'totals', sessionId] as const,
  inviteMarquee: () => ['personal', 'invite', 'marquee'] as const,
  inviteRules: () => ['personal', 'invite', 'rules'] as const,
  inviteDeposits: (sessionId: string | null) =>
    ['personal', 'invite', 'deposits', sessionId] as const,
  inviteBets: (sessionId: string | null) => ['personal', 'invite', 'bets', sessionId] as const,
};

/**
 * The cashier and the wallet statement (the member's own, by session): the payment methods, the
 * saved withdraw info, the deposits and withdrawals, and the ledger's statement.
 */
export const cashierKeys = {
  all: () => ['cashier'] as const,
  methods: (sessionId: string | null) => ['cashier', 'methods', sessionId] as const,
  withdrawInfo: (sessionId: string | null) => ['cashier', 'withdrawInfo', sessionId] as const,
  /** Every page of the deposits and withdrawals. */
  transactions: () => ['cashier', 'transactions'] as const,
  transactionPage: (sessionId: string | null, page: number) =>
    ['cashier', 'transactions', sessionId, page] as const,
  /** Every page of the statement, whatever the filter. */
  statement: () => ['cashier', 'statement'] as const,
  statementPage: (sessionId: string | null, filter: object, page: number) =>
    ['cashier', 'statement', sessionId, filter, page] as const,
};

/** Responsible gambling (issue 20): the member's limits, breaks and reality check, per session. */
export const rgKeys = {
  all: () => ['rg'] as const,
  /** The limits, reality-check interval and any break in force. */
  state: (sessionId: string | null) => ['rg', 'state', sessionId] as const,
  /** This session's start and net result (the reality check's figures). */
  session: (sessionId: string | null) => ['rg', 'session', sessionId] as const,
  /** The activity statement by month. */
  activity: (sessionId: string | null) => ['rg', 'activity', sessionId] as const,
};

/** Campaigns (issue 21): a route's campaign (with the member's standing) and the promotions list. */
export const campaignKeys = {
  all: () => ['campaign'] as const,
  detail: (path: string, sessionId: string | null, language: string) =>
    ['campaign', 'detail', path, sessionId, language] as const,
  list: (filter: object, language: string) => ['campaign', 'list', filter, language] as const,
};

/** The super-admin centre (issue 22): members, a member's profile and ledger, the audit log. */
export const adminKeys = {
  all: () => ['admin'] as const,
  members: (filter: object) => ['admin', 'members', filter] as const,
  member: (memberId: number) => ['admin', 'member', memberId] as const,
  ledger: (memberId: number) => ['admin', 'ledger', memberId] as const,
  audit: (filter: object) => ['admin', 'audit', filter] as const,
  matches: (filter: object) => ['admin', 'matches', filter] as const,
  markets: (matchId: number) => ['admin', 'markets', matchId] as const,
  bulletins: () => ['admin', 'bulletins'] as const,
  sportsMaintenance: () => ['admin', 'sportsMaintenance'] as const,
  campaigns: (filter: object) => ['admin', 'campaigns', filter] as const,
  campaign: (campaignId: number) => ['admin', 'campaign', campaignId] as const,
  campaignPreview: (document: object, language: string) =>
    ['admin', 'campaignPreview', language, document] as const,
  promoImages: () => ['admin', 'promoImages'] as const,
};

/** The centre's site and dashboard sections (ADR 031): under `admin`, so its root names them too. */
export const adminSiteKeys = {
  maintenance: () => ['admin', 'site', 'maintenance'] as const,
  banners: () => ['admin', 'site', 'banners'] as const,
  notices: () => ['admin', 'site', 'notices'] as const,
  popupAds: () => ['admin', 'site', 'popupAds'] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
};

/** The campaigns section's reward rules (ADR 036): under `admin`, so its root names them too. */
export const adminRewardKeys = {
  rules: () => ['admin', 'rewardRules'] as const,
};

/** The centre's games section (ADR 035): under `admin`, so its root names them too. */
export const adminGamesKeys = {
  lobbies: (gameType: string | null) => ['admin', 'games', 'lobbies', gameType] as const,
  games: (filter: object) => ['admin', 'games', 'list', filter] as const,
};

/** The centre's live section (ADR 034): under `admin`, so its root names them too. */
export const adminLiveKeys = {
  streams: (filter: object) => ['admin', 'live', 'streams', filter] as const,
  words: (search: string) => ['admin', 'live', 'words', search] as const,
  bans: (search: string) => ['admin', 'live', 'bans', search] as const,
};
