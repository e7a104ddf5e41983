import { describe, expect, it } from 'vitest';
import { randomText } from './random.ts';

describe('randomText', () => {
  it('answers the bytes asked for, in the encoding asked for', () => {
    expect(randomText(8, 'hex')).toMatch(/^[0-9a-f]{16}$/);
    expect(randomText(9, 'base64url')).toMatch(/^[\w-]{12}$/);
    expect(() => randomText(257, 'hex')).toThrow(RangeError);
  });

  it('never hands out the same bytes twice, across refills of its pool', () => {
    const seen = new Set<string>();
    // 2,000 × 9 bytes: four refills of the 4 KiB pool
    for (let i = 0; i < 2_000; i += 1) seen.add(randomText(9, 'base64url'));
    expect(seen.size).toBe(2_000);
  });

  it('spreads its bytes over every value', () => {
    const counts = new Array<number>(256).fill(0);
    const text = Array.from({ length: 512 }, () => randomText(64, 'hex')).join('');
    for (let i = 0; i < text.length; i += 2)
      counts[Number.parseInt(text.slice(i, i + 2), 16)]! += 1;
    // 32,768 bytes, 128 expected of each value: none missing, none many times too common
    expect(Math.min(...counts)).toBeGreaterThan(60);
    expect(Math.max(...counts)).toBeLessThan(220);
  });
});
