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
import {
  BALANCE_CHANGE_REASONS,
  SITE_CHANGES,
  type Topic,
  type TopicKind,
  type KindOf,
  parseTopic,
} from './realtime-topics.ts';

export * from './realtime-topics.ts';

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
