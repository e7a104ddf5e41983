#!/usr/bin/env -S node --import tsx
// Runs the suites that need a real browser (visual regression + axe of every story, and the
// end-to-end journeys) when Debian's Chromium is installed. On a machine without it they are
// reported as skipped — unless REQUIRE_BROWSER=1 (set by .ci/run), where that is a failure.
// Each suite is a timed phase of the test command (tools/ci/phase.ts): visual, e2e build, e2e.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from './chromium.ts';
import { ROOT, visualCommand } from './ci/commands.ts';
import { recordPhase, timed } from './ci/phase.ts';

process.chdir(ROOT);

const SUITES = ['visual', 'e2e'] as const;

async function main(): Promise<number> {
  if (!existsSync(CHROMIUM_PATH)) {
    const message = `browser suites: no Chromium at ${CHROMIUM_PATH} (as root: apt-get install -y chromium fonts-noto-core fonts-noto-cjk)`;
    const startedAt = Date.now();
    if (process.env.REQUIRE_BROWSER === '1') {
      console.error(`${message}; REQUIRE_BROWSER=1, failing`);
      recordPhase({
        phase: 'visual',
        seconds: 0,
        status: 'failed',
        startedAt,
        note: 'no Chromium',
      });
      return 1;
    }
    console.log(`${message}; skipped`);
    for (const phase of SUITES) {
      recordPhase({ phase, seconds: 0, status: 'skipped', startedAt, note: 'no Chromium' });
    }
    return 0;
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
    .filter((f) => f.endsWith('.e2e.ts'))
    .map((f) => path.join('e2e', f));
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const steps: [phase: string, command: string, args: string[]][] = [
    // every story in both themes: screenshots against the baselines, and axe
    ['visual', ...visualCommand()],
    // a player's journeys through the built site on the reference server (fresh database)
    ['e2e build', npx, ['-y', 'pnpm@12.21.0', '--filter', '@touchline/web', 'build']],
    [
      'e2e',
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=@touchline/source',
        '--test',
        '--test-concurrency=2',
        ...e2eFiles,
      ],
    ],
  ];
  for (const [phase, command, args] of steps) {
    console.log(`\n== ${phase}`);
    const status = await timed(phase, command, args);
    if (status !== 0) return status;
  }
  return 0;
}

process.exitCode = await main();
