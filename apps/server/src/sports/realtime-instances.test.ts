import {
  CODES,
  REALTIME_ERROR_CODES,
  platformCalls,
  sportsCalls,
  topicPayloadSchemas,
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
import { chatSignatureKey, signChatRoom } from '../services/chat-tokens.ts';
import { createMember } from '../services/members.ts';
import { issueSportsToken } from '../services/sports-token.ts';
import { openSecondPool, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { SocketClient } from '../testing/socket-client.ts';
import { post } from '../wallet/ledger.ts';
import { REDIS_URL, redisAnswers } from '../testing/redis.ts';
import { balanceKey } from './realtime.ts';
import { TEST_T0 } from './testing.ts';

/** Lets the other instance's connections deliver what is on its way (no deadline). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

/**
 * The ways instances hear of each other: PostgreSQL's LISTEN/NOTIFY, and Redis pub/sub when
 * `REDIS_URL` is set (when the machine's Redis answers).
 */
const BUSES = [
  { name: 'without Redis', redisUrl: undefined },
  ...((await redisAnswers()) ? [{ name: 'through Redis', redisUrl: REDIS_URL }] : []),
];

describe.skipIf(!process.env.DATABASE_URL).each(BUSES)(
  'two instances on one PostgreSQL database, $name',
  ({ redisUrl }) => {
    let t: TestDatabase;
    let secondDb: Database;
    let first: FastifyInstance;
    let second: FastifyInstance;
    let url: string;
    let firstUrl: string;
    const clock = { now: TEST_T0 };
    let names = 0;

    const instance = (db: Database) =>
      buildApp({
        // one secret for both, as a deployment has: a chat room's signature holds on either
        config: loadConfig({
          NODE_ENV: 'test',
          SESSION_SECRET: 'two-instances-share-one-secret-000',
        }),
        db,
        now: () => clock.now,
        limits: RELAXED_RATE_LIMITS,
        webDist: null,
        sports: {
          tickMs: 0,
          leaderRetryMs: 3_600_000,
          simulation: { seed: 'sockets', sports: [1] },
          ...(redisUrl ? { redisUrl } : {}),
        },
      });

    /** A member with a session, and a socket on the second instance following their balance. */
    const signedIn = async (on: string = url) => {
      names += 1;
      const memberId = await t.db.transaction((tx) =>
        createMember(tx, { userName: `socketowner${names}`, passwordHash: null, currency: 'VND' }),
      );
      const token = await createSession(t.db, memberId, clock.now);
      const client = await SocketClient.open(on);
      client.send({ type: 'auth', token });
      client.send({ type: 'subscribe', topic: topics.memberBalance() });
      await client.next((m) => m.type === 'subscribed');
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
      const firstAddress = await first.listen({ host: '127.0.0.1', port: 0 });
      firstUrl = `${firstAddress.replace(/^http/, 'ws')}/ws`;
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
      await secondDb?.close();
      await t?.dispose();
    });

    it('signs out the sockets of a session logged out on the other instance', async () => {
      const { memberId, token, client } = await signedIn();
      expect(second.sports.hub.subscriberCount(balanceKey(memberId))).toBe(1);
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
      expect(await client.next((m) => m.type === 'error' || m.type === 'subscribed')).toMatchObject(
        {
          type: 'error',
          code: REALTIME_ERROR_CODES.unauthorized,
        },
      );
      client.close();
    });

    it('signs out the sockets of a session revoked or deleted by any statement', async () => {
      const revoked = await signedIn();
      const deleted = await signedIn();
      const other = await signedIn();
      expect(second.sports.hub.subscriberCount(balanceKey(revoked.memberId))).toBe(1);
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

    it('tells a member on the other instance of a bet placed here', async () => {
      const { memberId, token, client } = await signedIn();
      await post(t.db, {
        memberId,
        amountMinor: 10_000n,
        type: 'demo-grant',
        reference: 'test',
        idempotencyKey: `grant:${memberId}`,
      });
      const sportsToken = await issueSportsToken(t.db, { memberId, token }, clock.now);
      const match = first.sports.feed
        .matches()
        .find(
          (x) =>
            x.kind === 'match' &&
            x.progress.phase === 'upcoming' &&
            x.markets[0]!.status === 'open',
        )!;
      const market = match.markets[0]!;
      const bet = await first.inject({
        method: 'POST',
        url: sportsCalls.placeSingleBets.path,
        headers: { 'content-type': 'application/json', authorization: sportsToken },
        payload: JSON.stringify({
          bets: [
            {
              matchId: match.id,
              marketId: market.id,
              selectionId: market.selections[0]!.id,
              price: market.selections[0]!.price,
              stake: '10.00',
            },
          ],
          idempotencyKey: `instances-bet-${memberId}`,
          oddsChange: 1,
          currencyId: 1000,
          languageType: 'ENG',
        }),
      });
      expect(bet.json<{ code: number }>().code).toBe(200);
      const event = await client.next((m) => m.type === 'event');
      expect(
        topicPayloadSchemas['member-balance'].parse((event as { data: unknown }).data),
      ).toMatchObject({
        memberWallet: '90.00',
        reason: 'bet',
      });
      client.close();
    });

    it('carries events of any size, in order, once to each socket', async () => {
      // a member with a socket on each instance
      const there = await signedIn();
      const here = await SocketClient.open(firstUrl);
      here.send({ type: 'auth', token: there.token });
      here.send({ type: 'subscribe', topic: topics.memberBalance() });
      await here.next((m) => m.type === 'subscribed');
      const key = balanceKey(there.memberId);
      // what is not a message of the bus (a NOTIFY by hand) is let pass
      await t.db.query(
        `select pg_notify('touchline_realtime:' || current_schema(), 'someone.1.0.1|{not json')`,
      );
      // events past NOTIFY's 8,000 bytes, in characters of two and three bytes (8 bytes a repeat), back to back
      const sizes = [1, 990, 1_000, 2_000, 1, 10_000, 1];
      for (const [i, size] of sizes.entries()) {
        first.sports.hub.publish(key, { i, text: '价€é'.repeat(size) });
      }
      const isEvent = (m: ServerMessage) => m.type === 'event';
      for (const client of [there.client, here]) {
        const events: ServerMessage[] = [];
        while (events.length < sizes.length) events.push(await client.next(isEvent));
        const data = events.map((e) => (e as { data: { i: number; text: string } }).data);
        expect(data.map((d) => d.i)).toEqual(sizes.map((_, i) => i));
        expect(data.map((d) => d.text.length)).toEqual(sizes.map((n) => n * 3));
        expect(data[5]!.text).toBe('价€é'.repeat(10_000));
      }
      // once: the other instance's event comes through the same channel after the first one's
      // (an echo of them would have come before it), and here at once
      second.sports.hub.publish(key, { i: 'last' });
      for (const client of [here, there.client]) {
        expect(await client.next(isEvent)).toMatchObject({ data: { i: 'last' } });
        expect(client.received.filter(isEvent)).toEqual([]);
        client.close();
      }
    });
    it('carries a chat message posted on one instance to the room on the other; a ban made there holds here', async () => {
      const host = await t.db.transaction((tx) =>
        createMember(tx, {
          userName: 'instancehost',
          passwordHash: null,
          currency: 'VND',
          role: 'anchor',
        }),
      );
      await t.db.query('insert into presenters (member_id, introduction) values ($1, $2)', [
        host,
        '',
      ]);
      await t.db.query(
        `insert into streams (presenter_id, title, status, room_id, start_time)
       values ($1, 'Two instances', 2, 'room-two', now())`,
        [host],
      );
      const topic = topics.chatRoom('room-two');
      const key = chatSignatureKey('two-instances-share-one-secret-000');
      const join = async (on: string) => {
        const m = await signedIn(on);
        m.client.send({
          type: 'subscribe',
          topic,
          signature: signChatRoom(key, m.memberId, 'room-two', clock.now + 3_600_000),
        });
        await m.client.next((x) => x.type === 'subscribed' && x.topic === topic);
        return m;
      };
      const poster = await join(firstUrl);
      const reader = await join(url);
      poster.client.send({
        type: 'chat',
        roomId: 'room-two',
        text: 'across',
        clientMessageId: 'i-1',
      });
      const seen = await reader.client.next((x) => x.type === 'event' && x.topic === topic);
      expect(seen).toMatchObject({ data: { text: 'across', kind: 'message' } });
      // banned by the host through the other instance: the post here is refused
      const hostToken = await createSession(t.db, host, clock.now);
      const [posterRow] = await t.db.query<{ user_name: string }>(
        'select user_name from members where id = $1',
        [poster.memberId],
      );
      const ban = await second.inject({
        method: 'POST',
        url: platformCalls.banUser.path,
        headers: { authorization: hostToken, 'content-type': 'application/json' },
        payload: {
          roomId: 'room-two',
          userName: posterRow!.user_name,
          reason: 'flood',
          durationMinutes: null,
        },
      });
      expect(ban.json()).toMatchObject({ code: CODES.success });
      clock.now += 5_000;
      poster.client.send({
        type: 'chat',
        roomId: 'room-two',
        text: 'again',
        clientMessageId: 'i-2',
      });
      expect(await poster.client.next((x) => x.type === 'error')).toMatchObject({
        code: REALTIME_ERROR_CODES.forbidden,
        msg: 'You cannot chat here until the ban is lifted: flood.',
      });
      poster.client.close();
      reader.client.close();
    });

    it('moves a gift sent on both instances at once once, and shows it in the room on each', async () => {
      // the room of the previous test, its host still live
      const sender = await signedIn(firstUrl);
      await post(t.db, {
        memberId: sender.memberId,
        amountMinor: 10_000_000n,
        type: 'demo-grant',
        reference: 'test',
        idempotencyKey: `gift-grant-${sender.memberId}`,
      });
      const watchers = [];
      for (const on of [firstUrl, url]) {
        const m = await signedIn(on);
        m.client.send({ type: 'subscribe', topic: topics.gifts('room-two') });
        await m.client.next((x) => x.type === 'subscribed' && x.topic === topics.gifts('room-two'));
        watchers.push(m);
      }
      const [stream] = await t.db.query<{ id: number }>(
        "select id from streams where room_id = 'room-two'",
      );
      const send = (app: FastifyInstance, idempotencyKey: string) =>
        app.inject({
          method: 'POST',
          url: platformCalls.sendGift.path,
          headers: { authorization: sender.token, 'content-type': 'application/json' },
          payload: { streamId: Number(stream!.id), giftId: 1, count: 1, idempotencyKey },
        });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => send(i % 2 === 0 ? first : second, 'across-1')),
      );
      const ids = new Set(
        answers.map((a) => (a.json() as { data: { giftProfitId: number } }).data.giftProfitId),
      );
      expect(ids.size).toBe(1);
      const [debits] = await t.db.query<{ n: number; sum: bigint }>(
        `select count(*) as n, sum(amount_minor) as sum from ledger_entries
          where member_id = $1 and type = 'gift-sent'`,
        [sender.memberId],
      );
      expect(Number(debits!.n)).toBe(1);
      // a second gift, then each watcher has seen both, each once
      expect((await send(second, 'across-2')).json()).toMatchObject({ code: CODES.success });
      for (const w of watchers) {
        const isGift = (x: ServerMessage) =>
          x.type === 'event' && x.topic === topics.gifts('room-two');
        await w.client.next(isGift);
        await w.client.next(isGift);
        expect(w.client.received.filter(isGift)).toEqual([]);
        w.client.close();
      }
      sender.client.close();
    });
  },
);
