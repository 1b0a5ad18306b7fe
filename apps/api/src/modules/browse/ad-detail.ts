// The ad page: the active ad in full. Reading it writes nothing: views and visits come from the shown
// page's beacon (views/view-routes.ts). Split in the part every visitor shares, which the route caches,
// and the visitor's own part, added per request.
import type { AdDetail, Lang } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { adFieldsInWords } from './ad-fields';
import { adImageIds } from '../../db/ad-queries';
import { categoryPath, findActiveAd, isFavorite, relatedAds } from './ad-detail-repository';
import type { AdPageRow } from './ad-detail-repository';
import { toSummary } from './ad-summary';
import { neighbours } from './list-neighbours';
import { priceHistory, wasPrice } from './price-history';
import { ratingOfBooth } from '../../db/review-rating';
import { signalsOfBooth } from '../../db/seller-signals';

/** Without show-location only the city: its centre, no street, postal code or pin. */
function location(ad: AdPageRow): AdDetail['location'] {
  const precise = ad.show_location && ad.latitude !== null && ad.longitude !== null;
  return {
    countryName: ad.country_name,
    provinceName: ad.province_name,
    cityName: ad.city_name,
    postalCode: ad.show_location ? ad.postal_code : null,
    street: ad.show_location ? ad.street : null,
    latitude: precise ? ad.latitude : ad.city_latitude,
    longitude: precise ? ad.longitude : ad.city_longitude,
    precise,
  };
}

/** The ad page as every visitor sees it (cached); visitorParts() adds what depends on the visitor. */
export type PublicAdPage = Omit<AdDetail, 'isFavorite' | 'previousId' | 'nextId'>;

/** Undefined when the ad is not active. */
export async function loadPublicAdPage(
  db: Kysely<Database>,
  id: number,
  lang: Lang,
): Promise<PublicAdPage | undefined> {
  const ad = await findActiveAd(db, id, lang);
  if (!ad) return undefined;
  return {
    ...toSummary(ad),
    description: ad.description,
    tags: ad.tags,
    imageIds: await adImageIds(db, ad.id),
    fields: await adFieldsInWords(db, ad.category_id, ad.field_values, lang),
    categoryPath: await categoryPath(db, ad.category_id, lang),
    booth: {
      id: ad.booth_id,
      name: ad.booth_name,
      title: ad.booth_title,
      logoId: ad.booth_logo_id,
      memberSince: ad.booth_created_at.toISOString(),
      rating: await ratingOfBooth(db, ad.booth_id),
      signals: await signalsOfBooth(db, ad.booth_id),
    },
    // Only whether there is one: the number goes to signed-in users who ask (phone-reveal-routes.ts).
    hasPhone: ad.has_phone,
    location: location(ad),
    tradeState: ad.trade_state,
    rentalPeriod: ad.rental_period,
    validUntil: ad.valid_until ? ad.valid_until.toISOString() : null,
    viewCount: ad.view_count,
    favoriteCount: ad.favorite_count,
    related: await relatedAds(db, ad, lang),
    priceHistory: await priceHistory(db, ad.id, ad.published_at),
    wasPriceCents: await wasPrice(db, ad.id),
  };
}

/** Never cached: whether this visitor saved the ad, and its neighbours in the list they came from. */
export async function visitorParts(
  db: Kysely<Database>,
  adId: number,
  list: string | undefined,
  userId: number | null,
): Promise<Pick<AdDetail, 'isFavorite' | 'previousId' | 'nextId'>> {
  return {
    isFavorite: userId === null ? false : await isFavorite(db, userId, adId),
    ...(await neighbours(db, adId, list, userId)),
  };
}
