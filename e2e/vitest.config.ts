import { defineConfig } from 'vitest/config';

// Two journeys at a time: a journey mostly waits (for the servers, the browser, a debounce), so two
// files side by side keep the two cores busy. Each journey makes and cleans up its own data.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    root: '.',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
