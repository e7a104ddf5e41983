import { CODES } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_SEEN_STEP_MS } from '../auth/sessions.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type Answer, type TestApp } from '../testing/app.ts';

const data = <T>(answer: Answer) => answer.body.data as T;

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Session {
  sessionId: string;
  current: boolean;
  userAgent: string | null;
  ip: string | null;
  createdAt: number;
  lastSeenAt: number | null;
}

/** The personal centre's calls (issue 20): avatar, password change, sessions, the VIP table. */
describe.each(DATABASE_KINDS)('the personal centre calls on %s', (kind) => {
  let s: TestApp;
  beforeAll(async () => {
    s = await openTestApp(kind);
  }, 60_000);
  afterAll(() => s?.dispose());

  /** A new member of their own (each test changes its member's sessions and password). */
  async function newMember(userName: string, password = 'secret123'): Promise<string> {
    const answer = await s.call('registerByAccount', {
      userName,
      password,
      regDomain: 'touchline.test',
      dateOfBirth: '1990-01-01',
      botToken: await s.botToken(),
    });
    expect(answer.body.code).toBe(200);
    return data<{ accessToken: string }>(answer).accessToken;
  }

  async function loginFrom(userName: string, password: string, ip: string, userAgent: string) {
    const answer = await s.call(
      'accountLogin',
      { userName, password },
      { ip, headers: { 'user-agent': userAgent } },
    );
    expect(answer.body.code).toBe(200);
    return data<{ accessToken: string }>(answer).accessToken;
  }

  it('sets the avatar, which the user info then shows', async () => {
    const token = await newMember('avatar1');
    const set = await s.call('setAvatar', { avatarId: 7 }, { token });
    expect(set.body).toEqual({ code: 200, msg: expect.any(String), data: { avatarId: 7 } });
    const info = await s.call('getUserInfo', {}, { token });
    expect(data<{ avatarId: number }>(info).avatarId).toBe(7);
    expect((await s.call('setAvatar', { avatarId: 7 }, {})).status).toBe(401);
  });

  it('lists the sessions with browser, masked address and times, this one first', async () => {
    const first = await loginFrom('demo', 'demo1234', '203.0.113.42', IPHONE);
    const second = await loginFrom('demo', 'demo1234', '198.51.100.7', 'curl/8');
    const list = data<Session[]>(await s.call('listSessions', {}, { token: first }));
    expect(list[0]).toMatchObject({ current: true, userAgent: IPHONE, ip: '203.0.113.*' });
    expect(list.filter((x) => x.current)).toHaveLength(1);
    const other = list.find((x) => x.ip === '198.51.100.*')!;
    expect(other).toMatchObject({ current: false, userAgent: 'curl/8' });
    // the token hash never leaves the server: ids are small numbers
    for (const row of list) expect(row.sessionId).toMatch(/^\d+$/);
    // a call notes when the session was last used
    expect(list[0]!.lastSeenAt).toBe(s.clock.now);
    await s.call('listSessions', {}, { token: second });
    const seen = data<Session[]>(await s.call('listSessions', {}, { token: second }));
    expect(seen[0]!.current).toBe(true);
    expect(seen[0]!.lastSeenAt).toBe(s.clock.now);
  });

  it('writes “last seen” at most once a minute', async () => {
    const token = await newMember('seen1');
    const lastSeen = async () =>
      data<Session[]>(await s.call('listSessions', {}, { token }))[0]!.lastSeenAt;
    const start = s.clock.now;
    try {
      expect(await lastSeen()).toBe(start);
      s.clock.now = start + 30_000;
      expect(await lastSeen()).toBe(start);
      s.clock.now = start + LAST_SEEN_STEP_MS + 1_000;
      expect(await lastSeen()).toBe(start + LAST_SEEN_STEP_MS + 1_000);
    } finally {
      s.clock.now = start;
    }
  });

  it('signs one of the own sessions out, and no one else’s', async () => {
    const keep = await newMember('revoke1');
    const other = await loginFrom('revoke1', 'secret123', '192.0.2.1', IPHONE);
    const stranger = await newMember('revoke2');
    const list = data<Session[]>(await s.call('listSessions', {}, { token: keep }));
    const target = list.find((x) => !x.current)!;

    const foreign = await s.call(
      'revokeSession',
      { sessionId: target.sessionId },
      {
        token: stranger,
      },
    );
    expect(foreign.body).toEqual({
      code: CODES.invalidRequest,
      msg: 'That session has already ended.',
    });
    expect((await s.call('getUserInfo', {}, { token: other })).body.code).toBe(200);

    const done = await s.call('revokeSession', { sessionId: target.sessionId }, { token: keep });
    expect(done.body.code).toBe(200);
    expect((await s.call('getUserInfo', {}, { token: other })).status).toBe(401);
    expect((await s.call('getUserInfo', {}, { token: keep })).body.code).toBe(200);
    const again = await s.call('revokeSession', { sessionId: target.sessionId }, { token: keep });
    expect(again.body.msg).toBe('That session has already ended.');
    const unknown = await s.call('revokeSession', { sessionId: 'abc' }, { token: keep });
    expect(unknown.body.code).toBe(CODES.invalidRequest);
    const left = data<Session[]>(await s.call('listSessions', {}, { token: keep }));
    expect(left.map((x) => x.current)).toEqual([true]);
  });

  it('changes the password with the current one and signs the other sessions out', async () => {
    const here = await newMember('password1', 'secret123');
    const there = await loginFrom('password1', 'secret123', '192.0.2.9', IPHONE);

    const wrong = await s.call(
      'changePassword',
      { currentPassword: 'nope12345', newPassword: 'better456' },
      { token: here, headers: { Language: 'vi' } },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      code: CODES.invalidRequest,
      msg: 'Mật khẩu hiện tại không đúng.',
      data: { field: 'currentPassword' },
    });
    const same = await s.call(
      'changePassword',
      { currentPassword: 'secret123', newPassword: 'secret123' },
      { token: here },
    );
    expect(same.body.data).toEqual({ field: 'newPassword' });
    const weak = await s.call(
      'changePassword',
      { currentPassword: 'secret123', newPassword: 'abc' },
      { token: here },
    );
    expect(weak.body.code).toBe(CODES.invalidRequest);
    // nothing changed yet
    expect((await s.call('getUserInfo', {}, { token: there })).body.code).toBe(200);

    const done = await s.call(
      'changePassword',
      { currentPassword: 'secret123', newPassword: 'better456' },
      { token: here },
    );
    expect(done.body).toMatchObject({ code: 200, data: { signedOutSessions: 1 } });
    expect((await s.call('getUserInfo', {}, { token: there })).status).toBe(401);
    expect((await s.call('getUserInfo', {}, { token: here })).body.code).toBe(200);
    const old = await s.call('accountLogin', { userName: 'password1', password: 'secret123' });
    expect(old.body.code).not.toBe(200);
    await loginFrom('password1', 'better456', '192.0.2.9', IPHONE);
  });

  it('lists the twelve VIP levels with their thresholds and benefits', async () => {
    const token = await s.login('demo', 'demo1234');
    const levels = data<{ level: number; minTurnover: string; benefits: unknown[] }[]>(
      await s.call('listVipLevels', {}, { token }),
    );
    expect(levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(levels[1]).toMatchObject({ minTurnover: '1000.00' });
    expect(levels[11]!.benefits.length).toBeGreaterThan(0);
  });
});
