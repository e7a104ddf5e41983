import { CODES, HEADERS, STREAM_STATUS, type Stream } from '@touchline/api/contract';
import { STREAM_LIST_PAGE, STREAM_LIST_PAGE_SIZE } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';

type StreamPage = { list: Stream[]; total: number; page: number; pageSize: number };
const pageOf = (answer: { body: { code: number; data?: unknown } }) => {
  expect(answer.body.code).toBe(CODES.success);
  return answer.body.data as StreamPage;
};

describe.each(DATABASE_KINDS)('the stream list on %s', (kind) => {
  let s: TestApp;
  let demo: string;
  const memberIds = new Map<string, number>();
  beforeAll(async () => {
    s = await openTestApp(kind);
    demo = await s.login('demo', 'demo1234');
    for (const row of await s.t.db.query<{ id: bigint; user_name: string }>(
      'select id, user_name from members',
    )) {
      memberIds.set(row.user_name, Number(row.id));
    }
  }, 60_000);
  afterAll(() => s?.dispose());

  const firstPage = { page: STREAM_LIST_PAGE, pageSize: STREAM_LIST_PAGE_SIZE };

  it('answers titles and cover tags in the asked language where the data has them (issue 15)', async () => {
    const inThai = pageOf(
      await s.call('listStreams', firstPage, { headers: { [HEADERS.language]: 'th' } }),
    );
    const derby = inThai.list.find((x) => x.roomId === 'room-demo-1')!;
    expect(derby.title).toBe('ดาร์บี้ไนท์: ทีเด็ดสดและแชท');
    expect(derby.tags).toEqual(['ฟุตบอล', 'ทีเด็ด']);
    const inChinese = await s.call(
      'getStream',
      { id: derby.id },
      { headers: { [HEADERS.language]: 'zh-cn' } },
    );
    expect((inChinese.body as { data: Stream }).data).toMatchObject({
      title: '德比之夜：直播推荐与聊天',
      tags: ['足球', '推荐'],
    });
    const inEnglish = pageOf(await s.call('listStreams', firstPage));
    expect(inEnglish.list.find((x) => x.id === derby.id)).toMatchObject({
      title: 'Derby night: live tips and chat',
      tags: ['Football', 'Tips'],
    });
  });

  it('lists the live streams first (most watched first), then the reserved ones by start', async () => {
    const page = pageOf(await s.call('listStreams', firstPage));
    expect(page).toMatchObject({ page: 1, pageSize: 999, total: 5 });
    expect(page.list.map((x) => [x.status, x.title])).toEqual([
      [STREAM_STATUS.live, 'Derby night: live tips and chat'],
      [STREAM_STATUS.live, 'V.League round 9, every goal live'],
      [STREAM_STATUS.live, 'Court side: quarter-finals'],
      [STREAM_STATUS.reserved, 'Thai League preview'],
      [STREAM_STATUS.reserved, 'Sunday preview: picks for the weekend'],
    ]);
    const viewers = page.list.filter((x) => x.status === STREAM_STATUS.live).map((x) => x.viewers);
    expect(viewers).toEqual([...viewers].sort((a, b) => b - a));
    const reserved = page.list.filter((x) => x.status === STREAM_STATUS.reserved);
    expect(reserved.every((x) => x.startTime > s.clock.now)).toBe(true);
    expect(reserved[0]!.startTime).toBeLessThan(reserved[1]!.startTime);
  });

  it('answers each stream with its host, cover, room and a playback address only while live', async () => {
    const page = pageOf(await s.call('listStreams', firstPage));
    const derby = page.list[0]!;
    expect(derby).toMatchObject({
      presenterId: memberIds.get('host'),
      presenterName: 'Host Mai',
      presenterAvatarId: 7,
      cover: '/static/covers/derby-night.svg',
      sportId: 1,
      gameId: null,
      viewers: 1834,
      tags: ['Football', 'Tips'],
      endTime: null,
      isFee: false,
      fee: null,
    });
    expect(derby.startTime).toBeLessThanOrEqual(s.clock.now);
    const paid = page.list.find((x) => x.title.startsWith('Sunday preview'))!;
    expect(paid).toMatchObject({ isFee: true, fee: '30000.00', viewers: 0 });
    // the playback address (the preferred line's) goes out while a stream is live, never before
    expect(derby.pullUrl).toBe(`/hls/1/${derby.id}/index.m3u8`);
    expect(paid.pullUrl).toBe('');
    expect(new Set(page.list.map((x) => x.roomId)).size).toBe(page.list.length);
  });

  it('leaves ended and cancelled streams out', async () => {
    const hostId = memberIds.get('host')!;
    await s.t.db.query(
      `insert into streams (presenter_id, title, status, room_id, start_time, end_time)
       values ($1, 'Called off', 4, 'room-cancelled', $2, $2)`,
      [hostId, new Date(s.clock.now + 3_600_000)],
    );
    const page = pageOf(await s.call('listStreams', firstPage));
    expect(page.list.map((x) => x.title)).not.toContain('Called off');
    expect(page.list.map((x) => x.title)).not.toContain('Last night’s round, replayed');
    expect(page.list.every((x) => x.status === 1 || x.status === 2)).toBe(true);
  });

  it("narrows the list to one host's streams with presenterId", async () => {
    const hostId = memberIds.get('host')!;
    const page = pageOf(await s.call('listStreams', { ...firstPage, presenterId: hostId }));
    expect(page.total).toBe(2);
    expect(page.list.map((x) => x.status)).toEqual([STREAM_STATUS.live, STREAM_STATUS.reserved]);
    expect(page.list.every((x) => x.presenterId === hostId)).toBe(true);
    const nobody = pageOf(await s.call('listStreams', { ...firstPage, presenterId: 999_999 }));
    expect(nobody).toMatchObject({ list: [], total: 0 });
  });

  it('shows the hosts the caller follows with dataResource 2, and nothing to a visitor', async () => {
    const followed = pageOf(
      await s.call('listStreams', { ...firstPage, dataResource: 2 }, { token: demo }),
    );
    expect(followed.list.map((x) => x.presenterName)).toEqual([
      'Host Mai',
      'Somchai Live',
      'Host Mai',
    ]);
    expect(followed.list[0]!.status).toBe(STREAM_STATUS.live);
    const all = pageOf(await s.call('listStreams', { ...firstPage, dataResource: 1 }));
    expect(all.total).toBe(5);
    const visitor = pageOf(await s.call('listStreams', { ...firstPage, dataResource: 2 }));
    expect(visitor).toMatchObject({ list: [], total: 0 });
  });

  it('pages the list and keeps the total', async () => {
    const second = pageOf(await s.call('listStreams', { page: 2, pageSize: 2 }));
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(second.list.map((x) => x.title)).toEqual([
      'Court side: quarter-finals',
      'Thai League preview',
    ]);
    const past = pageOf(await s.call('listStreams', { page: 9, pageSize: 2 }));
    expect(past).toMatchObject({ list: [], total: 5 });
  });

  it('refuses a page size over 999 and a page under 1', async () => {
    for (const input of [
      { page: 1, pageSize: 1000 },
      { page: 0, pageSize: 10 },
    ]) {
      const answer = await s.call('listStreams', input);
      expect(answer.body.code).not.toBe(CODES.success);
      expect(answer.status).toBeLessThan(500);
    }
  });

  it('lets only hosts present: a presenter row for a member is refused', async () => {
    await expect(
      s.t.db.query('insert into presenters (member_id) values ($1)', [memberIds.get('demo')]),
    ).rejects.toThrow(/not a host/);
    // and a host presents one live stream at a time
    await expect(
      s.t.db.query(
        `insert into streams (presenter_id, title, status, room_id, start_time)
         values ($1, 'Second live', 2, 'room-second', now())`,
        [memberIds.get('host')],
      ),
    ).rejects.toThrow();
  });
});
