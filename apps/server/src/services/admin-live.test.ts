import { CODES, type AdminGlobalBan, type AdminStreamRow } from '@touchline/api/contract';
import { EVERY_ROOM } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../testing/databases.ts';
import {
  openTestApp,
  signInEveryone,
  type Answer,
  type Everyone,
  type TestApp,
} from '../testing/app.ts';
import { ChatRooms } from './chat.ts';

/**
 * The super-admin centre's live section (issue 22 §1 "Live", ADR 034): every stream a page at a
 * time; a force-stop that ends a stream as its host's stop does (its viewers hear it on the
 * stream-status topic); featured streams first on the home page; the sensitive words the chat
 * masks at once; bans from every room the chat honours at once. Each change writes one audit
 * row; each refusal is in the caller's language.
 */
const dataOf = <T>(answer: Answer): T => {
  expect(answer.body.msg).toBeDefined();
  expect(answer.body.code, answer.body.msg).toBe(CODES.success);
  return answer.body.data as T;
};

describe.each(DATABASE_KINDS)('the centre’s live section on %s', (kind) => {
  let s: TestApp;
  let everyone: Everyone;
  let chat: ChatRooms;
  const published: { topic: string; data: unknown }[] = [];
  const reason = 'Operator test';

  beforeAll(async () => {
    s = await openTestApp(kind);
    everyone = await signInEveryone(s);
    const ctx = s.app.touchline;
    const publish = ctx.sports.publish;
    ctx.sports.publish = (topic, data) => {
      published.push({ topic, data });
      publish?.(topic, data);
    };
    chat = new ChatRooms(ctx);
  }, 60_000);
  afterAll(() => s?.dispose());

  const admin = () => everyone.as('admin');
  const inLanguage = (language: string) => ({ ...admin(), headers: { language } });
  const auditOf = (targetKind: string, targetId: string) =>
    s.t.db.query<{ action: string; before: unknown; after: unknown; reason: string }>(
      `select action, before, after, reason from admin_audit
        where target_kind = $1 and target_id = $2 order by id`,
      [targetKind, targetId],
    );
  const streams = async (input: Record<string, unknown> = {}) =>
    dataOf<{ list: AdminStreamRow[]; next: string | null }>(
      await s.call('adminListStreams', input as never, admin()),
    );
  async function liveStreamOf(host: string) {
    const [row] = await s.t.db.query<{ id: bigint; room_id: string }>(
      `select s.id, s.room_id from streams s join members m on m.id = s.presenter_id
        where m.user_name = $1 and s.status = 2`,
      [host],
    );
    return { id: Number(row!.id), roomId: row!.room_id };
  }

  it('lists live streams first, then announced ones, then ended ones, a page at a time', async () => {
    const all = await streams({ limit: 100 });
    const states = all.list.map((r) => r.state);
    const order = { live: 0, reserved: 1, ended: 2 };
    expect(states.length).toBeGreaterThanOrEqual(6);
    expect([...states].sort((a, b) => order[a] - order[b])).toEqual(states);
    expect(new Set(states)).toEqual(new Set(['live', 'reserved', 'ended']));
    // viewers are known while live only
    for (const row of all.list) {
      if (row.state === 'live') expect(row.viewers).toEqual(expect.any(Number));
      else expect(row.viewers).toBeNull();
    }
    // the same rows, two at a time: no row lost or repeated across pages
    const paged: number[] = [];
    let before: string | null = null;
    do {
      const page: { list: AdminStreamRow[]; next: string | null } = await streams({
        limit: 2,
        ...(before === null ? {} : { before }),
      });
      paged.push(...page.list.map((r) => r.id));
      before = page.next;
    } while (before !== null);
    expect(paged).toEqual(all.list.map((r) => r.id));
  });

  it('filters by state and finds a host by a part of their name', async () => {
    const live = await streams({ state: 'live' });
    expect(live.list.length).toBeGreaterThan(0);
    expect(live.list.every((r) => r.state === 'live' && r.status === 2)).toBe(true);
    const reserved = await streams({ state: 'reserved' });
    expect(reserved.list.every((r) => r.state === 'reserved')).toBe(true);
    const linh = await streams({ search: 'LINH' });
    expect(linh.list.length).toBeGreaterThan(0);
    expect(linh.list.every((r) => r.presenterUserName === 'host_linh')).toBe(true);
    expect((await streams({ search: 'nobody-hosts-this' })).list).toEqual([]);
  });

  it('features a stream: first in the home page’s live list, one audit row a change', async () => {
    const home = async () =>
      (
        (await s.call('listStreams', { page: 1, pageSize: 999 })).body.data as {
          list: { id: number }[];
        }
      ).list;
    const first = (await home())[0]!.id;
    const live = (await streams({ state: 'live' })).list;
    const target = live.find((r) => r.id !== first)!;
    const done = dataOf<AdminStreamRow>(
      await s.call('adminFeatureStream', { id: target.id, featured: true, reason }, admin()),
    );
    expect(done.featured).toBe(true);
    expect((await home())[0]!.id).toBe(target.id);
    // a repeat changes nothing and writes no row
    dataOf(await s.call('adminFeatureStream', { id: target.id, featured: true, reason }, admin()));
    dataOf(await s.call('adminFeatureStream', { id: target.id, featured: false, reason }, admin()));
    expect((await home())[0]!.id).toBe(first);
    const rows = await auditOf('stream', String(target.id));
    expect(rows.map((r) => [r.action, r.before, r.after, r.reason])).toEqual([
      ['stream.feature', { featured: false }, { featured: true }, reason],
      ['stream.unfeature', { featured: true }, { featured: false }, reason],
    ]);
  });

  it('refuses to feature an ended stream, in the operator’s language', async () => {
    const ended = (await streams({ state: 'ended' })).list[0]!;
    const answer = await s.call(
      'adminFeatureStream',
      { id: ended.id, featured: true, reason },
      inLanguage('vi'),
    );
    expect(answer.body).toEqual({
      code: CODES.invalidRequest,
      msg: 'Buổi phát này đã kết thúc: không thể đưa lên trang chủ nữa.',
    });
    expect(await auditOf('stream', String(ended.id))).toEqual([]);
    const missing = await s.call(
      'adminFeatureStream',
      { id: 999_999, featured: true, reason },
      inLanguage('en'),
    );
    expect(missing.body.code).toBe(CODES.notFound);
  });

  it('force-stops a live stream as its host’s stop does: its viewers hear it at once', async () => {
    const { id } = await liveStreamOf('host_wei');
    published.length = 0;
    const stopped = dataOf<AdminStreamRow>(
      await s.call('adminForceStopStream', { id, reason: 'Pirated feed' }, admin()),
    );
    expect(stopped).toMatchObject({ id, status: 3, state: 'ended', viewers: null });
    expect(stopped.endTime).toBe(s.clock.now);
    // the same event a host's stop sends to the stream's page and its chat
    expect(published).toEqual([
      {
        topic: `stream-status:${id}`,
        data: { streamId: id, status: 3, viewers: 0, at: s.clock.now },
      },
    ]);
    const status = await s.call('getStreamStatus', { id } as never);
    expect(status.body.data).toEqual({ id, status: 3 });
    // a repeat (or the host stopping first) changes nothing and writes no second row
    published.length = 0;
    dataOf(await s.call('adminForceStopStream', { id, reason: 'Pirated feed' }, admin()));
    expect(published).toEqual([]);
    const rows = (await auditOf('stream', String(id))).filter(
      (r) => r.action === 'stream.forceStop',
    );
    expect(rows.map((r) => [r.action, r.before, r.after, r.reason])).toEqual([
      ['stream.forceStop', { status: 'live' }, { status: 'ended' }, 'Pirated feed'],
    ]);
  });

  it('refuses to force-stop an announced stream, as a host’s stop is refused', async () => {
    const reserved = (await streams({ state: 'reserved' })).list[0]!;
    const answer = await s.call(
      'adminForceStopStream',
      { id: reserved.id, reason },
      inLanguage('zh-cn'),
    );
    expect(answer.body).toEqual({
      code: CODES.invalidRequest,
      msg: '只有正在直播的直播才能结束。',
    });
    expect(await auditOf('stream', String(reserved.id))).toEqual([]);
  });

  it('adds a sensitive word the chat masks from the next message, and removes it', async () => {
    const { roomId } = await liveStreamOf('host');
    const member = BigInt(everyone.ids.get('verify')!);
    const added = dataOf<{ word: string }>(
      await s.call('adminAddSensitiveWord', { word: '  Sure Bet ', reason }, admin()),
    );
    expect(added).toEqual({ word: 'sure bet' });
    const words = dataOf<{ list: string[] }>(
      await s.call('adminListSensitiveWords', { search: 'sure' }, admin()),
    );
    expect(words.list).toEqual(['sure bet']);
    const posted = await chat.post(member, roomId, 'a SURE BET tonight', 'w-1', 'en');
    expect(posted.ok && posted.message.text).toBe('a ******** tonight');
    // on the list already: refused, in the operator's language, and no row
    const again = await s.call(
      'adminAddSensitiveWord',
      { word: 'sure bet', reason },
      inLanguage('th'),
    );
    expect(again.body).toEqual({
      code: CODES.invalidRequest,
      msg: 'คำนี้อยู่ในรายการคำต้องห้ามแล้ว',
    });
    dataOf(await s.call('adminRemoveSensitiveWord', { word: 'sure bet', reason }, admin()));
    s.clock.now += 10_000; // past the room's slow mode
    const after = await chat.post(member, roomId, 'a sure bet tonight', 'w-2', 'en');
    expect(after.ok && after.message.text).toBe('a sure bet tonight');
    const gone = await s.call(
      'adminRemoveSensitiveWord',
      { word: 'sure bet', reason },
      inLanguage('en'),
    );
    expect(gone.body).toEqual({
      code: CODES.notFound,
      msg: 'This word is not on the sensitive-word list.',
    });
    const rows = await auditOf('word', 'sure bet');
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['chat.addWord', null, { word: 'sure bet' }],
      ['chat.removeWord', { word: 'sure bet' }, null],
    ]);
  });

  it('pages the sensitive words in their order', async () => {
    const all = dataOf<{ list: string[]; next: string | null }>(
      await s.call('adminListSensitiveWords', { limit: 100 }, admin()),
    );
    expect(all.list.length).toBeGreaterThanOrEqual(10);
    expect(all.next).toBeNull();
    const paged: string[] = [];
    let after: string | null = null;
    do {
      const page: { list: string[]; next: string | null } = dataOf(
        await s.call(
          'adminListSensitiveWords',
          { limit: 3, ...(after === null ? {} : { after }) },
          admin(),
        ),
      );
      paged.push(...page.list);
      after = page.next;
    } while (after !== null);
    expect(paged).toEqual(all.list);
  });

  it('bans a member from every room: the chat refuses them at once, until lifted', async () => {
    const { roomId } = await liveStreamOf('host_linh');
    const member = BigInt(everyone.ids.get('demo')!);
    s.clock.now += 10_000;
    const ban = dataOf<AdminGlobalBan>(
      await s.call(
        'adminBanGlobal',
        { member: 'DEMO', durationMinutes: 60, reason: 'Spam links in every room' },
        admin(),
      ),
    );
    expect(ban).toMatchObject({
      userName: 'demo',
      reason: 'Spam links in every room',
      operator: 'admin',
      bannedUntil: s.clock.now + 3_600_000,
    });
    const [stored] = await s.t.db.query<{ room_id: string }>(
      'select room_id from chat_bans where id = $1',
      [ban.id],
    );
    expect(stored!.room_id).toBe(EVERY_ROOM);
    // the chat refuses their next message in any room, as under a room ban
    const refused = await chat.post(member, roomId, 'hello', 'b-1', 'en');
    expect(refused.ok).toBe(false);
    // their own ban info says so too
    const info = await s.call('getBanInfo', { roomId }, everyone.as('demo'));
    expect(info.body.data).toMatchObject({ banned: true, reason: 'Spam links in every room' });
    const list = dataOf<{ list: AdminGlobalBan[] }>(
      await s.call('adminListGlobalBans', { search: 'dem' }, admin()),
    );
    expect(list.list.map((b) => b.id)).toEqual([ban.id]);
    // one at a time
    const twice = await s.call(
      'adminBanGlobal',
      { member: 'demo', durationMinutes: null, reason: 'Again' },
      inLanguage('en'),
    );
    expect(twice.body).toEqual({
      code: CODES.invalidRequest,
      msg: 'This member is already banned from every room. Lift that ban first to give a new one.',
    });
    const lifted = dataOf(await s.call('adminLiftGlobalBan', { id: ban.id, reason }, admin()));
    expect(lifted).toEqual({ id: ban.id, lifted: true });
    const spoke = await chat.post(member, roomId, 'hello again', 'b-2', 'en');
    expect(spoke.ok).toBe(true);
    expect(
      dataOf<{ list: AdminGlobalBan[] }>(await s.call('adminListGlobalBans', {}, admin())).list,
    ).toEqual([]);
    // a repeat writes no second row
    dataOf(await s.call('adminLiftGlobalBan', { id: ban.id, reason }, admin()));
    const rows = await auditOf('chatBan', String(ban.id));
    expect(rows.map((r) => [r.action, r.before, r.after, r.reason])).toEqual([
      [
        'chat.banGlobal',
        null,
        { member: 'demo', bannedUntil: ban.bannedUntil },
        'Spam links in every room',
      ],
      ['chat.liftBan', { member: 'demo', lifted: false }, { member: 'demo', lifted: true }, reason],
    ]);
  });

  it('bans by member id, until lifted; pages the bans newest first', async () => {
    const ids = ['verify', 'lucky88'].map((n) => everyone.ids.get(n)).filter((x) => x);
    const made: number[] = [];
    for (const id of ids) {
      const ban = dataOf<AdminGlobalBan>(
        await s.call(
          'adminBanGlobal',
          { member: String(id), durationMinutes: null, reason: 'Abuse in every room' },
          admin(),
        ),
      );
      expect(ban.bannedUntil).toBeNull();
      expect(ban.memberId).toBe(id);
      made.push(ban.id);
    }
    const first = dataOf<{ list: AdminGlobalBan[]; next: number | null }>(
      await s.call('adminListGlobalBans', { limit: 1 }, admin()),
    );
    expect(first.list.map((b) => b.id)).toEqual([made.at(-1)]);
    if (made.length > 1) {
      expect(first.next).toBe(made.at(-1));
      const second = dataOf<{ list: AdminGlobalBan[] }>(
        await s.call('adminListGlobalBans', { limit: 1, before: first.next! }, admin()),
      );
      expect(second.list.map((b) => b.id)).toEqual([made.at(-2)]);
    }
    for (const id of made) dataOf(await s.call('adminLiftGlobalBan', { id, reason }, admin()));
  });

  it('refuses to ban a super admin or oneself, and lifts only bans from every room', async () => {
    const self = await s.call(
      'adminBanGlobal',
      { member: 'admin', durationMinutes: 60, reason: 'Testing myself' },
      inLanguage('en'),
    );
    expect(self.body.code).toBe(CODES.invalidRequest);
    const nobody = await s.call(
      'adminBanGlobal',
      { member: 'nobody_here', durationMinutes: 60, reason: 'Who is this' },
      inLanguage('en'),
    );
    expect(nobody.body.code).toBe(CODES.notFound);
    // a host's ban in their own room is not the live section's to lift
    const { roomId } = await liveStreamOf('host');
    const roomBan = dataOf<{ id: number }>(
      await s.call(
        'banUser',
        { roomId, userName: 'demo', reason: 'Spam', durationMinutes: 60 },
        everyone.as('host'),
      ),
    );
    const answer = await s.call(
      'adminLiftGlobalBan',
      { id: roomBan.id, reason },
      inLanguage('zh-cn'),
    );
    expect(answer.body).toEqual({ code: CODES.notFound, msg: '没有该编号的全站禁言。' });
  });

  it('is a super admin’s only', async () => {
    for (const who of ['demo', 'host']) {
      const answer = await s.call('adminListStreams', {}, everyone.as(who));
      expect(answer.body.code).toBe(CODES.forbidden);
    }
  });
});
