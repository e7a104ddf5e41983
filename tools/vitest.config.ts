import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tools',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['lint/fixtures/**', '**/node_modules/**'],
    testTimeout: 60_000,
  },
});
