import { describe, expect, it } from 'vitest';
import { banEnd, isBanActive, isShielded, maskSensitiveWords, slowModeWait } from './index.ts';

describe('maskSensitiveWords', () => {
  it('masks each word, whatever its case, with as many stars as it has characters', () => {
    expect(maskSensitiveWords('Get FREE money now', ['free money'])).toBe('Get ********** now');
    expect(maskSensitiveWords('scam, Scam, SCAM', ['scam'])).toBe('****, ****, ****');
  });

  it('prefers the longest word, and masks CJK, Thai and Vietnamese by code point', () => {
    expect(maskSensitiveWords('free money and free bets', ['free', 'free money'])).toBe(
      '********** and **** bets',
    );
    expect(maskSensitiveWords('这是骗局吗', ['骗局'])).toBe('这是**吗');
    expect(maskSensitiveWords('Lừa đảo rồi', ['lừa đảo'])).toBe('******* rồi');
    expect(maskSensitiveWords('โกงแน่นอน', ['โกง'])).toBe('***แน่นอน');
    expect(maskSensitiveWords('a 😀 b', ['😀'])).toBe('a * b');
  });

  it('leaves the text as it is without words, and ignores empty ones', () => {
    expect(maskSensitiveWords('hello', [])).toBe('hello');
    expect(maskSensitiveWords('hello', ['', '  '])).toBe('hello');
    expect(maskSensitiveWords('', ['x'])).toBe('');
  });
});

describe('isShielded', () => {
  it('finds a host’s word anywhere in a message, in any case', () => {
    expect(isShielded('Big SPOILER ahead', ['spoiler'])).toBe(true);
    expect(isShielded('nothing here', ['spoiler', ' '])).toBe(false);
  });
});

describe('bans', () => {
  it('holds until its end or until lifted; a ban without an end holds until lifted', () => {
    expect(isBanActive({ bannedUntil: 2_000, liftedAt: null }, 1_999)).toBe(true);
    expect(isBanActive({ bannedUntil: 2_000, liftedAt: null }, 2_000)).toBe(false);
    expect(isBanActive({ bannedUntil: null, liftedAt: null }, 9e12)).toBe(true);
    expect(isBanActive({ bannedUntil: null, liftedAt: 500 }, 600)).toBe(false);
    expect(isBanActive({ bannedUntil: null, liftedAt: 500 }, 400)).toBe(true);
  });

  it('ends a ban its minutes after it was made, or never', () => {
    expect(banEnd(1_000, 60)).toBe(1_000 + 3_600_000);
    expect(banEnd(1_000, null)).toBeNull();
  });
});

describe('slowModeWait', () => {
  it('counts down from the last message to the end of the slow-mode window', () => {
    expect(slowModeWait(10_000, 3, 10_000)).toBe(3_000);
    expect(slowModeWait(10_000, 3, 12_500)).toBe(500);
    expect(slowModeWait(10_000, 3, 13_000)).toBe(0);
    expect(slowModeWait(10_000, 3, 99_000)).toBe(0);
  });

  it('asks no wait without slow mode or before a first message', () => {
    expect(slowModeWait(10_000, 0, 10_000)).toBe(0);
    expect(slowModeWait(null, 30, 10_000)).toBe(0);
    expect(slowModeWait(Number.NaN, 30, 10_000)).toBe(0);
  });
});
