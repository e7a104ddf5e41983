import type { UserRole } from '@touchline/api/contract';
import type { Currency } from '@touchline/domain';
import { hashPassword } from './auth/passwords.ts';
import type { Database, Queryable } from './db/database.ts';
import { recordDeposit, recordValidBet } from './services/activity.ts';
import { saveSetting } from './services/common.ts';
import { createMember } from './services/members.ts';
import { recordTurnover } from './services/vip.ts';
import { moveToGameWallet } from './services/wallet.ts';
import { postMovement } from './wallet/ledger.ts';

/** What every demo account starts with: 10,000.00 through a `demo-grant` ledger movement. */
export const DEMO_GRANT_MINOR = 1_000_000n;
const DEMO_CURRENCY: Currency = 'VND';

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

const GAMES: readonly {
  lobby: [code: string, name: string, type: string, hot: boolean];
  games: [code: string, name: string, hot: boolean][];
}[] = [
  {
    lobby: ['touchline-sports', 'Touchline Sports', 'sports', true],
    games: [['sportsbook', 'Sportsbook', true]],
  },
  {
    lobby: ['touchline-live', 'Touchline Live Casino', 'live-casino', true],
    games: [
      ['baccarat', 'Baccarat', true],
      ['roulette', 'Roulette', false],
      ['dragon-tiger', 'Dragon Tiger', false],
    ],
  },
  {
    lobby: ['touchline-slots', 'Touchline Slots', 'slot', true],
    games: [
      ['golden-goal', 'Golden Goal', true],
      ['penalty-king', 'Penalty King', true],
      ['corner-kick-cash', 'Corner Kick Cash', false],
      ['lucky-striker', 'Lucky Striker', false],
      ['hat-trick-heroes', 'Hat-trick Heroes', false],
    ],
  },
  {
    lobby: ['touchline-fishing', 'Touchline Fishing', 'fishing', false],
    games: [['reef-hunter', 'Reef Hunter', false]],
  },
  {
    lobby: ['touchline-lottery', 'Touchline Lottery', 'lottery', false],
    games: [['quick-draw', 'Quick Draw', false]],
  },
  {
    lobby: ['touchline-cards', 'Touchline Cards', 'chess', false],
    games: [
      ['tien-len', 'Tiến Lên', false],
      ['mahjong', 'Mahjong', false],
    ],
  },
];

async function seedGames(tx: Queryable): Promise<void> {
  let lobbySort = 0;
  for (const { lobby, games } of GAMES) {
    const [code, name, type, hot] = lobby;
    lobbySort += 1;
    await tx.query(
      `insert into lobbies (lobby_code, lobby_name, game_type, icon, is_hot, sort)
       values ($1, $2, $3, $4, $5, $6)`,
      [code, name, type, `/static/lobbies/${code}.svg`, hot, lobbySort],
    );
    let sort = 0;
    for (const [gameCode, gameName, gameHot] of games) {
      sort += 1;
      await tx.query(
        `insert into games (game_code, lobby_code, game_name, game_type, icon, is_hot, sort)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [gameCode, code, gameName, type, `/static/games/${gameCode}.svg`, gameHot, sort],
      );
    }
  }
}

/** Whether the database holds no member yet (a fresh install). */
export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await db.query('select 1 from members limit 1');
  return rows.length === 0;
}

/**
 * Seeds the demo: the accounts with funded wallets, VIP standing, invitees and awards for
 * `demo`, game lobbies, an inactive maintenance notice and the customer service settings.
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
    await saveSetting(tx, 'customerLines', {
      enabled: true,
      lines: [
        { id: 1, name: 'Line 1', url: '/HelpCenter?line=1' },
        { id: 2, name: 'Line 2', url: '/HelpCenter?line=2' },
      ],
    });
    await saveSetting(tx, 'vipCallback', {
      minVipLevel: 3,
      managerName: 'Ms Linh',
      workingHours: '09:00–21:00 (UTC+7)',
    });
  });
}
