// How every browser suite and benchmark starts Debian's Chromium: no test tool downloads a
// browser of its own. CHROME_PATH (or CHROMIUM_PATH) points at another binary.
// tools/chromium.ts is the typed home of these; this copy stays only while the untyped
// tools/visual/visual.mjs imports it, and goes with it.
export const CHROMIUM_PATH =
  process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags of the machine notes: headless, no sandbox, no GPU and nothing phoning home. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
