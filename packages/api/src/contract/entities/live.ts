import {
  BASIS_POINTS,
  PUSH_ANALYSIS_MAX_LENGTH,
  PUSH_ORDER_RESULTS,
  STREAM_STATUS_CANCELLED,
  STREAM_STATUS_ENDED,
  STREAM_STATUS_LIVE,
  STREAM_STATUS_RESERVED,
} from '@touchline/domain';
import { z } from 'zod/mini';
import {
  amountSchema,
  avatarIdSchema,
  currencySchema,
  epochMsSchema,
  idSchema,
  moneySchema,
  priceSchema,
  sportIdSchema,
  vipLevelSchema,
} from '../primitives.ts';
import { lazySchema } from '../lazy.ts';

/** A stream's status: reserved (announced), live (2, spec §3), ended, or cancelled. */
export const STREAM_STATUS = Object.freeze({
  reserved: STREAM_STATUS_RESERVED,
  live: STREAM_STATUS_LIVE,
  ended: STREAM_STATUS_ENDED,
  cancelled: STREAM_STATUS_CANCELLED,
} as const);
export const streamStatusSchema = lazySchema(() => z.literal(Object.values(STREAM_STATUS)));

/** A live stream (spec §3: status, gameId — the match shown — and presenterId). */
export const streamSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    presenterId: idSchema,
    presenterName: z.string().check(z.minLength(1)),
    presenterAvatarId: avatarIdSchema,
    title: z.string().check(z.minLength(1)),
    cover: z.string(),
    status: streamStatusSchema,
    /** The match on the sports service this stream presents, if any. */
    gameId: z.nullable(idSchema),
    sportId: z.nullable(sportIdSchema),
    /** The chat room of the stream. */
    roomId: z.string().check(z.minLength(1)),
    viewers: z.int().check(z.nonnegative()),
    tags: z.array(z.string()),
    /** Planned start for a reserved stream; actual start once live. */
    startTime: epochMsSchema,
    endTime: z.nullable(epochMsSchema),
    /**
     * A paid room: viewers pay once to see its pushed orders. `fee` is the fee tier's price in the
     * host's currency; a viewer's own price comes from `relation/isFee`.
     */
    isFee: z.boolean(),
    fee: z.nullable(moneySchema),
    /** The playback address; empty until the stream is live. */
    pullUrl: z.string(),
  }),
);
export type Stream = z.infer<typeof streamSchema>;

/** A host's public card. */
export const presenterSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    userName: z.string().check(z.minLength(1)),
    nickName: z.string().check(z.minLength(1)),
    avatarId: avatarIdSchema,
    introduction: z.string(),
    /** An uploaded picture, when the host has one; otherwise the avatar id is shown. */
    avatarUrl: z.nullable(z.string()),
    /** The host's cover tags, in the reader's language. */
    tags: z.array(z.string()),
    followers: z.int().check(z.nonnegative()),
    isFollowed: z.boolean(),
    /** The stream the host is presenting now, if any. */
    liveStreamId: z.nullable(idSchema),
  }),
);
export type Presenter = z.infer<typeof presenterSchema>;

/** A gift of the catalogue, its name in the caller's language, priced in the caller's currency. */
export const giftSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string().check(z.minLength(1)),
    icon: z.string(),
    price: moneySchema,
    /** 1 the cheapest; the picker groups gifts by tier. */
    tier: z.int().check(z.minimum(1), z.maximum(9)),
    /** A full-screen animation plays for gifts that have one. */
    animation: z.nullable(z.string()),
  }),
);
export type Gift = z.infer<typeof giftSchema>;

/** The gift catalogue and the currency its prices are in (the caller's wallet's). */
export const giftCatalogueSchema = lazySchema(() =>
  z.object({
    currency: currencySchema,
    list: z.array(giftSchema),
  }),
);
export type GiftCatalogue = z.infer<typeof giftCatalogueSchema>;

/** One gift sent to a host (a host's profit line): `amount` is the host's share, in `currency`. */
export const giftProfitSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    giftId: idSchema,
    giftName: z.string(),
    count: z.int().check(z.positive()),
    amount: moneySchema,
    currency: currencySchema,
    senderName: z.string(),
    presenterId: idSchema,
    streamId: idSchema,
    sentAt: epochMsSchema,
  }),
);
export type GiftProfit = z.infer<typeof giftProfitSchema>;

/** A paid room's fee tier, priced in the caller's currency. */
export const roomFeeTierSchema = lazySchema(() => z.object({ id: idSchema, fee: moneySchema }));

export const coverTagSchema = lazySchema(() =>
  z.object({ id: idSchema, name: z.string().check(z.minLength(1)) }),
);

/** How a push order ended: its selection won, lost, or was void (stake back). */
export const pushOrderResultSchema = lazySchema(() => z.enum(PUSH_ORDER_RESULTS));

/**
 * A bet a host recommends to the viewers of a stream (a push order). Its names are in the
 * reader's language; `price` is the sportsbook's price when it was pushed (never the host's
 * word for it). `status`: `open` while its market takes bets, `closed` while it does not (closed,
 * suspended, or the match over and not yet settled), `settled` once its selection has a `result`.
 */
export const pushOrderSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    streamId: idSchema,
    presenterId: idSchema,
    matchId: idSchema,
    /** The pick: null (and its names and the analysis empty) while `locked`. */
    marketId: z.nullable(z.string().check(z.minLength(1))),
    selectionId: z.nullable(z.string().check(z.minLength(1))),
    matchName: z.string(),
    marketName: z.string(),
    selectionName: z.string(),
    price: z.nullable(priceSchema),
    /** The stake the host suggests, when they name one (no money moves on a push). */
    stake: z.nullable(amountSchema),
    /** The host's short analysis: plain text, sensitive words masked. */
    analysis: z.string().check(z.maxLength(PUSH_ANALYSIS_MAX_LENGTH)),
    followers: z.int().check(z.nonnegative()),
    status: z.enum(['open', 'closed', 'settled']),
    /** Null until settled. */
    result: z.nullable(pushOrderResultSchema),
    /**
     * True when the reader may not see this push order's pick: a paid room they have not paid
     * for (`relation/fee` opens it).
     */
    locked: z.boolean(),
    createdAt: epochMsSchema,
    settledAt: z.nullable(epochMsSchema),
  }),
);
export type PushOrder = z.infer<typeof pushOrderSchema>;

/**
 * A host's record of push orders: how many won, lost, were void and are not settled yet, and the
 * win rate won / (won + lost) in basis points (6666 is 66.66 %, floored), null while none is
 * decided.
 */
export const pushOrderRecordSchema = lazySchema(() =>
  z.object({
    won: z.int().check(z.nonnegative()),
    lost: z.int().check(z.nonnegative()),
    void: z.int().check(z.nonnegative()),
    open: z.int().check(z.nonnegative()),
    winRate: z.nullable(z.int().check(z.minimum(0), z.maximum(BASIS_POINTS))),
  }),
);
export type PushOrderRecord = z.infer<typeof pushOrderRecordSchema>;

/** The status of a follower's bet, as the sportsbook has it (`My bets`). */
export const FOLLOW_ORDER_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'won',
  'lost',
  'void',
  'cashedOut',
] as const;

/**
 * A viewer's copy of a push order: a real bet (`betOrderId`, in My bets) at the price it was
 * placed at; its status is the bet's. `userName` is masked unless it is the reader's own.
 */
export const followOrderSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    pushOrderId: idSchema,
    userName: z.string(),
    matchName: z.string(),
    marketName: z.string(),
    selectionName: z.string(),
    stake: amountSchema,
    price: priceSchema,
    betOrderId: z.string().check(z.minLength(1)),
    status: z.enum(FOLLOW_ORDER_STATUSES),
    createdAt: epochMsSchema,
  }),
);
export type FollowOrder = z.infer<typeof followOrderSchema>;

export const banLogSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    roomId: z.string().check(z.minLength(1)),
    userName: z.string().check(z.minLength(1)),
    reason: z.string(),
    /** Null while the ban has no end. */
    bannedUntil: z.nullable(epochMsSchema),
    operator: z.string(),
    createdAt: epochMsSchema,
    active: z.boolean(),
  }),
);

export const chatRoomConfigSchema = lazySchema(() =>
  z.object({
    roomId: z.string().check(z.minLength(1)),
    enabled: z.boolean(),
    minVipLevelToChat: vipLevelSchema,
    slowModeSeconds: z.int().check(z.nonnegative()),
    maxMessageLength: z.int().check(z.positive()),
    welcomeText: z.string(),
  }),
);

/** The signature that admits a member to a chat room on the socket. */
export const chatSignatureSchema = lazySchema(() =>
  z.object({
    roomId: z.string().check(z.minLength(1)),
    userName: z.string().check(z.minLength(1)),
    signature: z.string().check(z.minLength(1)),
    expiresAt: epochMsSchema,
  }),
);

/** A match with live video, for the live lobby. */
export const liveMatchSchema = lazySchema(() =>
  z.object({
    gameId: idSchema,
    sportId: sportIdSchema,
    leagueName: z.string(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    startTime: epochMsSchema,
    /** The sports service's match status (`ms`). */
    ms: z.int(),
    streamIds: z.array(idSchema),
  }),
);

/**
 * A live video of a sports match (`video/videoList`): a live stream linked to a match, with the
 * address of its preferred line.
 */
export const videoSchema = lazySchema(() =>
  z.object({
    /** The stream's id: its room is the stream's. */
    id: idSchema,
    gameId: idSchema,
    sportId: z.nullable(sportIdSchema),
    title: z.string().check(z.minLength(1)),
    cover: z.string(),
    presenterName: z.string().check(z.minLength(1)),
    viewers: z.int().check(z.nonnegative()),
    url: z.string().check(z.minLength(1)),
    startTime: epochMsSchema,
  }),
);

/**
 * One playback source of a stream (spec `videoSourceGather`): one per line, the preferred line's
 * `isDefault`; a player that fails on one line goes on to the next.
 */
export const videoSourceSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string().check(z.minLength(1)),
    url: z.string().check(z.minLength(1)),
    format: z.enum(['hls', 'flv', 'mp4']),
    isDefault: z.boolean(),
  }),
);

/** A match score (spec §3): the first entry of `scores` holds the total, `home:away`. */
export const matchScoreSchema = lazySchema(() =>
  z.object({
    gameId: idSchema,
    scores: z.array(
      z.object({
        score: z.string().check(z.regex(/^\d+:\d+$/)),
        /** The period the entry covers; null for the whole match. */
        period: z.nullable(z.int()),
      }),
    ),
  }),
);
export type MatchScore = z.infer<typeof matchScoreSchema>;

/**
 * A host's figures over a period (`statistics/sum`): their streams and hours on air, their
 * audience from a sample a minute (peak, average, and watch minutes: viewers × minutes), the
 * gifts they received (their share, in their currency), their followers, and their push orders
 * with the record of those pushed in the period and how many viewers followed them.
 */
export const liveStatisticsSchema = lazySchema(() =>
  z.object({
    beginTime: epochMsSchema,
    endTime: epochMsSchema,
    streams: z.int().check(z.nonnegative()),
    minutesLive: z.int().check(z.nonnegative()),
    peakViewers: z.int().check(z.nonnegative()),
    averageViewers: z.int().check(z.nonnegative()),
    watchMinutes: z.int().check(z.nonnegative()),
    giftCount: z.int().check(z.nonnegative()),
    giftAmount: moneySchema,
    currency: currencySchema,
    followers: z.int().check(z.nonnegative()),
    newFollowers: z.int().check(z.nonnegative()),
    pushOrders: z.int().check(z.nonnegative()),
    pushRecord: pushOrderRecordSchema,
    followOrders: z.int().check(z.nonnegative()),
  }),
);
