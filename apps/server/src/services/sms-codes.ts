import { CODES } from '@touchline/api/contract';
import type { AppContext } from '../context.ts';
import { Failure } from '../http/failure.ts';
import { newSmsCode } from '../providers/sms.ts';
import { secretHash } from './common.ts';

export type SmsPurpose = 'login' | 'loginCheck' | 'register';

/** A new code is sent at most once a minute per mobile and purpose. */
export const RESEND_AFTER_SECONDS = 60;
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** Wrong guesses one code survives. */
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

/**
 * Sends a code to a mobile unless one went out less than a minute ago (that one stays valid);
 * rate-limited per mobile and per client address. Returns whether a code was sent now and the
 * seconds until another may be asked for.
 */
export async function issueSmsCode(
  app: AppContext,
  ip: string,
  target: { purpose: SmsPurpose; mobileArea: string; mobile: string },
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
    await app.sms.send({
      to: smsAddress(target.mobileArea, target.mobile),
      code,
      text: `Your Touchline code to ${PURPOSE_TEXT[target.purpose]} is ${code}. It expires in 5 minutes.`,
      sentAt: now,
    });
  } catch (error) {
    // a code that never left does not hold the next request back
    await app.db.query('delete from sms_codes where id = $1', [row!.id]);
    throw new Failure(
      CODES.internalError,
      'Text messages cannot be sent right now. Please try again later.',
      503,
      undefined,
      { cause: error },
    );
  }
  return { smsSent: true, resendAfterSeconds: RESEND_AFTER_SECONDS };
}

/**
 * Spends the latest live code of a mobile and purpose when `code` matches it; a wrong code
 * counts against it (and against the mobile, so guessing across resends is limited too).
 * Returns the matched code's area, or null. `mobileArea` may be unknown (checkMobileCode).
 */
export async function consumeSmsCode(
  app: AppContext,
  target: { purpose: SmsPurpose; mobileArea: string | null; mobile: string; code: string },
): Promise<{ mobileArea: string } | null> {
  const lockKey = `smscheck:${target.mobileArea ?? '*'}:${target.mobile}`;
  await app.limiter.check('wrong codes', [{ key: lockKey, rule: app.limits.smsCheckPerMobile }]);
  const [row] = await app.db.query<{
    id: bigint;
    code_hash: string;
    mobile_area: string;
    attempts: number;
  }>(
    `select id, code_hash, mobile_area, attempts from sms_codes
      where mobile = $1 and ($2::text is null or mobile_area = $2) and purpose = $3
        and consumed_at is null and expires_at > $4
      order by id desc limit 1`,
    [target.mobile, target.mobileArea, target.purpose, new Date(app.now())],
  );
  if (row && row.attempts < SMS_CODE_ATTEMPTS) {
    if (row.code_hash === secretHash(app.secret, target.code)) {
      const spent = await app.db.query(
        'update sms_codes set consumed_at = $2 where id = $1 and consumed_at is null returning 1',
        [row.id, new Date(app.now())],
      );
      if (spent.length > 0) return { mobileArea: row.mobile_area };
      return null;
    }
    await app.db.query('update sms_codes set attempts = attempts + 1 where id = $1', [row.id]);
  }
  await app.limiter.hit('wrong codes', [{ key: lockKey, rule: app.limits.smsCheckPerMobile }]);
  return null;
}
