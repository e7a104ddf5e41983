import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  LAST_SEEN_STEP_MS,
  SESSION_TTL_MS,
  createSession,
  findSession,
  findSessionCaller,
  isSeenStale,
  revokeSession,
  touchSession,
  tokenHash,
} from './sessions.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('demo1234');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'demo1234')).toBe(true);
    expect(await verifyPassword(hash, 'demo12345')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(await verifyPassword(null, 'x')).toBe(false);
  });
});

describe.each(DATABASE_KINDS)('sessions on %s', (kind) => {
  let t: TestDatabase;
  let memberId: bigint;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    const [row] = await t.db.query<{ id: bigint }>(
      `insert into members (user_name, referral_code) values ('s', 'RS') returning id`,
    );
    memberId = BigInt(row!.id);
  }, 60_000);
  afterAll(() => t?.dispose());

  it('stores only the hash of a random token, and finds it', async () => {
    const now = Date.now();
    const token = await createSession(t.db, memberId, now);
    expect(token).toMatch(/^tl_[\w-]{43}$/);
    const rows = await t.db.query('select token_hash from sessions');
    expect(rows.map((r) => r.token_hash)).toContain(tokenHash(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(await findSession(t.db, token, now)).toEqual({
      status: 'valid',
      memberId,
      expiresAt: now + SESSION_TTL_MS,
    });
  });

  it('expires, revokes and ignores unknown tokens', async () => {
    const now = Date.now();
    const token = await createSession(t.db, memberId, now, 1_000);
    expect((await findSession(t.db, token, now + 1_001)).status).toBe('expired');
    const other = await createSession(t.db, memberId, now);
    expect(await revokeSession(t.db, other)).toBe(true);
    expect(await revokeSession(t.db, other)).toBe(false);
    expect((await findSession(t.db, other, now)).status).toBe('revoked');
    expect((await findSession(t.db, 'tl_nope', now)).status).toBe('unknown');
    expect((await findSession(t.db, '', now)).status).toBe('unknown');
  });
  it("finds a session with its member's name, role and last use in one lookup", async () => {
    const now = Date.now();
    const token = await createSession(t.db, memberId, now);
    expect(await findSessionCaller(t.db, token, now)).toEqual({
      status: 'valid',
      memberId,
      expiresAt: now + SESSION_TTL_MS,
      lastSeenAt: null,
      userName: 's',
      role: 'member',
    });
    await touchSession(t.db, token, now);
    const seen = await findSessionCaller(t.db, token, now + 1);
    expect(seen.status === 'valid' && seen.lastSeenAt).toBe(now);
    // within a step the touch writes nothing; after it, it does
    await touchSession(t.db, token, now + LAST_SEEN_STEP_MS - 1);
    const same = await findSessionCaller(t.db, token, now + 2);
    expect(same.status === 'valid' && same.lastSeenAt).toBe(now);
    expect(isSeenStale(now, now + LAST_SEEN_STEP_MS - 1)).toBe(false);
    expect(isSeenStale(now, now + LAST_SEEN_STEP_MS + 1)).toBe(true);
    expect(isSeenStale(null, now)).toBe(true);
  });

  it('finds no caller for expired, revoked or unknown tokens', async () => {
    const now = Date.now();
    const token = await createSession(t.db, memberId, now, 1_000);
    expect((await findSessionCaller(t.db, token, now + 1_001)).status).toBe('expired');
    const other = await createSession(t.db, memberId, now);
    await revokeSession(t.db, other);
    expect((await findSessionCaller(t.db, other, now)).status).toBe('revoked');
    expect((await findSessionCaller(t.db, 'tl_nope', now)).status).toBe('unknown');
    expect((await findSessionCaller(t.db, '', now)).status).toBe('unknown');
  });
});
