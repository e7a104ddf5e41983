import { describe, expect, it } from 'vitest';
import {
  isBotCheckPassed,
  isLoggedIn,
  isSameSitePath,
  nextLoginStep,
  postLoginPath,
} from './index.ts';

describe('nextLoginStep', () => {
  it.each([
    [{ loginState: 1, mobile: '0901234567', mobileArea: '84' }, 'verify'],
    [{ loginState: 2, mobile: '0901234567', mobileArea: '84', state: 's' }, 'verify'],
    [{ loginState: 1, mobile: '', mobileArea: '84', state: 's' }, 'vtob'],
    [{ loginState: 1, mobile: '0901234567' }, 'done'],
    [{ loginState: 3, mobile: '0901234567', mobileArea: '84' }, 'done'],
    [{ loginState: 0, state: 'abc' }, 'vtob'],
    [{ state: '' }, 'done'],
    [{ state: null }, 'done'],
    [{}, 'done'],
  ] as const)('%j → %s', (res, step) => {
    expect(nextLoginStep(res)).toBe(step);
  });
  it('is done for a missing response', () => {
    expect(nextLoginStep(null as never)).toBe('done');
  });
});

describe('postLoginPath', () => {
  it('sends account logins home', () => {
    expect(postLoginPath('account', '/sports')).toBe('/');
    expect(postLoginPath('account')).toBe('/');
  });
  it('sends phone logins to a same-site redirect', () => {
    expect(postLoginPath('phone', '/sports?tab=live#top')).toBe('/sports?tab=live#top');
    expect(postLoginPath('phone', '/personal/12')).toBe('/personal/12');
  });
  it.each([
    null,
    undefined,
    '',
    'sports',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    ' /sports',
    '/\tsports',
    '/sp\norts',
  ])('sends phone logins home for the unsafe redirect %j', (redirect) => {
    expect(postLoginPath('phone', redirect)).toBe('/');
    expect(isSameSitePath(redirect)).toBe(false);
  });
  it('keeps paths with colons and non-ASCII characters', () => {
    expect(postLoginPath('phone', '/a:b')).toBe('/a:b');
    expect(postLoginPath('phone', '/活动')).toBe('/活动');
  });
});

describe('isBotCheckPassed', () => {
  it.each([
    [200, true],
    [201, true],
    [202, false],
    [0, false],
    [-200, false],
    [Number.NaN, false],
  ])('%s → %s', (code, ok) => {
    expect(isBotCheckPassed(code)).toBe(ok);
  });
});

describe('isLoggedIn', () => {
  it('is true only with a stored token', () => {
    expect(isLoggedIn('abc')).toBe(true);
    expect(isLoggedIn('')).toBe(false);
    expect(isLoggedIn('  ')).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
    expect(isLoggedIn(undefined)).toBe(false);
  });
});
