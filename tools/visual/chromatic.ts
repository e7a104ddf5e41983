#!/usr/bin/env -S node --import tsx
// Publishes the built Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set; the modes
// (both themes × both viewports) are configured in .storybook/modes.ts. Without a token it says
// so and exits 0: the local visual suite (`test:visual`) is the gate on this network.
//   --static-dir <dir>   publish a Storybook already built there (the one the visual suite built)
import { execFileSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set; nothing published (run test:visual for the local gate).',
  );
  process.exit(0);
}
const at = process.argv.indexOf('--static-dir');
const staticDir = at >= 0 ? process.argv[at + 1]! : 'storybook-static';
if (at < 0) {
  execFileSync('npx', ['storybook', 'build', '--quiet', '--output-dir', staticDir], {
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
}
execFileSync(
  'npx',
  ['-y', 'chromatic@18', '--storybook-build-dir', staticDir, '--exit-zero-on-changes'],
  { stdio: 'inherit' },
);
