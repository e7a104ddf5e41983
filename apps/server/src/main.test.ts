import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The server as `pnpm start` runs it: this package's `start` script (node with tsx's loader over
 * src/main.ts — no tsx wrapper process, whose signal relay kills a slow child) in a process of its
 * own. It prints its address when ready, serves the web app and the APIs on that
 * one port, seeds the demo on an empty database, and closes cleanly on SIGTERM or SIGINT.
 */

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Started {
  const base = { ...process.env };
  // never the suite's PostgreSQL: the started server would seed its public schema
  delete base.DATABASE_URL;
  delete base.NODE_ENV;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@touchline/source', 'src/main.ts'],
    {
      cwd: SERVER,
      env: { ...base, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

/** Resolves with the address the server printed, or rejects when it exits before. */
function ready(started: Started): Promise<string> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const match = /Touchline is ready at (http:\/\/\S+)/.exec(started.output());
      if (match) {
        started.child.stdout!.off('data', look);
        resolve(match[1]!);
      }
    };
    started.child.stdout!.on('data', look);
    void started.exited.then((code) =>
      reject(new Error(`exited with ${code} before ready:\n${started.output()}`)),
    );
  });
}

describe('the start script', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tl-main-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the site and the APIs on the address it prints, with the demo, then closes on a signal', async () => {
    const web = path.join(dir, 'web');
    mkdirSync(path.join(web, 'assets'), { recursive: true });
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Touchline test</title>');
    writeFileSync(path.join(web, 'assets/app-1a2b3c.js'), 'console.log(1);');
    const started = run({
      PORT: '0',
      DATA_DIR: path.join(dir, 'data'),
      WEB_DIST: web,
      BOT_CHECK_DIFFICULTY: '4',
    });
    try {
      const url = await ready(started);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      // the accounts in a block of their own, one a line
      expect(started.output()).toMatch(
        /Demo accounts \(user name, password, role\):\n {2}demo +demo1234 +member\n/,
      );
      expect(started.output()).toMatch(/\n {2}verify +verify1234 +member \(second login step/);

      for (const page of ['/', '/Promotion', '/some/deep/page']) {
        const response = await fetch(`${url}${page}`);
        expect(response.status, page).toBe(200);
        expect(await response.text()).toContain('Touchline test');
        expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      }
      const asset = await fetch(`${url}/assets/app-1a2b3c.js`);
      expect(asset.headers.get('cache-control')).toContain('immutable');

      for (const [userName, password, role] of [
        ['demo', 'demo1234', 'member'],
        ['host', 'host1234', 'anchor'],
        ['admin', 'admin1234', 'superAdmin'],
      ] as const) {
        const login = await fetch(`${url}/api/user/auth/account-login/v2`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userName, password }),
        });
        const { data } = (await login.json()) as { data: { accessToken: string } };
        const headers = { authorization: data.accessToken, 'content-type': 'application/json' };
        const info = await fetch(`${url}/api/user/info`, { headers });
        expect(((await info.json()) as { data: { role: string } }).data.role).toBe(role);
        const wallet = await fetch(`${url}/api/fund/wallet/member/local`, {
          method: 'POST',
          headers,
          body: '{}',
        });
        const { memberWallet } = ((await wallet.json()) as { data: { memberWallet: string } }).data;
        // funded with 10,000.00: demo keeps 80.00 of it in the slots wallet, as the README says
        expect(Number(memberWallet), userName).toBe(userName === 'demo' ? 9_920 : 10_000);
      }
      const readme = readFileSync(path.join(SERVER, '../../README.md'), 'utf8');
      expect(readme).toContain('Each starts with 10,000.00 VND');
      expect(readme).toContain('so its wallet shows 9,920.00');
      // a readable log: one line for a call that failed, none for the pages and files that
      // worked, no JSON request lines
      await fetch(`${url}/api/user/auth/account-login/v2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: 'demo', password: 'wrong' }),
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const log = started.output();
      expect(log).toMatch(
        /\d\d:\d\d:\d\d WARN {2}POST \/api\/user\/auth\/account-login\/v2 400 \d+ ms\n/,
      );
      expect(log).not.toContain('"msg":"incoming request"');
      expect(log).not.toMatch(/GET \/assets\/app-1a2b3c\.js/);
      expect(log).not.toMatch(/GET \/Promotion/);
    } finally {
      started.child.kill('SIGTERM');
    }
    expect(await started.exited).toBe(0);
    expect(started.output()).toMatch(/INFO {2}shutting down signal=SIGTERM/);
  }, 120_000);

  it('tells why when it cannot start: production without its settings', async () => {
    const started = run({ NODE_ENV: 'production', PORT: '0' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain(
      'invalid server settings: DATABASE_URL is required in production; SESSION_SECRET is required in production',
    );
    expect(started.output()).not.toMatch(/\n\s+at /);
  }, 120_000);
});
