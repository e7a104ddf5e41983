import { z } from 'zod/mini';
import { streamStatusSchema } from './entities/live.ts';
import {
  marketIdSchema,
  marketStatusSchema,
  matchStatusSchema,
  scoreEntrySchema,
} from './entities/sports.ts';
import {
  avatarIdSchema,
  currencySchema,
  epochMsSchema,
  idSchema,
  moneySchema,
  priceSchema,
  vipLevelSchema,
} from './primitives.ts';
import { lazySchema } from './lazy.ts';

/**
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

export const topicSchema = lazySchema(() =>
  z.string().check(z.refine((t) => parseTopic(t) !== null, 'a topic')),
);

/** Changed prices and statuses of a match's markets; markets not listed did not change. */
export const oddsDeltaSchema = lazySchema(() =>
  z.object({
    matchId: idSchema,
    markets: z.array(
      z.object({
        id: marketIdSchema,
        status: marketStatusSchema,
        selections: z.array(
          z.object({
            id: z.string().check(z.minLength(1)),
            price: priceSchema,
            status: marketStatusSchema,
          }),
        ),
      }),
    ),
    at: epochMsSchema,
  }),
);

export const scoreDeltaSchema = lazySchema(() =>
  z.object({
    matchId: idSchema,
    ms: matchStatusSchema,
    mc: z.nullable(z.object({ pe: z.int(), s: z.nullable(z.int().check(z.nonnegative())) })),
    scores: z.array(scoreEntrySchema),
    at: epochMsSchema,
  }),
);

export const streamStatusEventSchema = lazySchema(() =>
  z.object({
    streamId: idSchema,
    status: streamStatusSchema,
    viewers: z.int().check(z.nonnegative()),
    at: epochMsSchema,
  }),
);

export const chatMessageSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    roomId: z.string().check(z.minLength(1)),
    /** A member's message, or a notice of the room (a ban, a host's announcement). */
    kind: z.enum(['message', 'notice']),
    userName: z.string(),
    nickName: z.string(),
    avatarId: z.nullable(avatarIdSchema),
    vipLevel: z.nullable(vipLevelSchema),
    text: z.string().check(z.minLength(1)),
    /** The sender's own id for the message, so their echo replaces the pending copy. */
    clientMessageId: z.nullable(z.string()),
    sentAt: epochMsSchema,
  }),
);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A message a host or super admin took away: the client drops it wherever it shows it. */
export const chatDeletionSchema = lazySchema(() =>
  z.object({
    kind: z.literal('deleted'),
    id: z.string().check(z.minLength(1)),
    roomId: z.string().check(z.minLength(1)),
    deletedAt: epochMsSchema,
  }),
);
export type ChatDeletion = z.infer<typeof chatDeletionSchema>;

/**
 * An event of a chat room: a message (the last 50 come as events right after `subscribed`, oldest
 * first, then each new one) or the deletion of one.
 */
export const chatRoomEventSchema = lazySchema(() =>
  z.union([chatMessageSchema, chatDeletionSchema]),
);
export type ChatRoomEvent = z.infer<typeof chatRoomEventSchema>;

export const giftEventSchema = lazySchema(() =>
  z.object({
    roomId: z.string().check(z.minLength(1)),
    streamId: idSchema,
    giftId: idSchema,
    giftName: z.string(),
    count: z.int().check(z.positive()),
    senderName: z.string(),
    animation: z.nullable(z.string()),
    sentAt: epochMsSchema,
  }),
);

/**
 * A push order of the room was pushed, or settled. The event names it only: the client takes the
 * room's push orders again (`push/order/list2`), in its reader's language and with what the
 * reader may see of them (a paid room's are locked until paid), so nothing reaches a socket
 * that the call would not show.
 */
export const pushOrderEventSchema = lazySchema(() =>
  z.object({
    kind: z.enum(['pushed', 'settled']),
    roomId: z.string().check(z.minLength(1)),
    streamId: idSchema,
    pushOrderId: idSchema,
    at: epochMsSchema,
  }),
);
export type PushOrderEvent = z.infer<typeof pushOrderEventSchema>;

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

/**
 * An operator changed the site's notices: the event names what changed only; a page takes it
 * again over HTTP, in its own language (the maintenance info, the home banners or notices).
 */
export const siteEventSchema = lazySchema(() =>
  z.object({
    changed: z.enum(SITE_CHANGES),
    at: epochMsSchema,
  }),
);
export type SiteEvent = z.infer<typeof siteEventSchema>;

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
export const balanceEventSchema = lazySchema(() =>
  z.object({
    memberWallet: moneySchema,
    currency: currencySchema,
    reason: z.enum(BALANCE_CHANGE_REASONS),
    changedAt: epochMsSchema,
  }),
);

/** The event payload of each topic kind. */
export const topicPayloadSchemas = Object.freeze({
  'match-odds': oddsDeltaSchema,
  'match-score': scoreDeltaSchema,
  'stream-status': streamStatusEventSchema,
  'chat-room': chatRoomEventSchema,
  gifts: giftEventSchema,
  'member-balance': balanceEventSchema,
  'push-orders': pushOrderEventSchema,
  site: siteEventSchema,
} as const satisfies Record<TopicKind, z.ZodMiniType>);

export type TopicPayload<Kind extends TopicKind> = z.infer<(typeof topicPayloadSchemas)[Kind]>;

/** The kind of a topic, at the type level. */
export type KindOf<T extends Topic> = T extends `${infer Kind}:${string}`
  ? Kind extends TopicKind
    ? Kind
    : never
  : never;

// client → server

export const clientMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    /** Sent first on every connection by a logged-in member; visitors skip it. */
    z.object({ type: z.literal('auth'), token: z.string().check(z.minLength(1)) }),
    /**
     * `signature` admits a member to a chat-room topic (`chatroom/getSig/{id}`): the socket refuses
     * a chat room without a valid one, and refuses posts in a room not joined with it.
     */
    z.object({
      type: z.literal('subscribe'),
      topic: topicSchema,
      signature: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    }),
    z.object({ type: z.literal('unsubscribe'), topic: topicSchema }),
    /** Heartbeat; the server answers a pong with the same id. */
    z.object({ type: z.literal('ping'), id: z.int().check(z.nonnegative()) }),
    /** A chat message; it comes back to everyone, the sender too, as a chat-room event. */
    z.object({
      type: z.literal('chat'),
      roomId: z.string().check(z.minLength(1)),
      text: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
      clientMessageId: z.string().check(z.minLength(1), z.maxLength(64)),
    }),
    /** A room's host or a super admin takes a message away: a deletion event goes to everyone. */
    z.object({
      type: z.literal('deleteChat'),
      roomId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
      messageId: z.string().check(z.regex(/^\d{1,19}$/)),
    }),
  ]),
);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

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

export const serverMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('pong'), id: z.int().check(z.nonnegative()) }),
    z.object({ type: z.literal('authenticated'), userName: z.string().check(z.minLength(1)) }),
    /** A subscription is in place: events of the topic follow. */
    z.object({ type: z.literal('subscribed'), topic: topicSchema }),
    /** An event of a topic; `data` is checked against the topic kind's payload schema. */
    z.object({ type: z.literal('event'), topic: topicSchema, data: z.unknown() }),
    z.object({
      type: z.literal('error'),
      code: z.int(),
      msg: z.string(),
      topic: z.nullable(topicSchema),
    }),
  ]),
);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** An event message for a topic, checked against its kind's payload (for the server). */
export function eventMessage<T extends Topic>(
  topic: T,
  data: TopicPayload<KindOf<T>>,
): { type: 'event'; topic: T; data: TopicPayload<KindOf<T>> } {
  const parsed = parseTopic(topic);
  if (!parsed) throw new TypeError(`not a topic: ${topic}`);
  topicPayloadSchemas[parsed.kind].parse(data);
  return { type: 'event', topic, data };
}
