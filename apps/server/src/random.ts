import { randomFillSync } from 'node:crypto';

/** Bytes drawn from the system's generator at once: one system call per this many. */
const POOL_BYTES = 4_096;
const pool = Buffer.allocUnsafe(POOL_BYTES);
let used = POOL_BYTES;

/**
 * `bytes` random bytes (at most 256) from the system's cryptographic generator, as text, taken
 * from a pool filled 4 KiB at a time — as `crypto.randomUUID` does — instead of a system call
 * per id: an id on every request and every bet cost one (`randomBytes`), a busy server's
 * largest system cost after its sockets. Each byte is handed out once.
 */
export function randomText(bytes: number, encoding: 'hex' | 'base64url'): string {
  if (bytes > 256) throw new RangeError(`at most 256 bytes at once, not ${bytes}`);
  if (used + bytes > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  const text = pool.toString(encoding, used, used + bytes);
  used += bytes;
  return text;
}
