/**
 * The realtime protocol's names and values, without its schemas (`realtime.ts` has them, and
 * re-exports all of this): the realtime client reads a message's envelope and a page names its
 * topics without zod (issue 16).
 *
 * The realtime protocol: one WebSocket per tab carrying JSON text frames. The client subscribes
 * to topics `<kind>:<key>`; the server acknowledges each subscription, then sends its events.
 * Events are deltas: after a reconnect a client takes a fresh snapshot over HTTP, once the
 * subscription is acknowledged again, before applying more.
 */

export const TOPIC_KINDS = [
  'match-odds',
  'match-score',
  'stream-status',
  'chat-room',
  'gifts',
  'member-balance',
  'push-orders',
  'site',
] as const;
export type TopicKind = (typeof TOPIC_KINDS)[number];
export type Topic<Kind extends TopicKind = TopicKind> = `${Kind}:${string}`;

/** The key of the member-balance topic: the server resolves "me" from the socket's login. */
export const OWN_BALANCE_KEY = 'me';

/** Topic names, built one way everywhere. */
export const topics = Object.freeze({
  matchOdds: (matchId: number): Topic<'match-odds'> => `match-odds:${matchId}`,
  matchScore: (matchId: number): Topic<'match-score'> => `match-score:${matchId}`,
  streamStatus: (streamId: number): Topic<'stream-status'> => `stream-status:${streamId}`,
  chatRoom: (roomId: string): Topic<'chat-room'> => `chat-room:${roomId}`,
  gifts: (roomId: string): Topic<'gifts'> => `gifts:${roomId}`,
  memberBalance: (): Topic<'member-balance'> => `member-balance:${OWN_BALANCE_KEY}`,
  pushOrders: (roomId: string): Topic<'push-orders'> => `push-orders:${roomId}`,
  /** The site's notices (maintenance, home banners and notices, popup ads): open to every page. */
  site: (): Topic<'site'> => `site:${SITE_TOPIC_KEY}`,
});

/** The one key of the site topic: every page, visitor's or member's, follows the same. */
export const SITE_TOPIC_KEY = 'notices';

const TOPIC_PATTERN = new RegExp(`^(${TOPIC_KINDS.join('|')}):([A-Za-z0-9_-]{1,64})$`);

/** A topic's kind and key, or null when it is not a topic of the protocol. */
export function parseTopic(topic: string): { kind: TopicKind; key: string } | null {
  const match = typeof topic === 'string' ? TOPIC_PATTERN.exec(topic) : null;
  return match ? { kind: match[1] as TopicKind, key: match[2]! } : null;
}

/** What an operator changed of the site's notices (ADR 031). */
export const SITE_CHANGES = [
  'maintenance',
  'banners',
  'notices',
  'popup-ads',
  // the sportsbook's maintenance window and its bulletins (ADR 032)
  'sports-maintenance',
  'bulletins',
  // a lobby's or a game's maintenance window or hot flag (ADR 035)
  'games',
  // the streams featured on the home page (ADR 034)
  'streams',
] as const;

/** Why a member's balance changed (the member-balance topic's `reason`). */
export const BALANCE_CHANGE_REASONS = [
  'bet',
  'payout',
  'cash-out',
  'gift',
  'room-fee',
  'transfer',
  'award',
  'adjustment',
] as const;

/** The kind of a topic, at the type level. */
export type KindOf<T extends Topic> = T extends `${infer Kind}:${string}`
  ? Kind extends TopicKind
    ? Kind
    : never
  : never;

// server → client

/** Codes of the socket's error message. */
export const REALTIME_ERROR_CODES = Object.freeze({
  /** The message could not be read. */
  badMessage: 4000,
  /** The topic needs a logged-in member (member-balance) or the token was refused. */
  unauthorized: 4001,
  /** The member may not do that here (banned from the chat room, chat disabled). */
  forbidden: 4003,
  /** The topic names nothing that exists. */
  unknownTopic: 4004,
  /** Too many messages; slow down (sent once per window, the excess messages are dropped). */
  rateLimited: 4029,
} as const);

/**
 * Codes the server closes a socket with. A client reconnects as after any drop, and takes a
 * fresh snapshot of each topic once it is acknowledged again.
 */
export const REALTIME_CLOSE_CODES = Object.freeze({
  /**
   * The client read too slowly: what the server had yet to send it passed the server's cap, so
   * the socket was closed rather than buffered further (events are deltas: none is dropped).
   */
  slowConsumer: 4013,
  /**
   * The client went on sending past its rate limit (window after window, or far past it in one
   * window; the excess was dropped with `rateLimited` notices). A client reconnects after a
   * wait that grows with each such close in a row.
   */
  tooManyMessages: 4008,
} as const);

/**
 * A message from the server with its envelope read: an event's `data` is not checked yet (its
 * topic kind's payload schema, in `realtime.ts`, checks it).
 */
export type ServerEnvelope =
  | { type: 'pong'; id: number }
  | { type: 'authenticated'; userName: string }
  | { type: 'subscribed'; topic: Topic }
  | { type: 'event'; topic: Topic; data: unknown }
  | { type: 'error'; code: number; msg: string; topic: Topic | null };

const isTopic = (value: unknown): value is Topic =>
  typeof value === 'string' && parseTopic(value) !== null;

/**
 * A server message's envelope as `serverMessageSchema` reads it (the contract's tests hold the
 * two to the same answers), or null when it is not one. Without zod: the realtime client reads
 * every message with it, and a page that follows only the site's topic then loads no schema
 * until an event comes (issue 16).
 */
export function readServerMessage(raw: unknown): ServerEnvelope | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const message = raw as Record<string, unknown>;
  switch (message.type) {
    case 'pong':
      return Number.isSafeInteger(message.id) && (message.id as number) >= 0
        ? { type: 'pong', id: message.id as number }
        : null;
    case 'authenticated':
      return typeof message.userName === 'string' && message.userName.length > 0
        ? { type: 'authenticated', userName: message.userName }
        : null;
    case 'subscribed':
      return isTopic(message.topic) ? { type: 'subscribed', topic: message.topic } : null;
    case 'event':
      return isTopic(message.topic) && 'data' in message
        ? { type: 'event', topic: message.topic, data: message.data }
        : null;
    case 'error':
      return Number.isSafeInteger(message.code) &&
        typeof message.msg === 'string' &&
        (message.topic === null || isTopic(message.topic))
        ? {
            type: 'error',
            code: message.code as number,
            msg: message.msg,
            topic: message.topic as Topic | null,
          }
        : null;
    default:
      return null;
  }
}
