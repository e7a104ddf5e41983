#!/usr/bin/env node
// Runs the suites that need a real browser (visual regression + axe of every story, and the
// end-to-end journeys) when Debian's Chromium is installed. On a machine without it they are
// reported as skipped — unless REQUIRE_BROWSER=1 (set by .ci/run), where that is a failure.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

const chromium = CHROMIUM_PATH;
if (!existsSync(chromium)) {
  const message = `browser suites: no Chromium at ${chromium} (as root: apt-get install -y chromium fonts-noto-core fonts-noto-cjk)`;
  if (process.env.REQUIRE_BROWSER === '1') {
    console.error(`${message}; REQUIRE_BROWSER=1, failing`);
    process.exit(1);
  }
  console.log(`${message}; skipped`);
  process.exit(0);
}
let fonts = '';
try {
  fonts = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
} catch {
  // no fontconfig tools: the screenshots will tell
}
if (!/Noto Sans Thai/.test(fonts) || !/Noto Sans CJK/.test(fonts)) {
  console.warn(
    'browser suites: Noto fonts missing (apt-get install -y fonts-noto-core fonts-noto-cjk); screenshots will differ from the baselines',
  );
}
const e2eFiles = readdirSync('e2e')
  .filter((f) => f.endsWith('.e2e.mjs'))
  .map((f) => `e2e/${f}`);
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const suites = [
  // every story in both themes: screenshots against the baselines, and axe
  ['visual', [[process.execPath, ['tools/visual/visual.mjs']]]],
  // a player's journeys through the built site on the reference server (fresh database)
  [
    'e2e',
    [
      [npx, ['-y', 'pnpm@12.21.0', '--filter', '@touchline/web', 'build']],
      [process.execPath, ['--test', '--test-concurrency=1', ...e2eFiles]],
    ],
  ],
];
for (const [name, steps] of suites) {
  console.log(`\n== ${name}`);
  for (const [command, args] of steps) {
    const run = spawnSync(command, args, { stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}
