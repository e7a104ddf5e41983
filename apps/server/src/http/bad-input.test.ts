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
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { platformHandlers } from '../services/index.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import type { Access } from './routes.ts';

/**
 * Every implemented call, sent malformed: missing fields, wrong types, over-long strings,
 * negative and non-numeric numbers, bad JSON, other media types, bodies that are not objects or
 * too large. Each is answered 4xx with the envelope and a message; never a 5xx, never a trace.
 */

const IMPLEMENTED = Object.keys(platformHandlers) as PlatformCallName[];
const LONG = 'x'.repeat(1_001);

interface BadCase {
  label: string;
  /** The call's input with the fault in it (sent the way the client sends it)… */
  input?: Record<string, unknown>;
  /** …or a raw request. */
  raw?: { payload: string; contentType: string };
  status?: number;
  code?: number;
}

/** Faults specific to a field's rules (numbers that must be whole and non-negative, formats). */
const FIELD_FAULTS: Partial<Record<PlatformCallName, [string, Record<string, unknown>][]>> = {
  accountLogin: [
    ['empty user name', { userName: '' }],
    ['null password', { password: null }],
    ['empty bot token', { botToken: '' }],
  ],
  checkLogin: [
    ['a short SMS code', { smsCode: '12' }],
    ['letters as the SMS code', { smsCode: 'abcdef' }],
    ['an unknown action type', { actionType: 3 }],
    ['the action type as text', { actionType: '1' }],
  ],
  registerByAccount: [
    ['an empty domain', { regDomain: '' }],
    ['a dialling code with a plus', { countryCode: '+84' }],
    ['a five-digit dialling code', { countryCode: '12345' }],
    ['a one-letter user name', { userName: 'a' }],
    ['a user name with spaces', { userName: 'two words' }],
    ['a short password', { password: 'abc1' }],
    ['a 300-character domain', { regDomain: 'd'.repeat(300) }],
    ['a date of birth that is no calendar date', { dateOfBirth: '2007-02-29' }],
    ['a date of birth as day/month/year', { dateOfBirth: '21/07/1994' }],
    ['a date of birth before 1900', { dateOfBirth: '1899-12-31' }],
    ['a date of birth as a number', { dateOfBirth: 19940721 }],
    ['a date of birth in the future', { dateOfBirth: '9999-12-31' }],
  ],
  loginByMobile: [
    ['letters in the mobile', { mobile: '09ab345678' }],
    ['a negative mobile', { mobile: '-0912345678' }],
    ['an empty dialling code', { countryCode: '' }],
  ],
  registerByMobile: [
    ['an empty ticket', { mobileCode: '' }],
    ['a user name starting with a digit', { userName: '9lives' }],
    ['a mobile as a number', { mobile: 912345678 }],
    ['an empty date of birth', { dateOfBirth: '' }],
    ['a date of birth with a time', { dateOfBirth: '1994-07-21T00:00:00Z' }],
  ],
  checkMobileAvailable: [
    ['letters as the phone', { phone: 'abcdefg' }],
    ['a dialling code with letters', { phoneCode: 'x1' }],
  ],
  checkMobileCode: [
    ['a two-digit code', { code: '12' }],
    ['a negative code', { code: '-123456' }],
  ],
  verifyBotCheck: [
    ['a 65-character challenge id', { challengeId: 'c'.repeat(65) }],
    ['a 33-character nonce', { nonce: '1'.repeat(33) }],
  ],
  sendSmsCode: [
    ['an unknown purpose', { purpose: 'register' }],
    ['an empty mobile', { mobile: '' }],
  ],
  getDevice: [
    ['an empty device id', { deviceId: '' }],
    ['a 129-character device id', { deviceId: 'd'.repeat(129) }],
  ],
  fetchDeviceId: [['an empty bot token', { botToken: '' }]],
  collectGameFunds: [
    ['a game type with capitals and punctuation', { gameType: 'Slot!' }],
    ['a game type as a number', { gameType: 12 }],
  ],
  createDeposit: [
    ['a negative amount', { amount: '-10.00' }],
    ['three decimals', { amount: '10.005' }],
    ['the amount as a number', { amount: 10 }],
    ['an empty method', { methodId: '' }],
    ['a short idempotency key', { idempotencyKey: 'short' }],
  ],
  saveWithdrawInfo: [
    ['an unknown account type', { accountType: 'cash' }],
    ['an empty holder name', { holderName: '' }],
    ['a blank provider', { provider: '   ' }],
    ['a short account number', { accountNumber: '123' }],
  ],
  setAvatar: [
    ['avatar 0', { avatarId: 0 }],
    ['avatar 11', { avatarId: 11 }],
    ['an avatar as text', { avatarId: '3' }],
    ['a fractional avatar', { avatarId: 2.5 }],
  ],
  changePassword: [
    ['an empty current password', { currentPassword: '' }],
    ['a 129-character new password', { newPassword: 'p'.repeat(129) }],
    ['a missing new password', { newPassword: undefined }],
  ],
  revokeSession: [
    ['an empty session id', { sessionId: '' }],
    ['a session id as a number', { sessionId: 38 }],
    ['a 41-character session id', { sessionId: '1'.repeat(41) }],
  ],
  createWithdrawal: [
    ['a negative amount', { amount: '-1' }],
    ['letters as the amount', { amount: 'ten' }],
    ['a 101-character idempotency key', { idempotencyKey: 'k'.repeat(101) }],
  ],
  listCashierTransactions: [
    ['a page of 0', { page: 0 }],
    ['a page size of 101', { pageSize: 101 }],
  ],
  setRgLimit: [
    ['an unknown limit', { limit: 'bets-day' }],
    ['a negative amount', { limit: 'deposit-day', amount: '-5' }],
    ['a zero amount', { limit: 'deposit-day', amount: '0' }],
    ['minutes for a deposit limit', { limit: 'deposit-day', minutes: 30 }],
    ['a session of 5 minutes', { limit: 'session', minutes: 5 }],
    ['a session of two days', { limit: 'session', minutes: 2880 }],
    ['an amount for a session limit', { limit: 'session', amount: '10' }],
  ],
  setRealityCheck: [
    ['20 minutes', { minutes: 20 }],
    ['minutes as text', { minutes: '15' }],
  ],
  takeBreak: [
    ['an unknown duration', { duration: '3d' }],
    ['no confirmation', { confirm: false }],
  ],
  fetchWalletStatement: [
    ['an unknown kind', { kind: 'bet-stake' }],
    ['a date that is not one', { from: '2026-02-30' }],
    ['a time instead of a date', { to: '2026-11-26 10:00:00' }],
    ['a page of 0', { page: 0 }],
    ['a page size of 101', { pageSize: 101 }],
    ['the page as text', { page: '1' }],
  ],
  drawInviteAward: [
    ['an unknown award kind', { kind: 'cash' }],
    ['a short idempotency key', { idempotencyKey: 'short' }],
    ['a 101-character idempotency key', { idempotencyKey: 'k'.repeat(101) }],
  ],
  listInviteBetAwards: [
    ['a negative page', { page: '-1' }],
    ['a page that is not a number', { page: 'abc' }],
    ['page 0', { page: 0 }],
    ['a fractional page', { page: '1.5' }],
    ['page size 0', { pageSize: 0 }],
    ['page size 1000', { pageSize: 1000 }],
  ],
  listInviteDepositAwards: [
    ['a negative page size', { pageSize: '-20' }],
    ['a page size that is not a number', { pageSize: 'twenty' }],
    ['page 0', { page: 0 }],
  ],
  requestVipCallback: [
    ['letters as the mobile', { mobile: 'call me' }],
    ['a five-digit area', { mobileArea: '00000' }],
    ['a 501-character note', { note: 'n'.repeat(501) }],
    ['a 101-character preferred time', { preferredTime: 't'.repeat(101) }],
    ['an unknown service', { service: 'helicopter' }],
  ],
  applyPartner: [
    ['a one-letter name', { name: 'A' }],
    ['a name of spaces', { name: '     ' }],
    ['a 121-character contact', { contact: 'c'.repeat(121) }],
    ['an unknown channel', { channel: 'billboard' }],
    ['an unknown audience size', { audienceSize: 'huge' }],
    ['no market', { markets: [] }],
    ['an unknown market', { markets: ['mars'] }],
    ['markets as text', { markets: 'vietnam' }],
    ['a 1001-character message', { message: 'm'.repeat(1001) }],
  ],
  getMaintenanceInfo: [
    ['a negative point', { point: -1 }],
    ['a point that is not a number', { point: 'abc' }],
    ['a fractional point', { point: 1.5 }],
    ['the point as text', { point: '0' }],
  ],
  sendGift: [
    ['no gifts', { count: 0 }],
    ['a thousand gifts', { count: 1000 }],
    ['a fractional count', { count: 1.5 }],
    ['a negative gift id', { giftId: -7 }],
    ['stream id 0', { streamId: 0 }],
    ['a short idempotency key', { idempotencyKey: 'short' }],
    ['a gift that does not exist', { giftId: 999 }],
    ['a stream that does not exist', { streamId: 999_999 }],
  ],
  listGiftProfits: [
    ['page 0', { page: 0 }],
    ['a negative begin time', { beginTime: -1 }],
    ['an end time as text', { endTime: 'yesterday' }],
    ['a fractional presenter id', { presenterId: 1.5 }],
  ],
  sumGiftProfits: [
    ['a begin time past the year 9999', { beginTime: 253_402_300_800_000 }],
    ['presenter id 0', { presenterId: 0 }],
  ],
  getRoomFee: [
    ['a negative stream id', { streamId: -1 }],
    ['a stream that does not exist', { streamId: 999_999 }],
  ],
  payRoomFee: [
    ['a 101-character idempotency key', { idempotencyKey: 'k'.repeat(101) }],
    ['a stream id as text', { streamId: '502' }],
    ['a stream that does not exist', { streamId: 999_999 }],
  ],
  listHomeLobbies: [
    ['a flag that is not true or false', { isHotGame: 'maybe' }],
    ['a game type with capitals', { gameType: 'NOT-VALID' }],
  ],
  listSlotGames: [
    ['a game type with capitals', { gameType: 'SLOT' }],
    ['an empty lobby code', { lobbyCode: '' }],
    ['the hot flag as text', { isHotGame: 'yes' }],
  ],
  jumpToGame: [
    ['a language of none of ours', { language: 'fr' }],
    ['an empty lobby code', { lobbyCode: '' }],
    ['an empty game code', { gameCode: '' }],
    ['a lobby that does not exist', { lobbyCode: 'nowhere' }],
    ['a game that is not in the lobby', { gameCode: 'sportsbook' }],
  ],
  sumMyBets: [
    ['a begin time without seconds', { beginTime: '2026-11-22 00:00' }],
    ['the 30th of February', { endTime: '2026-02-30 00:00:00' }],
    ['an end before the begin', { endTime: '2026-11-21 00:00:00' }],
    ['a game type with capitals', { gameType: 'Slot' }],
  ],
  listMyBets: [
    ['page 0', { page: 0 }],
    ['page size 101', { pageSize: 101 }],
    ['epoch milliseconds as the begin time', { beginTime: 1_763_740_800_000 }],
    ['an end before the begin', { endTime: '2026-11-21 00:00:00' }],
  ],
  openGameSession: [
    ['a short launch token', { launchToken: 'short' }],
    ['a launch token never issued', { launchToken: 'lt_never-issued-launch-token' }],
  ],
  spinSlot: [
    ['a stake with three decimals', { stake: '1.005' }],
    ['a negative stake', { stake: '-1.00' }],
    ['a stake as a number', { stake: 1 }],
    ['a short session token', { sessionToken: 'short' }],
  ],
  rollDice: [
    ['a target above 100.00', { target: 10_001 }],
    ['a fractional target', { target: 50.5 }],
    ['a direction of neither over nor under', { direction: 'sideways' }],
    ['a stake with letters', { stake: 'ten' }],
  ],
  setGameClientSeed: [
    ['a blank client seed', { clientSeed: '   ' }],
    ['a 65-character client seed', { clientSeed: 'c'.repeat(65) }],
  ],
  rotateGameSeed: [['a session that does not exist', { sessionToken: 'gs_no-such-session-here' }]],
  listGameRounds: [
    ['page 0', { page: 0 }],
    ['page size 101', { pageSize: 101 }],
  ],
  savePushOrder: [
    ['a 201-character analysis', { analysis: 'a'.repeat(201) }],
    ['a price of 1', { price: 1 }],
    ['a negative price', { price: -2.1 }],
    ['a stake with three decimals', { stake: '1.005' }],
    ['a negative stake', { stake: '-5' }],
    ['stream 0', { streamId: 0 }],
    ['a fractional match id', { matchId: 1.5 }],
  ],
  listPushOrders: [
    ['page 0', { page: 0 }],
    ['page size 1001', { pageSize: 1001 }],
    ['a negative host', { presenterId: -1 }],
  ],
  listStreamPushOrders: [['stream 0', { streamId: 0 }]],
  saveFollowOrder: [
    ['a stake as a number', { stake: 20 }],
    ['a negative stake', { stake: '-20.00' }],
    ['an odds-change setting of 4', { oddsChange: 4 }],
    ['the odds-change setting as text', { oddsChange: '1' }],
    ['a price of 1', { price: 1 }],
    ['a short idempotency key', { idempotencyKey: 'short' }],
    ['push order 0', { pushOrderId: 0 }],
  ],
  listFollowOrders: [
    ['an unknown view', { view: 'all' }],
    ['a negative push order', { pushOrderId: -3 }],
  ],
  sumLiveStatistics: [
    ['a negative host', { presenterId: -1 }],
    ['a begin time before 1970', { beginTime: -5 }],
    ['a fractional end time', { endTime: 1.5 }],
  ],
  listVideoSources: [
    ['a negative stream', { streamId: '-2' }],
    ['a stream and a match', { gameId: '90001' }],
  ],
  listVideos: [
    ['page 0', { page: '0' }],
    ['a sport that is text', { sportId: 'football' }],
  ],
  getCampaign: [
    ['a path without its slash', { path: 'sign-activity' }],
    ['a path with a dot', { path: '/../etc/passwd' }],
  ],
  listCampaigns: [
    ['an unknown state', { state: 'someday' }],
    ['an unknown category', { category: 'bingo' }],
  ],
  signInCampaign: [
    ['an empty slug', { slug: '' }],
    ['a slug with spaces', { slug: 'sign activity' }],
  ],
  spinWheel: [
    ['a short key', { idempotencyKey: 'abc' }],
    ['a client seed with a space at its end', { clientSeed: 'lucky ' }],
    ['a 65-character client seed', { clientSeed: 's'.repeat(65) }],
  ],
  claimCampaign: [['an unknown step', { step: 'winTheLottery' }]],
  adminSearchMembers: [
    ['a 65-character query', { query: 'q'.repeat(65) }],
    ['an unknown role', { role: 'owner' }],
    ['a limit of 0', { limit: 0 }],
    ['a limit of 101', { limit: 101 }],
    ['a cursor of 0', { before: 0 }],
  ],
  adminGetMember: [
    ['member 0', { memberId: 0 }],
    ['a member that does not exist', { memberId: 999_999 }],
  ],
  adminSuspendMember: [
    ['a blank reason', { reason: '   ' }],
    ['a two-letter reason', { reason: 'ok' }],
    ['a 501-character reason', { reason: 'r'.repeat(501) }],
    ['a fractional member id', { memberId: 1.5 }],
  ],
  adminSetMemberRole: [
    ['the super admin role', { role: 'superAdmin' }],
    ['an unknown role', { role: 'owner' }],
  ],
  adminAdjustWallet: [
    ['an amount of zero', { amount: '0.00' }],
    ['an amount with three decimals', { amount: '1.005' }],
    ['an amount as a number', { amount: 25 }],
    ['an amount of text', { amount: 'twenty' }],
    ['an amount past the largest', { amount: '100000000.01' }],
    ['a short idempotency key', { idempotencyKey: 'short' }],
    ['no reason', { reason: '' }],
  ],
  adminListLedger: [
    ['a limit of 101', { limit: 101 }],
    ['a negative cursor', { before: -1 }],
  ],
  adminListAudit: [
    ['an unknown action', { action: 'member.delete' }],
    ['an unknown target kind', { targetKind: 'planet' }],
    ['a time before 1970', { from: -1 }],
    ['an empty target id', { targetId: '' }],
  ],
  adminListMatches: [
    ['an unknown sport', { sid: 999 }],
    ['an unknown state', { state: 'paused' }],
    ['a limit of 101', { limit: 101 }],
  ],
  adminGetMatchMarkets: [['a match id of zero', { matchId: 0 }]],
  adminSuspendMarket: [
    ['an empty market id', { marketId: '' }],
    ['a two-letter reason', { reason: 'ok' }],
  ],
  adminReopenMarket: [
    ['a fractional match id', { matchId: 1.5 }],
    ['no reason', { reason: '' }],
  ],
  adminListBulletins: [['a limit of 101', { limit: 101 }]],
  adminCreateBulletin: [
    ['a title missing in Thai', { title: { 'zh-cn': '标题', en: 'Title', vi: 'Tiêu đề' } }],
    [
      'a 121-character title',
      { title: { 'zh-cn': 't'.repeat(121), en: 'Title', vi: 'Tiêu đề', th: 'หัวข้อ' } },
    ],
    ['a pinned flag as text', { pinned: 'yes' }],
  ],
  adminPinBulletin: [['a bulletin id of zero', { id: 0 }]],
  adminExpireBulletin: [['no reason', { reason: '' }]],
  adminSetSportsMaintenance: [
    ['a window that ends before it starts', { startTime: 2_000, endTime: 1_000 }],
    ['a 501-character message', { message: 'm'.repeat(501) }],
  ],
  adminEndSportsMaintenance: [['a two-letter reason', { reason: 'ok' }]],
  adminVoidMarket: [
    ['no market id', { marketId: '' }],
    ['a two-letter reason', { reason: 'ok' }],
  ],
  adminListCampaigns: [
    ['an unknown state', { state: 'paused' }],
    ['a limit of 101', { limit: 101 }],
  ],
  adminGetCampaign: [['a campaign that does not exist', { campaignId: 999_999 }]],
  adminCreateCampaign: [
    ['an unknown kind', { kind: 'lottery' }],
    ['a slug with spaces', { slug: 'weekend sign in' }],
    ['a path without its slash', { path: 'weekend-sign-in' }],
    ['a two-letter reason', { reason: 'ok' }],
  ],
  adminUpdateCampaign: [
    ['a campaign that does not exist', { campaignId: 999_999 }],
    ['a document without mechanics', { document: { slug: 'x' } }],
  ],
  adminPreviewCampaign: [['an unknown language', { language: 'fr' }]],
  adminPublishCampaign: [['published as text', { published: 'yes' }]],
  adminEndCampaign: [['a blank reason', { reason: '   ' }]],
  adminSetSiteMaintenance: [
    ['a status of 2', { status: 2 }],
    ['no English title', { title: { en: ' ', 'zh-cn': '维护', vi: '', th: '' } }],
    ['a title without its Thai', { title: { en: 'Down', 'zh-cn': '', vi: '' } }],
    ['an end before the start', { startTime: 2_000_000_000_000, endTime: 1_000_000_000_000 }],
    ['a two-letter reason', { reason: 'ok' }],
  ],
  adminListBanners: [['a limit of 101', { limit: 101 }]],
  adminSaveBanner: [
    ['a javascript link', { link: 'javascript:alert(1)' }],
    ['another site without https', { link: '//other.site/x' }],
    ['an empty image', { image: ' ' }],
    ['a negative sort', { sort: -1 }],
    ['a window that ends as it starts', { activeFrom: 1_000, activeUntil: 1_000 }],
    ['a banner that does not exist', { id: 999_999 }],
  ],
  adminEndBanner: [
    ['banner 0', { id: 0 }],
    ['a banner that does not exist', { id: 999_999 }],
  ],
  adminListNotices: [['a cursor of 0', { before: 0 }]],
  adminSaveNotice: [
    ['a 1001-character text', { text: { en: 't'.repeat(1001), 'zh-cn': '', vi: '', th: '' } }],
    ['a window that ends before it starts', { activeFrom: 2_000, activeUntil: 1_000 }],
    ['a notice that does not exist', { id: 999_999 }],
  ],
  adminEndNotice: [['a notice that does not exist', { id: 999_999 }]],
  adminSavePopupAd: [
    ['a link without the button’s words', { cta: { en: '', 'zh-cn': '', vi: '', th: '' } }],
    ['an http link', { link: 'http://other.site/' }],
    ['an ad that does not exist', { id: 999_999 }],
  ],
  adminEndPopupAd: [['an ad that does not exist', { id: 999_999 }]],
  // the campaigns section's reward rules (ADR 036)
  adminSetVipLevel: [
    ['a threshold with three decimals', { minTurnover: '1200.005' }],
    ['a threshold below level 0', { minTurnover: '0' }],
    ['a level of 12', { level: 12 }],
    ['a benefit the level lacks', { benefits: [{ key: 'yacht', value: '1' }] }],
    ['a birthday bonus as a word', { benefits: [{ key: 'birthday-bonus', value: 'lots' }] }],
  ],
  adminSetInviteBetTiers: [
    [
      'tiers out of order',
      {
        tiers: [
          { minValidBet: '10', rate: '0.1' },
          { minValidBet: '5', rate: '0.1' },
        ],
      },
    ],
    ['a rate above 1', { tiers: [{ minValidBet: '10', rate: '1.5' }] }],
    ['no tier', { tiers: [] }],
  ],
  adminSetInviteDepositTiers: [
    [
      'a duplicate tier',
      {
        tiers: [
          { minDeposit: '100', reward: '1' },
          { minDeposit: '100.00', reward: '2' },
        ],
      },
    ],
    ['a reward of zero', { tiers: [{ minDeposit: '100', reward: '0' }] }],
  ],
  adminSetInviteVipRewards: [
    ['a level of 12', { rewards: [{ vipLevel: 12, reward: '1' }] }],
    [
      'a level twice',
      {
        rewards: [
          { vipLevel: 2, reward: '1' },
          { vipLevel: 2, reward: '2' },
        ],
      },
    ],
  ],
  // the games section (ADR 035)
  adminListLobbies: [['a game type with spaces', { gameType: 'slot games' }]],
  adminListGames: [
    ['a 61-character search', { search: 'g'.repeat(61) }],
    ['a limit of 101', { limit: 101 }],
    ['an empty cursor', { before: '' }],
  ],
  adminSetLobbyMaintenance: [
    ['a window that ends before it starts', { from: 2_000_000_000_000, to: 1_000_000_000_000 }],
    ['a window of 31 days', { from: 2_000_000_000_000, to: 2_000_000_000_000 + 31 * 86_400_000 }],
    ['a window already over', { from: 1_000_000_000_000, to: 1_000_003_600_000 }],
    ['a lobby that does not exist', { lobbyCode: 'no-such-lobby' }],
  ],
  adminEndLobbyMaintenance: [['a lobby that does not exist', { lobbyCode: 'no-such-lobby' }]],
  adminSetLobbyHot: [['hot as text', { hot: 'yes' }]],
  adminSetGameMaintenance: [
    ['a window that ends as it starts', { from: 2_000_000_000_000, to: 2_000_000_000_000 }],
    ['an end already past, starting now', { from: undefined, to: 1_000_000_000_000 }],
    ['a game that does not exist', { gameCode: 'no-such-game' }],
  ],
  adminEndGameMaintenance: [['a two-letter reason', { reason: 'ok' }]],
  adminSetGameHot: [['a game that does not exist', { gameCode: 'no-such-game' }]],
  // the live section (ADR 034)
  adminListStreams: [
    ['an unknown state', { state: 'paused' }],
    ['a cursor that is not one', { before: 'abc' }],
    ['a limit of 101', { limit: 101 }],
  ],
  adminForceStopStream: [
    ['a stream that does not exist', { id: 999_999 }],
    ['a two-letter reason', { reason: 'ok' }],
  ],
  adminFeatureStream: [
    ['a stream that does not exist', { id: 999_999 }],
    ['featured as text', { featured: 'yes' }],
  ],
  adminListSensitiveWords: [['a limit of 0', { limit: 0 }]],
  adminAddSensitiveWord: [
    ['a 31-character word', { word: 'w'.repeat(31) }],
    ['a word of spaces', { word: '   ' }],
  ],
  adminRemoveSensitiveWord: [['a word not on the list', { word: 'never listed' }]],
  adminListGlobalBans: [['a limit of 101', { limit: 101 }]],
  adminBanGlobal: [
    ['a member who does not exist', { member: 'nobody_here' }],
    ['a 201-character reason', { reason: 'r'.repeat(201) }],
    ['a ban of no minutes', { durationMinutes: 0 }],
  ],
  adminLiftGlobalBan: [['a ban that does not exist', { id: 999_999 }]],
};

function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12_345;
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'yes';
  return 'text';
}

/** For a field the example leaves out: a value of a type its schema refuses. */
function refusedType(call: AnyCall, field: string): unknown {
  const schema = (
    call.request.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>
  )[field]!;
  return ['text', 12_345, true].find((v) => !schema.safeParse(v).success) ?? 'text';
}

function isRequired(call: AnyCall, field: string): boolean {
  const shape = call.request.shape as Record<
    string,
    { safeParse(v: unknown): { success: boolean } }
  >;
  return !shape[field]!.safeParse(undefined).success;
}

/** The table: generic faults derived from the call's schema and example, then its own. */
function badCases(name: PlatformCallName): BadCase[] {
  const call = platformCalls[name] as AnyCall;
  const example = platformExamples[name].request as Record<string, unknown>;
  const fields = Object.keys(call.request.shape);
  const cases: BadCase[] = [];
  const body = call.method !== 'GET';

  for (const field of fields) {
    if (isRequired(call, field)) {
      const { [field]: _left, ...rest } = example;
      cases.push({ label: `without ${field}`, input: rest });
    }
    const value = example[field] ?? 'text';
    // on a GET everything travels as text: an over-long value is the fault that applies
    if (body)
      cases.push({
        label: `${field} of the wrong type`,
        input: {
          ...example,
          [field]: field in example ? wrongType(value) : refusedType(call, field),
        },
      });
    if (body)
      cases.push({ label: `${field} as an object`, input: { ...example, [field]: { $gt: '' } } });
    if (typeof value === 'string') {
      cases.push({
        label: `${field} with a NUL character`,
        input: { ...example, [field]: `${value}\u0000x` },
      });
    }
    cases.push({
      label: `${field} over-long`,
      input: { ...example, [field]: LONG },
      ...(call.path.includes(`{${field}}`) ? { status: 414 } : {}),
    });
  }
  cases.push({ label: 'an over-long extra field', input: { ...example, extra: LONG } });
  for (const [label, fault] of FIELD_FAULTS[name] ?? []) {
    cases.push({ label, input: { ...example, ...fault } });
  }
  if (body) {
    const json = 'application/json';
    cases.push(
      { label: 'malformed JSON', raw: { payload: '{"userName": "demo",', contentType: json } },
      { label: 'an empty JSON body', raw: { payload: '', contentType: json } },
      { label: 'a JSON array', raw: { payload: '[1, 2]', contentType: json } },
      { label: 'a JSON string', raw: { payload: '"demo"', contentType: json } },
      { label: 'a JSON number', raw: { payload: '42', contentType: json } },
      {
        label: 'a poisoned prototype',
        raw: { payload: '{"__proto__": {"admin": true}}', contentType: json },
      },
      {
        label: 'deep nesting',
        raw: { payload: `${'{"a":'.repeat(20)}1${'}'.repeat(20)}`, contentType: json },
      },
      {
        label: 'a body over 64 KB',
        raw: {
          payload: JSON.stringify({ ...example, pad: 'p'.repeat(70_000) }),
          contentType: json,
        },
        status: 413,
      },
      {
        label: 'a text body',
        raw: { payload: 'userName=demo', contentType: 'text/plain' },
        status: 415,
      },
      {
        label: 'a form body',
        raw: { payload: 'userName=demo', contentType: 'application/x-www-form-urlencoded' },
        status: 415,
      },
      {
        label: 'an XML body',
        raw: { payload: '<a/>', contentType: 'application/xml' },
        status: 415,
      },
    );
  }
  return cases;
}

describe.each(DATABASE_KINDS)('bad input on %s', (kind) => {
  let s: TestApp;
  let token: string;
  /** A caller the call lets in, so the fault is what it answers: a host's, an admin's call. */
  const tokenFor = new Map<Access, string>();
  beforeAll(async () => {
    s = await openTestApp(kind);
    token = await s.login('demo', 'demo1234');
    for (const [access, userName] of [
      ['anchor', 'host'],
      ['superAdmin', 'admin'],
    ] as const) {
      const [row] = await s.t.db.query<{ id: bigint }>(
        'select id from members where user_name = $1',
        [userName],
      );
      tokenFor.set(access, await createSession(s.t.db, row!.id, s.clock.now));
    }
  }, 60_000);
  afterAll(() => s?.dispose());

  async function send(name: PlatformCallName, bad: BadCase) {
    const call = platformCalls[name] as AnyCall;
    const access = (platformHandlers[name] as { access: Access }).access;
    const caller = tokenFor.get(access) ?? token;
    // a payload call's token travels in its body (the vendor gateway forwards bodies only)
    const inBody = call.auth === 'payload';
    const withToken = (payload: string): string => {
      if (!inBody) return payload;
      try {
        const parsed: unknown = JSON.parse(payload);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return payload;
        return JSON.stringify({ ...parsed, [PAYLOAD_TOKEN_FIELD]: caller });
      } catch {
        return payload;
      }
    };
    const headers: Record<string, string> = inBody ? {} : { [HEADERS.authorization]: caller };
    let options: InjectOptions;
    if (bad.raw) {
      const { path } = splitRequest(
        call,
        platformExamples[name].request as Record<string, unknown>,
      );
      options = {
        method: call.method,
        url: path,
        headers: { ...headers, 'content-type': bad.raw.contentType },
        payload: withToken(bad.raw.payload),
      };
    } else {
      const input = bad.input!;
      let url: string;
      let query: Record<string, string> = {};
      let body: Record<string, unknown> | undefined;
      try {
        ({ path: url, query, body } = splitRequest(call, input));
      } catch {
        // a missing path parameter: the path is left short
        url = call.path.replace(/\/\{[^}]+\}/g, '');
      }
      options = {
        method: call.method,
        url,
        query,
        headers:
          call.method === 'GET' ? headers : { ...headers, 'content-type': 'application/json' },
        ...(call.method === 'GET' ? {} : { payload: withToken(JSON.stringify(body ?? {})) }),
      };
    }
    return s.app.inject(options);
  }

  /** Faults below any one call's schema: the address, the query, the media type, the numbers. */
  const HTTP_FAULTS: [label: string, options: InjectOptions, status?: number][] = [
    [
      'a broken percent-encoding in a path parameter',
      { method: 'GET', url: '/api/user/auth/mobile-registerCheckByMobile/%E0%A4%A/84' },
    ],
    [
      'a repeated query key',
      {
        method: 'GET',
        url: '/api/member/invite/queryInviteBetAwardList?page=1&page=2&pageSize=20',
      },
    ],
    [
      'a query key as an array',
      { method: 'GET', url: '/api/member/invite/queryInviteBetAwardList?page[]=1&pageSize=20' },
    ],
    [
      'a page beyond any integer',
      {
        method: 'GET',
        url: `/api/member/invite/queryInviteBetAwardList?page=${'9'.repeat(400)}&pageSize=20`,
      },
    ],
    [
      'a point that overflows to Infinity',
      {
        method: 'POST',
        url: '/api/operation/siteMain/queryDetail',
        headers: { 'content-type': 'application/json' },
        payload: '{"point": 1e999}',
      },
    ],
    [
      'a JSON null body where fields are required',
      {
        method: 'POST',
        url: '/api/user/auth/account-login/v2',
        headers: { 'content-type': 'application/json' },
        payload: 'null',
      },
    ],
    [
      'a body on a GET call',
      {
        method: 'GET',
        url: '/api/member/invite/queryInviteBetAwardList?page=x',
        headers: { 'content-type': 'application/json' },
        payload: '{"page": 1, "pageSize": 20}',
      },
    ],
    [
      'a user name with a NUL character',
      {
        method: 'POST',
        url: '/api/user/auth/account-register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          userName: 'demo\u0000x',
          password: 'secret123',
          regDomain: 'd',
          dateOfBirth: '1994-07-21',
        }),
      },
    ],
  ];

  it.each(HTTP_FAULTS)('answers %s with a 4xx envelope', async (_label, options) => {
    const response = await s.app.inject({
      ...options,
      headers: { ...options.headers, [HEADERS.authorization]: token },
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    const envelope = response.json() as { code: number; msg: string };
    expect(Object.keys(envelope).sort()).toEqual(['code', 'msg']);
    expect(envelope.msg).toMatch(/^(Illegal input|Not found)/);
    expect(envelope.msg).not.toMatch(/\n\s+at |Error:|node_modules|\.ts:/);
  });

  it('has a table of faults for every implemented call', () => {
    for (const name of IMPLEMENTED) expect(badCases(name).length).toBeGreaterThanOrEqual(1);
    const total = IMPLEMENTED.reduce((n, name) => n + badCases(name).length, 0);
    expect(total).toBeGreaterThan(300);
  });

  describe.each(IMPLEMENTED)('%s', (name) => {
    it.each(badCases(name).map((c) => [c.label, c] as const))(
      'answers %s with a 4xx envelope',
      async (_label, bad) => {
        const response = await send(name, bad);
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(response.statusCode).not.toBe(401);
        if (bad.status) expect(response.statusCode).toBe(bad.status);
        const envelope = response.json() as { code: number; msg: string; data?: unknown };
        expect(Object.keys(envelope).sort()).toEqual(['code', 'msg']);
        expect(envelope.code).toBe(
          bad.code ?? (response.statusCode === 404 ? CODES.notFound : CODES.invalidRequest),
        );
        expect(envelope.msg.length).toBeGreaterThan(0);
        expect(envelope.msg).not.toMatch(/\n\s+at |Error:|node_modules|\.ts:/);
        expect(response.headers['content-security-policy']).toBeDefined();
      },
    );
  });
});
