import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';

/**
 * The addresses the server hands out (invitation links, the sportsbook config's servers) never
 * come from a request header: production needs PUBLIC_URL, and without it (development) a Host
 * is used only when it names this machine.
 */

const HOSTILE_HOSTS = [
  'evil.example',
  'evil.example:443',
  'localhost.evil.example',
  '127.0.0.1@evil.example',
];

function addresses(config: Record<string, string>, invite: { inviteUrl: string }): string[] {
  return [
    config.apiServerAddress!,
    config.pcAddress!,
    config.pushServerAddress!,
    config.virtualAddress!,
    invite.inviteUrl,
  ];
}

describe('PUBLIC_URL in production', () => {
  const PRODUCTION = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://db/touchline',
    SESSION_SECRET: 's'.repeat(40),
    GAME_PROVIDER_SECRET: 'g'.repeat(40),
  };

  it('is required, with a message that says why', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(ConfigError);
    expect(() => loadConfig(PRODUCTION)).toThrow(
      /PUBLIC_URL is required in production \(the site's public origin, e\.g\. https:\/\/touchline\.example\)/,
    );
    expect(loadConfig({ ...PRODUCTION, PUBLIC_URL: 'https://touchline.example' }).PUBLIC_URL).toBe(
      'https://touchline.example',
    );
  });
});

describe.each(DATABASE_KINDS)('the addresses handed out on %s', (kind) => {
  let dev: TestApp;
  let configured: TestApp;
  let devToken: string;
  let configuredToken: string;
  beforeAll(async () => {
    dev = await openTestApp(kind, { env: { NODE_ENV: 'development', PORT: '8123' } });
    configured = await openTestApp(kind, {
      env: { NODE_ENV: 'development', PUBLIC_URL: 'https://touchline.example' },
    });
    devToken = await dev.login('demo', 'demo1234');
    configuredToken = await configured.login('demo', 'demo1234');
  });
  afterAll(async () => {
    await dev?.dispose();
    await configured?.dispose();
  });

  async function handedOut(s: TestApp, token: string, host: string): Promise<string[]> {
    const headers = { host };
    const config = await s.call('fetchSportsbookToken', {}, { token, headers });
    const invite = await s.call('generateReferralCode', {}, { token, headers });
    expect(config.body.code).toBe(200);
    expect(invite.body.code).toBe(200);
    return addresses(
      config.body.data as Record<string, string>,
      invite.body.data as { inviteUrl: string },
    );
  }

  it.each(HOSTILE_HOSTS)('never takes Host: %s into an address (development)', async (host) => {
    for (const address of await handedOut(dev, devToken, host)) {
      expect(address).not.toContain('evil');
      expect(address).toMatch(/^(http|ws):\/\/localhost:8123(\/|$)/);
    }
  });

  it('follows a Host naming this machine in development', async () => {
    for (const host of ['localhost:5173', '127.0.0.1:8123', '[::1]:8080']) {
      const [api, , push] = await handedOut(dev, devToken, host);
      expect(api).toBe(`http://${host}`);
      expect(push).toBe(`ws://${host}/ws`);
    }
  });

  it.each([...HOSTILE_HOSTS, 'localhost:80'])(
    'answers PUBLIC_URL whatever the Host (%s)',
    async (host) => {
      const [api, pc, push, virtual, invite] = await handedOut(configured, configuredToken, host);
      expect(api).toBe('https://touchline.example');
      expect(pc).toBe('https://touchline.example/sports');
      expect(push).toBe('wss://touchline.example/ws');
      expect(virtual).toBe('https://touchline.example/sports/virtual');
      expect(invite).toMatch(/^https:\/\/touchline\.example\/\?referCode=TL/);
    },
  );
});
