// The ad page: the active ad in full, with the view it counts and, for a logged-in visitor, the last
// visit it records. The seller's own visits count neither.
import type { AdDetail, Lang } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { adFieldsInWords } from './ad-fields';
import { adImageIds } from '../../db/ad-queries';
import { categoryPath, findActiveAd, isFavorite, relatedAds } from './ad-detail-repository';
import type { AdPageRow } from './ad-detail-repository';
import { toSummary } from './ad-summary';
import { neighbours } from './list-neighbours';
import { countView, recordLastVisit } from './view-tracking';

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

export interface AdPageRequest {
  id: number;
  lang: Lang;
  list: string | undefined;
  userId: number | null;
  countView: boolean;
}

/** Undefined when the ad is not active. */
export async function loadAdPage(
  db: Kysely<Database>,
  request: AdPageRequest,
): Promise<AdDetail | undefined> {
  const ad = await findActiveAd(db, request.id, request.lang);
  if (!ad) return undefined;
  const visitor = request.userId;
  const isOwner = visitor === ad.user_id;
  const viewCount = isOwner || !request.countView ? ad.view_count : await countView(db, ad.id);
  if (visitor !== null && !isOwner) await recordLastVisit(db, visitor, ad.id);
  return {
    ...toSummary(ad),
    description: ad.description,
    tags: ad.tags,
    imageIds: await adImageIds(db, ad.id),
    fields: await adFieldsInWords(db, ad.category_id, ad.field_values, request.lang),
    categoryPath: await categoryPath(db, ad.category_id, request.lang),
    booth: {
      id: ad.booth_id,
      name: ad.booth_name,
      title: ad.booth_title,
      logoId: ad.booth_logo_id,
      memberSince: ad.booth_created_at.toISOString(),
    },
    phone: ad.phone,
    location: location(ad),
    tradeState: ad.trade_state,
    rentalPeriod: ad.rental_period,
    validUntil: ad.valid_until ? ad.valid_until.toISOString() : null,
    viewCount,
    favoriteCount: ad.favorite_count,
    isFavorite: visitor === null ? false : await isFavorite(db, visitor, ad.id),
    related: await relatedAds(db, ad, request.lang),
    ...(await neighbours(db, ad.id, request.list, visitor)),
  };
}
