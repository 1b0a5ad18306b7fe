// Restores a backup folder into DATA_DIR (and DATABASE_URL for a PostgreSQL backup), then checks that
// every ad and every stored file of the manifest is back, photos on disk included.
import { access, cp, mkdir, readFile, rename } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { SECRET_FILES } from '../config';
import { createPglite, databaseFromPglite, databaseFromUrl, type DatabaseHandle } from '../db/client';
import type { Database } from '../db/database-types';
import { lockEmbeddedDatabase } from '../db/pglite-lock';
import { filePaths } from '../files/file-paths';
import {
  BackupError,
  FILES_DIR,
  PGLITE_DUMP_FILE,
  POSTGRES_DUMP_FILE,
  countRows,
  readManifest,
  type BackupCounts,
  type BackupManifest,
} from './backup-manifest';
import { restorePostgres } from './postgres-dump';

export interface RestoreOptions {
  source: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Set aside (PGlite) or overwrite (PostgreSQL) a database that already holds data. */
  replace: boolean;
}

export interface RestoreResult extends BackupCounts {
  manifest: BackupManifest;
  /** Where the embedded database that was replaced now lies. */
  setAside?: string;
}

async function openEmbedded(
  options: RestoreOptions,
): Promise<{ database: DatabaseHandle; setAside?: string }> {
  if (options.databaseUrl)
    throw new BackupError(
      'This backup holds an embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
    );
  const dbDir = path.join(options.dataDir, 'db');
  await mkdir(options.dataDir, { recursive: true });
  const release = lockEmbeddedDatabase(options.dataDir);
  try {
    let setAside: string | undefined;
    if (existsSync(dbDir)) {
      if (!options.replace)
        throw new BackupError(
          `${dbDir} already holds a database; add --replace to set it aside and restore.`,
        );
      setAside = `${dbDir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(dbDir, setAside);
    }
    const dump = await readFile(path.join(options.source, PGLITE_DUMP_FILE));
    const pglite = await createPglite({ dataDir: dbDir, loadDataDir: new Blob([dump]) });
    const handle = databaseFromPglite(pglite);
    const database = {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          release();
        }
      },
    };
    return { database, ...(setAside ? { setAside } : {}) };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(options: RestoreOptions): Promise<DatabaseHandle> {
  if (!options.databaseUrl)
    throw new BackupError(
      'This backup holds a PostgreSQL dump: set DATABASE_URL to the database to restore into.',
    );
  const database = databaseFromUrl(options.databaseUrl);
  try {
    const { ads } = await countRows(database.db).catch(() => ({ ads: 0 }));
    if (ads > 0 && !options.replace)
      throw new BackupError('The database at DATABASE_URL already holds ads; add --replace to overwrite it.');
    await restorePostgres(options.databaseUrl, path.join(options.source, POSTGRES_DUMP_FILE));
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Stored files whose bytes are not on disk. */
async function missingFiles(db: Kysely<Database>, dataDir: string): Promise<number> {
  const paths = filePaths(dataDir);
  const rows = await db.selectFrom('files').select('id').execute();
  let missing = 0;
  for (const { id } of rows) await access(paths.original(id)).catch(() => (missing += 1));
  return missing;
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const manifest = await readManifest(options.source);
  const { database, setAside } =
    manifest.engine === 'pglite' ? await openEmbedded(options) : { database: await openPostgres(options) };
  try {
    const files = path.join(options.source, FILES_DIR);
    if (existsSync(files))
      await cp(files, path.join(options.dataDir, FILES_DIR), { recursive: true, force: false });
    // The secrets signed the sessions and the push subscriptions the restored database holds, so they come
    // back with them.
    for (const name of SECRET_FILES)
      if (existsSync(path.join(options.source, name)))
        await cp(path.join(options.source, name), path.join(options.dataDir, name));

    const counts = await countRows(database.db);
    if (counts.ads !== manifest.ads || counts.files !== manifest.files)
      throw new BackupError(
        `The restored database holds ${counts.ads} ads and ${counts.files} files; the backup lists ${manifest.ads} and ${manifest.files}.`,
      );
    const missing = await missingFiles(database.db, options.dataDir);
    if (missing > 0) throw new BackupError(`${missing} stored files are missing from ${files}.`);
    return { ...counts, manifest, ...(setAside ? { setAside } : {}) };
  } finally {
    await database.close();
  }
}
