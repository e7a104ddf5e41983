import { topics, type ServerMessage } from '@touchline/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createSession } from '../auth/sessions.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { RELAXED_RATE_LIMITS } from '../http/rate-limit.ts';
import { createMember } from '../services/members.ts';
import { REDIS_URL, redisAnswers } from '../testing/redis.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { SocketClient } from '../testing/socket-client.ts';
import { FrameAssembler, NOTIFY_MAX_BYTES, framesOf } from './realtime-bus.ts';
import { balanceKey } from './realtime.ts';
import { TEST_T0 } from './testing.ts';

describe('a message in NOTIFY frames', () => {
  it('fits each frame in a payload, cuts only between characters and puts it back together', () => {
    // characters of one to four bytes, so that some cut falls inside one unless it is avoided
    const text = JSON.stringify({ text: 'a价€é😀'.repeat(3_001) });
    const frames = framesOf('me', 7, text);
    expect(frames.length).toBeGreaterThanOrEqual(5);
    for (const frame of frames) {
      expect(Buffer.byteLength(frame)).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
      expect(frame).not.toContain('\uFFFD');
    }
    const short = framesOf('other', 1, '{"short":true}');
    expect(short).toEqual(['other.1.0.1|{"short":true}']);

    const assembler = new FrameAssembler();
    const out: unknown[] = [];
    // another sender's frames come between; a frame heard twice counts once
    for (const frame of [frames[0]!, ...short, ...frames.slice(1), frames[1]!]) {
      const message = assembler.take(frame);
      if (message) out.push(message);
    }
    expect(out).toEqual([
      { sender: 'other', text: '{"short":true}' },
      { sender: 'me', text },
    ]);
    expect(assembler.take('not a frame')).toBeNull();
    expect(assembler.take('me.8.3.2|x')).toBeNull();
  });
});

const clock = { now: TEST_T0 };
/** A server instance on `db` with Redis, as a deployment's instances are configured. */
const instance = async (db: Database) => {
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    db,
    now: () => clock.now,
    limits: RELAXED_RATE_LIMITS,
    webDist: null,
    sports: {
      tickMs: 0,
      leaderRetryMs: 3_600_000,
      redisUrl: REDIS_URL,
      simulation: { seed: 'deployments', sports: [1] },
    },
  });
  await app.ready();
  return app;
};

const isEvent = (m: ServerMessage) => m.type === 'event';

describe.skipIf(!(await redisAnswers())).each(DATABASE_KINDS)(
  'two deployments sharing one Redis server (%s)',
  (kind) => {
    let first: TestDatabase;
    let second: TestDatabase;
    /** Instances of the first deployment (a1, a2) and of the second (b1, b2). */
    let apps: FastifyInstance[] = [];

    beforeAll(async () => {
      first = await openTestDatabase(kind);
      second = await openTestDatabase(kind);
      apps = [
        await instance(first.db),
        await instance(first.db),
        await instance(second.db),
        await instance(second.db),
      ];
    });
    afterAll(async () => {
      for (const app of apps.reverse()) await app.close();
      await second?.dispose();
      await first?.dispose();
    });

    /** A member of the deployment on `db`, following their balance on `app`'s socket. */
    const follower = async (db: Database, app: FastifyInstance, name: string) => {
      const memberId = await db.transaction((tx) =>
        createMember(tx, { userName: name, passwordHash: null, currency: 'VND' }),
      );
      const token = await createSession(db, memberId, clock.now);
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const client = await SocketClient.open(`${address.replace(/^http/, 'ws')}/ws`);
      client.send({ type: 'auth', token });
      client.send({ type: 'subscribe', topic: topics.memberBalance() });
      await client.next((m) => m.type === 'subscribed');
      return { memberId, client };
    };

    it('hears the events of its own deployment only', async () => {
      const [a1, a2, b1, b2] = apps as [
        FastifyInstance,
        FastifyInstance,
        FastifyInstance,
        FastifyInstance,
      ];
      const inA = await follower(first.db, a2, 'ina');
      const inB = await follower(second.db, b1, 'inb');
      // each deployment's events for both members' keys (a member id of each database; they
      // may be the same), the second's key first
      const keys = [...new Set([balanceKey(inB.memberId), balanceKey(inA.memberId)])];
      for (const key of keys) a1.sports.hub.publish(key, { from: 'a' });
      // through Redis to the first deployment's other instance, after the second's key…
      expect(await inA.client.next(isEvent)).toMatchObject({ data: { from: 'a' } });
      // …and then the second deployment's own: it comes after the first's had they shared a
      // channel, so had the first's reached this socket it would be here before it
      for (const key of keys) b2.sports.hub.publish(key, { from: 'b' });
      expect(await inB.client.next(isEvent)).toMatchObject({ data: { from: 'b' } });
      expect(inB.client.received.filter(isEvent)).toEqual([]);
      inA.client.close();
      inB.client.close();
    });
  },
);
