import { SINGLE_WALLET_JUMP_TIMEOUT_MS } from '@touchline/domain';
import { z } from 'zod/mini';
import { defineCalls } from '../define.ts';
import {
  cSportsTokenSchema,
  diceBetSchema,
  diceRoundSchema,
  fairnessStateSchema,
  gameSessionSchema,
  playedRoundSchema,
  revealedSeedSchema,
  slotRoundSchema,
  gameLaunchSchema,
  gameSchema,
  gameTypeCodeSchema,
  gameTypeSchema,
  homeBannerSchema,
  homeNoticeSchema,
  popupAdSchema,
  lobbySchema,
  myBetRecordSchema,
  myBetSumSchema,
  sportLanguagePackageSchema,
  sportsbookConfigSchema,
} from '../entities/games.ts';
import {
  amountSchema,
  dateTimeTextSchema,
  emptyRequestSchema,
  languageSchema,
  pageOf,
  queryFlagSchema,
} from '../primitives.ts';
import { lazySchema } from '../lazy.ts';

const betRange = lazySchema(() => ({
  beginTime: dateTimeTextSchema,
  endTime: dateTimeTextSchema,
  gameType: z.optional(gameTypeCodeSchema),
}));

export const gamesCalls = defineCalls('games', {
  /** The home page's lobby bar: lobbies with their games. */
  listHomeLobbies: {
    method: 'GET',
    path: '/api/user/home/bar/list',
    request: lazySchema(() =>
      z.object({
        gameType: z.optional(gameTypeCodeSchema),
        isHotGame: z.optional(queryFlagSchema),
      }),
    ),
    response: lazySchema(() => z.array(lobbySchema)),
  },
  /**
   * The home page's banners, in order, those whose active window holds now; texts in the
   * language of the `Language` header (English when it has none of its own).
   */
  listHomeBanners: {
    method: 'GET',
    // path is ours: the spec names banners of the home page, not their call
    path: '/api/user/home/banner/list',
    request: emptyRequestSchema,
    response: lazySchema(() => z.array(homeBannerSchema)),
    pathIsOurs: true,
  },
  /** The home page's notices, in order, as listHomeBanners: active now, in the asked language. */
  listHomeNotices: {
    method: 'GET',
    // path is ours: the spec names notices of the home page, not their call
    path: '/api/user/home/notice/list',
    request: emptyRequestSchema,
    response: lazySchema(() => z.array(homeNoticeSchema)),
    pathIsOurs: true,
  },
  /** The house popup ads running now, in order, in the asked language (ADR 031). */
  listPopupAds: {
    method: 'GET',
    // path is ours: the spec names the popup ad's once-a-day record, not its call
    path: '/api/user/home/popup/list',
    request: emptyRequestSchema,
    response: lazySchema(() => z.array(popupAdSchema)),
    pathIsOurs: true,
  },
  /** Slot and electronic games; the whole list at once (no page-size limit). */
  listSlotGames: {
    method: 'POST',
    // the trailing slash is the spec's
    path: '/api/game/home/slot/list/',
    request: lazySchema(() =>
      z.object({
        lobbyCode: z.optional(z.string().check(z.minLength(1))),
        gameType: z.optional(gameTypeCodeSchema),
        keyword: z.optional(z.string()),
        isHotGame: z.optional(z.boolean()),
      }),
    ),
    response: lazySchema(() => z.array(gameSchema)),
  },
  /**
   * Opens a game in the single-wallet mode. The member's token travels in the body: the vendor
   * gateway forwards the body, not our headers.
   */
  jumpToGame: {
    method: 'POST',
    path: '/api/game/bet/single-wallet/jump',
    request: lazySchema(() =>
      z.object({
        lobbyCode: z.string().check(z.minLength(1)),
        gameCode: z.optional(z.string().check(z.minLength(1))),
        language: z.optional(languageSchema),
      }),
    ),
    response: gameLaunchSchema,
    auth: 'payload',
    timeoutMs: SINGLE_WALLET_JUMP_TIMEOUT_MS,
  },
  fetchCSportsToken: {
    method: 'POST',
    path: '/api/game/bet/cSports/token',
    request: emptyRequestSchema,
    response: cSportsTokenSchema,
  },
  sumMyBets: {
    method: 'POST',
    path: '/api/game/bet/order/mybet/sum',
    request: lazySchema(() => z.object(betRange)),
    response: myBetSumSchema,
  },
  listMyBets: {
    method: 'POST',
    path: '/api/game/bet/order/mybet/detail',
    request: lazySchema(() =>
      z.object({
        ...betRange,
        page: z.int().check(z.minimum(1)),
        pageSize: z.int().check(z.minimum(1), z.maximum(100)),
      }),
    ),
    response: lazySchema(() => pageOf(myBetRecordSchema)),
  },
  /** The sportsbook config: the sports service's token and addresses. */
  fetchSportsbookToken: {
    method: 'POST',
    // path is ours: the spec does not show the sportsbook token fetch
    path: '/api/game/bet/sports/token',
    request: emptyRequestSchema,
    response: sportsbookConfigSchema,
    pathIsOurs: true,
  },
  fetchSportLanguagePackage: {
    method: 'GET',
    // path is ours: the spec does not show the sport language package call
    path: '/api/game/sports/language/{language}',
    request: lazySchema(() => z.object({ language: languageSchema })),
    response: sportLanguagePackageSchema,
    suppressMessages: true,
    pathIsOurs: true,
  },
  /**
   * The in-house game provider's calls, made by its game client (the page the launch URL opens).
   * Paths are ours: in the reference deployment the provider is served beside the platform; a
   * licensed aggregator's client talks to its own host. Each carries the game session's token in
   * the body, not the member's token: the provider knows players only through the operator.
   */
  openGameSession: {
    method: 'POST',
    // path is ours: the in-house game provider's call
    path: '/api/originals/session',
    request: lazySchema(() => z.object({ launchToken: z.string().check(z.minLength(16)) })),
    response: gameSessionSchema,
    auth: 'none',
    pathIsOurs: true,
  },
  spinSlot: {
    method: 'POST',
    // path is ours: the in-house game provider's call
    path: '/api/originals/slot/spin',
    request: lazySchema(() =>
      z.object({ sessionToken: z.string().check(z.minLength(16)), stake: amountSchema }),
    ),
    response: slotRoundSchema,
    auth: 'none',
    pathIsOurs: true,
  },
  rollDice: {
    method: 'POST',
    // path is ours: the in-house game provider's call
    path: '/api/originals/dice/roll',
    request: lazySchema(() =>
      z.object({
        sessionToken: z.string().check(z.minLength(16)),
        stake: amountSchema,
        ...diceBetSchema.shape,
      }),
    ),
    response: diceRoundSchema,
    auth: 'none',
    pathIsOurs: true,
  },
  setGameClientSeed: {
    method: 'POST',
    // path is ours: the in-house game provider's call
    path: '/api/originals/seed/client',
    request: lazySchema(() =>
      z.object({
        sessionToken: z.string().check(z.minLength(16)),
        clientSeed: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      }),
    ),
    response: fairnessStateSchema,
    auth: 'none',
    pathIsOurs: true,
  },
  /** Retires the server seed in use, revealing it, and commits to a new one. */
  rotateGameSeed: {
    method: 'POST',
    // path is ours: the in-house game provider's call
    path: '/api/originals/seed/rotate',
    request: lazySchema(() => z.object({ sessionToken: z.string().check(z.minLength(16)) })),
    response: lazySchema(() =>
      z.object({ revealed: revealedSeedSchema, fairness: fairnessStateSchema }),
    ),
    auth: 'none',
    pathIsOurs: true,
  },
  /** The session player's recent rounds of this provider, newest first, with their seeds. */
  listGameRounds: {
    method: 'POST',
    // path is ours: the in-house game provider's call
    path: '/api/originals/rounds',
    request: lazySchema(() =>
      z.object({
        sessionToken: z.string().check(z.minLength(16)),
        page: z.int().check(z.minimum(1)),
        pageSize: z.int().check(z.minimum(1), z.maximum(100)),
      }),
    ),
    response: lazySchema(() => pageOf(playedRoundSchema)),
    auth: 'none',
    pathIsOurs: true,
  },
  listGameTypes: {
    method: 'GET',
    // path is ours: the spec does not show the game type list
    path: '/api/game/type/list',
    request: emptyRequestSchema,
    response: lazySchema(() => z.array(gameTypeSchema)),
    pathIsOurs: true,
  },
});
