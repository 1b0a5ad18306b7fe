import { defineConfig } from 'vitest/config';

// scripts/scale-out.mjs: the cross-instance checks, then journeys that upload and chat, all through nginx.
export default defineConfig({
  test: {
    include: ['e2e/scale-out/*.scale-out.ts', 'e2e/chat.e2e.ts', 'e2e/publishing.e2e.ts'],
    root: '.',
    fileParallelism: false,
    // No file mocks a module: the files share theirs, loaded once (decision 0053).
    isolate: false,
    // CI runs this beside the reliability battery on two cores, where a journey takes twice its time alone
    // (the publishing journey 40–60 s).
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
