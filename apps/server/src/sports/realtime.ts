import websocket from '@fastify/websocket';
import {
  OWN_BALANCE_KEY,
  REALTIME_CLOSE_CODES,
  REALTIME_ERROR_CODES,
  clientMessageSchema,
  parseTopic,
  topics as topicNames,
  type ServerMessage,
} from '@touchline/api/contract';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { findSession, onSessionsEnded, tokenHash } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import type { Database, DedicatedSession } from '../db/database.ts';

/** Counters of the sockets' defences, since the server started. */
export interface RealtimeStats {
  /** Client messages read (refused ones included). */
  messagesReceived: number;
  /** Messages dropped unread because their socket passed its rate limit. */
  messagesRefused: number;
  /** Rate-limit notices sent: at most one per socket and window. */
  rateLimitNotices: number;
  /** Sockets closed because what they had yet to read passed the cap. */
  slowConsumersClosed: number;
  /** Sockets signed out because their session was revoked or deleted. */
  socketsSignedOut: number;
}

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
  /** What the sockets of this instance did about abuse (the slow-consumer bench prints them). */
  readonly stats: RealtimeStats = {
    messagesReceived: 0,
    messagesRefused: 0,
    rateLimitNotices: 0,
    slowConsumersClosed: 0,
    socketsSignedOut: 0,
  };

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

/** How much a socket may ask of the server. */
export interface SocketLimits {
  /** Messages a socket may send per 10 s; the excess is dropped, with one notice per window. */
  messagesPer10s: number;
  /**
   * Bytes the server may hold for a socket, written but not yet taken by its connection, at the
   * end of a turn of the event loop (a burst within one turn may pass it). A socket still above
   * it is closed as a slow consumer: buffering more for a client that does not read would grow
   * without bound, and dropping events would corrupt its state (they are deltas).
   */
  maxBufferedBytes: number;
  /**
   * A socket closed as a slow consumer that has not finished its close handshake by then (its
   * client reads the backlog, then the close frame) is destroyed, and its backlog freed (ms).
   */
  closeTimeoutMs: number;
}

export const SOCKET_LIMITS: Readonly<SocketLimits> = Object.freeze({
  messagesPer10s: 200,
  maxBufferedBytes: 1024 * 1024,
  closeTimeoutMs: 5_000,
});

export interface SocketOptions extends Partial<SocketLimits> {
  /** Whether a topic's key names something that exists (a match…). */
  topicExists(kind: string, key: string): boolean;
}

const SLOW_CONSUMER_REASON = 'Too far behind: reconnect and take a fresh snapshot.';

/**
 * Hears, on PostgreSQL, of every session that ends — whichever instance or statement ended it —
 * through the NOTIFY of the sessions table's trigger (migration 031), on a connection of its
 * own. When that connection drops it connects again, then asks about the sessions it was told
 * to watch, since notices sent meanwhile are lost.
 */
class EndedSessionsListener {
  private session: DedicatedSession | null = null;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly onEnded: (tokenHashes: readonly string[]) => void,
    /** The token hashes of the sessions whose sockets are open here. */
    private readonly watched: () => string[],
    private readonly onError: (error: unknown) => void,
    private readonly retryMs = 2_000,
  ) {}

  async start(): Promise<void> {
    const session = await this.db.dedicatedSession();
    if (!session) return;
    if (this.stopped) {
      await session.close();
      return;
    }
    this.session = session;
    session.onNotification((_channel, payload) => this.onEnded([payload]));
    session.onEnd(() => {
      if (this.session !== session) return;
      this.session = null;
      this.reconnectLater();
    });
    const [row] = await session.query<{ schema: string }>('select current_schema() as schema');
    await session.query(`listen "touchline_sessions:${row!.schema.replace(/"/g, '')}"`);
  }

  private reconnectLater(): void {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.start()
        .then(() => this.recheck())
        .catch((error: unknown) => {
          this.onError(error);
          this.reconnectLater();
        });
    }, this.retryMs);
    this.retry.unref();
  }

  /** Ends the watched sessions that ended while no notice could be heard. */
  private async recheck(): Promise<void> {
    const hashes = this.watched();
    if (hashes.length === 0) return;
    const live = await this.db.query<{ token_hash: string }>(
      'select token_hash from sessions where token_hash = any($1) and revoked_at is null',
      [hashes],
    );
    const alive = new Set(live.map((r) => r.token_hash));
    this.onEnded(hashes.filter((h) => !alive.has(h)));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const session = this.session;
    this.session = null;
    await session?.close();
  }
}

/**
 * The realtime socket at `/ws`, speaking the protocol of the api contract: `auth`, `subscribe`
 * (always acknowledged with `subscribed` before any event), `unsubscribe`, `ping`/`pong`, and
 * `error` with the protocol's codes. Each socket's messages are handled in the order sent; a
 * socket over its rate limit has the excess dropped with one notice per window; a socket that
 * does not read what it is sent is closed once its backlog passes the cap; a socket whose
 * session ends — on any instance — is signed out at once (its balance subscription goes).
 */
export async function registerRealtimeSocket(
  fastify: FastifyInstance,
  app: AppContext,
  hub: RealtimeHub,
  options: SocketOptions,
): Promise<void> {
  const limits: SocketLimits = {
    messagesPer10s: options.messagesPer10s ?? SOCKET_LIMITS.messagesPer10s,
    maxBufferedBytes: options.maxBufferedBytes ?? SOCKET_LIMITS.maxBufferedBytes,
    closeTimeoutMs: options.closeTimeoutMs ?? SOCKET_LIMITS.closeTimeoutMs,
  };
  await fastify.register(websocket, { options: { maxPayload: 16 * 1024 } });
  const { stats } = hub;

  /** The sockets of this instance by the token hash of the session they authenticated with. */
  const signOuts = new Map<string, Set<() => void>>();
  const watch = (hash: string, signOut: () => void) => {
    let set = signOuts.get(hash);
    if (!set) {
      set = new Set();
      signOuts.set(hash, set);
    }
    set.add(signOut);
  };
  const unwatch = (hash: string, signOut: () => void) => {
    const set = signOuts.get(hash);
    if (!set) return;
    set.delete(signOut);
    if (set.size === 0) signOuts.delete(hash);
  };
  const sessionsEnded = (hashes: readonly string[]) => {
    for (const hash of hashes) {
      const set = signOuts.get(hash);
      if (!set) continue;
      signOuts.delete(hash);
      for (const signOut of set) signOut();
    }
  };
  // revocations in this process, told once written (the answer to a logout comes after)…
  const stopLocal = onSessionsEnded(sessionsEnded);
  // …and every revocation or deletion on the database, from any instance (PostgreSQL)
  const listener = new EndedSessionsListener(
    app.db,
    sessionsEnded,
    () => [...signOuts.keys()],
    (error) => fastify.log.error({ err: error }, 'realtime session notices'),
  );
  await listener.start();
  fastify.addHook('onClose', async () => {
    stopLocal();
    await listener.stop();
  });

  fastify.get('/ws', { websocket: true }, (socket: WebSocket) => {
    let closing = false;
    let checkScheduled = false;
    /** Closes the socket as a slow consumer if its backlog is still above the cap. */
    const checkBacklog = () => {
      checkScheduled = false;
      if (closing || socket.bufferedAmount <= limits.maxBufferedBytes) return;
      stats.slowConsumersClosed += 1;
      leave();
      socket.close(REALTIME_CLOSE_CODES.slowConsumer, SLOW_CONSUMER_REASON);
      const destroy = setTimeout(() => socket.terminate(), limits.closeTimeoutMs);
      destroy.unref();
      socket.once('close', () => clearTimeout(destroy));
    };
    const subscriber: Subscriber = {
      send: (text) => {
        if (closing || socket.readyState !== socket.OPEN) return;
        socket.send(text);
        // what the connection took in this turn is only counted out after it: judge the backlog
        // once the loop has turned
        if (!checkScheduled && socket.bufferedAmount > limits.maxBufferedBytes) {
          checkScheduled = true;
          setImmediate(checkBacklog);
        }
      },
    };
    const mine = new Set<string>();
    /** The member this socket is authenticated as, with the session's token hash. */
    let login: { memberId: bigint; hash: string } | null = null;
    let windowStart = app.now();
    let count = 0;
    let noticeSent = false;
    const reply = (message: ServerMessage) => subscriber.send(JSON.stringify(message));
    const fail = (code: number, msg: string, topic: string | null = null) =>
      reply({ type: 'error', code, msg, topic });

    /** Forgets the login (and the member's balance subscription); true if it held one. */
    const forget = (): boolean => {
      if (!login) return false;
      unwatch(login.hash, signOut);
      const key = balanceKey(login.memberId);
      login = null;
      hub.unsubscribe(key, subscriber);
      return mine.delete(key);
    };
    /** The session ended: the socket goes on as a visitor's, and is told so. */
    function signOut(): void {
      if (!login) return;
      const followed = forget();
      stats.socketsSignedOut += 1;
      fail(
        REALTIME_ERROR_CODES.unauthorized,
        'Your session has ended: log in again.',
        followed ? topicNames.memberBalance() : null,
      );
    }
    /** Leaves every topic and forgets the login (the socket is closing). */
    const leave = () => {
      closing = true;
      forget();
      for (const key of mine) hub.unsubscribe(key, subscriber);
      mine.clear();
    };

    // a socket's messages are handled one after the other, in the order sent: the client sends
    // `auth` and its subscriptions back to back, and a member-balance subscription needs the auth.
    // The rate limit is checked as each message arrives, so what it drops is never queued.
    let queue: Promise<void> = Promise.resolve();
    socket.on('message', (raw: Buffer) => {
      stats.messagesReceived += 1;
      const now = app.now();
      if (now - windowStart > 10_000) {
        windowStart = now;
        count = 0;
        noticeSent = false;
      }
      count += 1;
      if (count > limits.messagesPer10s) {
        stats.messagesRefused += 1;
        if (!noticeSent) {
          noticeSent = true;
          stats.rateLimitNotices += 1;
          fail(REALTIME_ERROR_CODES.rateLimited, 'Too many messages: slow down.');
        }
        return;
      }
      queue = queue.then(() => handle(raw));
    });
    const handle = (raw: Buffer): Promise<void> =>
      (async () => {
        if (closing) return;
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
            // a new login replaces the previous one, and its balance subscription
            forget();
            // watched before the lookup: a session that ends meanwhile is not let in
            const hash = tokenHash(message.token);
            let ended = false;
            const endedMeanwhile = () => {
              ended = true;
            };
            watch(hash, endedMeanwhile);
            try {
              const session = await findSession(app.db, message.token, app.now());
              if (session.status !== 'valid' || ended) {
                fail(REALTIME_ERROR_CODES.unauthorized, 'The token was refused.');
                return;
              }
              const [member] = await app.db.query<{ user_name: string }>(
                'select user_name from members where id = $1',
                [session.memberId],
              );
              if (ended || closing) {
                if (!closing) fail(REALTIME_ERROR_CODES.unauthorized, 'The token was refused.');
                return;
              }
              login = { memberId: session.memberId, hash };
              watch(hash, signOut);
              reply({ type: 'authenticated', userName: member?.user_name ?? 'member' });
            } finally {
              unwatch(hash, endedMeanwhile);
            }
            return;
          }
          case 'subscribe': {
            const topic = parseTopic(message.topic)!;
            let key: string = message.topic;
            if (topic.kind === 'member-balance') {
              if (login === null || topic.key !== OWN_BALANCE_KEY) {
                fail(
                  REALTIME_ERROR_CODES.unauthorized,
                  'Log in to follow your balance.',
                  message.topic,
                );
                return;
              }
              key = balanceKey(login.memberId);
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
              topic.kind === 'member-balance' && login !== null
                ? balanceKey(login.memberId)
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
    socket.on('close', leave);
  });
}
