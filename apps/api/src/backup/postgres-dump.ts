// PostgreSQL's own tools do its half of a backup: pg_dump's custom format, restored with pg_restore.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { BackupError } from './backup-manifest';

const run = promisify(execFile);

async function tool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(name, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new BackupError(`${name} is not installed; on Debian: apt-get install postgresql-client.`);
    throw new BackupError(`${name} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

/** With a snapshot (pg_export_snapshot) the dump sees exactly what that transaction sees. */
export const dumpPostgres = (databaseUrl: string, file: string, snapshot?: string) =>
  tool('pg_dump', [
    '--format=custom',
    '--no-owner',
    ...(snapshot ? [`--snapshot=${snapshot}`] : []),
    `--file=${file}`,
    databaseUrl,
  ]);

/** Replaces what the target database holds with the dump's tables and rows. */
export const restorePostgres = (databaseUrl: string, file: string) =>
  tool('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    file,
  ]);
