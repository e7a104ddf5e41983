import {
  CODES,
  HEADERS,
  PAYLOAD_TOKEN_FIELD,
  platformCalls,
  splitRequest,
  type AnyCall,
  type PlatformCallName,
} from '@touchline/api/contract';
import { platformExamples } from '@touchline/api/examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { platformHandlers } from '../services/index.ts';
import { createMember } from '../services/members.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import type { Access } from './routes.ts';

/**
 * Who may make each call, written out: a handler whose access changes (a money call turned
 * public by mistake) fails here first. Then every implemented call is made through HTTP without
 * a token, with a made-up token and with an expired one, and by each role.
 */
const EXPECTED_ACCESS: Record<string, Access> = {
  // auth: visitors log in and register; logout ends the session it is given, if any
  accountLogin: 'public',
  checkLogin: 'public',
  registerByAccount: 'public',
  loginByMobile: 'public',
  registerByMobile: 'public',
  checkMobileAvailable: 'public',
  checkMobileCode: 'public',
  generateUserName: 'public',
  logout: 'optional',
  listCountryCodes: 'public',
  getVerificationDomainType: 'public',
  getBotChallenge: 'public',
  verifyBotCheck: 'public',
  sendSmsCode: 'public',
  // member: everything about the caller and their money needs their session
  getUserInfo: 'member',
  getMemberProfile: 'member',
  refreshIdentityCode: 'member',
  setTwoStepLogin: 'member',
  setAvatar: 'member',
  changePassword: 'member',
  listSessions: 'member',
  revokeSession: 'member',
  getDevice: 'public',
  fetchDeviceId: 'public',
  fetchMemberWallet: 'member',
  fetchBalance: 'member',
  collectGameFunds: 'member',
  // invitation: the tiers and the ticker are public, the member's own programme is not
  drawInviteAward: 'member',
  // the cashier: a member's own money and accounts
  listPaymentMethods: 'member',
  createDeposit: 'member',
  getWithdrawInfo: 'member',
  saveWithdrawInfo: 'member',
  createWithdrawal: 'member',
  listCashierTransactions: 'member',
  getResponsibleGambling: 'member',
  setRgLimit: 'member',
  setRealityCheck: 'member',
  takeBreak: 'member',
  getSessionSummary: 'member',
  getActivityStatement: 'member',
  fetchWalletStatement: 'member',
  generateReferralCode: 'member',
  listInviteMarquee: 'public',
  getInviteBetConfig: 'public',
  getInviteDepositConfig: 'public',
  getInviteVipConfig: 'public',
  getInviteInfo: 'member',
  getInviteTotalAward: 'member',
  listInviteBetAwards: 'member',
  listInviteDepositAwards: 'member',
  // VIP
  getVipCallbackPage: 'member',
  requestVipCallback: 'member',
  getVipInfo: 'member',
  listVipLevels: 'member',
  // campaigns: anyone reads them (a member with their standing); only members take part
  getCampaign: 'optional',
  listCampaigns: 'public',
  signInCampaign: 'member',
  spinWheel: 'member',
  claimCampaign: 'member',
  // operation, home and the sportsbook token
  getMaintenanceInfo: 'public',
  getCustomerServiceLink: 'public',
  // the partner programme: visitors apply too; a member's application is theirs
  applyPartner: 'optional',
  listHomeLobbies: 'public',
  listHomeBanners: 'public',
  listHomeNotices: 'public',
  listPopupAds: 'public',
  listGameTypes: 'public',
  fetchSportsbookToken: 'member',
  fetchCSportsToken: 'member',
  // games: the list is public; launching a game and a member's rounds need the member
  listSlotGames: 'public',
  jumpToGame: 'member',
  sumMyBets: 'member',
  listMyBets: 'member',
  // the in-house provider's client calls carry its game session token, not the member's
  openGameSession: 'public',
  spinSlot: 'public',
  rollDice: 'public',
  setGameClientSeed: 'public',
  rotateGameSeed: 'public',
  listGameRounds: 'public',
  // live: the stream list is public; its followed view needs the caller
  listStreams: 'optional',
  getStream: 'optional',
  listReservedStreams: 'optional',
  getPresenter: 'optional',
  getStreamStatus: 'public',
  countStreamReservations: 'public',
  listLiveMatches: 'optional',
  getLiveMatchScores: 'public',
  // video: the lines, a live stream's sources and the matches' live videos are public
  getCustomerLineSwitch: 'public',
  listVideoSources: 'public',
  listVideos: 'public',
  // a host's own figures (a super admin's of any host)
  sumLiveStatistics: 'anchor',
  listCoverTags: 'public',
  reserveStream: 'member',
  followPresenter: 'member',
  // a host's own streams and card (a super admin may change any stream)
  saveStream: 'anchor',
  updateStream: 'anchor',
  startStream: 'anchor',
  stopStream: 'anchor',
  cancelStream: 'anchor',
  updatePresenter: 'anchor',
  // chat moderation: a host in their rooms, a super admin anywhere; a member asks of their own ban
  banUser: 'anchor',
  updateBan: 'anchor',
  liftBans: 'anchor',
  listBans: 'anchor',
  listSensitiveWords: 'anchor',
  listShieldedWords: 'anchor',
  saveShieldedWords: 'anchor',
  getBanInfo: 'member',
  getChatRoomConfig: 'optional',
  getChatSignature: 'member',
  // push orders: a host pushes into their own live stream (a super admin into any); a host's
  // record and a room's push orders are public; following is a member's bet
  savePushOrder: 'anchor',
  listPushOrders: 'optional',
  listStreamPushOrders: 'optional',
  saveFollowOrder: 'member',
  listFollowOrders: 'member',
  // room money: the catalogue and a room's fee for anyone; sending and paying need the member;
  // gift income and the fee tiers are a host's (a super admin's for any host)
  listGifts: 'optional',
  getRoomFee: 'optional',
  sendGift: 'member',
  payRoomFee: 'member',
  listGiftProfits: 'anchor',
  sumGiftProfits: 'anchor',
  listRoomFees: 'anchor',
  // the super-admin centre (issue 22): a super admin's only, every one
  adminSearchMembers: 'superAdmin',
  adminGetMember: 'superAdmin',
  adminSuspendMember: 'superAdmin',
  adminRestoreMember: 'superAdmin',
  adminSetMemberRole: 'superAdmin',
  adminResetTwoStepLogin: 'superAdmin',
  adminEndMemberSessions: 'superAdmin',
  adminListLedger: 'superAdmin',
  adminAdjustWallet: 'superAdmin',
  adminListAudit: 'superAdmin',
  adminListMatches: 'superAdmin',
  adminGetMatchMarkets: 'superAdmin',
  adminSuspendMarket: 'superAdmin',
  adminReopenMarket: 'superAdmin',
  adminVoidMarket: 'superAdmin',
  adminGetSportsMaintenance: 'superAdmin',
  adminSetSportsMaintenance: 'superAdmin',
  adminEndSportsMaintenance: 'superAdmin',
  adminListBulletins: 'superAdmin',
  adminCreateBulletin: 'superAdmin',
  adminPinBulletin: 'superAdmin',
  adminExpireBulletin: 'superAdmin',
  adminListCampaigns: 'superAdmin',
  adminGetCampaign: 'superAdmin',
  adminCreateCampaign: 'superAdmin',
  adminUpdateCampaign: 'superAdmin',
  adminPreviewCampaign: 'superAdmin',
  adminPublishCampaign: 'superAdmin',
  adminEndCampaign: 'superAdmin',
  adminListPromoImages: 'superAdmin',
  adminGetSiteMaintenance: 'superAdmin',
  adminSetSiteMaintenance: 'superAdmin',
  adminListBanners: 'superAdmin',
  adminSaveBanner: 'superAdmin',
  adminEndBanner: 'superAdmin',
  adminListNotices: 'superAdmin',
  adminSaveNotice: 'superAdmin',
  adminEndNotice: 'superAdmin',
  adminGetDashboard: 'superAdmin',
  adminListPopupAds: 'superAdmin',
  adminSavePopupAd: 'superAdmin',
  adminEndPopupAd: 'superAdmin',
  // the campaigns section's reward rules (ADR 036)
  adminGetRewardRules: 'superAdmin',
  adminSetVipLevel: 'superAdmin',
  adminSetInviteBetTiers: 'superAdmin',
  adminSetInviteDepositTiers: 'superAdmin',
  adminSetInviteVipRewards: 'superAdmin',
  // the games section (ADR 035)
  adminListLobbies: 'superAdmin',
  adminListGames: 'superAdmin',
  adminSetLobbyMaintenance: 'superAdmin',
  adminEndLobbyMaintenance: 'superAdmin',
  adminSetLobbyHot: 'superAdmin',
  adminSetGameMaintenance: 'superAdmin',
  adminEndGameMaintenance: 'superAdmin',
  adminSetGameHot: 'superAdmin',
  // the live section (ADR 034)
  adminListStreams: 'superAdmin',
  adminForceStopStream: 'superAdmin',
  adminFeatureStream: 'superAdmin',
  adminListSensitiveWords: 'superAdmin',
  adminAddSensitiveWord: 'superAdmin',
  adminRemoveSensitiveWord: 'superAdmin',
  adminListGlobalBans: 'superAdmin',
  adminBanGlobal: 'superAdmin',
  adminLiftGlobalBan: 'superAdmin',
};

const IMPLEMENTED = Object.keys(platformHandlers) as PlatformCallName[];
const SIGNED_IN = IMPLEMENTED.filter((n) => platformHandlers[n]!.access !== 'public');

describe('the access table', () => {
  it('names the access of every implemented call, and only those', () => {
    expect(Object.keys(EXPECTED_ACCESS).sort()).toEqual([...IMPLEMENTED].sort());
    for (const name of IMPLEMENTED) {
      expect(platformHandlers[name]!.access, name).toBe(EXPECTED_ACCESS[name]);
    }
  });
});

describe.each(DATABASE_KINDS)('role checks of every call on %s', (kind) => {
  let s: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    s = await openTestApp(kind);
    for (const [user, password] of [
      ['demo', 'demo1234'],
      ['host', 'host1234'],
      ['admin', 'admin1234'],
    ] as const) {
      tokens[user] = await s.login(user, password);
    }
  }, 60_000);
  afterAll(() => s?.dispose());

  /** The call's contract example, sent with the given Authorization header (or none). */
  async function send(name: PlatformCallName, token: string | null) {
    const call = platformCalls[name] as AnyCall;
    const { path, query, body } = splitRequest(
      call,
      platformExamples[name].request as Record<string, unknown>,
    );
    // a payload call's token travels in its body (the vendor gateway forwards bodies only)
    const inBody = call.auth === 'payload';
    const headers: Record<string, string> =
      token && !inBody ? { [HEADERS.authorization]: token } : {};
    if (call.method !== 'GET') headers['content-type'] = 'application/json';
    const sent = inBody && token ? { ...body, [PAYLOAD_TOKEN_FIELD]: token } : (body ?? {});
    const response = await s.app.inject({
      method: call.method,
      url: path,
      query,
      headers,
      ...(call.method === 'GET' ? {} : { payload: JSON.stringify(sent) }),
    });
    return { status: response.statusCode, body: response.json() as { code: number; msg: string } };
  }

  const expired = { code: CODES.sessionExpired, msg: expect.stringMatching(/session has expired/) };

  it.each(SIGNED_IN.filter((n) => EXPECTED_ACCESS[n] !== 'optional'))(
    '%s refuses a visitor, a made-up token and an expired one with the session-expired code',
    async (name) => {
      for (const token of [null, 'made-up-token', 'x'.repeat(201)]) {
        const answer = await send(name, token);
        expect(answer.status, String(token)).toBe(401);
        expect(answer.body).toEqual(expired);
      }
      const old = await s.login('demo', 'demo1234');
      const now = s.clock.now;
      s.clock.now = now + 400 * 86_400_000;
      try {
        const answer = await send(name, old);
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual(expired);
      } finally {
        s.clock.now = now;
      }
    },
  );

  // logout and a break end the caller's sessions: they are tested on their own
  const ENDS_SESSIONS = new Set<PlatformCallName>(['logout', 'takeBreak']);

  it.each(
    SIGNED_IN.filter(
      (n) =>
        !ENDS_SESSIONS.has(n) &&
        EXPECTED_ACCESS[n] !== 'anchor' &&
        EXPECTED_ACCESS[n] !== 'superAdmin',
    ),
  )('%s lets a member, a host and a super admin in', async (name) => {
    for (const user of ['demo', 'host', 'admin']) {
      const answer = await send(name, tokens[user]!);
      expect(answer.status, `${user}: ${JSON.stringify(answer.body)}`).not.toBe(401);
      // a 403 may still come for a business rule (a VIP level too low), never for the role
      expect(answer.body.msg).not.toBe('Your account may not use this.');
      expect(answer.status).toBeLessThan(500);
    }
  });

  it.each(IMPLEMENTED.filter((n) => EXPECTED_ACCESS[n] === 'anchor'))(
    '%s refuses a member for the role, and lets a host and a super admin in',
    async (name) => {
      const member = await send(name, tokens.demo!);
      expect(member.status).toBe(403);
      expect(member.body).toEqual({ code: CODES.forbidden, msg: 'Your account may not use this.' });
      for (const user of ['host', 'admin']) {
        const answer = await send(name, tokens[user]!);
        expect(answer.status, `${user}: ${JSON.stringify(answer.body)}`).not.toBe(401);
        expect(answer.body.msg).not.toBe('Your account may not use this.');
        expect(answer.status).toBeLessThan(500);
      }
    },
  );

  // the examples name a member no seed account is: the admin's call reaches the handler and is
  // answered (a 404 for that member at most), and no seed account is changed by the table
  it.each(IMPLEMENTED.filter((n) => EXPECTED_ACCESS[n] === 'superAdmin'))(
    '%s refuses a member and a host for the role, and lets a super admin in',
    async (name) => {
      for (const user of ['demo', 'host']) {
        const answer = await send(name, tokens[user]!);
        expect(answer.status, user).toBe(403);
        expect(answer.body).toEqual({
          code: CODES.forbidden,
          msg: 'Your account may not use this.',
        });
      }
      const admin = await send(name, tokens.admin!);
      expect(admin.status, JSON.stringify(admin.body)).not.toBe(401);
      expect(admin.body.msg).not.toBe('Your account may not use this.');
      expect(admin.status).toBeLessThan(500);
    },
  );

  it.each(IMPLEMENTED.filter((n) => EXPECTED_ACCESS[n] === 'public'))(
    '%s answers a visitor, and ignores a stale token rather than logging them out',
    async (name) => {
      for (const token of [null, 'stale-token-from-last-week']) {
        const answer = await send(name, token);
        expect(answer.status, JSON.stringify(answer.body)).not.toBe(401);
        expect(answer.body.code).not.toBe(CODES.sessionExpired);
        expect(answer.status).toBeLessThan(500);
      }
    },
  );

  it('lets a member, a host and a super admin take a break (each a member of their own)', async () => {
    for (const role of ['member', 'anchor', 'superAdmin'] as const) {
      const id = await createMember(s.t.db, {
        userName: `break-${role}`.toLowerCase(),
        passwordHash: null,
        role,
        currency: 'CNY',
      });
      const answer = await send('takeBreak', await createSession(s.t.db, id, s.clock.now));
      expect(answer.status, `${role}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answer.body.code).toBe(CODES.success);
    }
  });

  it('lets logout be called without a session, and ends the one it is given', async () => {
    expect(await send('logout', null)).toEqual({
      status: 200,
      body: { code: CODES.success, msg: '', data: null },
    });
    const token = await s.login('demo', 'demo1234');
    expect((await send('getUserInfo', token)).status).toBe(200);
    expect((await send('logout', token)).status).toBe(200);
    expect((await send('getUserInfo', token)).body).toEqual(expired);
  });
});
