import { defineProject, mergeConfig } from 'vitest/config';
import { workspaceResolve } from '../../vite.shared.ts';

export default mergeConfig(
  workspaceResolve,
  defineProject({
    test: {
      name: 'server',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      // one worker runs file after file in the same process, so the test databases it started
      // (src/testing/databases.ts) serve every file: a file costs a clean schema, not a start-up
      isolate: false,
      // PGlite starts in seconds and argon2 is slow on purpose: generous limits on a busy machine
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  }),
);
