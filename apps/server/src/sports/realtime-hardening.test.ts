import {
  REALTIME_CLOSE_CODES,
  REALTIME_ERROR_CODES,
  platformCalls,
  topics,
  type ServerMessage,
} from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
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

  /** Resolves with the code and reason the server closes the client's socket with. */
  const closeOf = (client: Client) =>
    new Promise<{ code: number; reason: string }>((resolve) =>
      client.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  const FLOOD_CLOSE = {
    code: REALTIME_CLOSE_CODES.tooManyMessages,
    reason: 'Too many messages: reconnect later.',
  };

  it('closes a socket that sends five times its limit in one window', async () => {
    const client = await Client.open(url);
    const closed = closeOf(client);
    const { floodersClosed } = s.sports.hub.stats;
    // the default limit is 200 messages per 10 s: the 1,000th closes the socket
    for (let i = 1; i <= 200; i += 1) client.send({ type: 'ping', id: i });
    await client.next((x) => x.type === 'pong' && x.id === 200);
    for (let i = 201; i <= 1_000; i += 1) client.send({ type: 'ping', id: i });
    expect(await closed).toEqual(FLOOD_CLOSE);
    expect(s.sports.hub.stats.floodersClosed).toBe(floodersClosed + 1);
    expect(client.received.filter((x) => x.type === 'pong')).toHaveLength(199);
    expect(client.received.filter(isError(REALTIME_ERROR_CODES.rateLimited))).toHaveLength(1);
  });

  it('closes a socket over its limit three windows in a row', async () => {
    const client = await Client.open(url);
    const closed = closeOf(client);
    let pongs = 0;
    client.socket.on('message', (raw: Buffer) => {
      if ((JSON.parse(raw.toString()) as ServerMessage).type === 'pong') pongs += 1;
    });
    let id = 0;
    /** Sends this many pings in a new window, the first of them answered. */
    const windowOf = async (pings: number) => {
      s.clock.now += 10_001;
      const read = s.sports.hub.stats.messagesReceived;
      const first = (id += 1);
      for (let i = 0; i < pings; i += 1) client.send({ type: 'ping', id: i === 0 ? first : ++id });
      await until(() => s.sports.hub.stats.messagesReceived === read + pings);
      await client.next((x) => x.type === 'pong' && x.id === first);
    };
    await windowOf(300);
    await windowOf(300);
    // a window within the limit breaks the run
    await windowOf(1);
    await windowOf(300);
    await windowOf(300);
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    const { floodersClosed } = s.sports.hub.stats;
    s.clock.now += 10_001;
    for (let i = 1; i <= 200; i += 1) client.send({ type: 'ping', id: (id += 1) });
    await client.next((x) => x.type === 'pong' && x.id === id);
    client.send({ type: 'ping', id: (id += 1) });
    expect(await closed).toEqual(FLOOD_CLOSE);
    expect(s.sports.hub.stats.floodersClosed).toBe(floodersClosed + 1);
    // a notice in each window over the limit but the last, which closed instead
    expect(client.received.filter(isError(REALTIME_ERROR_CODES.rateLimited))).toHaveLength(4);
    expect(pongs).toBe(200 * 4 + 1 + 200);
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
      s.sports.hub.publishHere(topic, data);
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

  it('signs out the sockets of sessions revoked or deleted by a statement of their own', async () => {
    // what an admin tool or a script does: no revokeSession, only the table's trigger
    const followers = [];
    for (let i = 0; i < 3; i += 1) {
      const m = await s.member(0n);
      const client = await Client.open(url);
      client.send({ type: 'auth', token: m.sessionToken });
      client.send({ type: 'subscribe', topic: topics.memberBalance() });
      await client.next((x) => x.type === 'subscribed');
      followers.push({ ...m, client });
    }
    const [revoked, deleted, other] = followers as [
      (typeof followers)[0],
      (typeof followers)[0],
      (typeof followers)[0],
    ];
    await s.t.db.query('update sessions set revoked_at = now() where member_id = $1', [
      revoked.memberId,
    ]);
    await s.t.db.query(
      `delete from sports_tokens
        where session_hash in (select token_hash from sessions where member_id = $1)`,
      [deleted.memberId],
    );
    await s.t.db.query('delete from sessions where member_id = $1', [deleted.memberId]);
    for (const { client } of [revoked, deleted]) {
      expect(await client.next(isError(REALTIME_ERROR_CODES.unauthorized))).toMatchObject({
        topic: topics.memberBalance(),
      });
    }
    expect(s.sports.hub.subscriberCount(balanceKey(revoked.memberId))).toBe(0);
    expect(s.sports.hub.subscriberCount(balanceKey(deleted.memberId))).toBe(0);
    expect(s.sports.hub.subscriberCount(balanceKey(other.memberId))).toBe(1);
    for (const { client } of followers) client.close();
  });

  it('signs a socket out when its session expires', async () => {
    const m = await s.member(0n);
    // a session that ends 100 ms after the app's clock, which stands still: the socket's timer
    // runs out on the wall clock while the lookup at login finds it valid
    const token = await createSession(s.t.db, m.memberId, s.clock.now, 100);
    const client = await Client.open(url);
    client.send({ type: 'auth', token });
    client.send({ type: 'subscribe', topic: topics.memberBalance() });
    await client.next((x) => x.type === 'subscribed');
    const signedOut = s.sports.hub.stats.socketsSignedOut;
    expect(await client.next(isError(REALTIME_ERROR_CODES.unauthorized))).toMatchObject({
      msg: 'Your session has ended: log in again.',
      topic: topics.memberBalance(),
    });
    expect(s.sports.hub.subscriberCount(balanceKey(m.memberId))).toBe(0);
    expect(s.sports.hub.stats.socketsSignedOut).toBe(signedOut + 1);
    client.close();
  });
});
