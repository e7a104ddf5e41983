import { CODES } from '@touchline/api/contract';
import { EVERY_ROOM } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSignatureKey, verifyChatRoom } from './chat-tokens.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import {
  openTestApp,
  signInEveryone,
  type Answer,
  type Everyone,
  type TestApp,
} from '../testing/app.ts';

type Ban = {
  id: number;
  roomId: string;
  userName: string;
  active: boolean;
  bannedUntil: number | null;
};
const dataOf = <T>(answer: Answer): T => {
  expect(answer.body).toMatchObject({ code: CODES.success });
  return answer.body.data as T;
};

describe.each(DATABASE_KINDS)('chat moderation on %s', (kind) => {
  let s: TestApp;
  let everyone: Everyone;
  /** Each host's live room. */
  const rooms = new Map<string, string>();
  beforeAll(async () => {
    s = await openTestApp(kind);
    everyone = await signInEveryone(s);
    for (const row of await s.t.db.query<{ user_name: string; room_id: string }>(
      `select m.user_name, s.room_id from streams s join members m on m.id = s.presenter_id
        where s.status = 2`,
    )) {
      rooms.set(row.user_name, row.room_id);
    }
  }, 60_000);
  afterAll(() => s?.dispose());

  const as = (userName: string) => everyone.as(userName);
  const ban = (by: string, userName: string, roomId: string, durationMinutes: number | null = 60) =>
    s.call('banUser', { roomId, userName, reason: 'Spam links', durationMinutes }, as(by));
  const info = (who: string, roomId: string, userName?: string) =>
    s.call('getBanInfo', { roomId, ...(userName ? { userName } : {}) }, as(who));

  it('lets a host ban in their own room: the member learns the reason and the end', async () => {
    const room = rooms.get('host')!;
    const made = dataOf<Ban>(await ban('host', 'demo', room));
    expect(made).toMatchObject({
      roomId: room,
      userName: 'demo',
      reason: 'Spam links',
      operator: 'host',
      active: true,
      bannedUntil: s.clock.now + 3_600_000,
    });
    expect(dataOf(await info('demo', room))).toEqual({
      banned: true,
      bannedUntil: s.clock.now + 3_600_000,
      reason: 'Spam links',
    });
    // another room is not affected
    expect(dataOf(await info('demo', rooms.get('host_linh')!))).toMatchObject({ banned: false });
    // the ban ends on its own
    const now = s.clock.now;
    s.clock.now = now + 3_600_001;
    try {
      expect(dataOf(await info('demo', room))).toMatchObject({ banned: false });
    } finally {
      s.clock.now = now;
    }
  });

  it('keeps a host out of other hosts’ rooms and out of every-room bans', async () => {
    const room = rooms.get('host')!;
    expect((await ban('host_linh', 'verify', room)).body).toEqual({
      code: CODES.forbidden,
      msg: 'Only the room’s host or a super admin can do this.',
    });
    expect((await ban('host', 'verify', EVERY_ROOM)).body.code).toBe(CODES.forbidden);
    expect((await ban('host', 'verify', 'room-nowhere')).body.code).toBe(CODES.notFound);
    const theirs = dataOf<{ list: Ban[] }>(
      await s.call('listBans', { page: 1, pageSize: 50 }, as('host_linh')),
    ).list;
    expect(theirs.some((b) => b.roomId === room)).toBe(false);
  });

  it('lets a super admin ban from every room; a ban until lifted holds until lifted', async () => {
    const made = dataOf<Ban>(await ban('admin', 'verify', EVERY_ROOM, null));
    expect(made).toMatchObject({ bannedUntil: null, active: true });
    for (const room of rooms.values()) {
      expect(dataOf(await info('verify', room))).toMatchObject({ banned: true, bannedUntil: null });
    }
    expect(dataOf(await s.call('liftBans', { ids: [made.id] }, as('admin')))).toBeNull();
    expect(dataOf(await info('verify', rooms.get('host')!))).toMatchObject({ banned: false });
    const all = dataOf<{ list: Ban[] }>(
      await s.call('listBans', { page: 1, pageSize: 50, userName: 'verify' }, as('admin')),
    ).list;
    expect(all.find((b) => b.id === made.id)).toMatchObject({ active: false });
  });

  it('changes a ban’s reason and length from when it was made', async () => {
    const room = rooms.get('host')!;
    const made = dataOf<Ban>(await ban('host', 'verify', room, 10));
    const longer = dataOf<Ban & { reason: string }>(
      await s.call('updateBan', { id: made.id, reason: 'Abuse', durationMinutes: 120 }, as('host')),
    );
    expect(longer).toMatchObject({ reason: 'Abuse', bannedUntil: s.clock.now + 120 * 60_000 });
    const forever = dataOf<Ban>(
      await s.call('updateBan', { id: made.id, durationMinutes: null }, as('host')),
    );
    expect(forever.bannedUntil).toBeNull();
    const other = await s.call('updateBan', { id: made.id, reason: 'x' }, as('host_linh'));
    expect(other.body.code).toBe(CODES.forbidden);
    const missing = await s.call('updateBan', { id: 987654, reason: 'x' }, as('host'));
    expect(missing.body.code).toBe(CODES.notFound);
  });

  it('lifts all the bans asked or none, when one is not the caller’s', async () => {
    const own = dataOf<Ban>(await ban('host_linh', 'verify', rooms.get('host_linh')!));
    const others = dataOf<Ban>(await ban('host', 'verify', rooms.get('host')!));
    const refused = await s.call('liftBans', { ids: [own.id, others.id] }, as('host_linh'));
    expect(refused.body.code).toBe(CODES.forbidden);
    const listed = dataOf<{ list: Ban[] }>(
      await s.call('listBans', { page: 1, pageSize: 50, active: true }, as('host_linh')),
    ).list;
    expect(listed.map((b) => b.id)).toContain(own.id);
    expect(listed.every((b) => b.active)).toBe(true);
  });

  it('refuses banning oneself, a super admin and an unknown member', async () => {
    const room = rooms.get('host')!;
    expect((await ban('host', 'host', room)).body.msg).toBe('This member cannot be banned.');
    expect((await ban('host', 'admin', room)).body.msg).toBe('This member cannot be banned.');
    expect((await ban('host', 'nobody_here', room)).body).toEqual({
      code: CODES.notFound,
      msg: 'No member has this user name.',
    });
  });

  it('tells a member their own ban only; the room’s host anyone’s', async () => {
    const room = rooms.get('host')!;
    expect((await info('verify', room, 'demo')).body.code).toBe(CODES.forbidden);
    expect(dataOf(await info('host', room, 'demo'))).toMatchObject({ banned: true });
  });

  it('gives hosts the sensitive words and keeps each host’s shielded words', async () => {
    const words = dataOf<string[]>(await s.call('listSensitiveWords', {}, as('host')));
    expect(words).toEqual(expect.arrayContaining(['scam', '骗局', 'lừa đảo', 'โกง']));
    expect((await s.call('listSensitiveWords', {}, as('demo'))).body.code).toBe(CODES.forbidden);
    const save = (words: string[], who = 'host') => s.call('saveShieldedWords', { words }, as(who));
    expect(dataOf(await save(['Spoiler', 'spoiler ', 'leak']))).toBeNull();
    const stored = async () =>
      (
        await s.t.db.query<{ word: string }>(
          `select word from shielded_words w join members m on m.id = w.presenter_id
            where m.user_name = 'host' order by word`,
        )
      ).map((r) => r.word);
    expect(await stored()).toEqual(['leak', 'spoiler']);
    // the host reads their own list back; a member may not
    expect(dataOf(await s.call('listShieldedWords', {}, as('host')))).toEqual(['leak', 'spoiler']);
    expect((await s.call('listShieldedWords', {}, as('demo'))).body.code).toBe(CODES.forbidden);
    expect(dataOf(await save([]))).toBeNull();
    expect(await stored()).toEqual([]);
    expect((await save(['x'], 'admin')).body.code).toBe(CODES.forbidden);
  });

  it('gives a room’s rules, the defaults with the welcome text in the asked language', async () => {
    const room = rooms.get('host')!;
    const en = dataOf<Record<string, unknown>>(await s.call('getChatRoomConfig', { roomId: room }));
    expect(en).toEqual({
      roomId: room,
      enabled: true,
      minVipLevelToChat: 0,
      slowModeSeconds: 3,
      maxMessageLength: 200,
      welcomeText: 'Welcome! Be kind, no spam, no links.',
    });
    const vi = dataOf<{ welcomeText: string }>(
      await s.call('getChatRoomConfig', { roomId: room }, { headers: { Language: 'vi' } }),
    );
    expect(vi.welcomeText).toBe('Chào mừng! Hãy lịch sự, không spam, không gửi liên kết.');
    await s.t.db.query(
      `insert into chat_room_configs (room_id, enabled, min_vip_level, slow_mode_seconds,
         max_message_length, welcome_text) values ($1, false, 2, 10, 120, null)`,
      [room],
    );
    expect(dataOf(await s.call('getChatRoomConfig', { roomId: room }))).toMatchObject({
      enabled: false,
      minVipLevelToChat: 2,
      slowModeSeconds: 10,
      maxMessageLength: 120,
      welcomeText: 'Welcome! Be kind, no spam, no links.',
    });
    const missing = await s.call('getChatRoomConfig', { roomId: 'room-nowhere' });
    expect(missing.body).toEqual({ code: CODES.notFound, msg: 'This chat room does not exist.' });
  });

  it('signs a member into a room for an hour: that member, that room only', async () => {
    const room = rooms.get('host')!;
    const sig = dataOf<{ roomId: string; userName: string; signature: string; expiresAt: number }>(
      await s.call('getChatSignature', { id: room }, as('demo')),
    );
    expect(sig).toMatchObject({
      roomId: room,
      userName: 'demo',
      expiresAt: s.clock.now + 3_600_000,
    });
    const key = chatSignatureKey(s.app.touchline.secret);
    const [demo] = await s.t.db.query<{ id: bigint }>(
      "select id from members where user_name = 'demo'",
    );
    expect(verifyChatRoom(key, sig.signature, BigInt(demo!.id), room, s.clock.now)).toBe(true);
    expect(verifyChatRoom(key, sig.signature, BigInt(demo!.id) + 1n, room, s.clock.now)).toBe(
      false,
    );
    expect(verifyChatRoom(key, sig.signature, BigInt(demo!.id), 'room-x', s.clock.now)).toBe(false);
    const visitor = await s.call('getChatSignature', { id: room }, { token: null });
    expect(visitor.body.code).toBe(CODES.sessionExpired);
    expect((await s.call('getChatSignature', { id: 'room-nowhere' }, as('demo'))).body.code).toBe(
      CODES.notFound,
    );
  });
});
