import { defineConfig } from 'vitest/config';

// Journeys run one file at a time: the machine has two cores and the servers share them.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    root: '.',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
