import { describe, expect, it } from 'vitest';
import { leadingZeroBits, searchProofOfWork, solvesProofOfWork, type TextHash } from './index.ts';

/** A stand-in hash for the rules (domain does no hashing): the text's length as the first byte. */
const lengthHash: TextHash = (text) => Uint8Array.of(0, 0xff >> Math.min(8, text.length), 0xff);

describe('leadingZeroBits', () => {
  it.each([
    [[0, 0, 0xff], 16],
    [[0x0f], 4],
    [[0x80], 0],
    [[0x01], 7],
    [[0, 0], 16],
    [[], 0],
  ])('%j → %s', (bytes, bits) => {
    expect(leadingZeroBits(Uint8Array.from(bytes))).toBe(bits);
  });
});

describe('solvesProofOfWork', () => {
  it('compares the zero bits of hash(salt + nonce) with the difficulty', () => {
    // salt "ab" + nonce "1": 3 characters → 0x00, 0x1f → 8 + 3 zero bits
    expect(solvesProofOfWork(lengthHash, 'ab', '1', 11)).toBe(true);
    expect(solvesProofOfWork(lengthHash, 'ab', '1', 12)).toBe(false);
    expect(solvesProofOfWork(lengthHash, 'ab', '12', 12)).toBe(true);
  });

  it('refuses an empty nonce, one that is not text, or a difficulty that is not a number', () => {
    expect(solvesProofOfWork(lengthHash, 'ab', '', 0)).toBe(false);
    expect(solvesProofOfWork(lengthHash, 'ab', 7 as unknown as string, 0)).toBe(false);
    expect(solvesProofOfWork(lengthHash, 'ab', '1', Number.NaN)).toBe(false);
  });
});

describe('searchProofOfWork', () => {
  it('finds the first nonce that solves the challenge', () => {
    // 2 + length of the nonce must reach 12 − 8 = 4 characters: 10 is the first two-digit nonce
    expect(searchProofOfWork(lengthHash, 'ab', 12)).toBe('10');
    expect(searchProofOfWork(lengthHash, 'ab', 0)).toBe('0');
  });

  it('searches only the range asked, and says when none solves it', () => {
    expect(searchProofOfWork(lengthHash, 'ab', 12, 3, 5)).toBeNull();
    expect(searchProofOfWork(lengthHash, 'ab', 12, 5, 10)).toBe('10');
  });
});
