import path from 'node:path';
import { ROOT } from './paths.mjs';
import { runNode } from './run.mjs';

const OXLINT = path.join(ROOT, 'node_modules/oxlint/bin/oxlint');
const CONFIG = path.join(ROOT, 'scripts/import-cycles.oxlintrc.json');

/**
 * Runs oxlint's import/no-cycle on `dirs` (under `cwd`), each file resolved with the path aliases of its
 * own tsconfig, type-only imports left out. Resolves true when no import goes round; oxlint prints each
 * cycle it finds.
 */
export async function noImportCycles(dirs, { cwd = ROOT, quiet = false } = {}) {
  const { code } = await runNode([OXLINT, '-c', CONFIG, '--deny-warnings', ...dirs], { cwd, quiet });
  return code === 0;
}
