import { platformExamples } from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exampleHandlers, fail, ok, server, type Seen } from '../testing/server.ts';
import { createTestShell } from '../testing/site.tsx';
import { browserFingerprint } from './fingerprint.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const easy = ok({ ...platformExamples.getBotChallenge.response, difficulty: 4 });

describe('the device id (spec §4 order)', () => {
  it('takes the deviceId query parameter first', async () => {
    const seen: Seen[] = [];
    server.use(...exampleHandlers({}, seen));
    const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.deviceId]: 'PC-stored' });
    const { shell } = createTestShell(local, { queryDeviceId: () => 'APP-123' });
    expect(await shell.deviceId()).toBe('APP-123');
    expect(local.getItem(LOCAL_STORAGE_KEYS.deviceId)).toBe('APP-123');
    expect(seen).toHaveLength(0);
  });

  it('keeps a stored real id without asking the server', async () => {
    const seen: Seen[] = [];
    server.use(...exampleHandlers({}, seen));
    const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.deviceId]: 'PC-7d2f0c' });
    expect(await createTestShell(local).shell.deviceId()).toBe('PC-7d2f0c');
    expect(seen).toHaveLength(0);
  });

  it('asks the server behind the bot check when the stored id is a placeholder, and sends it after', async () => {
    const seen: Seen[] = [];
    server.use(...exampleHandlers({ getBotChallenge: easy }, seen));
    const local = createMemoryStorage({
      [LOCAL_STORAGE_KEYS.deviceId]: 'PC-timestamp1700000000000',
    });
    const { shell } = createTestShell(local);
    const id = await shell.deviceId();
    expect(id).toBe('PC-7d2f0c'); // the example's server-issued id
    expect(seen.map((s) => s.call)).toEqual(['getBotChallenge', 'verifyBotCheck', 'fetchDeviceId']);
    expect(seen[2]!.body).toEqual({ botToken: platformExamples.verifyBotCheck.response.token });
    await shell.platform.member.getUserInfo();
    expect(seen.at(-1)!.headers.deviceno).toBe(id);
  });

  it('runs no bot check before a protected call; that call resolves the device id first (ADR 014)', async () => {
    const seen: Seen[] = [];
    server.use(...exampleHandlers({ getBotChallenge: easy }, seen));
    const { shell } = createTestShell(createMemoryStorage());
    await shell.platform.operation.getMaintenanceInfo({ point: 0 });
    expect(seen.map((s) => s.call)).toEqual(['getMaintenanceInfo']);
    expect(seen[0]!.headers.deviceno).toBeUndefined();

    // a login's token: the device id's fetch spends one, the login gets its own
    expect(await shell.botCheck.token()).toBe(platformExamples.verifyBotCheck.response.token);
    expect(seen.slice(1).map((s) => s.call)).toEqual([
      'getBotChallenge',
      'verifyBotCheck',
      'fetchDeviceId',
      'getBotChallenge',
      'verifyBotCheck',
    ]);
    await shell.platform.member.getUserInfo();
    expect(seen.at(-1)!.headers.deviceno).toBe('PC-7d2f0c');
    // resolved once per page: another protected call asks the server for no second id
    await shell.botCheck.token();
    expect(seen.filter((s) => s.call === 'fetchDeviceId')).toHaveLength(1);
  });

  it('falls back to PC-timestamp + the fingerprint when the server gives none', async () => {
    server.use(...exampleHandlers({ getBotChallenge: easy, fetchDeviceId: fail(500, '') }));
    const { shell } = createTestShell(createMemoryStorage(), { fingerprint: async () => 'abc123' });
    expect(await shell.deviceId()).toBe('PC-timestampabc123');
  });
});

describe('browserFingerprint', () => {
  it('hashes what the browser tells, the same each time, different for another browser', () => {
    const env = {
      userAgent: 'UA',
      languages: ['vi'],
      timeZone: 'Asia/Ho_Chi_Minh',
      screen: { width: 390, height: 844, colorDepth: 24 },
      hardwareConcurrency: 8,
    };
    const a = browserFingerprint(env);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(browserFingerprint(env)).toBe(a);
    expect(browserFingerprint({ ...env, userAgent: 'Other' })).not.toBe(a);
    expect(browserFingerprint({})).toBeNull();
  });
});
