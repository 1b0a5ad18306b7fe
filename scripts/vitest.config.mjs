import { defineConfig } from 'vitest/config';

// The scripts' own helpers (scripts/lib): plain Node, no app code.
export default defineConfig({
  test: {
    name: 'scripts',
    include: ['lib/**/*.test.mjs'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
