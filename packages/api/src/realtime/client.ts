import type {
  ClientMessage,
  KindOf,
  Topic,
  TopicPayload,
  topicPayloadSchemas,
} from '../contract/realtime.ts';
import {
  REALTIME_CLOSE_CODES,
  parseTopic,
  readServerMessage,
  type ServerEnvelope,
} from '../contract/realtime-topics.ts';
import { read, type Readable } from '../client/readable.ts';

/**
 * The part of the WebSocket API the client uses. A browser's `WebSocket` fits, and so does the
 * `ws` package's in node. The handlers take `never` so that either's own event type is accepted.
 */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: never) => void) | null;
  onmessage: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

const OPEN = 1;

export type ConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * What a topic's handler receives: an event (a delta), or the signal to take a fresh snapshot.
 * `resync` comes when the server has acknowledged the subscription, on first subscribing
 * (`subscribed`) and again after every reconnect (`reconnected`); until then no event of the
 * topic is delivered, so a snapshot taken on `resync` misses nothing.
 */
export type RealtimeMessage<T extends Topic> =
  | { type: 'event'; topic: T; data: TopicPayload<KindOf<T>> }
  | { type: 'resync'; topic: T; reason: 'subscribed' | 'reconnected' };

export type TopicHandler<T extends Topic> = (message: RealtimeMessage<T>) => void;

export interface RealtimeClientOptions {
  /** The socket's address, e.g. `wss://touchline.test/ws`. */
  url: Readable<string>;
  /** The member's token, sent first on every connection; visitors have none. */
  getToken: () => string | null | undefined;
  /** The WebSocket implementation; the browser's by default, `ws` in node. */
  WebSocketImpl?: WebSocketConstructor;
  /** A ping goes out this often while connected. */
  heartbeatIntervalMs?: number;
  /** A connection that has sent nothing for this long after a ping is dropped and replaced. */
  heartbeatTimeoutMs?: number;
  /** The first reconnect waits about this long; each further attempt doubles it. */
  reconnectBaseDelayMs?: number;
  reconnectMaxDelayMs?: number;
  /** Source of the jitter, 0 ≤ n < 1. */
  random?: () => number;
  onStateChange?: (state: ConnectionState) => void;
  onReconnectScheduled?: (info: { attempt: number; delayMs: number }) => void;
  /** The server's error messages (a refused topic, a ban), and frames that could not be read. */
  onServerError?: (error: { code: number; msg: string; topic: string | null }) => void;
  /** A handler threw; the others still ran. */
  onHandlerError?: (error: unknown, topic: string) => void;
}

/** How a topic is subscribed. */
export interface SubscribeOptions {
  /**
   * What admits this socket to the topic: a chat room's signature (`chatroom/getSig/{id}`). It
   * is sent with every subscribe of the topic, the ones after a reconnect too; a later
   * subscription with another signature replaces it and subscribes again.
   */
  signature?: string;
}

/** An error message of the server: a refused topic or post (`topic` names it), a ban. */
export interface RealtimeServerError {
  code: number;
  msg: string;
  topic: string | null;
}

export interface RealtimeClient {
  /** Starts receiving a topic; returns the function that stops it (safe to call twice). */
  subscribe<T extends Topic>(
    topic: T,
    handler: TopicHandler<T>,
    options?: SubscribeOptions,
  ): () => void;
  /**
   * Listens to the server's error messages (as `onServerError` receives them), e.g. a chat room
   * that refuses a post; returns the function that stops listening.
   */
  onServerError(listener: (error: RealtimeServerError) => void): () => void;
  /** Sends a chat message; false when not connected (nothing is queued). */
  sendChat(message: { roomId: string; text: string; clientMessageId: string }): boolean;
  /** Connects now (subscribing connects by itself). */
  connect(): void;
  /** Replaces the connection, e.g. after a login or logout so the socket knows who this is. */
  reconnect(): void;
  /** Closes for good, until `connect()`; subscriptions are kept. */
  close(): void;
  readonly state: ConnectionState;
  /** The topics subscribed, each with its number of handlers. */
  readonly topics: ReadonlyMap<string, number>;
}

type Timings = Record<
  'heartbeatIntervalMs' | 'heartbeatTimeoutMs' | 'reconnectBaseDelayMs' | 'reconnectMaxDelayMs',
  number
>;

export const REALTIME_DEFAULTS: Readonly<Timings> = Object.freeze({
  heartbeatIntervalMs: 25_000,
  heartbeatTimeoutMs: 10_000,
  reconnectBaseDelayMs: 1_000,
  reconnectMaxDelayMs: 30_000,
});

/**
 * The wait before reconnect attempt `attempt` (1, 2, …): exponential from `baseMs`, capped at
 * `maxMs`, with "equal jitter" — half of it fixed, half random — so a fleet of tabs cut off
 * together does not come back at the same instant, yet none retries at once.
 */
export function backoffDelay(
  attempt: number,
  { baseMs, maxMs, random }: { baseMs: number; maxMs: number; random: () => number },
): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(exponent, 30));
  const jitter = Math.min(Math.max(random(), 0), 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * jitter);
}

type AnyHandler = (message: RealtimeMessage<Topic>) => void;

/**
 * The realtime client: one WebSocket, topics reference-counted (the first handler subscribes,
 * the last one's leaving unsubscribes), a heartbeat, reconnection with exponential backoff and
 * jitter, and after a reconnect every topic re-subscribed and its handlers told to resync.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const settings: Timings = { ...REALTIME_DEFAULTS, ...definedOnly(options) };
  const random = options.random ?? Math.random;
  const WebSocketImpl =
    options.WebSocketImpl ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket ?? null;

  /** Each subscription is its own entry, so one handler subscribed twice counts twice. */
  const subscriptions = new Map<Topic, Set<{ handler: AnyHandler }>>();
  /** Topics whose acknowledgement on this connection has not come yet, and why they wait. */
  const awaitingAck = new Map<Topic, 'subscribed' | 'reconnected'>();
  /** The signature each topic is subscribed with, when it needs one. */
  const signatures = new Map<Topic, string>();
  const errorListeners = new Set<(error: RealtimeServerError) => void>();

  let socket: WebSocketLike | null = null;
  let state: ConnectionState = 'idle';
  let stopped = false;
  let everOpened = false;
  let attempt = 0;
  /**
   * Connections in a row the server closed for flooding (`tooManyMessages`): the wait before
   * the next attempt starts that many doublings up, so a client that floods again and again
   * (a bug) backs off to the cap instead of reconnecting every second.
   */
  let floodCloses = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  let deadlineTimer: ReturnType<typeof setTimeout> | null = null;
  let pingId = 0;

  function setState(next: ConnectionState) {
    if (state === next) return;
    state = next;
    options.onStateChange?.(next);
  }

  function send(message: ClientMessage): boolean {
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  function sendSubscribe(topic: Topic) {
    const signature = signatures.get(topic);
    send({ type: 'subscribe', topic, ...(signature ? { signature } : {}) });
  }

  function serverError(error: RealtimeServerError) {
    options.onServerError?.(error);
    for (const listener of [...errorListeners]) {
      try {
        listener(error);
      } catch (thrown) {
        options.onHandlerError?.(thrown, error.topic ?? '');
      }
    }
  }

  function stopHeartbeat() {
    if (heartbeatTimer) clearInterval(heartbeatTimer);
    if (deadlineTimer) clearTimeout(deadlineTimer);
    heartbeatTimer = null;
    deadlineTimer = null;
  }

  function startHeartbeat() {
    stopHeartbeat();
    heartbeatTimer = setInterval(() => {
      if (!send({ type: 'ping', id: ++pingId })) return;
      deadlineTimer ??= setTimeout(() => {
        // a half-open connection never reports its own death: replace it
        drop();
        scheduleReconnect();
      }, settings.heartbeatTimeoutMs);
    }, settings.heartbeatIntervalMs);
  }

  function heardFromServer() {
    if (deadlineTimer) clearTimeout(deadlineTimer);
    deadlineTimer = null;
  }

  /** Forgets the current socket without waiting for its close handshake. */
  function drop() {
    stopHeartbeat();
    // what the old connection said while the payload schemas loaded is stale: every topic takes
    // a fresh snapshot once it is acknowledged again (an old acknowledgement would come too soon)
    held.length = 0;
    const old = socket;
    socket = null;
    if (!old) return;
    old.onopen = old.onmessage = old.onclose = null;
    // closing a socket that is still connecting reports an error; nobody is listening any more
    old.onerror = () => undefined;
    try {
      old.close(1000, 'replaced');
    } catch {
      // already closing or closed
    }
  }

  function scheduleReconnect() {
    if (stopped || reconnectTimer) return;
    attempt += 1;
    const delayMs = backoffDelay(attempt, {
      baseMs: settings.reconnectBaseDelayMs,
      maxMs: settings.reconnectMaxDelayMs,
      random,
    });
    setState('reconnecting');
    options.onReconnectScheduled?.({ attempt, delayMs });
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      open();
    }, delayMs);
  }

  function open() {
    if (stopped || socket) return;
    if (!WebSocketImpl) throw new TypeError('No WebSocket implementation: pass WebSocketImpl');
    setState(everOpened || attempt > 0 ? 'reconnecting' : 'connecting');
    let next: WebSocketLike;
    try {
      next = new WebSocketImpl(read(options.url));
    } catch {
      scheduleReconnect();
      return;
    }
    socket = next;
    next.onopen = () => {
      const reconnected = everOpened;
      everOpened = true;
      attempt = 0;
      setState('open');
      const token = options.getToken();
      if (token) send({ type: 'auth', token });
      awaitingAck.clear();
      for (const topic of subscriptions.keys()) {
        awaitingAck.set(topic, reconnected ? 'reconnected' : 'subscribed');
        sendSubscribe(topic);
      }
      startHeartbeat();
    };
    next.onmessage = (event: { data: unknown }) => {
      heardFromServer();
      if (typeof event.data === 'string') receive(event.data);
    };
    next.onclose = (event: { code?: number }) => {
      if (socket !== next) return;
      drop();
      floodCloses = event.code === REALTIME_CLOSE_CODES.tooManyMessages ? floodCloses + 1 : 0;
      attempt = Math.max(attempt, floodCloses);
      scheduleReconnect();
    };
    // an error is always followed by a close, which reconnects
    next.onerror = () => undefined;
  }

  /**
   * The events' payload schemas (with zod) are a module of their own, loaded with the first
   * subscription to a topic other than the site's, or the first event, whichever comes first: a
   * page that follows only the site's topic, whose events are an operator's rare changes, loads
   * no schema until one comes (issue 16). Messages that come while it loads wait, in order.
   */
  let payloadSchemas: typeof topicPayloadSchemas | null = null;
  let loadingSchemas = false;
  const held: ServerEnvelope[] = [];
  function loadPayloadSchemas() {
    if (payloadSchemas || loadingSchemas) return;
    loadingSchemas = true;
    import('../contract/realtime.ts').then(
      (contract) => {
        loadingSchemas = false;
        payloadSchemas = contract.topicPayloadSchemas;
        for (const message of held.splice(0)) handle(message);
      },
      () => {
        // not loaded (the network dropped): the events held cannot be checked, the rest go on;
        // the next event tries again
        loadingSchemas = false;
        for (const message of held.splice(0)) {
          if (message.type === 'event')
            serverError({ code: 0, msg: 'event could not be checked', topic: message.topic });
          else handle(message);
        }
      },
    );
  }

  function receive(text: string) {
    let message: ServerEnvelope | null;
    try {
      message = readServerMessage(JSON.parse(text));
    } catch {
      message = null;
    }
    if (!message) {
      serverError({ code: 0, msg: 'unreadable message', topic: null });
      return;
    }
    if (held.length > 0 || (message.type === 'event' && !payloadSchemas)) {
      held.push(message);
      loadPayloadSchemas();
      return;
    }
    handle(message);
  }

  function handle(message: ServerEnvelope) {
    switch (message.type) {
      case 'subscribed': {
        const topic = message.topic;
        const reason = awaitingAck.get(topic);
        if (reason === undefined) return;
        awaitingAck.delete(topic);
        dispatch(topic, { type: 'resync', topic, reason });
        return;
      }
      case 'event': {
        const topic = message.topic;
        // deltas before the acknowledgement would precede the snapshot signal: drop them
        if (awaitingAck.has(topic) || !subscriptions.has(topic)) return;
        const kind = parseTopic(topic)?.kind;
        const payload =
          kind && payloadSchemas ? payloadSchemas[kind].safeParse(message.data) : null;
        if (!payload?.success) {
          serverError({ code: 0, msg: 'event does not match its topic', topic });
          return;
        }
        dispatch(topic, { type: 'event', topic, data: payload.data } as RealtimeMessage<Topic>);
        return;
      }
      case 'error':
        serverError({ code: message.code, msg: message.msg, topic: message.topic });
        return;
      case 'pong':
      case 'authenticated':
        return;
    }
  }

  function dispatch(topic: Topic, message: RealtimeMessage<Topic>) {
    const entries = subscriptions.get(topic);
    if (!entries) return;
    for (const entry of [...entries]) {
      try {
        entry.handler(message);
      } catch (error) {
        options.onHandlerError?.(error, topic);
      }
    }
  }

  function connect() {
    stopped = false;
    open();
  }

  return {
    subscribe<T extends Topic>(topic: T, handler: TopicHandler<T>, how: SubscribeOptions = {}) {
      const parsed = parseTopic(topic);
      if (!parsed) throw new TypeError(`not a realtime topic: ${topic}`);
      if (parsed.kind !== 'site') loadPayloadSchemas();
      const entry = { handler: handler as unknown as AnyHandler };
      let entries = subscriptions.get(topic);
      const newSignature = !!how.signature && signatures.get(topic) !== how.signature;
      if (newSignature) signatures.set(topic, how.signature!);
      if (!entries) {
        entries = new Set();
        subscriptions.set(topic, entries);
        awaitingAck.set(topic, 'subscribed');
        sendSubscribe(topic);
      } else if (newSignature) {
        // admitted afresh (e.g. a renewed signature): the topic's handlers take a new snapshot
        awaitingAck.set(topic, 'subscribed');
        sendSubscribe(topic);
      }
      entries.add(entry);
      if (!stopped) open();

      let active = true;
      return () => {
        if (!active) return;
        active = false;
        const current = subscriptions.get(topic);
        if (!current?.delete(entry) || current.size > 0) return;
        subscriptions.delete(topic);
        awaitingAck.delete(topic);
        signatures.delete(topic);
        send({ type: 'unsubscribe', topic });
      };
    },
    onServerError(listener) {
      errorListeners.add(listener);
      return () => void errorListeners.delete(listener);
    },
    sendChat({ roomId, text, clientMessageId }) {
      return send({ type: 'chat', roomId, text, clientMessageId });
    },
    connect,
    reconnect() {
      if (stopped) return;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      drop();
      open();
    },
    close() {
      stopped = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      drop();
      setState('closed');
    },
    get state() {
      return state;
    },
    get topics() {
      return new Map([...subscriptions].map(([topic, entries]) => [topic, entries.size]));
    },
  };
}

function definedOnly(options: RealtimeClientOptions): Partial<Timings> {
  const result: Partial<Timings> = {};
  for (const key of Object.keys(REALTIME_DEFAULTS) as (keyof Timings)[]) {
    const value = options[key];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) result[key] = value;
  }
  return result;
}
