import { defineConfig } from 'vitest/config';

// `npm run test:reliability` (scripts/reliability.mjs): the reliability and security battery, on the
// engine DATABASE_URL names (PGlite when unset). RELIABILITY_FULL=1 runs it at full size.
export default defineConfig({
  test: {
    name: 'reliability',
    // Run from the repository root by scripts/reliability.mjs: paths are this folder's.
    root: import.meta.dirname,
    include: ['src/reliability/**/*.reliability.ts'],
    globalSetup: ['src/test/global-setup.ts', 'src/reliability/server-bundles.global-setup.ts'],
    setupFiles: ['src/test/cheap-password-hashing.ts'],
    fileParallelism: false,
    // No file mocks a module: the files share theirs, loaded once (decision 0053).
    isolate: false,
    env: {
      JWT_SECRET: 'kraam-test-secret-0123456789abcdefghijklmnop',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    },
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
