import type { UserRole } from '@touchline/api/contract';
import type { Currency, Language } from '@touchline/domain';
import { hashPassword } from './auth/passwords.ts';
import { seedCampaigns } from './campaigns/store.ts';
import type { Database, Queryable } from './db/database.ts';
import { recordDeposit, recordValidBet } from './services/activity.ts';
import { saveSetting } from './services/common.ts';
import { createMember } from './services/members.ts';
import { recordTurnover } from './services/vip.ts';
import { moveToGameWallet } from './services/wallet.ts';
import { postMovement } from './wallet/ledger.ts';

/** What every demo account starts with: 10,000.00 through a `demo-grant` ledger movement. */
export const DEMO_GRANT_MINOR = 1_000_000n;
export const DEMO_CURRENCY: Currency = 'VND';

interface DemoAccount {
  userName: string;
  password: string;
  role: UserRole;
  nickName: string;
  liveManageStatus?: number;
  mobile?: string;
  avatarId: number;
  twoStepLogin?: boolean;
}

/**
 * The demo accounts of `pnpm start` (the README lists them). `verify` has the second login step
 * turned on, so the verification dialog can be tried (its code is printed by the demo SMS).
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    userName: 'demo',
    password: 'demo1234',
    role: 'member',
    nickName: 'Demo player',
    mobile: '0912345678',
    avatarId: 3,
  },
  {
    userName: 'host',
    password: 'host1234',
    role: 'anchor',
    nickName: 'Host Mai',
    liveManageStatus: 2,
    avatarId: 7,
  },
  { userName: 'admin', password: 'admin1234', role: 'superAdmin', nickName: 'Admin', avatarId: 1 },
  {
    userName: 'verify',
    password: 'verify1234',
    role: 'member',
    nickName: 'Two-step player',
    mobile: '0987654321',
    avatarId: 5,
    twoStepLogin: true,
  },
];

/** The demo accounts as a block the eye finds among the log lines. */
export function demoBanner(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.userName.length));
  const roles: Record<string, string> = {
    member: 'member',
    anchor: 'live host',
    superAdmin: 'super admin',
  };
  const rows = DEMO_ACCOUNTS.map(
    (a) =>
      `  ${a.userName.padEnd(width)}  ${a.password.padEnd(width + 4)}  ${roles[a.role] ?? a.role}` +
      (a.twoStepLogin ? ' (second login step: its SMS code is printed here)' : ''),
  );
  return [
    '',
    'Demo accounts (user name, password, role):',
    ...rows,
    'Text messages are not sent in demo mode: each code is printed here as a [demo sms] line.',
    '',
  ].join('\n');
}

/** A name in each language: English (the base name) and its translations. */
type Names = Record<Language, string>;

const GAMES: readonly {
  lobby: [code: string, names: Names, type: string, hot: boolean];
  games: [code: string, names: Names, hot: boolean][];
}[] = [
  {
    lobby: [
      'touchline-sports',
      {
        en: 'Touchline Sports',
        'zh-cn': 'Touchline 体育',
        vi: 'Touchline Thể thao',
        th: 'Touchline กีฬา',
      },
      'sports',
      true,
    ],
    games: [
      [
        'sportsbook',
        { en: 'Sportsbook', 'zh-cn': '体育投注', vi: 'Cá cược thể thao', th: 'เดิมพันกีฬา' },
        true,
      ],
    ],
  },
  {
    lobby: [
      'touchline-slots',
      {
        en: 'Touchline Originals',
        'zh-cn': 'Touchline 原创游戏',
        vi: 'Touchline Nguyên bản',
        th: 'Touchline ออริจินัล',
      },
      'slot',
      true,
    ],
    // the games of the in-house provider (ADR 019); an aggregator's lobbies come by configuration
    games: [
      [
        'golden-goal',
        { en: 'Golden Goal', 'zh-cn': '黄金进球', vi: 'Bàn thắng vàng', th: 'โกลเดนโกล' },
        true,
      ],
      [
        'penalty-dice',
        { en: 'Penalty Dice', 'zh-cn': '点球骰子', vi: 'Xúc xắc phạt đền', th: 'ลูกเต๋าจุดโทษ' },
        true,
      ],
    ],
  },
];

async function seedGames(tx: Queryable): Promise<void> {
  let lobbySort = 0;
  for (const { lobby, games } of GAMES) {
    const [code, { en: name, ...names }, type, hot] = lobby;
    lobbySort += 1;
    await tx.query(
      `insert into lobbies (lobby_code, lobby_name, names, game_type, icon, is_hot, sort)
       values ($1, $2, $3::jsonb, $4, $5, $6, $7)`,
      [code, name, JSON.stringify(names), type, `/static/lobbies/${code}.svg`, hot, lobbySort],
    );
    let sort = 0;
    for (const [gameCode, { en: gameName, ...gameNames }, gameHot] of games) {
      sort += 1;
      await tx.query(
        `insert into games (game_code, lobby_code, game_name, names, game_type, icon, is_hot, sort)
         values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)`,
        [
          gameCode,
          code,
          gameName,
          JSON.stringify(gameNames),
          type,
          `/static/games/${gameCode}.svg`,
          gameHot,
          sort,
        ],
      );
    }
  }
}

/** Demo hosts besides `host` (no password: they only present streams). */
const DEMO_HOSTS: readonly [userName: string, nickName: string, avatarId: number, intro: string][] =
  [
    ['host_linh', 'Linh Tips', 4, 'V.League every week, pre-match tips and live chat.'],
    ['host_somchai', 'Somchai Live', 6, 'Thai League and Premier League, in Thai.'],
    ['host_wei', 'Wei Court Side', 9, 'Tennis and badminton, point by point.'],
  ];

const HOUR = 3_600_000;

/**
 * The hosts' streams: live ones, reserved ones and an ended one (the list leaves it out).
 * Times are relative to `now`, so the demo always has something live and something coming.
 */
const DEMO_STREAMS: readonly {
  host: string;
  title: string;
  /** The title in the other languages (the base `title` is English). */
  titles: Readonly<Record<'zh-cn' | 'vi' | 'th', string>>;
  cover: string;
  status: 1 | 2 | 3;
  /** Start (hours from now: negative for live and ended streams). */
  startIn: number;
  viewers: number;
  sportId: number | null;
  tags: string[];
  /** A paid room's fee tier (migration 041): the fee is its price in the host's currency. */
  feeTierId?: number;
}[] = [
  {
    host: 'host',
    title: 'Derby night: live tips and chat',
    titles: {
      'zh-cn': '德比之夜：直播推荐与聊天',
      vi: 'Đêm derby: nhận định và trò chuyện trực tiếp',
      th: 'ดาร์บี้ไนท์: ทีเด็ดสดและแชท',
    },
    cover: 'derby-night',
    status: 2,
    startIn: -0.4,
    viewers: 1834,
    sportId: 1,
    tags: ['Football', 'Tips'],
  },
  {
    host: 'host_linh',
    title: 'V.League round 9, every goal live',
    titles: {
      'zh-cn': '越南联赛第9轮，每个进球都直播',
      vi: 'V.League vòng 9, mọi bàn thắng trực tiếp',
      th: 'วีลีก นัดที่ 9 ทุกประตูแบบสด',
    },
    cover: 'vleague-live',
    status: 2,
    startIn: -1.1,
    viewers: 962,
    sportId: 1,
    tags: ['Football', 'V.League'],
  },
  {
    host: 'host_wei',
    title: 'Court side: quarter-finals',
    titles: {
      'zh-cn': '场边：四分之一决赛',
      vi: 'Bên sân: tứ kết',
      th: 'ข้างสนาม: รอบก่อนรองชนะเลิศ',
    },
    cover: 'tennis-corner',
    status: 2,
    startIn: -0.2,
    viewers: 311,
    sportId: 5,
    tags: ['Tennis'],
  },
  {
    host: 'host_somchai',
    title: 'Thai League preview',
    titles: { 'zh-cn': '泰国联赛前瞻', vi: 'Nhận định Thai League', th: 'พรีวิวไทยลีก' },
    cover: 'thai-league',
    status: 1,
    startIn: 3,
    viewers: 0,
    sportId: 1,
    tags: ['Football', 'Preview'],
  },
  {
    host: 'host',
    title: 'Sunday preview: picks for the weekend',
    titles: {
      'zh-cn': '周日前瞻：周末推荐',
      vi: 'Nhận định Chủ nhật: lựa chọn cuối tuần',
      th: 'พรีวิววันอาทิตย์: ทีเด็ดสุดสัปดาห์',
    },
    cover: 'match-preview',
    status: 1,
    startIn: 26,
    viewers: 0,
    sportId: null,
    tags: ['Tips'],
    feeTierId: 1,
  },
  {
    host: 'host_linh',
    title: 'Last night’s round, replayed',
    titles: { 'zh-cn': '昨晚赛事重播', vi: 'Vòng đấu đêm qua, phát lại', th: 'ย้อนหลังนัดเมื่อคืน' },
    cover: 'tips-studio',
    status: 3,
    startIn: -20,
    viewers: 0,
    sportId: 1,
    tags: ['Football'],
  },
];

async function seedLive(tx: Queryable, ids: Map<string, bigint>, now: number): Promise<void> {
  const introductions = new Map<string, string>([
    ['host', 'Football analyst. Tips every match day.'],
  ]);
  for (const [userName, nickName, avatarId, intro] of DEMO_HOSTS) {
    const id = await createMember(tx, {
      userName,
      passwordHash: null,
      role: 'anchor',
      nickName,
      countryCode: '84',
      currency: DEMO_CURRENCY,
      liveManageStatus: 2,
      avatarId,
    });
    ids.set(userName, id);
    introductions.set(userName, intro);
  }
  for (const [userName, intro] of introductions) {
    await tx.query('insert into presenters (member_id, introduction) values ($1, $2)', [
      ids.get(userName)!,
      intro,
    ]);
  }
  let n = 0;
  for (const stream of DEMO_STREAMS) {
    n += 1;
    const presenter = ids.get(stream.host)!;
    const start = new Date(now + stream.startIn * HOUR);
    await tx.query(
      `insert into streams (presenter_id, title, cover, status, sport_id, room_id, viewers, tags,
         start_time, end_time, is_fee, fee_tier_id, fee_minor, titles, simulated_viewers)
       values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12::int,
               (select p.price_minor from room_fee_tier_prices p join wallets w
                    on w.currency = p.currency
                 where p.tier_id = $12::int and w.member_id = $1),
               $13::jsonb, $7)`,
      [
        presenter,
        stream.title,
        `/static/covers/${stream.cover}.svg`,
        stream.status,
        stream.sportId,
        `room-demo-${n}`,
        stream.viewers,
        JSON.stringify(stream.tags),
        start,
        stream.status === 3 ? new Date(start.getTime() + 2 * HOUR) : null,
        stream.feeTierId !== undefined,
        stream.feeTierId ?? null,
        JSON.stringify(stream.titles),
      ],
    );
  }
  // demo follows two hosts: the followed stream list (dataResource 2) shows theirs
  for (const host of ['host', 'host_somchai']) {
    await tx.query(
      'insert into presenter_follows (member_id, presenter_id, created_at) values ($1, $2, $3)',
      [ids.get('demo')!, ids.get(host)!, new Date(now - 3 * 86_400_000)],
    );
  }
}

type Texts = Readonly<Record<'en' | 'zh-cn' | 'vi' | 'th', string>>;

/** The home page's banners, in their order (texts in the four languages). */
const DEMO_BANNERS: readonly { title: Texts; image: string; link: string | null }[] = [
  {
    title: {
      en: 'First deposit bonus',
      'zh-cn': '首充奖励',
      vi: 'Thưởng nạp lần đầu',
      th: 'โบนัสฝากครั้งแรก',
    },
    image: 'first-deposit',
    link: '/firstcharge',
  },
  {
    title: {
      en: 'Derby weekend: live odds on every match',
      'zh-cn': '德比周末：每场比赛都有实时赔率',
      vi: 'Cuối tuần derby: tỷ lệ trực tiếp cho mọi trận',
      th: 'สุดสัปดาห์ดาร์บี้: ราคาสดทุกคู่',
    },
    image: 'derby-weekend',
    link: '/sports',
  },
  {
    title: {
      en: 'Watch the hosts live, chat along',
      'zh-cn': '观看主播直播，一起聊天',
      vi: 'Xem MC trực tiếp, trò chuyện cùng nhau',
      th: 'ดูพิธีกรไลฟ์สด แชทไปด้วยกัน',
    },
    image: 'live-hosts',
    link: '/anchorPlay',
  },
  {
    title: {
      en: 'VIP club: levels 0 to 11',
      'zh-cn': 'VIP 俱乐部：0 至 11 级',
      vi: 'Câu lạc bộ VIP: cấp 0 đến 11',
      th: 'VIP คลับ: ระดับ 0 ถึง 11',
    },
    image: 'vip-club',
    link: '/royal-activity',
  },
];

/** The home page's notices, in their order. */
const DEMO_NOTICES: readonly Texts[] = [
  {
    en: 'Play responsibly. You must be 18 or older to bet.',
    'zh-cn': '理性投注。年满 18 岁方可投注。',
    vi: 'Chơi có trách nhiệm. Bạn phải từ 18 tuổi trở lên để đặt cược.',
    th: 'เล่นอย่างมีความรับผิดชอบ ต้องมีอายุ 18 ปีขึ้นไปจึงจะวางเดิมพันได้',
  },
  {
    en: 'Hosts are live every match day: follow your favourites.',
    'zh-cn': '每个比赛日都有主播直播：关注你喜欢的主播。',
    vi: 'Các MC phát trực tiếp mỗi ngày thi đấu: hãy theo dõi người bạn yêu thích.',
    th: 'พิธีกรไลฟ์สดทุกวันแข่ง ติดตามคนที่คุณชื่นชอบได้เลย',
  },
];

/** Banners and notices active from a day ago; an ended notice shows the window at work. */
async function seedHomeContent(tx: Queryable, now: number): Promise<void> {
  const from = new Date(now - 24 * HOUR);
  let sort = 0;
  for (const banner of DEMO_BANNERS) {
    sort += 1;
    await tx.query(
      `insert into home_banners (title, image, link, sort, active_from)
       values ($1::jsonb, $2, $3, $4, $5)`,
      [
        JSON.stringify(banner.title),
        `/static/banners/${banner.image}.svg`,
        banner.link,
        sort,
        from,
      ],
    );
  }
  sort = 0;
  for (const text of DEMO_NOTICES) {
    sort += 1;
    await tx.query(
      `insert into home_notices (text, sort, active_from) values ($1::jsonb, $2, $3)`,
      [JSON.stringify(text), sort, from],
    );
  }
  await tx.query(
    `insert into home_notices (text, sort, active_from, active_until) values ($1::jsonb, 0, $2, $3)`,
    [
      JSON.stringify({ en: 'Last week’s cup final: settled.' }),
      new Date(now - 8 * 24 * HOUR),
      new Date(now - 7 * 24 * HOUR),
    ],
  );
  // the house popup ad: the first deposit offer (an operator edits or ends it in the centre)
  await tx.query(
    `insert into popup_ads (title, text, cta, link, sort, active_from)
     values ($1::jsonb, $2::jsonb, $3::jsonb, '/firstcharge', 0, $4)`,
    [
      JSON.stringify({
        en: 'Double your first deposit',
        'zh-cn': '首充双倍',
        vi: 'Nhân đôi lần nạp đầu',
        th: 'ฝากครั้งแรกรับโบนัสสองเท่า',
      }),
      JSON.stringify({
        en: 'New members get a 100% bonus on their first deposit.',
        'zh-cn': '新会员首次充值即享 100% 奖励。',
        vi: 'Thành viên mới nhận thưởng 100% cho lần nạp đầu tiên.',
        th: 'สมาชิกใหม่รับโบนัส 100% สำหรับการฝากครั้งแรก',
      }),
      JSON.stringify({ en: 'See the offer', 'zh-cn': '查看优惠', vi: 'Xem ưu đãi', th: 'ดูข้อเสนอ' }),
      from,
    ],
  );
}

/** Whether the database holds no member yet (a fresh install). */
export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await db.query('select 1 from members limit 1');
  return rows.length === 0;
}

/**
 * Seeds the demo: the accounts with funded wallets, VIP standing, invitees and awards for
 * `demo`, game lobbies, live hosts and their streams, home banners and notices, the campaign
 * catalogue, an inactive maintenance notice and the customer service settings.
 * One transaction: a failed seed leaves the database empty, to be seeded at the next start.
 */
export async function seedDemo(db: Database, now: number = Date.now()): Promise<void> {
  const hashes = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    hashes.set(account.userName, await hashPassword(account.password));
  }
  await db.transaction(async (tx) => {
    const ids = new Map<string, bigint>();
    for (const account of DEMO_ACCOUNTS) {
      const id = await createMember(tx, {
        userName: account.userName,
        passwordHash: hashes.get(account.userName)!,
        role: account.role,
        nickName: account.nickName,
        mobile: account.mobile ?? null,
        mobileArea: account.mobile ? '84' : null,
        countryCode: '84',
        currency: DEMO_CURRENCY,
        liveManageStatus: account.liveManageStatus ?? 0,
        avatarId: account.avatarId,
      });
      if (account.twoStepLogin) {
        await tx.query('update members set two_step_login = true where id = $1', [id]);
      }
      await postMovement(tx, {
        memberId: id,
        amountMinor: DEMO_GRANT_MINOR,
        type: 'demo-grant',
        reference: 'demo',
        idempotencyKey: `demo-grant:${account.userName}`,
      });
      ids.set(account.userName, id);
    }
    const demo = ids.get('demo')!;

    // demo stands at VIP 4 and keeps 80.00 in the slots wallet (collect brings it back)
    await recordTurnover(tx, demo, 6_000_000n, now);
    await moveToGameWallet(tx, {
      memberId: demo,
      gameType: 'slot',
      amountMinor: 8_000n,
      idempotencyKey: 'demo-game-transfer:demo',
    });

    // three friends demo invited: their deposits and bets earned demo awards, not drawn yet
    const friends: [name: string, depositMinor: bigint, betMinor: bigint][] = [
      ['friend_an', 20_000n, 150_000n],
      ['friend_binh', 60_000n, 600_000n],
      ['friend_chi', 0n, 0n],
    ];
    for (const [name, depositMinor, betMinor] of friends) {
      const friend = await createMember(tx, {
        userName: name,
        passwordHash: null,
        countryCode: '84',
        currency: DEMO_CURRENCY,
        inviterId: demo,
        regDomain: 'demo',
      });
      if (depositMinor > 0n) {
        await recordDeposit(tx, {
          memberId: friend,
          amountMinor: depositMinor,
          reference: `demo-deposit:${name}`,
          idempotencyKey: `demo-deposit:${name}`,
          at: now - 3 * 86_400_000,
        });
      }
      if (betMinor > 0n) {
        await recordValidBet(tx, {
          memberId: friend,
          validBetMinor: betMinor,
          reference: `demo-bet:${name}`,
          at: now - 86_400_000,
        });
      }
    }

    await seedGames(tx);
    await seedLive(tx, ids, now);
    await seedHomeContent(tx, now);
    await seedCampaigns(tx, now);
    const day = 86_400_000;
    await tx.query(
      `insert into maintenance_notices (title, content, status, points, start_time, end_time, sports_config)
       values ($1, $2, 0, '[0]', $3, $4, $5::jsonb)`,
      [
        'Scheduled maintenance',
        'We are upgrading the site. Thank you for your patience.',
        new Date(now + 7 * day),
        new Date(now + 7 * day + 2 * 3_600_000),
        JSON.stringify({ status: 0, startTime: null, endTime: null, content: '' }),
      ],
    );
    await saveSetting(tx, 'customerServiceLink', { url: '/HelpCenter', title: 'Customer service' });
    await saveSetting(tx, 'vipCallback', {
      minVipLevel: 3,
      managerName: 'Ms Linh',
      workingHours: '09:00–21:00 (UTC+7)',
    });
  });
}
