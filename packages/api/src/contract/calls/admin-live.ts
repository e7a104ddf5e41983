import {
  ADMIN_PAGE_MAX,
  ADMIN_REASON_MIN,
  ADMIN_STREAM_SEARCH_MAX,
  ADMIN_STREAM_STATES,
  CHAT_BAN_REASON_MAX,
  isGlobalBanDuration,
  isSensitiveWord,
  SENSITIVE_WORD_MAX,
} from '@touchline/domain';
import { z } from 'zod/mini';
import { defineCalls } from '../define.ts';
import { streamStatusSchema } from '../entities/live.ts';
import { epochMsSchema, idSchema } from '../primitives.ts';
import { adminReasonSchema } from './admin.ts';
import { lazySchema } from '../lazy.ts';

/**
 * The super-admin centre's live section (issue 22 §1 "Live", ADR 034): every stream, stopped or
 * featured on the home page by an operator; the site's sensitive words; bans from every chat
 * room. The spec shows no admin calls: every path here is ours.
 */

const limitSchema = lazySchema(() =>
  z.optional(z.int().check(z.minimum(1), z.maximum(ADMIN_PAGE_MAX))),
);

/** A stream as the live section lists it. */
export const adminStreamRowSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    presenterId: idSchema,
    /** The host's shown name (their nick name, else their user name). */
    presenterName: z.string(),
    presenterUserName: z.string(),
    title: z.string(),
    status: streamStatusSchema,
    state: z.enum(ADMIN_STREAM_STATES),
    /** Shown first in the home page's live list while live. */
    featured: z.boolean(),
    /** How many watch now: known while live only. */
    viewers: z.nullable(z.int().check(z.nonnegative())),
    /** When it went live (or is planned to). */
    startTime: epochMsSchema,
    endTime: z.nullable(epochMsSchema),
  }),
);
export type AdminStreamRow = z.infer<typeof adminStreamRowSchema>;

/**
 * Where a page of streams ends: the list's order (live, then announced, then ended) as a key the
 * next page starts after. Opaque to the caller.
 */
export const adminStreamCursorSchema = lazySchema(() =>
  z.string().check(z.regex(/^[0-2]_-?\d{1,16}_\d{1,19}$/)),
);

/** A ban from every room, in force. */
export const adminGlobalBanSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    memberId: idSchema,
    userName: z.string(),
    nickName: z.string(),
    /** What the member is told. */
    reason: z.string(),
    /** Null: until an operator lifts it. */
    bannedUntil: z.nullable(epochMsSchema),
    operator: z.string(),
    createdAt: epochMsSchema,
  }),
);
export type AdminGlobalBan = z.infer<typeof adminGlobalBanSchema>;

/** A sensitive word as an operator types it: kept trimmed and lowercased, 1–30 characters. */
const sensitiveWordSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.maxLength(SENSITIVE_WORD_MAX * 4),
      z.trim(),
      z.toLowerCase(),
      z.refine(isSensitiveWord, `1 to ${SENSITIVE_WORD_MAX} characters`),
    ),
);

export const adminLiveCalls = defineCalls('admin', {
  adminListStreams: {
    method: 'POST',
    // path is ours: the spec shows no admin calls
    path: '/api/admin/live/streams',
    request: lazySchema(() =>
      z.object({
        state: z.optional(z.enum(ADMIN_STREAM_STATES)),
        /** A part of the host's user name or shown name. */
        search: z.optional(z.string().check(z.trim(), z.maxLength(ADMIN_STREAM_SEARCH_MAX))),
        before: z.optional(adminStreamCursorSchema),
        limit: limitSchema,
      }),
    ),
    response: lazySchema(() =>
      z.object({
        list: z.array(adminStreamRowSchema),
        next: z.nullable(adminStreamCursorSchema),
      }),
    ),
    pathIsOurs: true,
  },
  adminForceStopStream: {
    method: 'POST',
    // path is ours
    path: '/api/admin/live/streams/stop',
    request: lazySchema(() => z.object({ id: idSchema, reason: adminReasonSchema })),
    response: adminStreamRowSchema,
    pathIsOurs: true,
  },
  adminFeatureStream: {
    method: 'POST',
    // path is ours
    path: '/api/admin/live/streams/feature',
    request: lazySchema(() =>
      z.object({ id: idSchema, featured: z.boolean(), reason: adminReasonSchema }),
    ),
    response: adminStreamRowSchema,
    pathIsOurs: true,
  },
  adminListSensitiveWords: {
    method: 'POST',
    // path is ours
    path: '/api/admin/live/words',
    request: lazySchema(() =>
      z.object({
        /** A part of the word. */
        search: z.optional(z.string().check(z.trim(), z.maxLength(SENSITIVE_WORD_MAX))),
        /** The last word of the page before (the list is in the words' order). */
        after: z.optional(z.string().check(z.minLength(1), z.maxLength(SENSITIVE_WORD_MAX * 4))),
        limit: limitSchema,
      }),
    ),
    response: lazySchema(() =>
      z.object({ list: z.array(z.string()), next: z.nullable(z.string()) }),
    ),
    pathIsOurs: true,
  },
  adminAddSensitiveWord: {
    method: 'POST',
    // path is ours
    path: '/api/admin/live/words/add',
    request: lazySchema(() => z.object({ word: sensitiveWordSchema, reason: adminReasonSchema })),
    response: lazySchema(() => z.object({ word: z.string() })),
    pathIsOurs: true,
  },
  adminRemoveSensitiveWord: {
    method: 'POST',
    // path is ours
    path: '/api/admin/live/words/remove',
    request: lazySchema(() => z.object({ word: sensitiveWordSchema, reason: adminReasonSchema })),
    response: lazySchema(() => z.object({ word: z.string() })),
    pathIsOurs: true,
  },
  adminListGlobalBans: {
    method: 'POST',
    // path is ours
    path: '/api/admin/live/bans',
    request: lazySchema(() =>
      z.object({
        /** A part of the member's user name. */
        search: z.optional(z.string().check(z.trim(), z.maxLength(ADMIN_STREAM_SEARCH_MAX))),
        /** The last ban id of the page before (newest first). */
        before: z.optional(idSchema),
        limit: limitSchema,
      }),
    ),
    response: lazySchema(() =>
      z.object({ list: z.array(adminGlobalBanSchema), next: z.nullable(idSchema) }),
    ),
    pathIsOurs: true,
  },
  adminBanGlobal: {
    method: 'POST',
    // path is ours
    path: '/api/admin/live/bans/create',
    request: lazySchema(() =>
      z.object({
        /** The member's user name, or their id. */
        member: z.string().check(z.trim(), z.minLength(1), z.maxLength(ADMIN_STREAM_SEARCH_MAX)),
        /** Null: until lifted. */
        durationMinutes: z.nullable(z.int().check(z.refine(isGlobalBanDuration, 'a ban length'))),
        /** What the member is told, and the audit log keeps. */
        reason: z
          .string()
          .check(z.trim(), z.minLength(ADMIN_REASON_MIN), z.maxLength(CHAT_BAN_REASON_MAX)),
      }),
    ),
    response: adminGlobalBanSchema,
    pathIsOurs: true,
  },
  adminLiftGlobalBan: {
    method: 'POST',
    // path is ours
    path: '/api/admin/live/bans/lift',
    request: lazySchema(() => z.object({ id: idSchema, reason: adminReasonSchema })),
    response: lazySchema(() => z.object({ id: idSchema, lifted: z.boolean() })),
    pathIsOurs: true,
  },
});
