// Demo ads with their photos, published inside the free period; promoted ones paid and on the home page
// for PROMOTION_DAYS from now. Progress is logged per batch.
import { randomUUID } from 'node:crypto';
import { FREE_AD_DAYS, PROMOTION_DAYS } from '@kraam/shared';
import { mapLimit } from './map-limit';
import type { SeedAd } from './seed-types';
import { RENDER_CONCURRENCY } from './seed-context';
import type { SeedContext } from './seed-context';
import { cityKey } from './seed-places';
import type { SeededPlaces } from './seed-places';
import type { SeededUser } from './seed-users';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 20;
const DEMO_PROMOTION_CENTS = 495;

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

interface Lookups {
  places: SeededPlaces;
  categories: Map<string, number>;
  users: SeededUser[];
}

function resolve(ad: SeedAd, index: number, { places, categories, users }: Lookups) {
  const categoryId = categories.get(ad.categoryKey);
  const city = places.cities.get(cityKey(ad.provinceCode, ad.cityName));
  const user = users[ad.userIndex];
  if (categoryId === undefined) throw new Error(`Demo ad ${index}: unknown category '${ad.categoryKey}'`);
  if (!city) throw new Error(`Demo ad ${index}: no city '${ad.cityName}' in ${ad.provinceCode}`);
  if (!user) throw new Error(`Demo ad ${index}: no demo user ${ad.userIndex}`);
  return { categoryId, city, user };
}

async function insertAd(
  context: SeedContext,
  ad: SeedAd,
  index: number,
  photoIds: string[],
  lookups: Lookups,
) {
  const { trx, now } = context;
  const { categoryId, city, user } = resolve(ad, index, lookups);
  // Spread over the day too, so "newest first" has a stable, varied order.
  const publishedAt = new Date(now.getTime() - ad.publishedDaysAgo * DAY_MS - ((index * 37) % 1440) * 60_000);
  const promotedUntil = ad.promoted ? addDays(now, PROMOTION_DAYS) : null;
  const transactionId = ad.promoted ? `seed-${randomUUID()}` : null;
  const { id } = await trx
    .insertInto('ads')
    .values({
      booth_id: user.boothId,
      user_id: user.userId,
      category_id: categoryId,
      title: ad.title,
      description: ad.description,
      price_type: ad.priceType,
      price_cents: ad.priceCents,
      rental_period: ad.rentalPeriod,
      condition: ad.condition,
      delivery: ad.delivery,
      tags: ad.tags,
      field_values: JSON.stringify(ad.fieldValues),
      phone: user.phone,
      country_id: lookups.places.netherlandsId,
      province_id: city.provinceId,
      city_id: city.id,
      latitude: city.latitude,
      longitude: city.longitude,
      status: 'published',
      trade_state: ad.tradeState,
      ad_level: ad.promoted ? 'promoted' : 'free',
      valid_from: publishedAt,
      valid_until: addDays(publishedAt, FREE_AD_DAYS),
      promoted_until: promotedUntil,
      is_paid: ad.promoted,
      transaction_id: transactionId,
      view_count: ad.viewCount,
      favorite_count: ad.favoriteCount,
      published_at: publishedAt,
      created_at: publishedAt,
      updated_at: publishedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (ad.reduction)
    await trx
      .insertInto('ad_price_changes')
      .values({
        ad_id: id,
        old_price_type: ad.priceType,
        old_price_cents: ad.reduction.fromCents,
        new_price_type: ad.priceType,
        new_price_cents: ad.priceCents,
        changed_at: addDays(publishedAt, ad.reduction.daysAfterPublishing),
      })
      .execute();
  if (photoIds.length > 0) {
    await trx
      .insertInto('ad_images')
      .values(photoIds.map((fileId, position) => ({ ad_id: id, file_id: fileId, position })))
      .execute();
  }
  if (transactionId && promotedUntil) {
    await trx
      .insertInto('promotions')
      .values({
        ad_id: id,
        user_id: user.userId,
        provider: 'demo',
        transaction_id: transactionId,
        amount_cents: DEMO_PROMOTION_CENTS,
        status: 'paid',
        starts_at: now,
        ends_at: promotedUntil,
      })
      .execute();
  }
}

export async function seedAds(context: SeedContext, lookups: Lookups): Promise<number> {
  const { trx, fileStore, content, log } = context;
  const ads = content.generateAds(lookups.places.provinces);
  for (let start = 0; start < ads.length; start += BATCH) {
    const batch = ads.slice(start, start + BATCH);
    const photoIds = await mapLimit(batch, RENDER_CONCURRENCY, async (ad) => {
      const owner = lookups.users[ad.userIndex]?.userId;
      const ids: string[] = [];
      for (const photo of ad.photos) {
        const file = await fileStore.save(
          await content.pictures.product(photo.emoji, photo.variant, photo.prop),
          {
            db: trx,
            ...(owner === undefined ? {} : { ownerUserId: owner }),
          },
        );
        ids.push(file.id);
      }
      return ids;
    });
    // In content order, so ad ids follow it.
    for (const [i, ad] of batch.entries()) await insertAd(context, ad, start + i, photoIds[i] ?? [], lookups);
    log(`seed: ads ${start + batch.length}/${ads.length}`);
  }
  return ads.length;
}
