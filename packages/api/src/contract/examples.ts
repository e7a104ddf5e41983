import type { AnyCall, CallDataInput, CallInput } from './define.ts';
import type { BetOrder, CashOutQuote, Match, MatchDetail, ReserveBet } from './entities/sports.ts';
import type { Balance, LoginResponse, MemberWallet, UserInfo } from './entities/member.ts';
import type { HomeBanner, HomeNotice, Lobby, SportsbookConfig } from './entities/games.ts';
import type { MaintenanceInfo, VipInfo } from './entities/operation.ts';
import type { MatchScore, Presenter, PushOrder, Stream } from './entities/live.ts';
import type { PlatformCallName, PlatformCalls, SportsCallName, SportsCalls } from './registry.ts';
import type { ChatMessage, Topic, TopicKind, TopicPayload } from './realtime.ts';
import type { UploadFile } from './primitives.ts';
import type { ResponsibleGambling } from './calls/responsible.ts';
import type { CampaignDetail, CampaignSummary } from './calls/campaigns.ts';
import type { AdminCampaign } from './calls/admin-campaigns.ts';
import type {
  AdminAuditEntry,
  AdminLedgerEntry,
  AdminMemberProfile,
  AdminMemberRow,
} from './calls/admin.ts';
import type {
  AdminBanner,
  AdminDashboard,
  AdminMaintenance,
  AdminNotice,
  AdminPopupAd,
  DashboardFigures,
} from './calls/admin-site.ts';

/**
 * Example data that the contract's own schemas accept (a test holds them to it). Stories, msw
 * handlers and server tests share these, so a change of shape shows up everywhere at once.
 * Times are fixed (2026-11-22, UTC) so screenshots and snapshots do not drift.
 */

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A member's responsible-gambling settings: a daily deposit limit, a weekly one being raised. */
const RG_EXAMPLE: ResponsibleGambling = {
  currency: 'CNY',
  limits: [
    { limit: 'deposit-day', value: '150.00', pending: null },
    { limit: 'deposit-week', value: '500.00', pending: { value: '800.00', from: 1795766400000 } },
  ],
  realityCheckMinutes: 30,
  exclusion: null,
};

export const exampleUserInfo: UserInfo = {
  userId: 1001,
  userName: 'lucky88',
  nickName: 'Lucky',
  role: 'member',
  liveManageStatus: 0,
  gameOrder: ['sports', 'live-casino', 'slot', 'fishing', 'lottery'],
  isLogin: true,
  regCurrency: 'VND',
  avatarId: 3,
  vipLevel: 4,
};

export const exampleAnchorInfo: UserInfo = {
  ...exampleUserInfo,
  userId: 2001,
  userName: 'anchor_mai',
  nickName: 'Mai',
  role: 'anchor',
  liveManageStatus: 2,
  avatarId: 7,
  vipLevel: 0,
};

export const exampleLoginResponse: LoginResponse = {
  accessToken: 'tok_3f9a1c2e7b',
  userName: 'lucky88',
  mobile: null,
  mobileArea: null,
  deviceId: 'PC-7d2f0c',
  loginState: 0,
  state: null,
};

/** A login that asks for the second step (the verification dialog). */
export const exampleLoginNeedsVerification: LoginResponse = {
  ...exampleLoginResponse,
  accessToken: '',
  mobile: '091****78',
  mobileArea: '84',
  loginState: 1,
};

export const exampleMemberWallet: MemberWallet = { memberWallet: '1250.50', currency: 'VND' };

export const exampleBalance: Balance = {
  currency: 'VND',
  balance: '1330.50',
  memberWallet: '1250.50',
  gameWallets: '80.00',
  updatedAt: T0,
};

const exampleFairness = {
  serverSeedHash: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
  clientSeed: 'touchline',
  nonce: 41,
};

export const exampleLobby: Lobby = {
  lobbyCode: 'touchline-slots',
  lobbyName: 'Touchline Slots',
  gameType: 'slot',
  icon: '/static/lobbies/touchline-slots.svg',
  isHotGame: true,
  startTimestamp: null,
  endTimestamp: null,
  isMaintain: false,
  gameList: [
    {
      gameCode: 'golden-goal',
      gameName: 'Golden Goal',
      gameType: 'slot',
      lobbyCode: 'touchline-slots',
      icon: '/static/games/golden-goal.svg',
      isHotGame: true,
      startTimestamp: null,
      endTimestamp: null,
      isMaintain: false,
    },
    {
      gameCode: 'penalty-king',
      gameName: 'Penalty King',
      gameType: 'slot',
      lobbyCode: 'touchline-slots',
      icon: '/static/games/penalty-king.svg',
      isHotGame: false,
      startTimestamp: T0 - 30 * MINUTE,
      endTimestamp: T0 + 90 * MINUTE,
      isMaintain: false,
    },
  ],
};

export const exampleSportsbookConfig: SportsbookConfig = {
  token: 'sports_tok_51ab',
  apiServerAddress: 'https://sports.touchline.test',
  pcAddress: 'https://sports.touchline.test/pc',
  pushServerAddress: 'wss://push.touchline.test/ws',
  virtualAddress: 'https://virtual.touchline.test',
};

export const exampleMaintenanceInfo: MaintenanceInfo = {
  id: 12,
  title: 'Scheduled maintenance',
  content: 'We are upgrading the site. Thank you for your patience.',
  status: 1,
  point: [0],
  startTime: T0 + 12 * 60 * MINUTE,
  endTime: T0 + 14 * 60 * MINUTE,
  sportsConfigVO: { status: 0, startTime: null, endTime: null, content: '' },
};

export const exampleVipInfo: VipInfo = {
  vipLevel: 4,
  nextLevel: 5,
  depositProgress: '3200.00',
  depositTarget: '5000.00',
  betProgress: '18000.00',
  betTarget: '25000.00',
  benefits: [
    { key: 'birthday-bonus', title: 'Birthday bonus', value: '88.00' },
    { key: 'withdrawals-per-day', title: 'Withdrawals per day', value: '5' },
  ],
  managerName: null,
};

export const exampleStream: Stream = {
  id: 501,
  presenterId: 2001,
  presenterName: 'Mai',
  presenterAvatarId: 7,
  title: 'Derby night: live tips and chat',
  cover: '/static/covers/derby-night.svg',
  status: 2,
  gameId: 90001,
  sportId: 1,
  roomId: 'room-501',
  viewers: 1834,
  tags: ['Football', 'Tips'],
  startTime: T0 - 20 * MINUTE,
  endTime: null,
  isFee: false,
  fee: null,
  pullUrl: 'https://video.touchline.test/live/501/index.m3u8',
};

export const exampleReservedStream: Stream = {
  ...exampleStream,
  id: 502,
  title: 'Sunday preview',
  status: 1,
  gameId: null,
  sportId: null,
  roomId: 'room-502',
  viewers: 0,
  startTime: T0 + 26 * 60 * MINUTE,
  isFee: true,
  fee: '30000.00',
  pullUrl: '',
};

export const exampleHomeBanners: HomeBanner[] = [
  {
    id: 11,
    title: 'First deposit bonus',
    image: '/static/banners/first-deposit.svg',
    link: '/firstcharge',
  },
  {
    id: 12,
    title: 'Derby weekend: live odds on every match',
    image: '/static/banners/derby-weekend.svg',
    link: '/sports',
  },
  { id: 13, title: 'VIP club: levels 0 to 11', image: '/static/banners/vip-club.svg', link: null },
];

export const exampleHomeNotices: HomeNotice[] = [
  { id: 21, text: 'Play responsibly. You must be 18 or older to bet.' },
  { id: 22, text: 'Hosts are live every match day: follow your favourites.' },
];

export const examplePresenter: Presenter = {
  id: 2001,
  userName: 'anchor_mai',
  nickName: 'Mai',
  avatarId: 7,
  introduction: 'Football analyst. Tips every match day.',
  avatarUrl: null,
  tags: ['Football', 'Tips'],
  followers: 12840,
  isFollowed: false,
  liveStreamId: 501,
};

export const examplePushOrder: PushOrder = {
  id: 7001,
  streamId: 501,
  presenterId: 2001,
  matchId: 90001,
  marketId: 'm-90001-1',
  selectionId: 's-90001-1-home',
  matchName: 'Hanoi FC v Saigon United',
  marketName: 'Full time result',
  selectionName: 'Hanoi FC',
  price: 2.1,
  stake: '50.00',
  analysis: 'Hanoi have won their last five at home.',
  followers: 37,
  status: 'open',
  result: null,
  locked: false,
  createdAt: T0 - 5 * MINUTE,
  settledAt: null,
};

export const exampleMatchScore: MatchScore = {
  gameId: 90001,
  scores: [
    { score: '1:0', period: null },
    { score: '1:0', period: 1 },
  ],
};

export const exampleMatch: Match = {
  id: 90001,
  sid: 1,
  ms: 5,
  lg: { id: 301, na: 'V.League 1' },
  mc: { pe: 1, s: 1980 },
  bt: T0 - 33 * MINUTE,
  liveUrl: 'https://video.touchline.test/match/90001/index.m3u8',
  fbId: 'fb-778812',
  home: { id: 11, na: 'Hanoi FC', logo: '/static/teams/11.png' },
  away: { id: 12, na: 'Saigon United', logo: null },
  scores: [
    { score: '1:0', pe: null },
    { score: '1:0', pe: 1 },
  ],
  markets: [
    {
      id: 'm-90001-1',
      mty: 1,
      pe: 1001,
      category: 'p',
      name: 'Full time result',
      status: 'open',
      selections: [
        { id: 's-90001-1-home', name: 'Hanoi FC', price: 2.1, line: null, status: 'open' },
        { id: 's-90001-1-draw', name: 'Draw', price: 3.25, line: null, status: 'open' },
        { id: 's-90001-1-away', name: 'Saigon United', price: 3.6, line: null, status: 'open' },
      ],
    },
    {
      id: 'm-90001-2',
      mty: 2,
      pe: 1001,
      category: 'p',
      name: 'Asian handicap',
      status: 'suspended',
      selections: [
        { id: 's-90001-2-home', name: 'Hanoi FC', price: 1.95, line: '-0.25', status: 'open' },
        {
          id: 's-90001-2-away',
          name: 'Saigon United',
          price: 1.87,
          line: '+0.25',
          status: 'open',
        },
      ],
    },
  ],
  marketCount: 64,
};

export const exampleUpcomingMatch: Match = {
  ...exampleMatch,
  id: 90002,
  ms: 4,
  mc: null,
  bt: T0 + 3 * 60 * MINUTE,
  liveUrl: null,
  fbId: null,
  home: { id: 13, na: 'Da Nang', logo: null },
  away: { id: 14, na: 'Hai Phong', logo: null },
  scores: [],
  markets: [],
  marketCount: 48,
};

export const exampleMatchDetail: MatchDetail = {
  ...exampleMatch,
  tabs: [
    { category: 'p', mty: 1, pe: 1001 },
    { category: 'p', mty: 2, pe: 1001 },
    { category: 'c', mty: 10, pe: 1001 },
    { category: 'f', mty: 1, pe: 1002 },
  ],
};

export const exampleBetOrder: BetOrder = {
  id: 'BO-20261122-0001',
  kind: 'single',
  status: 'accepted',
  stake: '100.00',
  price: 2.1,
  potentialReturn: '210.00',
  payout: null,
  legs: [
    {
      matchId: 90001,
      marketId: 'm-90001-1',
      selectionId: 's-90001-1-home',
      sid: 1,
      leagueName: 'V.League 1',
      homeTeam: 'Hanoi FC',
      awayTeam: 'Saigon United',
      marketName: 'Full time result',
      selectionName: 'Hanoi FC',
      price: 2.1,
      line: null,
      result: null,
    },
  ],
  placedAt: T0 - 10 * MINUTE,
  settledAt: null,
  cashOutAvailable: true,
};

export const exampleMultipleBetOrder: BetOrder = {
  ...exampleBetOrder,
  id: 'BO-20261122-0002',
  kind: 'multiple',
  stake: '20.00',
  price: 6.825,
  potentialReturn: '136.50',
  legs: [
    exampleBetOrder.legs[0]!,
    {
      matchId: 90002,
      marketId: 'm-90002-1',
      selectionId: 's-90002-1-draw',
      sid: 1,
      leagueName: 'V.League 1',
      homeTeam: 'Da Nang',
      awayTeam: 'Hai Phong',
      marketName: 'Full time result',
      selectionName: 'Draw',
      price: 3.25,
      line: null,
      result: null,
    },
  ],
  cashOutAvailable: false,
};

export const exampleCashOutQuote: CashOutQuote = {
  orderId: 'BO-20261122-0001',
  available: true,
  cashOutAmount: '154.20',
  quoteId: 'Q-88f1',
  expiresAt: T0 + 10_000,
};

export const exampleReserveBet: ReserveBet = {
  id: 'RB-3101',
  matchId: 90002,
  marketId: 'm-90002-1',
  selectionId: 's-90002-1-home',
  matchName: 'Da Nang v Hai Phong',
  selectionName: 'Da Nang',
  targetPrice: 2.5,
  stake: '50.00',
  status: 'waiting',
  betOrderId: null,
  createdAt: T0 - 60 * MINUTE,
  expiresAt: T0 + 3 * 60 * MINUTE,
};

export const exampleChatMessage: ChatMessage = {
  id: 'c-1',
  roomId: 'room-501',
  kind: 'message',
  userName: 'lucky88',
  nickName: 'Lucky',
  avatarId: 3,
  vipLevel: 4,
  text: 'Great goal!',
  clientMessageId: 'local-1',
  sentAt: T0,
};

const exampleAvatarFile: UploadFile = {
  size: 4,
  type: 'image/png',
  name: 'avatar.png',
  arrayBuffer: async () => new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer,
};

/** A campaign as the promotions list shows it: the daily check-in, running. */
export const exampleCampaignSummary: CampaignSummary = {
  slug: 'sign-activity',
  path: '/sign-activity',
  kind: 'signIn',
  category: 'festival',
  state: 'active',
  startsAt: T0 - 3 * DAY,
  endsAt: T0 + 28 * DAY,
  title: 'Daily check-in',
  subtitle: 'Check in every day for seven days and the rewards grow.',
  image: '/promo/sign-in.svg',
  ctaLabel: 'Check in',
  sort: 10,
};

/** The daily check-in page of a member two days into a streak, not yet signed in today. */
export const exampleSignInCampaign: CampaignDetail = {
  ...exampleCampaignSummary,
  paths: ['/sign-activity'],
  body: ['Open this page once a day and tap Check in. Day seven pays the most.'],
  rules: [
    'One check-in per day; days run from 00:00 to 24:00 UTC+8.',
    'Missing a day starts your streak again from day one.',
  ],
  rewardTiers: [{ condition: 'Day 7 onwards', amount: '18.00' }],
  cta: { label: 'Check in', to: '/sign-activity' },
  currency: 'CNY',
  eligibility: { ok: true },
  signIn: {
    days: ['1.00', '2.00', '3.00', '5.00', '8.00', '12.00', '18.00'].map((reward, i) => ({
      day: i + 1,
      reward,
    })),
    resetOnMiss: true,
    streak: 2,
    signedToday: false,
    todayIndex: 2,
  },
};

type Example<Call extends AnyCall> = {
  request: CallInput<Call>;
  /** The `data` of a successful response. */
  response: CallDataInput<Call>;
};

const page = <T>(list: T[]) => ({ list, total: list.length, page: 1, pageSize: 20 });
const sportsPage = <T>(records: T[]) => ({
  records,
  total: records.length,
  current: 1,
  size: 50,
});

/** One request and one successful response for every platform call. */
/** The site maintenance notice as the centre's site section edits it. */
export const exampleAdminMaintenance: AdminMaintenance = {
  id: 1,
  status: 1,
  title: {
    en: 'Scheduled maintenance',
    'zh-cn': '系统维护',
    vi: 'Bảo trì định kỳ',
    th: 'ปิดปรับปรุงตามกำหนด',
  },
  content: {
    en: 'We are upgrading the site. Back soon.',
    'zh-cn': '网站正在升级，请稍后再来。',
    vi: 'Chúng tôi đang nâng cấp trang. Sẽ trở lại sớm.',
    th: 'เรากำลังปรับปรุงเว็บไซต์ กลับมาเร็ว ๆ นี้',
  },
  startTime: T0,
  endTime: T0 + 2 * 3_600_000,
};

export const exampleAdminBanners: AdminBanner[] = [
  {
    id: 2,
    title: {
      en: 'First deposit bonus',
      'zh-cn': '首存红利',
      vi: 'Thưởng nạp đầu',
      th: 'โบนัสฝากครั้งแรก',
    },
    image: '/img/banners/first-charge.webp',
    link: '/firstcharge',
    sort: 1,
    activeFrom: T0 - 86_400_000,
    activeUntil: null,
  },
  {
    id: 1,
    title: { en: 'Derby weekend', 'zh-cn': '', vi: '', th: '' },
    image: '/img/banners/derby.webp',
    link: null,
    sort: 2,
    activeFrom: T0 - 7 * 86_400_000,
    activeUntil: T0 - 86_400_000,
  },
];

export const exampleAdminNotices: AdminNotice[] = [
  {
    id: 3,
    text: {
      en: 'Deposits by bank card are back.',
      'zh-cn': '银行卡存款已恢复。',
      vi: 'Nạp tiền qua thẻ ngân hàng đã hoạt động lại.',
      th: 'การฝากผ่านบัตรธนาคารกลับมาใช้ได้แล้ว',
    },
    sort: 0,
    activeFrom: T0 - 3_600_000,
    activeUntil: T0 + 86_400_000,
  },
];

/** The house popup ad: the first deposit offer, as the demo seed runs it. */
export const exampleAdminPopupAds: AdminPopupAd[] = [
  {
    id: 1,
    title: {
      en: 'Double your first deposit',
      'zh-cn': '首充双倍',
      vi: 'Nhân đôi lần nạp đầu',
      th: 'ฝากครั้งแรกรับโบนัสสองเท่า',
    },
    text: {
      en: 'New members get a 100% bonus on their first deposit.',
      'zh-cn': '新会员首次充值即享 100% 奖励。',
      vi: 'Thành viên mới nhận thưởng 100% cho lần nạp đầu tiên.',
      th: 'สมาชิกใหม่รับโบนัส 100% สำหรับการฝากครั้งแรก',
    },
    cta: { en: 'See the offer', 'zh-cn': '查看优惠', vi: 'Xem ưu đãi', th: 'ดูข้อเสนอ' },
    link: '/firstcharge',
    sort: 0,
    activeFrom: T0 - 86_400_000,
    activeUntil: null,
  },
];

function exampleFigures(scale: bigint): DashboardFigures {
  const m = (minor: bigint) => {
    const v = minor * scale;
    const sign = v < 0n ? '-' : '';
    const a = v < 0n ? -v : v;
    return `${sign}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
  };
  return {
    currency: 'USD',
    turnover: m(1_250_000n),
    ggr: m(87_550n),
    sports: { stakes: m(800_000n), payouts: m(742_000n), ggr: m(58_000n) },
    games: { stakes: m(400_000n), payouts: m(382_450n), ggr: m(17_550n) },
    gifts: { stakes: m(50_000n), payouts: m(38_000n), ggr: m(12_000n) },
    deposits: m(900_000n),
    withdrawals: m(310_000n),
  };
}

/** The dashboard of one currency over three days (a story's worth; the server's has 30). */
export const exampleAdminDashboard: AdminDashboard = {
  today: '2026-11-22',
  from: '2026-10-24',
  asOf: T0,
  money: [
    {
      currency: 'USD',
      today: exampleFigures(1n),
      last30: exampleFigures(3n),
      days: [
        { ...exampleFigures(1n), day: '2026-11-20', ggr: '-120.00' },
        { ...exampleFigures(1n), day: '2026-11-21' },
        { ...exampleFigures(1n), day: '2026-11-22' },
      ],
    },
  ],
  players: {
    today: { active: 42, new: 7 },
    last30: { active: 311, new: 58 },
    days: [
      { day: '2026-11-20', active: 35, new: 4 },
      { day: '2026-11-21', active: 51, new: 9 },
      { day: '2026-11-22', active: 42, new: 7 },
    ],
  },
  openBets: [{ currency: 'USD', count: 12, stakes: '340.00', liability: '1288.40' }],
};

/** A member as the super-admin centre lists them (a member id no seed account has). */
export const exampleAdminMember: AdminMemberRow = {
  memberId: 90_001,
  userName: 'lucky88',
  nickName: 'Lucky',
  mobile: '912345678',
  mobileArea: '84',
  referralCode: 'K7M2QX',
  role: 'member',
  vipLevel: 3,
  suspended: false,
  createdAt: T0 - 40 * DAY,
  balance: '1250.50',
  currency: 'CNY',
};

export const exampleAdminMembers: AdminMemberRow[] = [
  exampleAdminMember,
  {
    ...exampleAdminMember,
    memberId: 90_000,
    userName: 'minhkhoa',
    nickName: 'Khoa',
    mobile: null,
    mobileArea: null,
    referralCode: 'P3RT8N',
    role: 'anchor',
    vipLevel: 0,
    suspended: true,
    createdAt: T0 - 90 * DAY,
    balance: '0.00',
    currency: 'VND',
  },
];

export const exampleAdminProfile: AdminMemberProfile = {
  member: exampleAdminMember,
  twoStepLogin: true,
  suspendedAt: null,
  countryCode: '84',
  dateOfBirth: '1994-07-21',
  wallet: { balance: '1250.50', gameWallets: '80.00', currency: 'CNY' },
  recentBets: [
    {
      id: 'SB-20261122-0001',
      kind: 'single',
      status: 'won',
      stake: '50.00',
      payout: '92.50',
      placedAt: T0 - 3 * 60 * MINUTE,
    },
    {
      id: 'SB-20261122-0002',
      kind: 'multiple',
      status: 'accepted',
      stake: '20.00',
      payout: null,
      placedAt: T0 - 30 * MINUTE,
    },
  ],
  sessions: [
    {
      id: '31',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
      ip: '113.161.*.*',
      createdAt: T0 - 2 * DAY,
      lastSeenAt: T0 - 5 * MINUTE,
      expiresAt: T0 + 5 * DAY,
    },
  ],
  invitations: {
    inviterName: 'minhkhoa',
    invitedCount: 2,
    recent: [{ memberId: 90_002, userName: 'friend01', createdAt: T0 - 10 * DAY }],
  },
  responsible: { exclusion: null, limits: 2 },
};

export const exampleAdminLedger: AdminLedgerEntry[] = [
  {
    id: 7003,
    type: 'adjustment',
    reference: 'admin:3',
    amount: '25.00',
    balance: '1250.50',
    createdAt: T0 - 10 * MINUTE,
  },
  {
    id: 7002,
    type: 'bet-payout',
    reference: 'SB-20261122-0001',
    amount: '92.50',
    balance: '1225.50',
    createdAt: T0 - 2 * 60 * MINUTE,
  },
  {
    id: 7001,
    type: 'bet-stake',
    reference: 'SB-20261122-0001',
    amount: '-50.00',
    balance: '1133.00',
    createdAt: T0 - 3 * 60 * MINUTE,
  },
];

export const exampleAdminAudit: AdminAuditEntry[] = [
  {
    id: 12,
    at: T0 - 10 * MINUTE,
    adminId: 3,
    adminName: 'admin',
    action: 'wallet.adjust',
    targetKind: 'member',
    targetId: '90001',
    before: { balance: '1225.50', currency: 'CNY' },
    after: { balance: '1250.50', currency: 'CNY', amount: '25.00', entryId: 7003 },
    reason: 'Goodwill credit for a delayed payout',
    requestId: '9f2c1a7b3d4e5f60',
  },
  {
    id: 11,
    at: T0 - 60 * MINUTE,
    adminId: 3,
    adminName: 'admin',
    action: 'member.suspend',
    targetKind: 'member',
    targetId: '90000',
    before: { role: 'anchor', suspended: false, twoStepLogin: false },
    after: { role: 'anchor', suspended: true, twoStepLogin: false, sessionsEnded: 2 },
    reason: 'Chargeback under review',
    requestId: '0a1b2c3d4e5f6071',
  },
];

/** A sports bulletin as the centre lists it. */
/** A stream as the live section lists it (ADR 034). */
const exampleAdminStream = {
  id: 501,
  presenterId: 2001,
  presenterName: 'Linh',
  presenterUserName: 'host_linh',
  title: 'Derby night: live odds and chat',
  status: 2,
  state: 'live',
  featured: false,
  viewers: 1_204,
  startTime: T0,
  endTime: null,
} as const;

/** A ban from every chat room (ADR 034). */
const exampleAdminGlobalBan = {
  id: 31,
  memberId: 1001,
  userName: 'lucky88',
  nickName: 'Lucky',
  reason: 'Spam links in every room',
  bannedUntil: T0 + 1_440 * MINUTE,
  operator: 'admin',
  createdAt: T0,
};

const exampleAdminBulletin = {
  id: 7,
  title: {
    'zh-cn': '德比周末：更多盘口',
    en: 'Derby weekend: more markets',
    vi: 'Cuối tuần derby: thêm nhiều kèo',
    th: 'สุดสัปดาห์ดาร์บี้: ตลาดมากขึ้น',
  },
  content: {
    'zh-cn': '本周末德比战开放角球和罚牌盘口。',
    en: 'Corners and bookings markets open for this weekend’s derby.',
    vi: 'Kèo phạt góc và thẻ phạt mở cho trận derby cuối tuần này.',
    th: 'เปิดตลาดเตะมุมและใบเหลืองสำหรับดาร์บี้สุดสัปดาห์นี้',
  },
  pinned: true,
  publishedAt: 1_795_200_000_000,
  expiresAt: null,
  expired: false,
};

/** A match as the sportsbook section lists it. */
const exampleAdminMatch = {
  matchId: 41_002,
  sid: 1,
  league: 'Coastal Premier League',
  home: 'Harbour City',
  away: 'Northgate',
  startsAt: 1_795_000_000_000,
  state: 'live',
  held: false,
  heldMarkets: 1,
} as const;

const fourLanguages = (en: string, zh: string, vi: string, th: string) => ({
  en,
  'zh-cn': zh,
  vi,
  th,
});

export const exampleAdminCampaign: AdminCampaign = {
  row: {
    campaignId: 41,
    slug: 'weekend-sign-in',
    path: '/weekend-sign-in',
    kind: 'signIn',
    category: 'festival',
    state: 'upcoming',
    published: false,
    startsAt: T0 + DAY,
    endsAt: T0 + 8 * DAY,
    title: 'Weekend sign-in',
    editedAt: T0 - 10 * MINUTE,
  },
  document: {
    slug: 'weekend-sign-in',
    paths: ['/weekend-sign-in'],
    kind: 'signIn',
    category: 'festival',
    period: { startsAt: T0 + DAY, endsAt: T0 + 8 * DAY },
    audience: { membersOnly: true },
    sort: 5,
    hero: {
      title: fourLanguages('Weekend sign-in', '周末签到', 'Điểm danh cuối tuần', 'เช็กอินวันหยุด'),
      subtitle: fourLanguages('Sign in each day', '每天签到', 'Điểm danh mỗi ngày', 'เช็กอินทุกวัน'),
      image: '/promo/sign-in.svg',
    },
    body: [],
    rules: [fourLanguages('One sign-in a day.', '每天签到一次。', 'Mỗi ngày một lần.', 'วันละครั้ง')],
    rewardTiers: [],
    cta: { label: fourLanguages('Sign in', '签到', 'Điểm danh', 'เช็กอิน'), to: '/weekend-sign-in' },
    mechanics: {
      kind: 'signIn',
      dailyRewards: [{ CNY: '1.00', VND: '3000', USD: '0.20', USDT: '0.20' }],
      resetOnMiss: true,
    },
  },
};

const exampleAdminStatus = {
  memberId: 90_001,
  role: 'member',
  suspended: true,
  twoStepLogin: true,
  sessionsEnded: 1,
} as const;

// the campaigns section's reward rules (ADR 036)
const exampleRewardRules = {
  vipLevels: [
    {
      level: 0,
      minTurnover: '0.00',
      benefits: [{ key: 'birthday-bonus', title: 'Birthday bonus', value: '0.00' }],
    },
    {
      level: 1,
      minTurnover: '1000.00',
      benefits: [{ key: 'birthday-bonus', title: 'Birthday bonus', value: '8.00' }],
    },
  ],
  betTiers: [
    { minValidBet: '1000.00', rate: '0.003' },
    { minValidBet: '10000.00', rate: '0.005' },
  ],
  depositTiers: [
    { minDeposit: '100.00', reward: '10.00' },
    { minDeposit: '500.00', reward: '30.00' },
  ],
  vipRewards: [
    { vipLevel: 1, reward: '5.00' },
    { vipLevel: 3, reward: '30.00' },
  ],
};
/** The games section's lobbies (ADR 035): one in a maintenance window now, one hot. */
export const exampleAdminLobbies = [
  {
    lobbyCode: 'touchline-sports',
    lobbyName: 'Touchline Sports',
    gameType: 'sports',
    games: 1,
    hot: true,
    maintained: false,
    maintainFrom: null,
    maintainTo: null,
    state: 'off',
  },
  {
    lobbyCode: 'touchline-slots',
    lobbyName: 'Touchline Originals',
    gameType: 'slot',
    games: 2,
    hot: false,
    maintained: false,
    maintainFrom: T0 - 3_600_000,
    maintainTo: T0 + 2 * 3_600_000,
    state: 'on',
  },
] as const;

/** The games section's games: one hot, one with a window to come. */
export const exampleAdminGames = [
  {
    gameCode: 'golden-goal',
    gameName: 'Golden Goal',
    gameType: 'slot',
    lobbyCode: 'touchline-slots',
    lobbyName: 'Touchline Originals',
    hot: true,
    maintained: false,
    maintainFrom: null,
    maintainTo: null,
    state: 'off',
  },
  {
    gameCode: 'penalty-dice',
    gameName: 'Penalty Dice',
    gameType: 'slot',
    lobbyCode: 'touchline-slots',
    lobbyName: 'Touchline Originals',
    hot: false,
    maintained: false,
    maintainFrom: T0 + 24 * 3_600_000,
    maintainTo: T0 + 26 * 3_600_000,
    state: 'scheduled',
  },
] as const;

export const platformExamples: { [Name in PlatformCallName]: Example<PlatformCalls[Name]> } = {
  // the campaigns section's reward rules (ADR 036)
  adminGetRewardRules: { request: {}, response: exampleRewardRules },
  adminSetVipLevel: {
    request: {
      level: 1,
      minTurnover: '1200.00',
      benefits: [{ key: 'birthday-bonus', value: '10.00' }],
      reason: 'Level 1 a little harder to reach',
    },
    response: exampleRewardRules,
  },
  adminSetInviteBetTiers: {
    request: {
      tiers: [
        { minValidBet: '1000.00', rate: '0.003' },
        { minValidBet: '10000.00', rate: '0.005' },
      ],
      reason: 'Bet tiers for the new season',
    },
    response: exampleRewardRules,
  },
  adminSetInviteDepositTiers: {
    request: {
      tiers: [
        { minDeposit: '100.00', reward: '10.00' },
        { minDeposit: '500.00', reward: '30.00' },
      ],
      reason: 'Deposit tiers for the new season',
    },
    response: exampleRewardRules,
  },
  adminSetInviteVipRewards: {
    request: {
      rewards: [
        { vipLevel: 1, reward: '5.00' },
        { vipLevel: 3, reward: '30.00' },
      ],
      reason: 'VIP rewards for the new season',
    },
    response: exampleRewardRules,
  },
  adminListCampaigns: {
    request: { state: 'upcoming', limit: 50 },
    response: { list: [exampleAdminCampaign.row], next: null },
  },
  adminGetCampaign: { request: { campaignId: 41 }, response: exampleAdminCampaign },
  adminCreateCampaign: {
    request: {
      kind: 'signIn',
      slug: 'weekend-sign-in',
      path: '/weekend-sign-in',
      reason: 'Weekend promotion',
    },
    response: exampleAdminCampaign,
  },
  adminUpdateCampaign: {
    request: {
      campaignId: 41,
      document: exampleAdminCampaign.document,
      reason: 'New daily reward',
    },
    response: exampleAdminCampaign,
  },
  adminPreviewCampaign: {
    request: { document: exampleAdminCampaign.document, language: 'vi' },
    response: exampleSignInCampaign,
  },
  adminPublishCampaign: {
    request: { campaignId: 41, published: true, reason: 'Approved by marketing' },
    response: {
      ...exampleAdminCampaign,
      row: { ...exampleAdminCampaign.row, published: true },
    },
  },
  adminEndCampaign: {
    request: { campaignId: 41, reason: 'Budget spent' },
    response: {
      ...exampleAdminCampaign,
      row: { ...exampleAdminCampaign.row, state: 'ended', endsAt: T0 },
    },
  },
  adminListPromoImages: { request: {}, response: ['/promo/rebate.svg', '/promo/sign-in.svg'] },
  adminSearchMembers: {
    request: { query: 'lucky', limit: 50 },
    response: { list: exampleAdminMembers, next: null },
  },
  adminGetMember: { request: { memberId: 90_001 }, response: exampleAdminProfile },
  adminSuspendMember: {
    request: { memberId: 90_001, reason: 'Chargeback under review' },
    response: exampleAdminStatus,
  },
  adminRestoreMember: {
    request: { memberId: 90_001, reason: 'Chargeback resolved' },
    response: { ...exampleAdminStatus, suspended: false, sessionsEnded: 0 },
  },
  adminSetMemberRole: {
    request: { memberId: 90_001, role: 'anchor', reason: 'Signed as a host' },
    response: { ...exampleAdminStatus, role: 'anchor', suspended: false, sessionsEnded: 0 },
  },
  adminResetTwoStepLogin: {
    request: { memberId: 90_001, reason: 'Lost their phone' },
    response: { ...exampleAdminStatus, suspended: false, twoStepLogin: false, sessionsEnded: 0 },
  },
  adminEndMemberSessions: {
    request: { memberId: 90_001, reason: 'Signed in on a shared computer' },
    response: { ...exampleAdminStatus, suspended: false },
  },
  adminListLedger: {
    request: { memberId: 90_001, limit: 50 },
    response: { list: exampleAdminLedger, next: null },
  },
  adminAdjustWallet: {
    request: {
      memberId: 90_001,
      amount: '25.00',
      reason: 'Goodwill credit for a delayed payout',
      idempotencyKey: 'adjust-7f3a9c21',
    },
    response: {
      entryId: 7003,
      balanceBefore: '1225.50',
      balanceAfter: '1250.50',
      currency: 'CNY',
      duplicate: false,
    },
  },
  adminListAudit: {
    request: { action: 'wallet.adjust', limit: 50 },
    response: { list: exampleAdminAudit, next: null },
  },
  adminListMatches: {
    request: { sid: 1, state: 'live', limit: 50 },
    response: { list: [exampleAdminMatch], next: null },
  },
  adminGetMatchMarkets: {
    request: { matchId: 41_002 },
    response: {
      match: exampleAdminMatch,
      markets: [
        {
          id: '41002.1.0.0',
          name: 'Full time result',
          status: 'suspended',
          held: true,
          voided: false,
          selections: [
            { id: '41002.1.0.0.home', name: 'Harbour City', price: 2.1, status: 'suspended' },
            { id: '41002.1.0.0.draw', name: 'Draw', price: 3.25, status: 'suspended' },
            { id: '41002.1.0.0.away', name: 'Northgate', price: 3.4, status: 'suspended' },
          ],
        },
      ],
    },
  },
  adminSuspendMarket: {
    request: { matchId: 41_002, marketId: '41002.1.0.0', reason: 'Suspicious betting pattern' },
    response: { matchId: 41_002, marketId: '41002.1.0.0', held: true },
  },
  adminReopenMarket: {
    request: { matchId: 41_002, reason: 'Pattern cleared by trading' },
    response: { matchId: 41_002, marketId: null, held: false },
  },
  adminListBulletins: {
    request: { limit: 50 },
    response: {
      list: [
        exampleAdminBulletin,
        {
          ...exampleAdminBulletin,
          id: 6,
          pinned: false,
          expired: true,
          expiresAt: 1_795_100_000_000,
        },
      ],
      next: null,
    },
  },
  adminCreateBulletin: {
    request: {
      title: exampleAdminBulletin.title,
      content: exampleAdminBulletin.content,
      pinned: true,
      reason: 'Derby weekend promotion',
    },
    response: exampleAdminBulletin,
  },
  adminPinBulletin: {
    request: { id: 7, pinned: true, reason: 'Top of the list for the derby' },
    response: exampleAdminBulletin,
  },
  adminExpireBulletin: {
    request: { id: 7, reason: 'The derby is over' },
    response: { ...exampleAdminBulletin, expiresAt: 1_795_300_000_000, expired: true },
  },
  adminGetSportsMaintenance: {
    request: {},
    response: {
      id: 12,
      startTime: 1_795_400_000_000,
      endTime: 1_795_407_200_000,
      message: 'The feed provider upgrades its servers.',
      active: false,
    },
  },
  adminSetSportsMaintenance: {
    request: {
      startTime: 1_795_400_000_000,
      endTime: 1_795_407_200_000,
      message: 'The feed provider upgrades its servers.',
      reason: 'Provider notice of 2 hours',
    },
    response: {
      id: 12,
      startTime: 1_795_400_000_000,
      endTime: 1_795_407_200_000,
      message: 'The feed provider upgrades its servers.',
      active: false,
    },
  },
  adminEndSportsMaintenance: {
    request: { reason: 'The provider finished early' },
    response: null,
  },
  adminVoidMarket: {
    request: { matchId: 41_002, marketId: '41002.1.0.0', reason: 'Wrong prices offered' },
    response: { matchId: 41_002, marketId: '41002.1.0.0', refunded: 3, legsVoided: 1 },
  },
  adminGetSiteMaintenance: { request: {}, response: exampleAdminMaintenance },
  adminSetSiteMaintenance: {
    request: {
      status: 1,
      title: exampleAdminMaintenance.title,
      content: exampleAdminMaintenance.content,
      startTime: T0,
      endTime: T0 + 2 * 3_600_000,
      reason: 'Database upgrade tonight',
    },
    response: exampleAdminMaintenance,
  },
  adminListBanners: { request: { limit: 50 }, response: { list: exampleAdminBanners, next: null } },
  adminSaveBanner: {
    request: {
      title: exampleAdminBanners[0]!.title,
      image: '/img/banners/first-charge.webp',
      link: '/firstcharge',
      sort: 1,
      activeFrom: T0 - 86_400_000,
      activeUntil: null,
      reason: 'The new first deposit offer',
    },
    response: exampleAdminBanners[0]!,
  },
  adminEndBanner: {
    request: { id: 1, reason: 'The derby is over' },
    response: exampleAdminBanners[1]!,
  },
  adminListNotices: { request: { limit: 50 }, response: { list: exampleAdminNotices, next: null } },
  adminSaveNotice: {
    request: {
      text: exampleAdminNotices[0]!.text,
      sort: 0,
      activeFrom: T0 - 3_600_000,
      activeUntil: T0 + 86_400_000,
      reason: 'Bank deposits restored',
    },
    response: exampleAdminNotices[0]!,
  },
  adminEndNotice: {
    request: { id: 3, reason: 'No longer news' },
    response: { ...exampleAdminNotices[0]!, activeUntil: T0 },
  },
  adminGetDashboard: { request: {}, response: exampleAdminDashboard },
  adminListPopupAds: {
    request: { limit: 50 },
    response: { list: exampleAdminPopupAds, next: null },
  },
  adminSavePopupAd: {
    request: {
      title: exampleAdminPopupAds[0]!.title,
      text: exampleAdminPopupAds[0]!.text,
      cta: exampleAdminPopupAds[0]!.cta,
      link: '/firstcharge',
      sort: 0,
      activeFrom: T0 - 86_400_000,
      activeUntil: null,
      reason: 'The first deposit offer',
    },
    response: exampleAdminPopupAds[0]!,
  },
  adminEndPopupAd: {
    request: { id: 1, reason: 'Offer over' },
    response: { ...exampleAdminPopupAds[0]!, activeUntil: T0 },
  },
  // the games section (ADR 035)
  adminListLobbies: { request: { gameType: 'slot' }, response: { list: [...exampleAdminLobbies] } },
  adminListGames: {
    request: { lobbyCode: 'touchline-slots', gameType: 'slot', search: 'goal', limit: 50 },
    response: { list: [...exampleAdminGames], next: null },
  },
  adminSetLobbyMaintenance: {
    request: {
      lobbyCode: 'touchline-slots',
      from: T0 - 3_600_000,
      to: T0 + 2 * 3_600_000,
      reason: 'Provider upgrade',
    },
    response: exampleAdminLobbies[1],
  },
  adminEndLobbyMaintenance: {
    request: { lobbyCode: 'touchline-slots', reason: 'Upgrade finished' },
    response: { ...exampleAdminLobbies[1], maintainFrom: null, maintainTo: null, state: 'off' },
  },
  adminSetLobbyHot: {
    request: { lobbyCode: 'touchline-slots', hot: true, reason: 'Weekend promotion' },
    response: { ...exampleAdminLobbies[1], hot: true },
  },
  adminSetGameMaintenance: {
    request: {
      gameCode: 'penalty-dice',
      from: T0 + 24 * 3_600_000,
      to: T0 + 26 * 3_600_000,
      reason: 'Payout table update',
    },
    response: exampleAdminGames[1],
  },
  adminEndGameMaintenance: {
    request: { gameCode: 'penalty-dice', reason: 'Update cancelled' },
    response: { ...exampleAdminGames[1], maintainFrom: null, maintainTo: null, state: 'off' },
  },
  adminSetGameHot: {
    request: { gameCode: 'penalty-dice', hot: true, reason: 'New game feature' },
    response: { ...exampleAdminGames[1], hot: true },
  },
  // the live section (ADR 034)
  adminListStreams: {
    request: { state: 'live', search: 'linh', limit: 50 },
    response: { list: [exampleAdminStream], next: null },
  },
  adminForceStopStream: {
    request: { id: 501, reason: 'Showing a pirated feed' },
    response: {
      ...exampleAdminStream,
      status: 3,
      state: 'ended',
      viewers: null,
      endTime: T0 + 90 * MINUTE,
    },
  },
  adminFeatureStream: {
    request: { id: 501, featured: true, reason: 'Derby night on the home page' },
    response: { ...exampleAdminStream, featured: true },
  },
  adminListSensitiveWords: {
    request: { limit: 50 },
    response: { list: ['fixed match', 'free money', 'scam'], next: null },
  },
  adminAddSensitiveWord: {
    request: { word: 'Sure Bet', reason: 'Touting in the rooms' },
    response: { word: 'sure bet' },
  },
  adminRemoveSensitiveWord: {
    request: { word: 'scam', reason: 'Masks honest warnings' },
    response: { word: 'scam' },
  },
  adminListGlobalBans: {
    request: { limit: 50 },
    response: { list: [exampleAdminGlobalBan], next: null },
  },
  adminBanGlobal: {
    request: { member: 'lucky88', durationMinutes: 1_440, reason: 'Spam links in every room' },
    response: exampleAdminGlobalBan,
  },
  adminLiftGlobalBan: {
    request: { id: 31, reason: 'Appeal accepted' },
    response: { id: 31, lifted: true },
  },
  listPopupAds: {
    request: {},
    response: [
      {
        id: 1,
        title: 'Double your first deposit',
        text: 'New members get a 100% bonus on their first deposit.',
        ctaLabel: 'See the offer',
        link: '/firstcharge',
      },
    ],
  },
  accountLogin: {
    request: { userName: 'lucky88', password: 'correct horse', botToken: 'pow:1a2b' },
    response: exampleLoginResponse,
  },
  checkLogin: {
    request: { userName: 'lucky88', mobile: '0912345678', smsCode: '246810', actionType: 1 },
    response: exampleLoginResponse,
  },
  registerByAccount: {
    request: {
      userName: 'newplayer1',
      password: 'a long passphrase',
      countryCode: '84',
      dateOfBirth: '1994-07-21',
      inviteCode: 'INV42',
      regDomain: 'touchline.test',
    },
    response: { ...exampleLoginResponse, userName: 'newplayer1' },
  },
  loginByMobile: {
    request: { mobile: '0912345678', smsCode: '246810', countryCode: '84' },
    response: exampleLoginResponse,
  },
  registerByMobile: {
    request: {
      mobile: '0912345678',
      smsCode: '246810',
      countryCode: '84',
      userName: 'newplayer2',
      dateOfBirth: '2001-02-03',
      referCode: 'REF7',
      regDomain: 'touchline.test',
      mobileCode: 'mc-77aa',
    },
    response: { ...exampleLoginResponse, userName: 'newplayer2' },
  },
  checkMobileAvailable: {
    request: { phone: '0912345678', phoneCode: '84', botToken: 'pow_Xk31r' },
    response: { smsSent: true, resendAfterSeconds: 60 },
  },
  checkMobileCode: {
    request: { phone: '0912345678', code: '246810' },
    response: { valid: true, mobileCode: 'mc-77aa' },
  },
  generateUserName: { request: {}, response: { userName: 'player58213' } },
  logout: { request: {}, response: null },
  listCountryCodes: {
    request: {},
    response: [
      { countryCode: '84', iso: 'VN', name: 'Việt Nam' },
      { countryCode: '86', iso: 'CN', name: '中国' },
      { countryCode: '66', iso: 'TH', name: 'ประเทศไทย' },
    ],
  },
  getVerificationDomainType: {
    request: {},
    response: { domainType: 1, botCheckRequired: true, smsLoginEnabled: true },
  },

  fetchMemberWallet: { request: {}, response: exampleMemberWallet },
  collectGameFunds: { request: {}, response: { memberWallet: '1330.50', collected: '80.00' } },
  listPaymentMethods: {
    request: {},
    response: [
      {
        methodId: 'demo-bank',
        name: 'Demo bank transfer',
        currency: 'CNY',
        min: '10.00',
        max: '50000.00',
      },
      {
        methodId: 'demo-ewallet',
        name: 'Demo e-wallet',
        currency: 'CNY',
        min: '10.00',
        max: '50000.00',
      },
    ],
  },
  createDeposit: {
    request: { methodId: 'demo-bank', amount: '200.00', idempotencyKey: 'deposit-2026-11-26-1' },
    response: { depositId: '41', status: 'completed', amount: '200.00', balance: '1450.50' },
  },
  getWithdrawInfo: {
    request: {},
    response: {
      accountType: 'bank',
      provider: 'ICBC',
      holderName: '张三',
      accountNumber: '622*********5678',
    },
  },
  saveWithdrawInfo: {
    request: {
      accountType: 'bank',
      provider: 'ICBC',
      holderName: '张三',
      accountNumber: '6222 0200 1234 5678',
    },
    response: {
      accountType: 'bank',
      provider: 'ICBC',
      holderName: '张三',
      accountNumber: '622*********5678',
    },
  },
  createWithdrawal: {
    request: { amount: '100.00', idempotencyKey: 'withdraw-2026-11-26-1' },
    response: { withdrawalId: '7', status: 'completed', amount: '100.00', balance: '1350.50' },
  },
  listCashierTransactions: {
    request: { page: 1, pageSize: 20 },
    response: {
      list: [
        {
          id: 'withdrawal:7',
          kind: 'withdrawal',
          status: 'completed',
          amount: '100.00',
          createdAt: 1795680000000,
        },
        {
          id: 'deposit:41',
          kind: 'deposit',
          status: 'completed',
          amount: '200.00',
          createdAt: 1795679000000,
        },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    },
  },
  getResponsibleGambling: { request: {}, response: RG_EXAMPLE },
  setRgLimit: { request: { limit: 'deposit-day', amount: '150.00' }, response: RG_EXAMPLE },
  setRealityCheck: { request: { minutes: 30 }, response: RG_EXAMPLE },
  takeBreak: {
    request: { duration: '24h', confirm: true },
    response: { kind: 'time-out', until: 1795766400000 },
  },
  getSessionSummary: {
    request: {},
    response: { startedAt: 1795680000000, net: '-35.50', realityCheckMinutes: 30 },
  },
  getActivityStatement: {
    request: {},
    response: [
      {
        month: '2026-11',
        deposits: '150.00',
        withdrawals: '20.00',
        stakes: '80.00',
        wins: '64.50',
        spent: '10.00',
        net: '-25.50',
      },
    ],
  },
  fetchWalletStatement: {
    request: { kind: 'deposit', from: '2026-11-01', to: '2026-11-26', page: 1, pageSize: 20 },
    response: {
      list: [
        {
          id: '9012',
          kind: 'withdrawal',
          type: 'withdrawal',
          reference: 'cashier-withdrawal:7',
          amount: '-100.00',
          balance: '1350.50',
          createdAt: 1795680000000,
        },
        {
          id: '9007',
          kind: 'payout',
          type: 'bet-payout',
          reference: 'order:T26112600042',
          amount: '185.00',
          balance: '1450.50',
          createdAt: 1795679600000,
        },
        {
          id: '9003',
          kind: 'bet',
          type: 'bet-stake',
          reference: 'order:T26112600042',
          amount: '-100.00',
          balance: '1265.50',
          createdAt: 1795679300000,
        },
        {
          id: '9001',
          kind: 'deposit',
          type: 'deposit',
          reference: 'cashier-deposit:41',
          amount: '200.00',
          balance: '1365.50',
          createdAt: 1795679000000,
        },
      ],
      total: 4,
      page: 1,
      pageSize: 20,
    },
  },
  getMemberProfile: {
    request: {},
    response: {
      userId: 1001,
      userName: 'lucky88',
      nickName: 'Lucky',
      avatarId: 3,
      vipLevel: 4,
      regCurrency: 'VND',
      mobile: '091****78',
      mobileArea: '84',
      email: null,
      identityCode: 'K7Q2',
      registeredAt: T0 - 400 * 24 * 60 * MINUTE,
      twoStepLogin: false,
    },
  },
  setTwoStepLogin: { request: { enabled: false }, response: { twoStepLogin: false } },
  setAvatar: { request: { avatarId: 7 }, response: { avatarId: 7 } },
  changePassword: {
    request: { currentPassword: 'Secret123', newPassword: 'Better456' },
    response: { signedOutSessions: 1 },
  },
  listSessions: {
    request: {},
    response: [
      {
        sessionId: '41',
        current: true,
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        ip: '203.0.113.*',
        createdAt: T0 - 2 * 60 * MINUTE,
        lastSeenAt: T0 - MINUTE,
        expiresAt: T0 + 7 * DAY,
      },
      {
        sessionId: '38',
        current: false,
        userAgent:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        ip: '198.51.100.*',
        createdAt: T0 - 3 * DAY,
        lastSeenAt: T0 - DAY,
        expiresAt: T0 + 4 * DAY,
      },
    ],
  },
  revokeSession: { request: { sessionId: '38' }, response: null },
  refreshIdentityCode: {
    request: {},
    response: { identityCode: 'M3X9', expiresAt: T0 + 10 * MINUTE },
  },
  getDevice: {
    request: { deviceId: 'PC-7d2f0c' },
    response: { deviceId: 'PC-7d2f0c', known: true, lastLoginAt: T0 - 24 * 60 * MINUTE },
  },
  fetchDeviceId: { request: { botToken: 'pow:1a2b' }, response: { deviceId: 'PC-7d2f0c' } },
  getUserInfo: { request: {}, response: exampleUserInfo },
  getBotChallenge: {
    request: {},
    response: {
      challengeId: 'c_9Qm2',
      salt: '5be1c0a7',
      difficulty: 16,
      expiresAt: T0 + 2 * MINUTE,
    },
  },
  verifyBotCheck: {
    request: { challengeId: 'c_9Qm2', nonce: '48113' },
    response: { status: 200, token: 'pow_Xk31r' },
  },
  sendSmsCode: {
    request: { mobile: '0901234567', countryCode: '84', purpose: 'login', botToken: 'pow_Xk31r' },
    response: { smsSent: true, resendAfterSeconds: 60 },
  },
  fetchBalance: { request: {}, response: exampleBalance },

  drawInviteAward: {
    request: { kind: 'bet', idempotencyKey: 'draw-2026-11-22-1' },
    response: { amount: '12.00', memberWallet: '1262.50' },
  },
  generateReferralCode: {
    request: {},
    response: { referCode: 'REF7', inviteUrl: 'https://touchline.test/?referCode=REF7' },
  },
  listInviteMarquee: {
    request: {},
    response: [{ userName: 'luc***88', amount: '58.00', awardedAt: T0 - MINUTE }],
  },
  getInviteBetConfig: {
    request: {},
    response: [
      { level: 1, minValidBet: '1000.00', rate: '0.003' },
      { level: 2, minValidBet: '10000.00', rate: '0.005' },
    ],
  },
  getInviteDepositConfig: {
    request: {},
    response: [{ minDeposit: '100.00', reward: '10.00' }],
  },
  getInviteInfo: {
    request: {},
    response: {
      referCode: 'REF7',
      inviteUrl: 'https://touchline.test/?referCode=REF7',
      invitedCount: 9,
      validInvitedCount: 4,
      pendingAward: '12.00',
      totalAward: '140.00',
    },
  },
  getInviteVipConfig: { request: {}, response: [{ vipLevel: 3, reward: '30.00' }] },
  getInviteTotalAward: {
    request: {},
    response: { totalAward: '140.00', betAward: '60.00', depositAward: '50.00', vipAward: '30.00' },
  },
  listInviteBetAwards: {
    request: { page: 1, pageSize: 20 },
    response: page([
      { userName: 'fri***nd', validBet: '1500.00', award: '4.50', settledAt: T0 - MINUTE },
    ]),
  },
  listInviteDepositAwards: {
    request: { page: 1, pageSize: 20 },
    response: page([
      {
        userName: 'fri***nd',
        depositAmount: '200.00',
        award: '10.00',
        depositedAt: T0 - MINUTE,
        drawn: false,
      },
    ]),
  },

  getVipCallbackPage: {
    request: {},
    response: {
      available: true,
      minVipLevel: 3,
      managerName: 'Ms Linh',
      workingHours: '09:00–21:00 (UTC+7)',
      pending: false,
      pendingServices: [],
    },
  },
  requestVipCallback: {
    request: {
      mobile: '0912345678',
      mobileArea: '84',
      preferredTime: 'after 18:00',
      service: 'dedicatedManager',
    },
    response: null,
  },
  getVipInfo: { request: {}, response: exampleVipInfo },
  getCampaign: { request: { path: '/sign-activity' }, response: exampleSignInCampaign },
  listCampaigns: {
    request: { state: 'active', category: 'festival' },
    response: [exampleCampaignSummary],
  },
  signInCampaign: {
    request: { slug: 'sign-activity' },
    response: { amount: '3.00', balance: '10003.00', streak: 3 },
  },
  spinWheel: {
    request: { slug: 'luckyWheel', idempotencyKey: 'spin-7f3a9c21', clientSeed: 'my-lucky-seed' },
    response: {
      amount: '5.00',
      balance: '10008.00',
      segmentIndex: 2,
      spinsLeft: 0,
      fairness: {
        serverSeed: '4b1f0c3e9a7d52e8c6b0a4f1d3e5c7a9b2d4f6e8a0c2e4f6a8b0c2d4e6f8a0b2',
        serverSeedHash: '9c3f1e7a5b2d4c6e8f0a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a7b9c1d3e',
        clientSeed: 'my-lucky-seed',
        nonce: 4,
        nextServerSeedHash: '2e4a6c8e0a2c4e6a8c0e2a4c6e8a0c2e4a6c8e0a2c4e6a8c0e2a4c6e8a0c2e4a',
      },
    },
  },
  claimCampaign: {
    request: { slug: 'newbieactivity', step: 'verifyPhone' },
    response: { amount: '3.00', balance: '10011.00' },
  },
  listVipLevels: {
    request: {},
    response: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((level) => ({
      level,
      minTurnover:
        ['0.00', '1000.00', '5000.00', '20000.00', '50000.00', '100000.00'][level] ??
        `${[300000, 800000, 2000000, 5000000, 10000000, 30000000][level - 6]}.00`,
      benefits: [
        {
          key: 'birthday-bonus',
          title: 'Birthday bonus',
          value: level === 0 ? '0.00' : `${8 * level}.00`,
        },
        { key: 'withdrawals-per-day', title: 'Withdrawals per day', value: String(3 + level) },
        ...(level >= 3
          ? [{ key: 'dedicated-manager', title: 'Dedicated manager', value: 'yes' }]
          : []),
      ],
    })),
  },

  getMaintenanceInfo: { request: { point: 0 }, response: exampleMaintenanceInfo },
  getCustomerServiceLink: {
    request: {},
    response: { url: 'https://support.touchline.test/chat', title: 'Customer service' },
  },
  applyPartner: {
    request: {
      name: 'Tran Minh Khoa',
      contact: 'khoa.tran@example.com',
      channel: 'video',
      audienceSize: '10k-100k',
      markets: ['vietnam', 'southeast-asia'],
      message: 'I run a football tips channel in Vietnamese, three videos a week.',
    },
    response: { applicationId: 1, created: true },
  },
  getCustomerLineSwitch: {
    request: {},
    response: {
      enabled: true,
      preferredLineId: 1,
      lines: [
        { id: 1, name: 'Line 1' },
        { id: 2, name: 'Line 2' },
      ],
    },
  },

  listHomeLobbies: { request: { isHotGame: true }, response: [exampleLobby] },
  listHomeBanners: { request: {}, response: exampleHomeBanners },
  listHomeNotices: { request: {}, response: exampleHomeNotices },
  listSlotGames: { request: { lobbyCode: 'touchline-slots' }, response: exampleLobby.gameList },
  jumpToGame: {
    request: { lobbyCode: 'touchline-slots', gameCode: 'golden-goal', language: 'vi' },
    response: { url: 'https://games.touchline.test/launch?t=abc', openMode: 'iframe' },
  },
  fetchCSportsToken: {
    request: {},
    response: { token: 'csports_tok_9', apiServerAddress: 'https://esports.touchline.test' },
  },
  sumMyBets: {
    request: { beginTime: '2026-11-22 00:00:00', endTime: '2026-11-22 23:59:59' },
    response: {
      betCount: 3,
      betAmount: '300.00',
      validBetAmount: '280.00',
      winLoss: '-45.00',
      rows: [
        {
          date: '2026-11-22',
          gameCode: 'golden-goal',
          gameName: 'Golden Goal',
          gameType: 'slot',
          betCount: 3,
          betAmount: '300.00',
          validBetAmount: '280.00',
          winLoss: '-45.00',
        },
      ],
    },
  },
  listMyBets: {
    request: {
      beginTime: '2026-11-22 00:00:00',
      endTime: '2026-11-22 23:59:59',
      page: 1,
      pageSize: 20,
    },
    response: page([
      {
        orderNo: 'G-1001',
        gameCode: 'golden-goal',
        gameType: 'slot',
        lobbyCode: 'touchline-slots',
        gameName: 'Golden Goal',
        betAmount: '10.00',
        validBetAmount: '10.00',
        winLoss: '15.00',
        status: 'won',
        betAt: T0 - 30 * MINUTE,
        settledAt: T0 - 30 * MINUTE,
      },
    ]),
  },
  openGameSession: {
    request: { launchToken: 'lt_8f2c1e0b9a7d6c5e4f3a2b1c' },
    response: {
      sessionToken: 'gs_1a2b3c4d5e6f7a8b9c0d1e2f',
      gameCode: 'golden-goal',
      gameName: 'Golden Goal',
      kind: 'slot',
      currency: 'CNY',
      balance: '1250.50',
      stakes: ['0.20', '1.00', '2.00', '5.00', '10.00'],
      fairness: exampleFairness,
    },
  },
  spinSlot: {
    request: { sessionToken: 'gs_1a2b3c4d5e6f7a8b9c0d1e2f', stake: '1.00' },
    response: {
      roundId: 'R-20261122-0001',
      stake: '1.00',
      win: '0.50',
      balance: '1249.50',
      serverSeedHash: exampleFairness.serverSeedHash,
      clientSeed: exampleFairness.clientSeed,
      nonce: 41,
      fairness: { ...exampleFairness, nonce: 42 },
      spins: [
        {
          freeSpin: false,
          multiplier: 1,
          window: [
            ['ball', 'K', 'Q'],
            ['ball', 'wild', 'J'],
            ['ball', 'A', '10'],
            ['boot', 'trophy', 'Q'],
            ['scatter', 'K', 'A'],
          ],
          lineWins: [
            {
              line: 1,
              symbol: 'ball',
              count: 3,
              positions: [
                [0, 0],
                [1, 0],
                [2, 0],
              ],
              win: '0.50',
            },
          ],
          scatter: { count: 1, positions: [[4, 0]], win: '0' },
          freeSpinsAwarded: 0,
          win: '0.50',
        },
      ],
    },
  },
  rollDice: {
    request: {
      sessionToken: 'gs_1a2b3c4d5e6f7a8b9c0d1e2f',
      stake: '2.00',
      target: 5000,
      direction: 'over',
    },
    response: {
      roundId: 'R-20261122-0002',
      stake: '2.00',
      win: '3.96',
      balance: '1251.46',
      serverSeedHash: exampleFairness.serverSeedHash,
      clientSeed: exampleFairness.clientSeed,
      nonce: 42,
      fairness: { ...exampleFairness, nonce: 43 },
      target: 5000,
      direction: 'over',
      roll: 7312,
      multiplier: 19800,
    },
  },
  setGameClientSeed: {
    request: { sessionToken: 'gs_1a2b3c4d5e6f7a8b9c0d1e2f', clientSeed: 'my lucky seed' },
    response: { ...exampleFairness, clientSeed: 'my lucky seed' },
  },
  rotateGameSeed: {
    request: { sessionToken: 'gs_1a2b3c4d5e6f7a8b9c0d1e2f' },
    response: {
      revealed: {
        serverSeed: 'b1946ac92492d2347c6235b4d2611184b1946ac92492d2347c6235b4d2611184',
        serverSeedHash: exampleFairness.serverSeedHash,
        clientSeed: exampleFairness.clientSeed,
        rounds: 43,
      },
      fairness: {
        serverSeedHash: '5d41402abc4b2a76b9719d911017c5925d41402abc4b2a76b9719d911017c592',
        clientSeed: exampleFairness.clientSeed,
        nonce: 0,
      },
    },
  },
  listGameRounds: {
    request: { sessionToken: 'gs_1a2b3c4d5e6f7a8b9c0d1e2f', page: 1, pageSize: 20 },
    response: page([
      {
        roundId: 'R-20261122-0002',
        gameCode: 'penalty-dice',
        kind: 'dice',
        stake: '2.00',
        win: '3.96',
        playedAt: T0 - 5 * MINUTE,
        serverSeedHash: exampleFairness.serverSeedHash,
        serverSeed: null,
        clientSeed: exampleFairness.clientSeed,
        nonce: 42,
        dice: { target: 5000, direction: 'over' },
      },
    ]),
  },
  fetchSportsbookToken: { request: {}, response: exampleSportsbookConfig },
  fetchSportLanguagePackage: {
    request: { language: 'en' },
    response: { language: 'en', entries: { 'market.1': 'Full time result', 'period.1001': 'FT' } },
  },
  listGameTypes: {
    request: {},
    response: [
      { gameType: 'sports', name: 'Sports', icon: '/static/types/sports.svg', sort: 1 },
      { gameType: 'slot', name: 'Slots', icon: '/static/types/slot.svg', sort: 2 },
    ],
  },

  saveStream: {
    request: { title: 'Derby night: live tips and chat', gameId: 90001, sportId: 1 },
    response: exampleStream,
  },
  stopStream: { request: { id: 501 }, response: null },
  updateStream: {
    request: { id: 501, title: 'Derby night, second half' },
    response: exampleStream,
  },
  cancelStream: { request: { id: 502 }, response: null },
  startStream: { request: { id: 502 }, response: exampleStream },
  reserveStream: {
    request: { id: 502, reserved: true },
    response: { id: 502, reserved: true, count: 87 },
  },
  listReservedStreams: {
    request: { page: 1, pageSize: 20, presenterId: 2001 },
    response: page([exampleReservedStream]),
  },
  getStreamStatus: { request: { id: 501 }, response: { id: 501, status: 2 } },
  listStreams: {
    request: { page: 1, pageSize: 999, dataResource: 1 },
    response: { list: [exampleReservedStream, exampleStream], total: 2, page: 1, pageSize: 999 },
  },
  getStream: { request: { id: 501 }, response: exampleStream },
  countStreamReservations: { request: { id: 502 }, response: 86 },
  listLiveMatches: {
    request: { sportId: 1 },
    response: [
      {
        gameId: 90001,
        sportId: 1,
        leagueName: 'V.League 1',
        homeTeam: 'Hanoi FC',
        awayTeam: 'Saigon United',
        startTime: T0 - 33 * MINUTE,
        ms: 5,
        streamIds: [501],
      },
    ],
  },
  listVideos: {
    request: { page: 1, pageSize: 20 },
    response: page([
      {
        id: 501,
        gameId: 90001,
        sportId: 1,
        title: 'Derby night: live tips and chat',
        cover: '/static/covers/vleague-live.svg',
        presenterName: 'Mai',
        viewers: 1830,
        url: 'https://video.touchline.test/live/room-501/index.m3u8',
        startTime: T0 - 40 * MINUTE,
      },
    ]),
  },
  getPresenter: { request: { id: 2001 }, response: examplePresenter },
  followPresenter: {
    request: { id: 2001, followed: true },
    response: { id: 2001, followed: true, followers: 12841 },
  },
  updatePresenter: {
    request: { nickName: 'Mai', avatar: exampleAvatarFile, tagIds: [1, 2] },
    response: { ...examplePresenter, avatarUrl: '/static/presenters/2001.png' },
  },
  listGifts: {
    request: {},
    response: {
      currency: 'VND',
      list: [
        {
          id: 1,
          name: 'Heart',
          icon: '/static/gifts/heart.svg',
          price: '3000.00',
          tier: 1,
          animation: null,
        },
        {
          id: 7,
          name: 'Trophy',
          icon: '/static/gifts/trophy.svg',
          price: '300000.00',
          tier: 3,
          animation: null,
        },
      ],
    },
  },
  listGiftProfits: {
    request: { page: 1, pageSize: 20, presenterId: 2001 },
    response: page([
      {
        id: 9001,
        giftId: 7,
        giftName: 'Trophy',
        count: 1,
        amount: '150000.00',
        currency: 'VND',
        senderName: 'luc*y88',
        presenterId: 2001,
        streamId: 501,
        sentAt: T0 - MINUTE,
      },
    ]),
  },
  sendGift: {
    request: { streamId: 501, giftId: 7, count: 1, idempotencyKey: 'gift-501-lucky88-1' },
    response: {
      giftProfitId: 9001,
      amount: '300000.00',
      currency: 'VND',
      memberWallet: '1162.50',
    },
  },
  sumGiftProfits: {
    request: { presenterId: 2001 },
    response: { count: 42, amount: '1280000.00', currency: 'VND' },
  },
  listCoverTags: {
    request: {},
    response: [
      { id: 1, name: 'Football' },
      { id: 2, name: 'Tips' },
    ],
  },
  savePushOrder: {
    request: {
      streamId: 501,
      matchId: 90001,
      marketId: 'm-90001-1',
      selectionId: 's-90001-1-home',
      price: 2.1,
      stake: '50.00',
      analysis: 'Hanoi have won their last five at home.',
    },
    response: examplePushOrder,
  },
  listPushOrders: {
    request: { page: 1, pageSize: 20, presenterId: 2001 },
    response: {
      ...page([
        examplePushOrder,
        {
          ...examplePushOrder,
          id: 6990,
          selectionName: 'Over 2.5',
          price: 1.9,
          followers: 12,
          status: 'settled',
          result: 'won',
          createdAt: T0 - 3 * 24 * 60 * MINUTE,
          settledAt: T0 - 3 * 24 * 60 * MINUTE + 110 * MINUTE,
        },
      ]),
      record: { won: 18, lost: 9, void: 1, open: 1, winRate: 6666 },
    },
  },
  listStreamPushOrders: { request: { streamId: 501 }, response: [examplePushOrder] },
  saveFollowOrder: {
    request: {
      pushOrderId: 7001,
      stake: '20.00',
      price: 2.1,
      oddsChange: 2,
      idempotencyKey: 'follow-7001-lucky88',
    },
    response: {
      id: 8001,
      pushOrderId: 7001,
      userName: 'lucky88',
      matchName: 'Hanoi FC v Saigon United',
      marketName: 'Full time result',
      selectionName: 'Hanoi FC',
      stake: '20.00',
      price: 2.1,
      betOrderId: 'BO-20261122-0003',
      status: 'accepted',
      createdAt: T0,
    },
  },
  listFollowOrders: {
    request: { page: 1, pageSize: 20, pushOrderId: 7001, view: 'followers' },
    response: page([
      {
        id: 8001,
        pushOrderId: 7001,
        userName: 'luc***88',
        matchName: 'Hanoi FC v Saigon United',
        marketName: 'Full time result',
        selectionName: 'Hanoi FC',
        stake: '20.00',
        price: 2.1,
        betOrderId: 'BO-20261122-0003',
        status: 'accepted',
        createdAt: T0,
      },
    ]),
  },
  getRoomFee: {
    request: { streamId: 502 },
    response: { isFee: true, fee: '30000.00', currency: 'VND', paid: false },
  },
  payRoomFee: {
    request: { streamId: 502, idempotencyKey: 'fee-502-lucky88' },
    response: { paid: true, memberWallet: '1230.50' },
  },
  listRoomFees: {
    request: {},
    response: {
      currency: 'VND',
      list: [
        { id: 1, fee: '30000.00' },
        { id: 2, fee: '100000.00' },
        { id: 3, fee: '300000.00' },
      ],
    },
  },
  listBans: {
    request: { page: 1, pageSize: 20, roomId: 'room-501' },
    response: page([
      {
        id: 41,
        roomId: 'room-501',
        userName: 'spam***er',
        reason: 'Spam',
        bannedUntil: T0 + 60 * MINUTE,
        operator: 'anchor_mai',
        createdAt: T0,
        active: true,
      },
    ]),
  },
  liftBans: { request: { ids: [41] }, response: null },
  getBanInfo: {
    request: { roomId: 'room-501' },
    response: { banned: false, bannedUntil: null, reason: '' },
  },
  banUser: {
    request: { roomId: 'room-501', userName: 'spammer', reason: 'Spam', durationMinutes: 60 },
    response: {
      id: 41,
      roomId: 'room-501',
      userName: 'spammer',
      reason: 'Spam',
      bannedUntil: T0 + 60 * MINUTE,
      operator: 'anchor_mai',
      createdAt: T0,
      active: true,
    },
  },
  updateBan: {
    request: { id: 41, durationMinutes: null },
    response: {
      id: 41,
      roomId: 'room-501',
      userName: 'spammer',
      reason: 'Spam',
      bannedUntil: null,
      operator: 'anchor_mai',
      createdAt: T0,
      active: true,
    },
  },
  getChatRoomConfig: {
    request: { roomId: 'room-501' },
    response: {
      roomId: 'room-501',
      enabled: true,
      minVipLevelToChat: 0,
      slowModeSeconds: 3,
      maxMessageLength: 200,
      welcomeText: 'Welcome! Be kind, no spam.',
    },
  },
  getChatSignature: {
    request: { id: 'room-501' },
    response: {
      roomId: 'room-501',
      userName: 'lucky88',
      signature: 'sig.eyJyIjoicm9vbS01MDEifQ',
      expiresAt: T0 + 60 * MINUTE,
    },
  },
  listSensitiveWords: { request: {}, response: ['scam', 'free money'] },
  listShieldedWords: { request: {}, response: ['spoiler'] },
  saveShieldedWords: { request: { words: ['spoiler'] }, response: null },
  sumLiveStatistics: {
    request: { presenterId: 2001, beginTime: T0 - 30 * DAY, endTime: T0 },
    response: {
      beginTime: T0 - 30 * DAY,
      endTime: T0,
      streams: 12,
      minutesLive: 1440,
      peakViewers: 2311,
      averageViewers: 1204,
      watchMinutes: 1733760,
      giftCount: 311,
      giftAmount: '5120.00',
      currency: 'VND',
      followers: 12841,
      newFollowers: 842,
      pushOrders: 30,
      pushRecord: { won: 16, lost: 11, void: 1, open: 2, winRate: 5925 },
      followOrders: 612,
    },
  },
  getLiveMatchScores: { request: { gameIds: [90001] }, response: [exampleMatchScore] },
  listVideoSources: {
    request: { streamId: 501 },
    response: [
      {
        id: 1,
        name: 'Line 1',
        url: 'https://video.touchline.test/live/room-501/index.m3u8',
        format: 'hls',
        isDefault: true,
      },
      {
        id: 2,
        name: 'Line 2',
        url: 'https://video2.touchline.test/live/room-501.m3u8',
        format: 'hls',
        isDefault: false,
      },
    ],
  },
};

/** One request (without the common fields the client adds) and one response per sports call. */
export const sportsExamples: { [Name in SportsCallName]: Example<SportsCalls[Name]> } = {
  listMatches: {
    request: { current: 1, size: 50, type: 1, sportId: 1, oddsType: 1 },
    response: sportsPage([exampleMatch, exampleUpcomingMatch]),
  },
  getStatistics: {
    request: { isPC: true },
    response: {
      sl: [
        {
          ty: 1,
          tc: 12,
          ssl: [
            { sid: 1, c: 9 },
            { sid: 3, c: 3 },
          ],
        },
        { ty: 3, tc: 40, ssl: [{ sid: 1, c: 40 }] },
        { ty: 4, tc: 210, ssl: [{ sid: 1, c: 210 }] },
        { ty: 7, tc: 6, ssl: [{ sid: 1, c: 6 }] },
      ],
    },
  },
  listOnSaleLeagues: {
    request: { sportId: 1, type: 3 },
    response: [{ id: 301, na: 'V.League 1', sid: 1, region: 'Vietnam', logo: null, matchCount: 7 }],
  },
  getMatchDetail: { request: { matchId: 90001 }, response: exampleMatchDetail },
  listRecommendedMatches: { request: { sportId: 1, size: 4 }, response: [exampleMatch] },
  countMatches: { request: { type: 3, sportId: 1 }, response: { count: 40 } },
  listMatchResults: {
    request: { sportId: 1, beginTime: '2026-11-21 00:00:00', endTime: '2026-11-21 23:59:59' },
    response: [
      {
        id: 89990,
        sid: 1,
        ms: 6,
        lg: { id: 301, na: 'V.League 1' },
        bt: T0 - 24 * 60 * MINUTE,
        home: { id: 11, na: 'Hanoi FC', logo: null },
        away: { id: 13, na: 'Da Nang', logo: null },
        scores: [{ score: '2:2', pe: null }],
      },
    ],
  },
  pageMatchResults: {
    request: {
      current: 1,
      size: 20,
      sportId: 1,
      beginTime: '2026-11-21 00:00:00',
      endTime: '2026-11-21 23:59:59',
    },
    response: sportsPage([]),
  },
  getMatchResult: {
    request: { matchId: 89990 },
    response: {
      id: 89990,
      sid: 1,
      ms: 6,
      lg: { id: 301, na: 'V.League 1' },
      bt: T0 - 24 * 60 * MINUTE,
      home: { id: 11, na: 'Hanoi FC', logo: null },
      away: { id: 13, na: 'Da Nang', logo: null },
      scores: [
        { score: '2:2', pe: null },
        { score: '1:0', pe: 1 },
      ],
      settledMarkets: [{ mty: 1, pe: 1001, name: 'Full time result', winningSelections: ['Draw'] }],
    },
  },
  quoteBetSlip: {
    request: {
      picks: [{ matchId: 90001, marketId: 'm-90001-1', selectionId: 's-90001-1-home' }],
    },
    response: [
      {
        matchId: 90001,
        marketId: 'm-90001-1',
        selectionId: 's-90001-1-home',
        price: 2.1,
        line: null,
        status: 'open',
        minStake: '1.00',
        maxStake: '5000.00',
      },
    ],
  },
  listBets: {
    request: { current: 1, size: 20, isSettled: false },
    response: sportsPage([exampleBetOrder, exampleMultipleBetOrder]),
  },
  getCashOutQuotes: {
    request: { orderIds: ['BO-20261122-0001'] },
    response: [exampleCashOutQuote],
  },
  cashOut: {
    request: {
      orderId: 'BO-20261122-0001',
      quoteId: 'Q-88f1',
      cashOutAmount: '154.20',
      idempotencyKey: 'cashout-BO-20261122-0001',
    },
    response: { orderId: 'BO-20261122-0001', status: 'accepted', cashOutAmount: '154.20' },
  },
  placeSingleBets: {
    request: {
      bets: [
        {
          matchId: 90001,
          marketId: 'm-90001-1',
          selectionId: 's-90001-1-home',
          price: 2.1,
          stake: '100.00',
        },
      ],
      idempotencyKey: 'slip-2026-11-22-0001',
    },
    response: [exampleBetOrder],
  },
  reserveBet: {
    request: {
      matchId: 90002,
      marketId: 'm-90002-1',
      selectionId: 's-90002-1-home',
      targetPrice: 2.5,
      stake: '50.00',
      idempotencyKey: 'reserve-2026-11-22-0001',
    },
    response: exampleReserveBet,
  },
  listReserveBets: {
    request: { current: 1, size: 20, status: 'waiting' },
    response: sportsPage([exampleReserveBet]),
  },
  cancelReserveBet: { request: { reserveId: 'RB-3101' }, response: {} },
  getBetStatuses: {
    request: { orderIds: ['BO-20261122-0001'] },
    response: [{ orderId: 'BO-20261122-0001', status: 'accepted' }],
  },
  placeMultipleBet: {
    request: {
      legs: [
        { matchId: 90001, marketId: 'm-90001-1', selectionId: 's-90001-1-home', price: 2.1 },
        { matchId: 90002, marketId: 'm-90002-1', selectionId: 's-90002-1-draw', price: 3.25 },
      ],
      stake: '20.00',
      idempotencyKey: 'slip-2026-11-22-0002',
    },
    response: exampleMultipleBetOrder,
  },
  listTopBulletins: {
    request: {},
    response: [
      {
        id: 1,
        title: 'Cash out now available in play',
        content: 'Take your winnings before the final whistle.',
        publishedAt: T0 - 60 * MINUTE,
      },
    ],
  },
  pageBulletins: { request: { current: 1, size: 20 }, response: sportsPage([]) },
  listStaticLanguage: {
    request: {},
    response: [
      { key: 'home', text: 'Home' },
      { key: 'away', text: 'Away' },
    ],
  },
};

/** One event payload per realtime topic kind, with a topic it could arrive on. */
export const realtimeExamples: {
  [Kind in TopicKind]: { topic: Topic<Kind>; data: TopicPayload<Kind> };
} = {
  'match-odds': {
    topic: 'match-odds:90001',
    data: {
      matchId: 90001,
      markets: [
        {
          id: 'm-90001-1',
          status: 'open',
          selections: [{ id: 's-90001-1-home', price: 2.05, status: 'open' }],
        },
      ],
      at: T0 + 1_000,
    },
  },
  'match-score': {
    topic: 'match-score:90001',
    data: {
      matchId: 90001,
      ms: 5,
      mc: { pe: 1, s: 2100 },
      scores: [
        { score: '2:0', pe: null },
        { score: '2:0', pe: 1 },
      ],
      at: T0 + 2 * MINUTE,
    },
  },
  'stream-status': {
    topic: 'stream-status:501',
    data: { streamId: 501, status: 3, viewers: 0, at: T0 + 90 * MINUTE },
  },
  'chat-room': { topic: 'chat-room:room-501', data: exampleChatMessage },
  gifts: {
    topic: 'gifts:room-501',
    data: {
      roomId: 'room-501',
      streamId: 501,
      giftId: 7,
      giftName: 'Trophy',
      count: 1,
      senderName: 'Lucky',
      animation: null,
      sentAt: T0,
    },
  },
  'member-balance': {
    topic: 'member-balance:me',
    data: { memberWallet: '1162.50', currency: 'VND', reason: 'gift', changedAt: T0 },
  },
  'push-orders': {
    topic: 'push-orders:room-501',
    data: { kind: 'pushed', roomId: 'room-501', streamId: 501, pushOrderId: 7001, at: T0 },
  },
  site: { topic: 'site:notices', data: { changed: 'maintenance', at: T0 } },
};
