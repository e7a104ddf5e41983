import { Redis } from 'ioredis';

/** The Redis the suite's shared-store tests use: REDIS_URL, or the machine's own. */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether a Redis server answers at REDIS_URL: the tests of instances sharing one Redis are
 * skipped without it (the server itself works without Redis).
 */
export async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
