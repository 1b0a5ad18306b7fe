import path from 'node:path';
import { OXLINT_BIN, ROOT } from './paths.mjs';
import { runNode } from './run.mjs';

const CONFIG = path.join(ROOT, 'scripts/import-cycles.oxlintrc.json');

/**
 * Runs oxlint's import/no-cycle on `dirs` (under `cwd`), each file resolved with the path aliases of its
 * own tsconfig, type-only imports left out. Resolves true when no import goes round; oxlint prints each
 * cycle it finds.
 */
export async function noImportCycles(dirs, { cwd = ROOT, quiet = false } = {}) {
  const { code } = await runNode([OXLINT_BIN, '-c', CONFIG, '--deny-warnings', ...dirs], { cwd, quiet });
  return code === 0;
}
