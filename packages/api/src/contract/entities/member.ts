import { z } from 'zod/mini';
import {
  avatarIdSchema,
  currencySchema,
  dialCodeSchema,
  epochMsSchema,
  idSchema,
  moneySchema,
  userRoleSchema,
  vipLevelSchema,
} from '../primitives.ts';
import { lazySchema } from '../lazy.ts';

/**
 * Whether a member may present streams (`liveManageStatus`): not a host, applied, an active host,
 * or a host whose streaming is suspended.
 */
export const LIVE_MANAGE_STATUS = Object.freeze({
  none: 0,
  applied: 1,
  active: 2,
  suspended: 3,
} as const);
export const liveManageStatusSchema = lazySchema(() =>
  z.literal(Object.values(LIVE_MANAGE_STATUS)),
);

/** User info (spec §3): who is logged in, their role, streamer status and game menu order. */
export const userInfoSchema = lazySchema(() =>
  z.object({
    userId: idSchema,
    userName: z.string().check(z.minLength(1)),
    nickName: z.string(),
    role: userRoleSchema,
    liveManageStatus: liveManageStatusSchema,
    /** Game types in the order the member's game menu shows them. */
    gameOrder: z.array(z.string().check(z.minLength(1))),
    /** The login flag: false when the token no longer stands for a session. */
    isLogin: z.boolean(),
    regCurrency: currencySchema,
    avatarId: avatarIdSchema,
    vipLevel: vipLevelSchema,
  }),
);
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * What a login or a registration answers (spec §3). `loginState` 1 or 2 with a mobile and its
 * area asks for a second step (the verification dialog); a `state` switches the dialog to vtob.
 */
export const loginResponseSchema = lazySchema(() =>
  z.object({
    accessToken: z.string(),
    userName: z.string().check(z.minLength(1)),
    mobile: z.nullable(z.string()),
    mobileArea: z.nullable(z.string()),
    deviceId: z.nullable(z.string()),
    loginState: z.literal([0, 1, 2]),
    state: z.nullable(z.string()),
  }),
);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The member's own wallet on the platform (spec §3: memberWallet). */
export const memberWalletSchema = lazySchema(() =>
  z.object({
    memberWallet: moneySchema,
    currency: currencySchema,
  }),
);
export type MemberWallet = z.infer<typeof memberWalletSchema>;

/** The whole balance: the member wallet plus what sits in game vendors' wallets. */
export const balanceSchema = lazySchema(() =>
  z.object({
    currency: currencySchema,
    balance: moneySchema,
    memberWallet: moneySchema,
    gameWallets: moneySchema,
    updatedAt: epochMsSchema,
  }),
);
export type Balance = z.infer<typeof balanceSchema>;

/** The member's profile page. */
export const memberProfileSchema = lazySchema(() =>
  z.object({
    userId: idSchema,
    userName: z.string().check(z.minLength(1)),
    nickName: z.string(),
    avatarId: avatarIdSchema,
    vipLevel: vipLevelSchema,
    regCurrency: currencySchema,
    /** Masked for display (first 3, last 2–4 characters). */
    mobile: z.nullable(z.string()),
    mobileArea: z.nullable(dialCodeSchema),
    email: z.nullable(z.string()),
    /** A short code the member reads to customer service to prove who they are. */
    identityCode: z.string(),
    registeredAt: epochMsSchema,
    /** Login asks for an SMS code as a second step (needs a mobile on file). */
    twoStepLogin: z.boolean(),
  }),
);
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const identityCodeSchema = lazySchema(() =>
  z.object({
    identityCode: z.string().check(z.minLength(1)),
    expiresAt: epochMsSchema,
  }),
);

/** What the server knows of this browser's device id. */
export const deviceRecordSchema = lazySchema(() =>
  z.object({
    deviceId: z.string().check(z.minLength(1)),
    /** The device has logged in before (a new device may need the second login step). */
    known: z.boolean(),
    lastLoginAt: z.nullable(epochMsSchema),
  }),
);

export const countryCodeSchema = lazySchema(() =>
  z.object({
    /** Dialling code without the plus. */
    countryCode: dialCodeSchema,
    /** ISO 3166-1 alpha-2. */
    iso: z.string().check(z.regex(/^[A-Z]{2}$/)),
    name: z.string().check(z.minLength(1)),
  }),
);
