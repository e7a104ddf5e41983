import { sha256 } from '@noble/hashes/sha2.js';
import { platformExamples } from '@touchline/api/examples';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exampleHandlers, fail, ok, server, type Seen } from '../testing/server.ts';
import { createTestShell } from '../testing/site.tsx';
import { createBotCheck } from './botCheck.ts';
import { leadingZeroBits } from '@touchline/domain';
import { searchNonce } from './pow.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('proof of work', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0x0f, 0xff]))).toBe(12);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('finds a nonce whose SHA-256(salt + nonce) starts with the asked zero bits', () => {
    const { salt, difficulty } = platformExamples.getBotChallenge.response;
    const nonce = searchNonce(salt, difficulty)!;
    const digest = sha256(new TextEncoder().encode(salt + nonce));
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(difficulty);
  });

  it('answers null when the range holds no solution', () => {
    expect(searchNonce('salt', 32, 0, 10)).toBeNull();
  });
});

describe('the bot check', () => {
  it('solves the challenge and trades it for a token', async () => {
    const seen: Seen[] = [];
    server.use(...exampleHandlers({}, seen));
    const { shell } = createTestShell();
    const check = createBotCheck(shell.platform);
    expect(await check.token()).toBe(platformExamples.verifyBotCheck.response.token);
    const verify = seen.find((s) => s.call === 'verifyBotCheck')!.body as { nonce: string };
    const { salt, difficulty, challengeId } = platformExamples.getBotChallenge.response;
    expect(verify).toMatchObject({ challengeId });
    expect(
      leadingZeroBits(sha256(new TextEncoder().encode(salt + verify.nonce))),
    ).toBeGreaterThanOrEqual(difficulty);
  });

  it('counts 201 as passed and any other status as failed', async () => {
    server.use(...exampleHandlers({ verifyBotCheck: ok({ status: 201, token: 'again' }) }));
    expect(await createBotCheck(createTestShell().shell.platform).token()).toBe('again');
    server.use(...exampleHandlers({ verifyBotCheck: ok({ status: 410, token: 'x' }) }));
    expect(await createBotCheck(createTestShell().shell.platform).token()).toBeNull();
  });

  it('gives null when the server refuses', async () => {
    server.use(...exampleHandlers({ getBotChallenge: fail(500, '') }));
    expect(await createBotCheck(createTestShell().shell.platform).token()).toBeNull();
  });

  it('gives up at its time limit with null', async () => {
    // a challenge no browser solves: 32 zero bits
    server.use(
      ...exampleHandlers({
        getBotChallenge: ok({ ...platformExamples.getBotChallenge.response, difficulty: 32 }),
      }),
    );
    const check = createBotCheck(createTestShell().shell.platform, 50);
    expect(await check.token()).toBeNull();
  });

  it('hands a prefetched token to the next caller only', async () => {
    const seen: Seen[] = [];
    server.use(
      ...exampleHandlers(
        { getBotChallenge: ok({ ...platformExamples.getBotChallenge.response, difficulty: 4 }) },
        seen,
      ),
    );
    const check = createBotCheck(createTestShell().shell.platform);
    check.prefetch();
    check.prefetch();
    await check.token();
    expect(seen.filter((s) => s.call === 'getBotChallenge')).toHaveLength(1);
    await check.token();
    expect(seen.filter((s) => s.call === 'getBotChallenge')).toHaveLength(2);
  });
});
