import { defineConfig } from 'vitest/config';

// API tests: each file gets its own fresh database (PGlite from a migrated template, or a new
// PostgreSQL database when DATABASE_URL is set) through src/test/test-app.ts.
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/cheap-password-hashing.ts'],
    env: {
      // Fixed so loadConfig() never writes a generated secret into the developer's data dir.
      JWT_SECRET: 'kraam-test-secret-0123456789abcdefghijklmnop',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      // A test that needs the job queue switches it on (config.jobs).
      JOBS: 'off',
    },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
