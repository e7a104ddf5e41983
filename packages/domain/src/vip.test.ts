import { describe, expect, it } from 'vitest';
import { clampVipLevel, VIP_LEVELS, vipTier } from './index.ts';

describe('VIP levels', () => {
  it('steps through the tiers from 0 to 11', () => {
    expect(VIP_LEVELS.map(vipTier)).toEqual([
      'entry',
      'bronze',
      'bronze',
      'bronze',
      'silver',
      'silver',
      'silver',
      'gold',
      'gold',
      'gold',
      'gold',
      'black-gold',
    ]);
  });
  it('clamps bad levels', () => {
    expect(clampVipLevel(-3)).toBe(0);
    expect(clampVipLevel(99)).toBe(11);
    expect(clampVipLevel(4.7)).toBe(4);
    expect(clampVipLevel(Number.NaN)).toBe(0);
    expect(clampVipLevel('5' as unknown as number)).toBe(0);
    expect(vipTier(1e9)).toBe('black-gold');
  });
});
