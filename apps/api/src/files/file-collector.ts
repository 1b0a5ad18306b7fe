// The file garbage collector: files no row names are deleted, rows and bytes, so no left-over file stays
// downloadable. Photos let go through the API are released at once (file-release.ts); this sweep catches
// the rest: uploads never attached to an ad (kept for a grace period, so an ad being composed keeps its
// photos), avatars, logos and banners replaced, and photos of ads deleted before releasing existed. Safe
// on several instances.
import { sql } from 'kysely';
import { deleteUnreferencedFiles, releaseDeletedAdPhotos } from './file-release';
import type { FileReleaseDeps } from './file-release';
import { fileReferenced } from './file-references';

/** An upload nothing names yet is kept this long: someone may still be composing the ad it is for. */
export const UNATTACHED_GRACE_MS = 24 * 3_600_000;
/** Rows looked at per query; the sweep goes on until a batch comes back short. */
const BATCH = 200;

export interface CollectOptions {
  /** The moment the grace period is counted back from (tests move it forward). */
  now?: Date;
}

/** One sweep; answers how many files it deleted. */
export async function collectFileGarbage(
  deps: FileReleaseDeps,
  options: CollectOptions = {},
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { rows } = await sql<{ ad_id: number }>`
      select distinct i.ad_id from ad_images i join ads a on a.id = i.ad_id
      where a.status = 'deleted' limit ${BATCH}`.execute(deps.db);
    if (rows.length === 0) break;
    const adIds = rows.map((row) => row.ad_id);
    deleted += (await releaseDeletedAdPhotos(deps, adIds)).length;
    if (rows.length < BATCH) break;
  }
  const cutoff = new Date((options.now ?? new Date()).getTime() - UNATTACHED_GRACE_MS);
  for (;;) {
    const { rows } = await sql<{ id: string }>`
      select f.id from files f
      where f.created_at < ${cutoff} and not ${fileReferenced(sql`f.id`)}
      order by f.created_at limit ${BATCH}`.execute(deps.db);
    const fileIds = rows.map((row) => row.id);
    const removed = await deleteUnreferencedFiles(deps, fileIds);
    deleted += removed.length;
    // Short batch: done. Nothing deleted: the rest are another instance's now, or named again.
    if (rows.length < BATCH || removed.length === 0) break;
  }
  return deleted;
}
