import { describe, expect, it } from 'vitest';
import {
  GOLDEN_GOAL,
  hashServerSeed,
  playDiceRound,
  playSlotRound,
  verifyRound,
} from '../index.ts';

const serverSeed = '6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b';
const serverSeedHash = hashServerSeed(serverSeed);

describe('verifyRound', () => {
  it('recomputes a dice bet and checks the hash shown before play', () => {
    const bet = { target: 4200, direction: 'under' as const };
    const verified = verifyRound('dice', {
      serverSeed,
      serverSeedHash,
      clientSeed: 'keeper',
      nonce: 12,
      params: bet,
    });
    expect(verified).toEqual({
      game: 'dice',
      serverSeedHash,
      hashMatches: true,
      outcome: playDiceRound(serverSeed, 'keeper', 12, bet),
    });
  });

  it('recomputes a slot round, Golden Goal by default or by code', () => {
    const input = { serverSeed, clientSeed: 'striker', nonce: 3 };
    const byDefault = verifyRound('slot', { ...input, params: {} });
    expect(byDefault).toEqual({
      game: 'slot',
      code: 'golden-goal',
      serverSeedHash,
      hashMatches: null,
      outcome: playSlotRound(GOLDEN_GOAL, serverSeed, 'striker', 3),
    });
    expect(verifyRound('slot', { ...input, params: { code: 'golden-goal' } })).toEqual(byDefault);
  });

  it('says when the revealed seed does not fit the hash, ignoring case and spaces', () => {
    const input = { serverSeed, clientSeed: 'c', nonce: 0, params: {} };
    expect(verifyRound('slot', { ...input, serverSeedHash: '0'.repeat(64) }).hashMatches).toBe(
      false,
    );
    expect(
      verifyRound('slot', { ...input, serverSeedHash: ` ${serverSeedHash.toUpperCase()} ` })
        .hashMatches,
    ).toBe(true);
  });

  it('refuses an unknown slot, a bad dice bet or a bad nonce', () => {
    const input = { serverSeed, clientSeed: 'c', nonce: 0 };
    expect(() => verifyRound('slot', { ...input, params: { code: 'nope' } })).toThrow(RangeError);
    expect(() => verifyRound('slot', { ...input, params: { code: 'toString' } })).toThrow(
      RangeError,
    );
    expect(() =>
      verifyRound('dice', { ...input, params: { target: 10, direction: 'under' } }),
    ).toThrow(RangeError);
    expect(() =>
      verifyRound('dice', { ...input, nonce: -1, params: { target: 5000, direction: 'over' } }),
    ).toThrow(RangeError);
  });
});
