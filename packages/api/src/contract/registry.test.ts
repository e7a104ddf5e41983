import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { REQUEST_TIMEOUT_MS, SINGLE_WALLET_JUMP_TIMEOUT_MS } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import {
  PLATFORM_AREAS,
  allCalls,
  buildPath,
  pathParamNames,
  platformCalls,
  platformCallsByArea,
  adminPlatformCalls,
  routerPath,
  splitRequest,
  sportsCalls,
  sportsCommonBodySchema,
  sportsWireRequest,
  type AnyCall,
} from './index.ts';
import { platformExamples, sportsExamples } from './examples.ts';

/**
 * Spec §7, call by call, as written there (the one path the spec writes without its leading
 * slash, loginCheck, is listed with it). Every row must be in the registry exactly once.
 */
const SPEC_PLATFORM_CALLS: readonly (readonly [string, string])[] = [
  // authentication and member
  ['POST', '/api/user/auth/account-login/v2'],
  ['POST', '/api/user/auth/loginCheck'],
  ['POST', '/api/user/auth/account-register'],
  ['POST', '/api/user/auth/mobile-login'],
  ['POST', '/api/user/auth/mobile-register'],
  ['GET', '/api/user/auth/mobile-registerCheckByMobile/{phone}/{phoneCode}'],
  ['GET', '/api/user/auth/mobile-registerCheckByCode/{phone}/{code}'],
  ['GET', '/api/user/auth/mobile-registerCreatName'],
  ['POST', '/api/user/auth/logout'],
  ['POST', '/api/fund/wallet/member/local'],
  ['POST', '/api/game/fund/collect'],
  ['GET', '/api/member/get'],
  ['GET', '/api/member/refreshIdentityCode'],
  ['POST', '/api/member/device/get'],
  ['GET', '/api/user/countrycode/list'],
  ['GET', '/api/user/auth/get/verification/domainType'],
  ['POST', '/api/member/invite/drawAward'],
  ['GET', '/api/member/invite/generateReferralCode'],
  ['GET', '/api/member/invite/queryHorseRing'],
  ['GET', '/api/member/invite/queryInviteBetConfig'],
  ['GET', '/api/member/invite/queryInviteDepConfig'],
  ['GET', '/api/member/invite/queryInviteInfo'],
  ['GET', '/api/member/invite/queryInviteVipConfig'],
  ['GET', '/api/member/invite/queryInviteInfoTotalAward'],
  ['GET', '/api/member/invite/queryInviteBetAwardList'],
  ['GET', '/api/member/invite/queryInviteDepAward'],
  ['POST', '/api/operation/vipphoneback/dailFont'],
  ['POST', '/api/operation/vipphoneback/add'],
  ['POST', '/api/member/customervip/vipFont'],
  ['POST', '/api/operation/siteMain/queryDetail'],
  ['POST', '/api/operation/tutorial/config/popCustomerLink'],
  ['GET', '/api/live/video/queryCustomerLineSwitch'],
  // games and home
  ['GET', '/api/user/home/bar/list'],
  ['POST', '/api/game/home/slot/list/'],
  ['POST', '/api/game/bet/single-wallet/jump'],
  ['POST', '/api/game/bet/cSports/token'],
  ['POST', '/api/game/bet/order/mybet/sum'],
  ['POST', '/api/game/bet/order/mybet/detail'],
  // live
  ['POST', '/api/live/stream/save'],
  ['POST', '/api/live/stream/stop'],
  ['POST', '/api/live/stream/update'],
  ['POST', '/api/live/stream/cancel'],
  ['POST', '/api/live/stream/reserveList'],
  ['POST', '/api/live/stream/getStreamStatus'],
  ['POST', '/api/live/stream/list'],
  ['GET', '/api/live/stream/getInfo/{id}'],
  ['GET', '/api/live/stream/countReserve/{id}'],
  ['POST', '/api/live/video/matchListFront'],
  ['GET', '/api/live/video/videoList'],
  ['GET', '/api/user/presenter/getInfo2/{id}'],
  ['PUT', '/api/user/presenter/update'],
  ['POST', '/api/live/gift/list'],
  ['POST', '/api/live/gift/profit/list'],
  ['POST', '/api/live/gift/profit/save'],
  ['POST', '/api/live/gift/profit/sum'],
  ['POST', '/api/live/cover/tag/list'],
  ['POST', '/api/live/push/order/save'],
  ['POST', '/api/live/push/order/list'],
  ['POST', '/api/live/push/order/list2'],
  ['POST', '/api/live/follow/order/save'],
  ['POST', '/api/live/follow/order/list'],
  ['POST', '/api/live/relation/isFee'],
  ['POST', '/api/live/relation/fee'],
  ['POST', '/api/user/banLog/list'],
  ['POST', '/api/user/banLog/batchUntie'],
  ['POST', '/api/user/banLog/banInfo'],
  ['POST', '/api/user/banLog/save'],
  ['PUT', '/api/user/banLog/update'],
  ['POST', '/api/live/chatroom/config/info'],
  ['GET', '/api/live/chatroom/getSig/{id}'],
  ['GET', '/api/live/sensitive/word/list'],
  ['POST', '/api/live/word/shielded/save'],
  ['POST', '/api/live/statistics/sum'],
  ['POST', '/api/live/match/score'],
];

/** The sports data service: every call POST under /v1/, plus the static-language list. */
const SPEC_SPORTS_PATHS: readonly string[] = [
  ...[
    'match/getList',
    'match/statistical',
    'match/getOnSaleLeagues',
    'match/getMatchDetail',
    'match/queryMatchByRecommend',
    'match/matchCount',
    'match/matchResultList',
    'match/matchResultPage',
    'match/matchResultInfo',
    'order/batchBetMatchMarketOfJumpLine',
    'order/new/bet/list',
    'order/cashOut/price',
    'order/cashOut/bet',
    'order/bet/singlePass',
    'order/reserve/bet',
    'order/reserve/betList',
    'order/reserve/cancel',
    'order/getStakeOrderStatus',
    'order/betMultiple',
    'bulletin/listTop',
    'bulletin/listPage',
  ].map((path) => `/v1/${path}`),
  '/language/staticList',
];

/** The calls whose paths the spec does not show, and the paths we gave them. */
const OUR_PATHS = {
  getCampaign: ['GET', '/api/activity/campaign'],
  listCampaigns: ['GET', '/api/activity/list'],
  signInCampaign: ['POST', '/api/activity/sign-in'],
  spinWheel: ['POST', '/api/activity/wheel/spin'],
  claimCampaign: ['POST', '/api/activity/claim'],
  openGameSession: ['POST', '/api/originals/session'],
  spinSlot: ['POST', '/api/originals/slot/spin'],
  rollDice: ['POST', '/api/originals/dice/roll'],
  setGameClientSeed: ['POST', '/api/originals/seed/client'],
  rotateGameSeed: ['POST', '/api/originals/seed/rotate'],
  listGameRounds: ['POST', '/api/originals/rounds'],
  fetchDeviceId: ['POST', '/api/member/device/issue'],
  getBotChallenge: ['GET', '/api/security/bot-check/challenge'],
  verifyBotCheck: ['POST', '/api/security/bot-check/verify'],
  sendSmsCode: ['POST', '/api/user/auth/sms/send'],
  getUserInfo: ['GET', '/api/user/info'],
  fetchBalance: ['GET', '/api/fund/wallet/balance'],
  fetchSportsbookToken: ['POST', '/api/game/bet/sports/token'],
  fetchSportLanguagePackage: ['GET', '/api/game/sports/language/{language}'],
  listVideoSources: ['GET', '/api/live/video/sourceList'],
  listGameTypes: ['GET', '/api/game/type/list'],
  setTwoStepLogin: ['POST', '/api/member/security/two-step-login'],
  setAvatar: ['POST', '/api/member/avatar/set'],
  changePassword: ['POST', '/api/member/security/password'],
  listSessions: ['GET', '/api/member/security/sessions'],
  revokeSession: ['POST', '/api/member/security/sessions/revoke'],
  listVipLevels: ['GET', '/api/member/customervip/levels'],
  applyPartner: ['POST', '/api/operation/partner/apply'],
  adminSearchMembers: ['POST', '/api/admin/members/search'],
  adminGetMember: ['POST', '/api/admin/members/profile'],
  adminSuspendMember: ['POST', '/api/admin/members/suspend'],
  adminRestoreMember: ['POST', '/api/admin/members/restore'],
  adminSetMemberRole: ['POST', '/api/admin/members/role'],
  adminResetTwoStepLogin: ['POST', '/api/admin/members/two-step/reset'],
  adminEndMemberSessions: ['POST', '/api/admin/members/sessions/end'],
  adminListLedger: ['POST', '/api/admin/wallet/ledger'],
  adminAdjustWallet: ['POST', '/api/admin/wallet/adjust'],
  adminListAudit: ['POST', '/api/admin/audit/search'],
  adminListMatches: ['POST', '/api/admin/sports/matches'],
  adminGetMatchMarkets: ['POST', '/api/admin/sports/markets'],
  adminSuspendMarket: ['POST', '/api/admin/sports/suspend'],
  adminReopenMarket: ['POST', '/api/admin/sports/reopen'],
  adminVoidMarket: ['POST', '/api/admin/sports/void'],
  adminGetSportsMaintenance: ['POST', '/api/admin/sports/maintenance'],
  adminSetSportsMaintenance: ['POST', '/api/admin/sports/maintenance/set'],
  adminEndSportsMaintenance: ['POST', '/api/admin/sports/maintenance/end'],
  adminListBulletins: ['POST', '/api/admin/sports/bulletins'],
  adminCreateBulletin: ['POST', '/api/admin/sports/bulletins/create'],
  adminPinBulletin: ['POST', '/api/admin/sports/bulletins/pin'],
  adminExpireBulletin: ['POST', '/api/admin/sports/bulletins/expire'],
  adminListCampaigns: ['POST', '/api/admin/campaigns/search'],
  adminGetCampaign: ['POST', '/api/admin/campaigns/get'],
  adminCreateCampaign: ['POST', '/api/admin/campaigns/create'],
  adminUpdateCampaign: ['POST', '/api/admin/campaigns/update'],
  adminPreviewCampaign: ['POST', '/api/admin/campaigns/preview'],
  adminPublishCampaign: ['POST', '/api/admin/campaigns/publish'],
  adminEndCampaign: ['POST', '/api/admin/campaigns/end'],
  adminListPromoImages: ['POST', '/api/admin/campaigns/images'],
  adminGetSiteMaintenance: ['POST', '/api/admin/site/maintenance'],
  adminSetSiteMaintenance: ['POST', '/api/admin/site/maintenance/set'],
  adminListBanners: ['POST', '/api/admin/site/banners'],
  adminSaveBanner: ['POST', '/api/admin/site/banners/save'],
  adminEndBanner: ['POST', '/api/admin/site/banners/end'],
  adminListNotices: ['POST', '/api/admin/site/notices'],
  adminSaveNotice: ['POST', '/api/admin/site/notices/save'],
  adminEndNotice: ['POST', '/api/admin/site/notices/end'],
  adminGetDashboard: ['POST', '/api/admin/dashboard'],
  adminListPopupAds: ['POST', '/api/admin/site/popup-ads'],
  adminSavePopupAd: ['POST', '/api/admin/site/popup-ads/save'],
  adminEndPopupAd: ['POST', '/api/admin/site/popup-ads/end'],
  // the campaigns section's reward rules (ADR 036)
  adminGetRewardRules: ['POST', '/api/admin/rewards/get'],
  adminSetVipLevel: ['POST', '/api/admin/rewards/vip-level'],
  adminSetInviteBetTiers: ['POST', '/api/admin/rewards/invite-bet-tiers'],
  adminSetInviteDepositTiers: ['POST', '/api/admin/rewards/invite-deposit-tiers'],
  adminSetInviteVipRewards: ['POST', '/api/admin/rewards/invite-vip-rewards'],
  // the games section (ADR 035)
  adminListLobbies: ['POST', '/api/admin/games/lobbies'],
  adminListGames: ['POST', '/api/admin/games/list'],
  adminSetLobbyMaintenance: ['POST', '/api/admin/games/lobbies/maintenance/set'],
  adminEndLobbyMaintenance: ['POST', '/api/admin/games/lobbies/maintenance/end'],
  adminSetLobbyHot: ['POST', '/api/admin/games/lobbies/hot'],
  adminSetGameMaintenance: ['POST', '/api/admin/games/maintenance/set'],
  adminEndGameMaintenance: ['POST', '/api/admin/games/maintenance/end'],
  adminSetGameHot: ['POST', '/api/admin/games/hot'],
  // the live section (ADR 034)
  adminListStreams: ['POST', '/api/admin/live/streams'],
  adminForceStopStream: ['POST', '/api/admin/live/streams/stop'],
  adminFeatureStream: ['POST', '/api/admin/live/streams/feature'],
  adminListSensitiveWords: ['POST', '/api/admin/live/words'],
  adminAddSensitiveWord: ['POST', '/api/admin/live/words/add'],
  adminRemoveSensitiveWord: ['POST', '/api/admin/live/words/remove'],
  adminListGlobalBans: ['POST', '/api/admin/live/bans'],
  adminBanGlobal: ['POST', '/api/admin/live/bans/create'],
  adminLiftGlobalBan: ['POST', '/api/admin/live/bans/lift'],
  listHomeBanners: ['GET', '/api/user/home/banner/list'],
  listHomeNotices: ['GET', '/api/user/home/notice/list'],
  listPopupAds: ['GET', '/api/user/home/popup/list'],
  startStream: ['POST', '/api/live/stream/start'],
  reserveStream: ['POST', '/api/live/stream/reserve'],
  followPresenter: ['POST', '/api/user/presenter/follow'],
  listRoomFees: ['POST', '/api/live/relation/feeList'],
  listShieldedWords: ['GET', '/api/live/word/shielded/list'],
  listPaymentMethods: ['GET', '/api/fund/cashier/methods'],
  createDeposit: ['POST', '/api/fund/cashier/deposit'],
  getWithdrawInfo: ['GET', '/api/fund/cashier/withdraw-info'],
  saveWithdrawInfo: ['POST', '/api/fund/cashier/withdraw-info/save'],
  createWithdrawal: ['POST', '/api/fund/cashier/withdraw'],
  listCashierTransactions: ['GET', '/api/fund/cashier/transactions'],
  getResponsibleGambling: ['GET', '/api/member/rg/get'],
  setRgLimit: ['POST', '/api/member/rg/limit'],
  setRealityCheck: ['POST', '/api/member/rg/reality-check'],
  takeBreak: ['POST', '/api/member/rg/break'],
  getSessionSummary: ['GET', '/api/member/rg/session'],
  getActivityStatement: ['GET', '/api/member/rg/activity'],
  fetchWalletStatement: ['POST', '/api/fund/wallet/statement'],
} as const;

/** The calls spec §7 marks "messages suppressed". */
const SPEC_SUPPRESSED = [
  '/api/fund/wallet/member/local',
  '/api/game/fund/collect',
  '/api/member/get',
  '/api/member/refreshIdentityCode',
];

const platformList: AnyCall[] = Object.values(platformCalls);
const sportsList: AnyCall[] = Object.values(sportsCalls);

describe('the registry against spec §7', () => {
  it.each(SPEC_PLATFORM_CALLS)('%s %s is a platform call, once', (method, path) => {
    const matches = platformList.filter((c) => c.path === path);
    expect(matches).toHaveLength(1);
    expect(matches[0]!.method).toBe(method);
    expect(matches[0]!.service).toBe('platform');
    expect(matches[0]!.pathIsOurs).toBe(false);
  });

  it.each(SPEC_SPORTS_PATHS)('POST %s is a sports call, once', (path) => {
    const matches = sportsList.filter((c) => c.path === path);
    expect(matches).toHaveLength(1);
    expect(matches[0]!.method).toBe('POST');
    expect(matches[0]!.service).toBe(path.startsWith('/v1/') ? 'sports' : 'staticLanguage');
  });

  it.each(Object.entries(OUR_PATHS))(
    'the unshown call %s has our path, marked as ours',
    (name, [method, path]) => {
      const call = (platformCalls as Record<string, AnyCall>)[name];
      expect(call).toBeDefined();
      expect(call!.method).toBe(method);
      expect(call!.path).toBe(path);
      expect(call!.pathIsOurs).toBe(true);
    },
  );

  it('holds nothing beyond the spec and our own paths', () => {
    expect(platformList.filter((c) => c.pathIsOurs).map((c) => c.name)).toEqual(
      expect.arrayContaining(Object.keys(OUR_PATHS)),
    );
    expect(platformList).toHaveLength(SPEC_PLATFORM_CALLS.length + Object.keys(OUR_PATHS).length);
    expect(sportsList).toHaveLength(SPEC_SPORTS_PATHS.length);
    const routes = allCalls.map((c) => `${c.method} ${c.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('names each call once, by its key, in its area', () => {
    const areas = { ...platformCallsByArea, admin: adminPlatformCalls };
    for (const [area, calls] of Object.entries(areas)) {
      expect(PLATFORM_AREAS).toContain(area);
      for (const [name, call] of Object.entries(calls) as [string, AnyCall][]) {
        expect(call.name).toBe(name);
        expect(call.area).toBe(area);
      }
    }
    expect(Object.keys(platformCalls)).toHaveLength(platformList.length);
  });

  it('suppresses the messages the spec suppresses', () => {
    for (const path of SPEC_SUPPRESSED) {
      expect(platformList.find((c) => c.path === path)?.suppressMessages).toBe(true);
    }
  });

  it('lets most sports calls opt out of the toast, but not those that move money', () => {
    const shown = sportsList.filter((c) => !c.suppressMessages).map((c) => c.name);
    expect(shown.sort()).toEqual(
      ['cancelReserveBet', 'cashOut', 'placeMultipleBet', 'placeSingleBets', 'reserveBet'].sort(),
    );
  });

  it('times out after 15 s, the single-wallet jump after 10 s', () => {
    for (const call of allCalls) {
      const expected =
        call.path === '/api/game/bet/single-wallet/jump'
          ? SINGLE_WALLET_JUMP_TIMEOUT_MS
          : REQUEST_TIMEOUT_MS;
      expect(call.timeoutMs, call.name).toBe(expected);
    }
  });

  it('sends no token on the device-id paths and to the game provider, the token in the payload on the jump', () => {
    const byAuth = (mode: string) =>
      allCalls
        .filter((c) => c.auth === mode)
        .map((c) => c.name)
        .sort();
    // the game client talks to the provider with its game session's token: the member's token
    // is the operator's and never goes to a provider
    expect(byAuth('none')).toEqual(
      [
        'fetchDeviceId',
        'getDevice',
        'listGameRounds',
        'openGameSession',
        'rollDice',
        'rotateGameSeed',
        'setGameClientSeed',
        'spinSlot',
      ].sort(),
    );
    expect(byAuth('payload')).toEqual(['jumpToGame']);
  });

  it('re-arms the forced logout on the calls that start a session', () => {
    expect(
      platformList
        .filter((c) => c.startsSession)
        .map((c) => c.name)
        .sort(),
    ).toEqual(
      [
        'accountLogin',
        'checkLogin',
        'loginByMobile',
        'registerByAccount',
        'registerByMobile',
      ].sort(),
    );
  });
});

describe('paths and requests', () => {
  it('fills and names path parameters', () => {
    const path = '/api/user/auth/mobile-registerCheckByMobile/{phone}/{phoneCode}';
    expect(pathParamNames(path)).toEqual(['phone', 'phoneCode']);
    expect(buildPath(path, { phone: '0912', phoneCode: '84' })).toBe(
      '/api/user/auth/mobile-registerCheckByMobile/0912/84',
    );
    expect(buildPath('/x/{id}', { id: 'a/b c' })).toBe('/x/a%2Fb%20c');
    expect(() => buildPath('/x/{id}', {})).toThrow(/"id"/);
    expect(routerPath(path)).toBe('/api/user/auth/mobile-registerCheckByMobile/:phone/:phoneCode');
  });

  it('splits a request into path, query and body', () => {
    expect(
      splitRequest(
        { method: 'GET', path: '/a/{id}' },
        { id: 5, page: 2, flag: true, ids: [1, 2], gone: undefined },
      ),
    ).toEqual({ path: '/a/5', query: { page: '2', flag: 'true', ids: '1,2' }, body: undefined });
    expect(splitRequest({ method: 'POST', path: '/a' }, { x: 1, y: undefined })).toEqual({
      path: '/a',
      query: {},
      body: { x: 1 },
    });
  });

  it.each(allCalls.map((c) => [c.name, c] as const))(
    '%s: every path parameter is a request field',
    (_, call) => {
      for (const param of pathParamNames(call.path)) {
        expect(Object.keys(call.request.shape)).toContain(param);
      }
    },
  );
});

type Example = { request: unknown; response: unknown };
const examples = {
  ...(platformExamples as Record<string, Example>),
  ...(sportsExamples as Record<string, Example>),
};

describe('examples', () => {
  it('exist for every call', () => {
    expect(Object.keys(examples).sort()).toEqual(allCalls.map((c) => c.name).sort());
  });

  it.each(allCalls.map((c) => [c.name, c] as const))(
    '%s: the request and the response data pass their schemas',
    (name, call) => {
      const example = examples[name]!;
      expect(call.request.safeParse(example.request).error).toBeUndefined();
      expect(call.response.safeParse(example.response).error).toBeUndefined();
    },
  );

  it.each(allCalls.map((c) => [c.name, c] as const))(
    '%s: the server can read the request as it travels',
    (name, call) => {
      const input = examples[name]!.request as Record<string, unknown>;
      const { query, body } = splitRequest(call, input);
      const pathParams = Object.fromEntries(
        pathParamNames(call.path).map((param) => [param, String(input[param])]),
      );
      let received: Record<string, unknown>;
      if (call.method === 'GET') received = { ...query, ...pathParams };
      else if (call.multipart) received = { ...pathParams, ...body };
      else received = { ...pathParams, ...(JSON.parse(JSON.stringify(body)) as object) };
      const schema = call.service === 'platform' ? call.request : sportsWireRequest(call.request);
      const common = { oddsChange: 1, currencyId: 1000, languageType: 'VIE' };
      const result = schema.safeParse(
        call.service === 'platform' ? received : { ...received, ...common },
      );
      expect(result.error).toBeUndefined();
    },
  );

  it('adds the common sports fields to the wire schema, and requires them', () => {
    const wire = sportsWireRequest(sportsCalls.listMatches.request);
    const request = sportsExamples.listMatches.request;
    expect(wire.safeParse(request).success).toBe(false);
    expect(
      wire.safeParse({ ...request, oddsChange: 2, currencyId: 2, languageType: 'ENG' }).success,
    ).toBe(true);
    expect(
      sportsCommonBodySchema.safeParse({ oddsChange: 4, currencyId: 2, languageType: 'ENG' })
        .success,
    ).toBe(false);
  });
});

describe('the contract folder', () => {
  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return sources(path);
      return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
    });
  }

  it('imports only zod/mini, @touchline/domain and itself (the server shares it; ADR 024)', () => {
    const files = sources(import.meta.dirname);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const specifiers = [...source.matchAll(/(?:from|import)\s*['"]([^'"]+)['"]/g)].map(
        (m) => m[1]!,
      );
      for (const specifier of specifiers) {
        const relative = specifier.startsWith('.');
        const allowed = relative
          ? resolve(dirname(file), specifier).startsWith(import.meta.dirname + sep)
          : specifier === 'zod/mini' || specifier === '@touchline/domain';
        expect(allowed, `${file} imports ${specifier}`).toBe(true);
      }
      expect(source, file).not.toMatch(
        /\b(window|document|localStorage|sessionStorage|navigator)\.[a-z]|\bfetch\(|new WebSocket\(/,
      );
    }
  });

  it('marks every path of ours with a comment that says so', () => {
    const files = sources(join(import.meta.dirname, 'calls')).map((f) => readFileSync(f, 'utf8'));
    for (const [, path] of Object.values(OUR_PATHS)) {
      const declaration = files
        .flatMap((source) => source.split('\n').map((line, i, lines) => [lines[i - 1], line]))
        .find(([, line]) => line?.includes(`path: '${path}'`));
      expect(declaration?.[0], path).toMatch(/\/\/ path is ours/);
    }
  });
});
