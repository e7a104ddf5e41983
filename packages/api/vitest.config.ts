import { defineProject, mergeConfig } from 'vitest/config';
import { workspaceResolve } from '../../vite.shared.ts';

export default mergeConfig(
  workspaceResolve,
  defineProject({
    test: {
      name: 'api',
      environment: 'node',
      include: ['src/**/*.test.ts'],
    },
  }),
);
