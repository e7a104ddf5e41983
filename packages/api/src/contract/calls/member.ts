import { isValidDate, STATEMENT_KINDS } from '@touchline/domain';
import { z } from 'zod/mini';
import { defineCalls } from '../define.ts';
import { gameTypeCodeSchema } from '../entities/games.ts';
import {
  balanceSchema,
  deviceRecordSchema,
  identityCodeSchema,
  memberProfileSchema,
  memberWalletSchema,
  userInfoSchema,
} from '../entities/member.ts';
import {
  amountSchema,
  avatarIdSchema,
  currencySchema,
  emptyRequestSchema,
  epochMsSchema,
  idempotencyKeySchema,
  moneySchema,
  noDataSchema,
  pageOf,
  queryIntSchema,
} from '../primitives.ts';
import { lazySchema } from '../lazy.ts';

/** What a deposit or withdrawal came to: done, waiting on the payments provider, or refused by it. */
export const CASHIER_STATUSES = ['completed', 'pending', 'failed'] as const;
export const cashierStatusSchema = lazySchema(() => z.enum(CASHIER_STATUSES));

/** Where a withdrawal is paid. */
export const withdrawAccountTypeSchema = lazySchema(() => z.enum(['bank', 'ewallet']));

/** One way to pay in, as the configured payments provider offers it, with this wallet's limits. */
export const paymentMethodSchema = lazySchema(() =>
  z.object({
    methodId: z.string().check(z.minLength(1), z.maxLength(40)),
    name: z.string().check(z.minLength(1)),
    currency: currencySchema,
    min: moneySchema,
    max: moneySchema,
  }),
);

/** The saved withdraw info as answered: the account number masked (domain's maskAccount). */
export const withdrawInfoSchema = lazySchema(() =>
  z.object({
    accountType: withdrawAccountTypeSchema,
    /** The bank or e-wallet's name. */
    provider: z.string().check(z.minLength(1)),
    holderName: z.string().check(z.minLength(1)),
    accountNumber: z.string().check(z.minLength(1)),
  }),
);

export const cashierTransactionSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    kind: z.enum(['deposit', 'withdrawal']),
    status: cashierStatusSchema,
    amount: moneySchema,
    createdAt: epochMsSchema,
  }),
);

/** One of the member's signed-in sessions, as the personal centre lists them. */
export const memberSessionSchema = lazySchema(() =>
  z.object({
    /** The session's public id (never its token). */
    sessionId: z.string().check(z.minLength(1)),
    /** The session this call came from. */
    current: z.boolean(),
    /** The browser's user-agent text as it signed in (cut short), or null when unknown. */
    userAgent: z.nullable(z.string()),
    /** The address it signed in from, masked (`203.0.113.*`), or null when unknown. */
    ip: z.nullable(z.string()),
    createdAt: epochMsSchema,
    /** The last call it made (to the minute), or null before any. */
    lastSeenAt: z.nullable(epochMsSchema),
    expiresAt: epochMsSchema,
  }),
);
export type MemberSession = z.infer<typeof memberSessionSchema>;
/** One line of the wallet statement: a ledger movement and the balance it left. */
export const statementEntrySchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    /** What it was, as the member reads it (domain's grouping of the ledger's movement types). */
    kind: z.enum(STATEMENT_KINDS),
    /** The ledger's own movement type (`bet-refund`, `gift-received`…). */
    type: z.string().check(z.minLength(1)),
    /** What it belongs to (an order, a gift, a deposit…). */
    reference: z.string(),
    /** Signed: a credit is positive, a debit negative. */
    amount: moneySchema,
    /** The wallet's balance right after it. */
    balance: moneySchema,
    createdAt: epochMsSchema,
  }),
);

/** A whole day, `YYYY-MM-DD` (read at UTC+8 by the statement). */
const calendarDateSchema = lazySchema(() =>
  z.string().check(z.refine((text) => isValidDate(text), 'a calendar date as YYYY-MM-DD')),
);

export const memberCalls = defineCalls('member', {
  fetchMemberWallet: {
    method: 'POST',
    path: '/api/fund/wallet/member/local',
    request: emptyRequestSchema,
    response: memberWalletSchema,
    suppressMessages: true,
  },
  /** Brings money left in game vendors' wallets back to the member wallet. */
  collectGameFunds: {
    method: 'POST',
    path: '/api/game/fund/collect',
    request: lazySchema(() => z.object({ gameType: z.optional(gameTypeCodeSchema) })),
    response: lazySchema(() => z.object({ memberWallet: moneySchema, collected: moneySchema })),
    suppressMessages: true,
  },
  getMemberProfile: {
    method: 'GET',
    path: '/api/member/get',
    request: emptyRequestSchema,
    response: memberProfileSchema,
    suppressMessages: true,
  },
  refreshIdentityCode: {
    method: 'GET',
    path: '/api/member/refreshIdentityCode',
    request: emptyRequestSchema,
    response: identityCodeSchema,
    suppressMessages: true,
  },
  /** What the server knows of this browser's device id; sent before anyone is known. */
  getDevice: {
    method: 'POST',
    path: '/api/member/device/get',
    request: lazySchema(() => z.object({ deviceId: z.string().check(z.minLength(1)) })),
    response: deviceRecordSchema,
    auth: 'none',
  },
  /**
   * A server-issued device id, in exchange for a bot-protection token. Its id is used only when
   * the code is 200 and `data` is present (spec §5).
   */
  fetchDeviceId: {
    method: 'POST',
    // path is ours: the spec does not show the device-id fetch
    path: '/api/member/device/issue',
    request: lazySchema(() => z.object({ botToken: z.string().check(z.minLength(1)) })),
    response: lazySchema(() =>
      z.nullable(z.object({ deviceId: z.string().check(z.minLength(1)) })),
    ),
    auth: 'none',
    suppressMessages: true,
    pathIsOurs: true,
  },
  getUserInfo: {
    method: 'GET',
    // path is ours: the spec does not show the user-info call
    path: '/api/user/info',
    request: emptyRequestSchema,
    response: userInfoSchema,
    pathIsOurs: true,
  },
  /**
   * Turns the second login step (an SMS code to the mobile on file) on or off for the member's
   * own account. Turning it on needs a mobile on file.
   */
  setTwoStepLogin: {
    method: 'POST',
    // path is ours: the spec shows the second step but not how a member turns it on
    path: '/api/member/security/two-step-login',
    request: lazySchema(() => z.object({ enabled: z.boolean() })),
    response: lazySchema(() => z.object({ twoStepLogin: z.boolean() })),
    pathIsOurs: true,
  },
  /** Sets the member's avatar (one of the ten of the spec). */
  setAvatar: {
    method: 'POST',
    // path is ours: the spec has the avatars but not how a member picks one
    path: '/api/member/avatar/set',
    request: lazySchema(() => z.object({ avatarId: avatarIdSchema })),
    response: lazySchema(() => z.object({ avatarId: avatarIdSchema })),
    pathIsOurs: true,
  },
  /**
   * Changes the member's password: the current one is required; every other session of the
   * member is signed out (this one stays).
   */
  changePassword: {
    method: 'POST',
    // path is ours: the spec does not show a password change
    path: '/api/member/security/password',
    request: lazySchema(() =>
      z.object({
        currentPassword: z.string().check(z.minLength(1), z.maxLength(128)),
        newPassword: z.string().check(z.minLength(1), z.maxLength(128)),
      }),
    ),
    response: lazySchema(() => z.object({ signedOutSessions: z.int().check(z.nonnegative()) })),
    pathIsOurs: true,
  },
  /** The member's signed-in sessions (not ended, not revoked), this one first. */
  listSessions: {
    method: 'GET',
    // path is ours: the spec does not show sessions
    path: '/api/member/security/sessions',
    request: emptyRequestSchema,
    response: lazySchema(() => z.array(memberSessionSchema)),
    pathIsOurs: true,
  },
  /** Signs one of the member's own sessions out. */
  revokeSession: {
    method: 'POST',
    // path is ours: the spec does not show sessions
    path: '/api/member/security/sessions/revoke',
    request: lazySchema(() =>
      z.object({ sessionId: z.string().check(z.minLength(1), z.maxLength(40)) }),
    ),
    response: noDataSchema,
    pathIsOurs: true,
  },
  fetchBalance: {
    method: 'GET',
    // path is ours: the spec does not show the balance call
    path: '/api/fund/wallet/balance',
    request: emptyRequestSchema,
    response: balanceSchema,
    suppressMessages: true,
    pathIsOurs: true,
  },
  /** The configured payments provider's ways to pay in, with the limits for the member's currency. */
  listPaymentMethods: {
    method: 'GET',
    // path is ours: the spec does not show the cashier
    path: '/api/fund/cashier/methods',
    request: emptyRequestSchema,
    response: lazySchema(() => z.array(paymentMethodSchema)),
    pathIsOurs: true,
  },
  /**
   * Pays in through a method. The same key with the same body answers as the first time (money
   * moves once); the same key with another amount or method is refused. `balance` is the wallet
   * after a completed deposit; `redirectUrl` is where a provider wants the player sent.
   */
  createDeposit: {
    method: 'POST',
    // path is ours: the spec does not show the cashier
    path: '/api/fund/cashier/deposit',
    request: lazySchema(() =>
      z.object({
        methodId: z.string().check(z.minLength(1), z.maxLength(40)),
        amount: amountSchema,
        idempotencyKey: idempotencyKeySchema,
      }),
    ),
    response: lazySchema(() =>
      z.object({
        depositId: z.string().check(z.minLength(1)),
        status: cashierStatusSchema,
        amount: moneySchema,
        balance: z.optional(moneySchema),
        redirectUrl: z.optional(z.string().check(z.minLength(1))),
      }),
    ),
    pathIsOurs: true,
  },
  /** The saved withdraw info (the spec's `withdraw info` storage key), or null before one is saved. */
  getWithdrawInfo: {
    method: 'GET',
    // path is ours: the spec keeps withdraw info in storage but does not show its call
    path: '/api/fund/cashier/withdraw-info',
    request: emptyRequestSchema,
    response: lazySchema(() => z.nullable(withdrawInfoSchema)),
    pathIsOurs: true,
  },
  /** Saves where withdrawals are paid; the account number comes back masked. */
  saveWithdrawInfo: {
    method: 'POST',
    // path is ours: the spec keeps withdraw info in storage but does not show its call
    path: '/api/fund/cashier/withdraw-info/save',
    request: lazySchema(() =>
      z.object({
        accountType: withdrawAccountTypeSchema,
        provider: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
        holderName: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
        accountNumber: z.string().check(z.trim(), z.minLength(6), z.maxLength(60)),
      }),
    ),
    response: withdrawInfoSchema,
    pathIsOurs: true,
  },
  /**
   * Pays out to the saved withdraw info, never more than the withdrawable balance (the member
   * wallet). Idempotent by key like a deposit.
   */
  createWithdrawal: {
    method: 'POST',
    // path is ours: the spec does not show the cashier
    path: '/api/fund/cashier/withdraw',
    request: lazySchema(() =>
      z.object({ amount: amountSchema, idempotencyKey: idempotencyKeySchema }),
    ),
    response: lazySchema(() =>
      z.object({
        withdrawalId: z.string().check(z.minLength(1)),
        status: cashierStatusSchema,
        amount: moneySchema,
        balance: moneySchema,
      }),
    ),
    pathIsOurs: true,
  },
  /** The member's deposits and withdrawals, newest first. */
  listCashierTransactions: {
    method: 'GET',
    // path is ours: the spec does not show the cashier
    path: '/api/fund/cashier/transactions',
    request: lazySchema(() => z.object({ page: queryIntSchema, pageSize: queryIntSchema })),
    response: lazySchema(() => pageOf(cashierTransactionSchema)),
    pathIsOurs: true,
  },
  /**
   * The member's wallet statement from the ledger, newest first: each movement with its kind,
   * reference, signed amount and the balance after it. Filtered by kind and by whole days at
   * UTC+8 (`from`/`to`, both included; domain `statementRange`), paged on the server.
   */
  fetchWalletStatement: {
    method: 'POST',
    // path is ours: the spec does not show the statement
    path: '/api/fund/wallet/statement',
    request: lazySchema(() =>
      z.object({
        kind: z.optional(z.enum(STATEMENT_KINDS)),
        from: z.optional(calendarDateSchema),
        to: z.optional(calendarDateSchema),
        page: z.int().check(z.minimum(1)),
        pageSize: z.int().check(z.minimum(1), z.maximum(100)),
      }),
    ),
    response: lazySchema(() => pageOf(statementEntrySchema)),
    pathIsOurs: true,
  },
});
