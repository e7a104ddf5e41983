import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject, mergeConfig } from 'vitest/config';
import { workspaceResolve } from '../../vite.shared.ts';

export default mergeConfig(
  workspaceResolve,
  defineProject({
    plugins: [vanillaExtractPlugin()],
    test: {
      name: 'ui',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
    },
  }),
);
