/**
 * The provably fair games' seeds and their limits: what the contract and the pages check a seed
 * against. The hashing that draws from them is `fairness.ts`'s, which only the server and the
 * pages that draw or verify load (issue 16: @noble/hashes was on the first screen for a length
 * limit).
 */

/** Bytes in one HMAC-SHA256 block, and floats drawn from one block (4 bytes each). */
export const FAIR_BYTES_PER_ROUND = 32;
export const FAIR_FLOATS_PER_ROUND = 8;

/** The client seed a new player starts with until they choose their own. */
export const DEFAULT_CLIENT_SEED = 'touchline';

/** The longest client seed a player may choose. */
export const MAX_CLIENT_SEED_LENGTH = 64;

/** Whether a text is a server seed as `newServerSeed` makes them (64 lower-case hex). */
export function isServerSeed(text: unknown): text is string {
  return typeof text === 'string' && /^[0-9a-f]{64}$/.test(text);
}

/**
 * Whether a text is a valid client seed: 1 to 64 printable ASCII characters, no space at either
 * end. ASCII only, so that a player re-typing the seed in another tool to verify a bet cannot
 * land on another Unicode normalisation of the same-looking text (other bytes, other outcome).
 */
export function isClientSeed(text: unknown): text is string {
  return (
    typeof text === 'string' &&
    text.length >= 1 &&
    text.length <= MAX_CLIENT_SEED_LENGTH &&
    /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(text)
  );
}
