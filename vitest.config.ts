import { defineConfig } from 'vitest/config';

// `npm test` runs every workspace's tests and the scripts' helpers (scripts/lib) in one vitest run; the
// browser journeys have their own config.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'scripts'],
    // Vitest's default on two cores is one worker; every file has its own database, so two run side by side.
    maxWorkers: 2,
  },
});
