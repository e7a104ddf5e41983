import { describe, expect, it } from 'vitest';
import { leadingZeroBits } from '@touchline/domain';
import { ProofOfWorkBotCheck, solve, solves } from './bot-check.ts';
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

  it('passes a solved challenge with 200, the same solution again with 201, and spends tokens once', () => {
    let now = 1_000;
    const check = new ProofOfWorkBotCheck(() => now, 8);
    const c = check.challenge();
    const nonce = solve(c.salt, c.difficulty);
    expect(solves(c.salt, nonce, 8)).toBe(true);
    const first = check.verify(c.challengeId, nonce);
    expect(first.code).toBe(200);
    const again = check.verify(c.challengeId, nonce);
    expect(again).toEqual({ code: 201, token: (first as { token: string }).token });
    expect(check.consume((first as { token: string }).token)).toBe(true);
    expect(check.consume((first as { token: string }).token)).toBe(false);
    now += 1;
  });

  it('refuses wrong solutions, unknown and expired challenges and tokens', () => {
    let now = 0;
    const check = new ProofOfWorkBotCheck(() => now, 8);
    const c = check.challenge();
    let wrong = 0;
    while (solves(c.salt, String(wrong), 8)) wrong += 1;
    expect(check.verify(c.challengeId, String(wrong)).code).toBe(400);
    expect(check.verify('nope', '1').code).toBe(410);
    const nonce = solve(c.salt, 8);
    now += 3 * 60_000;
    expect(check.verify(c.challengeId, nonce).code).toBe(410);
    const d = check.challenge();
    const ok = check.verify(d.challengeId, solve(d.salt, 8)) as { token: string };
    now += 10 * 60_000;
    expect(check.consume(ok.token)).toBe(false);
    expect(check.consume('')).toBe(false);
    expect(check.consume(null)).toBe(false);
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
