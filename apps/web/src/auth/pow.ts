import { sha256 } from '@noble/hashes/sha2.js';

const encoder = new TextEncoder();

/** How many leading bits of a digest are zero. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/**
 * Searches nonces `from`, `from + 1`… (at most `count` of them) for one where SHA-256(salt +
 * nonce) starts with `difficulty` zero bits; the bot check's proof of work.
 */
export function searchNonce(
  salt: string,
  difficulty: number,
  from = 0,
  count = Number.MAX_SAFE_INTEGER,
): string | null {
  for (let n = from; n < from + count; n += 1) {
    const nonce = String(n);
    if (leadingZeroBits(sha256(encoder.encode(salt + nonce))) >= difficulty) return nonce;
  }
  return null;
}
