import { LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { readViewCookie, VIEW_COOKIE, VIEW_KEYS, viewCookieValue } from './view-cookie.ts';

const K = LOCAL_STORAGE_KEYS;

describe('the view cookie (ADR 041)', () => {
  it('carries the language, the session marker and the settings, read back as written', () => {
    expect(VIEW_KEYS).toEqual([K.language, K.session, K.settings]);
    const stored: Record<string, string> = {
      [K.language]: 'zh-cn',
      [K.session]: 'm1',
      [K.settings]: '{"oddsFormat":2}',
      [K.userInfo]: '{"role":"member"}',
    };
    const value = viewCookieValue((key) => stored[key] ?? null);
    expect(value).not.toBeNull();
    // a cookie value: no separator, space or quote of its own
    expect(value).not.toMatch(/[;,\s"]/);
    expect(readViewCookie(`a=1; ${VIEW_COOKIE}=${value}; b=2`)).toEqual({
      [K.language]: 'zh-cn',
      [K.session]: 'm1',
      [K.settings]: '{"oddsFormat":2}',
    });
  });

  it('has no value when nothing is stored, and leaves out values too long to carry', () => {
    expect(viewCookieValue(() => null)).toBeNull();
    expect(viewCookieValue(() => '')).toBeNull();
    const value = viewCookieValue((key) => (key === K.settings ? 'x'.repeat(513) : null));
    expect(value).toBeNull();
  });

  it('reads nothing from a missing, damaged or foreign cookie, and only the keys it carries', () => {
    expect(readViewCookie(undefined)).toEqual({});
    expect(readViewCookie(null)).toEqual({});
    expect(readViewCookie('tl_session=tl_abc')).toEqual({});
    expect(readViewCookie(`${VIEW_COOKIE}=%7Bnot json`)).toEqual({});
    expect(readViewCookie(`${VIEW_COOKIE}=%E0%A4%A`)).toEqual({});
    expect(readViewCookie(`${VIEW_COOKIE}=null`)).toEqual({});
    const forged = encodeURIComponent(
      JSON.stringify({
        session: 'm',
        userInfo: '{"role":"superAdmin"}',
        settings: 7,
        language: '',
      }),
    );
    expect(readViewCookie(`${VIEW_COOKIE}=${forged}`)).toEqual({ session: 'm' });
    const long = encodeURIComponent(JSON.stringify({ session: 'm', settings: 'x'.repeat(600) }));
    expect(readViewCookie(`${VIEW_COOKIE}=${long}`)).toEqual({ session: 'm' });
  });
});
