import { describe, expect, it } from 'vitest';
import {
  GLOBAL_BAN_DURATIONS,
  isGlobalBanDuration,
  isGlobalBanReason,
  isSensitiveWord,
  normalizeSensitiveWord,
} from './admin-live.ts';

describe('the live section’s rules', () => {
  it('keeps a sensitive word trimmed and lowercased, 1 to 30 characters', () => {
    expect(normalizeSensitiveWord('  Sure BET ')).toBe('sure bet');
    expect(normalizeSensitiveWord('包赢')).toBe('包赢');
    expect(normalizeSensitiveWord('LỪA ĐẢO')).toBe('lừa đảo');
    expect(normalizeSensitiveWord('   ')).toBeNull();
    expect(normalizeSensitiveWord('w'.repeat(30))).toBe('w'.repeat(30));
    expect(normalizeSensitiveWord('w'.repeat(31))).toBeNull();
    // characters, not UTF-16 units: 30 emoji are 30 characters, as the database counts them
    expect(normalizeSensitiveWord('😀'.repeat(30))).toBe('😀'.repeat(30));
    expect(isSensitiveWord('scam')).toBe(true);
    expect(isSensitiveWord('Scam')).toBe(false);
    expect(isSensitiveWord(' scam')).toBe(false);
  });

  it('takes the offered ban lengths, a whole number of minutes up to a year, or until lifted', () => {
    for (const minutes of GLOBAL_BAN_DURATIONS) expect(isGlobalBanDuration(minutes)).toBe(true);
    expect(isGlobalBanDuration(0)).toBe(false);
    expect(isGlobalBanDuration(1.5)).toBe(false);
    expect(isGlobalBanDuration(525_601)).toBe(false);
  });

  it('takes a ban reason of 3 to 200 characters once trimmed', () => {
    expect(isGlobalBanReason('  ok  ')).toBe(false);
    expect(isGlobalBanReason('Spam')).toBe(true);
    expect(isGlobalBanReason('r'.repeat(200))).toBe(true);
    expect(isGlobalBanReason('r'.repeat(201))).toBe(false);
  });
});
