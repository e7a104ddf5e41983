import {
  ADMIN_ACTIONS,
  ADMIN_ASSIGNABLE_ROLES,
  ADMIN_PAGE_MAX,
  ADMIN_REASON_MAX,
  ADMIN_REASON_MIN,
  ADMIN_TARGET_KINDS,
  parseAdjustmentToMinor,
} from '@touchline/domain';
import { z } from 'zod/mini';
import { defineCalls } from '../define.ts';
import { betOrderStatusSchema } from '../entities/sports.ts';
import {
  currencySchema,
  epochMsSchema,
  idempotencyKeySchema,
  idSchema,
  moneySchema,
  userRoleSchema,
  vipLevelSchema,
} from '../primitives.ts';
import { lazySchema } from '../lazy.ts';

/**
 * The super-admin centre (issue 22, ADR 030): every call here is a super admin's only, and every
 * one that changes something writes one row of the audit log in its own transaction. The spec
 * shows no admin calls: every path here is ours.
 */

/** A bet's kind, as the profile's recent bets name it. */
export const ADMIN_BET_KINDS = ['single', 'multiple'] as const;

/** Why an operator did it: required on every change, written to the audit log. */
export const adminReasonSchema = lazySchema(() =>
  z.string().check(z.trim(), z.minLength(ADMIN_REASON_MIN), z.maxLength(ADMIN_REASON_MAX)),
);

/** How many rows a page holds (the server's default when left out). */
const limitSchema = lazySchema(() =>
  z.optional(z.int().check(z.minimum(1), z.maximum(ADMIN_PAGE_MAX))),
);

/** A member as the members table lists them. */
export const adminMemberRowSchema = lazySchema(() =>
  z.object({
    memberId: idSchema,
    userName: z.string(),
    nickName: z.string(),
    mobile: z.nullable(z.string()),
    mobileArea: z.nullable(z.string()),
    referralCode: z.string(),
    role: userRoleSchema,
    vipLevel: vipLevelSchema,
    /** Refused login by an operator. */
    suspended: z.boolean(),
    createdAt: epochMsSchema,
    balance: moneySchema,
    currency: currencySchema,
  }),
);
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

/** A member's standing after an action: what the profile's actions change. */
export const adminMemberStatusSchema = lazySchema(() =>
  z.object({
    memberId: idSchema,
    role: userRoleSchema,
    suspended: z.boolean(),
    twoStepLogin: z.boolean(),
    /** How many of their sessions this action ended. */
    sessionsEnded: z.int().check(z.nonnegative()),
  }),
);
export type AdminMemberStatus = z.infer<typeof adminMemberStatusSchema>;

/** Everything the member's profile panel shows. */
export const adminMemberProfileSchema = lazySchema(() =>
  z.object({
    member: adminMemberRowSchema,
    twoStepLogin: z.boolean(),
    suspendedAt: z.nullable(epochMsSchema),
    countryCode: z.nullable(z.string()),
    dateOfBirth: z.nullable(z.string()),
    wallet: z.object({ balance: moneySchema, gameWallets: moneySchema, currency: currencySchema }),
    recentBets: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(ADMIN_BET_KINDS),
        status: betOrderStatusSchema,
        stake: moneySchema,
        payout: z.nullable(moneySchema),
        placedAt: epochMsSchema,
      }),
    ),
    sessions: z.array(
      z.object({
        id: z.string(),
        userAgent: z.nullable(z.string()),
        ip: z.nullable(z.string()),
        createdAt: epochMsSchema,
        lastSeenAt: z.nullable(epochMsSchema),
        expiresAt: epochMsSchema,
      }),
    ),
    invitations: z.object({
      inviterName: z.nullable(z.string()),
      invitedCount: z.int().check(z.nonnegative()),
      recent: z.array(
        z.object({ memberId: idSchema, userName: z.string(), createdAt: epochMsSchema }),
      ),
    }),
    /** Responsible gambling, read-only here: no operator lifts a time-out or self-exclusion. */
    responsible: z.object({
      exclusion: z.nullable(
        z.object({ kind: z.enum(['time-out', 'self-exclusion']), until: epochMsSchema }),
      ),
      limits: z.int().check(z.nonnegative()),
    }),
  }),
);
export type AdminMemberProfile = z.infer<typeof adminMemberProfileSchema>;

/** One ledger movement as the operator reads it. */
export const adminLedgerEntrySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    type: z.string(),
    reference: z.string(),
    amount: moneySchema,
    balance: moneySchema,
    createdAt: epochMsSchema,
  }),
);
export type AdminLedgerEntry = z.infer<typeof adminLedgerEntrySchema>;

/** A value an audit row records before or after: flat fields of text, numbers and flags. */
export const auditValuesSchema = lazySchema(() =>
  z.nullable(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
);

export const adminAuditEntrySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    at: epochMsSchema,
    adminId: idSchema,
    adminName: z.string(),
    action: z.enum(ADMIN_ACTIONS),
    targetKind: z.enum(ADMIN_TARGET_KINDS),
    targetId: z.string(),
    before: auditValuesSchema,
    after: auditValuesSchema,
    reason: z.nullable(z.string()),
    requestId: z.nullable(z.string()),
  }),
);
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** One page of a keyset-paged list: `next` is the `before` of the following page (null: none). */
function keysetPageOf<T extends z.ZodMiniType>(row: T) {
  return z.object({ list: z.array(row), next: z.nullable(idSchema) });
}

const memberAction = lazySchema(() => z.object({ memberId: idSchema, reason: adminReasonSchema }));

/** A signed adjustment: `"25.00"` credits, `"-10.50"` debits; never zero, two decimals at most. */
export const adjustmentAmountSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.refine(
        (text) => parseAdjustmentToMinor(text) !== null,
        'a signed amount, not zero, with at most two decimals, e.g. "-25.00"',
      ),
    ),
);

export const adminCalls = defineCalls('admin', {
  adminSearchMembers: {
    method: 'POST',
    // path is ours: the spec shows no admin calls
    path: '/api/admin/members/search',
    request: lazySchema(() =>
      z.object({
        /** A user name's or mobile's beginning, a member id, or a referral code. */
        query: z.optional(z.string().check(z.trim(), z.maxLength(64))),
        role: z.optional(userRoleSchema),
        /** The last member id of the page before (members are listed newest first). */
        before: z.optional(idSchema),
        limit: limitSchema,
      }),
    ),
    response: lazySchema(() => keysetPageOf(adminMemberRowSchema)),
    pathIsOurs: true,
  },
  adminGetMember: {
    method: 'POST',
    // path is ours
    path: '/api/admin/members/profile',
    request: lazySchema(() => z.object({ memberId: idSchema })),
    response: adminMemberProfileSchema,
    pathIsOurs: true,
  },
  adminSuspendMember: {
    method: 'POST',
    // path is ours
    path: '/api/admin/members/suspend',
    request: memberAction,
    response: adminMemberStatusSchema,
    pathIsOurs: true,
  },
  adminRestoreMember: {
    method: 'POST',
    // path is ours
    path: '/api/admin/members/restore',
    request: memberAction,
    response: adminMemberStatusSchema,
    pathIsOurs: true,
  },
  adminSetMemberRole: {
    method: 'POST',
    // path is ours
    path: '/api/admin/members/role',
    request: lazySchema(() =>
      z.object({
        memberId: idSchema,
        role: z.enum(ADMIN_ASSIGNABLE_ROLES),
        reason: adminReasonSchema,
      }),
    ),
    response: adminMemberStatusSchema,
    pathIsOurs: true,
  },
  adminResetTwoStepLogin: {
    method: 'POST',
    // path is ours
    path: '/api/admin/members/two-step/reset',
    request: memberAction,
    response: adminMemberStatusSchema,
    pathIsOurs: true,
  },
  adminEndMemberSessions: {
    method: 'POST',
    // path is ours
    path: '/api/admin/members/sessions/end',
    request: memberAction,
    response: adminMemberStatusSchema,
    pathIsOurs: true,
  },
  adminListLedger: {
    method: 'POST',
    // path is ours
    path: '/api/admin/wallet/ledger',
    request: lazySchema(() =>
      z.object({ memberId: idSchema, before: z.optional(idSchema), limit: limitSchema }),
    ),
    response: lazySchema(() => keysetPageOf(adminLedgerEntrySchema)),
    pathIsOurs: true,
  },
  adminAdjustWallet: {
    method: 'POST',
    // path is ours
    path: '/api/admin/wallet/adjust',
    request: lazySchema(() =>
      z.object({
        memberId: idSchema,
        amount: adjustmentAmountSchema,
        reason: adminReasonSchema,
        idempotencyKey: idempotencyKeySchema,
      }),
    ),
    response: lazySchema(() =>
      z.object({
        entryId: idSchema,
        balanceBefore: moneySchema,
        balanceAfter: moneySchema,
        currency: currencySchema,
        /** True when the key had already moved the money: nothing moved this time. */
        duplicate: z.boolean(),
      }),
    ),
    pathIsOurs: true,
  },
  adminListAudit: {
    method: 'POST',
    // path is ours
    path: '/api/admin/audit/search',
    request: lazySchema(() =>
      z.object({
        action: z.optional(z.enum(ADMIN_ACTIONS)),
        adminId: z.optional(idSchema),
        targetKind: z.optional(z.enum(ADMIN_TARGET_KINDS)),
        targetId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
        from: z.optional(epochMsSchema),
        to: z.optional(epochMsSchema),
        before: z.optional(idSchema),
        limit: limitSchema,
      }),
    ),
    response: lazySchema(() => keysetPageOf(adminAuditEntrySchema)),
    pathIsOurs: true,
  },
});
