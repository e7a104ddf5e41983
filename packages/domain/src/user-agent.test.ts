import { describe, expect, it } from 'vitest';
import { describeUserAgent, maskIpAddress } from './index.ts';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iOS', mobile: true },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Windows', mobile: false },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { browser: 'Edge', os: 'Windows', mobile: false },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      { browser: 'Samsung Internet', os: 'Android', mobile: true },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
      { browser: 'Firefox', os: 'macOS', mobile: false },
    ],
  ])('names %s', (ua, expected) => {
    expect(describeUserAgent(ua)).toEqual(expected);
  });

  it('says nothing it does not know', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null, mobile: false });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, mobile: false });
  });
});

describe('maskIpAddress', () => {
  it('hides the host part', () => {
    expect(maskIpAddress('203.0.113.42')).toBe('203.0.113.*');
    expect(maskIpAddress('::ffff:127.0.0.1')).toBe('127.0.0.*');
    expect(maskIpAddress('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:*');
    expect(maskIpAddress('::1')).toBe('1:*');
  });
  it('masks what is not an address', () => {
    expect(maskIpAddress('localhost')).toBe('*');
    expect(maskIpAddress('')).toBe('*');
  });
});
