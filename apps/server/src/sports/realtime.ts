import websocket from '@fastify/websocket';
import {
  OWN_BALANCE_KEY,
  REALTIME_ERROR_CODES,
  clientMessageSchema,
  parseTopic,
  type ServerMessage,
} from '@touchline/api/contract';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { findSession } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';

/** One socket's side of the hub: where its events go. */
export interface Subscriber {
  send(text: string): void;
}

/**
 * Topic fan-out in process: each event is serialised once and written to every subscriber of
 * its topic. With a Redis address, events go through Redis pub/sub so that every server
 * instance delivers them to its own sockets.
 */
export class RealtimeHub {
  /** Internal key → subscriber → the topic name the subscriber knows it by. */
  private readonly topics = new Map<string, Map<Subscriber, string>>();
  private redis: { pub: Redis; sub: Redis } | null = null;
  private static readonly CHANNEL = 'touchline:realtime';

  /** Sends everything through Redis from now on. */
  async useRedis(url: string): Promise<void> {
    const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await Promise.all([pub.connect(), sub.connect()]);
    await sub.subscribe(RealtimeHub.CHANNEL);
    sub.on('message', (_channel: string, text: string) => {
      const { key, data } = JSON.parse(text) as { key: string; data: unknown };
      this.deliver(key, data);
    });
    this.redis = { pub, sub };
  }

  subscribe(key: string, subscriber: Subscriber, wireTopic: string = key): void {
    let subscribers = this.topics.get(key);
    if (!subscribers) {
      subscribers = new Map();
      this.topics.set(key, subscribers);
    }
    subscribers.set(subscriber, wireTopic);
  }

  unsubscribe(key: string, subscriber: Subscriber): void {
    const subscribers = this.topics.get(key);
    if (!subscribers) return;
    subscribers.delete(subscriber);
    if (subscribers.size === 0) this.topics.delete(key);
  }

  subscriberCount(key: string): number {
    return this.topics.get(key)?.size ?? 0;
  }

  /** Whether events go through Redis to every instance (each delivers to its own sockets). */
  get shared(): boolean {
    return this.redis !== null;
  }

  /** Whether an event of this topic may reach anyone: through Redis, any instance's sockets. */
  mayHaveSubscribers(key: string): boolean {
    return this.shared || this.subscriberCount(key) > 0;
  }

  /** Publishes an event (already checked against its topic's payload schema). */
  publish(key: string, data: unknown): void {
    if (this.redis) {
      void this.redis.pub.publish(RealtimeHub.CHANNEL, JSON.stringify({ key, data }));
      return;
    }
    this.deliver(key, data);
  }

  private deliver(key: string, data: unknown): void {
    const subscribers = this.topics.get(key);
    if (!subscribers || subscribers.size === 0) return;
    // one serialisation per wire topic name, whatever the number of sockets
    const texts = new Map<string, string>();
    for (const [subscriber, wireTopic] of subscribers) {
      let text = texts.get(wireTopic);
      if (text === undefined) {
        const message: ServerMessage = { type: 'event', topic: wireTopic, data };
        text = JSON.stringify(message);
        texts.set(wireTopic, text);
      }
      subscriber.send(text);
    }
  }

  async close(): Promise<void> {
    if (!this.redis) return;
    await Promise.all([this.redis.pub.quit(), this.redis.sub.quit()]);
    this.redis = null;
  }
}

/** The internal key of a member's own balance topic. */
export const balanceKey = (memberId: bigint | number) => `member-balance:#${memberId}`;

export interface SocketOptions {
  /** Whether a topic's key names something that exists (a match…). */
  topicExists(kind: string, key: string): boolean;
  /** Messages a socket may send per 10 s before it is told to slow down. */
  messagesPer10s?: number;
}

/**
 * The realtime socket at `/ws`, speaking the protocol of the api contract: `auth`, `subscribe`
 * (always acknowledged with `subscribed` before any event), `unsubscribe`, `ping`/`pong`, and
 * `error` with the protocol's codes.
 */
export async function registerRealtimeSocket(
  fastify: FastifyInstance,
  app: AppContext,
  hub: RealtimeHub,
  options: SocketOptions,
): Promise<void> {
  await fastify.register(websocket, { options: { maxPayload: 16 * 1024 } });
  const limit = options.messagesPer10s ?? 200;
  fastify.get('/ws', { websocket: true }, (socket: WebSocket) => {
    const subscriber: Subscriber = {
      send: (text) => {
        if (socket.readyState === socket.OPEN) socket.send(text);
      },
    };
    const mine = new Set<string>();
    let memberId: bigint | null = null;
    let windowStart = app.now();
    let count = 0;
    const reply = (message: ServerMessage) => subscriber.send(JSON.stringify(message));
    const fail = (code: number, msg: string, topic: string | null = null) =>
      reply({ type: 'error', code, msg, topic });

    // a socket's messages are handled one after the other, in the order sent: the client sends
    // `auth` and its subscriptions back to back, and a member-balance subscription needs the auth
    let queue: Promise<void> = Promise.resolve();
    socket.on('message', (raw: Buffer) => {
      queue = queue.then(() => handle(raw));
    });
    const handle = (raw: Buffer): Promise<void> =>
      (async () => {
        const now = app.now();
        if (now - windowStart > 10_000) {
          windowStart = now;
          count = 0;
        }
        count += 1;
        if (count > limit) {
          fail(REALTIME_ERROR_CODES.rateLimited, 'Too many messages: slow down.');
          return;
        }
        let parsed;
        try {
          parsed = clientMessageSchema.safeParse(JSON.parse(raw.toString()));
        } catch {
          parsed = null;
        }
        if (!parsed?.success) {
          fail(REALTIME_ERROR_CODES.badMessage, 'The message could not be read.');
          return;
        }
        const message = parsed.data;
        switch (message.type) {
          case 'ping':
            reply({ type: 'pong', id: message.id });
            return;
          case 'auth': {
            const session = await findSession(app.db, message.token, app.now());
            if (session.status !== 'valid') {
              fail(REALTIME_ERROR_CODES.unauthorized, 'The token was refused.');
              return;
            }
            const [member] = await app.db.query<{ user_name: string }>(
              'select user_name from members where id = $1',
              [session.memberId],
            );
            memberId = session.memberId;
            reply({ type: 'authenticated', userName: member?.user_name ?? 'member' });
            return;
          }
          case 'subscribe': {
            const topic = parseTopic(message.topic)!;
            let key: string = message.topic;
            if (topic.kind === 'member-balance') {
              if (memberId === null || topic.key !== OWN_BALANCE_KEY) {
                fail(
                  REALTIME_ERROR_CODES.unauthorized,
                  'Log in to follow your balance.',
                  message.topic,
                );
                return;
              }
              key = balanceKey(memberId);
            } else if (!options.topicExists(topic.kind, topic.key)) {
              fail(REALTIME_ERROR_CODES.unknownTopic, 'Nothing by that name.', message.topic);
              return;
            }
            hub.subscribe(key, subscriber, message.topic);
            mine.add(key);
            reply({ type: 'subscribed', topic: message.topic });
            return;
          }
          case 'unsubscribe': {
            const topic = parseTopic(message.topic)!;
            const key =
              topic.kind === 'member-balance' && memberId !== null
                ? balanceKey(memberId)
                : message.topic;
            hub.unsubscribe(key, subscriber);
            mine.delete(key);
            return;
          }
          case 'chat':
            fail(REALTIME_ERROR_CODES.forbidden, 'Chat is not open in this room.', null);
            return;
        }
      })().catch((error: unknown) => {
        fastify.log.error({ err: error }, 'realtime message failed');
        fail(REALTIME_ERROR_CODES.badMessage, 'The message could not be handled.');
      });
    socket.on('close', () => {
      for (const key of mine) hub.unsubscribe(key, subscriber);
      mine.clear();
    });
  });
}
