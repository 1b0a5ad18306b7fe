import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

// Journeys that watch what the whole site does run alone, after the rest: the admin journey empties the
// shared cache and counts its entries, and the lean-pages journey measures layout shift and which pages the
// server renders. The others run three files at a time (decisions 0043, 0053): a journey waits on the
// servers and the browser for much of its time, and two at a time still left a fifth of the cores idle.
const ALONE = ['e2e/admin.e2e.ts', 'e2e/lean-pages.e2e.ts'];

// The longest journeys, longest first (seconds in a CI run of 2026-12-07: 122, 101, 98, 66). Vitest runs the
// files it has no timings of largest first, and a fresh clone has none: these short files came last, and
// the run's last minute and a half had two of three workers idle.
const LONGEST = [
  'e2e/accessibility-signed-in.e2e.ts',
  'e2e/accessibility-public.e2e.ts',
  'e2e/keyboard.e2e.ts',
  'e2e/photo-shrinking.e2e.ts',
];
const rank = (file: TestSpecification) => {
  const at = LONGEST.findIndex((name) => file.moduleId.endsWith(name));
  return at === -1 ? LONGEST.length : at;
};

/** Vitest's order (group, project, then its own), the longest journeys first within a project. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const position = new Map(sorted.map((file, index) => [file, index]));
    return sorted.toSorted(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        (a.project.name === b.project.name ? 0 : a.project.name < b.project.name ? -1 : 1) ||
        rank(a) - rank(b) ||
        (position.get(a) ?? 0) - (position.get(b) ?? 0),
    );
  }
}

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
    sequence: { sequencer: LongestFirst },
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
