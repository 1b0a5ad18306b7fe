// What an alert says about an ad (a saved search's match, a favourite's change): read once per ad, for
// the notifications and the mail.
import { fileUrl } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from './database-types';
import type { AlertAd } from '../mail/alert-mail';

/** The photo's width in an alert mail. */
const PHOTO_WIDTH = 640;

/** The ad as an alert mail shows it: with links to its page and its first photo. */
export const alertAdOf = (
  config: { publicWebUrl: string; publicApiUrl: string },
  ad: MatchedAd,
): AlertAd & { id: number } => ({
  ...ad,
  adLink: `${config.publicWebUrl}/ads/${ad.id}`,
  photoLink: ad.imageId ? fileUrl(config.publicApiUrl, ad.imageId, { w: PHOTO_WIDTH, q: 75 }) : null,
});

export interface MatchedAd extends Omit<AlertAd, 'adLink' | 'photoLink'> {
  id: number;
  imageId: string | null;
}

export async function matchedAd(db: Kysely<Database>, adId: number): Promise<MatchedAd | undefined> {
  const row = await db
    .selectFrom('ads as a')
    .leftJoin('cities as c', 'c.id', 'a.city_id')
    .select((eb) => [
      'a.id',
      'a.title',
      'a.price_type',
      'a.price_cents',
      'a.rental_period',
      'c.name as city',
      eb
        .selectFrom('ad_images as i')
        .select('i.file_id')
        .whereRef('i.ad_id', '=', 'a.id')
        .orderBy('i.position')
        .limit(1)
        .as('image_id'),
    ])
    .where('a.id', '=', adId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    priceType: row.price_type,
    priceCents: row.price_cents === null ? null : Number(row.price_cents),
    rentalPeriod: row.rental_period,
    // The town only: the street stays on the ad page, and only when the seller shows it.
    place: row.city,
    imageId: row.image_id,
  };
}
