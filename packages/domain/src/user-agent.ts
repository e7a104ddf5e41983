/** Browsers a session list names, in the order they are told apart (Edge says "Chrome" too). */
export const BROWSER_NAMES = [
  'Edge',
  'Opera',
  'Firefox',
  'Samsung Internet',
  'Chrome',
  'Safari',
] as const;
export const OS_NAMES = ['Android', 'iOS', 'Windows', 'macOS', 'Linux'] as const;
export type BrowserName = (typeof BROWSER_NAMES)[number];
export type OsName = (typeof OS_NAMES)[number];

export interface DeviceDescription {
  browser: BrowserName | null;
  os: OsName | null;
  /** A phone or tablet. */
  mobile: boolean;
}

const BROWSER_TESTS: readonly [BrowserName, RegExp][] = [
  ['Edge', /\bEdg(e|A|iOS)?\//],
  ['Opera', /\bOPR\/|\bOpera\b/],
  ['Firefox', /\bFirefox\/|\bFxiOS\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Chrome', /\bChrome\/|\bCriOS\//],
  ['Safari', /\bSafari\//],
];

const OS_TESTS: readonly [OsName, RegExp][] = [
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(iPhone|iPad|iPod)\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

/**
 * What a user-agent text says of the browser and system, as a member recognises their own
 * device in a list of sessions: `Chrome` on `Android`. Unknown parts are null.
 */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = typeof userAgent === 'string' ? userAgent : '';
  const browser = BROWSER_TESTS.find(([, test]) => test.test(ua))?.[0] ?? null;
  const os = OS_TESTS.find(([, test]) => test.test(ua))?.[0] ?? null;
  return { browser, os, mobile: /\bMobi|\bAndroid\b|\biPhone\b|\biPad\b/.test(ua) };
}
