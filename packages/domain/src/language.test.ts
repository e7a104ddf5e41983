import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  htmlLang,
  isLanguage,
  LANGUAGE_OPTIONS,
  LANGUAGES,
  localeCode,
  matchLanguage,
  pageTitle,
  resolveLanguage,
} from './index.ts';

describe('resolveLanguage', () => {
  it('takes the query first', () => {
    expect(
      resolveLanguage({ query: 'vi', stored: 'en', market: 'cn', browserLanguages: ['th'] }),
    ).toBe('vi');
  });
  it('then the stored preference', () => {
    expect(
      resolveLanguage({ query: null, stored: 'th', market: 'vietnam', browserLanguages: ['en'] }),
    ).toBe('th');
  });
  it('then the market', () => {
    expect(resolveLanguage({ market: 'vietnam', browserLanguages: ['en'] })).toBe('vi');
    expect(resolveLanguage({ market: 'cn', browserLanguages: ['en'] })).toBe('zh-cn');
  });
  it('then the browser languages in order', () => {
    expect(resolveLanguage({ browserLanguages: ['fr-FR', 'zh-Hans-CN', 'en'] })).toBe('zh-cn');
    expect(resolveLanguage({ browserLanguages: ['vi-VN'] })).toBe('vi');
    expect(resolveLanguage({ browserLanguages: ['en-GB', 'vi'] })).toBe('en');
    expect(resolveLanguage({ browserLanguages: ['th-TH'] })).toBe('th');
    expect(resolveLanguage({ browserLanguages: ['zh'] })).toBe('zh-cn');
    expect(resolveLanguage({ browserLanguages: ['zh-CN'] })).toBe('zh-cn');
  });
  it('then English', () => {
    expect(resolveLanguage({})).toBe('en');
    expect(resolveLanguage({ browserLanguages: ['fr', 'de'] })).toBe('en');
  });
  it('skips unknown values instead of failing', () => {
    expect(
      resolveLanguage({ query: 'klingon', stored: '', market: 'mars', browserLanguages: ['vi'] }),
    ).toBe('vi');
    expect(resolveLanguage({ query: '中文', stored: 'null', browserLanguages: [] })).toBe('en');
    expect(resolveLanguage({ browserLanguages: ['zh-TW', 'zh-Hant-HK', 'th'] })).toBe('th');
  });
  it('is case-insensitive', () => {
    expect(resolveLanguage({ query: 'ZH-CN' })).toBe('zh-cn');
    expect(resolveLanguage({ stored: 'Vi' })).toBe('vi');
    expect(resolveLanguage({ market: 'VIETNAM' })).toBe('vi');
    expect(resolveLanguage({ browserLanguages: ['EN-us'] })).toBe('en');
  });
});

describe('matchLanguage', () => {
  it.each([
    ['zh_CN', 'zh-cn'],
    ['zh-Hans', 'zh-cn'],
    ['zh-SG', 'zh-cn'],
    ['zh-Hant', null],
    ['en', 'en'],
    ['  vi ', 'vi'],
    ['', null],
    ['e', null],
  ])('%s → %s', (tag, lang) => {
    expect(matchLanguage(tag)).toBe(lang);
  });
  it('is null for a value that is not text', () => {
    expect(matchLanguage(undefined)).toBeNull();
    expect(matchLanguage(5 as unknown as string)).toBeNull();
  });
});

describe('locale codes', () => {
  it('maps every language as the spec says', () => {
    expect(localeCode('zh-cn')).toBe('zh-CN');
    expect(localeCode('vi')).toBe('vi-VI');
    expect(localeCode('en')).toBe('en-US');
    expect(localeCode('th')).toBe('th-TH');
    expect(localeCode('xx' as never)).toBe('en-US');
  });
  it('gives a valid html lang for every language', () => {
    expect(LANGUAGES.map(htmlLang)).toEqual(['zh-CN', 'en', 'vi', 'th']);
  });
  it('lists one option per language', () => {
    expect(LANGUAGE_OPTIONS.map((o) => o.value).sort()).toEqual([...LANGUAGES].sort());
    expect(isLanguage('th')).toBe(true);
    expect(isLanguage('TH')).toBe(false);
  });
});

describe('pageTitle', () => {
  it('puts the product name before the tagline', () => {
    expect(pageTitle('因你而精彩')).toBe('Touchline - 因你而精彩');
    expect(pageTitle('  Chiến thắng tuyệt vời hơn nhờ bạn ')).toBe(
      'Touchline - Chiến thắng tuyệt vời hơn nhờ bạn',
    );
    expect(pageTitle('', 'X')).toBe('X');
    expect(pageTitle(null as unknown as string)).toBe('Touchline');
  });
});

describe('acceptedLanguages', () => {
  it('lists a header’s languages most preferred first, as navigator.languages does', () => {
    expect(acceptedLanguages('vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual([
      'vi-VN',
      'vi',
      'en-US',
      'en',
    ]);
    expect(acceptedLanguages('en;q=0.5, th , zh-CN;q=0.9')).toEqual(['th', 'zh-CN', 'en']);
  });

  it('leaves out the wildcard, refused languages and what is not a language tag', () => {
    expect(acceptedLanguages('*, th;q=0, vi;q=abc, <x>, en')).toEqual(['en']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('resolves with the spec’s order as the browser’s languages would', () => {
    expect(resolveLanguage({ browserLanguages: acceptedLanguages('th-TH,en;q=0.8') })).toBe('th');
  });
});
