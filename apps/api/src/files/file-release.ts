// Deleting files no row names any more: the `files` row first (from then on the download answers 404),
// then the bytes. Used at once where a photo is let go (gallery Delete, ad Delete and MultiEdit) and by
// the periodic collector (file-collector.ts) for everything else.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database-types';
import { transactionWithRetry } from '../db/retry-on-conflict';
import { fileReferenced } from './file-references';
import type { FileStore } from './file-store';

export interface FileReleaseDeps {
  db: Kysely<Database>;
  fileStore: FileStore;
}

/**
 * Deletes those of the files that no row names; answers their ids. The rows are locked before they are
 * checked, in a statement of its own: a row naming a file from now on waits for this commit (its
 * foreign-key check needs the file row) and then fails, one that named it before is seen. Rows
 * another collector holds are skipped. A crash between commit and unlinking leaves bytes no row names,
 * which nothing serves.
 */
export async function deleteUnreferencedFiles(
  deps: FileReleaseDeps,
  ids: readonly string[],
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const deleted = await transactionWithRetry(deps.db, async (trx) => {
    const locked = await sql<{ id: string }>`
      select id from files where id = any(${wanted}::uuid[]) order by id for update skip locked`.execute(trx);
    if (locked.rows.length === 0) return [];
    const { rows } = await sql<{ id: string }>`
      delete from files f
      where f.id = any(${locked.rows.map((row) => row.id)}::uuid[]) and not ${fileReferenced(sql`f.id`)}
      returning f.id`.execute(trx);
    return rows.map((row) => row.id);
  });
  await deps.fileStore.removeBytes(deleted);
  return deleted;
}

/**
 * Takes the photos off deleted ads (a deleted ad is never shown or restored) and deletes the files no
 * other row names. The ads rows are locked first, in id order, as every writer of an ad does.
 */
export async function releaseDeletedAdPhotos(
  deps: FileReleaseDeps,
  adIds: readonly number[],
): Promise<string[]> {
  const ids = [...new Set(adIds)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const fileIds = await transactionWithRetry(deps.db, async (trx) => {
    await sql`
      select id from ads where id = any(${ids}::integer[]) and status = 'deleted'
      order by id for no key update`.execute(trx);
    const { rows } = await sql<{ file_id: string }>`
      delete from ad_images i using ads a
      where i.ad_id = a.id and a.id = any(${ids}::integer[]) and a.status = 'deleted'
      returning i.file_id`.execute(trx);
    return rows.map((row) => row.file_id);
  });
  return deleteUnreferencedFiles(deps, fileIds);
}

/**
 * For a route whose own change has committed: a release that fails is logged, not answered with 500,
 * and the collector's next sweep deletes what it left.
 */
export async function releaseAfterCommit(
  log: FastifyBaseLogger,
  release: () => Promise<unknown>,
): Promise<void> {
  try {
    await release();
  } catch (error) {
    log.error({ err: error }, 'files: releasing failed; the collector will delete them later');
  }
}
