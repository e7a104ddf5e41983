import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CODES, HEADERS, type Stream } from '@touchline/api/contract';
import { maskAccount, type Currency } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type Answer, type TestApp } from '../testing/app.ts';
import { balanceOf, post } from '../wallet/ledger.ts';
import { testMember } from '../testing/members.ts';
import { hasRoomAccess } from './room-money.ts';

const HOUR = 3_600_000;
const CONCURRENT = 50;
const WEB_PUBLIC = fileURLToPath(new URL('../../../web/public', import.meta.url));

const dataOf = <T>(answer: Answer): T => {
  expect(answer.body).toMatchObject({ code: CODES.success });
  return answer.body.data as T;
};

type Catalogue = {
  currency: string;
  list: { id: number; name: string; icon: string; price: string; tier: number }[];
};
type Sent = { giftProfitId: number; amount: string; currency: string; memberWallet: string };
type RoomFee = { isFee: boolean; fee: string | null; currency: string; paid: boolean };
type Profit = {
  id: number;
  giftId: number;
  giftName: string;
  count: number;
  amount: string;
  currency: string;
  senderName: string;
  presenterId: number;
  streamId: number;
  sentAt: number;
};

interface Person {
  id: bigint;
  userName: string;
  auth: { token: string };
}

describe.each(DATABASE_KINDS)('gifts and paid rooms on %s', (kind) => {
  let s: TestApp;
  let admin: Person;
  let demo: Person;
  /** Every realtime event the calls published, in order. */
  const published: { topic: string; data: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    s = await openTestApp(kind);
    const ctx = s.app.touchline;
    const publish = ctx.sports.publish;
    ctx.sports.publish = (topic, data) => {
      published.push({ topic, data: data as Record<string, unknown> });
      publish?.(topic, data);
    };
    admin = await existing('admin');
    demo = await existing('demo');
  }, 60_000);
  afterAll(() => s?.dispose());

  async function existing(userName: string): Promise<Person> {
    const [row] = await s.t.db.query<{ id: bigint }>(
      'select id from members where user_name = $1',
      [userName],
    );
    const id = BigInt(row!.id);
    return { id, userName, auth: { token: await createSession(s.t.db, id, s.clock.now) } };
  }

  let people = 0;
  /** A new member with a wallet in `currency` holding `minor`. */
  async function person(
    currency: Currency,
    minor = 0n,
    role: 'member' | 'anchor' = 'member',
  ): Promise<Person> {
    people += 1;
    const userName = `${role === 'anchor' ? 'host' : 'fan'}_${currency.toLowerCase()}_${people}`;
    const id = await testMember(s.t.db, { userName, currency, role, balanceMinor: minor });
    return { id, userName, auth: { token: await createSession(s.t.db, id, s.clock.now) } };
  }

  /** A new host in `currency` and a stream of theirs: live now, or paid, or announced. */
  async function host(
    currency: Currency,
    stream: { fee?: string; startTime?: number } = {},
  ): Promise<{ host: Person; stream: Stream }> {
    const h = await person(currency, 0n, 'anchor');
    const saved = await s.call('saveStream', { title: 'On air', ...stream }, h.auth);
    return { host: h, stream: dataOf<Stream>(saved) };
  }

  const balance = async (p: Person) => (await balanceOf(s.t.db, p.id))!.balanceMinor;
  /** A member's ledger entries of gifts and room fees. */
  const entries = async (p: Person) =>
    s.t.db.query<{ amount_minor: bigint; type: string }>(
      `select amount_minor, type from ledger_entries
        where member_id = $1 and type in ('gift-sent', 'gift-received', 'room-fee-paid',
                                          'room-fee-received')
        order by id`,
      [p.id],
    );
  const gift = (p: Person, streamId: number, giftId: number, count: number, key: string) =>
    s.call('sendGift', { streamId, giftId, count, idempotencyKey: key }, p.auth);
  const balanceTopic = (p: Person) => `member-balance:#${p.id}`;

  describe('the gift catalogue', () => {
    it('names gifts in the caller’s language and prices them in the caller’s currency', async () => {
      const zh = dataOf<Catalogue>(
        await s.call('listGifts', {}, { headers: { [HEADERS.language]: 'zh-cn' } }),
      );
      expect(zh.currency).toBe('CNY');
      expect(zh.list).toHaveLength(8);
      expect(zh.list[0]).toEqual({
        id: 1,
        name: '爱心',
        icon: '/static/gifts/heart.svg',
        price: '1.00',
        tier: 1,
        animation: null,
      });
      expect(zh.list.map((g) => g.tier)).toEqual([1, 1, 1, 2, 2, 3, 3, 4]);
      const byVisitor = async (language: string) =>
        dataOf<Catalogue>(
          await s.call('listGifts', {}, { headers: { [HEADERS.language]: language } }),
        );
      const en = await byVisitor('en');
      expect(en.currency).toBe('USD');
      expect(en.list.find((g) => g.id === 7)).toMatchObject({ name: 'Trophy', price: '12.99' });
      const vi = await byVisitor('vi');
      expect(vi.currency).toBe('VND');
      expect(vi.list.find((g) => g.id === 7)).toMatchObject({
        name: 'Cúp vô địch',
        price: '300000.00',
      });
      const th = await byVisitor('th');
      expect(th).toMatchObject({ currency: 'USDT' });
      expect(th.list.find((g) => g.id === 8)).toMatchObject({ name: 'มงกุฎ', price: '74.99' });
      // a member sees their wallet's currency, whatever the language
      const member = dataOf<Catalogue>(
        await s.call('listGifts', {}, { ...demo.auth, headers: { [HEADERS.language]: 'th' } }),
      );
      expect(member.currency).toBe('VND');
      expect(member.list[0]).toMatchObject({ name: 'หัวใจ', price: '3000.00' });
      // every gift has its icon in the web app's static files
      for (const g of zh.list) expect(existsSync(`${WEB_PUBLIC}${g.icon}`), g.icon).toBe(true);
    });

    it('leaves out retired gifts and those without a price in the caller’s currency', async () => {
      await s.t.db.query(
        `insert into gifts (id, name, icon, tier, sort) values (90, 'Rocket', '/r.svg', 4, 90)`,
      );
      await s.t.db.query(
        `insert into gift_prices (gift_id, currency, price_minor) values (90, 'CNY', 100)`,
      );
      await s.t.db.query('update gifts set active = false where id = 2');
      try {
        const vnd = dataOf<Catalogue>(await s.call('listGifts', {}, demo.auth));
        expect(vnd.list.map((g) => g.id)).toEqual([1, 3, 4, 5, 6, 7, 8]);
        const cny = dataOf<Catalogue>(
          await s.call('listGifts', {}, { headers: { [HEADERS.language]: 'zh-cn' } }),
        );
        expect(cny.list.map((g) => g.id)).toContain(90);
        const { stream } = await host('CNY');
        const unpriced = await gift(demo, stream.id, 90, 1, 'unpriced-gift-1');
        expect(unpriced.body).toEqual({
          code: CODES.invalidRequest,
          msg: 'This is not on sale in VND yet.',
        });
        const retired = await gift(demo, stream.id, 2, 1, 'retired-gift-1');
        expect(retired.body).toEqual({ code: CODES.notFound, msg: 'This gift does not exist.' });
      } finally {
        await s.t.db.query('delete from gift_prices where gift_id = 90');
        await s.t.db.query('delete from gifts where id = 90');
        await s.t.db.query('update gifts set active = true where id = 2');
      }
    });
  });

  describe('sending a gift', () => {
    it('debits a VND viewer in VND and credits a CNY host half the price in CNY, exactly', async () => {
      const { host: h, stream } = await host('CNY');
      const viewer = await person('VND', 100_000_000n);
      const before = published.length;
      const sent = dataOf<Sent>(await gift(viewer, stream.id, 7, 3, 'vnd-to-cny-0001'));
      // 3 trophies: 3 × 300,000.00 VND paid; the host gets half of 3 × 88.00 CNY
      expect(sent).toMatchObject({
        amount: '900000.00',
        currency: 'VND',
        memberWallet: '100000.00',
      });
      expect(await balance(viewer)).toBe(10_000_000n);
      expect(await balance(h)).toBe(13_200n);
      expect(await entries(viewer)).toEqual([{ amount_minor: -90_000_000n, type: 'gift-sent' }]);
      expect(await entries(h)).toEqual([{ amount_minor: 13_200n, type: 'gift-received' }]);
      const [row] = await s.t.db.query(
        `select stream_id, gift_id, count, paid_minor, paid_currency, host_minor, host_currency,
                host_share_bps from gift_profits where id = $1`,
        [sent.giftProfitId],
      );
      expect(row).toEqual({
        stream_id: BigInt(stream.id),
        gift_id: 7,
        count: 3,
        paid_minor: 90_000_000n,
        paid_currency: 'VND',
        host_minor: 13_200n,
        host_currency: 'CNY',
        host_share_bps: 5_000,
      });
      // the room sees the gift; both wallets hear of their balance
      expect(published.slice(before)).toEqual([
        {
          topic: `gifts:${stream.roomId}`,
          data: {
            roomId: stream.roomId,
            streamId: stream.id,
            giftId: 7,
            giftName: 'Trophy',
            count: 3,
            senderName: viewer.userName,
            animation: null,
            sentAt: s.clock.now,
          },
        },
        {
          topic: balanceTopic(viewer),
          data: {
            memberWallet: '100000.00',
            currency: 'VND',
            reason: 'gift',
            changedAt: s.clock.now,
          },
        },
        {
          topic: balanceTopic(h),
          data: { memberWallet: '132.00', currency: 'CNY', reason: 'gift', changedAt: s.clock.now },
        },
      ]);
    });

    it('rounds the host’s share down to the minor unit of the host’s currency', async () => {
      const { host: usdHost, stream } = await host('USD');
      const viewer = await person('CNY', 100_000n);
      const sent = dataOf<Sent>(await gift(viewer, stream.id, 7, 3, 'cny-to-usd-0001'));
      // 3 × 88.00 CNY paid; half of 3 × 12.99 USD = 19.485, rounded down to 19.48
      expect(sent).toMatchObject({ amount: '264.00', currency: 'CNY', memberWallet: '736.00' });
      expect(await balance(usdHost)).toBe(1_948n);
      const usdViewer = await person('USD', 1_000n);
      const { host: vndHost, stream: vndStream } = await host('VND');
      const heart = dataOf<Sent>(await gift(usdViewer, vndStream.id, 1, 1, 'usd-to-vnd-0001'));
      expect(heart).toMatchObject({ amount: '0.15', currency: 'USD', memberWallet: '9.85' });
      expect(await balance(vndHost)).toBe(150_000n);
    });

    it(`moves money once under ${CONCURRENT} concurrent repeats of one key`, async () => {
      const { host: h, stream } = await host('CNY');
      const viewer = await person('VND', 10_000_000n);
      const before = published.length;
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, () => gift(viewer, stream.id, 3, 1, 'one-rose-please')),
      );
      const sent = answers.map((a) => dataOf<Sent>(a));
      const ids = new Set(sent.map((a) => a.giftProfitId));
      expect(ids.size).toBe(1);
      for (const a of sent) expect(a).toMatchObject({ amount: '15000.00', currency: 'VND' });
      expect(await balance(viewer)).toBe(8_500_000n);
      expect(await balance(h)).toBe(250n);
      expect(await entries(viewer)).toHaveLength(1);
      expect(await entries(h)).toHaveLength(1);
      const [count] = await s.t.db.query<{ n: bigint }>(
        'select count(*) as n from gift_profits where sender_id = $1',
        [viewer.id],
      );
      expect(Number(count!.n)).toBe(1);
      expect(published.slice(before).filter((e) => e.topic.startsWith('gifts:'))).toHaveLength(1);
      // a repeat answers as the first did; the key with another gift is refused
      expect(dataOf<Sent>(await gift(viewer, stream.id, 3, 1, 'one-rose-please'))).toEqual({
        ...sent[0],
        memberWallet: '85000.00',
      });
      const reused = await gift(viewer, stream.id, 4, 1, 'one-rose-please');
      expect(reused.status).toBe(409);
      expect(reused.body).toEqual({
        code: CODES.idempotencyKeyReused,
        msg: 'This key was already used for another gift.',
      });
      // keys are the sender's own: another viewer's same key sends its own gift
      const other = await person('VND', 10_000_000n);
      const theirs = dataOf<Sent>(await gift(other, stream.id, 3, 1, 'one-rose-please'));
      expect(theirs.giftProfitId).not.toBe(sent[0]!.giftProfitId);
      expect(await balance(h)).toBe(500n);
    });

    it('refuses a gift the balance does not cover, in the asked language, and moves nothing', async () => {
      const { host: h, stream } = await host('VND');
      const viewer = await person('VND', 1_000_000n);
      const before = published.length;
      const short = await gift(viewer, stream.id, 8, 1, 'crown-too-dear');
      expect(short.body).toEqual({
        code: CODES.insufficientFunds,
        msg: 'Your balance is too low for this gift.',
      });
      const vi = await s.call(
        'sendGift',
        { streamId: stream.id, giftId: 8, count: 1, idempotencyKey: 'crown-too-dear' },
        { ...viewer.auth, headers: { [HEADERS.language]: 'vi' } },
      );
      expect(vi.body.msg).toBe('Số dư của bạn không đủ để tặng món quà này.');
      expect(await balance(viewer)).toBe(1_000_000n);
      expect(await balance(h)).toBe(0n);
      expect(await entries(viewer)).toEqual([]);
      const rows = await s.t.db.query('select 1 from gift_profits where sender_id = $1', [
        viewer.id,
      ]);
      expect(rows).toEqual([]);
      expect(published.length).toBe(before);
      // the key was not spent: once funded, the same request goes through
      await post(s.t.db, {
        memberId: viewer.id,
        amountMinor: 180_000_000n,
        type: 'adjustment',
        reference: 'test',
        idempotencyKey: `test-top-up:${viewer.userName}`,
      });
      expect(dataOf<Sent>(await gift(viewer, stream.id, 8, 1, 'crown-too-dear'))).toMatchObject({
        memberWallet: '10000.00',
      });
      expect(await balance(h)).toBe(90_000_000n);
    });

    it('refuses a stream that is not live, the host’s own, and what does not exist', async () => {
      const announced = await host('VND', { startTime: s.clock.now + HOUR });
      const viewer = await person('VND', 10_000_000n);
      const notLive = {
        code: CODES.invalidRequest,
        msg: 'Gifts can be sent only while the stream is live.',
      };
      expect((await gift(viewer, announced.stream.id, 1, 1, 'to-announced')).body).toEqual(notLive);
      const { host: h, stream } = await host('VND');
      const own = await gift(h, stream.id, 1, 1, 'to-myself-01');
      expect(own.body).toEqual({
        code: CODES.invalidRequest,
        msg: 'You cannot send gifts to your own stream.',
      });
      await s.call('stopStream', { id: stream.id }, h.auth);
      expect((await gift(viewer, stream.id, 1, 1, 'to-ended-01')).body).toEqual(notLive);
      expect((await gift(viewer, 999_999, 1, 1, 'to-nowhere-1')).body).toEqual({
        code: CODES.notFound,
        msg: 'This stream does not exist.',
      });
      const other = await host('VND');
      expect((await gift(viewer, other.stream.id, 999, 1, 'no-such-gift')).body).toEqual({
        code: CODES.notFound,
        msg: 'This gift does not exist.',
      });
      expect(await balance(viewer)).toBe(10_000_000n);
      expect(await entries(h)).toEqual([]);
    });

    it('refuses bad input before anything moves', async () => {
      const { stream } = await host('VND');
      const viewer = await person('VND', 10_000_000n);
      for (const bad of [
        { count: 0 },
        { count: 1000 },
        { count: 2.5 },
        { giftId: 0 },
        { idempotencyKey: 'short' },
      ]) {
        const answer = await s.call(
          'sendGift',
          { streamId: stream.id, giftId: 1, count: 1, idempotencyKey: 'bad-input-01', ...bad },
          viewer.auth,
        );
        expect(answer.status, JSON.stringify(bad)).toBe(400);
        expect(answer.body.msg).toMatch(/^Illegal input/);
      }
      expect(await entries(viewer)).toEqual([]);
      expect(await balance(viewer)).toBe(10_000_000n);
    });
  });

  describe('a host’s gift income', () => {
    it('lists and sums a host’s share by period, newest first, senders masked', async () => {
      const { host: h, stream } = await host('CNY');
      const early = await person('VND', 100_000_000n);
      const late = await person('USD', 100_000n);
      const t0 = s.clock.now;
      dataOf(await gift(early, stream.id, 3, 2, 'income-early'));
      s.clock.now = t0 + 2 * HOUR;
      try {
        dataOf(await gift(late, stream.id, 7, 1, 'income-late1'));
        const list = dataOf<{ list: Profit[]; total: number }>(
          await s.call(
            'listGiftProfits',
            { page: 1, pageSize: 20 },
            { ...h.auth, headers: { [HEADERS.language]: 'zh-cn' } },
          ),
        );
        expect(list.total).toBe(2);
        expect(list.list.map((p) => [p.giftName, p.count, p.amount, p.currency])).toEqual([
          ['奖杯', 1, '44.00', 'CNY'],
          ['玫瑰', 2, '5.00', 'CNY'],
        ]);
        expect(list.list[0]).toMatchObject({
          senderName: maskAccount(late.userName),
          presenterId: Number(h.id),
          streamId: stream.id,
          sentAt: t0 + 2 * HOUR,
        });
        expect(list.list[0]!.senderName).not.toBe(late.userName);
        const later = dataOf<{ list: Profit[] }>(
          await s.call('listGiftProfits', { page: 1, pageSize: 20, beginTime: t0 + HOUR }, h.auth),
        );
        expect(later.list.map((p) => p.giftId)).toEqual([7]);
        const paged = dataOf<{ list: Profit[]; total: number }>(
          await s.call('listGiftProfits', { page: 2, pageSize: 1 }, h.auth),
        );
        expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
        expect(paged.list.map((p) => p.giftId)).toEqual([3]);
        expect(dataOf(await s.call('sumGiftProfits', {}, h.auth))).toEqual({
          count: 3,
          amount: '49.00',
          currency: 'CNY',
        });
        expect(dataOf(await s.call('sumGiftProfits', { endTime: t0 + HOUR }, h.auth))).toEqual({
          count: 2,
          amount: '5.00',
          currency: 'CNY',
        });
        expect(
          dataOf(await s.call('sumGiftProfits', { beginTime: t0 + 3 * HOUR }, h.auth)),
        ).toEqual({ count: 0, amount: '0.00', currency: 'CNY' });
      } finally {
        s.clock.now = t0;
      }
    });

    it('shows a host only their own; a super admin any host’s', async () => {
      const { host: h, stream } = await host('USD');
      const other = await host('VND');
      dataOf(await gift(demo, stream.id, 1, 1, 'roles-income-1'));
      const refused = {
        code: CODES.forbidden,
        msg: 'Only the host can see their own gift income.',
      };
      const presenterId = Number(h.id);
      expect(
        (await s.call('listGiftProfits', { page: 1, pageSize: 20, presenterId }, other.host.auth))
          .body,
      ).toEqual(refused);
      expect((await s.call('sumGiftProfits', { presenterId }, other.host.auth)).body).toEqual(
        refused,
      );
      expect(dataOf(await s.call('sumGiftProfits', { presenterId }, h.auth))).toEqual({
        count: 1,
        amount: '0.07',
        currency: 'USD',
      });
      expect(dataOf(await s.call('sumGiftProfits', { presenterId }, admin.auth))).toEqual({
        count: 1,
        amount: '0.07',
        currency: 'USD',
      });
      const byAdmin = dataOf<{ list: Profit[] }>(
        await s.call('listGiftProfits', { page: 1, pageSize: 20, presenterId }, admin.auth),
      );
      expect(byAdmin.list).toHaveLength(1);
      expect(byAdmin.list[0]).toMatchObject({ senderName: maskAccount('demo'), amount: '0.07' });
      // a member is refused by role; a visitor must log in
      const member = await s.call('sumGiftProfits', { presenterId }, demo.auth);
      expect(member.body).toEqual({ code: CODES.forbidden, msg: 'Your account may not use this.' });
      const visitor = await s.call('sumGiftProfits', {}, { token: null });
      expect(visitor.body.code).toBe(CODES.sessionExpired);
      const nobody = await s.call('sumGiftProfits', { presenterId: 999_999 }, admin.auth);
      expect(nobody.body).toEqual({ code: CODES.notFound, msg: 'This host does not exist.' });
    });
  });

  describe('paid rooms', () => {
    type Tiers = { currency: string; list: { id: number; fee: string }[] };

    it('lists the fee tiers in the host’s currency; a paid stream takes only a tier’s price', async () => {
      const usd = await person('USD', 0n, 'anchor');
      expect(dataOf<Tiers>(await s.call('listRoomFees', {}, usd.auth))).toEqual({
        currency: 'USD',
        list: [
          { id: 1, fee: '1.99' },
          { id: 2, fee: '4.99' },
          { id: 3, fee: '12.99' },
          { id: 4, fee: '25.99' },
        ],
      });
      const vnd = dataOf<Tiers>(await s.call('listRoomFees', {}, admin.auth));
      expect(vnd.currency).toBe('VND');
      expect(vnd.list.map((t) => t.fee)).toEqual([
        '30000.00',
        '100000.00',
        '300000.00',
        '600000.00',
      ]);
      const off = await s.call(
        'saveStream',
        { title: 'Paid', isFee: true, fee: '5.00' },
        { ...usd.auth, headers: { [HEADERS.language]: 'zh-cn' } },
      );
      expect(off.body).toEqual({
        code: CODES.invalidRequest,
        msg: '请从可选费用中选择一个：1.99, 4.99, 12.99, 25.99 USD。',
      });
      const paid = dataOf<Stream>(
        await s.call('saveStream', { title: 'Paid', isFee: true, fee: '4.99' }, usd.auth),
      );
      expect(paid).toMatchObject({ isFee: true, fee: '4.99' });
      const [row] = await s.t.db.query<{ fee_tier_id: number }>(
        'select fee_tier_id from streams where id = $1',
        [paid.id],
      );
      expect(row!.fee_tier_id).toBe(2);
    });

    it('answers a room’s fee in the viewer’s currency, and who need not pay', async () => {
      const { host: h, stream } = await host('USD', { fee: '4.99' });
      const fee = async (auth: { token: string | null }, language?: string) =>
        dataOf<RoomFee>(
          await s.call(
            'getRoomFee',
            { streamId: stream.id },
            { ...auth, ...(language ? { headers: { [HEADERS.language]: language } } : {}) },
          ),
        );
      expect(await fee(demo.auth)).toEqual({
        isFee: true,
        fee: '100000.00',
        currency: 'VND',
        paid: false,
      });
      const cny = await person('CNY');
      expect(await fee(cny.auth)).toMatchObject({ fee: '30.00', currency: 'CNY', paid: false });
      expect(await fee({ token: null }, 'zh-cn')).toMatchObject({ fee: '30.00', currency: 'CNY' });
      expect(await fee({ token: null })).toMatchObject({ fee: '4.99', currency: 'USDT' });
      expect(await fee(h.auth)).toEqual({ isFee: true, fee: '4.99', currency: 'USD', paid: true });
      expect(await fee(admin.auth)).toMatchObject({ currency: 'VND', paid: true });
      const free = await host('VND');
      const freeFee = dataOf<RoomFee>(
        await s.call('getRoomFee', { streamId: free.stream.id }, demo.auth),
      );
      expect(freeFee).toEqual({ isFee: false, fee: null, currency: 'VND', paid: true });
      // the demo's announced paid room is at the first tier
      const [seeded] = await s.t.db.query<{ id: bigint }>(
        "select id from streams where room_id = 'room-demo-5'",
      );
      expect(
        dataOf<RoomFee>(await s.call('getRoomFee', { streamId: Number(seeded!.id) }, demo.auth)),
      ).toEqual({ isFee: true, fee: '30000.00', currency: 'VND', paid: false });
      const missing = await s.call('getRoomFee', { streamId: 999_999 }, demo.auth);
      expect(missing.body).toEqual({ code: CODES.notFound, msg: 'This stream does not exist.' });
    });

    it('takes the fee once: the viewer’s price in their currency, the host’s share in theirs', async () => {
      const { host: h, stream } = await host('USD', { fee: '4.99' });
      const viewer = await person('CNY', 10_000n);
      expect(await hasRoomAccess(s.t.db, stream.id, viewer.id)).toBe(false);
      const before = published.length;
      const paid = dataOf(
        await s.call(
          'payRoomFee',
          { streamId: stream.id, idempotencyKey: 'fee-cny-0001' },
          viewer.auth,
        ),
      );
      // 30.00 CNY paid; half of 4.99 USD, rounded down: 2.49
      expect(paid).toEqual({ paid: true, memberWallet: '70.00' });
      expect(await balance(viewer)).toBe(7_000n);
      expect(await balance(h)).toBe(249n);
      expect(await entries(viewer)).toEqual([{ amount_minor: -3_000n, type: 'room-fee-paid' }]);
      expect(await entries(h)).toEqual([{ amount_minor: 249n, type: 'room-fee-received' }]);
      expect(published.slice(before)).toEqual([
        {
          topic: balanceTopic(viewer),
          data: {
            memberWallet: '70.00',
            currency: 'CNY',
            reason: 'room-fee',
            changedAt: s.clock.now,
          },
        },
        {
          topic: balanceTopic(h),
          data: {
            memberWallet: '2.49',
            currency: 'USD',
            reason: 'room-fee',
            changedAt: s.clock.now,
          },
        },
      ]);
      expect(await hasRoomAccess(s.t.db, stream.id, viewer.id)).toBe(true);
      expect(
        dataOf<RoomFee>(await s.call('getRoomFee', { streamId: stream.id }, viewer.auth)).paid,
      ).toBe(true);
      // paying again, by any key, answers paid and moves nothing
      const again = await s.call(
        'payRoomFee',
        { streamId: stream.id, idempotencyKey: 'fee-cny-0002' },
        viewer.auth,
      );
      expect(dataOf(again)).toEqual({ paid: true, memberWallet: '70.00' });
      expect(await entries(viewer)).toHaveLength(1);
      expect(await balance(h)).toBe(249n);
    });

    it(`takes it once under ${CONCURRENT} concurrent repeats, of one key or of many`, async () => {
      const { host: h, stream } = await host('VND', { fee: '300000.00' });
      const one = await person('VND', 50_000_000n);
      const many = await person('USD', 10_000n);
      const answers = await Promise.all([
        ...Array.from({ length: CONCURRENT }, () =>
          s.call('payRoomFee', { streamId: stream.id, idempotencyKey: 'fee-one-key' }, one.auth),
        ),
        ...Array.from({ length: CONCURRENT }, (_, i) =>
          s.call(
            'payRoomFee',
            { streamId: stream.id, idempotencyKey: `fee-many-keys-${i}` },
            many.auth,
          ),
        ),
      ]);
      for (const a of answers) expect(a.body.code).toBe(CODES.success);
      expect(await balance(one)).toBe(20_000_000n);
      expect(await balance(many)).toBe(10_000n - 1_299n);
      expect(await entries(one)).toHaveLength(1);
      expect(await entries(many)).toHaveLength(1);
      // the host: half of 300,000.00 VND for each of the two
      expect(await balance(h)).toBe(30_000_000n);
      const [count] = await s.t.db.query<{ n: bigint }>(
        'select count(*) as n from room_fee_payments where stream_id = $1',
        [stream.id],
      );
      expect(Number(count!.n)).toBe(2);
    });

    it('refuses a short balance, a key used for another room and a room that is over', async () => {
      const { host: h, stream } = await host('VND', { fee: '600000.00' });
      const poor = await person('VND', 1_000_000n);
      const short = await s.call(
        'payRoomFee',
        { streamId: stream.id, idempotencyKey: 'fee-too-dear' },
        { ...poor.auth, headers: { [HEADERS.language]: 'th' } },
      );
      expect(short.body).toEqual({
        code: CODES.insufficientFunds,
        msg: 'ยอดเงินของคุณไม่พอสำหรับค่าเข้าห้องนี้',
      });
      expect(await balance(poor)).toBe(1_000_000n);
      expect(await entries(poor)).toEqual([]);
      expect(await balance(h)).toBe(0n);
      expect(await hasRoomAccess(s.t.db, stream.id, poor.id)).toBe(false);

      const viewer = await person('VND', 100_000_000n);
      const other = await host('VND', { fee: '30000.00' });
      dataOf(
        await s.call(
          'payRoomFee',
          { streamId: other.stream.id, idempotencyKey: 'fee-key-0001' },
          viewer.auth,
        ),
      );
      const reused = await s.call(
        'payRoomFee',
        { streamId: stream.id, idempotencyKey: 'fee-key-0001' },
        viewer.auth,
      );
      expect(reused.status).toBe(409);
      expect(reused.body).toEqual({
        code: CODES.idempotencyKeyReused,
        msg: 'This key was already used to pay for another room.',
      });
      await s.call('stopStream', { id: other.stream.id }, other.host.auth);
      // the one who paid still has it; a newcomer has nothing to pay for
      expect(
        dataOf(
          await s.call(
            'payRoomFee',
            { streamId: other.stream.id, idempotencyKey: 'fee-key-0002' },
            viewer.auth,
          ),
        ),
      ).toEqual({ paid: true, memberWallet: '970000.00' });
      const late = await s.call(
        'payRoomFee',
        { streamId: other.stream.id, idempotencyKey: 'fee-key-0003' },
        poor.auth,
      );
      expect(late.body).toEqual({
        code: CODES.invalidRequest,
        msg: 'This stream is over: there is nothing to pay for.',
      });
      const missing = await s.call(
        'payRoomFee',
        { streamId: 999_999, idempotencyKey: 'fee-key-0004' },
        viewer.auth,
      );
      expect(missing.body).toEqual({ code: CODES.notFound, msg: 'This stream does not exist.' });
    });

    it('never charges the host, a super admin, or anyone in a free room', async () => {
      const { host: h, stream } = await host('VND', { fee: '30000.00' });
      const free = await host('VND');
      const viewer = await person('VND', 10_000_000n);
      const adminBefore = await balance(admin);
      for (const [who, streamId] of [
        [h, stream.id],
        [admin, stream.id],
        [viewer, free.stream.id],
      ] as const) {
        const answer = await s.call(
          'payRoomFee',
          { streamId, idempotencyKey: `fee-free-${who.userName}` },
          who.auth,
        );
        expect(dataOf<{ paid: boolean }>(answer).paid).toBe(true);
      }
      expect(await balance(admin)).toBe(adminBefore);
      expect(await balance(viewer)).toBe(10_000_000n);
      expect(await entries(h)).toEqual([]);
      expect(await hasRoomAccess(s.t.db, stream.id, h.id)).toBe(true);
      expect(await hasRoomAccess(s.t.db, stream.id, admin.id)).toBe(true);
      expect(await hasRoomAccess(s.t.db, stream.id, viewer.id)).toBe(false);
      expect(await hasRoomAccess(s.t.db, stream.id, free.host.id)).toBe(false);
      expect(await hasRoomAccess(s.t.db, stream.id, null)).toBe(false);
      expect(await hasRoomAccess(s.t.db, free.stream.id, null)).toBe(true);
      expect(await hasRoomAccess(s.t.db, 999_999, viewer.id)).toBe(false);
      const visitor = await s.call(
        'payRoomFee',
        { streamId: stream.id, idempotencyKey: 'fee-visitor-1' },
        { token: null },
      );
      expect(visitor.body.code).toBe(CODES.sessionExpired);
    });
  });
});
