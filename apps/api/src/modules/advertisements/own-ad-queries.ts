// Reads of the seller's own ads: the My ads tabs (keyset-paginated, newest first) and one ad as the
// edit form needs it. Deleted ads are never returned.
import type { Lang, OwnAd, OwnAdDetail, OwnAdTab } from '@kraam/shared';
import { sql } from 'kysely';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { adImageIds, imageCount, mainImageId } from '../../db/ad-queries';
import type { Database } from '../../db/database-types';
import { canRenew, isExpired } from './ad-lifecycle';
import { encodeCursor, timestampKey } from '../../db/keyset-cursor';
import type { Position } from '../../db/keyset-cursor';

function selectOwnAds(db: Kysely<Database>, userId: number, lang: Lang) {
  return db
    .selectFrom('ads')
    .innerJoin('booths', 'booths.id', 'ads.booth_id')
    .leftJoin('cities', 'cities.id', 'ads.city_id')
    .leftJoin('provinces', 'provinces.id', 'ads.province_id')
    .where('ads.user_id', '=', userId)
    .where('ads.status', '!=', 'deleted')
    .selectAll('ads')
    .select([
      'booths.name as boothName',
      'booths.seller_type as sellerType',
      'cities.name as cityName',
      lang === 'en' ? 'provinces.name_en as provinceName' : 'provinces.name_nl as provinceName',
      timestampKey('ads.created_at').as('cursorAt'),
      mainImageId('ads').as('galleryId'),
      imageCount('ads').as('imageCount'),
    ]);
}

type OwnAdRow = Awaited<ReturnType<ReturnType<typeof selectOwnAds>['executeTakeFirstOrThrow']>>;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

function toOwnAd(row: OwnAdRow, now: Date): OwnAd {
  const state = { status: row.status, tradeState: row.trade_state, validUntil: row.valid_until };
  return {
    id: row.id,
    title: row.title,
    priceType: row.price_type,
    priceCents: row.price_cents === null ? null : Number(row.price_cents),
    rentalPeriod: row.rental_period,
    condition: row.condition,
    delivery: row.delivery,
    galleryId: row.galleryId,
    imageCount: Number(row.imageCount ?? 0),
    cityName: row.cityName,
    provinceName: row.provinceName,
    boothId: row.booth_id,
    boothName: row.boothName,
    sellerType: row.sellerType,
    categoryId: row.category_id,
    tradeState: row.trade_state,
    promoted: row.promoted_until !== null && row.promoted_until > now,
    publishedAt: iso(row.published_at),
    status: row.status,
    validFrom: iso(row.valid_from),
    validUntil: iso(row.valid_until),
    promotedUntil: iso(row.promoted_until),
    isPaid: row.is_paid,
    transactionId: row.transaction_id,
    viewCount: row.view_count,
    favoriteCount: row.favorite_count,
    expired: isExpired(state, now),
    canRenew: canRenew(state, now),
  };
}

export async function findOwnAd(
  db: Kysely<Database>,
  userId: number,
  adId: number,
  lang: Lang,
  now: Date,
): Promise<OwnAdDetail | undefined> {
  const row = await selectOwnAds(db, userId, lang).where('ads.id', '=', adId).executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toOwnAd(row, now),
    description: row.description,
    tags: row.tags,
    fieldValues: Object.fromEntries(
      Object.entries(row.field_values).filter((entry): entry is [string, string | number | boolean] =>
        ['string', 'number', 'boolean'].includes(typeof entry[1]),
      ),
    ),
    phone: row.phone,
    location: {
      countryId: row.country_id,
      provinceId: row.province_id,
      cityId: row.city_id,
      regionId: row.region_id,
      postalCode: row.postal_code,
      street: row.street,
      latitude: row.latitude,
      longitude: row.longitude,
      showLocation: row.show_location,
    },
    imageIds: await adImageIds(db, adId),
  };
}

/** The tabs of My ads (see OWN_AD_TABS). */
function tabFilter(tab: OwnAdTab, now: Date) {
  return (eb: ExpressionBuilder<Database, 'ads'>) => {
    switch (tab) {
      case 'published':
        return eb.and([eb('ads.status', '=', 'published'), eb('ads.valid_until', '>', now)]);
      case 'paid':
        return eb('ads.is_paid', '=', true);
      case 'expired':
        return eb.or([
          eb.and([eb('ads.status', '=', 'published'), eb('ads.valid_until', '<=', now)]),
          eb('ads.status', '=', 'inactive'),
        ]);
    }
  };
}

/** My ads' name in its cursors. */
export const OWN_ADS_LIST = 'own-ads';

export interface OwnAdsFilter {
  tab: OwnAdTab;
  lang: Lang;
  after?: Position;
  limit: number;
}

/** One row more than the limit is read to know whether a next page exists. */
export async function listOwnAds(
  db: Kysely<Database>,
  userId: number,
  filter: OwnAdsFilter,
  now: Date,
): Promise<{ ads: OwnAd[]; nextCursor: string | null; total: number }> {
  const after = filter.after;
  const rows = await selectOwnAds(db, userId, filter.lang)
    .where(tabFilter(filter.tab, now))
    .$if(after !== undefined, (q) =>
      q.where(
        sql<boolean>`(ads.created_at, ads.id) < (${after?.key[0]}::timestamptz, ${after?.id}::integer)`,
      ),
    )
    .orderBy('ads.created_at', 'desc')
    .orderBy('ads.id', 'desc')
    .limit(filter.limit + 1)
    .execute();
  const { total } = await db
    .selectFrom('ads')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('ads.user_id', '=', userId)
    .where('ads.status', '!=', 'deleted')
    .where(tabFilter(filter.tab, now))
    .executeTakeFirstOrThrow();
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > filter.limit && last
      ? encodeCursor(OWN_ADS_LIST, { key: [last.cursorAt], id: last.id })
      : null;
  return { ads: page.map((row) => toOwnAd(row, now)), nextCursor, total: Number(total) };
}
