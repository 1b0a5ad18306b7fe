// manifest.json: what a backup holds, written last, so a folder without it is an interrupted backup.
// The counts let a restore check that it brought back every ad and every stored file.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database-types';
import type { DatabaseEngine } from '../db/client';

export const MANIFEST_FILE = 'manifest.json';
export const PGLITE_DUMP_FILE = 'database.tar.gz';
export const POSTGRES_DUMP_FILE = 'database.pgdump';
export const FILES_DIR = 'files';

export interface BackupCounts {
  ads: number;
  files: number;
}

export interface BackupManifest extends BackupCounts {
  format: 1;
  createdAt: string;
  engine: DatabaseEngine;
}

export class BackupError extends Error {}

export async function countRows(db: Kysely<Database>): Promise<BackupCounts> {
  const [ads, files] = await Promise.all([
    db
      .selectFrom('ads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ads: Number(ads.n), files: Number(files.n) };
}

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${folder} is not a complete Kraam backup: it has no ${MANIFEST_FILE}.`);
  }
  const manifest = JSON.parse(text) as Partial<BackupManifest>;
  if (manifest.format !== 1 || (manifest.engine !== 'pglite' && manifest.engine !== 'postgres'))
    throw new BackupError(`${folder}/${MANIFEST_FILE} is not a manifest this version of Kraam can restore.`);
  return manifest as BackupManifest;
}
