import type { Kysely } from 'kysely';
import type { Database } from '../db/database-types';

/** True when the stored file was uploaded by this user: the check before linking it as avatar, logo or banner. */
export async function ownsFile(db: Kysely<Database>, userId: number, fileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('files')
    .select('id')
    .where('id', '=', fileId)
    .where('owner_user_id', '=', userId)
    // In a transaction that is about to attach it, the row stays: the collector skips locked files.
    .forKeyShare()
    .executeTakeFirst();
  return row !== undefined;
}
