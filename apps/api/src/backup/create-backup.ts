// A backup is a folder: the database (PGlite's data directory as a tarball, or pg_dump's custom format),
// the stored files (without resized variants, which are rendered again on request), the generated secrets
// (the JWT secret, so sessions survive a restore on a new machine; the web push keys, so the browsers'
// subscriptions do) and manifest.json, written last.
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { SECRET_FILES } from '../config';
import { createPglite, databaseFromPglite, databaseFromUrl } from '../db/client';
import { lockEmbeddedDatabase } from '../db/pglite-lock';
import {
  BackupError,
  FILES_DIR,
  PGLITE_DUMP_FILE,
  POSTGRES_DUMP_FILE,
  countRows,
  writeManifest,
  type BackupCounts,
  type BackupManifest,
} from './backup-manifest';
import { makePrivate } from '../private-files';
import { dumpPostgres } from './postgres-dump';

export interface BackupOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  /** A folder that does not exist yet or is empty. */
  target: string;
}

async function emptyFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  if ((await readdir(folder)).length > 0)
    throw new BackupError(`${folder} is not empty; choose a new folder.`);
}

/** PGlite is one process's database: the lock refuses while the API has it open. */
async function backUpEmbedded(dataDir: string, target: string): Promise<BackupCounts> {
  const dbDir = path.join(dataDir, 'db');
  if (!existsSync(dbDir)) throw new BackupError(`There is no embedded database in ${dbDir}.`);
  const release = lockEmbeddedDatabase(dataDir);
  try {
    const pglite = await createPglite({ dataDir: dbDir });
    const database = databaseFromPglite(pglite);
    try {
      const counts = await countRows(database.db);
      const dump = await pglite.dumpDataDir('gzip');
      await writeFile(path.join(target, PGLITE_DUMP_FILE), Buffer.from(await dump.arrayBuffer()));
      return counts;
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/** Online: the counts and pg_dump read one exported snapshot, so the manifest matches the dump exactly. */
async function backUpPostgres(databaseUrl: string, target: string): Promise<BackupCounts> {
  const database = databaseFromUrl(databaseUrl);
  try {
    return await database.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(
          trx,
        );
        const counts = await countRows(trx);
        await dumpPostgres(databaseUrl, path.join(target, POSTGRES_DUMP_FILE), rows[0]?.snapshot);
        return counts;
      });
  } finally {
    await database.close();
  }
}

export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  const { dataDir, databaseUrl, target } = options;
  await emptyFolder(target);
  const counts = databaseUrl
    ? await backUpPostgres(databaseUrl, target)
    : await backUpEmbedded(dataDir, target);
  // After the database: a file uploaded meanwhile is only an extra, never a photo the dump lacks.
  const files = path.join(dataDir, FILES_DIR);
  const variants = path.join(files, 'variants');
  if (existsSync(files))
    await cp(files, path.join(target, FILES_DIR), {
      recursive: true,
      filter: (source) => source !== variants,
    });
  for (const name of SECRET_FILES) {
    const secret = path.join(dataDir, name);
    if (existsSync(secret)) await cp(secret, path.join(target, name));
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    engine: databaseUrl ? 'postgres' : 'pglite',
    ...counts,
  };
  await writeManifest(target, manifest);
  // The database, the photos and the secret: as private as DATA_DIR, whatever the umask or pg_dump wrote.
  await makePrivate(target);
  return manifest;
}
