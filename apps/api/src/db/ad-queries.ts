// Reads about one ad that several features need in the same form: its photos in order (main first),
// whether a user may change it, and its main photo and photo count as card columns.
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from './database-types';

/** File ids of the ad's photos, main image first. */
export async function adImageIds(db: Kysely<Database>, adId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('ad_images')
    .select('file_id')
    .where('ad_id', '=', adId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.file_id);
}

/**
 * The ad's id when it is the user's own and neither deleted nor removed by moderation (a seller's ad of
 * any other state may change; a removed one waits for an appeal, decision 0036).
 */
export const selectOwnAd = (db: Kysely<Database>, userId: number, adId: number) =>
  db
    .selectFrom('ads')
    .select('id')
    .where('id', '=', adId)
    .where('user_id', '=', userId)
    .where('status', 'not in', ['deleted', 'removed']);

export async function ownsAd(db: Kysely<Database>, userId: number, adId: number): Promise<boolean> {
  return (await selectOwnAd(db, userId, adId).executeTakeFirst()) !== undefined;
}

/** The main photo's file id of the `ads` row under `alias`, or null without photos. */
export const mainImageId = (alias: string): RawBuilder<string | null> =>
  sql<string | null>`(select i.file_id from ad_images i where i.ad_id = ${sql.ref(alias)}.id
    order by i.position, i.id limit 1)`;

/** How many photos the `ads` row under `alias` has. */
export const imageCount = (alias: string): RawBuilder<number> =>
  sql<number>`(select count(*) from ad_images i where i.ad_id = ${sql.ref(alias)}.id)::int`;
