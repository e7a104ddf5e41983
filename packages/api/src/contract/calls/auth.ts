import { z } from 'zod/mini';
import { defineCalls } from '../define.ts';
import { countryCodeSchema, loginResponseSchema } from '../entities/member.ts';
import {
  dateOfBirthSchema,
  dialCodeSchema,
  emptyRequestSchema,
  noDataSchema,
  phoneSchema,
  smsCodeSchema,
} from '../primitives.ts';
import { lazySchema } from '../lazy.ts';
import { LOGIN_CHECK_ACTIONS } from '../values.ts';

/**
 * The "validation fields" of login and registration: the bot-protection token the browser-side
 * bot check obtained (spec §7). The server decides when it is required.
 */
export const botCheckFields = lazySchema(() => ({
  botToken: z.optional(z.string().check(z.minLength(1))),
}));

/** Invitation codes a visitor arrived with (kept in session storage, spec §3). */
const invitationFields = lazySchema(() => ({
  inviteCode: z.optional(z.string()),
  referCode: z.optional(z.string()),
}));

export { LOGIN_CHECK_ACTIONS };

export const authCalls = defineCalls('auth', {
  accountLogin: {
    method: 'POST',
    path: '/api/user/auth/account-login/v2',
    request: lazySchema(() =>
      z.object({
        userName: z.string().check(z.minLength(1)),
        password: z.string().check(z.minLength(1)),
        ...botCheckFields,
      }),
    ),
    response: loginResponseSchema,
    startsSession: true,
  },
  /** The second login step: the SMS code sent to the member's mobile. */
  checkLogin: {
    method: 'POST',
    // the spec writes this path without its leading slash; it sits beside the others
    path: '/api/user/auth/loginCheck',
    request: lazySchema(() =>
      z.object({
        userName: z.string().check(z.minLength(1)),
        mobile: z.string().check(z.minLength(1)),
        smsCode: smsCodeSchema,
        actionType: z.literal(Object.values(LOGIN_CHECK_ACTIONS)),
      }),
    ),
    response: loginResponseSchema,
    startsSession: true,
  },
  registerByAccount: {
    method: 'POST',
    path: '/api/user/auth/account-register',
    request: lazySchema(() =>
      z.object({
        userName: z.string().check(z.minLength(1)),
        password: z.string().check(z.minLength(1)),
        countryCode: z.optional(dialCodeSchema),
        /** The visitor's date of birth; the server refuses anyone under 18 (issue 20). */
        dateOfBirth: dateOfBirthSchema,
        ...invitationFields,
        ...botCheckFields,
        /** The domain the visitor registered on (the operator's brand site). */
        regDomain: z.string().check(z.minLength(1)),
      }),
    ),
    response: loginResponseSchema,
    startsSession: true,
  },
  loginByMobile: {
    method: 'POST',
    path: '/api/user/auth/mobile-login',
    request: lazySchema(() =>
      z.object({
        mobile: phoneSchema,
        smsCode: smsCodeSchema,
        countryCode: dialCodeSchema,
        ...invitationFields,
        /**
         * Ours: a number nobody uses yet is registered at its first phone login, and only for an
         * adult, so the date of birth comes with it (a known number's login needs none).
         */
        dateOfBirth: z.optional(dateOfBirthSchema),
      }),
    ),
    response: loginResponseSchema,
    startsSession: true,
  },
  registerByMobile: {
    method: 'POST',
    path: '/api/user/auth/mobile-register',
    request: lazySchema(() =>
      z.object({
        mobile: phoneSchema,
        smsCode: smsCodeSchema,
        countryCode: dialCodeSchema,
        userName: z.string().check(z.minLength(1)),
        /** The visitor's date of birth; the server refuses anyone under 18 (issue 20). */
        dateOfBirth: dateOfBirthSchema,
        ...invitationFields,
        regDomain: z.string().check(z.minLength(1)),
        /** The ticket `checkMobileCode` returned: proof the mobile was verified. */
        mobileCode: z.string().check(z.minLength(1)),
      }),
    ),
    response: loginResponseSchema,
    startsSession: true,
  },
  /**
   * Asks for a registration code: "if this number can register, a code was sent to it". The
   * answer is the same for a registered number (which gets a notice instead of a code) and a new
   * one, so numbers cannot be listed; it needs a passed bot check (`botToken`, in the query) and
   * is limited per number, per address and in all.
   */
  checkMobileAvailable: {
    method: 'GET',
    path: '/api/user/auth/mobile-registerCheckByMobile/{phone}/{phoneCode}',
    request: lazySchema(() =>
      z.object({ phone: phoneSchema, phoneCode: dialCodeSchema, ...botCheckFields }),
    ),
    response: lazySchema(() =>
      z.object({
        /** Whether a text went out now (false: one went out less than a minute ago). */
        smsSent: z.boolean(),
        resendAfterSeconds: z.int().check(z.nonnegative()),
      }),
    ),
  },
  /** Checks the SMS code sent to a mobile and answers the ticket registration carries. */
  checkMobileCode: {
    method: 'GET',
    path: '/api/user/auth/mobile-registerCheckByCode/{phone}/{code}',
    request: lazySchema(() => z.object({ phone: phoneSchema, code: smsCodeSchema })),
    response: lazySchema(() =>
      z.object({ valid: z.boolean(), mobileCode: z.nullable(z.string()) }),
    ),
  },
  generateUserName: {
    method: 'GET',
    path: '/api/user/auth/mobile-registerCreatName',
    request: emptyRequestSchema,
    response: lazySchema(() => z.object({ userName: z.string().check(z.minLength(1)) })),
  },
  logout: {
    method: 'POST',
    path: '/api/user/auth/logout',
    request: emptyRequestSchema,
    response: noDataSchema,
  },
  listCountryCodes: {
    method: 'GET',
    path: '/api/user/countrycode/list',
    request: emptyRequestSchema,
    response: lazySchema(() => z.array(countryCodeSchema)),
  },
  /**
   * The bot check (spec §7 "a browser-side bot-protection client… obtains tokens"): a
   * proof-of-work challenge — find a nonce so that SHA-256(salt + nonce) starts with
   * `difficulty` zero bits.
   */
  getBotChallenge: {
    method: 'GET',
    // path is ours
    path: '/api/security/bot-check/challenge',
    request: emptyRequestSchema,
    response: lazySchema(() =>
      z.object({
        challengeId: z.string().check(z.minLength(1)),
        salt: z.string().check(z.minLength(1)),
        difficulty: z.int().check(z.minimum(1), z.maximum(32)),
        expiresAt: z.int(),
      }),
    ),
    pathIsOurs: true,
  },
  /** Trades a solved challenge for a one-time token; `status` 200 or 201 counts as passed. */
  verifyBotCheck: {
    method: 'POST',
    // path is ours
    path: '/api/security/bot-check/verify',
    request: lazySchema(() =>
      z.object({
        challengeId: z.string().check(z.minLength(1), z.maxLength(64)),
        nonce: z.string().check(z.minLength(1), z.maxLength(32)),
      }),
    ),
    response: lazySchema(() =>
      z.object({ status: z.int(), token: z.string().check(z.minLength(1)) }),
    ),
    pathIsOurs: true,
  },
  /**
   * Sends an SMS code to a registered member's mobile: for the phone login, and for the
   * second login step (the verification dialog). Registration sends its own through
   * checkMobileAvailable.
   */
  sendSmsCode: {
    method: 'POST',
    // path is ours
    path: '/api/user/auth/sms/send',
    request: lazySchema(() =>
      z.object({
        mobile: phoneSchema,
        countryCode: dialCodeSchema,
        purpose: z.enum(['login', 'loginCheck']),
        ...botCheckFields,
      }),
    ),
    response: lazySchema(() =>
      z.object({
        smsSent: z.boolean(),
        resendAfterSeconds: z.int().check(z.nonnegative()),
      }),
    ),
    pathIsOurs: true,
  },
  /** Which verification this domain asks for at login and registration. */
  getVerificationDomainType: {
    method: 'GET',
    path: '/api/user/auth/get/verification/domainType',
    request: emptyRequestSchema,
    response: lazySchema(() =>
      z.object({
        domainType: z.int(),
        botCheckRequired: z.boolean(),
        smsLoginEnabled: z.boolean(),
      }),
    ),
  },
});
