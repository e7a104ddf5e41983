import { describe, expect, it } from 'vitest';
import { PARTNER_COMMISSION_TIERS, partnerContactKey, partnerTierFor } from './partner.ts';

describe('partner programme', () => {
  it('tiers rise in players and share', () => {
    for (let i = 1; i < PARTNER_COMMISSION_TIERS.length; i += 1) {
      const [a, b] = [PARTNER_COMMISSION_TIERS[i - 1]!, PARTNER_COMMISSION_TIERS[i]!];
      expect(b.minActivePlayers).toBeGreaterThan(a.minActivePlayers);
      expect(b.sharePercent).toBeGreaterThan(a.sharePercent);
      expect(Number.isInteger(b.sharePercent)).toBe(true);
    }
  });

  it('finds the tier a month reaches, edges included', () => {
    expect(partnerTierFor(0)).toBeNull();
    expect(partnerTierFor(1)).toBe('starter');
    expect(partnerTierFor(9)).toBe('starter');
    expect(partnerTierFor(10)).toBe('growth');
    expect(partnerTierFor(30)).toBe('pro');
    expect(partnerTierFor(100)).toBe('elite');
    expect(partnerTierFor(5000)).toBe('elite');
    expect(partnerTierFor(Number.NaN)).toBeNull();
  });

  it('recognises one contact however it is typed', () => {
    expect(partnerContactKey('  Lan.Tran@Example.com ')).toBe('lan.tran@example.com');
    expect(partnerContactKey('+84 912 345 678')).toBe('+84912345678');
  });
});
