/**
 * Provably fair outcomes, as the well-known operators publish them (Stake-style): before play the
 * player sees SHA-256(server seed); every bet's randomness is HMAC-SHA256 keyed by the server seed
 * over `${clientSeed}:${nonce}:${round}`; once the server seed is revealed anyone can recompute
 * the bet. The hashing comes from @noble/hashes so the same synchronous code runs on the server
 * and in the browser's verify page.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { FAIR_FLOATS_PER_ROUND } from './seeds.ts';

/** The lower-case hex SHA-256 of the server seed's UTF-8 text: what the player sees before play. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

function assertNonce(nonce: number): void {
  if (!Number.isSafeInteger(nonce) || nonce < 0) {
    throw new RangeError(`nonce must be a whole number from 0, got ${nonce}`);
  }
}

/** HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${round}`), 32 bytes. */
export function fairBytes(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  round: number,
): Uint8Array {
  assertNonce(nonce);
  if (!Number.isSafeInteger(round) || round < 0) {
    throw new RangeError(`round must be a whole number from 0, got ${round}`);
  }
  return hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:${round}`));
}

/** The float in [0, 1) of 4 bytes: b0/256 + b1/256² + b2/256³ + b3/256⁴ (exact in a double). */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  let value = 0;
  let scale = 1;
  for (let i = 0; i < 4; i += 1) {
    scale /= 256;
    value += (bytes[offset + i] ?? 0) * scale;
  }
  return value;
}

/** A source of floats in [0, 1): each call gives the next one. Games draw from one. */
export type FloatSource = () => number;

/**
 * The endless stream of a bet's floats: 8 from round 0's block, the next 8 from round 1's, and so
 * on. Float k is the same as `fairFloats(…, k + 1)[k]`.
 */
export function fairFloatStream(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): FloatSource {
  assertNonce(nonce);
  let round = 0;
  let cursor = FAIR_FLOATS_PER_ROUND;
  let block: Uint8Array = new Uint8Array(0);
  return () => {
    if (cursor === FAIR_FLOATS_PER_ROUND) {
      block = fairBytes(serverSeed, clientSeed, nonce, round);
      round += 1;
      cursor = 0;
    }
    const value = bytesToFloat(block, cursor * 4);
    cursor += 1;
    return value;
  };
}

/** The first `count` floats in [0, 1) of a bet (8 per HMAC block; round = block index). */
export function fairFloats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): number[] {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`count must be a whole number from 0, got ${count}`);
  }
  const next = fairFloatStream(serverSeed, clientSeed, nonce);
  return Array.from({ length: count }, () => next());
}

/** A fresh server seed: 32 random bytes as 64 lower-case hex characters (randomness passed in). */
export function newServerSeed(random: (n: number) => Uint8Array): string {
  const bytes = random(32);
  if (bytes.length !== 32) throw new RangeError(`random(32) gave ${bytes.length} bytes`);
  return bytesToHex(bytes);
}
