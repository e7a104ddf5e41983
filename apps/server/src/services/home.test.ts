import { CODES, HEADERS, type HomeBanner, type HomeNotice } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { firstHomeBannerImage } from './games.ts';

const DAY = 86_400_000;

describe.each(DATABASE_KINDS)('home banners and notices on %s', (kind) => {
  let s: TestApp;
  beforeAll(async () => {
    s = await openTestApp(kind);
  }, 60_000);
  afterAll(() => s?.dispose());

  async function banners(language?: string): Promise<HomeBanner[]> {
    const answer = await s.call(
      'listHomeBanners',
      {},
      language ? { headers: { [HEADERS.language]: language } } : {},
    );
    expect(answer.body.code).toBe(CODES.success);
    return answer.body.data as HomeBanner[];
  }
  async function notices(language?: string): Promise<HomeNotice[]> {
    const answer = await s.call(
      'listHomeNotices',
      {},
      language ? { headers: { [HEADERS.language]: language } } : {},
    );
    expect(answer.body.code).toBe(CODES.success);
    return answer.body.data as HomeNotice[];
  }

  it('answers the active banners in their order, with picture and link', async () => {
    const list = await banners('en');
    expect(list.map((b) => [b.title, b.image, b.link])).toEqual([
      ['First deposit bonus', '/static/banners/first-deposit.svg', '/firstcharge'],
      ['Derby weekend: live odds on every match', '/static/banners/derby-weekend.svg', '/sports'],
      ['Watch the hosts live, chat along', '/static/banners/live-hosts.svg', '/anchorPlay'],
      ['VIP club: levels 0 to 11', '/static/banners/vip-club.svg', '/royal-activity'],
    ]);
  });

  it("names the first active banner's picture for the home page's preload", async () => {
    const list = await banners('en');
    expect(await firstHomeBannerImage(s.t.db, s.clock.now)).toBe(list[0]!.image);
    // before any banner is active there is none
    expect(await firstHomeBannerImage(s.t.db, 0)).toBeNull();
  });

  it('answers the texts in the Language header’s language, English otherwise', async () => {
    expect((await banners('vi'))[0]!.title).toBe('Thưởng nạp lần đầu');
    expect((await banners('zh-cn'))[0]!.title).toBe('首充奖励');
    expect((await banners('ZH-CN'))[0]!.title).toBe('首充奖励');
    expect((await banners('th'))[0]!.title).toBe('โบนัสฝากครั้งแรก');
    expect((await banners('fr'))[0]!.title).toBe('First deposit bonus');
    expect((await banners())[0]!.title).toBe('First deposit bonus');
    expect((await notices('vi')).map((n) => n.text)).toEqual([
      'Chơi có trách nhiệm. Bạn phải từ 18 tuổi trở lên để đặt cược.',
      'Các MC phát trực tiếp mỗi ngày thi đấu: hãy theo dõi người bạn yêu thích.',
    ]);
  });

  it('leaves out notices whose window ended, and shows English where a language is missing', async () => {
    const list = await notices('th');
    expect(list).toHaveLength(2);
    expect(list.map((n) => n.text)).not.toContain('Last week’s cup final: settled.');
    await s.t.db.query(
      `insert into home_notices (text, sort, active_from) values ($1::jsonb, 9, $2)`,
      [JSON.stringify({ en: 'Only in English', th: '' }), new Date(s.clock.now - DAY)],
    );
    expect((await notices('th')).at(-1)!.text).toBe('Only in English');
  });

  it('shows a banner from the start of its window until its end', async () => {
    await s.t.db.query(
      `insert into home_banners (title, image, link, sort, active_from, active_until)
       values ($1::jsonb, '/static/banners/vip-club.svg', 'https://touchline.test/cup', 0, $2, $3)`,
      [
        JSON.stringify({ en: 'Cup week' }),
        new Date(s.clock.now + DAY),
        new Date(s.clock.now + 3 * DAY),
      ],
    );
    expect((await banners()).map((b) => b.title)).not.toContain('Cup week');
    const start = s.clock.now;
    try {
      s.clock.now = start + 2 * DAY;
      expect((await banners())[0]).toMatchObject({
        title: 'Cup week',
        link: 'https://touchline.test/cup',
      });
      s.clock.now = start + 3 * DAY;
      expect((await banners()).map((b) => b.title)).not.toContain('Cup week');
    } finally {
      s.clock.now = start;
    }
  });

  it('refuses a banner link that is neither a site path nor an https address, and a text without English', async () => {
    for (const link of ['javascript:alert(1)', '//evil.test/x', 'http://touchline.test', '/\\x']) {
      await expect(
        s.t.db.query(
          `insert into home_banners (title, image, link, active_from)
           values ('{"en": "x"}', '/x.svg', $1, now())`,
          [link],
        ),
      ).rejects.toThrow();
    }
    await expect(
      s.t.db.query(
        `insert into home_banners (title, image, active_from) values ('{"vi": "x"}', '/x.svg', now())`,
      ),
    ).rejects.toThrow();
    await expect(
      s.t.db.query(`insert into home_notices (text, active_from) values ('{"en": ""}', now())`),
    ).rejects.toThrow();
  });
});
