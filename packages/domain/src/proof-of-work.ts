/**
 * The bot check's proof of work: a nonce such that SHA-256(salt + nonce) starts with
 * `difficulty` zero bits. Domain does no hashing itself: the caller passes the hash of a text
 * (the site with its hashing library, the server with its crypto module).
 */

/** The SHA-256 digest of a text's UTF-8 bytes. */
export type TextHash = (text: string) => Uint8Array;

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

/** Whether `nonce` proves the work asked: hash(salt + nonce) starts with `difficulty` zero bits. */
export function solvesProofOfWork(
  hash: TextHash,
  salt: string,
  nonce: string,
  difficulty: number,
): boolean {
  if (typeof nonce !== 'string' || nonce === '' || !Number.isFinite(difficulty)) return false;
  return leadingZeroBits(hash(salt + nonce)) >= difficulty;
}

/**
 * Searches nonces `from`, `from + 1`… (at most `count` of them) for one that solves the
 * challenge; null when none of them does.
 */
export function searchProofOfWork(
  hash: TextHash,
  salt: string,
  difficulty: number,
  from = 0,
  count = Number.MAX_SAFE_INTEGER,
): string | null {
  for (let n = from; n < from + count; n += 1) {
    const nonce = String(n);
    if (solvesProofOfWork(hash, salt, nonce, difficulty)) return nonce;
  }
  return null;
}
