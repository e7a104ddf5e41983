import { GIFT_MAX_COUNT, PRESENTER_TAGS_MAX, PUSH_ANALYSIS_MAX_LENGTH } from '@touchline/domain';
import { z } from 'zod/mini';
import { defineCalls } from '../define.ts';
import {
  banLogSchema,
  chatRoomConfigSchema,
  chatSignatureSchema,
  coverTagSchema,
  followOrderSchema,
  giftCatalogueSchema,
  giftProfitSchema,
  liveMatchSchema,
  liveStatisticsSchema,
  matchScoreSchema,
  presenterSchema,
  pushOrderRecordSchema,
  pushOrderSchema,
  roomFeeTierSchema,
  streamSchema,
  streamStatusSchema,
  videoSchema,
  videoSourceSchema,
} from '../entities/live.ts';
import { marketIdSchema, selectionIdSchema } from '../entities/sports.ts';
import {
  amountSchema,
  currencySchema,
  emptyRequestSchema,
  epochMsSchema,
  idempotencyKeySchema,
  idParamSchema,
  idSchema,
  moneySchema,
  noDataSchema,
  pageOf,
  pageRequestSchema,
  priceSchema,
  queryIntSchema,
  sportIdSchema,
  uploadFileSchema,
} from '../primitives.ts';
import { lazySchema } from '../lazy.ts';
import { STREAM_DATA_RESOURCES } from '../values.ts';

const streamId = lazySchema(() => z.object({ id: idSchema }));
const timeRange = lazySchema(() => ({
  beginTime: z.optional(epochMsSchema),
  endTime: z.optional(epochMsSchema),
}));

export { STREAM_DATA_RESOURCES };

export const liveCalls = defineCalls('live', {
  /** A host starts a stream now, or announces one (a reservation) for `startTime`. */
  saveStream: {
    method: 'POST',
    path: '/api/live/stream/save',
    request: lazySchema(() =>
      z.object({
        title: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
        cover: z.optional(z.string()),
        gameId: z.optional(idSchema),
        sportId: z.optional(sportIdSchema),
        tagIds: z.optional(z.array(idSchema)),
        /** Omitted to go live now; a future time reserves the stream. */
        startTime: z.optional(epochMsSchema),
        isFee: z.optional(z.boolean()),
        /** A paid room's fee in the host's currency: one of the tiers' prices (`listRoomFees`). */
        fee: z.optional(amountSchema),
      }),
    ),
    response: streamSchema,
  },
  stopStream: {
    method: 'POST',
    path: '/api/live/stream/stop',
    request: streamId,
    response: noDataSchema,
  },
  updateStream: {
    method: 'POST',
    path: '/api/live/stream/update',
    request: lazySchema(() =>
      z.object({
        id: idSchema,
        title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
        cover: z.optional(z.string()),
        tagIds: z.optional(z.array(idSchema)),
        startTime: z.optional(epochMsSchema),
      }),
    ),
    response: streamSchema,
  },
  /** The host of a reserved (announced) stream goes live with it. Not in spec §7's list. */
  startStream: {
    method: 'POST',
    // path is ours: spec §4 lets a reserved stream go live but shows no call for it
    path: '/api/live/stream/start',
    request: streamId,
    response: streamSchema,
    pathIsOurs: true,
  },
  /**
   * A viewer asks to be reminded when an announced stream goes live (`reserved: true`), or takes
   * it back; answers the stream's count of reminders. Spec §4 names the action "reserve"; its
   * path is not shown.
   */
  reserveStream: {
    method: 'POST',
    // path is ours: the spec names the reserve action but does not show its path
    path: '/api/live/stream/reserve',
    request: lazySchema(() => z.object({ id: idSchema, reserved: z.boolean() })),
    response: lazySchema(() =>
      z.object({
        id: idSchema,
        reserved: z.boolean(),
        count: z.int().check(z.nonnegative()),
      }),
    ),
    pathIsOurs: true,
  },
  /** Cancels a reserved stream. */
  cancelStream: {
    method: 'POST',
    path: '/api/live/stream/cancel',
    request: streamId,
    response: noDataSchema,
  },
  /**
   * Announced streams, soonest first: `presenterId`'s, or with `reservedByMe` only those the
   * caller asked to be reminded of (a visitor has none).
   */
  listReservedStreams: {
    method: 'POST',
    path: '/api/live/stream/reserveList',
    request: lazySchema(() =>
      z.extend(pageRequestSchema, {
        presenterId: z.optional(idSchema),
        reservedByMe: z.optional(z.boolean()),
      }),
    ),
    response: lazySchema(() => pageOf(streamSchema)),
  },
  getStreamStatus: {
    method: 'POST',
    path: '/api/live/stream/getStreamStatus',
    request: streamId,
    response: lazySchema(() => z.object({ id: idSchema, status: streamStatusSchema })),
  },
  /**
   * The stream list. The client reads `code` and `data.list` only: any other code, and any
   * failure, gives an empty list (spec §8).
   */
  listStreams: {
    method: 'POST',
    path: '/api/live/stream/list',
    request: lazySchema(() =>
      z.object({
        presenterId: z.optional(idSchema),
        page: z.int().check(z.minimum(1)),
        pageSize: z.int().check(z.minimum(1), z.maximum(999)),
        dataResource: z.optional(z.literal(Object.values(STREAM_DATA_RESOURCES))),
      }),
    ),
    response: lazySchema(() => pageOf(streamSchema)),
    suppressMessages: true,
  },
  getStream: {
    method: 'GET',
    path: '/api/live/stream/getInfo/{id}',
    request: lazySchema(() => z.object({ id: idParamSchema })),
    response: streamSchema,
  },
  /** How many members reserved (asked to be told about) a stream. */
  countStreamReservations: {
    method: 'GET',
    path: '/api/live/stream/countReserve/{id}',
    request: lazySchema(() => z.object({ id: idParamSchema })),
    response: lazySchema(() => z.int().check(z.nonnegative())),
    suppressMessages: true,
  },
  listLiveMatches: {
    method: 'POST',
    path: '/api/live/video/matchListFront',
    request: lazySchema(() => z.object({ sportId: z.optional(sportIdSchema) })),
    response: lazySchema(() => z.array(liveMatchSchema)),
  },
  /** The live streams linked to sports matches, most-watched first. */
  listVideos: {
    method: 'GET',
    path: '/api/live/video/videoList',
    request: lazySchema(() =>
      z.object({
        page: queryIntSchema.check(z.refine((n) => n >= 1, 'page 1 or later')),
        pageSize: queryIntSchema.check(z.refine((n) => n >= 1 && n <= 100, '1 to 100 a page')),
        sportId: z.optional(queryIntSchema),
      }),
    ),
    response: lazySchema(() => pageOf(videoSchema)),
  },
  getPresenter: {
    method: 'GET',
    path: '/api/user/presenter/getInfo2/{id}',
    request: lazySchema(() => z.object({ id: idParamSchema })),
    response: presenterSchema,
  },
  /**
   * A member follows a host (`followed: true`) or stops following; answers the host's count of
   * followers. The followed hosts' streams are the list's `dataResource` 2.
   */
  followPresenter: {
    method: 'POST',
    // path is ours: the spec lists followed hosts' streams but shows no call to follow one
    path: '/api/user/presenter/follow',
    request: lazySchema(() => z.object({ id: idSchema, followed: z.boolean() })),
    response: lazySchema(() =>
      z.object({
        id: idSchema,
        followed: z.boolean(),
        followers: z.int().check(z.nonnegative()),
      }),
    ),
    pathIsOurs: true,
  },
  /** A host updates their card; the picture is uploaded, so the body is multipart. */
  updatePresenter: {
    method: 'PUT',
    path: '/api/user/presenter/update',
    request: lazySchema(() =>
      z.object({
        nickName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(30))),
        introduction: z.optional(z.string().check(z.maxLength(500))),
        avatar: z.optional(uploadFileSchema),
        /**
         * The card's cover tags (`listCoverTags`); an empty list takes them all away. In the form a
         * list travels as JSON text.
         */
        tagIds: z.optional(z.array(idSchema).check(z.maxLength(PRESENTER_TAGS_MAX))),
      }),
    ),
    response: presenterSchema,
    multipart: true,
  },
  /**
   * The gift catalogue: names in the caller's language, prices in the caller's wallet currency
   * (a visitor's: the currency of their language), which the answer names.
   */
  listGifts: {
    method: 'POST',
    path: '/api/live/gift/list',
    request: emptyRequestSchema,
    response: giftCatalogueSchema,
  },
  /**
   * Gifts a host received (the host's own unless a super admin names another), newest first:
   * each with the host's share in the host's currency; senders' names masked.
   */
  listGiftProfits: {
    method: 'POST',
    path: '/api/live/gift/profit/list',
    request: lazySchema(() =>
      z.extend(pageRequestSchema, { presenterId: z.optional(idSchema), ...timeRange }),
    ),
    response: lazySchema(() => pageOf(giftProfitSchema)),
  },
  /**
   * Sends gifts to a live stream's host: the viewer pays the price in their currency, the host
   * is credited their share in theirs, one transaction. Safe to repeat by key.
   */
  sendGift: {
    method: 'POST',
    path: '/api/live/gift/profit/save',
    request: lazySchema(() =>
      z.object({
        streamId: idSchema,
        giftId: idSchema,
        count: z.int().check(z.minimum(1), z.maximum(GIFT_MAX_COUNT)),
        idempotencyKey: idempotencyKeySchema,
      }),
    ),
    response: lazySchema(() =>
      z.object({
        giftProfitId: idSchema,
        /** What the viewer paid, in `currency` (theirs). */
        amount: moneySchema,
        currency: currencySchema,
        memberWallet: moneySchema,
      }),
    ),
  },
  /** How many gifts a host received in a period, and their share of them, in the host's currency. */
  sumGiftProfits: {
    method: 'POST',
    path: '/api/live/gift/profit/sum',
    request: lazySchema(() => z.object({ presenterId: z.optional(idSchema), ...timeRange })),
    response: lazySchema(() =>
      z.object({
        count: z.int().check(z.nonnegative()),
        amount: moneySchema,
        currency: currencySchema,
      }),
    ),
  },
  listCoverTags: {
    method: 'POST',
    path: '/api/live/cover/tag/list',
    request: emptyRequestSchema,
    response: lazySchema(() => z.array(coverTagSchema)),
  },
  /**
   * A host (or a super admin) pushes a bet to the viewers of the host's live stream: a selection
   * of an open market of a live or upcoming match. `price` is the price the host saw; the push
   * records the sportsbook's current price, refused (code 461) when it is worse than the host's.
   */
  savePushOrder: {
    method: 'POST',
    path: '/api/live/push/order/save',
    request: lazySchema(() =>
      z.object({
        streamId: idSchema,
        matchId: idSchema,
        marketId: marketIdSchema,
        selectionId: selectionIdSchema,
        price: priceSchema,
        stake: z.optional(amountSchema),
        /** A short analysis, plain text; the site's sensitive words are masked. */
        analysis: z.optional(z.string().check(z.trim(), z.maxLength(PUSH_ANALYSIS_MAX_LENGTH))),
      }),
    ),
    response: pushOrderSchema,
  },
  /**
   * A host's push orders, newest first, with their record (the host's public track record):
   * `presenterId`'s, else the caller's own; `streamId` narrows the page (not the record) to one
   * stream.
   */
  listPushOrders: {
    method: 'POST',
    path: '/api/live/push/order/list',
    request: lazySchema(() =>
      z.extend(pageRequestSchema, {
        presenterId: z.optional(idSchema),
        streamId: z.optional(idSchema),
      }),
    ),
    response: lazySchema(() =>
      z.extend(pageOf(pushOrderSchema), { record: pushOrderRecordSchema }),
    ),
  },
  /** A stream's push orders, for its viewers: the unsettled ones first, then the latest settled. */
  listStreamPushOrders: {
    method: 'POST',
    path: '/api/live/push/order/list2',
    request: lazySchema(() => z.object({ streamId: idSchema })),
    response: lazySchema(() => z.array(pushOrderSchema)),
  },
  /**
   * A viewer follows a push order: a real bet on its selection at the current price, their own
   * stake, under their odds-change setting (`oddsChange` as in every sports body: 1 any, 2 better,
   * 3 none; 1 when left out) against `price`, the price they saw (the push order's when left
   * out). Safe to repeat by key.
   */
  saveFollowOrder: {
    method: 'POST',
    path: '/api/live/follow/order/save',
    request: lazySchema(() =>
      z.object({
        pushOrderId: idSchema,
        stake: amountSchema,
        price: z.optional(priceSchema),
        oddsChange: z.optional(z.literal([1, 2, 3])),
        idempotencyKey: idempotencyKeySchema,
      }),
    ),
    response: followOrderSchema,
  },
  /**
   * Follow orders: the caller's own (`view` "own", the default), or the followers of the caller's
   * push orders (`view` "followers": a host's; every push order's for a super admin), their names
   * masked; `pushOrderId` narrows either to one push order.
   */
  listFollowOrders: {
    method: 'POST',
    path: '/api/live/follow/order/list',
    request: lazySchema(() =>
      z.extend(pageRequestSchema, {
        pushOrderId: z.optional(idSchema),
        view: z.optional(z.enum(['own', 'followers'])),
      }),
    ),
    response: lazySchema(() => pageOf(followOrderSchema)),
  },
  /**
   * Whether a stream is a paid room, its fee in the caller's currency, and whether the caller
   * may see it: paid, or its host or a super admin, who never pay (`paid` true).
   */
  getRoomFee: {
    method: 'POST',
    path: '/api/live/relation/isFee',
    request: lazySchema(() => z.object({ streamId: idSchema })),
    response: lazySchema(() =>
      z.object({
        isFee: z.boolean(),
        fee: z.nullable(moneySchema),
        currency: currencySchema,
        paid: z.boolean(),
      }),
    ),
  },
  /**
   * Pays a paid room's fee, once per stream: the viewer pays the tier's price in their currency,
   * the host is credited their share in theirs. Paying again (any key) answers paid and moves
   * nothing; so does a free room, its host's or a super admin's call.
   */
  payRoomFee: {
    method: 'POST',
    path: '/api/live/relation/fee',
    request: lazySchema(() =>
      z.object({ streamId: idSchema, idempotencyKey: idempotencyKeySchema }),
    ),
    response: lazySchema(() => z.object({ paid: z.literal(true), memberWallet: moneySchema })),
  },
  /** The fee tiers a host picks a paid room's fee from, priced in the caller's currency. */
  listRoomFees: {
    method: 'POST',
    // path is ours: the spec shows the fee calls but no list of the fees a host may ask
    path: '/api/live/relation/feeList',
    request: emptyRequestSchema,
    response: lazySchema(() =>
      z.object({ currency: currencySchema, list: z.array(roomFeeTierSchema) }),
    ),
    pathIsOurs: true,
  },
  listBans: {
    method: 'POST',
    path: '/api/user/banLog/list',
    request: lazySchema(() =>
      z.extend(pageRequestSchema, {
        roomId: z.optional(z.string().check(z.minLength(1))),
        userName: z.optional(z.string().check(z.minLength(1))),
        active: z.optional(z.boolean()),
      }),
    ),
    response: lazySchema(() => pageOf(banLogSchema)),
  },
  liftBans: {
    method: 'POST',
    path: '/api/user/banLog/batchUntie',
    request: lazySchema(() => z.object({ ids: z.array(idSchema).check(z.minLength(1)) })),
    response: noDataSchema,
  },
  /** Whether a member is banned from a room (the member's own, when no user name is given). */
  getBanInfo: {
    method: 'POST',
    path: '/api/user/banLog/banInfo',
    request: lazySchema(() =>
      z.object({
        roomId: z.string().check(z.minLength(1)),
        userName: z.optional(z.string().check(z.minLength(1))),
      }),
    ),
    response: lazySchema(() =>
      z.object({
        banned: z.boolean(),
        bannedUntil: z.nullable(epochMsSchema),
        reason: z.string(),
      }),
    ),
  },
  banUser: {
    method: 'POST',
    path: '/api/user/banLog/save',
    request: lazySchema(() =>
      z.object({
        roomId: z.string().check(z.minLength(1)),
        userName: z.string().check(z.minLength(1)),
        reason: z.string().check(z.maxLength(200)),
        /** Null bans until lifted. */
        durationMinutes: z.nullable(z.int().check(z.positive())),
      }),
    ),
    response: banLogSchema,
  },
  updateBan: {
    method: 'PUT',
    path: '/api/user/banLog/update',
    request: lazySchema(() =>
      z.object({
        id: idSchema,
        reason: z.optional(z.string().check(z.maxLength(200))),
        durationMinutes: z.optional(z.nullable(z.int().check(z.positive()))),
      }),
    ),
    response: banLogSchema,
  },
  getChatRoomConfig: {
    method: 'POST',
    path: '/api/live/chatroom/config/info',
    request: lazySchema(() => z.object({ roomId: z.string().check(z.minLength(1)) })),
    response: chatRoomConfigSchema,
  },
  getChatSignature: {
    method: 'GET',
    path: '/api/live/chatroom/getSig/{id}',
    request: lazySchema(() => z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) })),
    response: chatSignatureSchema,
  },
  listSensitiveWords: {
    method: 'GET',
    path: '/api/live/sensitive/word/list',
    request: emptyRequestSchema,
    response: lazySchema(() => z.array(z.string().check(z.minLength(1)))),
  },
  /** A host's own list of words hidden in their room's chat, as saved (`saveShieldedWords`). */
  listShieldedWords: {
    method: 'GET',
    // path is ours: the spec shows the save of a host's shielded words but no call to read them
    path: '/api/live/word/shielded/list',
    request: emptyRequestSchema,
    response: lazySchema(() => z.array(z.string().check(z.minLength(1)))),
    pathIsOurs: true,
  },
  /** A host's own list of words hidden in their room's chat. */
  saveShieldedWords: {
    method: 'POST',
    path: '/api/live/word/shielded/save',
    request: lazySchema(() =>
      z.object({
        words: z
          .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(30)))
          .check(z.maxLength(200)),
      }),
    ),
    response: noDataSchema,
  },
  sumLiveStatistics: {
    method: 'POST',
    path: '/api/live/statistics/sum',
    request: lazySchema(() => z.object({ presenterId: z.optional(idSchema), ...timeRange })),
    response: liveStatisticsSchema,
  },
  getLiveMatchScores: {
    method: 'POST',
    path: '/api/live/match/score',
    request: lazySchema(() =>
      z.object({ gameIds: z.array(idSchema).check(z.minLength(1), z.maxLength(200)) }),
    ),
    response: lazySchema(() => z.array(matchScoreSchema)),
    suppressMessages: true,
  },
  /**
   * The playback sources of a live stream, or of the most-watched live stream of a match; empty
   * while it is not live.
   */
  listVideoSources: {
    method: 'GET',
    // path is ours: the spec does not show the live video source list
    path: '/api/live/video/sourceList',
    request: lazySchema(() =>
      z.object({ gameId: z.optional(queryIntSchema), streamId: z.optional(queryIntSchema) }).check(
        z.refine((r) => (r.gameId === undefined) !== (r.streamId === undefined), {
          message: 'a stream or a match, not both',
        }),
      ),
    ),
    response: lazySchema(() => z.array(videoSourceSchema)),
    pathIsOurs: true,
  },
});
