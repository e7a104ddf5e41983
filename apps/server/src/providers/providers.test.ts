import { describe, expect, it } from 'vitest';
import { leadingZeroBits } from '@touchline/domain';
import { memoryUseCounter, ProofOfWorkBotCheck, solve, solves } from './bot-check.ts';
import {
  ConsoleSmsSender,
  HttpSmsSender,
  newSmsCode,
  smsSenderFor,
  UnconfiguredSmsSender,
} from './sms.ts';

describe('proof-of-work bot check', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(Buffer.from([0, 0, 0xff]))).toBe(16);
    expect(leadingZeroBits(Buffer.from([0x0f]))).toBe(4);
    expect(leadingZeroBits(Buffer.from([0x80]))).toBe(0);
    expect(leadingZeroBits(Buffer.from([0, 0]))).toBe(16);
  });

  it('passes a solved challenge with 200, the same solution again with 201, and spends tokens once', async () => {
    let now = 1_000;
    const check = new ProofOfWorkBotCheck({ now: () => now, difficulty: 8 });
    const c = check.challenge();
    const nonce = solve(c.salt, c.difficulty);
    expect(solves(c.salt, nonce, 8)).toBe(true);
    const first = await check.verify(c.challengeId, nonce);
    expect(first.code).toBe(200);
    const again = await check.verify(c.challengeId, nonce);
    expect(again).toEqual({ code: 201, token: (first as { token: string }).token });
    expect(await check.consume((first as { token: string }).token)).toBe(true);
    expect(await check.consume((first as { token: string }).token)).toBe(false);
    now += 1;
  });

  it('refuses wrong solutions, unknown and expired challenges and tokens', async () => {
    let now = 0;
    const check = new ProofOfWorkBotCheck({ now: () => now, difficulty: 8 });
    const c = check.challenge();
    let wrong = 0;
    while (solves(c.salt, String(wrong), 8)) wrong += 1;
    expect((await check.verify(c.challengeId, String(wrong))).code).toBe(400);
    expect((await check.verify('nope', '1')).code).toBe(410);
    const nonce = solve(c.salt, 8);
    now += 3 * 60_000;
    expect((await check.verify(c.challengeId, nonce)).code).toBe(410);
    const d = check.challenge();
    const ok = (await check.verify(d.challengeId, solve(d.salt, 8))) as { token: string };
    now += 10 * 60_000;
    expect(await check.consume(ok.token)).toBe(false);
    expect(await check.consume('')).toBe(false);
    expect(await check.consume(null)).toBe(false);
  });

  it('refuses a challenge or token it did not sign, and one whose difficulty was lowered', async () => {
    const check = new ProofOfWorkBotCheck({ difficulty: 8, secret: 'a'.repeat(32) });
    const other = new ProofOfWorkBotCheck({ difficulty: 8, secret: 'b'.repeat(32) });
    const c = other.challenge();
    expect((await check.verify(c.challengeId, solve(c.salt, 8))).code).toBe(410);
    const own = check.challenge();
    const [kind, salt, , expires, mac] = own.challengeId.split('.');
    const easier = [kind, salt, '1', expires, mac].join('.');
    expect((await check.verify(easier, solve(own.salt, 1))).code).toBe(410);
    const d = other.challenge();
    const token = ((await other.verify(d.challengeId, solve(d.salt, 8))) as { token: string })
      .token;
    expect(await check.consume(token)).toBe(false);
  });

  it('asks for extra bits when told to, and the challenge id stays within the contract', () => {
    const check = new ProofOfWorkBotCheck({ difficulty: 8 });
    const c = check.challenge(3);
    expect(c.difficulty).toBe(11);
    expect(c.challengeId.length).toBeLessThanOrEqual(64);
  });

  it('works across instances that share the secret and the counters: each token is spent once', async () => {
    let now = 5_000;
    const uses = memoryUseCounter(() => now);
    const secret = 's'.repeat(32);
    const a = new ProofOfWorkBotCheck({ now: () => now, difficulty: 8, secret, uses });
    const b = new ProofOfWorkBotCheck({ now: () => now, difficulty: 8, secret, uses });
    const c = a.challenge();
    const nonce = solve(c.salt, 8);
    const first = (await b.verify(c.challengeId, nonce)) as { code: number; token: string };
    expect(first.code).toBe(200);
    expect((await a.verify(c.challengeId, nonce)).code).toBe(201);
    expect(await a.consume(first.token)).toBe(true);
    expect(await b.consume(first.token)).toBe(false);
    now += 1;
  });
});

describe('SMS senders', () => {
  it('the demo sender prints and remembers codes', async () => {
    const lines: string[] = [];
    const sms = new ConsoleSmsSender((l) => lines.push(l));
    await sms.send({ to: '+84 901', text: 'code 123456', code: '123456', sentAt: 1 });
    await sms.send({ to: '+84 902', text: 'code 000001', code: '000001', sentAt: 2 });
    expect(sms.lastCodeFor('+84 901')).toBe('123456');
    expect(sms.lastCodeFor('+84 999')).toBeUndefined();
    expect(lines[0]).toContain('+84 901');
  });
  it('production without a gateway refuses to send', async () => {
    await expect(new UnconfiguredSmsSender().send()).rejects.toThrow(/no SMS gateway/);
  });
  it('picks the configured gateway, else the console in demo mode only', () => {
    const gateway = { SMS_GATEWAY_URL: 'https://sms.example/send', SMS_GATEWAY_TOKEN: undefined };
    expect(smsSenderFor({ ...gateway, demo: false })).toBeInstanceOf(HttpSmsSender);
    expect(smsSenderFor({ ...gateway, demo: true })).toBeInstanceOf(HttpSmsSender);
    const none = { SMS_GATEWAY_URL: undefined, SMS_GATEWAY_TOKEN: undefined };
    expect(smsSenderFor({ ...none, demo: true })).toBeInstanceOf(ConsoleSmsSender);
    expect(smsSenderFor({ ...none, demo: false })).toBeInstanceOf(UnconfiguredSmsSender);
  });
  it('the gateway sender posts the address and text, and names only the status on failure', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let status = 200;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { status });
    }) as unknown as typeof fetch;
    const sms = new HttpSmsSender('https://sms.example/send', 'tok', fakeFetch);
    const message = { to: '+84901', text: 'Your code is 123456.', code: '123456', sentAt: 1 };
    await sms.send(message);
    expect(calls[0]!.url).toBe('https://sms.example/send');
    expect(calls[0]!.init.headers).toMatchObject({ authorization: 'Bearer tok' });
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      to: '+84901',
      text: 'Your code is 123456.',
    });
    status = 500;
    const failure = await sms.send(message).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('the SMS gateway answered 500');
  });
  it('codes are six digits', () => {
    for (let i = 0; i < 50; i += 1) expect(newSmsCode()).toMatch(/^\d{6}$/);
  });
});
