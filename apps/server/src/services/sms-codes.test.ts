import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { consumeSmsCode, issueSmsCode, SMS_CODE_ATTEMPTS, smsAddress } from './sms-codes.ts';

/** Guesses fired at once: more than the pool's connections, as the probe's 300 were. */
const CONCURRENT_GUESSES = 120;

describe.each(DATABASE_KINDS)('SMS code guesses on %s', (kind) => {
  let s: TestApp;
  beforeAll(async () => {
    s = await openTestApp(kind, { seed: false });
  }, 60_000);
  afterAll(() => s?.dispose());

  async function sendCode(mobile: string): Promise<{ code: string; wrong: string }> {
    await issueSmsCode(s.app.touchline, '10.1.0.1', {
      purpose: 'login',
      mobileArea: '84',
      mobile,
    });
    const code = s.sms.lastCodeFor(smsAddress('84', mobile))!;
    return { code, wrong: code === '000000' ? '111111' : '000000' };
  }

  const attemptsOf = async (mobile: string) => {
    const [row] = await s.t.db.query<{ attempts: number; consumed: boolean }>(
      `select attempts, consumed_at is not null as consumed from sms_codes
        where mobile = $1 order by id desc limit 1`,
      [mobile],
    );
    return row!;
  };

  it(`evaluates at most ${SMS_CODE_ATTEMPTS} guesses of a code, however many arrive at once`, async () => {
    const mobile = '0988100001';
    const { code, wrong } = await sendCode(mobile);
    // the right code last: under the old read-then-update it was still accepted after every
    // concurrent wrong guess had read attempts = 0
    const guesses = [...Array.from({ length: CONCURRENT_GUESSES - 1 }, () => wrong), code];
    const answers = await Promise.all(
      guesses.map((guess, i) =>
        consumeSmsCode(s.app.touchline, {
          ip: `10.1.${i % 250}.2`,
          purpose: 'login',
          mobileArea: '84',
          mobile,
          code: guess,
        }),
      ),
    );
    const row = await attemptsOf(mobile);
    // every evaluated wrong guess is counted, and no more than the cap are evaluated
    expect(row.attempts).toBeLessThanOrEqual(SMS_CODE_ATTEMPTS);
    const accepted = answers.filter((answer) => answer !== null).length;
    expect(accepted).toBe(row.consumed ? 1 : 0);
    // once the cap is spent, the right code opens nothing
    if (!row.consumed) {
      expect(row.attempts).toBe(SMS_CODE_ATTEMPTS);
      const late = await consumeSmsCode(s.app.touchline, {
        ip: '10.1.0.3',
        purpose: 'login',
        mobileArea: '84',
        mobile,
        code,
      });
      expect(late).toBeNull();
    }
  });

  it('accepts the right code once among concurrent right guesses', async () => {
    const mobile = '0988100002';
    const { code } = await sendCode(mobile);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        consumeSmsCode(s.app.touchline, {
          ip: `10.2.${i}.1`,
          purpose: 'login',
          mobileArea: '84',
          mobile,
          code,
        }),
      ),
    );
    expect(answers.filter((answer) => answer !== null)).toEqual([{ mobileArea: '84' }]);
  });

  it('still accepts the right code after fewer wrong guesses than the cap', async () => {
    const mobile = '0988100003';
    const { code, wrong } = await sendCode(mobile);
    for (let i = 0; i < SMS_CODE_ATTEMPTS - 1; i += 1) {
      expect(
        await consumeSmsCode(s.app.touchline, {
          ip: '10.3.0.1',
          purpose: 'login',
          mobileArea: '84',
          mobile,
          code: wrong,
        }),
      ).toBeNull();
    }
    expect(
      await consumeSmsCode(s.app.touchline, {
        ip: '10.3.0.1',
        purpose: 'login',
        mobileArea: '84',
        mobile,
        code,
      }),
    ).toEqual({ mobileArea: '84' });
  });
});
