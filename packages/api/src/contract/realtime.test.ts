import { describe, expect, it } from 'vitest';
import {
  TOPIC_KINDS,
  clientMessageSchema,
  eventMessage,
  parseTopic,
  readServerMessage,
  serverMessageSchema,
  topicPayloadSchemas,
  topics,
} from './index.ts';
import { exampleChatMessage, realtimeExamples } from './examples.ts';

describe('topics', () => {
  it('are built one way for each kind', () => {
    expect(topics.matchOdds(90001)).toBe('match-odds:90001');
    expect(topics.matchScore(90001)).toBe('match-score:90001');
    expect(topics.streamStatus(501)).toBe('stream-status:501');
    expect(topics.chatRoom('room-501')).toBe('chat-room:room-501');
    expect(topics.gifts('room-501')).toBe('gifts:room-501');
    expect(topics.memberBalance()).toBe('member-balance:me');
    expect(topics.pushOrders('room-501')).toBe('push-orders:room-501');
    expect(topics.site()).toBe('site:notices');
  });

  it('are read back into kind and key, and anything else is refused', () => {
    expect(parseTopic('chat-room:room-501')).toEqual({ kind: 'chat-room', key: 'room-501' });
    for (const bad of ['odds:1', 'match-odds:', 'match-odds', 'match-odds:1:2', 'gifts:a b', '']) {
      expect(parseTopic(bad), bad).toBeNull();
    }
    expect(parseTopic(42 as unknown as string)).toBeNull();
  });

  it('each have an example payload their schema accepts', () => {
    expect(Object.keys(realtimeExamples).sort()).toEqual([...TOPIC_KINDS].sort());
    for (const kind of TOPIC_KINDS) {
      const { topic, data } = realtimeExamples[kind];
      expect(parseTopic(topic)?.kind).toBe(kind);
      expect(topicPayloadSchemas[kind].safeParse(data).error).toBeUndefined();
    }
  });
});

describe('messages', () => {
  it('from the client are checked by type', () => {
    const good = [
      { type: 'auth', token: 'tok' },
      { type: 'subscribe', topic: 'match-odds:1' },
      { type: 'subscribe', topic: 'chat-room:room-1', signature: 'C1.1.abc' },
      { type: 'unsubscribe', topic: 'gifts:room-1' },
      { type: 'ping', id: 3 },
      { type: 'chat', roomId: 'room-1', text: 'hi', clientMessageId: 'c1' },
      { type: 'deleteChat', roomId: 'room-1', messageId: '42' },
    ];
    for (const message of good) expect(clientMessageSchema.safeParse(message).success).toBe(true);
    const bad = [
      { type: 'subscribe', topic: 'nope' },
      { type: 'subscribe', topic: 'chat-room:room-1', signature: '' },
      { type: 'chat', roomId: 'room-1', text: '   ', clientMessageId: 'c1' },
      { type: 'auth', token: '' },
      { type: 'deleteChat', roomId: 'room-1', messageId: 'x' },
      { type: 'shout' },
    ];
    for (const message of bad) expect(clientMessageSchema.safeParse(message).success).toBe(false);
  });

  it('from the server are checked by type', () => {
    expect(serverMessageSchema.safeParse({ type: 'pong', id: 1 }).success).toBe(true);
    expect(
      serverMessageSchema.safeParse({ type: 'error', code: 4001, msg: 'log in', topic: null })
        .success,
    ).toBe(true);
    expect(serverMessageSchema.safeParse({ type: 'subscribed', topic: 'x' }).success).toBe(false);
  });

  it("from the server are read without zod as the server's schema reads them", () => {
    const messages: unknown[] = [
      { type: 'pong', id: 0 },
      { type: 'pong', id: 12, extra: true },
      { type: 'pong', id: -1 },
      { type: 'pong', id: 1.5 },
      { type: 'pong', id: '1' },
      { type: 'pong' },
      { type: 'authenticated', userName: 'demo' },
      { type: 'authenticated', userName: '' },
      { type: 'subscribed', topic: 'match-odds:100001' },
      { type: 'subscribed', topic: 'match-odds:' },
      { type: 'subscribed', topic: 'x' },
      { type: 'subscribed', topic: 7 },
      { type: 'event', topic: 'site:notices', data: { changed: 'banners', at: 1 } },
      { type: 'event', topic: 'site:notices' },
      { type: 'event', topic: 'nothing:1', data: {} },
      { type: 'error', code: 4001, msg: 'log in', topic: null },
      { type: 'error', code: 4003, msg: '', topic: 'chat-room:room-1' },
      { type: 'error', code: 4003, msg: 'x' },
      { type: 'error', code: 4003.5, msg: 'x', topic: null },
      { type: 'error', code: 4003, msg: 3, topic: null },
      { type: 'shout' },
      {},
      [],
      null,
      'pong',
      7,
    ];
    for (const message of messages) {
      const schema = serverMessageSchema.safeParse(message);
      expect(readServerMessage(message), JSON.stringify(message)).toEqual(
        schema.success ? schema.data : null,
      );
    }
  });

  it("of a chat room are a message or a message's deletion", () => {
    const deletion = { kind: 'deleted', id: 'c-1', roomId: 'room-501', deletedAt: 1 } as const;
    expect(eventMessage('chat-room:room-501', deletion).data).toEqual(deletion);
    expect(eventMessage('chat-room:room-501', exampleChatMessage).data).toEqual(exampleChatMessage);
    expect(() =>
      eventMessage('chat-room:room-501', { ...deletion, kind: 'gone' } as never),
    ).toThrow();
  });

  it('of events are built only with the payload of their topic', () => {
    const { topic, data } = realtimeExamples['member-balance'];
    expect(eventMessage(topic, data)).toEqual({ type: 'event', topic, data });
    expect(() => eventMessage(topic, { ...data, memberWallet: 12.5 } as never)).toThrow();
    expect(() => eventMessage('weather:1' as never, data as never)).toThrow(/not a topic/);
  });
});
