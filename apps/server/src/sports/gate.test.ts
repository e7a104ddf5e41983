import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession, revokeSession, tokenHash } from '../auth/sessions.ts';
import type { Database } from '../db/database.ts';
import { createMember } from '../services/members.ts';
import { issueSportsToken, SPORTS_TOKEN_TTL_MS } from '../services/sports-token.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { GATE_MAX_AGE_MS, SportsGate } from './gate.ts';
import { TEST_T0 } from './testing.ts';

/** Lets a NOTIFY on its way arrive (no deadline: the suite's timeout is the bound). */
async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe.each(DATABASE_KINDS)('the sports calls’ gate on %s', (kind) => {
  let t: TestDatabase;
  let gate: SportsGate;
  const clock = { now: TEST_T0 };
  /** The statements the gate sent through the database. */
  let reads = 0;
  let session: string;
  let sportsToken: string;
  let memberId: bigint;

  beforeEach(async () => {
    t = await openTestDatabase(kind);
    clock.now = TEST_T0;
    reads = 0;
    const counted = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key === 'query') {
          return (...args: Parameters<Database['query']>) => {
            reads += 1;
            return target.query(...args);
          };
        }
        const value = Reflect.get(target, key, receiver) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    gate = await SportsGate.open(
      counted,
      () => clock.now,
      (error) => {
        throw error;
      },
    );
    memberId = await t.db.transaction((tx) =>
      createMember(tx, { userName: 'gatekeeper', passwordHash: null, currency: 'VND' }),
    );
    session = await createSession(t.db, memberId, clock.now);
    sportsToken = await issueSportsToken(t.db, { memberId, token: session }, clock.now);
    reads = 0;
  });

  afterEach(async () => {
    await gate.close();
    await t.dispose();
  });

  const status = async () => (await gate.read(sportsToken)).token.status;

  /** An operator's sports maintenance notice, on for the next hour. */
  const insertSportsNotice = () =>
    t.db.query(
      `insert into maintenance_notices (title, content, status, points, start_time, end_time, sports_config)
       values ('Sports', 'Upgrade', 1, '[]'::jsonb, $1, $2, $3)`,
      [
        new Date(clock.now),
        new Date(clock.now + 3_600_000),
        JSON.stringify({ status: 1, startTime: null, endTime: null, content: 'Upgrade' }),
      ],
    );

  it('keeps a live token: the member’s later calls read nothing', async () => {
    expect((await gate.read(sportsToken)).token).toEqual({ status: 'valid', memberId });
    expect(reads).toBe(1);
    for (let i = 0; i < 5; i += 1) {
      expect((await gate.read(sportsToken)).token).toEqual({ status: 'valid', memberId });
    }
    expect(reads).toBe(1);
    // a call without a token reads nothing either: the notices were kept with the token
    expect((await gate.read(null)).maintenance).toEqual([]);
    expect(reads).toBe(1);
  });

  it('keeps neither an unknown token nor an expired one', async () => {
    expect((await gate.read('st_nobody')).token.status).toBe('unknown');
    expect((await gate.read('st_nobody')).token.status).toBe('unknown');
    expect(reads).toBe(2);
    clock.now += SPORTS_TOKEN_TTL_MS;
    expect(await status()).toBe('expired');
    expect(await status()).toBe('expired');
    expect(reads).toBe(4);
  });

  it('refuses a kept token once it expires, and reads it again after its longest keep', async () => {
    expect(await status()).toBe('valid');
    clock.now += GATE_MAX_AGE_MS;
    expect(await status()).toBe('valid');
    expect(reads).toBe(2);
    clock.now += SPORTS_TOKEN_TTL_MS;
    expect(await status()).toBe('expired');
  });

  it('ends a kept token the moment its session is logged out here', async () => {
    expect(await status()).toBe('valid');
    expect(await revokeSession(t.db, session)).toBe(true);
    expect(await status()).toBe('expired');
  });

  it('ends a kept token when any statement revokes or deletes its session (their NOTIFY)', async () => {
    expect(await status()).toBe('valid');
    // as another instance, or an operator by hand, would: nothing in this process is told
    await t.db.query('update sessions set revoked_at = now() where token_hash = $1', [
      tokenHash(session),
    ]);
    await until(async () => (await status()) === 'expired');

    const again = await createSession(t.db, memberId, clock.now);
    sportsToken = await issueSportsToken(t.db, { memberId, token: again }, clock.now);
    expect(await status()).toBe('valid');
    await t.db.query('delete from sports_tokens where session_hash = $1', [tokenHash(again)]);
    await t.db.query('delete from sessions where token_hash = $1', [tokenHash(again)]);
    await until(async () => (await status()) === 'unknown');
  });

  it('reads the maintenance notices again after any change to them', async () => {
    expect((await gate.read(sportsToken)).maintenance).toEqual([]);
    await insertSportsNotice();
    await until(async () => (await gate.read(sportsToken)).maintenance.length === 1);
    const [notice] = (await gate.read(null)).maintenance;
    expect(notice?.sports_config.content).toBe('Upgrade');
    // switched off: kept no longer
    await t.db.query(`update maintenance_notices set sports_config = null`);
    await until(async () => (await gate.read(null)).maintenance.length === 0);
  });
  it('reads the notices again at once when this instance says they changed, before their NOTIFY', async () => {
    // a gate that hears no NOTIFY: what the instance that made the change says is all it has
    const deaf = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key === 'listen') return async () => () => undefined;
        const value = Reflect.get(target, key, receiver) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const here = await SportsGate.open(
      deaf,
      () => clock.now,
      (error) => {
        throw error;
      },
    );
    try {
      expect((await here.read(null)).maintenance).toEqual([]);
      await insertSportsNotice();
      // kept as read: nothing told it
      expect((await here.read(null)).maintenance).toEqual([]);
      here.noticesChanged();
      expect((await here.read(null)).maintenance).toHaveLength(1);
    } finally {
      await here.close();
    }
  });
});
