import { CODES } from '@touchline/api/contract';
import type { AppContext } from '../context.ts';
import { Failure } from '../http/failure.ts';
import { text } from '../http/messages.ts';
import { newSmsCode } from '../providers/sms.ts';
import { secretHash } from './common.ts';

export type SmsPurpose = 'login' | 'loginCheck' | 'register';

/** A new code is sent at most once a minute per mobile and purpose. */
export const RESEND_AFTER_SECONDS = 60;
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** Wrong guesses one code survives: the right code is refused after this many wrong ones. */
export const SMS_CODE_ATTEMPTS = 5;

/** Where a code goes: E.164, the trunk zero of a local number dropped (`+84912345678`). */
export function smsAddress(mobileArea: string, mobile: string): string {
  return `+${mobileArea}${mobile.replace(/^0+/, '')}`;
}

const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  login: 'log in',
  loginCheck: 'confirm your login',
  register: 'register',
};

/** What a registered number gets when someone asks to register it: no code, a pointer to login. */
export const ALREADY_REGISTERED_TEXT =
  'Someone asked to register this number at Touchline. It already has an account: log in ' +
  'instead. If it was not you, ignore this message.';

/**
 * Sends a code to a mobile unless one went out less than a minute ago (that one stays valid);
 * rate-limited per mobile, per client address and in all (the global ceiling is counted only for
 * a text the other two let through). Returns whether a text was sent now and the seconds until
 * another may be asked for. A `registered` number asked for registration gets the same
 * treatment — limits, a stored code, the resend minute — but its text is a notice without the
 * code, so the answer and its timing do not tell it from a new number.
 */
export async function issueSmsCode(
  app: AppContext,
  ip: string,
  target: { purpose: SmsPurpose; mobileArea: string; mobile: string; registered?: boolean },
): Promise<{ smsSent: boolean; resendAfterSeconds: number }> {
  const now = app.now();
  const [last] = await app.db.query<{ created_at: Date }>(
    `select created_at from sms_codes
      where mobile = $1 and mobile_area = $2 and purpose = $3
      order by id desc limit 1`,
    [target.mobile, target.mobileArea, target.purpose],
  );
  if (last) {
    const waitMs = new Date(last.created_at).getTime() + RESEND_AFTER_SECONDS * 1000 - now;
    if (waitMs > 0) return { smsSent: false, resendAfterSeconds: Math.ceil(waitMs / 1000) };
  }
  await app.limiter.hit('text messages', [
    { key: `sms:mobile:${target.mobileArea}:${target.mobile}`, rule: app.limits.smsPerMobile },
    { key: `sms:ip:${ip}`, rule: app.limits.smsPerAddress },
  ]);
  await app.limiter.hit('text messages', [{ key: 'sms:global', rule: app.limits.smsGlobal }]);
  const code = newSmsCode();
  const [row] = await app.db.query<{ id: bigint }>(
    `insert into sms_codes (purpose, mobile_area, mobile, code_hash, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      target.purpose,
      target.mobileArea,
      target.mobile,
      secretHash(app.secret, code),
      new Date(now),
      new Date(now + SMS_CODE_TTL_MS),
    ],
  );
  try {
    const to = smsAddress(target.mobileArea, target.mobile);
    await app.sms.send(
      target.registered
        ? { to, text: ALREADY_REGISTERED_TEXT, sentAt: now }
        : {
            to,
            code,
            text: `Your Touchline code to ${PURPOSE_TEXT[target.purpose]} is ${code}. It expires in 5 minutes.`,
            sentAt: now,
          },
    );
  } catch (error) {
    // a code that never left does not hold the next request back
    await app.db.query('delete from sms_codes where id = $1', [row!.id]);
    throw new Failure(CODES.internalError, text('smsUnavailable'), 503, undefined, {
      cause: error,
    });
  }
  return { smsSent: true, resendAfterSeconds: RESEND_AFTER_SECONDS };
}

/**
 * Spends the latest live code of a mobile and purpose when `code` matches it. Each guess is
 * counted and checked in one UPDATE on the code's row: the row lock serialises concurrent
 * guesses, and the `attempts < SMS_CODE_ATTEMPTS` condition is evaluated again on the row as the
 * previous guess left it, so however many guesses arrive at once, at most SMS_CODE_ATTEMPTS
 * wrong ones are evaluated and a right one after them opens nothing. Wrong guesses also count
 * against the mobile from the client's address (guessing across resends); the count is per
 * address so that a stranger's guesses cannot lock the owner out (the per-code cap and the
 * per-mobile send limit already bound the guesses on a mobile). Returns the matched code's area,
 * or null. `mobileArea` may be unknown (checkMobileCode). With `spend: false` a right code is
 * only checked and stays live (wrong guesses count all the same).
 */
export async function consumeSmsCode(
  app: AppContext,
  target: {
    purpose: SmsPurpose;
    mobileArea: string | null;
    mobile: string;
    code: string;
    ip: string;
    /** Spend the code when it matches (default); false only checks it. */
    spend?: boolean;
  },
): Promise<{ mobileArea: string } | null> {
  const lockKey = `smscheck:${target.mobileArea ?? '*'}:${target.mobile}:${target.ip}`;
  await app.limiter.check('wrong codes', [{ key: lockKey, rule: app.limits.smsCheckPerMobile }]);
  const now = new Date(app.now());
  const [guess] = await app.db.query<{ mobile_area: string; matched: boolean }>(
    `update sms_codes
        set attempts = attempts + case when code_hash = $5 then 0 else 1 end,
            consumed_at = case when code_hash = $5 and $7 then $4 else consumed_at end
      where id = (select id from sms_codes
                   where mobile = $1 and ($2::text is null or mobile_area = $2) and purpose = $3
                     and consumed_at is null and expires_at > $4
                   order by id desc limit 1)
        and consumed_at is null and expires_at > $4 and attempts < $6
      returning mobile_area, code_hash = $5 as matched`,
    [
      target.mobile,
      target.mobileArea,
      target.purpose,
      now,
      secretHash(app.secret, target.code),
      SMS_CODE_ATTEMPTS,
      target.spend ?? true,
    ],
  );
  if (guess?.matched) return { mobileArea: guess.mobile_area };
  await app.limiter.hit('wrong codes', [{ key: lockKey, rule: app.limits.smsCheckPerMobile }]);
  return null;
}
