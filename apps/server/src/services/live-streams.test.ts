import { CODES, HEADERS, STREAM_STATUS, type Stream } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../testing/databases.ts';
import {
  openTestApp,
  signInEveryone,
  type Answer,
  type Everyone,
  type TestApp,
} from '../testing/app.ts';

const HOUR = 3_600_000;
const dataOf = <T>(answer: Answer): T => {
  expect(answer.body).toMatchObject({ code: CODES.success });
  return answer.body.data as T;
};

describe.each(DATABASE_KINDS)('the stream lifecycle on %s', (kind) => {
  let s: TestApp;
  let everyone: Everyone;
  beforeAll(async () => {
    s = await openTestApp(kind);
    everyone = await signInEveryone(s);
  }, 60_000);
  afterAll(() => s?.dispose());

  const as = (userName: string) => everyone.as(userName);
  const ids = { get: (userName: string) => everyone.ids.get(userName) };

  /** A stream of `host_somchai` (announced, not live, in the demo), announced for an hour from now. */
  async function announced(title = 'Semi-finals preview'): Promise<Stream> {
    return dataOf<Stream>(
      await s.call(
        'saveStream',
        { title, startTime: s.clock.now + HOUR, sportId: 5, tagIds: [3, 5] },
        as('host_somchai'),
      ),
    );
  }

  it('announces a stream for later, with its tags, a room of its own and no playback yet', async () => {
    const stream = await announced();
    expect(stream).toMatchObject({
      presenterId: ids.get('host_somchai'),
      status: STREAM_STATUS.reserved,
      startTime: s.clock.now + HOUR,
      tags: ['Tennis', 'Preview'],
      endTime: null,
      pullUrl: '',
      isFee: false,
      fee: null,
    });
    expect(stream.roomId).toMatch(/^room-/);
    const again = await announced();
    expect(again.roomId).not.toBe(stream.roomId);
    const status = await s.call('getStreamStatus', { id: stream.id });
    expect(dataOf(status)).toEqual({ id: stream.id, status: STREAM_STATUS.reserved });
    expect(dataOf<Stream>(await s.call('getStream', { id: stream.id })).title).toBe(
      'Semi-finals preview',
    );
  });

  it('goes live now without a start time, once per host at a time', async () => {
    const live = dataOf<Stream>(
      await s.call('saveStream', { title: 'Court side, live' }, as('host_somchai')),
    );
    expect(live).toMatchObject({ status: STREAM_STATUS.live, startTime: s.clock.now });
    const second = await s.call('saveStream', { title: 'A second one' }, as('host_somchai'));
    expect(second.body).toEqual({
      code: CODES.invalidRequest,
      msg: 'You are already live: stop that stream first.',
    });
    const reserved = await announced('Later today');
    const start = await s.call('startStream', { id: reserved.id }, as('host_somchai'));
    expect(start.body.code).toBe(CODES.invalidRequest);
    expect(dataOf(await s.call('stopStream', { id: live.id }, as('host_somchai')))).toBeNull();
    const started = dataOf<Stream>(
      await s.call('startStream', { id: reserved.id }, as('host_somchai')),
    );
    expect(started).toMatchObject({ status: STREAM_STATUS.live, startTime: s.clock.now });
    await s.call('stopStream', { id: reserved.id }, as('host_somchai'));
    const ended = dataOf<Stream>(await s.call('getStream', { id: live.id }));
    expect(ended).toMatchObject({ status: STREAM_STATUS.ended, endTime: s.clock.now });
  });

  it('refuses every transition the state machine does not allow, with its reason', async () => {
    const reserved = await announced();
    const live = dataOf<Stream>(await s.call('saveStream', { title: 'Live' }, as('host_somchai')));
    const refused = async (name: 'startStream' | 'stopStream' | 'cancelStream', id: number) => {
      const answer = await s.call(name, { id }, as('host_somchai'));
      expect(answer.body.code).toBe(CODES.invalidRequest);
      return answer.body.msg;
    };
    expect(await refused('stopStream', reserved.id)).toBe('Only a live stream can be stopped.');
    expect(await refused('cancelStream', live.id)).toBe(
      'Only an announced stream can be cancelled.',
    );
    expect(await refused('startStream', live.id)).toBe('Only an announced stream can go live.');
    await s.call('stopStream', { id: live.id }, as('host_somchai'));
    await s.call('cancelStream', { id: reserved.id }, as('host_somchai'));
    for (const id of [live.id, reserved.id]) {
      expect(await refused('stopStream', id)).toBeTruthy();
      expect(await refused('cancelStream', id)).toBeTruthy();
      expect(await refused('startStream', id)).toBeTruthy();
      const update = await s.call('updateStream', { id, title: 'Again' }, as('host_somchai'));
      expect(update.body).toEqual({
        code: CODES.invalidRequest,
        msg: 'An ended or cancelled stream cannot be changed.',
      });
    }
    expect(dataOf<Stream>(await s.call('getStream', { id: reserved.id })).status).toBe(
      STREAM_STATUS.cancelled,
    );
  });

  it('lets only the stream’s host or a super admin change it; members and visitors not at all', async () => {
    const stream = await announced();
    const other = await s.call(
      'updateStream',
      { id: stream.id, title: 'Mine now' },
      as('host_linh'),
    );
    expect(other.body).toEqual({
      code: CODES.forbidden,
      msg: 'Only the stream’s host can change it.',
    });
    expect((await s.call('cancelStream', { id: stream.id }, as('demo'))).body.code).toBe(
      CODES.forbidden,
    );
    expect((await s.call('saveStream', { title: 'Me too' }, as('demo'))).body.code).toBe(
      CODES.forbidden,
    );
    const visitor = await s.call('cancelStream', { id: stream.id }, { token: null });
    expect(visitor.body.code).toBe(CODES.sessionExpired);
    await s.t.db.query(`update streams set titles = '{"th": "ชื่อเดิม"}' where id = $1`, [stream.id]);
    const admin = await s.call('updateStream', { id: stream.id, title: 'Renamed' }, as('admin'));
    expect(dataOf<Stream>(admin).title).toBe('Renamed');
    // a new title drops the old one's translations: a Thai viewer reads the new title
    const thai = await s.call(
      'getStream',
      { id: stream.id },
      { headers: { [HEADERS.language]: 'th' } },
    );
    expect(dataOf<Stream>(thai).title).toBe('Renamed');
    const notHost = await s.call('saveStream', { title: 'Admin live' }, as('admin'));
    expect(notHost.body).toEqual({ code: CODES.forbidden, msg: 'Only a host can start a stream.' });
  });

  it('moves an announced start only into the future, and never once live', async () => {
    const stream = await announced();
    const later = s.clock.now + 3 * HOUR;
    const moved = await s.call(
      'updateStream',
      { id: stream.id, startTime: later },
      as('host_somchai'),
    );
    expect(dataOf<Stream>(moved).startTime).toBe(later);
    const past = await s.call(
      'updateStream',
      { id: stream.id, startTime: s.clock.now - 1 },
      as('host_somchai'),
    );
    expect(past.body.msg).toBe('Choose a start time in the future.');
    const derby = dataOf<{ list: Stream[] }>(
      await s.call('listStreams', { page: 1, pageSize: 999 }),
    ).list[0]!;
    const fixed = await s.call(
      'updateStream',
      { id: derby.id, startTime: s.clock.now + HOUR },
      as('host'),
    );
    expect(fixed.body.msg).toBe('The start time can only change before the stream goes live.');
  });

  it('checks tags and fees', async () => {
    const tag = await s.call(
      'saveStream',
      { title: 'Tagged', startTime: s.clock.now + HOUR, tagIds: [999] },
      as('host_somchai'),
    );
    expect(tag.body).toEqual({
      code: CODES.invalidRequest,
      msg: 'One of the chosen tags does not exist.',
    });
    const fee = await s.call(
      'saveStream',
      { title: 'Paid', startTime: s.clock.now + HOUR, isFee: true },
      as('host_somchai'),
    );
    expect(fee.body.msg).toBe('A paid stream needs a fee above zero.');
    // a fee is one of the tiers' prices in the host's currency (VND here)
    const offTier = await s.call(
      'saveStream',
      { title: 'Paid', startTime: s.clock.now + HOUR, fee: '25.50' },
      as('host_somchai'),
    );
    expect(offTier.body).toEqual({
      code: CODES.invalidRequest,
      msg: 'Choose one of the fees on offer: 30000.00, 100000.00, 300000.00, 600000.00 VND.',
    });
    const paid = await s.call(
      'saveStream',
      { title: 'Paid', startTime: s.clock.now + HOUR, fee: '100000.00' },
      as('host_somchai'),
    );
    expect(dataOf<Stream>(paid)).toMatchObject({ isFee: true, fee: '100000.00' });
  });

  it('keeps viewers’ reminders: counted once each, taken back, only while announced', async () => {
    const stream = await announced();
    const reserve = (userName: string, reserved = true) =>
      s.call('reserveStream', { id: stream.id, reserved }, as(userName));
    expect(dataOf(await reserve('demo'))).toEqual({ id: stream.id, reserved: true, count: 1 });
    expect(dataOf(await reserve('demo'))).toEqual({ id: stream.id, reserved: true, count: 1 });
    expect(dataOf(await reserve('verify'))).toMatchObject({ count: 2 });
    expect(dataOf(await s.call('countStreamReservations', { id: stream.id }))).toBe(2);
    expect(dataOf(await reserve('verify', false))).toEqual({
      id: stream.id,
      reserved: false,
      count: 1,
    });
    const visitor = await s.call(
      'reserveStream',
      { id: stream.id, reserved: true },
      { token: null },
    );
    expect(visitor.body.code).toBe(CODES.sessionExpired);
    await s.call('cancelStream', { id: stream.id }, as('host_somchai'));
    expect(dataOf(await s.call('countStreamReservations', { id: stream.id }))).toBe(0);
    expect((await reserve('demo')).body.msg).toBe(
      'Reminders can only be set for a stream that has not started.',
    );
    const missing = await s.call('countStreamReservations', { id: 987654 });
    expect(missing.body.code).toBe(CODES.notFound);
  });

  it('lists announced streams soonest first, by host when asked', async () => {
    const page = dataOf<{ list: Stream[]; total: number }>(
      await s.call('listReservedStreams', {
        page: 1,
        pageSize: 50,
        presenterId: ids.get('host_somchai'),
      }),
    );
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((x) => x.status === STREAM_STATUS.reserved)).toBe(true);
    expect(page.list.every((x) => x.presenterId === ids.get('host_somchai'))).toBe(true);
    const starts = page.list.map((x) => x.startTime);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const all = dataOf<{ total: number }>(
      await s.call('listReservedStreams', { page: 1, pageSize: 50 }),
    );
    expect(all.total).toBeGreaterThan(page.total);
  });

  it('lists the announced streams a member asked to be reminded of, and none for a visitor', async () => {
    const first = await announced('Reminded');
    await announced('Not reminded');
    await s.call('reserveStream', { id: first.id, reserved: true }, as('verify'));
    const mine = (caller?: ReturnType<typeof as>) =>
      s.call('listReservedStreams', { page: 1, pageSize: 50, reservedByMe: true }, caller);
    const page = dataOf<{ list: Stream[]; total: number }>(await mine(as('verify')));
    expect(page.list.map((x) => x.id)).toEqual([first.id]);
    expect(page.total).toBe(1);
    expect(dataOf<{ list: Stream[] }>(await mine()).list).toEqual([]);
    await s.call('reserveStream', { id: first.id, reserved: false }, as('verify'));
    expect(dataOf<{ list: Stream[] }>(await mine(as('verify'))).list).toEqual([]);
  });

  it('names the cover tags in the asked language', async () => {
    const en = dataOf<{ id: number; name: string }[]>(await s.call('listCoverTags', {}));
    expect(en.slice(0, 2)).toEqual([
      { id: 1, name: 'Football' },
      { id: 2, name: 'Basketball' },
    ]);
    const vi = dataOf<{ id: number; name: string }[]>(
      await s.call('listCoverTags', {}, { headers: { Language: 'vi' } }),
    );
    expect(vi[0]).toEqual({ id: 1, name: 'Bóng đá' });
  });
});

describe.each(DATABASE_KINDS)('hosts’ cards and followers on %s', (kind) => {
  let s: TestApp;
  let everyone: Everyone;
  beforeAll(async () => {
    s = await openTestApp(kind);
    everyone = await signInEveryone(s);
  }, 60_000);
  afterAll(() => s?.dispose());

  const as = (userName: string) => everyone.as(userName);
  const ids = { get: (userName: string) => everyone.ids.get(userName) };
  type Card = { followers: number; isFollowed: boolean; liveStreamId: number | null };

  it('shows a host’s card with followers, whether the viewer follows and the live stream', async () => {
    const streams = dataOf<{ list: Stream[] }>(
      await s.call('listStreams', { page: 1, pageSize: 999 }),
    ).list;
    const derby = streams.find((x) => x.title === 'Derby night: live tips and chat')!;
    const card = dataOf<Card & { userName: string; nickName: string }>(
      await s.call('getPresenter', { id: ids.get('host')! }, as('demo')),
    );
    expect(card).toMatchObject({
      id: ids.get('host'),
      userName: 'host',
      nickName: 'Host Mai',
      isFollowed: true,
      liveStreamId: derby.id,
    });
    expect(card.followers).toBeGreaterThanOrEqual(1);
    const visitor = dataOf<Card>(
      await s.call('getPresenter', { id: ids.get('host')! }, { token: null }),
    );
    expect(visitor.isFollowed).toBe(false);
    const announcedOnly = dataOf<Card>(
      await s.call('getPresenter', { id: ids.get('host_somchai')! }),
    );
    expect(announcedOnly.liveStreamId).toBeNull();
    expect((await s.call('getPresenter', { id: ids.get('demo')! })).body).toEqual({
      code: CODES.notFound,
      msg: 'This host does not exist.',
    });
  });

  it('follows and unfollows a host, once each, and the followed stream list follows suit', async () => {
    const wei = ids.get('host_wei')!;
    const before = dataOf<Card>(await s.call('getPresenter', { id: wei })).followers;
    const follow = (followed: boolean) =>
      s.call('followPresenter', { id: wei, followed }, as('verify'));
    expect(dataOf(await follow(true))).toEqual({ id: wei, followed: true, followers: before + 1 });
    expect(dataOf(await follow(true))).toEqual({ id: wei, followed: true, followers: before + 1 });
    const followed = dataOf<{ list: Stream[] }>(
      await s.call('listStreams', { page: 1, pageSize: 999, dataResource: 2 }, as('verify')),
    ).list;
    expect(followed.map((x) => x.presenterId)).toEqual(followed.map(() => wei));
    expect(followed.length).toBeGreaterThan(0);
    expect(dataOf(await follow(false))).toEqual({ id: wei, followed: false, followers: before });
    const none = dataOf<{ list: Stream[] }>(
      await s.call('listStreams', { page: 1, pageSize: 999, dataResource: 2 }, as('verify')),
    ).list;
    expect(none).toEqual([]);
  });

  it('refuses following oneself, a member who is not a host, and a visitor', async () => {
    const self = await s.call(
      'followPresenter',
      { id: ids.get('host')!, followed: true },
      as('host'),
    );
    expect(self.body).toEqual({ code: CODES.invalidRequest, msg: 'You cannot follow yourself.' });
    const notHost = await s.call(
      'followPresenter',
      { id: ids.get('admin')!, followed: true },
      as('demo'),
    );
    expect(notHost.body.code).toBe(CODES.notFound);
    const visitor = await s.call(
      'followPresenter',
      { id: ids.get('host')!, followed: true },
      { token: null },
    );
    expect(visitor.body.code).toBe(CODES.sessionExpired);
  });
});
