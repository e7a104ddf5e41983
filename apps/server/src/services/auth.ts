import { randomBytes } from 'node:crypto';
import {
  CODES,
  type CallDataInput,
  type PlatformCalls,
  type UserRole,
} from '@touchline/api/contract';
import { ageRuleDayOf, isAdult, isDateOfBirth, maskAccount, MINIMUM_AGE } from '@touchline/domain';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { createSession, revokeSession, tokenHash } from '../auth/sessions.ts';
import { checkLogin } from './responsible.ts';
import {
  botCheckExtraBitsFor,
  checkLoginThrottle,
  recordLoginFailure,
  recordLoginSuccess,
  settleLoginAttempt,
} from '../auth/throttle.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation, type Queryable } from '../db/database.ts';
import { Failure, failure, illegalInput } from '../http/failure.ts';
import { text } from '../http/messages.ts';
import type { CallContext, PlatformHandlers } from '../http/routes.ts';
import { secretHash, setting } from './common.ts';
import {
  checkNewPassword,
  checkUserName,
  createMember,
  freeUserName,
  inviterByCode,
  memberByMobile,
  memberByUserName,
  registrationCurrency,
  type MemberRow,
} from './members.ts';
import { consumeSmsCode, issueSmsCode } from './sms-codes.ts';

type LoginAnswer = CallDataInput<PlatformCalls['accountLogin']>;

/** How long a passed password step waits for its SMS code. */
export const LOGIN_CHALLENGE_TTL_MS = 10 * 60_000;
/** How long checkMobileCode's ticket lets the registration finish. */
export const MOBILE_TICKET_TTL_MS = 15 * 60_000;
/** Passwords longer than this are not hashed at all (they cannot be ours). */
const PASSWORD_LIMIT = 128;

export interface VerificationSettings {
  domainType: number;
  botCheckRequired: boolean;
  smsLoginEnabled: boolean;
}

export async function verificationSettings(q: Queryable): Promise<VerificationSettings> {
  return (
    (await setting<VerificationSettings>(q, 'verification')) ?? {
      domainType: 1,
      botCheckRequired: true,
      smsLoginEnabled: true,
    }
  );
}

const botCheckFailed = () => new Failure(CODES.forbidden, text('botCheckFailed'));

/**
 * Spends a bot-check token. `'always'`: a token is needed whatever the operator's setting (a text
 * is about to be sent, or the account is under attack); `true`: needed when the operator asks for
 * the check; `false`: optional (a token that is sent must still be good).
 */
async function passBotCheck(
  app: AppContext,
  token: string | undefined,
  required: boolean | 'always',
) {
  if (token === undefined) {
    if (required === 'always') throw botCheckFailed();
    if (required && (await verificationSettings(app.db)).botCheckRequired) throw botCheckFailed();
    return;
  }
  if (!(await app.botCheck.consume(token))) throw botCheckFailed();
}

let timingHash: Promise<string> | undefined;
/** A real hash to verify against when the user is unknown, so timing does not tell. */
function dummyHash(): Promise<string> {
  timingHash ??= hashPassword(randomBytes(12).toString('hex'));
  return timingHash;
}

const wrongCredentials = () => new Failure(CODES.invalidRequest, text('wrongCredentials'));
const wrongCode = () => new Failure(CODES.invalidRequest, text('wrongCode'));
/**
 * The phone login of an account with the second step on (ADR 011): the SMS code is the
 * possession factor the second step already asks for, so it cannot stand in for both steps.
 * Refused after the code passed, so only the phone's holder learns the account has the step on.
 */
const passwordStepRequired = () => new Failure(CODES.forbidden, text('passwordStepRequired'));

/** Remembers the device a member logged in from (a new one may ask for the second step). */
async function recordDevice(q: Queryable, memberId: bigint, deviceId: string | null, now: number) {
  if (!deviceId) return;
  await q.query(
    `insert into member_devices (member_id, device_id, first_login_at, last_login_at)
     values ($1, $2, $3, $3)
     on conflict (member_id, device_id) do update set last_login_at = excluded.last_login_at`,
    [memberId, deviceId, new Date(now)],
  );
}

/**
 * Hosts and super admins get the vtob `state`: the login dialog switches to its vtob mode and
 * lets them choose between the site and their centre (spec §4 "Login").
 */
function vtobState(role: UserRole): string | null {
  return role === 'member' ? null : role;
}

/**
 * Starts a session for a member and answers the login. A browser that keeps its session in the
 * cookie (ADR 012) gets it there, and no token in the answer: no script of the page ever sees it.
 */
async function startSession(
  q: Queryable,
  ctx: CallContext,
  member: Pick<MemberRow, 'id' | 'user_name' | 'role'>,
): Promise<LoginAnswer> {
  const now = ctx.app.now();
  // refused while an operator has suspended the account; the row's share lock orders this login
  // before or after a suspension, which ends every session it finds (ADR 030)
  const [standing] = await q.query<{ login_suspended_at: Date | null }>(
    'select login_suspended_at from members where id = $1 for share',
    [member.id],
  );
  if (standing?.login_suspended_at) throw new Failure(CODES.forbidden, text('loginSuspended'));
  // refused during a time-out or self-exclusion (saying until when); a session limit shortens it
  const ttlMs = await checkLogin(q, BigInt(member.id), now);
  const accessToken = await createSession(q, BigInt(member.id), now, ttlMs, {
    userAgent: ctx.userAgent,
    ip: ctx.ip,
  });
  await recordDevice(q, BigInt(member.id), ctx.deviceNo, now);
  ctx.browserSession.start(accessToken);
  return {
    accessToken: ctx.browserSession.wanted ? '' : accessToken,
    userName: member.user_name,
    mobile: null,
    mobileArea: null,
    deviceId: ctx.deviceNo,
    loginState: 0,
    state: vtobState(member.role),
  };
}

/** Counts a registration against the client's address and the accounts (name, mobile) it is for. */
function registerLimits(ctx: CallContext, ...accounts: string[]): Promise<void> {
  return ctx.app.limiter.hit('registrations', [
    { key: `register:ip:${ctx.ip}`, rule: ctx.app.limits.registerPerAddress },
    ...accounts.map((account) => ({
      key: `register:account:${account.toLowerCase()}`,
      rule: ctx.app.limits.registerPerAccount,
    })),
  ]);
}

function checkRegDomain(regDomain: string): string {
  const domain = regDomain.trim();
  if (domain.length > 253) throw illegalInput('regDomain', 'at most 253 characters');
  return domain;
}

/**
 * The 18+ rule (issue 20): the date of birth must not be after today and its holder must be
 * `MINIMUM_AGE` or older today, "today" being the day at UTC+8 (ADR 015) on the app's clock.
 */
function checkDateOfBirth(ctx: CallContext, dateOfBirth: string): string {
  const today = ageRuleDayOf(ctx.app.now());
  // the envelope names the field, so the form shows the refusal beside the date of birth
  const more = { data: { field: 'dateOfBirth' } };
  if (!isDateOfBirth(dateOfBirth, today)) {
    throw failure(CODES.invalidRequest, 'dateOfBirthInFuture', {}, more);
  }
  if (!isAdult(dateOfBirth, today)) {
    throw failure(CODES.invalidRequest, 'underAge', { age: MINIMUM_AGE }, more);
  }
  return dateOfBirth;
}

export const authHandlers = {
  accountLogin: {
    access: 'public',
    async handle(input, ctx) {
      const { app } = ctx;
      const source = { account: input.userName, ip: ctx.ip };
      const throttle = await checkLoginThrottle(app, source);
      await passBotCheck(app, input.botToken, throttle.botCheckRequired ? 'always' : false);
      const member =
        input.userName.length <= 64 ? await memberByUserName(app.db, input.userName) : undefined;
      const passwordOk =
        input.password.length <= PASSWORD_LIMIT &&
        (await verifyPassword(member?.password_hash ?? (await dummyHash()), input.password));
      if (!member || !member.password_hash || !passwordOk) {
        await recordLoginFailure(app, source);
        throw wrongCredentials();
      }
      await recordLoginSuccess(app, source);

      if (member.two_step_login && member.mobile && member.mobile_area) {
        // the second step sends a text: like every call that does, only after a passed bot check
        // (a correct password alone must not let a script pump texts to the member's phone)
        if (input.botToken === undefined) throw botCheckFailed();
        const [known] = await app.db.query(
          'select 1 from member_devices where member_id = $1 and device_id = $2',
          [member.id, ctx.deviceNo ?? ''],
        );
        await app.db.query(
          `insert into login_challenges (member_id, device_id, expires_at) values ($1, $2, $3)
           on conflict (member_id) do update
             set device_id = excluded.device_id, expires_at = excluded.expires_at`,
          [member.id, ctx.deviceNo, new Date(app.now() + LOGIN_CHALLENGE_TTL_MS)],
        );
        await issueSmsCode(app, ctx.ip, {
          purpose: 'loginCheck',
          mobileArea: member.mobile_area,
          mobile: member.mobile,
        });
        return {
          accessToken: '',
          userName: member.user_name,
          mobile: maskAccount(member.mobile),
          mobileArea: member.mobile_area,
          deviceId: ctx.deviceNo,
          loginState: known ? 1 : 2,
          state: null,
        };
      }
      return app.db.transaction((tx) => startSession(tx, ctx, member));
    },
  },

  checkLogin: {
    access: 'public',
    async handle(input, ctx) {
      const { app } = ctx;
      const source = { account: input.userName, ip: ctx.ip };
      await checkLoginThrottle(app, source);
      const member =
        input.userName.length <= 64 ? await memberByUserName(app.db, input.userName) : undefined;
      const [challenge] = member
        ? await app.db.query<{ expires_at: Date }>(
            'select expires_at from login_challenges where member_id = $1',
            [member.id],
          )
        : [];
      if (
        !member?.mobile ||
        !member.mobile_area ||
        !challenge ||
        new Date(challenge.expires_at).getTime() <= app.now()
      ) {
        throw new Failure(CODES.invalidRequest, text('passwordFirst'));
      }
      const mobile = input.mobile.trim();
      const passed =
        (mobile === member.mobile || mobile === maskAccount(member.mobile)) &&
        (await consumeSmsCode(app, {
          purpose: 'loginCheck',
          mobileArea: member.mobile_area,
          mobile: member.mobile,
          code: input.smsCode,
          ip: ctx.ip,
        }));
      await settleLoginAttempt(app, source, !!passed, wrongCode);
      return app.db.transaction(async (tx) => {
        await tx.query('delete from login_challenges where member_id = $1', [member.id]);
        return startSession(tx, ctx, member);
      });
    },
  },

  registerByAccount: {
    access: 'public',
    async handle(input, ctx) {
      const { app } = ctx;
      const userName = checkUserName(input.userName);
      checkNewPassword(input.password);
      const dateOfBirth = checkDateOfBirth(ctx, input.dateOfBirth);
      const regDomain = checkRegDomain(input.regDomain);
      await registerLimits(ctx, userName);
      await passBotCheck(app, input.botToken, true);
      if (await memberByUserName(app.db, userName)) {
        throw new Failure(CODES.invalidRequest, text('userNameTaken'));
      }
      const passwordHash = await hashPassword(input.password);
      try {
        return await app.db.transaction(async (tx) => {
          const inviterId = await inviterByCode(tx, input.referCode ?? input.inviteCode);
          const id = await createMember(tx, {
            userName,
            passwordHash,
            countryCode: input.countryCode ?? null,
            currency: registrationCurrency(ctx.language, input.countryCode),
            regDomain,
            dateOfBirth,
            inviterId,
          });
          return startSession(tx, ctx, { id, user_name: userName, role: 'member' });
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new Failure(CODES.invalidRequest, text('userNameTaken'));
        }
        throw error;
      }
    },
  },

  loginByMobile: {
    access: 'public',
    async handle(input, ctx) {
      const { app } = ctx;
      const source = { account: `mobile:${input.countryCode}:${input.mobile}`, ip: ctx.ip };
      await checkLoginThrottle(app, source);
      const member = await memberByMobile(app.db, input.countryCode, input.mobile);
      // a number nobody uses yet: the phone login registers it (with the invitation it came
      // with), for an adult only, as the register calls do. A missing or refused date of birth is
      // said only to the holder of the right code, and leaves that code live for the retry.
      let birthRefusal: unknown = null;
      let dateOfBirth = '';
      if (!member) {
        try {
          if (input.dateOfBirth === undefined) {
            throw failure(
              CODES.invalidRequest,
              'newNumberNeedsBirthDate',
              {},
              { data: { field: 'dateOfBirth' } },
            );
          }
          dateOfBirth = checkDateOfBirth(ctx, input.dateOfBirth);
        } catch (refusal) {
          birthRefusal = refusal;
        }
      }
      const passed = await consumeSmsCode(app, {
        purpose: 'login',
        mobileArea: input.countryCode,
        mobile: input.mobile,
        code: input.smsCode,
        ip: ctx.ip,
        spend: birthRefusal === null,
      });
      await settleLoginAttempt(app, source, !!passed, wrongCode);
      if (birthRefusal) throw birthRefusal;
      if (member?.two_step_login) throw passwordStepRequired();
      if (member) return app.db.transaction((tx) => startSession(tx, ctx, member));
      await registerLimits(ctx, `${input.countryCode}:${input.mobile}`);
      return app.db.transaction(async (tx) => {
        const userName = await freeUserName(tx);
        const id = await createMember(tx, {
          userName,
          passwordHash: null,
          mobile: input.mobile,
          mobileArea: input.countryCode,
          currency: registrationCurrency(ctx.language, input.countryCode),
          inviterId: await inviterByCode(tx, input.referCode ?? input.inviteCode),
          dateOfBirth,
        });
        return startSession(tx, ctx, { id, user_name: userName, role: 'member' });
      });
    },
  },

  registerByMobile: {
    access: 'public',
    async handle(input, ctx) {
      const { app } = ctx;
      const userName = checkUserName(input.userName);
      const dateOfBirth = checkDateOfBirth(ctx, input.dateOfBirth);
      const regDomain = checkRegDomain(input.regDomain);
      await registerLimits(ctx, userName, `${input.countryCode}:${input.mobile}`);
      const now = new Date(app.now());
      const [ticket] = await app.db.query<{ code_hash: string }>(
        `select code_hash from mobile_tickets
          where ticket_hash = $1 and mobile_area = $2 and mobile = $3
            and used_at is null and expires_at > $4`,
        [tokenHash(input.mobileCode), input.countryCode, input.mobile, now],
      );
      if (!ticket || ticket.code_hash !== secretHash(app.secret, input.smsCode)) {
        throw new Failure(CODES.invalidRequest, text('verifyMobileAgain'));
      }
      if (await memberByMobile(app.db, input.countryCode, input.mobile)) {
        throw new Failure(CODES.invalidRequest, text('mobileRegistered'));
      }
      if (await memberByUserName(app.db, userName)) {
        throw new Failure(CODES.invalidRequest, text('userNameTaken'));
      }
      try {
        return await app.db.transaction(async (tx) => {
          const used = await tx.query(
            'update mobile_tickets set used_at = $2 where ticket_hash = $1 and used_at is null returning 1',
            [tokenHash(input.mobileCode), now],
          );
          if (used.length === 0) throw new Failure(CODES.invalidRequest, text('verifyMobileAgain'));
          const id = await createMember(tx, {
            userName,
            passwordHash: null,
            mobile: input.mobile,
            mobileArea: input.countryCode,
            currency: registrationCurrency(ctx.language, input.countryCode),
            regDomain,
            dateOfBirth,
            inviterId: await inviterByCode(tx, input.referCode ?? input.inviteCode),
          });
          return startSession(tx, ctx, { id, user_name: userName, role: 'member' });
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new Failure(CODES.invalidRequest, text('userNameOrMobileRegistered'));
        }
        throw error;
      }
    },
  },

  checkMobileAvailable: {
    access: 'public',
    async handle(input, ctx) {
      const { app } = ctx;
      // a text is about to go out: a passed bot check whatever the operator's setting
      await passBotCheck(app, input.botToken, 'always');
      // "if this number can register, a code was sent": a registered number gets a notice
      // instead of a code, through the same limits and the same answer (issue 14, item 2)
      const registered = (await memberByMobile(app.db, input.phoneCode, input.phone)) !== undefined;
      return issueSmsCode(app, ctx.ip, {
        purpose: 'register',
        mobileArea: input.phoneCode,
        mobile: input.phone,
        registered,
      });
    },
  },

  checkMobileCode: {
    access: 'public',
    async handle(input, ctx) {
      const { app } = ctx;
      const passed = await consumeSmsCode(app, {
        purpose: 'register',
        mobileArea: null,
        mobile: input.phone,
        code: input.code,
        ip: ctx.ip,
      });
      if (!passed) return { valid: false, mobileCode: null };
      const mobileCode = `mc_${randomBytes(18).toString('base64url')}`;
      await app.db.query(
        `insert into mobile_tickets (ticket_hash, mobile_area, mobile, code_hash, expires_at)
         values ($1, $2, $3, $4, $5)`,
        [
          tokenHash(mobileCode),
          passed.mobileArea,
          input.phone,
          secretHash(app.secret, input.code),
          new Date(app.now() + MOBILE_TICKET_TTL_MS),
        ],
      );
      return { valid: true, mobileCode };
    },
  },

  generateUserName: {
    access: 'public',
    async handle(_input, ctx) {
      return { userName: await freeUserName(ctx.app.db) };
    },
  },

  logout: {
    access: 'optional',
    async handle(_input, ctx) {
      if (ctx.caller) await revokeSession(ctx.app.db, ctx.caller.token);
      // whichever way the session came, the browser forgets its cookie
      ctx.browserSession.end();
      return null;
    },
  },

  listCountryCodes: {
    access: 'public',
    async handle(_input, ctx) {
      const rows = await ctx.app.db.query<{ country_code: string; iso: string; name: string }>(
        'select country_code, iso, name from country_codes order by sort, iso',
      );
      return rows.map((r) => ({ countryCode: r.country_code, iso: r.iso, name: r.name }));
    },
  },

  getVerificationDomainType: {
    access: 'public',
    async handle(_input, ctx) {
      return verificationSettings(ctx.app.db);
    },
  },

  getBotChallenge: {
    access: 'public',
    async handle(_input, ctx) {
      // an address whose logins keep failing is asked for more work (issue 14)
      return ctx.app.botCheck.challenge(await botCheckExtraBitsFor(ctx.app, ctx.ip));
    },
  },

  verifyBotCheck: {
    access: 'public',
    async handle(input, ctx) {
      const verdict = await ctx.app.botCheck.verify(input.challengeId, input.nonce);
      if (verdict.code === 200 || verdict.code === 201) {
        return { status: verdict.code, token: verdict.token };
      }
      throw new Failure(
        CODES.invalidRequest,
        verdict.code === 410 ? text('challengeExpired') : text('challengeWrong'),
      );
    },
  },

  sendSmsCode: {
    access: 'public',
    async handle(input, ctx) {
      const { app } = ctx;
      await passBotCheck(app, input.botToken, 'always');
      if (input.purpose === 'loginCheck') {
        const member = await memberByMobile(app.db, input.countryCode, input.mobile);
        const [challenge] = member
          ? await app.db.query<{ expires_at: Date }>(
              'select expires_at from login_challenges where member_id = $1',
              [member.id],
            )
          : [];
        if (!challenge || new Date(challenge.expires_at).getTime() <= app.now()) {
          throw new Failure(CODES.invalidRequest, text('passwordFirst'));
        }
      }
      return issueSmsCode(app, ctx.ip, {
        purpose: input.purpose,
        mobileArea: input.countryCode,
        mobile: input.mobile,
      });
    },
  },
} satisfies PlatformHandlers;
