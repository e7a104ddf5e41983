import { existsSync } from 'node:fs';

/**
 * Debian's Chromium for the server's browser tests; no test tool downloads one. Without it a
 * browser test is skipped, unless REQUIRE_BROWSER=1 (CI), where that is a failure. The flags are
 * the machine notes', as the root's `tools/chromium.ts` has them for the suites outside this
 * package (a package may not import from outside itself).
 */
export const CHROMIUM = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const HAVE_BROWSER = existsSync(CHROMIUM);
export const BROWSER_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
