import { CODES, HEADERS, type AdminCampaign, type CampaignDetail } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';

const DAY = 86_400_000;

/**
 * The campaigns section of the super-admin centre (issue 22, ADR 033): the seed's schema refuses
 * a malformed campaign with a translated message, every change writes one audit row, a draft or
 * an unpublished campaign is served to no player, ending early ends it, and the page shows a
 * change at its next load.
 */
describe.each(DATABASE_KINDS)('the campaigns section on %s', (kind) => {
  let s: TestApp;
  let token: string;

  beforeAll(async () => {
    s = await openTestApp(kind);
    const [row] = await s.t.db.query<{ id: bigint }>(
      "select id from members where user_name = 'admin'",
    );
    token = await createSession(s.t.db, row!.id, s.clock.now);
  }, 60_000);
  afterAll(() => s?.dispose());

  const as = (language = 'en') => ({ token, headers: { [HEADERS.language]: language } });

  async function admin<T>(name: Parameters<TestApp['call']>[0], input: object, language = 'en') {
    const answer = await s.call(name, input as never, as(language));
    return answer as { status: number; body: { code: number; msg: string; data: T } };
  }

  async function auditRows(campaignId: number | string) {
    return s.t.db.query<{
      action: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
      reason: string;
    }>(
      `select action, before, after, reason from admin_audit
        where target_kind = 'campaign' and target_id = $1 order by id`,
      [String(campaignId)],
    );
  }

  let n = 0;
  async function created(from: object = { kind: 'rebate' }): Promise<AdminCampaign> {
    n += 1;
    const slug = `ops-${kind.slice(0, 2)}-${n}`;
    const answer = await admin<AdminCampaign>('adminCreateCampaign', {
      ...from,
      slug,
      path: `/${slug}`,
      reason: 'new promotion',
    });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  }

  const page = (path: string) => s.call('getCampaign', { path });

  it('creates a draft from a kind’s template, not served until published', async () => {
    const c = await created();
    expect(c.row).toMatchObject({ kind: 'rebate', published: false, state: 'active' });
    expect(c.document.paths).toEqual([c.row.path]);
    expect((await page(c.row.path)).body.code).toBe(CODES.notFound);
    const listed = await s.call('listCampaigns', {});
    const slugs = (listed.body.data as { slug: string }[]).map((x) => x.slug);
    expect(slugs).not.toContain(c.row.slug);
    // a player's action on it is refused as well
    expect(
      (
        await admin('adminPublishCampaign', {
          campaignId: c.row.campaignId,
          published: true,
          reason: 'go live',
        })
      ).body.code,
    ).toBe(200);
    const shown = await page(c.row.path);
    expect(shown.body.code).toBe(200);
    expect((shown.body.data as CampaignDetail).slug).toBe(c.row.slug);
    const off = await admin<AdminCampaign>('adminPublishCampaign', {
      campaignId: c.row.campaignId,
      published: false,
      reason: 'pulled',
    });
    expect(off.body.data.row.published).toBe(false);
    expect((await page(c.row.path)).body.code).toBe(CODES.notFound);
    expect((await auditRows(c.row.slug)).map((r) => r.action)).toEqual(['campaign.create']);
    expect((await auditRows(c.row.campaignId)).map((r) => [r.action, r.before, r.after])).toEqual([
      ['campaign.publish', { published: false }, { published: true }],
      ['campaign.unpublish', { published: true }, { published: false }],
    ]);
  });

  it('copies a campaign, and writes no row when nothing changes', async () => {
    const source = await created({ kind: 'luckyWheel' });
    const copy = await created({ fromCampaignId: source.row.campaignId });
    expect(copy.document.mechanics).toEqual(source.document.mechanics);
    expect(copy.document.hero).toEqual(source.document.hero);
    expect(copy.row.slug).not.toBe(source.row.slug);
    const again = await admin('adminPublishCampaign', {
      campaignId: copy.row.campaignId,
      published: false,
      reason: 'still a draft',
    });
    expect(again.body.code).toBe(200);
    expect(await auditRows(copy.row.campaignId)).toHaveLength(0);
  });

  it('saves an edit with one audit row of what changed; the page shows it at its next load', async () => {
    const c = await created();
    await admin('adminPublishCampaign', {
      campaignId: c.row.campaignId,
      published: true,
      reason: 'go live',
    });
    const mechanics = { ...c.document.mechanics, percent: '1.25' };
    const title = { ...c.document.hero.title, vi: 'Hoàn trả mới' };
    const answer = await admin<AdminCampaign>('adminUpdateCampaign', {
      campaignId: c.row.campaignId,
      document: { ...c.document, mechanics, hero: { ...c.document.hero, title } },
      reason: 'better rate',
    });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.document.mechanics).toMatchObject({ percent: '1.25' });
    const rows = await auditRows(c.row.campaignId);
    expect(rows.map((r) => r.action)).toEqual(['campaign.publish', 'campaign.update']);
    const update = rows[1]!;
    expect(Object.keys(update.after!).sort()).toEqual(['hero', 'mechanics']);
    expect(JSON.parse(update.before!.mechanics as string).percent).toBe(
      (c.document.mechanics as unknown as { percent: string }).percent,
    );
    expect(JSON.parse(update.after!.mechanics as string).percent).toBe('1.25');
    expect(update.reason).toBe('better rate');
    const shown = await s.call(
      'getCampaign',
      { path: c.row.path },
      { headers: { [HEADERS.language]: 'vi' } },
    );
    const detail = shown.body.data as CampaignDetail;
    expect(detail.title).toBe('Hoàn trả mới');
    expect(detail.rebate?.percent).toBe('1.25');
  });

  it('refuses a malformed campaign through the seed’s schema, translated, and writes nothing', async () => {
    const c = await created();
    const before = await s.t.db.query('select id from admin_audit');
    const cases: [object, string][] = [
      [{ mechanics: { ...c.document.mechanics, percent: '12.5%' } }, 'mechanics.percent'],
      [{ mechanics: { kind: 'static' } }, 'mechanics.kind'],
      [
        {
          mechanics: {
            ...c.document.mechanics,
            maxPerPeriod: { CNY: '1.005', VND: '1', USD: '1', USDT: '1' },
          },
        },
        'mechanics.maxPerPeriod.CNY',
      ],
      [
        { hero: { ...c.document.hero, title: { ...c.document.hero.title, th: '  ' } } },
        'hero.title.th',
      ],
      [{ period: { startsAt: s.clock.now, endsAt: s.clock.now - DAY } }, 'period.endsAt'],
    ];
    for (const [change, field] of cases) {
      const en = await admin('adminUpdateCampaign', {
        campaignId: c.row.campaignId,
        document: { ...c.document, ...change },
        reason: 'bad edit',
      });
      expect(en.body.code, field).toBe(CODES.invalidRequest);
      expect(en.body.msg).toBe(`The campaign cannot be saved: ${field} is not valid.`);
      const zh = await admin(
        'adminUpdateCampaign',
        {
          campaignId: c.row.campaignId,
          document: { ...c.document, ...change },
          reason: 'bad edit',
        },
        'zh-cn',
      );
      expect(zh.body.msg).toBe(`无法保存活动：${field} 无效。`);
    }
    const th = await admin(
      'adminPreviewCampaign',
      {
        document: { ...c.document, mechanics: { kind: 'static' } },
        language: 'th',
      },
      'th',
    );
    expect(th.body.msg).toBe('บันทึกกิจกรรมไม่ได้: mechanics.kind ไม่ถูกต้อง');
    // an address that serves another campaign
    const taken = await admin(
      'adminUpdateCampaign',
      {
        campaignId: c.row.campaignId,
        document: { ...c.document, paths: ['/sign-activity'] },
        reason: 'steal a path',
      },
      'vi',
    );
    expect(taken.body.msg).toBe('Địa chỉ /sign-activity đã dùng cho một chương trình khác.');
    expect(await s.t.db.query('select id from admin_audit')).toHaveLength(before.length);
  });

  it('ends a campaign early: its page says ended, and a second end is refused', async () => {
    const c = await created({ kind: 'signIn' });
    await admin('adminPublishCampaign', {
      campaignId: c.row.campaignId,
      published: true,
      reason: 'go live',
    });
    const ended = await admin<AdminCampaign>('adminEndCampaign', {
      campaignId: c.row.campaignId,
      reason: 'budget spent',
    });
    expect(ended.body.code).toBe(200);
    expect(ended.body.data.row.state).toBe('ended');
    expect(ended.body.data.row.endsAt).toBe(s.clock.now);
    const shown = (await page(c.row.path)).body.data as CampaignDetail;
    expect(shown.state).toBe('ended');
    const rows = await auditRows(c.row.campaignId);
    expect(rows.map((r) => r.action)).toEqual(['campaign.publish', 'campaign.endEarly']);
    expect(rows[1]!.after).toMatchObject({ endsAt: new Date(s.clock.now).toISOString() });
    const again = await admin('adminEndCampaign', {
      campaignId: c.row.campaignId,
      reason: 'again',
    });
    expect(again.body.msg).toBe('This campaign has already ended.');
    expect(await auditRows(c.row.campaignId)).toHaveLength(2);
  });

  it('previews a draft in each language as a visitor’s page, storing nothing', async () => {
    const c = await created({ kind: 'signIn' });
    for (const language of ['en', 'zh-cn', 'vi', 'th'] as const) {
      const answer = await admin<CampaignDetail>('adminPreviewCampaign', {
        document: c.document,
        language,
      });
      expect(answer.body.code).toBe(200);
      expect(answer.body.data.title).toBe(c.document.hero.title[language]);
      expect(answer.body.data.signIn?.days.length).toBeGreaterThan(0);
    }
  });

  it('lists campaigns newest first, paged on the server, filtered by state', async () => {
    const first = await admin<{
      list: { campaignId: number; state: string }[];
      next: number | null;
    }>('adminListCampaigns', { limit: 3 });
    expect(first.body.data.list).toHaveLength(3);
    const ids = first.body.data.list.map((r) => r.campaignId);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const second = await admin<{ list: { campaignId: number }[] }>('adminListCampaigns', {
      limit: 3,
      before: first.body.data.next,
    });
    expect(second.body.data.list[0]!.campaignId).toBeLessThan(ids[2]!);
    const ended = await admin<{ list: { state: string }[] }>('adminListCampaigns', {
      state: 'ended',
      limit: 100,
    });
    expect(ended.body.data.list.length).toBeGreaterThan(0);
    expect(ended.body.data.list.every((r) => r.state === 'ended')).toBe(true);
  });
});
