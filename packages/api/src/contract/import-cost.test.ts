import { expect, it, vi } from 'vitest';
import type * as zodMini from 'zod/mini';

/** Each zod/mini function called, with the line that called it. */
const built: string[] = [];

vi.mock('zod/mini', async (importOriginal) => {
  const actual = await importOriginal<typeof zodMini>();
  const z = new Proxy(actual.z, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      // the functions that build schemas and checks (not the classes, `z.core`, `z.config`)
      if (typeof value !== 'function' || typeof key !== 'string' || /^[A-Z$]/.test(key)) {
        return value;
      }
      return (...args: unknown[]) => {
        built.push(`z.${key} ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
        return (value as (...a: unknown[]) => unknown)(...args);
      };
    },
  });
  return { ...actual, z };
});

it('builds no schema when the contract is imported: each is built by its first use (lazySchema)', async () => {
  const contract = await import('./index.ts');
  await import('./admin-registry.ts');
  await import('./player-registry.ts');
  await import('./realtime.ts');
  expect(built).toEqual([]);

  // and they are the schemas: the first use builds them
  expect(contract.idSchema.safeParse(3).success).toBe(true);
  expect(built.length).toBeGreaterThan(0);
});
