import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { projectsByIsolation } from './scripts/lib/module-isolation.mjs';
import api from './apps/api/vitest.config.ts';
import web from './apps/web/vitest.config.ts';

// `npm test` runs every workspace's tests and the scripts' helpers (scripts/lib) in one vitest run; the
// browser journeys have their own config. The API's and the web's files share their modules unless they
// must not (scripts/lib/module-isolation.mjs).
const workspace = (dir: string) => path.join(import.meta.dirname, dir);
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      ...projectsByIsolation(workspace('apps/api'), 'api', api),
      ...projectsByIsolation(workspace('apps/web'), 'web', web),
      'scripts',
    ],
    // Vitest's default on two cores is one worker; every file has its own database, so two run side by side.
    maxWorkers: 2,
  },
});
