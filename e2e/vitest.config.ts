import { defineConfig } from 'vitest/config';

// Journeys that watch what the whole site does run alone, after the rest: the admin journey empties the
// shared cache and counts its entries, and the lean-pages journey measures layout shift and which pages the
// server renders. The others run three files at a time (decisions 0043, 0053): a journey waits on the
// servers and the browser for much of its time, and two at a time still left a fifth of the cores idle.
const ALONE = ['e2e/admin.e2e.ts', 'e2e/lean-pages.e2e.ts'];

// A state a journey polls for (a favourite's heart after hydration, a count after a push) may take more
// than vitest's default second while another journey shares the cores. A journey's timeout catches a hang,
// not a slow machine: the machines CI runs on differ by 2.5× in speed, and the longest journeys (axe over
// every route, a booth with four photos) took 60 s on the slow ones. No journey mocks a module, so the
// files of a worker share their modules: playwright-core and the helpers load once per worker, not once
// per file (decision 0053).
const shared = {
  root: '.',
  isolate: false,
  testTimeout: 180_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: 10_000 } },
};
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'journeys',
          include: ['e2e/**/*.e2e.ts'],
          exclude: ALONE,
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'journeys-alone',
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
