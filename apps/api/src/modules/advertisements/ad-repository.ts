// Writes of the seller's own ads. Every statement is scoped to the owner (user_id) and skips
// deleted ads, so another user's or a deleted ad behaves as if it did not exist.
import type { AdEditBody } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import type { CheckedAd } from './ad-references';
import { freePeriod } from './ad-lifecycle';

type AdBody = Omit<AdEditBody, 'id'>;

export async function boothIdOfUser(db: Kysely<Database>, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('booths').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row?.id;
}

/** The columns an ad body writes; photos and lifecycle are not part of it. */
const columns = (body: AdBody, checked: CheckedAd) => ({
  category_id: body.categoryId,
  title: body.title,
  description: body.description,
  price_type: body.priceType,
  price_cents: body.priceCents ?? null,
  rental_period: body.priceType === 'rental' ? (body.rentalPeriod ?? null) : null,
  condition: body.condition ?? null,
  delivery: body.delivery,
  tags: body.tags,
  field_values: JSON.stringify(checked.fieldValues),
  phone: body.phone ?? null,
  country_id: body.location.countryId,
  province_id: body.location.provinceId,
  city_id: body.location.cityId,
  region_id: body.location.regionId ?? null,
  postal_code: body.location.postalCode ?? null,
  street: body.location.street ? body.location.street : null,
  latitude: checked.latitude,
  longitude: checked.longitude,
  show_location: body.location.showLocation,
});

export interface NewAd {
  userId: number;
  boothId: number;
  body: AdBody;
  checked: CheckedAd;
  imageIds: string[];
  now: Date;
}

/** Published at once with a free period; photos in the given order (position 0 is the main image). */
export async function insertAd(trx: Kysely<Database>, ad: NewAd): Promise<number> {
  const { validFrom, validUntil } = freePeriod(ad.now);
  const { id } = await trx
    .insertInto('ads')
    .values({
      ...columns(ad.body, ad.checked),
      booth_id: ad.boothId,
      user_id: ad.userId,
      status: 'published',
      published_at: ad.now,
      valid_from: validFrom,
      valid_until: validUntil,
      created_at: ad.now,
      updated_at: ad.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (ad.imageIds.length > 0)
    await trx
      .insertInto('ad_images')
      .values(ad.imageIds.map((fileId, position) => ({ ad_id: id, file_id: fileId, position })))
      .execute();
  return id;
}

/** False when the ad is not this user's, is deleted or was removed by moderation. */
export async function updateAd(
  db: Kysely<Database>,
  userId: number,
  adId: number,
  body: AdBody,
  checked: CheckedAd,
): Promise<boolean> {
  const result = await db
    .updateTable('ads')
    .set({ ...columns(body, checked), updated_at: new Date() })
    .where('id', '=', adId)
    .where('user_id', '=', userId)
    .where('status', 'not in', ['deleted', 'removed'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Soft delete: the row stays for conversations and promotions that refer to it. */
export async function softDeleteAd(db: Kysely<Database>, userId: number, adId: number): Promise<boolean> {
  const result = await db
    .updateTable('ads')
    .set({ status: 'deleted', updated_at: new Date() })
    .where('id', '=', adId)
    .where('user_id', '=', userId)
    .where('status', 'not in', ['deleted', 'removed'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
