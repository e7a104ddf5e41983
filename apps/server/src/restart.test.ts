import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { solve } from './providers/bot-check.ts';
import { startServer, type RunningServer } from './server.ts';

/** The server as `pnpm start` runs it, on a real port, over a PGlite folder on disk. */
function start(dataDir: string): Promise<RunningServer> {
  return startServer(
    { NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', BOT_CHECK_DIFFICULTY: '4' },
    { logger: false },
  );
}

async function call(
  server: RunningServer,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  token?: string,
) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as { code: number; data: Record<string, unknown> };
}

describe('restart on PGlite', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tl-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps what was written before a restart, and seeds only once', async () => {
    const first = await start(dataDir);
    let demoToken: string;
    let token: string;
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const challenge = (await call(first, 'GET', '/api/security/bot-check/challenge')).data as {
        challengeId: string;
        salt: string;
        difficulty: number;
      };
      const verified = await call(first, 'POST', '/api/security/bot-check/verify', {
        challengeId: challenge.challengeId,
        nonce: solve(challenge.salt, challenge.difficulty),
      });
      const registered = await call(first, 'POST', '/api/user/auth/account-register', {
        userName: 'survivor',
        password: 'still123here',
        regDomain: 'touchline.test',
        dateOfBirth: '1990-01-01',
        botToken: verified.data.token,
      });
      expect(registered.code).toBe(200);
      token = registered.data.accessToken as string;
      const demo = await call(first, 'POST', '/api/user/auth/account-login/v2', {
        userName: 'demo',
        password: 'demo1234',
      });
      demoToken = demo.data.accessToken as string;
      const drawn = await call(
        first,
        'POST',
        '/api/member/invite/drawAward',
        { kind: 'bet', idempotencyKey: 'restart-draw-1' },
        demoToken,
      );
      expect(drawn.data).toEqual({ amount: '22.50', memberWallet: '9942.50' });
    } finally {
      await first.close();
    }

    const second = await start(dataDir);
    try {
      const [members] = await second.db.query<{ n: bigint }>(
        `select count(*)::bigint as n from members where user_name = 'demo'`,
      );
      expect(Number(members!.n)).toBe(1);
      // the session issued before the restart still stands, and so does the new account
      const info = await call(second, 'GET', '/api/user/info', undefined, token);
      expect(info.data).toMatchObject({ userName: 'survivor' });
      const login = await call(second, 'POST', '/api/user/auth/account-login/v2', {
        userName: 'survivor',
        password: 'still123here',
      });
      expect(login.code).toBe(200);
      const wallet = await call(second, 'POST', '/api/fund/wallet/member/local', {}, demoToken);
      expect(wallet.data).toEqual({ memberWallet: '9942.50', currency: 'VND' });
      // the same draw key after the restart answers the same draw, and moves nothing
      const again = await call(
        second,
        'POST',
        '/api/member/invite/drawAward',
        { kind: 'bet', idempotencyKey: 'restart-draw-1' },
        demoToken,
      );
      expect(again.data).toEqual({ amount: '22.50', memberWallet: '9942.50' });
    } finally {
      await second.close();
    }
  }, 240_000);
});
