// The ad card of every public list (adSummarySchema): selected for a page of ad ids in one query.
import type { AdSummary, Lang } from '@kraam/shared';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { imageCount, mainImageId } from '../../db/ad-queries';

/** What the summary select yields per row, before mapping. */
export interface SummaryRow {
  id: number;
  title: string;
  price_type: AdSummary['priceType'];
  price_cents: string | null;
  rental_period: AdSummary['rentalPeriod'];
  condition: AdSummary['condition'];
  delivery: AdSummary['delivery'];
  gallery_id: string | null;
  image_count: number;
  city_name: string | null;
  province_name: string | null;
  booth_id: number;
  booth_name: string;
  seller_type: AdSummary['sellerType'];
  category_id: number;
  trade_state: AdSummary['tradeState'];
  promoted: boolean;
  published_at: Date | null;
}

/** Card columns of the `ads` row `a`; the caller joins `booths b`, `cities c` and `provinces p`. */
export const summaryColumns = (lang: Lang): RawBuilder<unknown> => sql`
  a.id, a.title, a.price_type, a.price_cents, a.rental_period, a.condition, a.delivery,
  ${mainImageId('a')} as gallery_id, ${imageCount('a')} as image_count,
  c.name as city_name, ${sql.ref(lang === 'en' ? 'p.name_en' : 'p.name_nl')} as province_name,
  a.booth_id, b.name as booth_name, b.seller_type, a.category_id, a.trade_state,
  coalesce(a.promoted_until > now(), false) as promoted, a.published_at`;

export const summaryJoins = sql`
  join booths b on b.id = a.booth_id
  left join cities c on c.id = a.city_id
  left join provinces p on p.id = a.province_id`;

export const toSummary = (row: SummaryRow, distanceKm?: number | null): AdSummary => ({
  id: row.id,
  title: row.title,
  priceType: row.price_type,
  priceCents: row.price_cents === null ? null : Number(row.price_cents),
  rentalPeriod: row.rental_period,
  condition: row.condition,
  delivery: row.delivery,
  galleryId: row.gallery_id,
  imageCount: row.image_count,
  cityName: row.city_name,
  provinceName: row.province_name,
  boothId: row.booth_id,
  boothName: row.booth_name,
  sellerType: row.seller_type,
  categoryId: row.category_id,
  tradeState: row.trade_state,
  promoted: row.promoted,
  publishedAt: row.published_at ? row.published_at.toISOString() : null,
  ...(distanceKm === undefined
    ? {}
    : { distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10 }),
});
