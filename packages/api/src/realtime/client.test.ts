import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { REALTIME_CLOSE_CODES, topics, type Topic } from '../contract/index.ts';
import { realtimeExamples } from '../contract/examples.ts';
import { startSocketServer, type TestSocketServer } from '../testing/socket-server.ts';
import {
  backoffDelay,
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeMessage,
} from './client.ts';

/** A generous limit for the waits below: they end as soon as the condition holds. */
const WAIT = { timeout: 3_000, interval: 5 };

let server: TestSocketServer;
const clients: RealtimeClient[] = [];

beforeEach(async () => {
  server = await startSocketServer();
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await server.close();
});

function connect(overrides: Partial<RealtimeClientOptions> = {}) {
  const scheduled: { attempt: number; delayMs: number }[] = [];
  const states: string[] = [];
  const serverErrors: unknown[] = [];
  const client = createRealtimeClient({
    url: server.url,
    getToken: () => 'tok_member',
    WebSocketImpl: WebSocket,
    heartbeatIntervalMs: 60_000,
    heartbeatTimeoutMs: 60_000,
    reconnectBaseDelayMs: 4,
    reconnectMaxDelayMs: 40,
    random: () => 0.5,
    onReconnectScheduled: (info) => scheduled.push(info),
    onStateChange: (state) => states.push(state),
    onServerError: (error) => serverErrors.push(error),
    ...overrides,
  });
  clients.push(client);
  return { client, scheduled, states, serverErrors };
}

function recorder<T extends Topic>() {
  const messages: RealtimeMessage<T>[] = [];
  return { messages, handler: (message: RealtimeMessage<T>) => void messages.push(message) };
}

const sent = (index: number) => server.connections[index]?.received ?? [];
const ofType = (index: number, type: string) => sent(index).filter((m) => m.type === type);

describe('backoffDelay', () => {
  const base = { baseMs: 1_000, maxMs: 30_000 };

  it('doubles per attempt, half fixed and half jitter', () => {
    const low = (attempt: number) => backoffDelay(attempt, { ...base, random: () => 0 });
    const high = (attempt: number) => backoffDelay(attempt, { ...base, random: () => 0.999999 });
    expect([1, 2, 3, 4].map(low)).toEqual([500, 1_000, 2_000, 4_000]);
    expect([1, 2, 3, 4].map(high)).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('never exceeds the cap, however many attempts', () => {
    for (const attempt of [6, 10, 50, 10_000]) {
      const delay = backoffDelay(attempt, { ...base, random: () => 0.999999 });
      expect(delay).toBeLessThanOrEqual(30_000);
      expect(delay).toBeGreaterThanOrEqual(15_000);
    }
  });

  it('keeps a broken random source inside the range', () => {
    expect(backoffDelay(1, { ...base, random: () => -3 })).toBe(500);
    expect(backoffDelay(1, { ...base, random: () => 7 })).toBe(1_000);
  });
});

describe('subscriptions', () => {
  it('authenticates, then subscribes once per topic, however many handlers', async () => {
    const { client } = connect();
    const first = recorder<Topic<'match-odds'>>();
    const second = recorder<Topic<'match-odds'>>();
    const stopFirst = client.subscribe(topics.matchOdds(90001), first.handler);
    const stopSecond = client.subscribe(topics.matchOdds(90001), second.handler);
    client.subscribe(topics.matchScore(90001), () => undefined);

    await vi.waitFor(() => expect(ofType(0, 'subscribe')).toHaveLength(2), WAIT);
    expect(sent(0)[0]).toEqual({ type: 'auth', token: 'tok_member' });
    expect(ofType(0, 'subscribe')).toEqual([
      { type: 'subscribe', topic: 'match-odds:90001' },
      { type: 'subscribe', topic: 'match-score:90001' },
    ]);
    expect(client.topics.get('match-odds:90001')).toBe(2);

    stopFirst();
    stopFirst(); // a second call changes nothing
    expect(client.topics.get('match-odds:90001')).toBe(1);
    stopSecond();
    expect(client.topics.has('match-odds:90001')).toBe(false);
    await vi.waitFor(() => expect(ofType(0, 'unsubscribe')).toHaveLength(1), WAIT);
    expect(ofType(0, 'unsubscribe')).toEqual([{ type: 'unsubscribe', topic: 'match-odds:90001' }]);
  });

  it('counts one handler subscribed twice as two', async () => {
    const { client } = connect();
    const handler = vi.fn();
    const stopA = client.subscribe(topics.gifts('room-501'), handler);
    client.subscribe(topics.gifts('room-501'), handler);
    stopA();
    expect(client.topics.get('gifts:room-501')).toBe(1);
  });

  it('signals a snapshot once the subscription is acknowledged, then delivers events', async () => {
    const { client } = connect();
    const odds = recorder<Topic<'match-odds'>>();
    const example = realtimeExamples['match-odds'];
    client.subscribe(example.topic, odds.handler);
    await vi.waitFor(() => expect(odds.messages).toHaveLength(1), WAIT);
    expect(odds.messages[0]).toEqual({
      type: 'resync',
      topic: example.topic,
      reason: 'subscribed',
    });

    server.connections[0]!.send({ type: 'event', topic: example.topic, data: example.data });
    await vi.waitFor(() => expect(odds.messages).toHaveLength(2), WAIT);
    expect(odds.messages[1]).toEqual({ type: 'event', topic: example.topic, data: example.data });
  });

  it('delivers each kind of topic its own payload', async () => {
    const { client } = connect();
    const received: RealtimeMessage<Topic>[] = [];
    for (const { topic } of Object.values(realtimeExamples)) {
      client.subscribe(topic, (message) => {
        if (message.type === 'event') received.push(message);
      });
    }
    // one of each kind of topic (8 with push orders and the site's notices)
    const kinds = Object.values(realtimeExamples).length;
    expect(kinds).toBe(8);
    await vi.waitFor(() => expect(ofType(0, 'subscribe')).toHaveLength(kinds), WAIT);
    for (const { topic, data } of Object.values(realtimeExamples)) {
      server.connections[0]!.send({ type: 'event', topic, data });
    }
    await vi.waitFor(() => expect(received).toHaveLength(kinds), WAIT);
    expect(received.map((m) => m.topic)).toEqual(
      Object.values(realtimeExamples).map((e) => e.topic),
    );
  });

  it("following only the site's topic, checks its first event once the schemas have come, in order with what follows", async () => {
    const log: string[] = [];
    const { client } = connect({
      onServerError: (error) => log.push(`error ${error.code}`),
    });
    client.subscribe(topics.site(), (message) => log.push(`${message.type} ${message.topic}`));
    await vi.waitFor(() => expect(log).toEqual(['resync site:notices']), WAIT);
    const example = realtimeExamples.site;
    server.connections[0]!.send({ type: 'event', topic: example.topic, data: example.data });
    server.connections[0]!.send({ type: 'error', code: 4029, msg: 'slow down', topic: null });
    server.connections[0]!.send({ type: 'event', topic: example.topic, data: { changed: 'x' } });
    await vi.waitFor(() => expect(log).toHaveLength(4), WAIT);
    expect(log).toEqual(['resync site:notices', 'event site:notices', 'error 4029', 'error 0']);
  });

  it('reports an event that does not match its topic, and delivers nothing', async () => {
    const { client, serverErrors } = connect();
    const odds = recorder<Topic<'match-odds'>>();
    client.subscribe(topics.matchOdds(1), odds.handler);
    await vi.waitFor(() => expect(odds.messages).toHaveLength(1), WAIT);
    server.connections[0]!.send({ type: 'event', topic: 'match-odds:1', data: { nope: true } });
    server.connections[0]!.socket.send('<html>not json</html>');
    server.connections[0]!.send({ type: 'error', code: 4001, msg: 'log in', topic: null });
    await vi.waitFor(() => expect(serverErrors).toHaveLength(3), WAIT);
    expect(serverErrors[2]).toEqual({ code: 4001, msg: 'log in', topic: null });
    expect(odds.messages).toHaveLength(1);
  });

  it('reports an event of something that is not a topic as unreadable', async () => {
    const { client, serverErrors } = connect();
    const odds = recorder<Topic<'match-odds'>>();
    client.subscribe(topics.matchOdds(1), odds.handler);
    await vi.waitFor(() => expect(odds.messages).toHaveLength(1), WAIT);
    server.connections[0]!.send({ type: 'event', topic: 'odds:1', data: {} });
    server.connections[0]!.send({ type: 'event', topic: 42, data: {} });
    await vi.waitFor(() => expect(serverErrors).toHaveLength(2), WAIT);
    expect(serverErrors).toEqual([
      { code: 0, msg: 'unreadable message', topic: null },
      { code: 0, msg: 'unreadable message', topic: null },
    ]);
    expect(odds.messages).toHaveLength(1);
  });

  it('keeps delivering to the other handlers when one throws', async () => {
    const onHandlerError = vi.fn();
    const { client } = connect({ onHandlerError });
    const calm = recorder<Topic<'chat-room'>>();
    client.subscribe(topics.chatRoom('room-501'), () => {
      throw new Error('render failed');
    });
    client.subscribe(topics.chatRoom('room-501'), calm.handler);
    await vi.waitFor(() => expect(calm.messages).toHaveLength(1), WAIT);
    expect(onHandlerError).toHaveBeenCalledWith(expect.any(Error), 'chat-room:room-501');
  });

  it('refuses a name that is not a topic', () => {
    const { client } = connect();
    expect(() => client.subscribe('odds:1' as Topic, () => undefined)).toThrow(/topic/);
  });

  it('sends no auth message for a visitor', async () => {
    const { client } = connect({ getToken: () => null });
    client.subscribe(topics.matchScore(1), () => undefined);
    await vi.waitFor(() => expect(ofType(0, 'subscribe')).toHaveLength(1), WAIT);
    expect(ofType(0, 'auth')).toHaveLength(0);
  });

  it('sends chat messages only while connected', async () => {
    const { client } = connect();
    const message = { roomId: 'room-501', text: 'Hello', clientMessageId: 'local-1' };
    expect(client.sendChat(message)).toBe(false);
    const chat = recorder<Topic<'chat-room'>>();
    client.subscribe(topics.chatRoom('room-501'), chat.handler);
    await vi.waitFor(() => expect(client.state).toBe('open'), WAIT);
    expect(client.sendChat(message)).toBe(true);
    await vi.waitFor(() => expect(ofType(0, 'chat')).toHaveLength(1), WAIT);
    expect(ofType(0, 'chat')[0]).toEqual({ type: 'chat', ...message });
  });
});

describe('signed topics and server errors', () => {
  it('subscribes a chat room with its signature, again after a reconnect', async () => {
    const { client } = connect();
    const chat = recorder<Topic<'chat-room'>>();
    client.subscribe(topics.chatRoom('room-501'), chat.handler, { signature: 'C1.99.sig' });
    await vi.waitFor(() => expect(chat.messages).toHaveLength(1), WAIT);
    expect(ofType(0, 'subscribe')).toEqual([
      { type: 'subscribe', topic: 'chat-room:room-501', signature: 'C1.99.sig' },
    ]);

    server.connections[0]!.socket.terminate();
    await vi.waitFor(() => expect(ofType(1, 'subscribe')).toHaveLength(1), WAIT);
    expect(ofType(1, 'subscribe')[0]).toEqual({
      type: 'subscribe',
      topic: 'chat-room:room-501',
      signature: 'C1.99.sig',
    });
  });

  it('subscribes again with a renewed signature, and forgets it once unsubscribed', async () => {
    const { client } = connect();
    const chat = recorder<Topic<'chat-room'>>();
    const stop = client.subscribe(topics.chatRoom('room-501'), chat.handler, { signature: 'a' });
    await vi.waitFor(() => expect(chat.messages).toHaveLength(1), WAIT);
    const stopRenewed = client.subscribe(topics.chatRoom('room-501'), chat.handler, {
      signature: 'b',
    });
    await vi.waitFor(() => expect(ofType(0, 'subscribe')).toHaveLength(2), WAIT);
    expect(ofType(0, 'subscribe')[1]).toEqual({
      type: 'subscribe',
      topic: 'chat-room:room-501',
      signature: 'b',
    });
    // both handlers take a fresh snapshot once the renewed subscription is acknowledged
    await vi.waitFor(() => expect(chat.messages).toHaveLength(3), WAIT);
    stop();
    stopRenewed();
    client.subscribe(topics.chatRoom('room-501'), chat.handler);
    await vi.waitFor(() => expect(ofType(0, 'subscribe')).toHaveLength(3), WAIT);
    expect(ofType(0, 'subscribe')[2]).toEqual({ type: 'subscribe', topic: 'chat-room:room-501' });
  });

  it("tells every error listener the server's errors until it stops listening", async () => {
    const { client, serverErrors } = connect();
    const heard: unknown[] = [];
    const stop = client.onServerError((error) => heard.push(error));
    client.subscribe(topics.chatRoom('room-501'), () => undefined);
    await vi.waitFor(() => expect(client.state).toBe('open'), WAIT);
    const refusal = { type: 'error', code: 4003, msg: 'Banned', topic: 'chat-room:room-501' };
    server.connections[0]!.send(refusal);
    await vi.waitFor(() => expect(heard).toHaveLength(1), WAIT);
    expect(heard[0]).toEqual({ code: 4003, msg: 'Banned', topic: 'chat-room:room-501' });
    expect(serverErrors).toEqual(heard);
    stop();
    server.connections[0]!.send(refusal);
    await vi.waitFor(() => expect(serverErrors).toHaveLength(2), WAIT);
    expect(heard).toHaveLength(1);
  });
});

describe('reconnecting', () => {
  it('re-subscribes every topic and signals a snapshot before any further delta', async () => {
    const { client, scheduled } = connect();
    const odds = recorder<Topic<'match-odds'>>();
    const balance = recorder<Topic<'member-balance'>>();
    client.subscribe(topics.matchOdds(90001), odds.handler);
    client.subscribe(topics.memberBalance(), balance.handler);
    await vi.waitFor(() => expect(balance.messages).toHaveLength(1), WAIT);

    server.behaviour.acknowledge = false;
    server.connections[0]!.socket.terminate();
    await vi.waitFor(() => expect(ofType(1, 'subscribe')).toHaveLength(2), WAIT);
    expect(scheduled[0]).toEqual({ attempt: 1, delayMs: 3 });
    expect(sent(1)[0]).toEqual({ type: 'auth', token: 'tok_member' });

    // a delta sent before the acknowledgement would come before the snapshot: it is dropped
    const example = realtimeExamples['match-odds'];
    server.connections[1]!.send({ type: 'event', topic: example.topic, data: example.data });
    server.connections[1]!.send({ type: 'subscribed', topic: example.topic });
    server.connections[1]!.send({ type: 'event', topic: example.topic, data: example.data });
    await vi.waitFor(() => expect(odds.messages).toHaveLength(3), WAIT);
    expect(odds.messages.map((m) => m.type)).toEqual(['resync', 'resync', 'event']);
    expect(odds.messages[1]).toMatchObject({ type: 'resync', reason: 'reconnected' });
    expect(client.state).toBe('open');
  });

  it('backs off exponentially while the server refuses, and starts over once connected', async () => {
    server.behaviour.refuseNext = 4;
    const { client, scheduled, states } = connect();
    client.subscribe(topics.streamStatus(501), () => undefined);
    await vi.waitFor(() => expect(ofType(0, 'subscribe')).toHaveLength(1), WAIT);

    expect(server.refused).toBe(4);
    // base 4 ms, cap 40 ms, jitter fixed at the middle: 3, 6, 12, 24
    expect(scheduled).toEqual([
      { attempt: 1, delayMs: 3 },
      { attempt: 2, delayMs: 6 },
      { attempt: 3, delayMs: 12 },
      { attempt: 4, delayMs: 24 },
    ]);
    expect(states[0]).toBe('connecting');
    expect(states.at(-1)).toBe('open');

    server.connections[0]!.socket.terminate();
    await vi.waitFor(() => expect(ofType(1, 'subscribe')).toHaveLength(1), WAIT);
    expect(scheduled.at(-1)).toEqual({ attempt: 1, delayMs: 3 });
  });

  it('waits longer after each close for flooding in a row, and starts over after another drop', async () => {
    const { client, scheduled } = connect();
    client.subscribe(topics.matchOdds(90001), () => undefined);
    for (let i = 0; i < 3; i += 1) {
      await vi.waitFor(() => expect(ofType(i, 'subscribe')).toHaveLength(1), WAIT);
      server.connections[i]!.socket.close(REALTIME_CLOSE_CODES.tooManyMessages, 'flood');
    }
    await vi.waitFor(() => expect(ofType(3, 'subscribe')).toHaveLength(1), WAIT);
    // base 4 ms, jitter at the middle: a drop after a connection waits 3 ms, these 6, 12, 24
    expect(scheduled).toEqual([
      { attempt: 2, delayMs: 6 },
      { attempt: 3, delayMs: 12 },
      { attempt: 4, delayMs: 24 },
    ]);
    server.connections[3]!.socket.terminate();
    await vi.waitFor(() => expect(ofType(4, 'subscribe')).toHaveLength(1), WAIT);
    expect(scheduled.at(-1)).toEqual({ attempt: 1, delayMs: 3 });
  });

  it('caps the wait between attempts', async () => {
    server.behaviour.refuseNext = 6;
    const { client, scheduled } = connect();
    client.subscribe(topics.streamStatus(501), () => undefined);
    await vi.waitFor(() => expect(server.connections).toHaveLength(1), WAIT);
    expect(scheduled.map((s) => s.delayMs)).toEqual([3, 6, 12, 24, 30, 30]);
  });

  it('replaces a connection whose server stopped answering the heartbeat', async () => {
    // pings far more often than the deadline, so answered pings always beat it
    const { client, scheduled } = connect({ heartbeatIntervalMs: 10, heartbeatTimeoutMs: 300 });
    client.subscribe(topics.matchScore(90001), () => undefined);
    await vi.waitFor(() => expect(ofType(0, 'ping').length).toBeGreaterThanOrEqual(3), WAIT);
    expect(server.connections).toHaveLength(1); // answered pings keep the connection

    server.behaviour.answerPings = false;
    await vi.waitFor(() => expect(ofType(1, 'subscribe')).toHaveLength(1), WAIT);
    expect(scheduled[0]?.attempt).toBe(1);
    expect(ofType(0, 'ping')[0]).toEqual({ type: 'ping', id: 1 });
  });

  it('reconnects on demand, e.g. after a login', async () => {
    const token = { current: null as string | null };
    const { client } = connect({ getToken: () => token.current });
    const balance = recorder<Topic<'member-balance'>>();
    client.subscribe(topics.memberBalance(), balance.handler);
    await vi.waitFor(() => expect(balance.messages).toHaveLength(1), WAIT);
    token.current = 'tok_new';
    client.reconnect();
    await vi.waitFor(() => expect(balance.messages).toHaveLength(2), WAIT);
    expect(sent(1)[0]).toEqual({ type: 'auth', token: 'tok_new' });
    expect(balance.messages[1]).toMatchObject({ type: 'resync', reason: 'reconnected' });
  });

  it('stops for good on close, keeping its subscriptions for a later connect', async () => {
    const { client, states } = connect();
    client.subscribe(topics.matchOdds(1), () => undefined);
    await vi.waitFor(() => expect(client.state).toBe('open'), WAIT);
    client.close();
    expect(client.state).toBe('closed');
    expect(states.at(-1)).toBe('closed');
    client.subscribe(topics.matchOdds(2), () => undefined);
    expect(client.sendChat({ roomId: 'r', text: 't', clientMessageId: 'c' })).toBe(false);

    client.connect();
    await vi.waitFor(() => expect(ofType(1, 'subscribe')).toHaveLength(2), WAIT);
    expect(server.connections).toHaveLength(2);
  });
});
