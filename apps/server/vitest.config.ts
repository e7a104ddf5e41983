import { defineProject, mergeConfig } from 'vitest/config';
import { workspaceResolve } from '../../vite.shared.ts';

export default mergeConfig(
  workspaceResolve,
  defineProject({
    test: {
      name: 'server',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      // PGlite starts in seconds and argon2 is slow on purpose: generous limits on a busy machine
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  }),
);
