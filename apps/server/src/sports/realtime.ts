import { Duplex } from 'node:stream';
import websocket from '@fastify/websocket';
import {
  OWN_BALANCE_KEY,
  REALTIME_CLOSE_CODES,
  REALTIME_ERROR_CODES,
  clientMessageSchema,
  parseTopic,
  topics as topicNames,
  type ServerMessage,
  type TopicPayload,
} from '@touchline/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { findSession, followSessionsEnded, tokenHash } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { answerLanguage, render, text } from '../http/messages.ts';
import { fromOwnPages, readSessionCookie, sessionCookieOf } from '../http/session-cookie.ts';
import type { ChatRooms } from '../services/chat.ts';
import { postgresBus, redisBus, type RealtimeBus } from './realtime-bus.ts';

/** Counters of the sockets' defences, since the server started. */
export interface RealtimeStats {
  /** Client messages read (refused ones included). */
  messagesReceived: number;
  /** Messages dropped unread because their socket passed its rate limit. */
  messagesRefused: number;
  /** Rate-limit notices sent: at most one per socket and window. */
  rateLimitNotices: number;
  /** Sockets closed because they went on sending past their rate limit. */
  floodersClosed: number;
  /** Sockets closed because what they had yet to read passed the cap. */
  slowConsumersClosed: number;
  /** Sockets signed out because their session was revoked, deleted or expired. */
  socketsSignedOut: number;
}

/**
 * An event as it goes to every subscriber of its topic: serialised once, and framed once — the
 * whole WebSocket text frame, header and payload, in one Buffer that each socket writes as it is.
 */
export class EventFrame {
  private frame: Buffer | null = null;
  private headerBytes = 0;
  constructor(readonly text: string) {}

  /** The text as one final, unmasked WebSocket text frame (RFC 6455 §5.2), built on first use. */
  get bytes(): Buffer {
    if (this.frame) return this.frame;
    const length = Buffer.byteLength(this.text);
    const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
    const frame = Buffer.allocUnsafe(header + length);
    frame[0] = 0x81; // FIN, opcode 1 (text)
    if (header === 2) {
      frame[1] = length;
    } else if (header === 4) {
      frame[1] = 126;
      frame.writeUInt16BE(length, 2);
    } else {
      frame[1] = 127;
      frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
      frame.writeUInt32BE(length % 2 ** 32, 6);
    }
    frame.write(this.text, header, 'utf8');
    this.headerBytes = header;
    this.frame = frame;
    return frame;
  }

  /** The text's UTF-8 bytes alone (a view into the frame: no copy). */
  get payload(): Buffer {
    return this.bytes.subarray(this.headerBytes);
  }
}

/** One socket's side of the hub: where its events go. */
export interface Subscriber {
  /**
   * Sends an event; the same frame goes to every subscriber of the topic by that name. With
   * `hold` (more events are queued) it may hold the frame back, to write it with the next ones
   * at once, until `flush`.
   */
  send(frame: EventFrame, hold?: boolean): void;
  /** Writes what `send` held back. */
  flush?(): void;
}

/**
 * Subscribers sent an event in one turn of the event loop; the rest of them get it in the
 * following turns (setImmediate), so that a topic of 10,000 sockets does not hold up the
 * server's other work — its requests, the other sockets' messages — for the whole fan-out.
 */
export const FANOUT_SLICE = 500;

/**
 * How long a socket's frames may be held back while events queue (ms): frames for one socket
 * are written together, in one system call, rather than one call each — what lets a busy room's
 * fan-out keep up. Only while more than one event is queued: a lone event is written as it is
 * sent. What is held is written `FANOUT_SLICE` sockets a turn, like the sending.
 */
export const FANOUT_HOLD_MS = 10;

/**
 * How long the site topic's events are kept for a page whose socket subscribes after them (ms,
 * by the app's clock): longer than a slow phone takes from its first data to its socket.
 */
export const SITE_REPLAY_MS = 60_000;

/**
 * How long a match's price moves are merged (ms). The first move after a quiet spell goes at
 * once; those that follow within the window are merged and go at its end as one event, with
 * each market's latest status and each selection's latest price and status — then the window
 * starts again, until one passes without a move.
 */
export const ODDS_COALESCE_MS = 50;

type OddsDelta = TopicPayload<'match-odds'>;
type OddsMarket = OddsDelta['markets'][number];

/** The keys of an object, exactly these and in this order. */
const hasKeys = (value: unknown, keys: readonly string[]): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const own = Object.keys(value);
  return own.length === keys.length && own.every((k, i) => k === keys[i]);
};

/**
 * Whether an event is an odds delta of the contract, nothing more: only these are merged (any
 * other event of the topic goes as it is, after what was merged before it).
 */
function isOddsDelta(data: unknown): data is OddsDelta {
  return (
    hasKeys(data, ['matchId', 'markets', 'at']) &&
    Array.isArray(data.markets) &&
    data.markets.every(
      (m: unknown) =>
        hasKeys(m, ['id', 'status', 'selections']) &&
        Array.isArray(m.selections) &&
        m.selections.every((x: unknown) => hasKeys(x, ['id', 'price', 'status'])),
    )
  );
}

/** Odds deltas of one match merged: each market's and each selection's latest, in first order. */
class MergedOdds {
  private readonly markets = new Map<
    string,
    { status: OddsMarket['status']; selections: Map<string, OddsMarket['selections'][number]> }
  >();
  private at = 0;
  constructor(private readonly matchId: number) {}

  add(delta: OddsDelta): void {
    for (const market of delta.markets) {
      let merged = this.markets.get(market.id);
      if (!merged) {
        merged = { status: market.status, selections: new Map() };
        this.markets.set(market.id, merged);
      }
      merged.status = market.status;
      for (const selection of market.selections) merged.selections.set(selection.id, selection);
    }
    this.at = delta.at;
  }

  /** One delta with the latest of everything added (`at`: the latest event's). */
  delta(): OddsDelta {
    return {
      matchId: this.matchId,
      markets: [...this.markets].map(([id, m]) => ({
        id,
        status: m.status,
        selections: [...m.selections.values()],
      })),
      at: this.at,
    };
  }
}

/** An event on its way to the subscribers its topic had when it was published. */
interface Delivery {
  key: string;
  data: unknown;
  targets: Subscriber[];
  /** The next of `targets` to send to. */
  next: number;
  /** The event's frame per topic name (one, but for a member's own balance: `me`). */
  frames: Map<string, EventFrame>;
}

/**
 * Topic fan-out: each event is serialised and framed once per topic name and written to every
 * subscriber of its topic on this instance, `FANOUT_SLICE` sockets a turn of the event loop.
 * Events go out in the order published, whatever their topic: each socket gets them in that
 * order; one that left a topic before an event reached it does not get it. A match's price
 * moves are merged within `ODDS_COALESCE_MS`.
 *
 * Two kinds of topic. A match's odds and score come from each instance's own feed — the
 * leader's simulation, a follower's replica of it, a provider's feed each instance reads — the
 * same state the instance's calls answer from, so a snapshot taken after `subscribed` and the
 * events that follow agree: `publishHere`. A member's balance changes on whichever instance
 * placed or settled the bet: `publish` delivers it here and sends it over the bus (Redis with
 * `REDIS_URL`, else LISTEN/NOTIFY on PostgreSQL; none on PGlite, one process) to the other
 * instances, which deliver it to their own sockets.
 */
export class RealtimeHub {
  /**
   * The topics whose recent events a new subscriber is sent after `subscribed` (`replay`), with
   * those events and when each came (by the clock given to `keepRecent`).
   */
  private readonly recent = new Map<
    string,
    { now: () => number; ms: number; events: { at: number; data: unknown }[] }
  >();
  /** Internal key → subscriber → the topic name the subscriber knows it by. */
  private readonly topics = new Map<string, Map<Subscriber, string>>();
  private bus: RealtimeBus | null = null;
  /** Events being sent, oldest first: the first one's subscribers are being written to. */
  private deliveries: Delivery[] = [];
  /** Whether the next slice is scheduled, or one is being sent. */
  private sending = false;
  /** The subscribers holding frames back, and since when the first of them has. */
  private readonly held = new Set<Subscriber>();
  private heldSince = 0;
  /** The odds topics in a merge window, with what was merged so far (null: nothing yet). */
  private readonly windows = new Map<
    string,
    { merged: MergedOdds | null; timer: NodeJS.Timeout }
  >();
  /** What the sockets of this instance did about abuse (the slow-consumer bench prints them). */
  readonly stats: RealtimeStats = {
    messagesReceived: 0,
    messagesRefused: 0,
    rateLimitNotices: 0,
    floodersClosed: 0,
    slowConsumersClosed: 0,
    socketsSignedOut: 0,
  };

  /**
   * Joins the other instances of the deployment: through Redis when a URL is given, else
   * through the database when it is PostgreSQL; on PGlite there are none.
   */
  async connect(
    db: Database,
    redisUrl: string | undefined,
    onError: (error: unknown) => void,
  ): Promise<void> {
    const options = {
      onMessage: (text: string) => {
        let message: { key: string; data: unknown };
        try {
          message = JSON.parse(text) as { key: string; data: unknown };
        } catch (error) {
          // not one of ours (a NOTIFY by hand, say): nothing to deliver
          onError(error);
          return;
        }
        this.deliver(message.key, message.data);
      },
      onError,
    };
    if (redisUrl) this.bus = await redisBus(db, redisUrl, options);
    else if (db.kind === 'postgres') this.bus = await postgresBus(db, options);
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

  /**
   * Keeps this topic's events for `ms`, by `now`, and `replay` answers them. A page takes its data
   * over HTTP, and its socket subscribes a moment later (seconds on a slow phone): an event that
   * came in between would be lost, and the page would show what it changed only at its next load.
   * With the events kept, the socket sends them after `subscribed` (the page takes the data again).
   * Only for topics whose events say what to take again, not a state to apply twice.
   */
  keepRecent(key: string, ms: number, now: () => number): void {
    this.recent.set(key, { now, ms, events: [] });
  }

  /** The events of a topic kept by `keepRecent` that are still recent, oldest first. */
  replay(key: string): unknown[] {
    const kept = this.recent.get(key);
    if (!kept) return [];
    this.dropOld(kept);
    return kept.events.map((e) => e.data);
  }

  /** Lets go of a kept topic's events older than its window. */
  private dropOld(kept: { now: () => number; ms: number; events: { at: number }[] }): void {
    const since = kept.now() - kept.ms;
    while (kept.events.length > 0 && kept.events[0]!.at <= since) kept.events.shift();
  }

  subscriberCount(key: string): number {
    return this.topics.get(key)?.size ?? 0;
  }

  /** Whether `publish` reaches the other instances (each delivers to its own sockets). */
  get shared(): boolean {
    return this.bus !== null;
  }

  /** Whether a `publish` of this topic may reach anyone: with a bus, any instance's sockets. */
  mayHaveSubscribers(key: string): boolean {
    return this.shared || this.subscriberCount(key) > 0;
  }

  /**
   * Publishes an event (already checked against its topic's payload schema) to the sockets of
   * every instance: here at once, the others through the bus.
   */
  publish(key: string, data: unknown): void {
    this.deliver(key, data);
    this.bus?.send(JSON.stringify({ key, data }));
  }

  /** Publishes an event to this instance's sockets only (a topic of its own feed). */
  publishHere(key: string, data: unknown): void {
    this.deliver(key, data);
  }

  /** Sends an event to this instance's subscribers of its topic, or merges it (price moves). */
  private deliver(key: string, data: unknown): void {
    const kept = this.recent.get(key);
    if (kept) {
      kept.events.push({ at: kept.now(), data });
      this.dropOld(kept);
    }
    if (this.subscriberCount(key) === 0) return;
    const window = this.windows.get(key);
    if (isOddsDelta(data) && parseTopic(key)?.kind === 'match-odds') {
      if (window) {
        window.merged ??= new MergedOdds(data.matchId);
        window.merged.add(data);
        return;
      }
      this.windows.set(key, { merged: null, timer: this.windowEnd(key) });
    } else if (window?.merged) {
      // what was merged before it goes first
      this.send(key, window.merged.delta());
      window.merged = null;
    }
    this.send(key, data);
  }

  /** Ends an odds topic's merge window: sends what was merged and starts another, or closes. */
  private windowEnd(key: string): NodeJS.Timeout {
    const timer = setTimeout(() => {
      const window = this.windows.get(key);
      if (!window) return;
      if (!window.merged) {
        this.windows.delete(key);
        return;
      }
      const { merged } = window;
      window.merged = null;
      window.timer = this.windowEnd(key);
      this.send(key, merged.delta());
    }, ODDS_COALESCE_MS);
    timer.unref();
    return timer;
  }

  /** Queues an event for the topic's present subscribers; sends a slice now if none is queued. */
  private send(key: string, data: unknown): void {
    const subscribers = this.topics.get(key);
    if (!subscribers) return;
    this.deliveries.push({
      key,
      data,
      targets: [...subscribers.keys()],
      next: 0,
      frames: new Map(),
    });
    if (!this.sending) this.sendSlice();
  }

  /** Sends up to `FANOUT_SLICE` frames, oldest event first; the rest in a later turn. */
  private readonly sendSlice = (): void => {
    this.sending = true;
    let budget = FANOUT_SLICE;
    while (this.deliveries.length > 0 && budget > 0) {
      const delivery = this.deliveries[0]!;
      const subscribers = this.topics.get(delivery.key);
      const end = Math.min(delivery.targets.length, delivery.next + budget);
      budget -= end - delivery.next;
      while (delivery.next < end) {
        const subscriber = delivery.targets[delivery.next]!;
        delivery.next += 1;
        // it may have left the topic since: then it is not sent what it no longer follows
        const wireTopic = subscribers?.get(subscriber);
        if (wireTopic === undefined) continue;
        let frame = delivery.frames.get(wireTopic);
        if (!frame) {
          const message: ServerMessage = { type: 'event', topic: wireTopic, data: delivery.data };
          frame = new EventFrame(JSON.stringify(message));
          delivery.frames.set(wireTopic, frame);
        }
        const hold = this.deliveries.length > 1 && subscriber.flush !== undefined;
        subscriber.send(frame, hold);
        if (hold && !this.held.has(subscriber)) {
          if (this.held.size === 0) this.heldSince = performance.now();
          this.held.add(subscriber);
        }
      }
      if (delivery.next === delivery.targets.length) this.deliveries.shift();
    }
    // what was held goes out once the queue is empty, or has waited long enough: a slice a turn
    if (
      this.held.size > 0 &&
      (this.deliveries.length === 0 || performance.now() - this.heldSince >= FANOUT_HOLD_MS)
    ) {
      let flushed = 0;
      for (const subscriber of this.held) {
        if (flushed++ === FANOUT_SLICE) break;
        this.held.delete(subscriber);
        subscriber.flush!();
      }
      this.heldSince = performance.now();
    }
    // the rest after what else waits: the next slice is sent from the check phase
    if (this.deliveries.length > 0 || this.held.size > 0) setImmediate(this.sendSlice);
    else this.sending = false;
  };

  async close(): Promise<void> {
    for (const window of this.windows.values()) clearTimeout(window.timer);
    this.windows.clear();
    const bus = this.bus;
    this.bus = null;
    await bus?.close();
  }
}

/** The internal key of a member's own balance topic. */
export const balanceKey = (memberId: bigint | number) => `member-balance:#${memberId}`;

/** How much a socket may ask of the server. */
export interface SocketLimits {
  /** Messages a socket may send per 10 s; the excess is dropped, with one notice per window. */
  messagesPer10s: number;
  /**
   * A socket over its limit in this many windows in a row (each begun within 10 s of the last
   * one's end) is closed with 4008 as it passes the limit in the last of them…
   */
  floodWindows: number;
  /** …and at once when its messages in one window reach this many times the limit. */
  floodMultiple: number;
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
  floodWindows: 3,
  floodMultiple: 5,
  maxBufferedBytes: 1024 * 1024,
  closeTimeoutMs: 5_000,
});

export interface SocketOptions extends Partial<SocketLimits> {
  /** Whether a topic's key names something that exists (a match, a stream's room…). */
  topicExists(kind: string, key: string): boolean | Promise<boolean>;
  /** The stream rooms' chat: without it, chat-room topics are unknown and posts refused. */
  chat?: ChatRooms;
}

/**
 * The connection under a server socket, to write frames built once for many sockets as they are
 * — when ws would write them the same way: no extension negotiated (permessage-deflate, the only
 * one ws knows, is off on the server), so its sender never holds frames back and every frame,
 * ws's own (pong, close) and these, goes to the connection in the order written. ws 8 keeps the
 * connection as `_socket` and counts what it holds in `bufferedAmount`; null if that changes.
 */
export function rawConnectionOf(socket: WebSocket): Duplex | null {
  const connection = (socket as unknown as { _socket?: unknown })._socket;
  return socket.extensions === '' && connection instanceof Duplex ? connection : null;
}

const SLOW_CONSUMER_REASON = 'Too far behind: reconnect and take a fresh snapshot.';
const FLOOD_REASON = 'Too many messages: reconnect later.';
/** The longest delay a timer takes (about 24.8 days); a longer wait is made of several. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The realtime socket at `/ws`, speaking the protocol of the api contract: `auth` (or, for a page
 * of this site, the session cookie of the upgrade — ADR 012 — as if it were the first message),
 * `subscribe` (always acknowledged with `subscribed` before any event), `unsubscribe`,
 * `ping`/`pong`, and `error` with the protocol's codes. Each socket's messages are handled in the
 * order sent; a socket over its rate limit has the excess dropped with one notice per window,
 * and is closed if it goes on flooding; a socket that does not read what it is sent is closed
 * once its backlog passes the cap; a socket whose session ends — revoked or deleted by any
 * statement on any instance, or expired — is signed out at once (its balance subscription goes).
 */
export async function registerRealtimeSocket(
  fastify: FastifyInstance,
  app: AppContext,
  hub: RealtimeHub,
  options: SocketOptions,
): Promise<void> {
  const limits: SocketLimits = {
    messagesPer10s: options.messagesPer10s ?? SOCKET_LIMITS.messagesPer10s,
    floodWindows: options.floodWindows ?? SOCKET_LIMITS.floodWindows,
    floodMultiple: options.floodMultiple ?? SOCKET_LIMITS.floodMultiple,
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
  const logError = (error: unknown) =>
    fastify.log.error({ err: error }, 'realtime session notices');
  /** Ends the watched sessions that ended while no notice could be heard. */
  const recheck = async () => {
    const hashes = [...signOuts.keys()];
    if (hashes.length === 0) return;
    const live = await app.db.query<{ token_hash: string }>(
      'select token_hash from sessions where token_hash = any($1) and revoked_at is null',
      [hashes],
    );
    const alive = new Set(live.map((r) => r.token_hash));
    sessionsEnded(hashes.filter((h) => !alive.has(h)));
  };
  // revocations in this process (told once written: the answer to a logout comes after), and
  // every revocation or deletion by any statement, from any instance
  const stopFollowing = await followSessionsEnded(app.db, {
    ended: sessionsEnded,
    lost: () => void recheck().catch(logError),
    onError: logError,
  });
  fastify.addHook('onClose', stopFollowing);

  const cookie = sessionCookieOf(app.config);
  fastify.get('/ws', { websocket: true }, (socket: WebSocket, request: FastifyRequest) => {
    let closing = false;
    let checkScheduled = false;
    /**
     * Leaves every topic and closes the socket with a close code of the contract; a client that
     * does not finish the close handshake in time (it does not read) is cut off.
     */
    const closeWith = (code: number, reason: string) => {
      leave();
      socket.close(code, reason);
      const destroy = setTimeout(() => socket.terminate(), limits.closeTimeoutMs);
      destroy.unref();
      socket.once('close', () => clearTimeout(destroy));
    };
    /** Closes the socket as a slow consumer if its backlog is still above the cap. */
    const checkBacklog = () => {
      checkScheduled = false;
      if (closing || socket.bufferedAmount <= limits.maxBufferedBytes) return;
      stats.slowConsumersClosed += 1;
      closeWith(REALTIME_CLOSE_CODES.slowConsumer, SLOW_CONSUMER_REASON);
    };
    /**
     * After each write: what the connection took in this turn is only counted out after it, so
     * the backlog is judged once the loop has turned.
     */
    const wrote = () => {
      if (!checkScheduled && socket.bufferedAmount > limits.maxBufferedBytes) {
        checkScheduled = true;
        setImmediate(checkBacklog);
      }
    };
    const sendText = (text: string) => {
      if (closing || socket.readyState !== socket.OPEN) return;
      socket.send(text);
      wrote();
    };
    const connection = rawConnectionOf(socket);
    /** Whether the connection holds frames back (corked) until the hub's `flush`. */
    let corked = false;
    const subscriber: Subscriber = {
      send: (frame, hold) => {
        if (closing || socket.readyState !== socket.OPEN) return;
        // the event's frame as built once for all its sockets; ws frames it again otherwise
        if (connection) {
          if (hold && !corked) {
            connection.cork();
            corked = true;
          }
          connection.write(frame.bytes);
          if (!corked) wrote();
        } else {
          socket.send(frame.payload, { binary: false });
          wrote();
        }
      },
      flush: () => {
        if (!corked || !connection) return;
        corked = false;
        connection.uncork();
        wrote();
      },
    };
    const mine = new Set<string>();
    /** The chat rooms this socket joined with a valid signature (it may post in them). */
    const joined = new Set<string>();
    /** The language of the socket's refusals: `?lang=` of its address, else English. */
    const language = answerLanguage(
      (request.query as Record<string, unknown> | undefined)?.['lang'] as string | undefined,
    );
    /**
     * The member this socket is authenticated as, with the session's token hash and the timer
     * that signs the socket out when the session expires.
     */
    let login: { memberId: bigint; hash: string; expiry: NodeJS.Timeout } | null = null;
    let windowStart = app.now();
    let count = 0;
    let noticeSent = false;
    /** Windows in a row, before the current one, in which the socket passed its limit. */
    let windowsOver = 0;
    const reply = (message: ServerMessage) => sendText(JSON.stringify(message));
    const fail = (code: number, msg: string, topic: string | null = null) =>
      reply({ type: 'error', code, msg, topic });

    /** Forgets the login (and the member's balance subscription); true if it held one. */
    const forget = (): boolean => {
      if (!login) return false;
      unwatch(login.hash, signOut);
      clearTimeout(login.expiry);
      const key = balanceKey(login.memberId);
      login = null;
      hub.unsubscribe(key, subscriber);
      return mine.delete(key);
    };
    /** Signs the socket out at the session's end (rechecked after the longest timer). */
    const expireAt = (expiresAt: number): NodeJS.Timeout => {
      const wait = expiresAt - app.now();
      const timer =
        wait > MAX_TIMER_MS
          ? setTimeout(() => {
              if (login) login.expiry = expireAt(expiresAt);
            }, MAX_TIMER_MS)
          : setTimeout(signOut, Math.max(0, wait));
      timer.unref();
      return timer;
    };
    /** The session ended (revoked, deleted, expired): the socket goes on as a visitor's. */
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

    /**
     * Logs the socket in with a session's token, replacing any login (and its balance
     * subscription), and tells it so; false when the session is not valid.
     */
    const logIn = async (token: string): Promise<boolean> => {
      forget();
      // watched before the lookup: a session that ends meanwhile is not let in
      const hash = tokenHash(token);
      let ended = false;
      const endedMeanwhile = () => {
        ended = true;
      };
      watch(hash, endedMeanwhile);
      try {
        const session = await findSession(app.db, token, app.now());
        if (session.status !== 'valid' || ended) return false;
        const [member] = await app.db.query<{ user_name: string }>(
          'select user_name from members where id = $1',
          [session.memberId],
        );
        if (ended || closing) return false;
        login = { memberId: session.memberId, hash, expiry: expireAt(session.expiresAt) };
        watch(hash, signOut);
        reply({ type: 'authenticated', userName: member?.user_name ?? 'member' });
        return true;
      } finally {
        unwatch(hash, endedMeanwhile);
      }
    };

    // a socket's messages are handled one after the other, in the order sent: the client sends
    // `auth` and its subscriptions back to back, and a member-balance subscription needs the auth.
    // The rate limit is checked as each message arrives, so what it drops is never queued.
    // A page of this site that holds the session cookie (ADR 012) is logged in at the upgrade,
    // as the first step of the queue; a cookie with another site's Origin is not read (the
    // socket is a visitor's), nor an invalid one (no error: a later `auth` may still come).
    const cookieToken = fromOwnPages(app.config, request.headers)
      ? readSessionCookie(cookie, request.headers)
      : null;
    let queue: Promise<void> = cookieToken
      ? logIn(cookieToken).then(
          () => undefined,
          (error: unknown) => fastify.log.error({ err: error }, 'realtime cookie login'),
        )
      : Promise.resolve();
    // A socket that goes on flooding is closed: window after window over the limit, or far over
    // it in one window.
    socket.on('message', (raw: Buffer) => {
      stats.messagesReceived += 1;
      if (closing) return;
      const now = app.now();
      if (now - windowStart > 10_000) {
        // the next window follows on from this one when it begins within 10 s of its end
        const over = count > limits.messagesPer10s && now - windowStart <= 20_000;
        windowsOver = over ? windowsOver + 1 : 0;
        windowStart = now;
        count = 0;
        noticeSent = false;
      }
      count += 1;
      if (count > limits.messagesPer10s) {
        stats.messagesRefused += 1;
        if (
          windowsOver + 1 >= limits.floodWindows ||
          count >= limits.messagesPer10s * limits.floodMultiple
        ) {
          stats.floodersClosed += 1;
          closeWith(REALTIME_CLOSE_CODES.tooManyMessages, FLOOD_REASON);
          return;
        }
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
          case 'auth':
            if (!(await logIn(message.token)) && !closing) {
              fail(REALTIME_ERROR_CODES.unauthorized, 'The token was refused.');
            }
            return;
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
            } else if (topic.kind === 'chat-room') {
              const chat = options.chat;
              if (!chat) {
                fail(REALTIME_ERROR_CODES.unknownTopic, 'Nothing by that name.', message.topic);
                return;
              }
              if (!chat.admits(login?.memberId ?? null, topic.key, message.signature)) {
                const refusal = chat.refused(language);
                fail(refusal.code, refusal.msg, message.topic);
                return;
              }
              // subscribed first, so nothing posted meanwhile is missed; the history follows (a
              // message may come twice: ids are unique and rise, the client keeps one of each)
              hub.subscribe(key, subscriber, message.topic);
              mine.add(key);
              joined.add(topic.key);
              reply({ type: 'subscribed', topic: message.topic });
              for (const past of await chat.history(topic.key, login!.memberId)) {
                reply({ type: 'event', topic: message.topic, data: past });
              }
              return;
            } else {
              // a push-orders room is looked up in the database: the socket may close meanwhile
              const exists = await options.topicExists(topic.kind, topic.key);
              if (closing) return;
              if (!exists) {
                fail(REALTIME_ERROR_CODES.unknownTopic, 'Nothing by that name.', message.topic);
                return;
              }
            }
            hub.subscribe(key, subscriber, message.topic);
            mine.add(key);
            reply({ type: 'subscribed', topic: message.topic });
            // what changed while the page was on its way (`keepRecent`): subscribed first, so
            // nothing published meanwhile is missed (an event may come twice: it says what to
            // take again, and taking it twice does no harm)
            for (const data of hub.replay(key))
              reply({ type: 'event', topic: message.topic, data });
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
            if (topic.kind === 'chat-room') joined.delete(topic.key);
            return;
          }
          case 'chat': {
            const chatTopic = topicNames.chatRoom(message.roomId);
            if (!options.chat || login === null || !joined.has(message.roomId)) {
              fail(
                REALTIME_ERROR_CODES.forbidden,
                render(text('chatJoinFirst'), language),
                parseTopic(chatTopic) ? chatTopic : null,
              );
              return;
            }
            const posted = await options.chat.post(
              login.memberId,
              message.roomId,
              message.text,
              message.clientMessageId,
              language,
            );
            if (!posted.ok) fail(posted.code, posted.msg, chatTopic);
            // a message hidden by the host's shielded words goes to its author alone
            else if (posted.hidden)
              reply({ type: 'event', topic: chatTopic, data: posted.message });
            else hub.publish(chatTopic, posted.message);
            return;
          }
          case 'deleteChat': {
            const chatTopic = topicNames.chatRoom(message.roomId);
            if (!options.chat || login === null) {
              fail(REALTIME_ERROR_CODES.unauthorized, render(text('chatJoinFirst'), language));
              return;
            }
            const deleted = await options.chat.delete(
              login.memberId,
              message.roomId,
              message.messageId,
              language,
            );
            if (deleted.ok) hub.publish(chatTopic, deleted.deletion);
            else fail(deleted.code, deleted.msg, chatTopic);
            return;
          }
        }
      })().catch((error: unknown) => {
        fastify.log.error({ err: error }, 'realtime message failed');
        fail(REALTIME_ERROR_CODES.badMessage, 'The message could not be handled.');
      });
    socket.on('close', leave);
  });
}
