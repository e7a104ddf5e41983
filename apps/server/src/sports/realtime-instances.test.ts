import {
  REALTIME_ERROR_CODES,
  platformCalls,
  topics,
  type ServerMessage,
} from '@touchline/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createSession } from '../auth/sessions.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { RELAXED_RATE_LIMITS } from '../http/rate-limit.ts';
import { createMember } from '../services/members.ts';
import { openSecondPool, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { SocketClient } from '../testing/socket-client.ts';
import { balanceKey } from './realtime.ts';
import { TEST_T0 } from './testing.ts';

/** Lets the other instance's connections deliver what is on its way (no deadline). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('a session ended on one instance, sockets on another (PostgreSQL)', () => {
  let t: TestDatabase;
  let secondDb: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let url: string;
  const clock = { now: TEST_T0 };
  let names = 0;

  const instance = (db: Database) =>
    buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      db,
      now: () => clock.now,
      limits: RELAXED_RATE_LIMITS,
      webDist: null,
      sports: { tickMs: 0, leaderRetryMs: 3_600_000, simulation: { seed: 'sockets', sports: [1] } },
    });

  /** A member with a session, and a socket on the second instance following their balance. */
  const signedIn = async () => {
    names += 1;
    const memberId = await t.db.transaction((tx) =>
      createMember(tx, { userName: `socketowner${names}`, passwordHash: null, currency: 'VND' }),
    );
    const token = await createSession(t.db, memberId, clock.now);
    const client = await SocketClient.open(url);
    client.send({ type: 'auth', token });
    client.send({ type: 'subscribe', topic: topics.memberBalance() });
    await client.next((m) => m.type === 'subscribed');
    expect(second.sports.hub.subscriberCount(balanceKey(memberId))).toBe(1);
    return { memberId, token, client };
  };

  const signedOut = (m: ServerMessage) =>
    m.type === 'error' &&
    m.code === REALTIME_ERROR_CODES.unauthorized &&
    m.topic === topics.memberBalance();

  beforeAll(async () => {
    t = await openTestDatabase('postgres');
    secondDb = await openSecondPool(t);
    first = await instance(t.db);
    await first.ready();
    second = await instance(secondDb);
    await second.ready();
    const address = await second.listen({ host: '127.0.0.1', port: 0 });
    url = `${address.replace(/^http/, 'ws')}/ws`;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await secondDb?.close();
    await t?.dispose();
  });

  it('signs out the sockets of a session logged out on the other instance', async () => {
    const { memberId, token, client } = await signedIn();
    const logout = await first.inject({
      method: 'POST',
      url: platformCalls.logout.path,
      headers: { 'content-type': 'application/json', authorization: token },
      payload: '{}',
    });
    expect(logout.json<{ code: number }>().code).toBe(200);
    await until(() => second.sports.hub.subscriberCount(balanceKey(memberId)) === 0);
    await client.next(signedOut);
    client.send({ type: 'subscribe', topic: topics.memberBalance() });
    expect(await client.next((m) => m.type === 'error' || m.type === 'subscribed')).toMatchObject({
      type: 'error',
      code: REALTIME_ERROR_CODES.unauthorized,
    });
    client.close();
  });

  it('signs out the sockets of a session revoked or deleted by any statement', async () => {
    const revoked = await signedIn();
    const deleted = await signedIn();
    const other = await signedIn();
    await t.db.query(
      `update sessions set revoked_at = now()
        where member_id = $1 and revoked_at is null`,
      [revoked.memberId],
    );
    await t.db.query('delete from sessions where member_id = $1', [deleted.memberId]);
    await until(
      () =>
        second.sports.hub.subscriberCount(balanceKey(revoked.memberId)) === 0 &&
        second.sports.hub.subscriberCount(balanceKey(deleted.memberId)) === 0,
    );
    await revoked.client.next(signedOut);
    await deleted.client.next(signedOut);
    // another member's socket keeps its balance
    expect(second.sports.hub.subscriberCount(balanceKey(other.memberId))).toBe(1);
    for (const c of [revoked, deleted, other]) c.client.close();
  });
});
