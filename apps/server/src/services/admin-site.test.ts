import type { AdminDashboard } from '@touchline/api/contract';
import { formatMinor } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { createMember } from './members.ts';

/**
 * The super-admin centre's site and dashboard sections (issue 22, ADR 031): the maintenance
 * notice in four languages, told live to every page; banners and notices with their windows;
 * one audit row per change; and the dashboard's sums against figures worked out by hand.
 */

// 03:00 UTC is 11:00 at UTC+8: the dashboard's today is 2031-03-10, its first day 2031-02-09.
// The seed's own rows are of the real day, far outside these 30 days.
const NOW = Date.UTC(2031, 2, 10, 3, 0, 0);
const at = (iso: string) => new Date(iso);

describe.each(DATABASE_KINDS)('the centre’s site and dashboard on %s', (kind) => {
  let s: TestApp;
  let token: string;
  const published: { topic: string; data: unknown }[] = [];

  beforeAll(async () => {
    s = await openTestApp(kind);
    s.clock.now = NOW;
    const ctx = s.app.touchline;
    const publish = ctx.sports.publish;
    ctx.sports.publish = (topic, data) => {
      published.push({ topic, data });
      publish?.(topic, data);
    };
    const [row] = await s.t.db.query<{ id: bigint }>(
      "select id from members where user_name = 'admin'",
    );
    token = await createSession(s.t.db, row!.id, s.clock.now);
  }, 60_000);
  afterAll(() => s?.dispose());

  const as = () => ({ token });
  const reason = 'Operator test';

  async function auditOf(targetKind: string, targetId: string) {
    return s.t.db.query<{ action: string; before: unknown; after: unknown; reason: string }>(
      `select action, before, after, reason from admin_audit
        where target_kind = $1 and target_id = $2 order by id`,
      [targetKind, targetId],
    );
  }

  it('sets the site maintenance in four languages, audits it and tells every page', async () => {
    const before = (await s.call('adminGetSiteMaintenance', {}, as())).body.data as {
      id: number;
      status: number;
    } | null;
    const rowsBefore = await auditOf('maintenance', '0');
    published.length = 0;
    const answer = await s.call(
      'adminSetSiteMaintenance',
      {
        status: 1,
        title: { en: 'Upgrade tonight', 'zh-cn': '今晚升级', vi: 'Nâng cấp tối nay', th: '' },
        content: { en: 'Back at two.', 'zh-cn': '两点恢复。', vi: 'Trở lại lúc hai giờ.', th: '' },
        startTime: NOW - 60_000,
        endTime: NOW + 3_600_000,
        reason,
      },
      as(),
    );
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 1, startTime: NOW - 60_000 });
    // every page hears of it on the site's topic
    expect(published).toEqual([
      { topic: 'site:notices', data: { changed: 'maintenance', at: NOW } },
    ]);
    // what a visitor reads: their language, English where the operator left one empty
    const info = async (language: string) =>
      (await s.call('getMaintenanceInfo', { point: 0 }, { headers: { language } })).body.data as {
        title: string;
        content: string;
        status: number;
      };
    expect(await info('zh-cn')).toMatchObject({
      title: '今晚升级',
      content: '两点恢复。',
      status: 1,
    });
    expect(await info('vi')).toMatchObject({ title: 'Nâng cấp tối nay' });
    expect(await info('th')).toMatchObject({ title: 'Upgrade tonight', content: 'Back at two.' });
    // one audit row, with the values before and after
    const rows = await auditOf('maintenance', '0');
    expect(rows).toHaveLength(rowsBefore.length + 1);
    const row = rows.at(-1)!;
    expect(row.action).toBe('site.setMaintenance');
    expect(row.reason).toBe(reason);
    expect(row.after).toMatchObject({
      status: 1,
      'title.en': 'Upgrade tonight',
      'title.zh-cn': '今晚升级',
      'title.th': '',
      startTime: NOW - 60_000,
      endTime: NOW + 3_600_000,
    });
    if (before) expect(row.before).toMatchObject({ status: before.status });
    else expect(row.before).toBeNull();
    // switched off again: the same notice, now status 0
    const off = await s.call(
      'adminSetSiteMaintenance',
      {
        status: 0,
        title: { en: 'Upgrade tonight', 'zh-cn': '', vi: '', th: '' },
        content: { en: 'Done.', 'zh-cn': '', vi: '', th: '' },
        startTime: NOW - 60_000,
        endTime: NOW + 3_600_000,
        reason,
      },
      as(),
    );
    expect((off.body.data as { id: number }).id).toBe((answer.body.data as { id: number }).id);
    expect(await info('zh-cn')).toMatchObject({ status: 0, title: 'Upgrade tonight' });
    expect((await auditOf('maintenance', '0')).at(-1)!.before).toMatchObject({
      status: 1,
      'title.zh-cn': '今晚升级',
    });
  });

  it('creates, edits and ends a banner; the home shows it in its window, in order', async () => {
    const save = (input: Record<string, unknown>) =>
      s.call(
        'adminSaveBanner',
        {
          title: { en: 'Cup final', 'zh-cn': '杯赛决赛', vi: '', th: '' },
          image: '/img/banners/cup.webp',
          link: '/sports',
          sort: 0,
          activeFrom: NOW - 1_000,
          activeUntil: null,
          reason,
          ...input,
        },
        as(),
      );
    published.length = 0;
    const created = (await save({})).body.data as { id: number };
    expect(published).toEqual([{ topic: 'site:notices', data: { changed: 'banners', at: NOW } }]);
    const home = async (language = 'en') =>
      (await s.call('listHomeBanners', {}, { headers: { language } })).body.data as {
        id: number;
        title: string;
      }[];
    expect((await home('zh-cn'))[0]).toEqual(
      expect.objectContaining({ id: created.id, title: '杯赛决赛' }),
    );
    expect((await home('vi')).find((b) => b.id === created.id)?.title).toBe('Cup final');
    // moved to the back, and renamed
    await save({
      id: created.id,
      sort: 9999,
      title: { en: 'Cup final!', 'zh-cn': '', vi: '', th: '' },
    });
    const list = await home();
    expect(list.at(-1)).toEqual(expect.objectContaining({ id: created.id, title: 'Cup final!' }));
    // a future one does not show yet
    const later = (await save({ activeFrom: NOW + 60_000 })).body.data as { id: number };
    expect((await home()).some((b) => b.id === later.id)).toBe(false);
    // ended: gone from the home; ending again changes nothing and writes no row
    const ended = await s.call('adminEndBanner', { id: created.id, reason }, as());
    expect(ended.body.data).toMatchObject({ activeUntil: NOW });
    expect((await home()).some((b) => b.id === created.id)).toBe(false);
    await s.call('adminEndBanner', { id: created.id, reason }, as());
    const rows = await auditOf('banner', String(created.id));
    expect(rows.map((r) => r.action)).toEqual([
      'site.createBanner',
      'site.updateBanner',
      'site.endBanner',
    ]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toMatchObject({ id: created.id, 'title.zh-cn': '杯赛决赛', sort: 0 });
    expect(rows[1]!.before).toMatchObject({ sort: 0, 'title.en': 'Cup final' });
    expect(rows[1]!.after).toMatchObject({ sort: 9999, 'title.en': 'Cup final!' });
    expect(rows[2]!.before).toMatchObject({ activeUntil: null });
    expect(rows[2]!.after).toMatchObject({ activeUntil: NOW });
    // the future one, ended before it began, never shows
    const never = await s.call('adminEndBanner', { id: later.id, reason }, as());
    expect(never.body.data).toMatchObject({ activeUntil: NOW, activeFrom: NOW - 1 });
    // the centre's list pages by id, newest first
    const page = (await s.call('adminListBanners', { limit: 1 }, as())).body.data as {
      list: { id: number }[];
      next: number | null;
    };
    expect(page.list.map((b) => b.id)).toEqual([later.id]);
    expect(page.next).toBe(later.id);
  });

  it('creates, edits and ends a home notice in four languages', async () => {
    const text = {
      en: 'Cards are back',
      'zh-cn': '银行卡已恢复',
      vi: 'Thẻ đã hoạt động',
      th: 'บัตรกลับมาแล้ว',
    };
    const created = (
      await s.call(
        'adminSaveNotice',
        { text, sort: 0, activeFrom: NOW - 1_000, activeUntil: NOW + 60_000, reason },
        as(),
      )
    ).body.data as { id: number };
    const notices = async (language: string) =>
      (await s.call('listHomeNotices', {}, { headers: { language } })).body.data as {
        id: number;
        text: string;
      }[];
    expect((await notices('th')).find((n) => n.id === created.id)?.text).toBe('บัตรกลับมาแล้ว');
    await s.call(
      'adminSaveNotice',
      {
        id: created.id,
        text: { ...text, th: '' },
        sort: 1,
        activeFrom: NOW - 1_000,
        activeUntil: null,
        reason,
      },
      as(),
    );
    expect((await notices('th')).find((n) => n.id === created.id)?.text).toBe('Cards are back');
    await s.call('adminEndNotice', { id: created.id, reason }, as());
    expect((await notices('en')).some((n) => n.id === created.id)).toBe(false);
    const rows = await auditOf('notice', String(created.id));
    expect(rows.map((r) => r.action)).toEqual([
      'site.createNotice',
      'site.updateNotice',
      'site.endNotice',
    ]);
    expect(rows[1]!.before).toMatchObject({ 'text.th': 'บัตรกลับมาแล้ว', activeUntil: NOW + 60_000 });
    expect(rows[1]!.after).toMatchObject({ 'text.th': '', activeUntil: null });
  });

  it('runs popup ads: the seeded offer, a new one in its window, edited and ended', async () => {
    const ads = async (language: string) =>
      (await s.call('listPopupAds', {}, { headers: { language } })).body.data as {
        id: number;
        title: string;
        ctaLabel: string | null;
        link: string | null;
      }[];
    // the seed's first deposit offer, in the reader's language
    expect((await ads('vi'))[0]).toMatchObject({
      title: 'Nhân đôi lần nạp đầu',
      ctaLabel: 'Xem ưu đãi',
      link: '/firstcharge',
    });
    published.length = 0;
    const created = (
      await s.call(
        'adminSavePopupAd',
        {
          title: { en: 'Derby night', 'zh-cn': '德比之夜', vi: '', th: '' },
          text: { en: 'Boosted prices tonight.', 'zh-cn': '', vi: '', th: '' },
          cta: { en: '', 'zh-cn': '', vi: '', th: '' },
          link: null,
          sort: 5,
          activeFrom: NOW - 1_000,
          activeUntil: null,
          reason,
        },
        as(),
      )
    ).body.data as { id: number };
    expect(published).toEqual([{ topic: 'site:notices', data: { changed: 'popup-ads', at: NOW } }]);
    const zh = (await ads('zh-cn')).find((a) => a.id === created.id);
    expect(zh).toEqual({
      id: created.id,
      title: '德比之夜',
      text: 'Boosted prices tonight.',
      ctaLabel: null,
      link: null,
    });
    await s.call(
      'adminSavePopupAd',
      {
        id: created.id,
        title: { en: 'Derby night', 'zh-cn': '', vi: '', th: '' },
        text: { en: 'Boosted prices tonight.', 'zh-cn': '', vi: '', th: '' },
        cta: { en: 'Bet now', 'zh-cn': '', vi: '', th: '' },
        link: '/sports',
        sort: 5,
        activeFrom: NOW - 1_000,
        activeUntil: null,
        reason,
      },
      as(),
    );
    expect((await ads('th')).find((a) => a.id === created.id)).toMatchObject({
      title: 'Derby night',
      ctaLabel: 'Bet now',
      link: '/sports',
    });
    await s.call('adminEndPopupAd', { id: created.id, reason }, as());
    expect((await ads('en')).some((a) => a.id === created.id)).toBe(false);
    const rows = await auditOf('popupAd', String(created.id));
    expect(rows.map((r) => r.action)).toEqual([
      'site.createPopupAd',
      'site.updatePopupAd',
      'site.endPopupAd',
    ]);
    expect(rows[1]!.before).toMatchObject({ 'cta.en': '', link: null, 'title.zh-cn': '德比之夜' });
    expect(rows[1]!.after).toMatchObject({
      'cta.en': 'Bet now',
      link: '/sports',
      'title.zh-cn': '',
    });
  });

  it('adds up the ledger by UTC+8 day, per currency, as worked out by hand', async () => {
    async function member(name: string, currency: 'CNY' | 'USD', joined: string | null) {
      const id = await createMember(s.t.db, {
        userName: `dash${kind.slice(0, 2)}${name}`,
        passwordHash: await hashPassword('secret123'),
        currency,
      });
      if (joined)
        await s.t.db.query('update members set created_at = $2 where id = $1', [id, at(joined)]);
      return id;
    }
    const a = await member('a', 'CNY', '2031-03-10T00:00:00Z'); // joined today (08:00 +8)
    const b = await member('b', 'CNY', '2031-02-20T00:00:00Z');
    const c = await member('c', 'USD', '2031-02-08T15:00:00Z'); // 23:00 +8 on the 8th: before
    const h = await member('h', 'CNY', null);
    let n = 0;
    const entry = (memberId: bigint, type: string, minor: number, when: string) => {
      n += 1;
      return s.t.db.query(
        `insert into ledger_entries
           (member_id, amount_minor, balance_after_minor, type, reference, idempotency_key, created_at)
         values ($1, $2, 0, $3, 'dashboard-test', $4, $5)`,
        [memberId, minor, type, `dash:${kind}:${n}`, at(when)],
      );
    };
    await entry(a, 'deposit', 100_000, '2031-03-10T01:00:00Z');
    await entry(a, 'bet-stake', -20_000, '2031-03-10T02:00:00Z');
    await entry(a, 'bet-payout', 35_000, '2031-03-09T15:59:59Z'); // 23:59:59 +8: yesterday
    await entry(a, 'game-stake', -5_000, '2031-03-09T16:00:00Z'); // 00:00 +8: today
    await entry(a, 'game-win', 1_234, '2031-03-09T16:00:00Z');
    await entry(b, 'gift-sent', -3_000, '2031-03-01T10:00:00Z');
    await entry(h, 'gift-received', 1_500, '2031-03-01T10:00:00Z');
    await entry(b, 'withdrawal', -40_000, '2031-03-05T00:00:00Z');
    await entry(b, 'withdrawal', 10_000, '2031-03-05T01:00:00Z'); // a refused one, refunded
    await entry(b, 'bet-stake', -7_000, '2031-02-08T15:59:59Z'); // the day before the 30
    await entry(b, 'bet-stake', -1_100, '2031-02-08T16:00:00Z'); // the first of the 30
    await entry(b, 'bet-refund', 1_100, '2031-02-09T17:00:00Z'); // 01:00 +8 on the 10th
    await entry(b, 'cash-out', 800, '2031-03-02T00:00:00Z');
    await entry(c, 'bet-stake', -999, '2031-03-10T00:30:00Z');
    await entry(c, 'deposit', 5_000, '2031-03-10T00:40:00Z');
    await entry(c, 'adjustment', 700, '2031-03-10T00:50:00Z'); // no product's

    const openBefore = await openBets();
    const order = (id: string, status: string, stake: number, potential: number) =>
      s.t.db.query(
        `insert into sports_orders (id, member_id, kind, status, stake_minor, currency, price,
           potential_return_minor, odds_change, idempotency_key, placed_at)
         values ($1, $2, 'single', $3, $4, 'CNY', 2.5, $5, 1, $1, $6)`,
        [`${id}-${kind}`, a, status, stake, potential, at('2031-03-10T02:00:00Z')],
      );
    await order('DASH-1', 'accepted', 1_000, 2_500);
    await order('DASH-2', 'pending', 500, 1_750);
    await order('DASH-3', 'won', 700, 1_400);

    const answer = await s.call('adminGetDashboard', {}, as());
    expect(answer.body.code).toBe(200);
    const d = answer.body.data as AdminDashboard;
    expect(d.today).toBe('2031-03-10');
    expect(d.from).toBe('2031-02-09');
    expect(d.players.days).toHaveLength(30);
    const cny = d.money.find((m) => m.currency === 'CNY')!;
    expect(cny.today).toEqual({
      currency: 'CNY',
      turnover: '250.00',
      ggr: '237.66',
      sports: { stakes: '200.00', payouts: '0.00', ggr: '200.00' },
      games: { stakes: '50.00', payouts: '12.34', ggr: '37.66' },
      gifts: { stakes: '0.00', payouts: '0.00', ggr: '0.00' },
      deposits: '1000.00',
      withdrawals: '0.00',
    });
    expect(cny.last30).toEqual({
      currency: 'CNY',
      turnover: '291.00',
      ggr: '-105.34',
      sports: { stakes: '211.00', payouts: '369.00', ggr: '-158.00' },
      games: { stakes: '50.00', payouts: '12.34', ggr: '37.66' },
      gifts: { stakes: '30.00', payouts: '15.00', ggr: '15.00' },
      deposits: '1000.00',
      withdrawals: '300.00',
    });
    const day = (dayName: string) => cny.days.find((x) => x.day === dayName)!;
    expect(day('2031-03-09')).toMatchObject({ turnover: '0.00', ggr: '-350.00' });
    expect(day('2031-02-09')).toMatchObject({ turnover: '11.00', ggr: '11.00' });
    // refunded at 01:00 +8 the next day
    expect(day('2031-02-10')).toMatchObject({ turnover: '0.00', ggr: '-11.00' });
    expect(day('2031-03-05')).toMatchObject({ withdrawals: '300.00' });
    expect(cny.days.map((x) => x.day)).toEqual(d.players.days.map((x) => x.day));
    const usd = d.money.find((m) => m.currency === 'USD')!;
    expect(usd.today).toMatchObject({ turnover: '9.99', ggr: '9.99', deposits: '50.00' });
    expect(usd.last30).toMatchObject({ turnover: '9.99', deposits: '50.00' });
    // a, c staked today; a, b, c in the 30 days (h only received); a joined today, b in the 30
    expect(d.players.today).toEqual({ active: 2, new: 1 });
    expect(d.players.last30).toEqual({ active: 3, new: 2 });
    expect(d.players.days.find((x) => x.day === '2031-02-09')).toEqual({
      day: '2031-02-09',
      active: 1,
      new: 0,
    });
    // the two open orders: their stakes and what they would return
    const openAfter = d.openBets.find((o) => o.currency === 'CNY')!;
    expect(openAfter).toEqual({
      currency: 'CNY',
      count: openBefore.count + 2,
      stakes: formatMinor(openBefore.stakesMinor + 1_500n),
      liability: formatMinor(openBefore.liabilityMinor + 4_250n),
    });

    async function openBets() {
      const [row] = await s.t.db.query<{ n: number | bigint; st: bigint; li: bigint }>(
        `select count(*) as n, coalesce(sum(stake_minor), 0) as st,
                coalesce(sum(potential_return_minor), 0) as li
           from sports_orders where currency = 'CNY' and status in ('pending', 'accepted')`,
      );
      return {
        count: Number(row!.n),
        stakesMinor: BigInt(row!.st),
        liabilityMinor: BigInt(row!.li),
      };
    }
  });
});
