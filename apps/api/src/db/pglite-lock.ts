// PGlite is one process's embedded database: a second process opening the same directory would corrupt
// it, and PGlite itself does not refuse. So whoever opens DATA_DIR/db holds DATA_DIR/db.lock (its pid);
// a lock whose process is gone is stale and taken over.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The embedded database is open in another running process. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir}/db is in use by a running Kraam server (process ${pid}); stop it first, or set DATABASE_URL.`,
    );
  }
}

const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function holder(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock or throws DatabaseInUseError; returns its release. */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const file = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = holder(file);
    if (pid !== undefined && processAlive(pid)) throw new DatabaseInUseError(dataDir, pid);
    // Stale: its process ended without releasing it.
    rmSync(file, { force: true });
  }
  throw new DatabaseInUseError(dataDir, holder(file) ?? 0);
}
