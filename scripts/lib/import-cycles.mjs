import path from 'node:path';
import { ROOT } from './paths.mjs';
import { runNode } from './run.mjs';

const DPDM = path.join(ROOT, 'node_modules/dpdm/lib/bin/dpdm.js');

/**
 * Runs dpdm on each workspace ({ dir, files } under `cwd`) with the workspace's own path aliases, leaving out
 * type-only imports (-T), which vanish at build time. Resolves true when no workspace has an import cycle;
 * dpdm prints each cycle it finds.
 */
export async function noImportCycles(workspaces, { cwd = ROOT, quiet = false } = {}) {
  let clean = true;
  for (const { dir, files } of workspaces) {
    const args = [DPDM, '-T', '--no-tree', '--no-warning', '--no-progress', '--exit-code', 'circular:1'];
    const { code } = await runNode([...args, '--tsconfig', `${dir}/tsconfig.json`, `${dir}/${files}`], {
      cwd,
      quiet,
    });
    if (code !== 0) clean = false;
  }
  return clean;
}
