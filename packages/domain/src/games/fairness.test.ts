/// <reference types="node" />
// The reference implementation below is Node's own crypto, independent of @noble/hashes: test only.
// eslint-disable-next-line import-x/no-nodejs-modules
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bytesToFloat,
  DEFAULT_CLIENT_SEED,
  fairBytes,
  fairFloats,
  fairFloatStream,
  hashServerSeed,
  isClientSeed,
  isServerSeed,
  newServerSeed,
} from '../index.ts';

function referenceBytes(serverSeed: string, clientSeed: string, nonce: number, round: number) {
  return createHmac('sha256', new TextEncoder().encode(serverSeed))
    .update(`${clientSeed}:${nonce}:${round}`, 'utf8')
    .digest();
}

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Stake's published float recipe, written out again: 4 bytes → Σ byte / 256^(i+1). */
function referenceFloats(serverSeed: string, clientSeed: string, nonce: number, count: number) {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round += 1) {
    const bytes = referenceBytes(serverSeed, clientSeed, nonce, round);
    for (let at = 0; at < 32 && floats.length < count; at += 4) {
      floats.push(
        bytes.readUInt8(at) / 256 +
          bytes.readUInt8(at + 1) / 256 ** 2 +
          bytes.readUInt8(at + 2) / 256 ** 3 +
          bytes.readUInt8(at + 3) / 256 ** 4,
      );
    }
  }
  return floats;
}

const seeds: [string, string, number][] = [
  ['3f1e9c0b7a4d5e6f8a9b0c1d2e3f405162738495a6b7c8d9e0f1a2b3c4d5e6f7', 'touchline', 0],
  ['a-short-seed', 'player-chosen seed 42', 1],
  ['0000000000000000000000000000000000000000000000000000000000000000', 'x', 123_456_789],
  ['seed with ünïcode ✓', 'client:with:colons', 7],
];

describe('hashServerSeed', () => {
  it.each(seeds)('is the SHA-256 hex of the seed text (%s)', (serverSeed) => {
    expect(hashServerSeed(serverSeed)).toBe(
      createHash('sha256').update(serverSeed, 'utf8').digest('hex'),
    );
  });

  it('matches the published vector of the empty text', () => {
    expect(hashServerSeed('')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });
});

describe('fairBytes', () => {
  it.each(seeds.flatMap((seed) => [0, 1, 2, 9].map((round) => [...seed, round] as const)))(
    'is HMAC-SHA256(server seed, "client:nonce:round") (%s, %s, %s, round %s)',
    (serverSeed, clientSeed, nonce, round) => {
      expect(hex(fairBytes(serverSeed, clientSeed, nonce, round))).toBe(
        referenceBytes(serverSeed, clientSeed, nonce, round).toString('hex'),
      );
    },
  );

  it('refuses a nonce or a round that is not a whole number from 0', () => {
    expect(() => fairBytes('s', 'c', -1, 0)).toThrow(RangeError);
    expect(() => fairBytes('s', 'c', 1.5, 0)).toThrow(RangeError);
    expect(() => fairBytes('s', 'c', 0, -1)).toThrow(RangeError);
  });
});

describe('fairFloats', () => {
  it.each(seeds)('follows the published recipe across HMAC rounds (%s, %s, %s)', (s, c, n) => {
    expect(fairFloats(s, c, n, 21)).toEqual(referenceFloats(s, c, n, 21));
  });

  it('takes floats 9 to 16 from round 1 (the cursor crossing 8)', () => {
    const [serverSeed, clientSeed, nonce] = seeds[0]!;
    const floats = fairFloats(serverSeed, clientSeed, nonce, 16);
    const round1 = referenceBytes(serverSeed, clientSeed, nonce, 1);
    expect(floats[8]).toBe(
      round1[0]! / 256 + round1[1]! / 256 ** 2 + round1[2]! / 256 ** 3 + round1[3]! / 256 ** 4,
    );
    expect(floats.slice(0, 8)).toEqual(fairFloats(serverSeed, clientSeed, nonce, 8));
  });

  it('gives floats in [0, 1) and the same stream as fairFloatStream', () => {
    const floats = fairFloats('range', 'check', 3, 400);
    expect(floats.every((f) => f >= 0 && f < 1)).toBe(true);
    expect(new Set(floats).size).toBe(400);
    const next = fairFloatStream('range', 'check', 3);
    expect(floats.map(() => next())).toEqual(floats);
  });

  it('maps all-zero bytes to 0 and all-0xff bytes to 1 − 2^-32, never 1', () => {
    expect(bytesToFloat(new Uint8Array(8), 4)).toBe(0);
    expect(bytesToFloat(new Uint8Array(8).fill(0xff), 4)).toBe(1 - 2 ** -32);
    expect(bytesToFloat(Uint8Array.of(0x80, 0, 0, 1), 0)).toBe(0.5 + 2 ** -32);
  });

  it('gives nothing for count 0 and refuses a bad count', () => {
    expect(fairFloats('s', 'c', 0, 0)).toEqual([]);
    expect(() => fairFloats('s', 'c', 0, -1)).toThrow(RangeError);
  });
});

describe('seeds', () => {
  it('makes a server seed of 64 hex characters from the randomness passed in', () => {
    const seed = newServerSeed((n) => Uint8Array.from({ length: n }, (_, i) => i * 8));
    expect(seed).toBe('0008101820283038404850586068707880889098a0a8b0b8c0c8d0d8e0e8f0f8');
    expect(isServerSeed(seed)).toBe(true);
    expect(() => newServerSeed(() => new Uint8Array(16))).toThrow(RangeError);
  });

  it.each([
    ['touchline', true],
    ['a', true],
    ['x'.repeat(64), true],
    ['with inner spaces', true],
    ['', false],
    ['x'.repeat(65), false],
    [' padded', false],
    ['padded ', false],
    ['tab\there', false],
    ['中文', false],
    [42, false],
  ])('isClientSeed(%j) is %s', (text, valid) => {
    expect(isClientSeed(text)).toBe(valid);
  });

  it('has a valid default client seed', () => {
    expect(isClientSeed(DEFAULT_CLIENT_SEED)).toBe(true);
  });

  it('knows a server seed from other text', () => {
    expect(isServerSeed('A'.repeat(64))).toBe(false);
    expect(isServerSeed('a'.repeat(63))).toBe(false);
  });
});
