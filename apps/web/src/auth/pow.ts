import { sha256 } from '@noble/hashes/sha2.js';
import { searchProofOfWork } from '@touchline/domain';

const encoder = new TextEncoder();

/** SHA-256 of a text's UTF-8 bytes, the hash domain's proof-of-work rule is given. */
export const sha256Text = (text: string): Uint8Array => sha256(encoder.encode(text));

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
  return searchProofOfWork(sha256Text, salt, difficulty, from, count);
}
