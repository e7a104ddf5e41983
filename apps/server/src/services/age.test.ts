import { CODES } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { smsAddress } from './sms-codes.ts';

/**
 * The 18+ rule at registration (issue 20): both register calls store the date of birth and
 * refuse anyone under 18 on the day at UTC+8.
 */
describe.each(DATABASE_KINDS)('the 18+ rule at registration on %s', (kind) => {
  let s: TestApp;
  beforeAll(async () => {
    s = await openTestApp(kind);
    // 16:30 UTC on 25 November is already 26 November at UTC+8, the day the rule reads
    s.clock.now = Date.UTC(2026, 10, 25, 16, 30);
  }, 60_000);
  afterAll(() => s?.dispose());

  const UNDER_AGE = {
    code: CODES.invalidRequest,
    msg: 'You must be 18 or older to register.',
    data: { field: 'dateOfBirth' },
  };

  async function byAccount(userName: string, dateOfBirth: string, language?: string) {
    return s.call(
      'registerByAccount',
      {
        userName,
        password: 'secret123',
        regDomain: 'touchline.test',
        dateOfBirth,
        botToken: await s.botToken(),
      },
      language ? { headers: { Language: language } } : {},
    );
  }

  async function byMobile(phone: string, userName: string, dateOfBirth: string) {
    await s.call('checkMobileAvailable', { phone, phoneCode: '84', botToken: await s.botToken() });
    const code = s.sms.lastCodeFor(smsAddress('84', phone))!;
    const ticket = await s.call('checkMobileCode', { phone, code });
    const { mobileCode } = ticket.body.data as { mobileCode: string };
    return s.call('registerByMobile', {
      mobile: phone,
      smsCode: code,
      countryCode: '84',
      userName,
      regDomain: 'touchline.test',
      dateOfBirth,
      mobileCode,
    });
  }

  async function storedDateOfBirth(userName: string): Promise<string | null | undefined> {
    const [row] = await s.t.db.query<{ dob: string | null }>(
      "select to_char(date_of_birth, 'YYYY-MM-DD') as dob from members where user_name = $1",
      [userName],
    );
    return row?.dob;
  }

  it('registers an adult by account and keeps the date of birth', async () => {
    const answer = await byAccount(`adult_${kind}`, '1990-07-21');
    expect(answer.body.code).toBe(CODES.success);
    expect(await storedDateOfBirth(`adult_${kind}`)).toBe('1990-07-21');
  });

  it('registers on the 18th birthday at UTC+8 (still the day before at UTC)', async () => {
    const answer = await byAccount(`bday_${kind}`, '2008-11-26');
    expect(answer.body.code).toBe(CODES.success);
    expect(await storedDateOfBirth(`bday_${kind}`)).toBe('2008-11-26');
  });

  it('refuses a 17-year-old by account, the day before the 18th birthday, in their language', async () => {
    expect((await byAccount(`minor_${kind}`, '2008-11-27')).body).toEqual(UNDER_AGE);
    expect((await byAccount(`minor_${kind}`, '2010-01-01', 'vi')).body).toEqual({
      code: CODES.invalidRequest,
      msg: 'Bạn phải từ 18 tuổi trở lên mới được đăng ký.',
      data: { field: 'dateOfBirth' },
    });
    expect(await storedDateOfBirth(`minor_${kind}`)).toBeUndefined();
  });

  it('refuses a date of birth after today', async () => {
    const answer = await byAccount(`future_${kind}`, '2026-11-27');
    expect(answer.body).toEqual({
      code: CODES.invalidRequest,
      msg: 'The date of birth cannot be in the future.',
      data: { field: 'dateOfBirth' },
    });
  });

  it('refuses an impossible date of birth as bad input', async () => {
    const answer = await byAccount(`bad_${kind}`, '2007-02-29');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(CODES.invalidRequest);
    expect(answer.body.msg).toMatch(/dateOfBirth/);
    expect(await storedDateOfBirth(`bad_${kind}`)).toBeUndefined();
  });

  it('refuses a 17-year-old by mobile, registers an adult by mobile', async () => {
    const minorPhone = kind === 'pglite' ? '0903000001' : '0903000002';
    const minor = await byMobile(minorPhone, `mminor_${kind}`, '2009-03-01');
    expect(minor.body).toEqual(UNDER_AGE);
    expect(await storedDateOfBirth(`mminor_${kind}`)).toBeUndefined();

    const adultPhone = kind === 'pglite' ? '0903000003' : '0903000004';
    const adult = await byMobile(adultPhone, `madult_${kind}`, '2008-02-29');
    expect(adult.body.code).toBe(CODES.success);
    expect(await storedDateOfBirth(`madult_${kind}`)).toBe('2008-02-29');
  });
});
