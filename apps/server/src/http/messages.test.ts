import { CODES, platformCalls } from '@touchline/api/contract';
import { LANGUAGES } from '@touchline/domain';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { requestLanguage } from './errors.ts';
import { Failure, illegalInput } from './failure.ts';
import {
  MESSAGES,
  answerLanguage,
  render,
  text,
  textOfEnglish,
  type MessageKey,
} from './messages.ts';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Parameters enough to render any message of the catalogue. */
const PARAMS = {
  field: 'userName',
  reason: 'at most 20 characters',
  what: 'login attempts',
  seconds: 40,
  level: 3,
  min: 2,
  max: 10,
  amount: '10.00',
  price: 2.1,
  fees: '30000.00, 100000.00',
  currency: 'VND',
  n: 1,
  days: 366,
  start: '2026-11-27 02:00 UTC+8',
  end: '2026-11-27 04:00 UTC+8',
  stakes: '0.20, 1.00, 2.00',
  age: 18,
  until: '2026-11-28 10:00 UTC+8',
  period: 'day',
  limit: '150.00',
  used: '100.00',
  path: '/sign-activity',
};

describe("the server's messages", () => {
  it('has every message in every language, each rendering all its parameters', () => {
    const keys = Object.keys(MESSAGES) as MessageKey[];
    expect(keys.length).toBeGreaterThan(50);
    for (const key of keys) {
      for (const language of LANGUAGES) {
        const entry: Record<string, unknown> = MESSAGES[key];
        expect(entry[language], `${key} in ${language}`).toBeDefined();
        const shown = render(text(key, PARAMS), language);
        expect(shown.trim().length, `${key} in ${language}`).toBeGreaterThan(0);
        expect(shown, `${key} in ${language}`).not.toMatch(/\{\{|undefined|NaN/);
        if (language !== 'en') {
          // a translation, not the English text again (a parameter alone may be the same)
          expect(shown, `${key} in ${language}`).not.toBe(render(text(key, PARAMS), 'en'));
        }
      }
    }
  });

  it('gives every Failure the server throws a message of the catalogue', () => {
    const literal = /new Failure\(\s*CODES\.\w+,\s*(['`])((?:(?!\1)[^\\]|\\.)*)\1/g;
    const untranslated: string[] = [];
    let throwSites = 0;
    for (const file of sources(SRC)) {
      const code = readFileSync(file, 'utf8');
      throwSites += (code.match(/new Failure\(|failure\(|illegalInput\(|notFound\(/g) ?? []).length;
      for (const [, quote, message] of code.matchAll(literal)) {
        if (quote === '`' || !textOfEnglish(message!)) untranslated.push(`${file}: ${message}`);
      }
    }
    expect(throwSites).toBeGreaterThan(40);
    expect(untranslated).toEqual([]);
  });

  it('renders a Failure in the asked language, English by default and for unknown ones', () => {
    const failure = new Failure(CODES.invalidRequest, text('wrongCredentials'));
    expect(failure.message).toBe('Wrong user name or password.');
    expect(failure.messageIn('th')).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    // a caller that wrote the English text out gets the catalogue's message all the same
    expect(new Failure(400, 'This user name is taken.').messageIn('vi')).toBe(
      'Tên đăng nhập này đã có người dùng.',
    );
    expect(new Failure(8, 'A notice from the provider').messageIn('zh-cn')).toBe(
      'A notice from the provider',
    );
    expect(illegalInput('page', 'at least 1').messageIn('zh-cn')).toBe(
      '输入不合法：page：at least 1',
    );
    expect(render(text('tooMany', { what: 'text messages', seconds: 180 }), 'vi')).toBe(
      'Quá nhiều tin nhắn. Hãy thử lại sau 3 phút.',
    );
    expect(answerLanguage('ZH-CN')).toBe('zh-cn');
    expect(answerLanguage('fr', null, 'th')).toBe('th');
    expect(answerLanguage(undefined)).toBe('en');
  });

  it("takes a sports call's language from its body when no header names one", () => {
    const request = (headers: Record<string, string>, body: unknown) =>
      ({ headers, body }) as unknown as Parameters<typeof requestLanguage>[0];
    expect(requestLanguage(request({}, { languageType: 'THA' }))).toBe('th');
    expect(requestLanguage(request({}, { languageType: 'CMN' }))).toBe('zh-cn');
    expect(requestLanguage(request({ language: 'vi' }, { languageType: 'THA' }))).toBe('vi');
    expect(requestLanguage(request({}, null))).toBe('en');
    expect(requestLanguage(request({}, { languageType: 'XYZ' }))).toBe('en');
  });
});

describe('answers in the Language header', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await openTestApp('pglite');
  }, 60_000);
  afterAll(() => s?.dispose());

  it('says a wrong password in Thai, a taken name in Vietnamese, in English without a header', async () => {
    const wrong = { userName: 'demo', password: 'wrong1234' };
    const th = await s.call('accountLogin', wrong, { headers: { Language: 'th' } });
    expect(th.body).toEqual({ code: 400, msg: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' });
    const zh = await s.call('accountLogin', wrong, { headers: { Language: 'zh-cn' } });
    expect(zh.body).toEqual({ code: 400, msg: '用户名或密码错误。' });
    const en = await s.call('accountLogin', wrong);
    expect(en.body).toEqual({ code: 400, msg: 'Wrong user name or password.' });
    const other = await s.call('accountLogin', wrong, { headers: { Language: 'fr' } });
    expect(other.body).toEqual({ code: 400, msg: 'Wrong user name or password.' });
    const taken = await s.call(
      'registerByAccount',
      {
        userName: 'Demo',
        password: 'secret123',
        regDomain: 'touchline.test',
        dateOfBirth: '1990-01-01',
        botToken: await s.botToken(),
      },
      { headers: { Language: 'vi' } },
    );
    expect(taken.body).toEqual({ code: 400, msg: 'Tên đăng nhập này đã có người dùng.' });
  });

  it("words the framework's own refusals in the asked language too", async () => {
    const answer = await s.app.inject({
      method: 'POST',
      url: platformCalls.accountLogin.path,
      headers: { 'content-type': 'application/json', Language: 'zh-cn' },
      payload: '{"userName":',
    });
    expect(answer.json()).toMatchObject({ msg: '输入不合法：请求体不是有效的 JSON' });
  });
});
