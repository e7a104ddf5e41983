import {
  REALTIME_CLOSE_CODES,
  REALTIME_ERROR_CODES,
  platformCalls,
  topics,
  type ServerMessage,
} from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { SocketClient as Client } from '../testing/socket-client.ts';
import { balanceKey } from './realtime.ts';
import { openSportsApp, type SportsTestApp } from './testing.ts';

/** Lets the event loop turn until the condition holds (no deadline: bounded by the test). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

const isError = (code: number) => (m: ServerMessage) => m.type === 'error' && m.code === code;

describe.each(DATABASE_KINDS)('the realtime socket under attack (%s)', (kind) => {
  let s: SportsTestApp;
  let url: string;
  beforeAll(async () => {
    s = await openSportsApp(kind, {
      simulation: { seed: 'realtime-hardening', sports: [1] },
      // the test resumes a paused client after its socket was closed as slow: the close frame
      // must still be there to read (the server's own wait is seconds)
      socket: { closeTimeoutMs: 3_600_000 },
    });
    const address = await s.app.listen({ host: '127.0.0.1', port: 0 });
    url = `${address.replace(/^http/, 'ws')}/ws`;
  });
  afterAll(async () => {
    await s?.dispose();
  });

  it('handles auth and a balance subscription sent back to back in order, 20 times of 20', async () => {
    const m = await s.member(0n);
    const answers: ServerMessage[] = [];
    for (let i = 0; i < 20; i += 1) {
      const client = await Client.open(url);
      // what the realtime client does on open: auth, then its subscriptions, without waiting
      client.send({ type: 'auth', token: m.sessionToken });
      client.send({ type: 'subscribe', topic: topics.memberBalance() });
      answers.push(await client.next((x) => x.type === 'subscribed' || x.type === 'error'));
      client.close();
    }
    expect(answers.filter((a) => a.type === 'subscribed')).toHaveLength(20);
  });

  it('sends one rate-limit notice per window, however many messages exceed it', async () => {
    const client = await Client.open(url);
    const read = s.sports.hub.stats.messagesReceived;
    // the default limit is 200 messages per 10 s; the test clock does not move meanwhile
    for (let i = 1; i <= 500; i += 1) client.send({ type: 'ping', id: i });
    await until(() => s.sports.hub.stats.messagesReceived === read + 500);
    // a new window: the next ping is answered, after everything sent before it
    s.clock.now += 10_001;
    client.send({ type: 'ping', id: 100_000 });
    await client.next((x) => x.type === 'pong' && x.id === 100_000);
    expect(client.received.filter((x) => x.type === 'pong')).toHaveLength(200);
    expect(client.received.filter(isError(REALTIME_ERROR_CODES.rateLimited))).toHaveLength(1);
    client.close();
  });

  it('closes a socket whose client stopped reading once its send buffer passes the cap', async () => {
    const match = s.sports.feed.matches().find((x) => x.kind === 'match')!;
    const topic = topics.matchOdds(match.id);
    const client = await Client.open(url);
    client.send({ type: 'subscribe', topic });
    await client.next((x) => x.type === 'subscribed');
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      client.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    client.socket.pause();
    // 1 KB events, up to 64 MB: far more than the loopback's buffers and the server's cap
    const data = { matchId: match.id, markets: [], at: 0, padding: 'x'.repeat(1_000) };
    let sent = 0;
    while (sent < 64_000 && s.sports.hub.subscriberCount(topic) > 0) {
      s.sports.hub.publish(topic, data);
      sent += 1;
      if (sent % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(s.sports.hub.subscriberCount(topic)).toBe(0);
    expect(s.sports.hub.stats.slowConsumersClosed).toBe(1);
    client.socket.resume();
    expect(await closed).toEqual({
      code: REALTIME_CLOSE_CODES.slowConsumer,
      reason: 'Too far behind: reconnect and take a fresh snapshot.',
    });
  });

  it('stops a logged-out session’s balance events at once', async () => {
    const m = await s.member(10_000n);
    const client = await Client.open(url);
    client.send({ type: 'auth', token: m.sessionToken });
    client.send({ type: 'subscribe', topic: topics.memberBalance() });
    await client.next((x) => x.type === 'subscribed');
    const match = s.sports.feed.matches().find((x) => x.kind === 'match')!;
    client.send({ type: 'subscribe', topic: topics.matchOdds(match.id) });
    await client.next((x) => x.type === 'subscribed');
    expect(s.sports.hub.subscriberCount(balanceKey(m.memberId))).toBe(1);

    const logout = await s.app.inject({
      method: 'POST',
      url: platformCalls.logout.path,
      headers: { 'content-type': 'application/json', authorization: m.sessionToken },
      payload: '{}',
    });
    expect(logout.json<{ code: number }>().code).toBe(200);
    // at once: by the time the logout is answered, nothing of the member reaches the socket
    expect(s.sports.hub.subscriberCount(balanceKey(m.memberId))).toBe(0);
    s.sports.hub.publish(balanceKey(m.memberId), {
      memberWallet: '100.00',
      currency: 'VND',
      reason: 'payout',
      changedAt: s.clock.now,
    });
    client.send({ type: 'ping', id: 1 });
    await client.next((x) => x.type === 'pong' && x.id === 1);
    expect(client.received.filter((x) => x.type === 'event')).toEqual([]);
    expect(await client.next(isError(REALTIME_ERROR_CODES.unauthorized))).toMatchObject({
      topic: topics.memberBalance(),
    });
    // signed out: the balance cannot be followed again, public topics still can
    client.send({ type: 'subscribe', topic: topics.memberBalance() });
    expect(await client.next((x) => x.type === 'error' || x.type === 'subscribed')).toMatchObject({
      type: 'error',
      code: REALTIME_ERROR_CODES.unauthorized,
    });
    expect(s.sports.hub.subscriberCount(topics.matchOdds(match.id))).toBe(1);
    client.close();
  });
});
