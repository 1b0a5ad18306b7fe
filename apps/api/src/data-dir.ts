// DATA_DIR holds the embedded database, uploaded files, the outbox and the generated secret. A missing,
// misplaced or read-only one must stop the start with one sentence naming the path and the cause, not
// surface later as PGlite's minified stack. Checked by creating the folder and a probe file in it.
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirError extends Error {}

const CAUSES: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOTDIR: 'a part of the path is a file',
  EEXIST: 'a file of that name exists',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  ENAMETOOLONG: 'the path is too long',
};

/** `EROFS: read-only file system`: the code and, for the usual ones, what it means. */
export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== 'string') return error instanceof Error ? error.message : String(error);
  const cause = CAUSES[code];
  return cause ? `${code}: ${cause}` : code;
}

/**
 * Creates the folder when missing, private to this account (700, and what this process writes from now on
 * 600: the umask is set here, as every entry point reads its config first), and proves it writable;
 * throws DataDirError otherwise.
 */
export function ensureWritableDataDir(dataDir: string): void {
  process.umask(0o077);
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
  } catch (error) {
    throw new DataDirError(`DATA_DIR ${dataDir} cannot be created (${describeFsError(error)})`);
  }
  const probe = path.join(dataDir, `.write-probe-${process.pid}`);
  try {
    writeFileSync(probe, '');
  } catch (error) {
    throw new DataDirError(`DATA_DIR ${dataDir} is not writable (${describeFsError(error)})`);
  }
  rmSync(probe, { force: true });
}

/**
 * A generated secret in DATA_DIR: read when it exists, else made once. The first process to start writes it
 * whole to a file of its own and then links it into place, which fails when another got there first; so
 * instances starting together all read the same complete secret, never a file still being written.
 */
export function readOrCreateSecretFile(dataDir: string, name: string, create: () => string): string {
  ensureWritableDataDir(dataDir);
  const file = path.join(dataDir, name);
  const own = path.join(dataDir, `.${name}.${process.pid}`);
  try {
    writeFileSync(own, create(), { mode: 0o600 });
    linkSync(own, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(own, { force: true });
  }
  return readFileSync(file, 'utf8');
}
