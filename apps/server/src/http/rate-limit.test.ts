import { randomBytes } from 'node:crypto';
import { CODES } from '@touchline/api/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsAddress } from '../services/sms-codes.ts';
import { REDIS_URL, redisAnswers } from '../testing/redis.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { Failure } from './failure.ts';
import {
  RateLimiter,
  RedisRateStore,
  RELAXED_RATE_LIMITS,
  retryText,
  type RateLimits,
} from './rate-limit.ts';

const MINUTE = 60_000;

describe('RateLimiter', () => {
  it('counts attempts per key in fixed windows and says when to come back', async () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const rule = { limit: 2, windowMs: 10 * MINUTE };
    await limiter.hit('tries', [{ key: 'a', rule }]);
    await limiter.hit('tries', [{ key: 'a', rule }]);
    now = 4 * MINUTE;
    const refused = (await limiter.hit('tries', [{ key: 'a', rule }]).then(
      () => undefined,
      (error: unknown) => error,
    )) as Failure;
    expect(refused).toBeInstanceOf(Failure);
    expect(refused.code).toBe(CODES.tooManyRequests);
    expect(refused.httpStatus).toBe(429);
    expect(refused.message).toBe('Too many tries. Try again in 6 minutes.');
    expect(refused.data).toEqual({ retryAfterSeconds: 360 });
    // other keys are not affected; the window reopens
    await expect(limiter.hit('tries', [{ key: 'b', rule }])).resolves.toBeUndefined();
    now = 10 * MINUTE;
    await expect(limiter.hit('tries', [{ key: 'a', rule }])).resolves.toBeUndefined();
  });

  it('checks without counting, and forgets a key on reset', async () => {
    const limiter = new RateLimiter(() => 0);
    const rule = { limit: 1, windowMs: MINUTE };
    await expect(limiter.check('x', [{ key: 'k', rule }])).resolves.toBeUndefined();
    await limiter.hit('x', [{ key: 'k', rule }]);
    await expect(limiter.check('x', [{ key: 'k', rule }])).rejects.toThrow(Failure);
    await limiter.reset('k');
    await expect(limiter.check('x', [{ key: 'k', rule }])).resolves.toBeUndefined();
  });

  it.each([
    [1, '1 second'],
    [40_000, '40 seconds'],
    [89_000, '89 seconds'],
    [90_000, '2 minutes'],
    [15 * MINUTE, '15 minutes'],
    [3 * 60 * MINUTE, '3 hours'],
  ])('words %i ms as %s', (ms, text) => {
    expect(retryText(ms)).toBe(text);
  });
});

const TIGHT: RateLimits = {
  ...RELAXED_RATE_LIMITS,
  login: {
    perAccountAndAddress: {
      freeFailures: 2,
      firstDelayMs: 10_000,
      maxDelayMs: MINUTE,
      forgetAfterMs: 60 * MINUTE,
    },
    perAddress: {
      freeFailures: 6,
      firstDelayMs: 10_000,
      maxDelayMs: MINUTE,
      forgetAfterMs: MINUTE,
    },
    accountBotCheckAfter: 4,
    accountForgetAfterMs: 60 * MINUTE,
  },
  registerPerAddress: { limit: 2, windowMs: 60 * MINUTE },
  registerPerAccount: { limit: 2, windowMs: 60 * MINUTE },
  smsPerMobile: { limit: 2, windowMs: 60 * MINUTE },
  smsPerAddress: { limit: 3, windowMs: 60 * MINUTE },
  smsCheckPerMobile: { limit: 3, windowMs: 15 * MINUTE },
  partnerApplyPerAddress: { limit: 2, windowMs: 60 * MINUTE },
};

describe.each(DATABASE_KINDS)('rate limits through the API on %s', (kind) => {
  let s: TestApp;
  beforeAll(async () => {
    s = await openTestApp(kind, { limits: TIGHT });
  });
  afterAll(() => s?.dispose());

  /** A password login; `ip` is where it comes from. */
  const login = (userName: string, password: string, ip: string, botToken?: string) =>
    s.call('accountLogin', { userName, password, ...(botToken ? { botToken } : {}) }, { ip });

  it('throttles a guesser with growing delays while the owner logs in from their own address', async () => {
    // the probe: ten wrong passwords from anywhere locked the account for everyone for 15 minutes
    const attacker = '10.0.0.1';
    const owner = '10.0.0.2';
    for (let i = 0; i < 3; i += 1) {
      expect((await login('host', 'nope1234', attacker)).body.code).toBe(CODES.invalidRequest);
    }
    // the third failure holds the guesser back 10 s: even the right password is not looked at
    const held = await login('host', 'host1234', attacker);
    expect(held.status).toBe(429);
    expect(held.body).toEqual({
      code: CODES.tooManyRequests,
      msg: 'Too many login attempts. Try again in 10 seconds.',
      data: { retryAfterSeconds: 10 },
    });
    expect(held.headers['retry-after']).toBe('10');
    // the owner, elsewhere, is not held back
    expect((await login('host', 'host1234', owner)).status).toBe(200);

    // the delay doubles with each further failure: 10 s, 20 s, 40 s, then the 60 s cap
    for (const seconds of [20, 40, 60, 60]) {
      s.clock.now += MINUTE;
      expect((await login('host', 'nope1234', attacker)).status).toBe(400);
      const next = await login('host', 'nope1234', attacker);
      expect(next.status).toBe(429);
      expect(next.body.data).toEqual({ retryAfterSeconds: seconds });
    }
    // the account has had 4 failures since the owner's login: its logins now need a bot check
    // (a harder one than the optional check of a quiet account), never a lock
    const noBot = await login('host', 'host1234', owner);
    expect(noBot.status).toBe(403);
    expect(noBot.body.code).toBe(CODES.forbidden);
    expect((await login('host', 'host1234', owner, await s.botToken())).status).toBe(200);
    // the owner's success forgets the account's failures; the guesser is still held where it is
    expect((await login('host', 'host1234', owner)).status).toBe(200);
    expect((await login('host', 'host1234', attacker)).status).toBe(429);
  });

  it('clears an address’s count on an account at a successful login', async () => {
    const ip = '10.0.1.1';
    for (let round = 0; round < 3; round += 1) {
      await login('admin', 'wrong123', ip);
      await login('admin', 'wrong123', ip);
      expect((await login('admin', 'admin1234', ip)).status).toBe(200);
    }
  });

  it('throttles an address across accounts', async () => {
    const ip = '10.0.2.1';
    for (let i = 0; i < 7; i += 1) {
      const answer = await login(`someone${i}`, 'x1234567', ip);
      expect(answer.status).toBe(400);
    }
    const held = await login('someone9', 'x1234567', ip);
    expect(held.status).toBe(429);
    expect(held.body.data).toEqual({ retryAfterSeconds: 10 });
    expect((await login('someone9', 'x1234567', '10.0.2.2')).status).toBe(400);
  });

  it('keeps the counts across a restart and shares them between instances', async () => {
    const ip = '10.0.7.1';
    for (let i = 0; i < 3; i += 1) await login('host', 'nope1234', ip);
    expect((await login('host', 'nope1234', ip)).status).toBe(429);
    // another process on the same database: a restarted server, or a second instance
    const other = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      db: s.t.db,
      now: () => s.clock.now,
      limits: TIGHT,
      webDist: null,
    });
    try {
      const answer = await other.inject({
        method: 'POST',
        url: '/api/user/auth/account-login/v2',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ userName: 'host', password: 'host1234' }),
        remoteAddress: ip,
      });
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toMatchObject({ code: CODES.tooManyRequests });
    } finally {
      await other.close();
    }
    const [row] = await s.t.db.query<{ count: number }>(
      `select count from rate_windows where key = 'login:fail:pair:host:10.0.7.1'`,
    );
    expect(row?.count).toBe(3);
  });

  it('limits registrations per address', async () => {
    const ip = '10.0.3.1';
    for (let i = 0; i < 2; i += 1) {
      const answer = await s.call(
        'registerByAccount',
        {
          userName: `reg_${kind}_${i}`,
          password: 'secret123',
          regDomain: 'touchline.test',
          dateOfBirth: '1990-01-01',
          botToken: await s.botToken(),
        },
        { ip },
      );
      expect(answer.status).toBe(200);
    }
    const locked = await s.call(
      'registerByAccount',
      {
        userName: `reg_${kind}_9`,
        password: 'secret123',
        regDomain: 'touchline.test',
        dateOfBirth: '1990-01-01',
        botToken: await s.botToken(),
      },
      { ip },
    );
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toBe('Too many registrations. Try again in 60 minutes.');
  });

  it('limits attempts to register one user name, from any address', async () => {
    // probing whether a name is taken: two tries, then the name is locked for the window
    for (const ip of ['10.0.6.1', '10.0.6.2']) {
      const taken = await s.call(
        'registerByAccount',
        {
          userName: 'demo',
          password: 'secret123',
          regDomain: 'touchline.test',
          dateOfBirth: '1990-01-01',
          botToken: await s.botToken(),
        },
        { ip },
      );
      expect(taken.body).toEqual({ code: CODES.invalidRequest, msg: 'This user name is taken.' });
    }
    const locked = await s.call(
      'registerByAccount',
      {
        userName: 'Demo',
        password: 'secret123',
        regDomain: 'touchline.test',
        dateOfBirth: '1990-01-01',
        botToken: await s.botToken(),
      },
      { ip: '10.0.6.3' },
    );
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      code: CODES.tooManyRequests,
      msg: 'Too many registrations. Try again in 60 minutes.',
      data: { retryAfterSeconds: 3600 },
    });
  });

  it('limits SMS codes per mobile and per address', async () => {
    const ip = '10.0.4.1';
    const mobile = '0955000001';
    for (let i = 0; i < 2; i += 1) {
      const sent = await s.call(
        'checkMobileAvailable',
        { phone: mobile, phoneCode: '84', botToken: await s.botToken() },
        { ip },
      );
      expect(sent.body.data).toMatchObject({ smsSent: true });
      s.clock.now += MINUTE + 1_000;
    }
    const locked = await s.call(
      'checkMobileAvailable',
      { phone: mobile, phoneCode: '84', botToken: await s.botToken() },
      { ip: '10.0.4.2' },
    );
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toMatch(/^Too many text messages\. Try again in \d+ minutes\.$/);
    // the address has one left, then it is locked for any mobile
    expect(
      (
        await s.call(
          'checkMobileAvailable',
          { phone: '0955000002', phoneCode: '84', botToken: await s.botToken() },
          { ip },
        )
      ).status,
    ).toBe(200);
    const byAddress = await s.call(
      'checkMobileAvailable',
      { phone: '0955000003', phoneCode: '84', botToken: await s.botToken() },
      { ip },
    );
    expect(byAddress.status).toBe(429);
  });

  it('caps the texts of the whole site, registered numbers or not', async () => {
    const capped = await openTestApp(kind, {
      limits: { ...TIGHT, smsGlobal: { limit: 3, windowMs: 60 * MINUTE } },
    });
    try {
      const ask = async (phone: string, ip: string) =>
        capped.call(
          'checkMobileAvailable',
          { phone, phoneCode: '84', botToken: await capped.botToken() },
          { ip },
        );
      // three numbers from three addresses: each under its own limits; one of them registered
      for (const [phone, ip] of [
        ['0957000001', '10.0.8.1'],
        ['0912345678', '10.0.8.2'],
        ['0957000003', '10.0.8.3'],
      ] as const) {
        expect((await ask(phone, ip)).body.data).toEqual({ smsSent: true, resendAfterSeconds: 60 });
      }
      const over = await ask('0957000004', '10.0.8.4');
      expect(over.status).toBe(429);
      expect(over.body.msg).toBe('Too many text messages. Try again in 60 minutes.');
      expect(capped.sms.outbox).toHaveLength(3);
    } finally {
      await capped.dispose();
    }
  });

  it('locks a mobile after repeated wrong codes, even for the right one', async () => {
    const mobile = '0966000001';
    await s.call(
      'checkMobileAvailable',
      { phone: mobile, phoneCode: '84', botToken: await s.botToken() },
      { ip: '10.0.5.1' },
    );
    const code = s.sms.lastCodeFor(smsAddress('84', mobile))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) {
      expect((await s.call('checkMobileCode', { phone: mobile, code: wrong })).body.data).toEqual({
        valid: false,
        mobileCode: null,
      });
    }
    const locked = await s.call('checkMobileCode', { phone: mobile, code });
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toBe('Too many wrong codes. Try again in 15 minutes.');
  });
});

describe.skipIf(!(await redisAnswers()))('rate limits shared through Redis', () => {
  const prefix = `touchline-test:${randomBytes(6).toString('hex')}:`;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // two instances, each with its own Redis connection, counting under the same names
    const store = () => new RedisRateStore(new Redis(REDIS_URL), Date.now, prefix);
    first = await openTestApp('pglite', { limits: TIGHT, rateStore: store() });
    second = await openTestApp('pglite', { limits: TIGHT, rateStore: store() });
  });
  afterAll(async () => {
    for (const s of [first, second]) {
      await (s?.app.touchline.limiter.store as RedisRateStore | undefined)?.close();
      await s?.dispose();
    }
  });

  it('holds a guesser back on every instance', async () => {
    const ip = '10.9.0.1';
    for (const s of [first, second, first]) {
      const wrong = await s.call(
        'accountLogin',
        { userName: 'host', password: 'nope1234' },
        { ip },
      );
      expect(wrong.body.code).toBe(CODES.invalidRequest);
    }
    // the third failure was on the first instance; the second holds the address back too
    const held = await second.call(
      'accountLogin',
      { userName: 'host', password: 'host1234' },
      { ip },
    );
    expect(held.status).toBe(429);
    expect(held.body.code).toBe(CODES.tooManyRequests);
    // and the owner, elsewhere, logs in on either
    expect(
      (
        await first.call(
          'accountLogin',
          { userName: 'host', password: 'host1234' },
          { ip: '10.9.0.2' },
        )
      ).status,
    ).toBe(200);
  });

  it('clears the shared count at a successful login', async () => {
    const ip = '10.9.1.1';
    await first.call('accountLogin', { userName: 'admin', password: 'wrong123' }, { ip });
    await second.call('accountLogin', { userName: 'admin', password: 'wrong123' }, { ip });
    expect(
      (await first.call('accountLogin', { userName: 'admin', password: 'admin1234' }, { ip }))
        .status,
    ).toBe(200);
    await second.call('accountLogin', { userName: 'admin', password: 'wrong123' }, { ip });
    await first.call('accountLogin', { userName: 'admin', password: 'wrong123' }, { ip });
    expect(
      (await second.call('accountLogin', { userName: 'admin', password: 'admin1234' }, { ip }))
        .status,
    ).toBe(200);
  });
});
