import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      // As in the build (next.config.ts): the precompiled messages are formatted without ICU's parser.
      {
        find: /^use-intl\/format-message$/,
        replacement: createRequire(import.meta.url).resolve('use-intl/format-message/format-only'),
      },
      {
        find: 'next/font/local',
        replacement: fileURLToPath(new URL('./src/test/next-font-local.ts', import.meta.url)),
      },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Above the setup's 5 s for findBy… and waitFor, so a slow wait fails as that wait, not as the test.
    testTimeout: 15_000,
    // Bundled rather than loaded by Node, so the alias above reaches use-intl's own import.
    server: { deps: { inline: ['next-intl', 'use-intl'] } },
  },
});
