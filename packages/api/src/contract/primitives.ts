import {
  AVATAR_ID_MAX,
  AVATAR_ID_MIN,
  CURRENCIES,
  isDateOfBirth,
  LANGUAGES,
  MARKET_CATEGORIES,
  SPORT_IDS,
  STATISTICS_TYPES,
  VIP_LEVEL_MAX,
  VIP_LEVEL_MIN,
  wallClockToEpoch,
} from '@touchline/domain';
import { z } from 'zod/mini';
import { lazySchema } from './lazy.ts';

/**
 * Building blocks shared by the call schemas. Money is decimal text on the wire so no amount
 * ever passes through binary floating point (ADR 004); prices are decimal (European) odds.
 */

/** A signed amount as decimal text: `"1250.50"`, `"-3"`, `"0.00"`. */
export const moneySchema = lazySchema(() =>
  z.string().check(z.regex(/^-?\d+(\.\d{1,8})?$/, 'an amount as decimal text, e.g. "1250.50"')),
);

/** An amount a person asks for (a stake, a withdrawal): non-negative, at most two places. */
export const amountSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.regex(/^\d+(\.\d{1,2})?$/, 'a non-negative amount with at most two decimals, e.g. "10.50"'),
    ),
);

/** A decimal (European) price: 1.85 means a 1.00 stake returns 1.85. */
export const priceSchema = lazySchema(() => z.number().check(z.gt(1)));

/**
 * The last millisecond of the year 9999: the latest time the contract carries, as epoch
 * milliseconds or as `YYYY-MM-DD HH:mm:ss` text (four-digit years). Later ones are refused as
 * input rather than failing in a Date or in the database.
 */
export const MAX_EPOCH_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Epoch milliseconds, from 1970 to the end of the year 9999. */
export const epochMsSchema = lazySchema(() =>
  z.int().check(z.nonnegative(), z.maximum(MAX_EPOCH_MS, 'a time no later than 9999-12-31')),
);

/**
 * A wall-clock time as the services take it in ranges: `2026-11-22 00:00:00` (UTC+8); a real
 * calendar time (no 2026-02-30, no 24:00:00).
 */
export const dateTimeTextSchema = lazySchema(() =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'a time as YYYY-MM-DD HH:mm:ss'),
    z.refine((text) => wallClockToEpoch(text, 0) !== null, 'not a calendar time'),
  ),
);

/**
 * A date of birth (issue 20, 18+): `YYYY-MM-DD`, a real calendar date from 1900 on (domain
 * `isDateOfBirth`). Whether it is in the future or under age is the server's check against its day.
 */
export const dateOfBirthSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.refine((text) => isDateOfBirth(text), 'a date of birth as YYYY-MM-DD, from 1900-01-01'),
    ),
);

/** A key that makes a money-moving request safe to repeat: the server applies it once. */
export const idempotencyKeySchema = lazySchema(() =>
  z.string().check(z.minLength(8), z.maxLength(100)),
);

/** A row id issued by the platform. */
export const idSchema = lazySchema(() => z.int().check(z.positive()));

/**
 * An id inside a path or a query string: a number in the client, digits on the wire, a number
 * again once the server has read it.
 */
export const idParamSchema = lazySchema(() =>
  z.union([idSchema, z.pipe(z.string().check(z.regex(/^[1-9]\d{0,15}$/)), z.transform(Number))]),
);

/** A whole number inside a query string (numbers travel there as text). */
export const queryIntSchema = lazySchema(() =>
  z.union([
    z.int().check(z.nonnegative()),
    z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number)),
  ]),
);

/** A yes/no flag inside a query string: `true`/`false` in the client, text on the wire. */
export const queryFlagSchema = lazySchema(() =>
  z.union([
    z.boolean(),
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((flag) => flag === 'true'),
    ),
  ]),
);

/** Text that must not be blank. */
export const textSchema = lazySchema(() => z.string().check(z.trim(), z.minLength(1)));

/** A page of a list, 1-based. */
export const pageRequestSchema = lazySchema(() =>
  z.object({
    page: z.int().check(z.minimum(1)),
    pageSize: z.int().check(z.minimum(1), z.maximum(1000)),
  }),
);

/** One page of rows and the total number of rows. */
export function pageOf<T extends z.ZodMiniType>(row: T) {
  return z.object({
    list: z.array(row),
    total: z.int().check(z.nonnegative()),
    page: z.int().check(z.minimum(1)),
    pageSize: z.int().check(z.minimum(1)),
  });
}

export const languageSchema = lazySchema(() => z.enum(LANGUAGES));
export const currencySchema = lazySchema(() => z.enum(CURRENCIES));

/** User roles: a member, a host (anchor) who presents streams, a super administrator. */
export const USER_ROLES = ['member', 'anchor', 'superAdmin'] as const;
export const userRoleSchema = lazySchema(() => z.enum(USER_ROLES));
export type UserRole = z.infer<typeof userRoleSchema>;

export const vipLevelSchema = lazySchema(() =>
  z.int().check(z.minimum(VIP_LEVEL_MIN), z.maximum(VIP_LEVEL_MAX)),
);
export const avatarIdSchema = lazySchema(() =>
  z.int().check(z.minimum(AVATAR_ID_MIN), z.maximum(AVATAR_ID_MAX)),
);

export const sportIdSchema = lazySchema(() => z.literal(SPORT_IDS));
export const marketCategorySchema = lazySchema(() => z.enum(MARKET_CATEGORIES));
export const statisticsTypeSchema = lazySchema(() => z.literal(Object.values(STATISTICS_TYPES)));

/** Odds types the sports service understands: 1 European (decimal), 2 Hong Kong. */
export const oddsTypeSchema = lazySchema(() => z.literal([1, 2]));

/** A country dialling code without the plus: `"84"`, `"86"`. */
export const dialCodeSchema = lazySchema(() => z.string().check(z.regex(/^\d{1,4}$/)));
/** A phone number: digits only, as the number-only fields leave it. */
export const phoneSchema = lazySchema(() => z.string().check(z.regex(/^\d{5,15}$/)));
/** A one-time SMS code. */
export const smsCodeSchema = lazySchema(() => z.string().check(z.regex(/^\d{4,8}$/)));

/**
 * A file in a multipart request. Structural so the contract stays free of DOM types: a browser
 * `File` or `Blob` fits, and so does the server's view of an uploaded part.
 */
export interface UploadFile {
  readonly size: number;
  readonly type: string;
  readonly name?: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}
export const uploadFileSchema = lazySchema(() =>
  z.custom<UploadFile>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as UploadFile).size === 'number' &&
      typeof (value as UploadFile).type === 'string' &&
      typeof (value as UploadFile).arrayBuffer === 'function',
    'a file',
  ),
);

/** A request that carries no fields. */
export const emptyRequestSchema = lazySchema(() => z.object({}));
/** A response whose `data` carries nothing the client reads (absent, null or an object). */
export const noDataSchema = lazySchema(() =>
  z.pipe(
    z.optional(z.union([z.null(), z.looseObject({})])),
    z.transform(() => ({})),
  ),
);
