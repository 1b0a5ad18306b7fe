// Reads for the ad page (GET /public/v2/Advertisement/Get): the active ad with its booth and places,
// its photos, its category path and the related ads.
import { RELATED_ADS_LIMIT } from '@kraam/shared';
import type { AdSummary, Lang } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, Json } from '../../db/database-types';
import { isActive } from '../../db/active-ads';
import { summaryColumns, summaryJoins, toSummary } from './ad-summary';
import type { SummaryRow } from './ad-summary';

export interface AdPageRow extends SummaryRow {
  user_id: number;
  description: string;
  tags: string[];
  field_values: Record<string, Json>;
  /** Whether the seller gave a number; the number itself stays out of the public page and its cache. */
  has_phone: boolean;
  postal_code: string | null;
  street: string | null;
  latitude: number | null;
  longitude: number | null;
  show_location: boolean;
  valid_until: Date | null;
  view_count: number;
  favorite_count: number;
  booth_title: string;
  booth_logo_id: string | null;
  booth_created_at: Date;
  country_name: string | null;
  city_latitude: number | null;
  city_longitude: number | null;
}

/** The ad when it is active (reserved included), else undefined. */
export async function findActiveAd(
  db: Kysely<Database>,
  id: number,
  lang: Lang,
): Promise<AdPageRow | undefined> {
  const { rows } = await sql<AdPageRow>`
    select ${summaryColumns(lang)}, a.user_id, a.description, a.tags, a.field_values,
      coalesce(a.phone, '') <> '' as has_phone, a.postal_code, a.street, a.latitude, a.longitude,
      a.show_location, a.valid_until, a.view_count, a.favorite_count,
      b.title as booth_title, b.logo_id as booth_logo_id, b.created_at as booth_created_at,
      ${sql.ref(lang === 'en' ? 'co.name_en' : 'co.name_nl')} as country_name,
      c.latitude as city_latitude, c.longitude as city_longitude
    from ads a ${summaryJoins}
    left join countries co on co.id = a.country_id
    where a.id = ${id}::integer and ${isActive('a')}`.execute(db);
  return rows[0];
}

/** From the top-level category down to the ad's own. */
export async function categoryPath(
  db: Kysely<Database>,
  categoryId: number,
  lang: Lang,
): Promise<{ id: number; title: string }[]> {
  const { rows } = await sql<{ id: number; title: string }>`
    with recursive path as (
      select id, parent_id, ${sql.ref(lang === 'en' ? 'title_en' : 'title_nl')} as title, 0 as depth
      from categories where id = ${categoryId}::integer
      union all
      select c.id, c.parent_id, ${sql.ref(lang === 'en' ? 'c.title_en' : 'c.title_nl')}, p.depth + 1
      from categories c join path p on c.id = p.parent_id
    )
    select id, title from path order by depth desc`.execute(db);
  return rows;
}

/** Among the newest ads of the category this many are considered, nearest first. */
const RELATED_CANDIDATES = 200;

/** Active ads of the same category, nearest first when the ad has a place, else newest. */
export async function relatedAds(db: Kysely<Database>, ad: AdPageRow, lang: Lang): Promise<AdSummary[]> {
  const lat = ad.latitude ?? ad.city_latitude;
  const lng = ad.longitude ?? ad.city_longitude;
  const distance =
    lat === null || lng === null
      ? sql`null::float8`
      : sql`kraam_distance_km(${lat}::float8, ${lng}::float8, a.latitude, a.longitude)`;
  const { rows } = await sql<SummaryRow>`
    select ${summaryColumns(lang)}
    from (select a.id from ads a
          where a.category_id = ${ad.category_id}::integer and a.id <> ${ad.id}::integer and ${isActive('a')}
          order by a.published_at desc, a.id desc limit ${RELATED_CANDIDATES}) candidate
    join ads a on a.id = candidate.id ${summaryJoins}
    order by ${distance} asc nulls last, a.published_at desc, a.id desc
    limit ${RELATED_ADS_LIMIT}`.execute(db);
  return rows.map((row) => toSummary(row));
}

export async function isFavorite(db: Kysely<Database>, userId: number, adId: number): Promise<boolean> {
  const row = await db
    .selectFrom('wish_list')
    .select('ad_id')
    .where('user_id', '=', userId)
    .where('ad_id', '=', adId)
    .executeTakeFirst();
  return row !== undefined;
}
