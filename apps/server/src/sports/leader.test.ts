import { sportsCalls, topics, type Match } from '@touchline/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createSession } from '../auth/sessions.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { RELAXED_RATE_LIMITS } from '../http/rate-limit.ts';
import { createMember } from '../services/members.ts';
import { issueSportsToken } from '../services/sports-token.ts';
import { openSecondPool, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { SocketClient } from '../testing/socket-client.ts';
import { ReplicaFeed } from './replica.ts';
import { TEST_T0 } from './testing.ts';

/** Lets the other instance's connections deliver what is on its way (no deadline). */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('two server instances on one PostgreSQL database', () => {
  let t: TestDatabase;
  let secondDb: Database;
  let leader: FastifyInstance;
  let standby: FastifyInstance;
  let token: string;
  const clock = { now: TEST_T0 };

  const instance = (db: Database) =>
    buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      db,
      now: () => clock.now,
      limits: RELAXED_RATE_LIMITS,
      webDist: null,
      // the standby's retries are driven by the test (tryNow), not by a timer
      sports: { tickMs: 0, leaderRetryMs: 3_600_000, simulation: { seed: 'leader', sports: [1] } },
    });

  const list = async (app: FastifyInstance): Promise<Match[]> => {
    const response = await app.inject({
      method: 'POST',
      url: sportsCalls.listMatches.path,
      headers: { 'content-type': 'application/json', authorization: token },
      payload: JSON.stringify({
        type: 1,
        sportId: 1,
        oddsChange: 1,
        currencyId: 1000,
        languageType: 'ENG',
      }),
    });
    const body = response.json<{ code: number; data: { records: Match[] } }>();
    expect(body.code).toBe(200);
    return body.data.records;
  };

  beforeAll(async () => {
    t = await openTestDatabase('postgres');
    secondDb = await openSecondPool(t);
    leader = await instance(t.db);
    await leader.ready();
    standby = await instance(secondDb);
    await standby.ready();
    const memberId = await t.db.transaction((tx) =>
      createMember(tx, { userName: 'twoinstances', passwordHash: null, currency: 'VND' }),
    );
    const session = await createSession(t.db, memberId, clock.now);
    token = await issueSportsToken(t.db, { memberId, token: session }, clock.now);
  });
  afterAll(async () => {
    await standby?.close();
    await leader?.close();
    await secondDb?.close();
    await t?.dispose();
  });

  it('lets one instance simulate; the other serves its prices and pushes its moves', async () => {
    expect(leader.sports.leading).toBe(true);
    expect(standby.sports.leading).toBe(false);
    expect(standby.sports.follower).not.toBeNull();

    clock.now += 1_000;
    await leader.sports.step();
    const live = await list(leader);
    expect(live.length).toBeGreaterThan(0);
    // the standby learns the leader's state through the database (NOTIFY), it does not simulate
    await until(async () => JSON.stringify(await list(standby)) === JSON.stringify(live));
    clock.now += 1_000;
    await standby.sports.step();
    expect(await list(standby)).toEqual(live);

    // its socket pushes the leader's price moves
    const address = await standby.listen({ host: '127.0.0.1', port: 0 });
    const client = await SocketClient.open(`${address.replace(/^http/, 'ws')}/ws`);
    const id = live[0]!.id;
    client.send({ type: 'subscribe', topic: topics.matchOdds(id) });
    await client.next((m) => m.type === 'subscribed');
    let moved = false;
    for (let i = 0; i < 600 && !moved; i += 1) {
      clock.now += 1_000;
      await leader.sports.step();
      const [state] = await t.db.query<{ at: string }>(
        `select state ->> 'at' as at from sports_feed_state where match_id = $1`,
        [id],
      );
      moved = Number(state?.at) === clock.now;
    }
    expect(moved).toBe(true);
    const event = await client.next((m) => m.type === 'event' && m.topic === topics.matchOdds(id));
    expect(event).toMatchObject({ type: 'event', data: { matchId: id } });
    await until(
      async () => JSON.stringify(await list(standby)) === JSON.stringify(await list(leader)),
    );
    client.close();
  });

  it('takes over when the leader stops', async () => {
    const before = await list(leader);
    await leader.close();
    await standby.sports.leadership!.tryNow();
    expect(standby.sports.leading).toBe(true);
    expect(standby.sports.follower).toBeNull();
    expect(standby.sports.feed.matches().length).toBeGreaterThan(0);
    // it simulates now: the same seed replays the same matches to the clock
    await standby.sports.step();
    const after = await list(standby);
    expect(after.map((m) => m.id)).toEqual(before.map((m) => m.id));
    clock.now += 1_000;
    await standby.sports.step();
    const [state] = await t.db.query<{ at: string }>(
      `select max((state ->> 'at')::bigint)::text as at from sports_feed_state`,
    );
    expect(Number(state!.at)).toBe(clock.now);
    expect(standby.sports.feed).not.toBeInstanceOf(ReplicaFeed);
  });
});
