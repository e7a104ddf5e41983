import { CODES, HEADERS, type CampaignDetail } from '@touchline/api/contract';
import {
  drawWheelSegment,
  hashServerSeed,
  REBATE_CLAIM_GRACE_DAYS,
  startOfSportsDay,
} from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import type { CampaignSeed, CurrencyAmounts, LocalizedText } from '../campaigns/definition.ts';
import { seedCampaigns } from '../campaigns/store.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { post } from '../wallet/ledger.ts';
import { LEAGUES } from '../sports/names.ts';
import { recordDeposit } from './activity.ts';
import { heldBonusMinor, payLeaderboardPrizes, TOURNAMENT_SHOWN } from './campaigns.ts';
import { createMember } from './members.ts';

const DAY = 86_400_000;

/** The same words in four languages, marked so a test can tell which one it got. */
const words = (text: string): LocalizedText => ({
  en: `${text} (en)`,
  'zh-cn': `${text} (zh)`,
  vi: `${text} (vi)`,
  th: `${text} (th)`,
});
/** An amount in CNY (what the test members hold); the other currencies are not used here. */
const cny = (amount: string): CurrencyAmounts => ({
  CNY: amount,
  VND: '1000',
  USD: '1.00',
  USDT: '1.00',
});

/** A test campaign of its own slug and path (the catalogue's entries are not relied on). */
function fixture(
  slug: string,
  mechanics: CampaignSeed['mechanics'],
  more: Partial<CampaignSeed> = {},
): CampaignSeed {
  return {
    slug,
    paths: [`/${slug}`],
    kind: mechanics.kind,
    category: 'festival',
    period: { startDay: -30, endDay: 60 },
    audience: { membersOnly: true },
    sort: 1,
    hero: { title: words(`${slug} title`), subtitle: words('subtitle'), image: '/promo/x.svg' },
    body: [words('body')],
    rules: [words('rule one'), words('rule two')],
    rewardTiers: [{ condition: words('tier'), amounts: cny('8.00') }],
    cta: { label: words('Go'), to: `/${slug}` },
    mechanics,
    ...more,
  };
}

const FIXTURES: CampaignSeed[] = [
  fixture('t-sign', {
    kind: 'signIn',
    resetOnMiss: true,
    dailyRewards: [cny('1.00'), cny('2.00'), cny('3.00')],
  }),
  fixture('t-wheel', {
    kind: 'luckyWheel',
    dailyFreeSpins: 1,
    depositPerSpin: cny('100.00'),
    segments: [
      { label: words('nothing'), prize: null, weight: 1 },
      { label: words('five'), prize: cny('5.00'), weight: 2 },
      { label: words('eighteen'), prize: cny('18.00'), weight: 1 },
    ],
  }),
  fixture('t-newbie', {
    kind: 'newbieTasks',
    steps: [
      { task: 'register', reward: cny('2.00') },
      { task: 'verifyPhone', reward: cny('3.00') },
      { task: 'firstDeposit', reward: cny('8.00') },
    ],
  }),
  fixture(
    't-match',
    {
      kind: 'depositMatch',
      percent: '50',
      minDeposit: cny('100.00'),
      cap: cny('80.00'),
      wageringMultiple: 2,
      firstDepositOnly: true,
    },
    { category: 'newMembers' },
  ),
  fixture('t-rebate', {
    kind: 'rebate',
    percent: '1.5',
    products: ['sports'],
    period: 'day',
    maxPerPeriod: cny('50.00'),
  }),
  fixture('t-board', {
    kind: 'leaderboard',
    products: ['games'],
    prizes: [cny('100.00'), cny('50.00'), cny('10.00')],
  }),
  fixture(
    't-vip',
    { kind: 'signIn', resetOnMiss: false, dailyRewards: [cny('9.00')] },
    {
      audience: { membersOnly: true, minVipLevel: 3 },
    },
  ),
  fixture(
    't-board-over',
    { kind: 'leaderboard', products: ['sports'], prizes: [cny('60.00'), cny('30.00')] },
    { period: { startDay: -40, endDay: -35 } },
  ),
  fixture(
    't-board-paid',
    {
      kind: 'leaderboard',
      products: ['games'],
      prizes: [cny('100.00'), cny('50.01'), cny('10.00')],
    },
    { period: { startDay: -50, endDay: -45 } },
  ),
  fixture(
    't-board-race',
    { kind: 'leaderboard', products: ['games'], prizes: [cny('25.00')] },
    { period: { startDay: -60, endDay: -55 } },
  ),
  fixture(
    't-rebate-over',
    {
      kind: 'rebate',
      percent: '2',
      products: ['games'],
      period: 'day',
      maxPerPeriod: cny('500.00'),
    },
    // ends at 00:00 UTC+8 of the seed day
    { period: { startDay: -10, endDay: 0 } },
  ),
  fixture(
    't-tour',
    { kind: 'tournament', sportId: 1, leagues: ['Premier Division', 'Continental Cup'] },
    { audience: { membersOnly: false } },
  ),
  fixture(
    't-over',
    { kind: 'static' },
    { period: { startDay: -20, endDay: -10 }, category: 'sports' },
  ),
  fixture(
    't-soon',
    { kind: 'signIn', resetOnMiss: true, dailyRewards: [cny('1.00')] },
    {
      period: { startDay: 5, endDay: 9 },
    },
  ),
];

describe.each(DATABASE_KINDS)('campaigns on %s', (kind) => {
  let s: TestApp;
  let n = 0;
  let keys = 0;

  beforeAll(async () => {
    s = await openTestApp(kind);
    await s.t.db.transaction((tx) => seedCampaigns(tx, s.clock.now, FIXTURES));
  }, 60_000);
  afterAll(() => s?.dispose());

  interface Player {
    id: bigint;
    token: () => Promise<string>;
  }

  async function player(opts: { funds?: bigint; mobile?: string } = {}): Promise<Player> {
    n += 1;
    const id = await s.t.db.transaction((tx) =>
      createMember(tx, {
        userName: `camp_${kind}_${n}`,
        passwordHash: null,
        currency: 'CNY',
        inviterId: null,
        mobile: opts.mobile ?? null,
        mobileArea: opts.mobile ? '84' : null,
      }),
    );
    if (opts.funds) {
      await post(s.t.db, {
        memberId: id,
        amountMinor: opts.funds,
        type: 'demo-grant',
        reference: 'test',
        idempotencyKey: `camp-fund-${kind}-${n}`,
      });
    }
    // a session at the clock's time of asking (tests move the clock by days)
    return { id, token: () => createSession(s.t.db, id, s.clock.now) };
  }

  async function balance(id: bigint): Promise<bigint> {
    const [row] = await s.t.db.query<{ balance_minor: bigint }>(
      'select balance_minor from wallets where member_id = $1',
      [id],
    );
    return BigInt(row!.balance_minor);
  }

  async function page(path: string, p?: Player, language = 'en') {
    const answer = await s.call(
      'getCampaign',
      { path },
      { token: p ? await p.token() : null, headers: { [HEADERS.language]: language } },
    );
    expect(answer.body.code, answer.body.msg).toBe(CODES.success);
    return answer.body.data as CampaignDetail;
  }

  /** A ledger line written at a set time (the ledger takes inserts; it never changes one). */
  async function lineAt(memberId: bigint, at: number, type: string, amountMinor: bigint) {
    keys += 1;
    await s.t.db.query(
      `insert into ledger_entries (member_id, amount_minor, balance_after_minor, type, reference, idempotency_key, created_at)
       values ($1, $2, 100000, $3, 'test', $4, $5)`,
      [memberId, amountMinor, type, `camp-at-${kind}-${keys}`, new Date(at)],
    );
  }

  async function timeOut(id: bigint) {
    await s.t.db.query(
      `insert into rg_exclusions (member_id, kind, duration, starts_at, ends_at)
       values ($1, 'time-out', '7d', $2, $3)`,
      [id, new Date(s.clock.now - 1000), new Date(s.clock.now + 7 * DAY)],
    );
  }

  describe('reading', () => {
    it('serves a route’s campaign in the caller’s language, amounts in the language’s currency', async () => {
      const vi = await page('/t-sign', undefined, 'vi');
      expect(vi).toMatchObject({
        slug: 't-sign',
        kind: 'signIn',
        state: 'active',
        title: 't-sign title (vi)',
        rules: ['rule one (vi)', 'rule two (vi)'],
        currency: 'VND',
        rewardTiers: [{ condition: 'tier (vi)', amount: '1000.00' }],
        eligibility: { ok: false, reason: 'signInRequired' },
      });
      expect(vi.signIn?.days.map((d) => d.reward)).toEqual(['1000.00', '1000.00', '1000.00']);
      const zh = await page('/t-sign', undefined, 'zh-cn');
      expect(zh.title).toBe('t-sign title (zh)');
      expect(zh.signIn?.days.map((d) => d.reward)).toEqual(['1.00', '2.00', '3.00']);
    });

    it('names a tournament’s competitions in the caller’s language, as the sports feed does', async () => {
      expect((await page('/schedule-display', undefined, 'en')).tournament?.leagues).toEqual([
        'Pro Basketball League',
        'Asia Basketball Cup',
      ]);
      const zh = await page('/schedule-display', undefined, 'zh-cn');
      expect(zh.tournament?.leagues).toEqual(LEAGUES.basketball.map((league) => league['zh-cn']));
      expect(zh.tournament?.leagues).not.toContain('Pro Basketball League');
    });

    it('answers an unknown route with not found, in the envelope', async () => {
      const answer = await s.call('getCampaign', { path: '/no-such-campaign' });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(CODES.notFound);
      expect(answer.body.msg).toBe('There is no such campaign.');
    });

    it('lists campaigns by state and category', async () => {
      const list = async (input: Record<string, string>) =>
        ((await s.call('listCampaigns', input)).body.data as { slug: string; state: string }[])
          .map((c) => c.slug)
          .filter((slug) => slug.startsWith('t-'));
      expect((await list({ state: 'ended' })).sort()).toEqual([
        't-board-over',
        't-board-paid',
        't-board-race',
        't-over',
        't-rebate-over',
      ]);
      expect(await list({ state: 'upcoming' })).toEqual(['t-soon']);
      expect(await list({ state: 'active', category: 'newMembers' })).toEqual(['t-match']);
      expect((await list({})).length).toBe(FIXTURES.length);
    });

    it('refuses to take part before the start and after the end', async () => {
      const p = await player();
      const soon = await s.call('signInCampaign', { slug: 't-soon' }, { token: await p.token() });
      expect(soon.body).toMatchObject({
        code: CODES.forbidden,
        msg: 'This campaign has not started yet.',
      });
      const vip = await s.call('signInCampaign', { slug: 't-vip' }, { token: await p.token() });
      expect(vip.body.msg).toBe('This campaign is for VIP 3 and above.');
      expect(await balance(p.id)).toBe(0n);
    });
  });

  describe('the sign-in calendar', () => {
    it('pays the day’s reward once a day, by streak, with a new day at 00:00 UTC+8', async () => {
      const p = await player();
      // 23:59:59.999 at UTC+8, then midnight: two days
      const midnight = startOfSportsDay(s.clock.now) + DAY;
      s.clock.now = midnight - 1;
      const first = await s.call('signInCampaign', { slug: 't-sign' }, { token: await p.token() });
      expect(first.body.data).toEqual({ amount: '1.00', balance: '1.00', streak: 1 });
      const again = await s.call('signInCampaign', { slug: 't-sign' }, { token: await p.token() });
      expect(again.body).toMatchObject({
        code: CODES.forbidden,
        msg: 'You have already checked in today. Come back tomorrow.',
      });
      expect(await balance(p.id)).toBe(100n);
      expect((await page('/t-sign', p)).signIn).toMatchObject({
        streak: 1,
        signedToday: true,
        todayIndex: 0,
      });

      s.clock.now = midnight;
      expect((await page('/t-sign', p)).signIn).toMatchObject({
        streak: 1,
        signedToday: false,
        todayIndex: 1,
      });
      const second = await s.call('signInCampaign', { slug: 't-sign' }, { token: await p.token() });
      expect(second.body.data).toEqual({ amount: '2.00', balance: '3.00', streak: 2 });
      s.clock.now = midnight + DAY;
      await s.call('signInCampaign', { slug: 't-sign' }, { token: await p.token() });
      // the last reward repeats
      s.clock.now = midnight + 2 * DAY;
      const fourth = await s.call('signInCampaign', { slug: 't-sign' }, { token: await p.token() });
      expect(fourth.body.data).toEqual({ amount: '3.00', balance: '9.00', streak: 4 });

      // a missed day starts again at day 1
      s.clock.now = midnight + 4 * DAY + 3_600_000;
      expect((await page('/t-sign', p)).signIn).toMatchObject({ streak: 0, todayIndex: 0 });
      const reset = await s.call('signInCampaign', { slug: 't-sign' }, { token: await p.token() });
      expect(reset.body.data).toEqual({ amount: '1.00', balance: '10.00', streak: 1 });
      expect(await balance(p.id)).toBe(1_000n);
    });

    it('credits exactly once when the same day is claimed at once many times', async () => {
      const p = await player();
      const token = await p.token();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => s.call('signInCampaign', { slug: 't-sign' }, { token })),
      );
      expect(answers.filter((a) => a.body.code === CODES.success)).toHaveLength(1);
      expect(answers.filter((a) => a.body.code === CODES.forbidden)).toHaveLength(5);
      expect(await balance(p.id)).toBe(100n);
    });
  });

  describe('the lucky wheel', () => {
    it('commits to the seed before the spin and pays the segment it shows', async () => {
      const p = await player();
      const before = await page('/t-wheel', p);
      expect(before.wheel).toMatchObject({
        spinsLeft: 1,
        segments: [
          { label: 'nothing (en)', prize: null, probability: '25.00' },
          { label: 'five (en)', prize: '5.00', probability: '50.00' },
          { label: 'eighteen (en)', prize: '18.00', probability: '25.00' },
        ],
      });
      const shownHash = before.wheel!.nextServerSeedHash;
      const spin = await s.call(
        'spinWheel',
        { slug: 't-wheel', idempotencyKey: `spin-${kind}-one`, clientSeed: 'my seed' },
        { token: await p.token() },
      );
      expect(spin.body.code, spin.body.msg).toBe(CODES.success);
      const data = spin.body.data as {
        amount: string;
        balance: string;
        segmentIndex: number;
        spinsLeft: number;
        fairness: {
          serverSeed: string;
          serverSeedHash: string;
          clientSeed: string;
          nonce: number;
          nextServerSeedHash: string;
        };
      };
      // the seed revealed is the one whose hash was shown, and it draws the segment answered
      expect(data.fairness.serverSeedHash).toBe(shownHash);
      expect(hashServerSeed(data.fairness.serverSeed)).toBe(shownHash);
      expect(data.fairness).toMatchObject({ clientSeed: 'my seed', nonce: 0 });
      expect(
        drawWheelSegment([1, 2, 1], {
          serverSeed: data.fairness.serverSeed,
          clientSeed: 'my seed',
          nonce: 0,
        }),
      ).toBe(data.segmentIndex);
      const prize = before.wheel!.segments[data.segmentIndex]!.prize ?? '0.00';
      expect(data.amount).toBe(prize);
      expect(data.balance).toBe(prize);
      expect(data.spinsLeft).toBe(0);
      const after = await page('/t-wheel', p);
      expect(after.wheel).toMatchObject({
        spinsLeft: 0,
        nextServerSeedHash: data.fairness.nextServerSeedHash,
      });

      // the same key answers the same spin; a new one finds no spin left
      const repeat = await s.call(
        'spinWheel',
        { slug: 't-wheel', idempotencyKey: `spin-${kind}-one`, clientSeed: 'my seed' },
        { token: await p.token() },
      );
      expect(repeat.body.data).toEqual(data);
      const more = await s.call(
        'spinWheel',
        { slug: 't-wheel', idempotencyKey: `spin-${kind}-two` },
        { token: await p.token() },
      );
      expect(more.body).toMatchObject({
        code: CODES.forbidden,
        msg: expect.stringMatching(/no spins left/),
      });
      expect(await balance(p.id)).toBe(BigInt(prize.replace('.', '')));
    });

    it('earns a spin per deposit step, and spins at once only as many as there are', async () => {
      const p = await player();
      await s.t.db.transaction((tx) =>
        recordDeposit(tx, {
          memberId: p.id,
          amountMinor: 25_000n,
          reference: `camp-dep-${kind}-${n}`,
          idempotencyKey: `camp-dep-${kind}-${n}`,
          at: s.clock.now,
        }),
      );
      expect((await page('/t-wheel', p)).wheel?.spinsLeft).toBe(3);
      const token = await p.token();
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          s.call('spinWheel', { slug: 't-wheel', idempotencyKey: `race-${kind}-${i}` }, { token }),
        ),
      );
      const won = answers.filter((a) => a.body.code === CODES.success);
      expect(won).toHaveLength(3);
      const paid = won.reduce(
        (sum, a) => sum + BigInt((a.body.data as { amount: string }).amount.replace('.', '')),
        0n,
      );
      expect(await balance(p.id)).toBe(25_000n + paid);
      const nonces = won.map(
        (a) => (a.body.data as { fairness: { nonce: number } }).fairness.nonce,
      );
      expect(nonces.sort()).toEqual([0, 1, 2]);
    });
  });

  describe('newbie tasks', () => {
    it('pays each done step once, and none not done', async () => {
      const p = await player();
      expect((await page('/t-newbie', p)).newbie?.steps.map((x) => x.status)).toEqual([
        'claimable',
        'todo',
        'todo',
      ]);
      const token = await p.token();
      const registered = await Promise.all(
        Array.from({ length: 4 }, () =>
          s.call('claimCampaign', { slug: 't-newbie', step: 'register' }, { token }),
        ),
      );
      expect(registered.filter((a) => a.body.code === CODES.success)).toHaveLength(1);
      expect(registered.map((a) => a.body.msg)).toContain('You have already claimed this reward.');
      const phone = await s.call(
        'claimCampaign',
        { slug: 't-newbie', step: 'verifyPhone' },
        { token },
      );
      expect(phone.body).toMatchObject({
        code: CODES.forbidden,
        msg: 'Finish this step first, then claim its reward.',
      });
      const missing = await s.call(
        'claimCampaign',
        { slug: 't-newbie', step: 'firstBet' },
        { token },
      );
      expect(missing.body.code).toBe(CODES.invalidRequest);
      await s.t.db.transaction((tx) =>
        recordDeposit(tx, {
          memberId: p.id,
          amountMinor: 5_000n,
          reference: `camp-dep-${kind}-${n}`,
          idempotencyKey: `camp-dep-${kind}-${n}`,
          at: s.clock.now,
        }),
      );
      const deposit = await s.call(
        'claimCampaign',
        { slug: 't-newbie', step: 'firstDeposit' },
        { token },
      );
      expect(deposit.body.data).toEqual({ amount: '8.00', balance: '60.00' });
      expect((await page('/t-newbie', p)).newbie?.steps.map((x) => x.status)).toEqual([
        'claimed',
        'todo',
        'claimed',
      ]);
      const withPhone = await player({ mobile: `09${String(Date.now()).slice(-8)}` });
      const verified = await s.call(
        'claimCampaign',
        { slug: 't-newbie', step: 'verifyPhone' },
        { token: await withPhone.token() },
      );
      expect(verified.body.data).toEqual({ amount: '3.00', balance: '3.00' });
    });
  });

  describe('deposit match', () => {
    it('matches the first deposit up to the cap and holds the bonus until wagered', async () => {
      const p = await player();
      const none = await s.call('claimCampaign', { slug: 't-match' }, { token: await p.token() });
      expect(none.body.msg).toBe('No deposit qualifies for this bonus yet.');
      await s.t.db.transaction((tx) =>
        recordDeposit(tx, {
          memberId: p.id,
          amountMinor: 20_000n,
          reference: `camp-dep-${kind}-${n}`,
          idempotencyKey: `camp-dep-${kind}-${n}`,
          at: s.clock.now,
        }),
      );
      expect((await page('/t-match', p)).depositMatch).toMatchObject({
        claimable: '80.00',
        bonus: null,
      });
      const token = await p.token();
      const claims = await Promise.all(
        Array.from({ length: 3 }, () => s.call('claimCampaign', { slug: 't-match' }, { token })),
      );
      expect(claims.filter((a) => a.body.code === CODES.success)).toHaveLength(1);
      expect(await balance(p.id)).toBe(28_000n);
      // (200 + 80) × 2 = 560.00 of turnover before the 80.00 can leave
      expect((await page('/t-match', p)).depositMatch?.bonus).toEqual({
        deposit: '200.00',
        bonus: '80.00',
        required: '560.00',
        done: '0.00',
        complete: false,
      });
      expect(await heldBonusMinor(s.t.db, p.id, s.clock.now)).toBe(8_000n);
      // the bonus stays in the wallet but cannot leave it until wagered
      await s.call(
        'saveWithdrawInfo',
        { accountType: 'bank', provider: 'ICBC', holderName: 'Test', accountNumber: '62220200123' },
        { token },
      );
      const over = await s.call(
        'createWithdrawal',
        { amount: '200.01', idempotencyKey: `camp-wd-${kind}-1` },
        { token },
      );
      expect(over.body).toEqual({
        code: CODES.insufficientFunds,
        msg: 'Your withdrawable balance is too low for this withdrawal.',
      });
      const allowed = await s.call(
        'createWithdrawal',
        { amount: '200.00', idempotencyKey: `camp-wd-${kind}-2` },
        { token },
      );
      expect(allowed.body.code, allowed.body.msg).toBe(CODES.success);
      expect(await balance(p.id)).toBe(8_000n);
      // stakes after the bonus (written at the test clock's times): a refund gives turnover back
      const at = s.clock.now;
      await lineAt(p.id, at + 1, 'bet-stake', -28_000n);
      await lineAt(p.id, at + 2, 'bet-refund', 10_000n);
      await lineAt(p.id, at + 3, 'game-stake', -37_999n);
      s.clock.now = at + 10;
      expect(await heldBonusMinor(s.t.db, p.id, s.clock.now)).toBe(8_000n);
      expect((await page('/t-match', p)).depositMatch?.bonus).toMatchObject({
        done: '559.99',
        complete: false,
      });
      await lineAt(p.id, at + 11, 'game-stake', -1n);
      s.clock.now = at + 20;
      expect(await heldBonusMinor(s.t.db, p.id, s.clock.now)).toBe(0n);
      expect((await page('/t-match', p)).depositMatch?.bonus).toMatchObject({
        done: '560.00',
        complete: true,
      });
    });
  });

  describe('rebate', () => {
    it('pays a share of the last day’s turnover once, at UTC+8 day edges', async () => {
      const p = await player();
      const today = startOfSportsDay(s.clock.now);
      await lineAt(p.id, today - DAY, 'bet-stake', -10_000n); // yesterday's first millisecond
      await lineAt(p.id, today - 1, 'bet-stake', -23_456n); // yesterday's last
      await lineAt(p.id, today - DAY - 1, 'bet-stake', -99_999n); // the day before
      await lineAt(p.id, today, 'bet-stake', -77_777n); // today
      await lineAt(p.id, today - 5_000, 'game-stake', -50_000n); // another product
      const shown = (await page('/t-rebate', p)).rebate;
      expect(shown?.last).toMatchObject({
        startsAt: today - DAY,
        endsAt: today,
        turnover: '334.56',
        rebate: '5.01',
        claimed: false,
      });
      expect(shown?.currentTurnover).toBe('777.77');
      const token = await p.token();
      const claims = await Promise.all(
        Array.from({ length: 3 }, () => s.call('claimCampaign', { slug: 't-rebate' }, { token })),
      );
      expect(claims.filter((a) => a.body.code === CODES.success)).toHaveLength(1);
      expect((await page('/t-rebate', p)).rebate?.last?.claimed).toBe(true);
      const [paid] = await s.t.db.query<{ amount_minor: bigint }>(
        `select amount_minor from ledger_entries where member_id = $1 and type = 'campaign-award'`,
        [p.id],
      );
      expect(BigInt(paid!.amount_minor)).toBe(501n);
    });
  });

  describe('leaderboard', () => {
    it('ranks the period’s turnover live, ties sharing their prizes', async () => {
      const [a, b, c] = [await player(), await player(), await player()];
      const at = s.clock.now - 60_000;
      await lineAt(a.id, at, 'game-stake', -500_000n);
      await lineAt(b.id, at, 'game-stake', -500_000n);
      await lineAt(c.id, at, 'game-stake', -100_000n);
      await lineAt(c.id, at, 'bet-stake', -900_000n); // sports: not this board's
      const board = (await page('/t-board', c)).leaderboard!;
      const ours = board.entries.filter((e) => e.score === '5000.00' || e.you);
      expect(ours.map((e) => [e.rank, e.score, e.prize, e.you])).toEqual([
        [1, '5000.00', '75.00', false],
        [1, '5000.00', '75.00', false],
        [3, '1000.00', '10.00', true],
      ]);
      expect(board.entries[0]!.name).not.toBe(`camp_${kind}_${n - 2}`);
    });
  });

  describe('leaderboard prizes', () => {
    it('pays a closed board’s prizes once, ties sharing; nothing while it runs', async () => {
      const [a, b, c, d] = [await player(), await player(), await player(), await player()];
      const [row] = await s.t.db.query<{ starts_at: Date; ends_at: Date }>(
        `select starts_at, ends_at from campaigns where slug = 't-board-over'`,
      );
      const start = new Date(row!.starts_at).getTime();
      const end = new Date(row!.ends_at).getTime();
      await lineAt(a.id, start, 'bet-stake', -300_000n);
      await lineAt(b.id, end - 1, 'bet-stake', -300_000n);
      await lineAt(c.id, start + DAY, 'bet-stake', -100_000n);
      await lineAt(c.id, end, 'bet-stake', -900_000n); // after the end: not counted
      await lineAt(d.id, start - 1, 'bet-stake', -900_000n); // before the start: not counted
      const claim = async (p: Player, slug = 't-board-over') =>
        (await s.call('claimCampaign', { slug }, { token: await p.token() })).body;
      const token = await a.token();
      const both = await Promise.all(
        [1, 2].map(() => s.call('claimCampaign', { slug: 't-board-over' }, { token })),
      );
      expect(both.map((x) => x.body.code).sort()).toEqual([CODES.success, CODES.forbidden]);
      expect(await balance(a.id)).toBe(4_500n);
      expect((await claim(b)).data).toEqual({ amount: '45.00', balance: '45.00' });
      expect((await claim(c)).msg).toBe('You did not finish in a prize-winning place.');
      expect((await claim(d)).msg).toBe('You did not finish in a prize-winning place.');
      expect((await claim(a, 't-board')).msg).toBe(
        'Prizes are paid once the leaderboard has closed.',
      );
    });
  });

  describe('leaderboard prizes paid at the end', () => {
    async function periodOf(slug: string) {
      const [row] = await s.t.db.query<{ starts_at: Date; ends_at: Date }>(
        'select starts_at, ends_at from campaigns where slug = $1',
        [slug],
      );
      return { start: new Date(row!.starts_at).getTime(), end: new Date(row!.ends_at).getTime() };
    }
    async function prizeLines(id: bigint, slug: string) {
      return s.t.db.query<{ amount_minor: bigint }>(
        `select amount_minor from ledger_entries
          where member_id = $1 and type = 'campaign-award' and reference = $2`,
        [id, `campaign:${slug}:prize`],
      );
    }

    it('credits every winner of a closed board once, ties sharing exactly, and none while it runs', async () => {
      const [a, b, c, d] = [await player(), await player(), await player(), await player()];
      const { start, end } = await periodOf('t-board-paid');
      await lineAt(a.id, start, 'game-stake', -400_000n);
      await lineAt(b.id, end - 1, 'game-stake', -400_000n);
      await lineAt(d.id, start + DAY, 'game-stake', -200_000n);
      await lineAt(c.id, start + DAY, 'game-stake', -100_000n);
      await timeOut(d.id); // third: a prize, but not while the time-out lasts
      // two runs at once (as a leadership hand-over could make): each prize is credited once
      const told: { id: bigint; balance: bigint }[] = [];
      const tell = (id: bigint, balanceMinor: bigint) => told.push({ id, balance: balanceMinor });
      await Promise.all([
        payLeaderboardPrizes(s.t.db, s.clock.now, tell),
        payLeaderboardPrizes(s.t.db, s.clock.now, tell),
      ]);
      // a and b tie for ranks 1-2: (100.00 + 50.01) / 2, floored to the fen, each
      for (const p of [a, b]) {
        expect((await prizeLines(p.id, 't-board-paid')).map((l) => BigInt(l.amount_minor))).toEqual(
          [7_500n],
        );
        // each winner's new balance is told (for their open pages) as often as they were paid
        const paidLines = await s.t.db.query(
          `select 1 from ledger_entries where member_id = $1 and type = 'campaign-award'`,
          [p.id],
        );
        const toldOf = told.filter((x) => x.id === p.id);
        expect(toldOf).toHaveLength(paidLines.length);
        expect(toldOf.map((x) => x.balance)).toContain(await balance(p.id));
      }
      expect(told.some((x) => x.id === d.id || x.id === c.id)).toBe(false);
      expect(await prizeLines(c.id, 't-board-paid')).toEqual([]); // fourth: no prize
      expect(await prizeLines(d.id, 't-board-paid')).toEqual([]);
      // the running board pays nothing yet
      const [running] = await s.t.db.query<{ n: bigint }>(
        `select count(*) as n from campaign_awards a join campaigns c on c.id = a.campaign_id
          where c.slug = 't-board' and a.award_key = 'prize'`,
      );
      expect(Number(running!.n)).toBe(0);
      const shown = (await page('/t-board-paid', a)).leaderboard!.entries;
      expect(shown.filter((e) => e.you)).toMatchObject([{ rank: 1, prize: '75.00', paid: true }]);
      expect(shown.find((e) => e.prize === '10.00')).toMatchObject({ rank: 3, paid: false });
      // a claim after the payment pays nothing more
      const again = await s.call(
        'claimCampaign',
        { slug: 't-board-paid' },
        { token: await a.token() },
      );
      expect(again.body.msg).toBe('You have already claimed this reward.');
      // the time-out over (it lasts 7 days), the next run pays d once
      const later = s.clock.now + 8 * DAY;
      const run = await payLeaderboardPrizes(s.t.db, later);
      expect(run.paid).toBeGreaterThanOrEqual(1);
      await payLeaderboardPrizes(s.t.db, later);
      expect((await prizeLines(d.id, 't-board-paid')).map((l) => BigInt(l.amount_minor))).toEqual([
        1_000n,
      ]);
    });

    it('credits once when the payout and the winner’s claim run at once', async () => {
      const winner = await player();
      const { start } = await periodOf('t-board-race');
      await lineAt(winner.id, start + 1, 'game-stake', -50_000n);
      const token = await winner.token();
      const [, claim] = await Promise.all([
        payLeaderboardPrizes(s.t.db, s.clock.now),
        s.call('claimCampaign', { slug: 't-board-race' }, { token }),
        s.call('claimCampaign', { slug: 't-board-race' }, { token }),
      ]);
      expect([CODES.success, CODES.forbidden]).toContain(claim.body.code);
      expect(
        (await prizeLines(winner.id, 't-board-race')).map((l) => BigInt(l.amount_minor)),
      ).toEqual([2_500n]);
      expect((await page('/t-board-race', winner)).leaderboard!.entries[0]).toMatchObject({
        you: true,
        paid: true,
      });
    });
  });

  describe('an ended rebate’s last period', () => {
    it('stays claimable for the grace window after the end, to the millisecond at UTC+8', async () => {
      const [row] = await s.t.db.query<{ ends_at: Date }>(
        `select ends_at from campaigns where slug = 't-rebate-over'`,
      );
      const end = new Date(row!.ends_at).getTime();
      expect(end).toBe(startOfSportsDay(end)); // 00:00 UTC+8
      const until = end + REBATE_CLAIM_GRACE_DAYS * DAY;
      const [early, late] = [await player(), await player()];
      for (const p of [early, late]) {
        await lineAt(p.id, end - DAY, 'game-stake', -10_000n); // the last day's first millisecond
        await lineAt(p.id, end - 1, 'game-stake', -5_050n); // its last
        await lineAt(p.id, end, 'game-stake', -90_000n); // after the end: not counted
        await lineAt(p.id, end - DAY - 1, 'game-stake', -70_000n); // the day before
      }
      const saved = s.clock.now;
      try {
        s.clock.now = until - 1;
        const shown = await page('/t-rebate-over', early);
        expect(shown.state).toBe('ended');
        expect(shown.rebate).toMatchObject({
          last: {
            startsAt: end - DAY,
            endsAt: end,
            turnover: '150.50',
            rebate: '3.01',
            claimed: false,
            claimUntil: until,
          },
          currentTurnover: null,
        });
        const token = await early.token();
        const claims = await Promise.all(
          [1, 2].map(() => s.call('claimCampaign', { slug: 't-rebate-over' }, { token })),
        );
        expect(claims.map((c) => c.body.code).sort()).toEqual([CODES.success, CODES.forbidden]);
        expect(await balance(early.id)).toBe(301n);
        expect((await page('/t-rebate-over', early)).rebate?.last?.claimed).toBe(true);
        s.clock.now = until;
        expect((await page('/t-rebate-over', late)).rebate?.last).toBeNull();
        const refused = await s.call(
          'claimCampaign',
          { slug: 't-rebate-over' },
          { token: await late.token() },
        );
        expect(refused.body).toMatchObject({
          code: CODES.forbidden,
          msg: 'This campaign has ended.',
        });
        expect(await balance(late.id)).toBe(0n);
      } finally {
        s.clock.now = saved;
      }
    });
  });

  describe('tournament', () => {
    it('serves the feed’s fixtures, live matches and results of its competitions, in the caller’s language', async () => {
      const feed = s.app.touchline.sports.feed!;
      const zh = (await page('/t-tour', undefined, 'zh-cn')).tournament!;
      const leagues = feed.leagues().filter((l) => l.sid === 1);
      expect(zh.leagues).toEqual(leagues.map((l) => l.names['zh-cn']));
      const ours = feed
        .matches()
        .filter((m) => m.kind === 'match' && leagues.some((l) => l.id === m.league.id));
      const ids = (phase: string) =>
        ours.filter((m) => m.progress.phase === phase).map((m) => m.id);
      expect(zh.live.length).toBeGreaterThan(0);
      expect(zh.upcoming.length).toBeGreaterThan(0);
      expect(zh.results.length).toBeGreaterThan(0);
      expect(zh.live.every((f) => ids('live').includes(f.id) && f.status === 'live')).toBe(true);
      expect(zh.upcoming).toHaveLength(Math.min(TOURNAMENT_SHOWN, ids('upcoming').length));
      expect(zh.results).toHaveLength(Math.min(TOURNAMENT_SHOWN, ids('finished').length));
      const kickOffs = zh.upcoming.map((f) => f.startsAt);
      expect(kickOffs).toEqual([...kickOffs].sort((x, y) => x - y));
      // the soonest ones: none left out kicks off earlier than the last shown
      const soonest = ours
        .filter((m) => m.progress.phase === 'upcoming')
        .sort((x, y) => x.startsAt - y.startsAt || x.id - y.id)
        .slice(0, TOURNAMENT_SHOWN)
        .map((m) => m.id);
      expect(zh.upcoming.map((f) => f.id)).toEqual(soonest);
      const results = zh.results.map((f) => f.startsAt);
      expect(results).toEqual([...results].sort((x, y) => y - x));
      for (const f of [...zh.live, ...zh.upcoming, ...zh.results]) {
        const m = feed.match(f.id)!;
        expect(f).toMatchObject({
          league: m.league.names['zh-cn'],
          home: m.home.names['zh-cn'],
          away: m.away.names['zh-cn'],
          startsAt: m.startsAt,
          score: f.status === 'upcoming' ? null : `${m.progress.score.h}:${m.progress.score.a}`,
        });
      }
      expect(zh.live[0]!.clock).toMatchObject({
        period: feed.match(zh.live[0]!.id)!.progress.period,
      });
      expect(zh.upcoming[0]!.clock).toBeNull();
      // in English, the same matches named in English
      const en = (await page('/t-tour')).tournament!;
      expect(en.leagues).toEqual(['Premier Division', 'Continental Cup']);
      expect(en.upcoming.map((f) => f.id)).toEqual(zh.upcoming.map((f) => f.id));
      expect(en.upcoming[0]!.home).toBe(feed.match(en.upcoming[0]!.id)!.home.names.en);
    });
  });

  describe('player protection', () => {
    it('gives nothing to a member in a time-out', async () => {
      const p = await player({ mobile: `08${String(Date.now()).slice(-8)}` });
      await timeOut(p.id);
      const token = await p.token();
      for (const [name, input] of [
        ['signInCampaign', { slug: 't-sign' }],
        ['spinWheel', { slug: 't-wheel', idempotencyKey: `excluded-${kind}` }],
        ['claimCampaign', { slug: 't-newbie', step: 'register' }],
      ] as const) {
        const answer = await s.call(name, input as never, { token });
        expect(answer.body.code, name).toBe(CODES.playerProtection);
      }
      expect(await balance(p.id)).toBe(0n);
    });
  });
});
