// The photos of an ad: ad_images rows in position order (0 = main image), kept dense (0..n-1). Every
// change runs in one transaction holding the ad's row lock, so two changes to one ad (or two uploads
// racing for the 12th place) run one after the other.
import type { Kysely, Transaction } from 'kysely';
import { adImageIds, ownsAd, selectOwnAd } from '../../db/ad-queries';
import type { Database } from '../../db/database-types';

type Trx = Transaction<Database>;

/** The photos of the user's own (not deleted) ad, or undefined when it is not theirs. */
export async function ownAdImageIds(
  db: Kysely<Database>,
  userId: number,
  adId: number,
): Promise<string[] | undefined> {
  return (await ownsAd(db, userId, adId)) ? adImageIds(db, adId) : undefined;
}

/**
 * Runs `change` with the user's own ad locked and its photos in order. Undefined (and nothing done)
 * when the ad is not theirs or is deleted. Whatever `change` throws rolls the transaction back.
 */
export function changeGallery<T>(
  db: Kysely<Database>,
  userId: number,
  adId: number,
  change: (trx: Trx, imageIds: string[]) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction().execute(async (trx) => {
    const ad = await selectOwnAd(trx, userId, adId).forUpdate().executeTakeFirst();
    if (!ad) return undefined;
    return change(trx, await adImageIds(trx, adId));
  });
}

export async function appendImage(trx: Trx, adId: number, fileId: string, position: number): Promise<void> {
  await trx.insertInto('ad_images').values({ ad_id: adId, file_id: fileId, position }).execute();
}

export async function deleteImage(trx: Trx, adId: number, fileId: string): Promise<void> {
  await trx.deleteFrom('ad_images').where('ad_id', '=', adId).where('file_id', '=', fileId).execute();
}

/** Gives every photo its index in `ordered` as position: dense, first is main. */
export async function writeOrder(trx: Trx, adId: number, ordered: readonly string[]): Promise<void> {
  for (const [position, fileId] of ordered.entries()) {
    await trx
      .updateTable('ad_images')
      .set({ position })
      .where('ad_id', '=', adId)
      .where('file_id', '=', fileId)
      .execute();
  }
}
