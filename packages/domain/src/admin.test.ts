import { describe, expect, it } from 'vitest';
import { isAdminReason, parseAdjustmentToMinor } from './admin.ts';

describe('parseAdjustmentToMinor', () => {
  it('reads signed amounts exactly', () => {
    expect(parseAdjustmentToMinor('25.00')).toBe(2500n);
    expect(parseAdjustmentToMinor('+25')).toBe(2500n);
    expect(parseAdjustmentToMinor('-3.5')).toBe(-350n);
    expect(parseAdjustmentToMinor(' 0.01 ')).toBe(1n);
    expect(parseAdjustmentToMinor('100000000.00')).toBe(10_000_000_000n);
  });

  it('refuses zero, three decimals, text and amounts past the largest', () => {
    for (const bad of ['0', '-0.00', '1.005', 'ten', '', '-', '--1', '100000000.01', '1e3']) {
      expect(parseAdjustmentToMinor(bad), bad).toBeNull();
    }
  });
});

describe('isAdminReason', () => {
  it('needs three characters once trimmed and at most 500', () => {
    expect(isAdminReason('  ok ')).toBe(false);
    expect(isAdminReason('refund')).toBe(true);
    expect(isAdminReason('r'.repeat(500))).toBe(true);
    expect(isAdminReason('r'.repeat(501))).toBe(false);
  });
});
