import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the scripts every page runs at start-up (the build manifest's `rootMainFiles`: React DOM, Next's
 * client and Turbopack's runtime) for eager compilation (decision 0025). Lazily compiled, their functions
 * were compiled on the main thread as they first ran, most of a phone's blocking time on a cold load.
 * Chunks that load on demand keep V8's lazy default. Returns the files it marked; a file already marked
 * is left as is.
 */
export async function markStartupChunks(distDir: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(distDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles?: string[];
  };
  const files = manifest.rootMainFiles ?? [];
  if (files.length === 0) throw new Error(`${distDir}/build-manifest.json names no start-up scripts`);
  for (const file of files) {
    const target = path.join(distDir, file);
    const source = await readFile(target, 'utf8');
    if (!source.startsWith(COMPILE_HINT)) await writeFile(target, COMPILE_HINT + source);
  }
  return files;
}
