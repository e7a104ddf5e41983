import { describe, expect, it, vi } from 'vitest';
import {
  createDeviceIdResolver,
  createMemoryStorage,
  DEVICE_ID_STORAGE_KEY,
  type KeyValueStorage,
} from './index.ts';

function setup(
  overrides: Partial<Parameters<typeof createDeviceIdResolver>[0]> = {},
  stored?: string,
) {
  const storage = createMemoryStorage(
    stored === undefined ? {} : { [DEVICE_ID_STORAGE_KEY]: stored },
  );
  const deps = {
    storage,
    fetchServerId: vi.fn(async () => 'srv-123' as string | null),
    fingerprint: vi.fn(async () => 'fp9f8e' as string | null),
    now: () => 1_700_000_000_000,
    ...overrides,
  };
  return { storage, deps, resolver: createDeviceIdResolver(deps) };
}

describe('createDeviceIdResolver', () => {
  it('(1) takes the query deviceId first and stores it', async () => {
    const { resolver, storage, deps } = setup({ queryDeviceId: () => 'app-device-1' }, 'stored-id');
    await expect(resolver.resolve()).resolves.toBe('app-device-1');
    expect(storage.getItem(DEVICE_ID_STORAGE_KEY)).toBe('app-device-1');
    expect(deps.fetchServerId).not.toHaveBeenCalled();
  });

  it('(2) uses a stored real id without fetching', async () => {
    const { resolver, deps } = setup({ queryDeviceId: () => '' }, 'stored-id');
    await expect(resolver.resolve()).resolves.toBe('stored-id');
    expect(deps.fetchServerId).not.toHaveBeenCalled();
  });

  it.each(['PC-timestamp1700000000000', 'PC-undefined', 'undefined', ''])(
    '(3) fetches the server id when the stored id is %j, and stores it',
    async (stored) => {
      const { resolver, storage, deps } = setup({}, stored);
      await expect(resolver.resolve()).resolves.toBe('srv-123');
      expect(deps.fetchServerId).toHaveBeenCalledTimes(1);
      expect(storage.getItem(DEVICE_ID_STORAGE_KEY)).toBe('srv-123');
    },
  );

  it('(3) fetches when nothing is stored', async () => {
    const { resolver } = setup();
    await expect(resolver.resolve()).resolves.toBe('srv-123');
  });

  it.each([
    ['rejects', async () => Promise.reject(new Error('network'))],
    ['answers null', async () => null],
    ['answers empty', async () => ''],
    ['answers blank', async () => '   '],
  ])('(4) falls back to the fingerprint when the server %s', async (_, fetchServerId) => {
    const { resolver, storage } = setup({ fetchServerId });
    await expect(resolver.resolve()).resolves.toBe('PC-timestampfp9f8e');
    expect(storage.getItem(DEVICE_ID_STORAGE_KEY)).toBe('PC-timestampfp9f8e');
  });

  it('(5) falls back to the time when the fingerprint fails too', async () => {
    const { resolver } = setup({
      fetchServerId: async () => null,
      fingerprint: async () => {
        throw new Error('canvas blocked');
      },
    });
    await expect(resolver.resolve()).resolves.toBe('PC-timestamp1700000000000');
    const empty = setup({ fetchServerId: async () => null, fingerprint: async () => '' });
    await expect(empty.resolver.resolve()).resolves.toBe('PC-timestamp1700000000000');
  });

  it('a stored fallback is retried against the server next time', async () => {
    const fetchServerId = vi.fn(async (): Promise<string | null> => null);
    const { resolver } = setup({ fetchServerId });
    await expect(resolver.resolve()).resolves.toBe('PC-timestampfp9f8e');
    fetchServerId.mockResolvedValueOnce('srv-late');
    await expect(resolver.resolve()).resolves.toBe('srv-late');
    await expect(resolver.resolve()).resolves.toBe('srv-late');
    expect(fetchServerId).toHaveBeenCalledTimes(2);
  });

  it('concurrent resolves share one server fetch', async () => {
    let release!: (id: string) => void;
    const fetchServerId = vi.fn(() => new Promise<string | null>((r) => (release = r)));
    const { resolver } = setup({ fetchServerId });
    const all = Promise.all(Array.from({ length: 10 }, () => resolver.resolve()));
    await Promise.resolve();
    release('srv-shared');
    expect(await all).toEqual(Array(10).fill('srv-shared'));
    expect(fetchServerId).toHaveBeenCalledTimes(1);
  });

  it('works when storage throws', async () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    const resolver = createDeviceIdResolver({
      storage: broken,
      fetchServerId: async () => 'srv-9',
      fingerprint: async () => null,
      now: () => 1,
    });
    await expect(resolver.resolve()).resolves.toBe('srv-9');
  });
});
